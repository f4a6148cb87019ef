"""The end of a team's turn, killshots, reload and the game's end (TP-END, TP-KILL, TP-REL,
TP-GAME, TP-EX-1). Default position: arena A, Black (dstruct, violet, sprog) to play, White
(banshee, dozer, echo); reward tile HS-REW-A unless said."""

from adrenaline_team.ai.match import play_out
from adrenaline_team.rules import Game
from adrenaline_team.rules.engine import Engine
from adrenaline_team.rules.final import final_scoring
from builders import arrange, kinds, last_choice, pass_actions, play, table_at_turn

SPREAD = {"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 1)}
RICH = {"red": 3, "blue": 3, "yellow": 3}


def position(reward="HS-REW-A", white_buffer=(), marks=None, damage=None, black=1, white=1, **kw):
    table = table_at_turn(reward=reward, black=black, white=white)
    arrange(table, squares=kw.pop("squares", SPREAD), damage=damage, **kw)
    table.teams["white"].buffer.damage = list(white_buffer)
    table.teams["white"].buffer.marks = dict(marks or {})
    return table


def black_turn(table, *answers):
    """Black passes every action; then the listed answers; returns all events."""
    game = Game(table)
    events = pass_actions(game)
    events += play(game, *answers)
    return game, events


def test_TP_END_1_emptied_squares_and_slots_are_refilled():
    table = position()
    table.ammo["1,1"] = None
    table.slots["blue"][2] = None
    deck = len(table.ammo_deck)
    game, events = black_turn(table)
    assert game.table.ammo["1,1"] is not None and game.table.slots["blue"][2] is not None
    assert len(game.table.ammo_deck) == deck - 1
    assert "Refilled" in kinds(events)


def test_TP_END_2_abilities_in_the_teams_order_venom_straight_onto_the_board():
    table = position()
    table.figures["dozer"].poison = True
    table.overload = [(1, 2)]  # under Banshee
    game = Game(table)
    pass_actions(game)
    d = game.pending
    assert d.kind == "ability" and {c.key for c in d.choices} == {"ability:dstruct", "ability:sprog"}
    play(game, "ability:sprog")
    assert game.table.figures["dozer"].damage == 1  # venom: on the board, not in the buffer
    assert game.table.teams["white"].buffer.damage == ["banshee"] * 2  # overload: 2 into the buffer (HS-ABIL-DSTRUCT)
    assert game.table.overload == []


def test_TP_END_3_six_damage_flush_onto_the_boards_marks_stay():
    table = position(white_buffer=["banshee"] * 4 + ["dozer"] * 2, marks={"echo": 2})
    game, events = black_turn(table)
    white = game.table.teams["white"]
    assert game.table.figures["banshee"].damage == 4 and game.table.figures["dozer"].damage == 2
    assert white.buffer.damage == [] and white.buffer.marks == {"echo": 2}
    assert "Flushed" in kinds(events)


def test_TP_END_4_reward_by_colour_count_one_colour():
    table = position(white_buffer=["echo"] * 6)
    game, events = black_turn(table)
    assert game.table.teams["black"].score == 3 and game.table.teams["black"].tally == {"flush": 3}


def test_TP_END_4_reward_three_colours_point_ammo_powerup():
    table = position(white_buffer=["echo", "banshee", "dozer"] * 2, cubes={("black", 0): {"red": 0, "blue": 0,
                                                                                               "yellow": 0}})
    game = Game(table)
    pass_actions(game)
    d = game.pending
    assert d.kind == "reward" and {c.ammo for c in d.choices} == {"red", "blue", "yellow"}
    events = play(game, "cube:0:blue")
    black = game.table.teams["black"]
    assert black.score == 1 and black.players[0].cubes == {"red": 0, "blue": 1, "yellow": 0}
    assert len(black.players[0].powerups) == 1
    # the powerup is told once, by its draw ("draws a powerup"), not again as "receives"
    assert [e.text for e in events if "powerup" in e.text] == ["Black 1 (Black) draws a powerup"]


def test_TP_END_5_killshots_scored_after_the_flush():
    table = position(white_buffer=["banshee"] * 3 + ["dozer"] * 3, damage={"banshee": 8})
    game, events = black_turn(table)
    names = kinds(events)
    assert names.index("Flushed") < names.index("Killshot") < names.index("SkullMoved")
    # 2 colours on HS-REW-A: 2 points and a heal (nobody to heal); killshot 8.
    assert game.table.teams["black"].score == 10


def test_TP_END_6_reload_last_with_the_flush_reward_ammo():
    table = position(reward="HS-REW-C", white_buffer=["banshee"] * 6, cubes={("black", 0): {"red": 0, "blue": 0,
                                                                                             "yellow": 0}})
    table.teams["black"].table = ["lock_rifle"]  # reload blue, blue
    game = Game(table)
    pass_actions(game)
    play(game, "cube:0:blue", "cube:0:blue")  # HS-REW-C, 1 colour: 2 ammo + 1 powerup
    while game.pending.kind != "reload":
        game.choose(game.pending.choices[0])
    assert "reload:0:lock_rifle" in {c.key for c in game.pending.choices}
    play(game, "reload:0:lock_rifle")
    assert game.table.teams["black"].players[0].weapons == ["lock_rifle"]


def test_TP_KILL_1_killshot_space_moves_with_the_rush_tile():
    table = position(white_buffer=["banshee"] * 6, damage={"banshee": 3})
    table.figures["banshee"].rush = 2  # killshot on the 9th damage
    game, events = black_turn(table)
    assert "Killshot" in kinds(events) and game.table.teams["black"].tally["killshots"] == 8


def test_TP_KILL_1_venom_double_kill_with_a_one_colour_buffer():
    table = position(white_buffer=["banshee"] * 6, damage={"banshee": 5, "dozer": 10})
    table.figures["dozer"].poison = True
    game, events = black_turn(table)
    black = game.table.teams["black"]
    assert [e.character for e in events if e.kind == "Killshot"] == ["dozer", "banshee"]
    assert black.tally == {"flush": 3, "killshots": 16, "multikill": 2}


def test_TP_END_2_venom_is_said_before_its_damage_and_its_killshot_is_sprogs():
    """The log says Sprog uses Venom, then what it did; the review credits the killshot the
    venom made to Sprog, not to the character that acted last."""
    from adrenaline_team.review import Review, _Credit
    table = position(damage={"dozer": 10})
    table.figures["dozer"].poison = True
    game, out = Game(table), Review()
    credit = _Credit(game, out)  # before the turn: it reads the killshots already scored
    events = pass_actions(game)
    said = [(e.kind, getattr(e, "character", None)) for e in events
            if e.kind in ("AbilityUsed", "BoardDamaged", "Killshot") and getattr(e, "character", None) in ("sprog", "dozer")]
    assert said[:3] == [("AbilityUsed", "sprog"), ("BoardDamaged", "dozer"), ("Killshot", "dozer")]
    credit.take(events)
    assert out.figures["sprog"].killshots == 1 and out.figures["sprog"].points == 8


def test_TP_KILL_2_board_values_eight_then_six_and_skulls():
    table = position(white_buffer=["banshee"] * 6, damage={"banshee": 5})
    table.figures["banshee"].scored = 1
    table.figures["banshee"].skulls = 1
    table.skulls = 7
    game, events = black_turn(table)
    assert game.table.teams["black"].tally == {"flush": 3, "killshots": 6}  # no first blood, no second place
    assert game.table.figures["banshee"].skulls == 2 and game.table.skulls == 6


def test_TP_KILL_3_overkill_one_point_and_a_heal_excess_lost():
    table = position(white_buffer=["banshee"] * 9, damage={"banshee": 5})
    table.figures["violet"].rush = 1
    game, events = black_turn(table, "ability:skip")
    assert "Overkill" in kinds(events)
    assert game.table.teams["black"].tally == {"flush": 3, "killshots": 8, "overkill": 1}
    assert game.table.figures["violet"].rush == 0
    assert game.table.teams["white"].score == 0


def test_TP_KILL_4_double_kill_scores_2():
    table = position(white_buffer=["banshee"] * 3 + ["dozer"] * 3, damage={"banshee": 8, "dozer": 8})
    game, events = black_turn(table)
    assert game.table.teams["black"].tally == {"flush": 2, "killshots": 16, "multikill": 2}


def test_TP_KILL_4_triple_kill_scores_4():
    table = position(white_buffer=["banshee", "dozer", "echo"] * 2, damage={"banshee": 9, "dozer": 9, "echo": 9},
                     cubes={("black", 0): RICH})
    game = Game(table)
    events = pass_actions(game)
    while game.table.active == "black":
        events += game.choose(game.pending.choices[0])
    assert [e.kills for e in events if e.kind == "MultiKill"] == [3]
    assert game.table.teams["black"].tally == {"flush": 1, "killshots": 24, "multikill": 4}


def test_TP_KILL_5_and_6_respawn_at_once_board_cleared():
    """TP-KILL-5, TP-KILL-6."""
    table = position(white_buffer=["banshee"] * 6, damage={"banshee": 5}, powerups={("white", 0): ["newton-red-1"]})
    game = Game(table)
    events = pass_actions(game)
    d = game.pending
    assert d.kind == "spawn" and d.team == "white" and d.figure == "banshee" and len(d.choices) == 2
    events += play(game, "spawn:newton-red-1")
    banshee = game.table.figures["banshee"]
    assert banshee.square == (1, 0) and banshee.damage == 0 and not banshee.dead
    assert len(game.table.teams["white"].players[0].powerups) == 1
    assert "BoardCleared" in kinds(events)


def test_TP_KILL_5_shared_character_respawned_by_either_player():
    table = position(white=2, white_buffer=["echo"] * 6, damage={"echo": 5},
                     powerups={("white", 1): ["newton-red-1"]})
    assert table.teams["white"].shared == "echo"
    game = Game(table)
    pass_actions(game)
    d = game.pending
    assert d.kind == "respawn" and {c.player for c in d.choices} == {0, 1}
    play(game, "respawner:1")
    assert game.pending.kind == "spawn" and game.pending.player == 1


def test_TP_REL_1_reload_several_character_weapons_only_by_their_controllers():
    table = position(black=3, cubes={("black", 0): RICH, ("black", 1): RICH, ("black", 2): RICH})
    table.figures["dstruct"].weapon = "arc_welder"
    table.teams["black"].table = ["arc_welder", "lock_rifle", "shotgun"]
    game = Game(table)
    pass_actions(game)
    keys = {c.key for c in game.pending.choices}
    assert {k for k in keys if "arc_welder" in k} == {"reload:0:arc_welder"}
    assert {"reload:1:lock_rifle", "reload:2:shotgun"} <= keys
    play(game, "reload:0:arc_welder", "reload:1:lock_rifle", "reload:1:shotgun")
    black = game.table.teams["black"]
    assert black.players[0].weapons == ["arc_welder"] and black.players[1].weapons == ["lock_rifle", "shotgun"]
    assert black.players[1].cubes == {"red": 3, "blue": 1, "yellow": 1} and black.table == []


def test_TP_GAME_1_and_2_eighth_skull_then_the_second_team_plays_the_last_turn():
    table = position(white_buffer=["banshee"] * 6, damage={"banshee": 5})
    table.skulls = 1
    game, events = black_turn(table)
    assert game.table.skulls == 0 and game.table.end_triggered
    assert [e.last_turn for e in events if e.kind == "EndTriggered"] == ["white"]
    assert game.table.active == "white" and not game.over
    assert [e.last for e in game.log if e.kind == "TurnStarted"][-1] is True
    pass_actions(game)
    play_out(game, last_choice)
    assert game.table.teams["white"].turns == game.table.teams["black"].turns == 1


def test_TP_GAME_2_second_team_triggers_the_game_ends_at_once():
    table = table_at_turn()
    arrange(table, squares=SPREAD, damage={"dstruct": 5})
    table.teams["black"].turns = 1
    table.active = "white"
    table.skulls = 1
    table.teams["black"].buffer.damage = ["dstruct"] * 6
    game = Game(table)
    pass_actions(game)
    play(game, "ability:skip")  # Echo's Hack could recolour a token and spare :D-struct-0R
    assert game.over and game.table.teams["white"].turns == 1 and game.table.phase == "over"
    assert game.result is not None


def test_TP_GAME_3_final_scoring_of_remaining_damage():
    table = position(white_buffer=["banshee"] * 3 + ["dozer"] * 4, marks={"echo": 2}, damage={"banshee": 10,
                                                                                                "dstruct": 2})
    table.teams["black"].score, table.teams["white"].score = 10, 14
    eng = Engine(table)
    final_scoring(eng)
    # Banshee 10 + 3 stops at the overkill space (12): no points for it; Dozer 4; Echo's marks ignored.
    assert table.figures["banshee"].damage == 12 and table.figures["dozer"].damage == 4
    assert table.result.remaining == {"black": 5, "white": 0}
    assert table.result.scores == {"black": 15, "white": 14} and table.result.winner == "black"
    assert "Killshot" not in kinds(eng.events)


def test_TP_GAME_4_tie_broken_by_remaining_damage_points():
    table = position(damage={"banshee": 3})
    table.teams["black"].score, table.teams["white"].score = 10, 11
    eng = Engine(table)
    final_scoring(eng)
    assert table.result.scores == {"black": 11, "white": 11}
    assert table.result.winner == "black" and "tie" in table.result.reason


def test_TP_EX_1_rulebook_example_nine_damage_two_colours():
    table = position(white_buffer=["banshee"] * 5 + ["dozer"] * 4, marks={"echo": 1, "banshee": 2})
    table.figures["violet"].rush = 1
    game, events = black_turn(table, "ability:skip")
    white = game.table.teams["white"]
    assert game.table.figures["banshee"].damage == 5 and game.table.figures["dozer"].damage == 4
    assert white.buffer.damage == [] and white.buffer.marks == {"echo": 1, "banshee": 2}
    assert game.table.teams["black"].score == 2 and game.table.figures["violet"].rush == 0
    flushed = next(e for e in events if e.kind == "Flushed")
    assert (flushed.damage, flushed.colours) == (9, 2)
    assert flushed.text == "White's buffer: 9 damage, 2 colours — flushed; Black gains 2 points + 1 heal"


def test_TP_END_2_do_not_use_is_offered_as_the_card_says(monkeypatch):
    """Nanobots is optional: its question offers "do not use". The card's `mandatory` field is
    what says so: marked mandatory, the same question loses that answer."""
    from dataclasses import replace
    from adrenaline_team.rules import abilities

    def nanobots_answers():
        table = position()
        table.figures["violet"].rush = 1  # nobody damaged in Violet's room: Nanobots heals
        game = Game(table)
        pass_actions(game)
        return [c.key for c in game.pending.choices]

    assert nanobots_answers() == ["heal:violet", "ability:skip"]
    card = abilities.ability
    monkeypatch.setattr(abilities, "ability", lambda char: replace(card(char), mandatory=True) if char == "violet"
                        else card(char))
    assert nanobots_answers() == ["heal:violet"]


def test_HS_ABIL_VIOLET_nanobots_repairs_a_teammate_on_her_square_never_violet_herself():
    # issue 42, round 1: Violet and :D-struct-0R damaged on her square: only he is offered
    squares = {**SPREAD, "dstruct": (0, 0)}
    game, _ = black_turn(position(squares=squares, damage={"violet": 3, "dstruct": 2}))
    assert [c.key for c in game.pending.choices] == ["repair:dstruct", "ability:skip"]
    play(game, "repair:dstruct")
    assert [game.table.figures[c].damage for c in ("violet", "dstruct")] == [3, 1]


def test_HS_ABIL_VIOLET_a_teammate_elsewhere_in_her_room_is_not_repaired():
    # issue 42, round 2: :D-struct-0R one square from Violet in the blue room is out of reach;
    # with no tile to heal, Nanobots is not asked at all
    squares = {**SPREAD, "dstruct": (0, 1)}
    game, _ = black_turn(position(squares=squares, damage={"dstruct": 2}))
    assert game.table.active == "white" and game.table.figures["dstruct"].damage == 2


def test_HS_ABIL_BANSHEE_mind_control_moves_the_enemy_then_1_damage_into_its_buffer():
    # issue 42, round 2: Violet bears the token; Banshee moves her up to 2 squares, the token
    # goes back, and Black's buffer takes 1 damage for Violet before the flush check
    table = position()
    table.active = "white"
    table.figures["violet"].mind_control = True
    game = Game(table)
    pass_actions(game)
    d = game.pending
    assert d.kind == "ability" and [c.key for c in d.choices] == ["mind:violet", "ability:skip"]
    play(game, "mind:violet")
    d = game.pending
    square = next(c for c in d.choices if c.square == (1, 0))
    events = play(game, square.key)
    assert game.table.figures["violet"].square == (1, 0) and not game.table.figures["violet"].mind_control
    assert game.table.teams["black"].buffer.damage == ["violet"]
    assert "AbilityUsed" in kinds(events)


def test_HS_ABIL_VIOLET_violet_alone_damaged_in_her_room_heals_a_tile_instead():
    table = position(damage={"violet": 3})
    table.figures["violet"].rush = 1
    game, _ = black_turn(table)
    assert [c.key for c in game.pending.choices] == ["heal:violet", "ability:skip"]
