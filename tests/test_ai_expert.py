"""The expert bot: it judges a candidate after the other team's reply once the end is in reach,
plays each action's best few answers to the end of the turn, in worlds dealt from what its
team has not seen, with a budget that counts work, so a seed replays its choice."""

from __future__ import annotations

import random

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.expert import ENDGAME_SKULLS, TURNS, WORLDS, endgame
from adrenaline_team.ai.hard import outlooks
from adrenaline_team.positions import position, seated
from adrenaline_team.puzzles import Puzzle, puzzles, turn_over, worth
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import TurnStarted
from adrenaline_team.rules.observe import GameSeat, observe
from adrenaline_team.rules.state import SKULLS, other


def venom() -> Game:
    return Game.from_position(position("venom-double-kill").state)


def test_the_expert_judges_each_answer_after_the_other_teams_reply():
    game = venom()
    obs = observe(game, game.decision.team)
    ranked = outlooks(obs, random.Random(3), WORLDS, TURNS)
    assert {o.choice.key for o in ranked} == {c.key for c in game.decision.choices}
    for o in ranked:
        started = [e.team for e in o.events if isinstance(e, TurnStarted)]
        assert started == ["white", "black"], o.choice.key  # White's whole reply was played before judging
    # the hard bot stops at the end of its own turn
    for o in outlooks(obs, random.Random(3)):
        assert [e.team for e in o.events if isinstance(e, TurnStarted)] == ["white"], o.choice.key


def test_the_expert_finds_the_venom_double_kill_and_replays_it_from_its_seed():
    game = venom()
    answers = {make_bot("expert", 5)(GameSeat(game)).key for _ in range(2)}
    assert answers == {"act:violet"}


def test_TP_GAME_1_the_expert_searches_the_reply_once_the_end_is_in_reach():
    table = venom().table.model_copy(deep=True)
    table.skulls, table.end_triggered = ENDGAME_SKULLS + 1, False
    assert not endgame(table)
    table.skulls = ENDGAME_SKULLS  # one flush's killshots can take the rest
    assert endgame(table)
    table.skulls, table.end_triggered = SKULLS, True
    assert endgame(table)


def turn_played(level: str, p: Puzzle) -> float:
    """What the level's turn is worth on the puzzle's table, its team played by the level and
    the other team's questions (a tagback grenade) by the hard bot."""
    game = Game.from_position(seated(p.state))
    seat = GameSeat(game)
    bots = {p.team: make_bot(level, 7), other(p.team): make_bot("hard", 7)}
    while not turn_over(game, p.team):
        game.choose(bots[game.decision.team](seat))
    return worth(game, p.team)


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", ["03-double-kill", "15-killshot", "25-rush"])
def test_the_expert_finds_the_turn_that_the_hard_bot_misses(puzzle):
    # The hard bot judges each action on its own; the expert plays each action's best few on
    # to the end of the turn, so it finds the other characters' follow-up.
    p = next(q for q in puzzles() if q.id == puzzle)
    assert turn_played("hard", p) <= p.best.value - 2  # two points or more short of the best turn
    assert turn_played("expert", p) >= p.best.value
