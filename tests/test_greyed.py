"""The action question carries the actions it does not offer, in the table's order, each with
its reason (`Decision.greyed`, TP-TURN-2/3, HS-AR-2), worded only when read."""

import random

from adrenaline_team.message import Msg
from adrenaline_team.rules import Game
from adrenaline_team.rules import turn
from builders import arrange, config, play, table_at_turn

NO_CUBES = {"red": 0, "blue": 0, "yellow": 0}
SPREAD = {"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 1)}
NOTHING_NEAR = "Nothing to grab within 1 square: no ammo tile, and no weapon you can pay for"
NOTHING_IN_2 = "Nothing to grab within 2 squares: no ammo tile, and no weapon you can pay for"
UNARMED = "No loaded weapon this character may fire"
OUT_OF_REACH = "No weapon can hit anyone from here"
RUSH_GRAB_NOTHING = "Nothing to grab within 2 squares"
RUSH_SHOOT_NOTHING = "No weapon could hit anyone after moving 1"
GRAB_NOT_NEEDED = "Not needed: with 3 or more damage the grab already moves up to 2"
SHOT_NOT_NEEDED = "Not needed: with 6 or more damage the shot already may move 1 first"
TILE_AT_END = "Not now: the Adrenaline Rush tile cannot slide further"


def bare_game(**kw) -> Game:
    """Arena A at Black's first turn: no ammo tile on the arena and no weapon in a slot, so
    nothing can be grabbed anywhere; empty hands, no cubes."""
    table = table_at_turn()
    arrange(table, squares=kw.pop("squares", SPREAD), cubes={("black", 0): NO_CUBES}, **kw)
    table.ammo = {key: None for key in table.ammo}
    table.slots = {colour: [None] * len(slots) for colour, slots in table.slots.items()}
    return Game(table)


def greyed(game: Game, char: str) -> dict[str, str]:
    play(game, f"act:{char}")
    d = game.pending
    assert d.kind == "action" and d.figure == char
    return {g.key: g.reason for g in d.greyed}


def test_TP_TURN_2_nothing_to_grab_and_no_weapon_greys_all_four_actions():
    assert greyed(bare_game(), "dstruct") == {"action:grab": NOTHING_NEAR, "action:shoot": UNARMED,
                                              "action:rush-grab": RUSH_GRAB_NOTHING,
                                              "action:rush-shoot": RUSH_SHOOT_NOTHING}


def test_TP_TURN_2_a_weapon_out_of_reach_is_named_as_such():
    game = bare_game(weapons={("black", 0): ["shotgun"]}, squares={**SPREAD, "dstruct": (1, 0)})
    assert greyed(game, "dstruct")["action:shoot"] == OUT_OF_REACH


def test_TP_TURN_3_three_damage_grab_moves_two_so_the_bought_grab_is_not_needed():
    assert greyed(bare_game(damage={"dstruct": 3}), "dstruct") == {
        "action:grab": NOTHING_IN_2, "action:shoot": UNARMED, "action:rush-grab": GRAB_NOT_NEEDED,
        "action:rush-shoot": RUSH_SHOOT_NOTHING}


def test_TP_TURN_3_six_damage_shot_moves_one_so_the_bought_shot_is_not_needed():
    assert greyed(bare_game(damage={"dstruct": 6}), "dstruct")["action:rush-shoot"] == SHOT_NOT_NEEDED


def test_HS_AR_2_a_tile_slid_three_times_buys_nothing():
    game = bare_game()
    game.table.figures["dstruct"].rush = 3
    reasons = greyed(game, "dstruct")
    assert reasons["action:rush-grab"] == reasons["action:rush-shoot"] == TILE_AT_END


def test_TP_TURN_2_greyed_keep_the_table_order_with_the_actions_words():
    game = bare_game(damage={"dstruct": 3})
    play(game, "act:dstruct")
    d = game.pending
    assert [(g.key, g.label, g.option, g.lightning) for g in d.greyed] == [
        ("action:grab", "Move, then grab", "grab", False),
        ("action:shoot", "Shoot", "shoot", False),
        ("action:rush-grab", "⚡ Move 2, grab · pays Adrenaline Rush", "grab", True),
        ("action:rush-shoot", "⚡ Move 1, shoot · pays Adrenaline Rush", "shoot", True)]
    assert [c.key for c in d.choices] == ["action:pass"]
    assert [g.place for g in d.greyed] == [0, 1, 2, 3]


def test_TP_TURN_2_every_action_keeps_its_place_offered_or_greyed_in_random_games():
    """`Decision.places()`: the five actions always in the table's order, each offered or
    greyed, so a button never moves between two action questions."""
    rnd = random.Random(5)
    seen = set()
    for seed in range(6):
        game = Game.new(config("ABCD"[seed % 4], 2, 2), seed)
        while not game.over:
            d = game.pending
            if d.kind == "action":
                places = d.places()
                assert [a.key for a in places] == ["action:grab", "action:shoot", "action:rush-grab", "action:rush-shoot", "action:pass"]
                assert {a.key for a in places if a in d.choices} == {c.key for c in d.choices}
                seen.add(tuple(a.key for a in d.greyed))
            game.choose(rnd.choice(d.choices))
    assert len(seen) >= 4  # questions with different actions greyed were met


def test_greyed_reasons_are_worded_only_when_read():
    turn._question.cache_clear()  # the questions are made once and shared: start afresh
    game = bare_game()
    play(game, "act:dstruct")
    first = game.pending.greyed[0]
    assert callable(first._reason)  # not made yet
    assert first.reason == NOTHING_NEAR
    # made once, kept as a message: worded again at each read, in the language of that moment
    assert isinstance(first._reason, Msg) and first._reason.text == NOTHING_NEAR
