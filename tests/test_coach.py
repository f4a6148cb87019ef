"""Issue 11, the coach: the expert level's answer to the question on the table, with a reason in
the rulebook's words, built from what the asking team sees only, the same every time."""

from __future__ import annotations

import random

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.coach import _weapons_on_show, hint
from adrenaline_team.ai.match import bot_config
from adrenaline_team.ai.worlds import world
from adrenaline_team.positions import position, tour
from adrenaline_team.rules import Game
from adrenaline_team.rules.cards import catalog
from adrenaline_team.rules.observe import GameSeat, observe
from test_ai_fair import redealt

WEAPON_NAMES = {w.name: wid for wid, w in catalog().weapons.items()}
POWERUP_NAMES = {p.name for p in catalog().powerups}


def test_coach_finds_the_venom_double_kill_of_the_tour():
    game = Game.from_position(position("venom-double-kill").state)
    h = hint(GameSeat(game))
    assert h.team == "black" and h.choice.key == "act:violet"
    assert h.reason.startswith("killshots on Dozer and Echo, double kill, 4 damage to White's buffer (4 of 6): "
                               "18 points; ")
    assert [a.choice.key for a in h.alternatives] == ["act:sprog", "act:dstruct"]
    assert all(a.worse >= 0 for a in h.alternatives)
    assert hint(GameSeat(game)) == h  # the same question, the same hint


@pytest.mark.slow
def test_coach_answers_every_tour_position_from_a_planned_turn():
    """Each rules-tour position is a real table a team can be dealt worlds for."""
    for p in tour():
        h = hint(GameSeat(Game.from_position(p.state)))
        assert "rule of thumb" not in h.reason, p.id
        assert h.alternatives, p.id


@pytest.mark.slow
def test_coach_is_fair_and_never_names_what_its_team_cannot_see():
    """Along a real game: tables the asking team sees alike get the same hint; a reason never
    names a powerup and names only weapons on show to that team."""
    rnd = random.Random(4)
    game = Game.new(bot_config((2, 2), "B", ("easy", "easy")), 8)
    bots = {"black": make_bot("easy", 1), "white": make_bot("easy", 2)}
    compared = asked = 0
    while not game.over and asked < 24:
        d = game.decision
        if rnd.random() < 0.15:
            h = hint(GameSeat(game), worlds=1)
            asked += 1
            obs = observe(game, d.team)
            assert h.team == d.team and h.choice.key in {c.key for c in d.choices}
            assert not any(n in h.reason for n in POWERUP_NAMES), h.reason
            named = {wid for n, wid in WEAPON_NAMES.items() if n in h.reason}
            assert named <= _weapons_on_show(obs), h.reason
            twin = redealt(game, rnd) or world(obs, random.Random(rnd.random()))
            if twin is not None:
                assert hint(GameSeat(twin), worlds=1) == h
                compared += 1
        game.choose(bots[d.team](GameSeat(game)))
    assert asked == 24 and compared >= 12
