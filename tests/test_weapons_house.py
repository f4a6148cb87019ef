"""The 12 house character weapons (HS-W-1..12): every effect on a set position
with exact buffer contents, squares and tokens; lightning boxes paid with the Adrenaline Rush
tile (HS-AR-2, HS-AR-3); boxes used alone (DLC-WG-4); the card files' effect words against their code.
Arena A (map in test_weapons_base). Black: dstruct, violet, sprog; White: banshee, dozer, echo."""

from typing import get_args

import pytest

from adrenaline_team.catalog import catalog
from adrenaline_team.catalog.models import SQUARE_SELECTS, Script, Select
from adrenaline_team.rules.weapons import behaviours
from adrenaline_team.rules.weapons.common import SQUARES, TARGETS
from adrenaline_team.rules.weapons.scripts import SCRIPTS
from builders import play
from test_weapons_base import aim, at, hurt, offered, shot_over


def rush(game, char):
    return game.table.figures[char].rush


# --- Bile Spitter (Sprog) -------------------------------------------------------------------
BILE = {"sprog": (1, 1), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 3)}


def test_HS_W_1_bile_spitter_basic_two_damage_and_poison():
    # issue 42, round 3: 2 damage (was 1)
    game = aim("bile_spitter", "sprog", BILE)
    play(game, "effect:done")
    assert hurt(game) == (["banshee", "banshee"], {}) and game.table.figures["banshee"].poison and rush(game, "sprog") == 0


def test_HS_AR_3_bile_spitter_corrosive_burst_slides_the_rush_tile():
    game = aim("bile_spitter", "sprog", BILE)
    play(game, "effect:corrosive_burst")
    assert hurt(game)[0] == ["banshee"] * 3 and rush(game, "sprog") == 1 and shot_over(game)


def test_HS_AR_2_lightning_refused_when_the_tile_is_at_its_last_space():
    game = aim("bile_spitter", "sprog", BILE, rush=3)
    assert hurt(game)[0] == ["banshee", "banshee"] and shot_over(game)  # no corrosive burst on offer


def test_HS_AR_2_lightning_refused_when_damage_reaches_the_new_killshot():
    # Tile 1 space left: killshot at 10; a payment would put it on 9, where the damage is.
    game = aim("bile_spitter", "sprog", BILE, rush=1, damage=9)
    assert hurt(game)[0] == ["banshee", "banshee"] and shot_over(game)
    game = aim("bile_spitter", "sprog", BILE, rush=1, damage=8)
    assert offered(game) == {"effect:corrosive_burst", "effect:done"}


# --- Spore Mine (Sprog) ---------------------------------------------------------------------
SPORE = {"sprog": (1, 1), "banshee": (1, 2), "dozer": (1, 2), "echo": (1, 3)}


def test_HS_W_2_spore_mine_basic_poisons_and_hurts_everyone_on_a_square_one_away():
    # issue 42, round 1: distance 1 or less (was 2): Echo, two away, is out of its reach, so
    # (1,2) is the only square to choose and no square is asked
    game = aim("spore_mine", "sprog", SPORE)
    play(game, "effect:done")
    assert hurt(game) == (["banshee", "dozer"], {})
    assert [game.table.figures[c].poison for c in ("banshee", "dozer", "echo")] == [True, True, False]


def test_spore_mine_spore_cloud_marks_the_basic_targets():
    game = aim("spore_mine", "sprog", SPORE)
    play(game, "effect:spore_cloud")
    assert hurt(game) == (["banshee", "dozer"], {"banshee": 1, "dozer": 1}) and rush(game, "sprog") == 1


# --- Siren Call (Banshee) -------------------------------------------------------------------
SIREN = {"banshee": (1, 1), "dstruct": (1, 2), "violet": (0, 1), "sprog": (2, 3)}


def test_HS_W_3_siren_call_basic_a_damage_a_mark_and_mind_control():
    # issue 42: 2 damage in rounds 1 and 2, 1 again in round 3 (Mind Control's damage lifts
    # her), and a mark from round 4
    game = aim("siren_call", "banshee", SIREN)
    play(game, "effect:basic")
    assert hurt(game) == (["dstruct"], {"dstruct": 1}) and game.table.figures["dstruct"].mind_control and shot_over(game)


def test_siren_call_lure_moves_the_target_before_the_basic_damage():
    game = aim("siren_call", "banshee", SIREN)
    play(game, "effect:lure")
    assert offered(game) == {"square:1,1", "square:0,2", "square:1,3", "square:none"}
    play(game, "square:1,3")
    assert at(game, "dstruct") == (1, 3) and hurt(game) == (["dstruct"], {"dstruct": 1})
    assert game.table.figures["dstruct"].mind_control and rush(game, "banshee") == 1 and shot_over(game)


# --- Scream (Banshee) -----------------------------------------------------------------------
SCREAM = {"banshee": (1, 1), "dstruct": (1, 2), "violet": (2, 1), "sprog": (1, 1)}


def test_HS_W_4_scream_basic_a_damage_a_mark_and_mind_control_at_distance_one():
    game = aim("scream", "banshee", SCREAM)
    play(game, "effect:basic", "effect:done")
    assert hurt(game) == (["dstruct", "violet"], {"dstruct": 1, "violet": 1})
    assert [game.table.figures[c].mind_control for c in ("dstruct", "violet", "sprog")] == [True, True, False]


def test_scream_shriek_two_damage_to_a_basic_target_its_new_mark_waits():
    game = aim("scream", "banshee", SCREAM)
    play(game, "effect:basic", "effect:shriek")
    assert offered(game) == {"target:dstruct", "target:violet"}
    play(game, "target:dstruct", "effect:done")
    # The basic effect's mark was placed by this same action: it stays a mark (TP-DMG-4).
    assert hurt(game) == (["dstruct", "violet", "dstruct", "dstruct"], {"dstruct": 1, "violet": 1})


def test_DLC_WG_4_scream_howl_alone():
    game = aim("scream", "banshee", SCREAM)
    play(game, "effect:howl", "effect:done")
    assert hurt(game) == (["sprog"], {}) and rush(game, "banshee") == 1


# --- Arc Welder (D-struct) ------------------------------------------------------------------
WELD = {"dstruct": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (0, 1)}


def test_HS_W_5_arc_welder_basic_two_damage_and_a_mark_on_your_square_too():
    # issue 42: Banshee on his own square is a target too (round 3; was: distance 1 or
    # more), and the shot marks its target (round 4)
    game = aim("arc_welder", "dstruct", WELD)  # Echo out of sight
    assert offered(game) == {"target:banshee", "target:dozer"}
    play(game, "target:dozer", "effect:done")
    assert hurt(game) == (["dozer", "dozer"], {"dozer": 1}) and game.table.overload == []


def test_arc_welder_spark_overloads_the_target_square():
    game = aim("arc_welder", "dstruct", WELD)
    play(game, "target:dozer", "effect:spark")
    assert game.table.overload == [(1, 2)] and hurt(game)[0] == ["dozer", "dozer"] and rush(game, "dstruct") == 1


# --- Scrap Cannon (D-struct) ----------------------------------------------------------------
SCRAP = {"dstruct": (1, 1), "banshee": (1, 2), "dozer": (1, 2), "echo": (2, 1)}


def test_scrap_cannon_basic_overload_on_a_square_you_see_with_an_enemy():
    game = aim("scrap_cannon", "dstruct", SCRAP)
    assert offered(game) == {"square:1,2", "square:2,1"}
    play(game, "square:1,2", "effect:done")
    assert game.table.overload == [(1, 2)] and hurt(game) == ([], {})


def test_scrap_cannon_scrap_shot_one_enemy_there_and_no_storm_after():
    game = aim("scrap_cannon", "dstruct", SCRAP)
    play(game, "square:1,2", "effect:scrap_shot", "target:dozer")
    assert hurt(game)[0] == ["dozer"] and shot_over(game)  # the storm is "instead of" the shot


def test_scrap_cannon_scrap_storm_every_enemy_there_instead_of_the_shot():
    game = aim("scrap_cannon", "dstruct", SCRAP)
    play(game, "square:1,2", "effect:scrap_storm")
    assert hurt(game)[0] == ["banshee", "dozer"] and rush(game, "dstruct") == 1 and shot_over(game)


# --- Demolisher (Dozer) ---------------------------------------------------------------------
DEMOLISH = {"dozer": (1, 1), "dstruct": (1, 1), "violet": (1, 2), "sprog": (2, 3)}


def test_demolisher_basic_two_damage_then_move_it():
    game = aim("demolisher", "dozer", DEMOLISH)
    play(game, "square:2,1", "effect:done")
    assert at(game, "dstruct") == (2, 1) and hurt(game)[0] == ["dstruct", "dstruct"]


def test_demolisher_wrecking_blow_one_more():
    game = aim("demolisher", "dozer", DEMOLISH)
    play(game, "square:none", "effect:wrecking_blow")
    assert hurt(game)[0] == ["dstruct"] * 3 and rush(game, "dozer") == 1


# --- Battering Ram (Dozer) ------------------------------------------------------------------
RAM = {"dozer": (1, 0), "dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3)}


def test_battering_ram_basic_step_and_ram_whoever_is_there():
    game = aim("battering_ram", "dozer", RAM)
    assert offered(game) == {"option:N", "option:E"}
    play(game, "option:E", "effect:done")
    assert at(game, "dozer") == (1, 1) and hurt(game)[0] == ["dstruct", "dstruct"]


def test_battering_ram_follow_through_pushes_on_in_the_same_direction():
    game = aim("battering_ram", "dozer", RAM)
    play(game, "option:E", "effect:follow_through")
    assert at(game, "dstruct") == (1, 2) and hurt(game)[0] == ["dstruct"] * 3 and rush(game, "dozer") == 1


def test_battering_ram_follow_through_against_a_wall_still_damages():
    game = aim("battering_ram", "dozer", {"dozer": (1, 2), "dstruct": (1, 3), "violet": (2, 1), "sprog": (0, 1)})
    play(game, "effect:follow_through")  # east through the door onto (1,3); beyond it, the edge
    assert at(game, "dozer") == (1, 3) and at(game, "dstruct") == (1, 3)
    assert hurt(game)[0] == ["dstruct"] * 3


# --- Ghost Knife (Violet) -------------------------------------------------------------------
def test_ghost_knife_basic_two_damage_on_your_square():
    game = aim("ghost_knife", "violet", {"violet": (1, 1), "banshee": (1, 1), "dozer": (0, 1), "echo": (2, 3)})
    play(game, "effect:basic", "effect:done")
    assert hurt(game)[0] == ["banshee", "banshee"]


def test_ghost_knife_phase_step_before_only_onto_a_target():
    game = aim("ghost_knife", "violet", {"violet": (1, 0), "banshee": (1, 1), "dozer": (2, 3), "echo": (2, 3)})
    assert offered(game) == {"effect:phase_step", "effect:haunt"}  # nobody on Violet's square yet
    play(game, "effect:phase_step", "effect:basic")  # the step lands on (1,1): nobody on (0,0)
    assert at(game, "violet") == (1, 1) and hurt(game)[0] == ["banshee", "banshee"]


def test_BASE_WG_8_a_move_box_alone_cannot_end_the_shot():
    game = aim("ghost_knife", "violet", {"violet": (1, 0), "banshee": (1, 1), "dozer": (2, 3), "echo": (2, 3)})
    play(game, "effect:phase_step")
    assert "effect:done" not in offered(game) and "effect:basic" in offered(game)


def test_ghost_knife_haunt_marks_a_different_enemy_in_sight():
    game = aim("ghost_knife", "violet", {"violet": (1, 1), "banshee": (1, 1), "dozer": (1, 2), "echo": (2, 1)})
    play(game, "effect:basic", "effect:haunt")
    assert offered(game) == {"target:dozer", "target:echo"}
    play(game, "target:dozer", "effect:done")
    assert hurt(game) == (["banshee", "banshee"], {"dozer": 1}) and rush(game, "violet") == 1


# --- Tracer Drone (Violet) ------------------------------------------------------------------
DRONE = {"violet": (1, 1), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 3)}


def test_tracer_drone_basic_one_damage_one_mark_in_sight():
    game = aim("tracer_drone", "violet", DRONE)
    play(game, "effect:basic", "effect:done")
    assert hurt(game) == (["banshee"], {"banshee": 1})


def test_tracer_drone_drone_sweep_only_enemies_you_cannot_see():
    game = aim("tracer_drone", "violet", DRONE)
    play(game, "effect:drone_sweep")
    assert offered(game) == {"target:dozer", "target:echo"}
    play(game, "target:echo", "effect:done")  # used alone (DLC-WG-4)
    assert hurt(game) == (["echo"], {"echo": 1}) and rush(game, "violet") == 1


# --- Twin Pistols (Echo) --------------------------------------------------------------------
PISTOLS = {"echo": (1, 1), "dstruct": (1, 2), "violet": (2, 1), "sprog": (0, 1)}


def test_twin_pistols_basic_one_damage_to_two():
    game = aim("twin_pistols", "echo", PISTOLS)
    assert offered(game) == {"target:dstruct", "target:violet"}  # Sprog is out of sight
    play(game, "target:dstruct", "target:violet", "effect:done")
    assert hurt(game)[0] == ["dstruct", "violet"]


def test_twin_pistols_double_tap_one_more_to_one_of_them():
    game = aim("twin_pistols", "echo", PISTOLS)
    play(game, "target:dstruct", "target:violet", "effect:double_tap", "target:violet")
    assert hurt(game)[0] == ["dstruct", "violet", "violet"] and rush(game, "echo") == 1


# --- Signal Jammer (Echo) -------------------------------------------------------------------
JAMMER = {"echo": (1, 0), "dstruct": (1, 2), "violet": (1, 3), "sprog": (2, 1)}


def test_HS_W_12_signal_jammer_basic_a_damage_and_a_mark_then_move_yourself():
    # issue 42: 2 damage in round 3 (was 1), 1 damage and a mark from round 4
    game = aim("signal_jammer", "echo", JAMMER)
    play(game, "square:1,1", "effect:done")
    assert at(game, "echo") == (1, 1) and hurt(game) == (["dstruct"], {"dstruct": 1})


def test_signal_jammer_relay_hits_whom_the_basic_target_sees():
    game = aim("signal_jammer", "echo", JAMMER)
    play(game, "square:none", "effect:relay")  # Violet: D-struct sees yellow, not Sprog's white room
    assert hurt(game) == (["dstruct", "violet"], {"dstruct": 1}) and rush(game, "echo") == 1 and shot_over(game)


# --- every character weapon -----------------------------------------------------------------
@pytest.mark.parametrize("weapon,shooter", [("twin_pistols", "echo"), ("tracer_drone", "violet"),
                                            ("scream", "banshee"), ("scrap_cannon", "dstruct")])
def test_DLC_WG_3_house_weapons_never_offer_or_hit_a_teammate(weapon, shooter):
    team = {"echo": "white", "banshee": "white", "violet": "black", "dstruct": "black"}[shooter]
    mates = {"white": ("banshee", "dozer", "echo"), "black": ("dstruct", "violet", "sprog")}[team]
    enemies = {"white": ("dstruct", "violet", "sprog"), "black": ("banshee", "dozer", "echo")}[team]
    squares = dict(zip(mates, [(1, 1), (1, 2), (2, 1)])) | dict(zip(enemies, [(1, 2), (1, 1), (1, 0)]))
    game = aim(weapon, shooter, squares)
    while not shot_over(game):
        assert not {f"target:{c}" for c in mates} & offered(game)
        game.choose(game.pending.choices[0])
    buffer = game.table.teams[team].buffer
    assert buffer.damage == [] and buffer.marks == {}


def test_every_shape_selector_and_script_a_card_may_name_has_its_code():
    """The card files' vocabulary (catalog.models) against the code that runs it: a word with
    no code, or code for a word no card file may use, fails here."""
    assert set(get_args(Select)) == set(TARGETS) and set(SQUARE_SELECTS) == set(SQUARES)
    assert set(get_args(Script)) == set(SCRIPTS)
    for weapon in catalog().weapons.values():
        assert set(behaviours(weapon.id)) == {e.id for e in weapon.effects}


def test_every_script_is_named_by_a_card():
    named = {e.script for w in catalog().weapons.values() for e in w.effects if e.script}
    assert set(SCRIPTS) == named
