"""The expert bot: it judges a candidate after the other team's reply, in worlds dealt from
what its team has not seen, with a budget that counts work, so a seed replays its choice."""

from __future__ import annotations

import random

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.expert import TURNS, WORLDS
from adrenaline_team.ai.hard import outlooks
from adrenaline_team.positions import position
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import TurnStarted
from adrenaline_team.rules.observe import GameSeat, observe


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
