"""The team's turn, control, weapons, damage into the buffer and powerups (TP-TURN, TP-CTRL,
TP-WPN, TP-DMG, TP-PU). Default position: arena A, Black (dstruct, violet, sprog) to play,
White (banshee, dozer, echo)."""

from adrenaline_team.rules import Game
from adrenaline_team.rules.shot import usable_weapons
from builders import arrange, pass_actions, play, table_at_turn

NO_CUBES = {"red": 0, "blue": 0, "yellow": 0}
RICH = {"red": 3, "blue": 3, "yellow": 3}
SPREAD = {"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 1)}


def game_with(black=1, white=1, **kw):
    table = table_at_turn(black=black, white=white)
    arrange(table, squares=kw.pop("squares", SPREAD), **kw)
    return Game(table)


def test_TP_TURN_1_each_character_acts_once_then_teams_alternate():
    game = game_with()
    play(game, "act:violet", "action:pass")
    assert {c.key for c in game.pending.choices} == {"act:dstruct", "act:sprog"}
    pass_actions(game)
    while game.table.active == "black":  # reload and such, if asked
        game.choose(game.pending.choices[-1])
    assert game.table.teams["black"].turns == 1 and game.table.active == "white"
    assert game.pending.team == "white"


def test_TP_TURN_2_grab_moves_at_most_one_square():
    game = game_with(cubes={("black", 0): NO_CUBES})
    play(game, "act:dstruct", "action:grab")
    assert game.pending.kind == "move"
    assert {c.square for c in game.pending.choices} == {(1, 1), (1, 2), (2, 1)}


def test_TP_TURN_3_adrenaline_grab_unlocked_at_three_damage():
    game = game_with(cubes={("black", 0): NO_CUBES}, damage={"dstruct": 3})
    play(game, "act:dstruct")
    assert "action:rush-grab" not in {c.key for c in game.pending.choices}
    play(game, "action:grab")
    assert {c.square for c in game.pending.choices} == {(1, 1), (1, 2), (2, 1), (1, 3), (0, 2), (2, 2), (0, 0)}


def test_TP_TURN_3_adrenaline_rush_payment_buys_the_action():
    game = game_with(cubes={("black", 0): NO_CUBES})
    play(game, "act:dstruct", "action:rush-grab")
    assert game.table.figures["dstruct"].rush == 1
    assert game.table.figures["dstruct"].killshot == 10
    assert (1, 3) in {c.square for c in game.pending.choices}


def test_TP_TURN_4_acted_card_turns_sideways_then_upright():
    game = game_with()
    play(game, "act:violet", "action:pass")
    assert game.table.figures["violet"].acted and not game.table.figures["dstruct"].acted
    pass_actions(game)
    assert not any(game.table.figures[c].acted for c in ("dstruct", "violet", "sprog"))


def test_TP_TURN_5_and_TP_CTRL_3_three_player_team_each_runs_own():
    game = game_with(black=3)
    owner = game.table.teams["black"].owner
    assert owner == {"dstruct": 0, "violet": 1, "sprog": 2}
    for char, index in owner.items():
        assert game.table.controllers(char) == (index,)
    play(game, "act:violet")
    assert game.pending.kind == "action" and game.pending.player == 1


def test_TP_CTRL_1_one_player_decides_everything():
    game = game_with()
    assert all(game.table.controllers(c) == (0,) for c in game.table.figures)
    asked = []
    while game.table.active == "black":
        asked.append(game.pending.player)
        game.choose(game.pending.choices[-1])
    assert set(asked) <= {0, None}


def test_TP_CTRL_2_two_player_team_chooses_who_runs_the_shared_character():
    game = game_with(black=2)
    assert game.pending.kind == "shared" and game.pending.figure == "sprog"
    play(game, "shared:1")
    assert game.table.controllers("sprog") == (1,)
    play(game, "act:sprog")
    assert game.pending.player == 1
    play(game, "action:pass")
    pass_actions(game)
    while game.table.active == "black":
        game.choose(game.pending.choices[-1])
    # During the opponents' turn either player may act for it.
    assert game.table.controllers("sprog") == (0, 1)


def test_TP_WPN_1_arena_weapon_usable_by_any_character_of_its_holder():
    game = game_with(weapons={("black", 0): ["lock_rifle"]})
    assert all(usable_weapons(game.eng, c, 0) == ["lock_rifle"] for c in ("dstruct", "violet", "sprog"))
    three = game_with(black=3, weapons={("black", 0): ["lock_rifle"]})
    assert usable_weapons(three.eng, "dstruct", 0) == ["lock_rifle"]
    assert usable_weapons(three.eng, "violet", 1) == []


def test_TP_WPN_2_fired_weapon_goes_to_the_team_and_any_player_reloads_it():
    game = game_with(black=2, weapons={("black", 0): ["lock_rifle"]}, cubes={("black", 0): RICH, ("black", 1): RICH},
                     squares={**SPREAD, "banshee": (1, 2)})
    play(game, "shared:0", "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    black = game.table.teams["black"]
    assert black.table == ["lock_rifle"] and black.players[0].weapons == []
    pass_actions(game)
    d = game.pending
    assert d.kind == "reload"
    assert {c.key for c in d.choices} >= {"reload:1:lock_rifle"}
    play(game, "reload:1:lock_rifle")
    assert black.players[1].weapons == ["lock_rifle"] and black.players[1].cubes == {"red": 3, "blue": 1, "yellow": 3}


def test_TP_WPN_3_the_grabbing_player_pays():
    table = table_at_turn(black=3)
    arrange(table, squares={**SPREAD, "violet": (1, 0)}, cubes={("black", 1): RICH, ("black", 0): RICH})
    table.slots["red"] = ["lock_rifle", "shotgun", "whisper"]
    game = Game(table)
    play(game, "act:violet", "action:grab", "move:1,0", "grab:whisper")
    black = game.table.teams["black"]
    assert black.players[1].cubes == {"red": 3, "blue": 2, "yellow": 2}  # Whisper grab cost blue, yellow
    assert black.players[0].cubes == RICH
    assert black.players[1].weapons == ["whisper"] and game.table.slots["red"] == ["lock_rifle", "shotgun", None]


def test_TP_WPN_4_character_weapon_only_for_its_character():
    game = game_with(weapons={("black", 0): ["ghost_knife"]})
    game.table.figures["violet"].weapon = "ghost_knife"
    assert usable_weapons(game.eng, "violet", 0) == ["ghost_knife"]
    assert usable_weapons(game.eng, "dstruct", 0) == []


def test_TP_WPN_5_shared_weapon_fired_only_by_its_holder():
    game = game_with(black=2, weapons={("black", 0): ["bile_spitter"]})
    game.table.figures["sprog"].weapon = "bile_spitter"
    play(game, "shared:1", "act:sprog")
    assert "action:shoot" not in {c.key for c in game.pending.choices}
    assert usable_weapons(game.eng, "sprog", 1) == [] and usable_weapons(game.eng, "sprog", 0) == ["bile_spitter"]


def test_TP_WPN_6_and_7_grab_at_the_limit_drops_a_loaded_arena_weapon():
    table = table_at_turn()
    hand = ["shotgun", "zx2", "railgun", "ghost_knife", "bile_spitter"]
    arrange(table, squares={**SPREAD, "dstruct": (1, 0)}, weapons={("black", 0): hand},
            cubes={("black", 0): RICH})
    table.figures["violet"].weapon, table.figures["sprog"].weapon = "ghost_knife", "bile_spitter"
    table.slots["red"] = ["lock_rifle", "furnace", "heatseeker"]
    game = Game(table)
    play(game, "act:dstruct", "action:grab", "move:1,0", "grab:lock_rifle")
    d = game.pending
    assert d.kind == "drop" and {c.weapon for c in d.choices} == {"shotgun", "zx2", "railgun"}
    play(game, "drop:zx2")
    assert game.table.slots["red"] == ["zx2", "furnace", "heatseeker"]
    assert game.table.teams["black"].players[0].weapons == ["shotgun", "railgun", "ghost_knife", "bile_spitter",
                                                             "lock_rifle"]


def test_TP_WPN_7_reload_at_the_limit_unloads_one_first():
    table = table_at_turn()
    arrange(table, weapons={("black", 0): ["shotgun", "zx2", "railgun"]}, cubes={("black", 0): RICH},
            squares=SPREAD)
    table.teams["black"].table = ["lock_rifle"]
    game = Game(table)
    pass_actions(game)
    play(game, "reload:0:lock_rifle")
    d = game.pending
    assert d.kind == "unload" and {c.weapon for c in d.choices} == {"shotgun", "zx2", "railgun"}
    play(game, "unload:railgun")
    black = game.table.teams["black"]
    assert black.players[0].weapons == ["shotgun", "zx2", "lock_rifle"] and black.table == ["railgun"]


def test_TP_DMG_1_and_2_damage_takes_the_receivers_colour_into_the_buffer():
    """TP-DMG-1, TP-DMG-2: tokens of the damaged character's colour, in its team's buffer."""
    game = game_with()
    game.eng.hit("dstruct", "banshee", 2)
    white = game.table.teams["white"].buffer
    assert white.damage == ["banshee", "banshee"]
    assert game.table.figures["banshee"].damage == 0
    assert game.table.teams["black"].buffer.damage == []


def test_TP_DMG_3_outer_spaces_centre_and_marks_cap():
    game = game_with()
    game.eng.hit("dstruct", "banshee", 5)
    game.eng.hit("dstruct", "dozer", 4)
    game.eng.hit("dstruct", "echo", marks=5)
    buf = game.table.teams["white"].buffer
    assert len(buf.damage) == 9 and buf.marks == {"echo": 3}


def test_TP_DMG_4_marks_of_that_colour_turn_into_damage():
    game = game_with()
    game.table.teams["white"].buffer.marks = {"banshee": 2, "dozer": 1}
    game.eng.hit("violet", "banshee", 1)
    buf = game.table.teams["white"].buffer
    assert buf.damage == ["banshee"] * 3 and buf.marks == {"dozer": 1}


def test_TP_DMG_5_damage_before_the_new_marks():
    game = game_with()
    game.table.teams["white"].buffer.marks = {"banshee": 1}
    game.eng.hit("violet", "banshee", 2, 1)
    buf = game.table.teams["white"].buffer
    assert buf.damage == ["banshee"] * 3 and buf.marks == {"banshee": 1}


def test_TP_DMG_5_lock_rifle_shot_two_damage_then_one_mark():
    game = game_with(weapons={("black", 0): ["lock_rifle"]}, squares={**SPREAD, "banshee": (1, 2)},
                     cubes={("black", 0): RICH})
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    buf = game.table.teams["white"].buffer
    assert buf.damage == ["banshee", "banshee"] and buf.marks == {"banshee": 1}


def test_TP_DMG_6_fewer_than_six_wait_in_the_buffer():
    game = game_with()
    game.eng.hit("dstruct", "banshee", 5)
    events = pass_actions(game)
    while game.table.active == "black":
        events += game.choose(game.pending.choices[-1])
    assert "NotFlushed" in [e.kind for e in events]
    assert game.table.teams["white"].buffer.damage == ["banshee"] * 5
    assert game.table.figures["banshee"].damage == 0


def test_TP_PU_1_and_TP_PU_6_teleporter_only_for_own_characters():
    game = game_with(black=3, powerups={("black", 1): ["teleporter-red-1"]})
    d = game.pending
    play_choice = next(c for c in d.choices if c.powerup == "teleporter-red-1")
    assert play_choice.player == 1
    play(game, play_choice.key)
    assert {c.figure for c in game.pending.choices} == {"violet"}  # Violet is player 2's (index 1)


def test_TP_PU_1_one_player_team_plays_for_any_character():
    game = game_with(powerups={("black", 0): ["teleporter-red-1"]})
    play(game, "play:teleporter-red-1")
    assert {c.figure for c in game.pending.choices} == {"dstruct", "violet", "sprog"}
    play(game, "teleport:sprog", "to:0,0")
    assert game.table.figures["sprog"].square == (0, 0)
    assert "teleporter-red-1" in game.table.powerup_discard


def test_TP_PU_4_newton_targets_only_enemies():
    game = game_with(powerups={("black", 0): ["newton-blue-1"]})
    play(game, "play:newton-blue-1")
    assert {c.figure for c in game.pending.choices} <= {"banshee", "dozer", "echo"}
    play(game, "newton:banshee")  # (1,2): west to (1,1)/(1,0), north through the door to (0,2), east to (1,3)
    assert {c.square for c in game.pending.choices} == {(1, 1), (1, 0), (0, 2), (1, 3)}
    play(game, "to:1,0")
    assert game.table.figures["banshee"].square == (1, 0)


def test_TP_PU_2_shared_weapon_reload_with_the_teammates_powerup():
    table = table_at_turn(black=2)
    arrange(table, squares=SPREAD, cubes={("black", 0): NO_CUBES, ("black", 1): NO_CUBES},
            powerups={("black", 1): ["newton-yellow-1", "teleporter-yellow-1"]})
    table.figures["sprog"].weapon = "bile_spitter"  # reload: yellow, yellow
    table.teams["black"].table = ["bile_spitter"]
    game = Game(table)
    play(game, "shared:0")
    pass_actions(game)
    d = game.pending
    assert d.kind == "reload" and {c.key for c in d.choices} == {"reload:0:bile_spitter", "reload:1:bile_spitter",
                                                                  "reload:done"}
    play(game, "reload:0:bile_spitter")
    black = game.table.teams["black"]
    assert black.players[0].weapons == ["bile_spitter"] and black.players[1].powerups == []


def test_TP_PU_3_targeting_scope_after_a_shot_that_dealt_damage():
    game = game_with(weapons={("black", 0): ["lock_rifle"]}, powerups={("black", 0): ["targeting_scope-red-1"]},
                     cubes={("black", 0): RICH}, squares={**SPREAD, "banshee": (1, 2)})
    play(game, "act:dstruct", "action:shoot", "effect:basic", "target:banshee", "effect:done")
    d = game.pending
    assert d.kind == "scope" and {c.key for c in d.choices} == {"scope:targeting_scope-red-1:banshee", "scope:none"}
    play(game, "scope:targeting_scope-red-1:banshee", "pay:blue|")
    # The shot's own new mark waits for a later action: the scope's damage does not convert it (TP-DMG-4).
    assert game.table.teams["white"].buffer.damage == ["banshee"] * 3
    assert game.table.teams["white"].buffer.marks == {"banshee": 1}
    assert game.table.teams["black"].players[0].cubes == {"red": 3, "blue": 2, "yellow": 3}


def test_TP_PU_3_no_targeting_scope_for_flush_or_venom_damage():
    table = table_at_turn()
    arrange(table, squares=SPREAD, powerups={("black", 0): ["targeting_scope-red-1"]}, cubes={("black", 0): RICH})
    table.teams["white"].buffer.damage = ["banshee"] * 6
    table.figures["dozer"].poison = True
    game = Game(table)
    asked = []
    pass_actions(game)
    while game.table.active == "black":
        asked.append(game.pending.kind)
        game.choose(game.pending.choices[0])
    assert "scope" not in asked
    assert game.table.figures["banshee"].damage == 6 and game.table.figures["dozer"].damage == 1


def test_TP_DMG_4_only_marks_from_earlier_actions_convert():
    """A mark placed earlier in the same action waits; one from an earlier action converts."""
    game = game_with()
    game.table.teams["white"].buffer.marks = {"banshee": 1}
    game.eng.hit("violet", "banshee", 0, 1)  # this action's mark: 2 marks, 1 of them fresh
    game.eng.hit("violet", "banshee", 1)
    buf = game.table.teams["white"].buffer
    assert buf.damage == ["banshee"] * 2 and buf.marks == {"banshee": 1}
