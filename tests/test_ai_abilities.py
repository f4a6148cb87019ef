"""How the computer plays the house abilities that recolour damage (Hack) and move enemies
(Mind Control), and what it counts an overload token under an enemy as (HS-ABIL-…).
Default position: arena A, Black (dstruct, violet, sprog), White (banshee, dozer, echo)."""

from __future__ import annotations

from adrenaline_team.ai.evaluate import buffer_value, flush_value, overloaded
from adrenaline_team.ai.policy import quick
from adrenaline_team.rules import Game
from builders import arrange, pass_actions, table_at_turn

SPREAD = {"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2), "dozer": (0, 1), "echo": (2, 1)}


def test_HS_ABIL_ECHO_the_quick_answer_recolours_the_token_that_makes_the_third_colour():
    # Black's buffer flushes at White's turn's end with 2 colours (5 :D-struct-0R, 1 Violet).
    # On the Spread tile 3 colours pay 3 points and a cube, 2 colours 2 points: a
    # :D-struct-0R token made Sprog's makes 3; the first answer on offer (a :D-struct-0R token
    # made Violet's) would leave 2, and Violet's made :D-struct-0R's 1.
    table = arrange(table_at_turn(reward="HS-REW-B"), squares=SPREAD)
    table.active = "white"
    table.teams["black"].buffer.damage = ["dstruct"] * 5 + ["violet"]
    game = Game(table)
    pass_actions(game)
    d = game.pending
    assert d.kind == "ability" and d.choices[0].key == "hack:dstruct:violet"
    assert quick(game, d).key == "hack:dstruct:sprog"


def test_HS_ABIL_DSTRUCT_an_enemy_on_an_overload_token_is_2_damage_in_its_buffer_this_turn():
    # Five in White's buffer and Banshee on the overload: the sixth and seventh tokens come at
    # Black's turn's end, before the flush check, so the buffer is worth its flush now.
    table = arrange(table_at_turn(), squares=SPREAD)
    buffer = ["dozer"] * 3 + ["echo"] * 2
    table.teams["white"].buffer.damage = list(buffer)
    table.overload = [(1, 2)]
    assert overloaded(table, "white") == ["banshee", "banshee"]
    assert buffer_value(table, "white") == flush_value(table, "white", buffer + ["banshee", "banshee"])
    assert overloaded(table, "black") == []  # White has no :D-struct-0R: no overload of its own
