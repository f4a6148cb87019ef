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


def test_the_expert_chooses_the_action_through_the_other_teams_reply():
    """The action is searched like who acts: in the flush position, once :D-struct-0R acts,
    the expert's answer is its search's best through White's reply (a grab paid with the
    Adrenaline Rush, 9.73 against the shot's 8.55), where the hard bot's one-action
    look-ahead shoots."""
    game = Game.from_position(position("flush-five-or-six").state)
    game.choose(next(c for c in game.decision.choices if c.key == "act:dstruct"))
    assert game.decision.kind == "action"
    ranked = outlooks(observe(game, "black"), random.Random(5), WORLDS, TURNS)
    assert [(o.choice.key, round(o.value, 2)) for o in ranked[:3]] == [
        ("action:rush-grab", 9.73), ("action:grab", 9.68), ("action:shoot", 8.55)]
    assert make_bot("expert", 5)(GameSeat(game)).key == "action:rush-grab"
    assert make_bot("hard", 5)(GameSeat(game)).key == "action:shoot"
