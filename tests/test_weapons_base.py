"""The 21 arena weapons (BASE-WG-1..9): every effect and mode on a set
position, with the exact tokens in the enemies' buffer and the squares after the shot, plus
the targets each effect must refuse. Arena A unless a test says otherwise:

    (0,0) blue  (0,1) blue  (0,2) blue*
    (1,0) red*  (1,1) red   (1,2) red   (1,3) yellow
                (2,1) white (2,2) white (2,3) yellow*

doors (0,0)-(1,0), (0,2)-(1,2), (1,1)-(2,1), (1,2)-(1,3), (2,2)-(2,3); walls (0,1)-(1,1),
(1,2)-(2,2). Black (dstruct, violet, sprog) shoots at White (banshee, dozer, echo)."""

import pytest

from adrenaline_team.rules import Game
from adrenaline_team.rules.state import other
from builders import arrange, play, table_at_turn

RICH = {"red": 3, "blue": 3, "yellow": 3}


def aim(weapon, shooter, squares, arena="A", cubes=RICH, rush=0, damage=0):
    """The shooter's team to play with `weapon` as its only loaded weapon, the figures on
    `squares` (the shooter's teammates on its square unless placed), the shoot action chosen
    (with 6+ damage, staying put for its move)."""
    table = table_at_turn(arena)
    team = table.figures[shooter].team
    table.active = team
    mates = dict.fromkeys(table.teams[team].characters, squares[shooter])
    arrange(table, squares={**mates, **squares}, damage={shooter: damage}, weapons={(team, 0): [weapon]},
            cubes={(team, 0): cubes})
    table.figures[shooter].rush = rush
    game = Game(table)
    play(game, f"act:{shooter}", "action:shoot")
    if game.pending.kind == "move":
        play(game, "move:{},{}".format(*squares[shooter]))
    return game


def hurt(game):
    """The enemies' buffer: damage tokens in the order dealt, and marks."""
    buffer = game.table.teams[other(game.table.active)].buffer
    return buffer.damage, buffer.marks


def offered(game):
    return {c.key for c in game.pending.choices}


def at(game, char):
    return game.table.figures[char].square


def shot_over(game):
    return game.pending.kind == "next"


# --- Lock Rifle -----------------------------------------------------------------------------
def test_lock_rifle_basic_two_damage_one_mark():
    game = aim("lock_rifle", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 1), "echo": (0, 1)})
    play(game, "effect:basic", "target:banshee", "effect:done")
    assert hurt(game) == (["banshee", "banshee"], {"banshee": 1})


def test_BASE_WG_6_lock_rifle_second_lock_needs_different_target():
    game = aim("lock_rifle", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 1), "echo": (1, 0)})
    play(game, "effect:basic", "target:banshee", "effect:second_lock")
    assert offered(game) == {"target:dozer", "target:echo"}
    play(game, "target:dozer")
    assert hurt(game) == (["banshee", "banshee"], {"banshee": 1, "dozer": 1}) and shot_over(game)
    assert game.table.teams["black"].players[0].cubes["red"] == 2


def test_lock_rifle_second_lock_first_then_the_basic_on_another():
    game = aim("lock_rifle", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 1), "echo": (0, 1)})
    play(game, "effect:second_lock", "target:dozer")  # the basic effect follows on Banshee, the one left
    assert hurt(game) == (["banshee", "banshee"], {"dozer": 1, "banshee": 1}) and shot_over(game)


def test_BASE_WG_4_lock_rifle_second_lock_never_takes_the_only_basic_target():
    # Banshee is the only enemy in sight: a second lock on her would leave the basic effect
    # nobody, so the basic effect is the only choice, and nothing is asked.
    game = aim("lock_rifle", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 3), "echo": (0, 1)})
    assert hurt(game) == (["banshee", "banshee"], {"banshee": 1}) and shot_over(game)


# --- Machine Gun ----------------------------------------------------------------------------
MG = {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 1), "echo": (1, 0)}


def test_machine_gun_basic_one_damage_to_two_targets():
    game = aim("machine_gun", "dstruct", MG)
    play(game, "target:banshee", "target:dozer", "effect:done")
    assert hurt(game) == (["banshee", "dozer"], {})


def test_machine_gun_focus_shot_one_more_to_a_basic_target():
    game = aim("machine_gun", "dstruct", MG)
    play(game, "target:banshee", "target:dozer", "effect:focus_shot")
    assert offered(game) == {"target:banshee", "target:dozer"}
    play(game, "target:banshee", "effect:done")
    assert hurt(game)[0] == ["banshee", "dozer", "banshee"]


def test_machine_gun_turret_tripod_skips_the_focus_target_and_adds_a_different_one():
    game = aim("machine_gun", "dstruct", MG)
    play(game, "target:banshee", "target:dozer", "effect:focus_shot", "target:banshee", "effect:turret_tripod")
    assert offered(game) == {"target:dozer", "target:none"}  # not Banshee: the focus point went there
    play(game, "target:dozer")
    assert offered(game) == {"target:echo", "target:none"}  # a target the basic effect did not take
    play(game, "target:echo")
    assert hurt(game)[0] == ["banshee", "dozer", "banshee", "dozer", "echo"] and shot_over(game)


# --- T.H.O.R. -------------------------------------------------------------------------------
# From (1,0) D-struct sees red and blue; Banshee on (1,2) sees red, blue, yellow; Dozer on
# (1,3) sees yellow and red.
THOR = {"dstruct": (1, 0), "banshee": (1, 2), "dozer": (1, 3), "echo": (2, 3)}


def test_thor_basic_two_damage():
    game = aim("thor", "dstruct", THOR)  # the basic effect first, on Banshee, the only one in sight
    assert hurt(game)[0] == ["banshee", "banshee"]
    assert offered(game) == {"effect:chain_reaction", "effect:done"}


def test_thor_chain_reaction_hits_whom_the_first_target_sees():
    game = aim("thor", "dstruct", {**THOR, "echo": (2, 1)})  # Banshee cannot see the white room
    play(game, "effect:chain_reaction")  # Dozer only: unseen by D-struct, seen by Banshee
    assert hurt(game)[0] == ["banshee", "banshee", "dozer"] and shot_over(game)


def test_thor_high_voltage_hits_whom_the_second_target_sees():
    game = aim("thor", "dstruct", THOR)
    play(game, "effect:chain_reaction")
    assert offered(game) == {"target:dozer", "target:echo"}  # both in Banshee's sight
    play(game, "target:dozer", "effect:high_voltage")  # Echo: Dozer sees her; Banshee is taken
    assert hurt(game)[0] == ["banshee", "banshee", "dozer", "echo", "echo"] and shot_over(game)


# --- Plasma Gun -----------------------------------------------------------------------------
# From (2,3) D-struct sees only Dozer on (1,3); Banshee and Echo are in the blue room.
PLASMA = {"dstruct": (2, 3), "banshee": (0, 1), "dozer": (1, 3), "echo": (0, 1)}


def test_plasma_gun_basic_two_damage():
    game = aim("plasma_gun", "dstruct", PLASMA)
    play(game, "effect:basic", "effect:done")
    assert hurt(game)[0] == ["dozer", "dozer"]


def test_BASE_WG_8_plasma_gun_phase_glide_before_only_where_the_basic_can_hit():
    game = aim("plasma_gun", "dstruct", PLASMA)
    play(game, "effect:phase_glide")
    assert offered(game) == {"square:1,3", "square:2,2", "square:1,2"}  # not (2,1): nobody in sight there
    play(game, "square:1,2")  # the basic effect follows at once: the shot cannot end without it
    assert offered(game) == {"target:banshee", "target:dozer", "target:echo"}  # sight from the new square
    play(game, "target:banshee", "effect:done")
    assert at(game, "dstruct") == (1, 2) and hurt(game)[0] == ["banshee", "banshee"]


def test_plasma_gun_phase_glide_after_the_basic_goes_anywhere_within_two():
    game = aim("plasma_gun", "dstruct", PLASMA)
    play(game, "effect:basic", "effect:phase_glide")
    assert offered(game) == {"square:1,3", "square:2,2", "square:1,2", "square:2,1"}
    play(game, "square:2,1", "effect:done")
    assert at(game, "dstruct") == (2, 1) and hurt(game)[0] == ["dozer", "dozer"]


def test_plasma_gun_charged_shot_one_more_to_the_basic_target():
    game = aim("plasma_gun", "dstruct", PLASMA)
    play(game, "effect:basic", "effect:charged_shot", "effect:done")
    assert hurt(game)[0] == ["dozer", "dozer", "dozer"]


# --- Whisper --------------------------------------------------------------------------------
def test_whisper_three_damage_one_mark_never_at_distance_one():
    game = aim("whisper", "dstruct", {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 2), "echo": (0, 1)})
    assert offered(game) == {"target:dozer", "target:echo"}  # Banshee is 1 away
    play(game, "target:echo")
    assert hurt(game) == (["echo"] * 3, {"echo": 1})


# --- Electroscythe --------------------------------------------------------------------------
SCYTHE = {"dstruct": (1, 1), "violet": (1, 1), "banshee": (1, 1), "dozer": (1, 1), "echo": (1, 2)}


def test_electroscythe_basic_everyone_on_your_square_not_teammates():
    game = aim("electroscythe", "dstruct", SCYTHE)
    play(game, "effect:basic")
    assert hurt(game) == (["banshee", "dozer"], {})
    assert game.table.teams["black"].buffer.damage == []  # DLC-WG-3: Violet is spared


def test_electroscythe_reaper_two_damage_each():
    game = aim("electroscythe", "dstruct", SCYTHE)
    play(game, "effect:reaper")
    assert hurt(game)[0] == ["banshee", "banshee", "dozer", "dozer"]
    assert game.table.teams["black"].players[0].cubes == {"red": 2, "blue": 2, "yellow": 3}


# --- Tractor Beam ---------------------------------------------------------------------------
def test_tractor_beam_basic_drags_an_unseen_target_into_sight_then_one_damage():
    game = aim("tractor_beam", "dstruct", {"dstruct": (1, 0), "banshee": (1, 3), "dozer": (2, 2), "echo": (2, 2)})
    play(game, "target:banshee")  # the punisher cannot reach anybody
    assert offered(game) == {"square:1,1", "square:1,2", "square:0,2"}  # within 2 and in sight
    play(game, "square:1,1")
    assert at(game, "banshee") == (1, 1) and hurt(game)[0] == ["banshee"]


def test_tractor_beam_punisher_pulls_from_two_away_then_three_damage():
    game = aim("tractor_beam", "dstruct", {"dstruct": (1, 0), "banshee": (1, 2), "dozer": (2, 1), "echo": (2, 3)})
    play(game, "effect:punisher")
    assert offered(game) == {"target:banshee", "target:dozer"}  # Echo is 4 away
    play(game, "target:dozer")
    assert at(game, "dozer") == (1, 0) and hurt(game)[0] == ["dozer"] * 3


# --- Vortex Cannon --------------------------------------------------------------------------
VORTEX = {"dstruct": (1, 0), "banshee": (1, 2), "dozer": (2, 1), "echo": (1, 0)}


def test_vortex_cannon_basic_pulls_onto_the_vortex_then_two_damage():
    game = aim("vortex_cannon", "dstruct", VORTEX)
    assert "square:1,0" not in offered(game)  # never your own square
    play(game, "square:1,1")
    assert offered(game) == {"target:banshee", "target:dozer", "target:echo"}
    play(game, "target:banshee", "effect:done")
    assert at(game, "banshee") == (1, 1) and hurt(game)[0] == ["banshee", "banshee"]


def test_vortex_cannon_black_hole_pulls_two_others_onto_the_same_vortex():
    game = aim("vortex_cannon", "dstruct", VORTEX)
    play(game, "square:1,1", "target:banshee", "effect:black_hole")
    assert offered(game) == {"target:dozer", "target:echo"}  # Echo starts on the shooter's square
    play(game, "target:dozer", "target:echo")
    assert [at(game, c) for c in ("banshee", "dozer", "echo")] == [(1, 1)] * 3
    assert hurt(game)[0] == ["banshee", "banshee", "dozer", "echo"] and shot_over(game)


# --- Furnace --------------------------------------------------------------------------------
def test_furnace_basic_burns_a_room_you_see_not_yours():
    game = aim("furnace", "dstruct", {"dstruct": (1, 2), "banshee": (0, 2), "dozer": (0, 0), "echo": (1, 3)})
    play(game, "effect:basic")
    assert offered(game) == {"option:blue", "option:yellow"}
    play(game, "option:blue")
    assert hurt(game) == (["banshee", "dozer"], {})


def test_furnace_cozy_fire_one_damage_one_mark_on_a_square_one_away():
    game = aim("furnace", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (1, 2), "echo": (1, 1)})
    # Nobody in the white room, so cozy fire is the only mode, and (1,2) its only square:
    # Echo shares the shooter's square, out of reach.
    assert hurt(game) == (["banshee", "dozer"], {"banshee": 1, "dozer": 1})


# --- Heatseeker -----------------------------------------------------------------------------
def test_heatseeker_only_targets_you_cannot_see():
    game = aim("heatseeker", "dstruct", {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (0, 1), "echo": (1, 3)})
    assert offered(game) == {"target:dozer", "target:echo"}
    play(game, "target:echo")
    assert hurt(game)[0] == ["echo"] * 3


def test_heatseeker_cannot_fire_when_every_enemy_is_in_sight():
    table = table_at_turn()
    arrange(table, squares={"dstruct": (1, 1), "violet": (1, 1), "sprog": (1, 1), "banshee": (1, 2), "dozer": (2, 1),
                            "echo": (1, 0)}, weapons={("black", 0): ["heatseeker"]}, cubes={("black", 0): RICH})
    game = Game(table)
    play(game, "act:dstruct")
    assert "action:shoot" not in offered(game)


# --- Hellion --------------------------------------------------------------------------------
HELLION = {"dstruct": (1, 0), "banshee": (1, 2), "dozer": (1, 2), "echo": (1, 0)}


def test_hellion_basic_marks_everyone_on_the_target_square():
    game = aim("hellion", "dstruct", HELLION)
    play(game, "effect:basic")
    assert offered(game) == {"target:banshee", "target:dozer"}  # Echo is at distance 0
    play(game, "target:banshee")
    assert hurt(game) == (["banshee"], {"banshee": 1, "dozer": 1})


def test_hellion_nano_tracer_two_marks_each():
    game = aim("hellion", "dstruct", HELLION)
    play(game, "effect:nano_tracer", "target:dozer")
    assert hurt(game) == (["dozer"], {"dozer": 2, "banshee": 2})


# --- Flamethrower ---------------------------------------------------------------------------
# East from (1,1): S1 = (1,2), S2 = (1,3) through the door; north is a wall.
FLAME = {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (1, 3), "echo": (1, 2)}


def test_flamethrower_basic_one_target_on_each_square():
    game = aim("flamethrower", "dstruct", FLAME)
    play(game, "effect:basic")
    assert offered(game) == {"target:banshee", "target:echo", "target:none"}
    play(game, "target:echo", "target:dozer")
    assert hurt(game)[0] == ["echo", "dozer"]


def test_flamethrower_barbecue_everyone_on_s1_two_on_s2_one():
    game = aim("flamethrower", "dstruct", FLAME)
    play(game, "effect:barbecue")
    assert hurt(game)[0] == ["banshee", "banshee", "echo", "echo", "dozer"]


def test_flamethrower_walls_stop_it():
    game = aim("flamethrower", "dstruct", {"dstruct": (1, 2), "banshee": (2, 2), "dozer": (1, 0), "echo": (0, 2)})
    play(game, "effect:basic")
    assert offered(game) == {"option:N", "option:W"}  # (2,2) is behind the wall south


# --- Grenade Launcher -----------------------------------------------------------------------
GRENADE = {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 1), "echo": (2, 3)}


def test_grenade_launcher_basic_one_damage_then_move_it():
    game = aim("grenade_launcher", "dstruct", GRENADE)
    play(game, "effect:basic", "target:banshee")
    assert offered(game) == {"square:1,0", "square:1,2", "square:2,1", "square:none"}
    play(game, "square:2,1", "effect:done")
    assert at(game, "banshee") == (2, 1) and hurt(game)[0] == ["banshee"]


def test_grenade_launcher_extra_grenade_hits_every_enemy_on_a_square_you_see():
    game = aim("grenade_launcher", "dstruct", GRENADE)
    play(game, "effect:basic", "target:banshee", "square:none", "effect:extra_grenade")  # (1,1), the only square
    assert hurt(game)[0] == ["banshee", "banshee", "dozer"] and shot_over(game)


# --- Rocket Launcher ------------------------------------------------------------------------
ROCKET = {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 1), "echo": (1, 0)}


def test_rocket_launcher_basic_two_damage_then_move_it_never_on_your_square():
    game = aim("rocket_launcher", "dstruct", ROCKET)
    play(game, "effect:basic")
    assert offered(game) == {"target:banshee", "target:dozer"}  # not Echo, at distance 0
    play(game, "target:banshee", "square:1,2", "effect:done")
    assert at(game, "banshee") == (1, 2) and hurt(game)[0] == ["banshee", "banshee"]


def test_rocket_launcher_fragmenting_warhead_hits_the_square_of_the_hit():
    game = aim("rocket_launcher", "dstruct", {**ROCKET, "echo": (1, 2)})
    play(game, "effect:basic", "target:banshee", "square:1,2", "effect:fragmenting_warhead")
    # Banshee and Dozer stood on (1,1) when hit; Echo, on (1,2) where Banshee went, is spared.
    assert hurt(game)[0] == ["banshee", "banshee", "banshee", "dozer"]


def test_rocket_launcher_rocket_jump_before_to_where_the_basic_can_hit():
    game = aim("rocket_launcher", "dstruct", {"dstruct": (2, 3), "banshee": (0, 2), "dozer": (0, 2), "echo": (0, 2)})
    # Nobody in sight from (2,3): the jump is the only way, and (1,2) the only landing.
    assert at(game, "dstruct") == (1, 2) and offered(game) == {"target:banshee", "target:dozer", "target:echo"}
    play(game, "target:echo", "square:none", "effect:done")
    assert hurt(game)[0] == ["echo", "echo"]
    assert game.table.teams["black"].players[0].cubes["blue"] == 2


def test_rocket_launcher_rocket_jump_after_the_basic():
    game = aim("rocket_launcher", "dstruct", ROCKET)
    play(game, "effect:basic", "target:dozer", "square:none", "effect:rocket_jump", "square:2,1", "effect:done")
    assert at(game, "dstruct") == (2, 1) and hurt(game)[0] == ["dozer", "dozer"]


# --- Railgun --------------------------------------------------------------------------------
def test_railgun_basic_three_damage_through_walls():
    game = aim("railgun", "dstruct", {"dstruct": (0, 1), "banshee": (2, 1), "dozer": (0, 1), "echo": (1, 3)})
    play(game, "effect:basic")
    assert offered(game) == {"option:N", "option:E", "option:S", "option:W"}  # Dozer shares your square
    play(game, "option:S")
    assert offered(game) == {"target:banshee", "target:dozer"}
    play(game, "target:banshee")
    assert hurt(game)[0] == ["banshee"] * 3


def test_railgun_piercing_two_targets_on_the_line_two_damage_each():
    game = aim("railgun", "dstruct", {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 3), "echo": (2, 1)})
    play(game, "effect:piercing")  # east is the only line with enemies; Echo is off it
    assert offered(game) == {"target:banshee", "target:dozer"}
    play(game, "target:dozer", "target:banshee")
    assert hurt(game)[0] == ["dozer", "dozer", "banshee", "banshee"]


# --- Cyberblade -----------------------------------------------------------------------------
def test_cyberblade_basic_two_damage_on_your_square():
    game = aim("cyberblade", "dstruct", {"dstruct": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 3)})
    play(game, "effect:basic", "effect:done")
    assert hurt(game)[0] == ["banshee", "banshee"]


def test_cyberblade_shadowstep_before_onto_a_target():
    game = aim("cyberblade", "dstruct", {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (2, 3), "echo": (2, 3)})
    # The step is the only usable effect and (1,1) its only landing with a target.
    assert at(game, "dstruct") == (1, 1) and hurt(game)[0] == ["banshee", "banshee"]


def test_cyberblade_slice_and_dice_hit_step_hit_another():
    game = aim("cyberblade", "dstruct", {"dstruct": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 3)})
    play(game, "effect:basic", "effect:shadowstep", "square:1,2", "effect:slice_and_dice")
    assert at(game, "dstruct") == (1, 2) and hurt(game)[0] == ["banshee", "banshee", "dozer", "dozer"]


def test_BASE_WG_6_cyberblade_slice_and_dice_first_leaves_the_basic_a_different_target():
    game = aim("cyberblade", "dstruct", {"dstruct": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 3)})
    play(game, "effect:slice_and_dice")
    # Banshee is taken, so the shot goes on by itself: a step to Dozer's square (the only one
    # from which the basic effect can hit), then the basic effect on him.
    assert at(game, "dstruct") == (1, 2)
    assert hurt(game)[0] == ["banshee", "banshee", "dozer", "dozer"] and shot_over(game)


# --- ZX-2 -----------------------------------------------------------------------------------
ZX = {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (2, 1), "echo": (1, 0)}


def test_zx2_basic_one_damage_two_marks():
    game = aim("zx2", "dstruct", ZX)
    play(game, "effect:basic", "target:dozer")
    assert hurt(game) == (["dozer"], {"dozer": 2})


def test_zx2_scanner_one_mark_to_up_to_three():
    game = aim("zx2", "dstruct", ZX)
    play(game, "effect:scanner", "target:banshee", "target:dozer", "target:echo")
    assert hurt(game) == ([], {"banshee": 1, "dozer": 1, "echo": 1})


# --- Shotgun --------------------------------------------------------------------------------
SHOTGUN = {"dstruct": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (1, 3)}


def test_shotgun_basic_three_damage_then_move_it():
    game = aim("shotgun", "dstruct", SHOTGUN)
    play(game, "effect:basic", "square:2,1")
    assert at(game, "banshee") == (2, 1) and hurt(game)[0] == ["banshee"] * 3


def test_shotgun_long_barrel_two_damage_at_distance_one_exactly():
    game = aim("shotgun", "dstruct", SHOTGUN)
    play(game, "effect:long_barrel")  # Dozer only: Banshee is at 0, Echo at 2
    assert hurt(game)[0] == ["dozer", "dozer"]


# --- Power Glove ----------------------------------------------------------------------------
def test_power_glove_basic_leap_then_one_damage_two_marks():
    game = aim("power_glove", "dstruct", {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 3)})
    play(game, "effect:basic")
    assert at(game, "dstruct") == (1, 1) and hurt(game) == (["banshee"], {"banshee": 2})


def test_power_glove_rocket_fist_two_steps_two_targets():
    game = aim("power_glove", "dstruct", {"dstruct": (1, 0), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 3)})
    play(game, "effect:rocket_fist", "target:banshee", "square:1,2", "target:dozer")
    assert at(game, "dstruct") == (1, 2) and hurt(game)[0] == ["banshee", "banshee", "dozer", "dozer"]


# --- Shockwave ------------------------------------------------------------------------------
SHOCK = {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (1, 2), "echo": (2, 1)}


def test_shockwave_basic_no_two_targets_on_one_square():
    game = aim("shockwave", "dstruct", SHOCK)
    play(game, "effect:basic", "target:banshee")
    assert offered(game) == {"target:echo", "target:none"}
    play(game, "target:echo")
    assert hurt(game)[0] == ["banshee", "echo"]


def test_shockwave_tsunami_everyone_at_distance_one():
    game = aim("shockwave", "dstruct", {**SHOCK, "violet": (1, 2)})
    play(game, "effect:tsunami")
    assert hurt(game)[0] == ["banshee", "dozer", "echo"]
    assert game.table.teams["black"].buffer.damage == []


# --- Sledgehammer ---------------------------------------------------------------------------
SLEDGE = {"dstruct": (1, 0), "banshee": (1, 0), "dozer": (1, 1), "echo": (2, 3)}


def test_sledgehammer_basic_two_damage_on_your_square():
    game = aim("sledgehammer", "dstruct", SLEDGE)
    play(game, "effect:basic")
    assert hurt(game)[0] == ["banshee", "banshee"]


def test_sledgehammer_pulverize_three_damage_then_straight_move():
    game = aim("sledgehammer", "dstruct", SLEDGE)
    play(game, "effect:pulverize")
    assert offered(game) == {"square:0,0", "square:1,1", "square:1,2", "square:none"}  # not (2,1): a turn
    play(game, "square:1,2")
    assert at(game, "banshee") == (1, 2) and hurt(game)[0] == ["banshee"] * 3


# --- every weapon -------------------------------------------------------------------------
@pytest.mark.parametrize("weapon", ["lock_rifle", "zx2", "hellion", "thor", "machine_gun"])
def test_DLC_WG_3_no_teammate_is_ever_offered(weapon):
    game = aim(weapon, "dstruct", {"dstruct": (1, 1), "violet": (1, 2), "sprog": (2, 1), "banshee": (1, 0),
                                   "dozer": (1, 2), "echo": (0, 0)})
    while not shot_over(game):
        assert not {"target:violet", "target:sprog", "target:dstruct"} & offered(game)
        game.choose(game.pending.choices[0])
    assert game.table.teams["black"].buffer.damage == [] and game.table.teams["black"].buffer.marks == {}
