"""The hard bot: its evaluation of the game's end (the last turn, the final thirds, who
wins) and its whole-turn plan."""

from __future__ import annotations

import random

from builders import arrange, table_at_turn

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.evaluate import WIN, evaluate, final_thirds, judge, turns_left
from adrenaline_team.ai.hard import outlooks
from adrenaline_team.rules.observe import GameSeat
from adrenaline_team.rules import Game, Kind
from adrenaline_team.rules.events import Flushed
from adrenaline_team.rules.observe import observe
from adrenaline_team.rules.state import Result


def test_TP_GAME_3c_final_thirds_count_the_boards_after_the_buffer_is_cleared():
    """TP-GAME-3b/c: White's buffer moves onto its boards (capped at the overkill space),
    then Black scores 1 per 3 tokens on all of White's boards together."""
    table = table_at_turn("A")
    arrange(table, damage={"banshee": 4, "echo": 2, "dozer": 10})
    table.teams["white"].buffer.damage = ["banshee", "echo", "dozer", "dozer", "dozer", "dozer"]
    # banshee 4+1, echo 2+1, dozer 10+4 capped at its overkill space (12)
    assert table.figures["dozer"].overkill == 12
    assert final_thirds(table, "white") == (5 + 3 + 12) // 3 == 6


def test_TP_GAME_2_a_team_that_played_its_last_turn_has_none_left():
    table = table_at_turn("A")
    assert turns_left(table, "black") is None
    table.end_triggered = True
    table.teams["black"].turns, table.teams["white"].turns = 5, 4
    assert (turns_left(table, "black"), turns_left(table, "white")) == (0, 1)


def test_TP_GAME_2_after_its_last_turn_a_teams_cubes_are_worth_nothing():
    """Black played its last turn, White plays one more: Black's cubes can buy nothing."""
    table = table_at_turn("A")
    table.end_triggered = True
    table.teams["black"].turns, table.teams["white"].turns = 5, 4
    poor, rich = Game(table), Game(table.model_copy(deep=True))
    rich.table.teams["black"].players[0].cubes = {"red": 3, "blue": 3, "yellow": 3}
    assert judge(poor, "black") == judge(rich, "black")
    assert evaluate(rich, "black") > evaluate(poor, "black")


def test_TP_GAME_4_a_finished_game_is_judged_by_its_winner_then_its_points():
    """A tie on points broken by the final thirds (TP-GAME-4) is still a loss."""
    table = table_at_turn("A")
    table.result = Result(winner="white", scores={"black": 30, "white": 30},
                          remaining={"black": 1, "white": 2}, reason="tie broken")
    game = Game(table)
    assert judge(game, "black") == -WIN
    assert judge(game, "white") == WIN
    table.result = Result(winner="black", scores={"black": 33, "white": 30},
                          remaining={"black": 1, "white": 2}, reason="more points")
    assert judge(game, "black") == WIN + 3


def _flush_scenario() -> Game:
    """Black (one player, three characters) to act with one Lock Rifle (2 damage); White's
    buffer holds 5 damage; Banshee and Echo in sight."""
    table = table_at_turn("A", reward="HS-REW-A")
    arrange(table, squares={"dstruct": (1, 1), "violet": (1, 1), "sprog": (1, 1),
                            "banshee": (1, 2), "echo": (1, 2), "dozer": (0, 0)},
            weapons={("black", 0): ["lock_rifle"]}, cubes={("black", 0): {"red": 0, "blue": 0, "yellow": 0}})
    table.teams["white"].buffer.damage = ["banshee"] * 4 + ["dozer"]
    return Game(table)


def test_TP_END_3_hard_plans_the_turn_that_flushes_the_buffer_at_5():
    game = _flush_scenario()
    bot = make_bot("hard", 0)
    events = []
    while game.pending is not None and game.table.active == "black":
        d = game.pending
        events += game.choose(bot(GameSeat(game)) if d.team == "black" else d.choices[-1])
    assert any(isinstance(e, Flushed) and e.buffer == "white" for e in events)


def test_outlooks_rank_every_answer_best_first():
    game = _flush_scenario()
    d = game.pending
    assert d.kind == Kind.NEXT
    ranked = outlooks(observe(game, "black"), random.Random(0))
    assert sorted(o.choice.key for o in ranked) == sorted(c.key for c in d.choices)
    values = [o.value for o in ranked]
    assert values == sorted(values, reverse=True)
    assert any(isinstance(e, Flushed) and e.buffer == "white" for e in ranked[0].events)
