"""Issue 43, standing orders: a team's order answers its out-of-turn tagback questions (TP-PU-5)
the same way whether or not it holds a grenade, and nothing else."""

from __future__ import annotations

import random

import pytest

from adrenaline_team.rules import Game, Kind
from adrenaline_team.session.orders import standing_answer


def _moments(seeds=range(8)):
    """Every out-of-turn question of a few random games, with the table it was asked at."""
    for seed in seeds:
        game, pick = Game.new(seed=seed), random.Random(seed)
        while not game.over:
            d = game.pending
            if d.team != game.table.active and game.table.phase == "turn":
                yield game.table, d
            game.choose(pick.choice(d.choices))


def test_TP_PU_5_an_order_answers_every_out_of_turn_tagback_alike_held_or_not():
    seen = {"held": 0, "none": 0}
    for table, d in _moments():
        if d.kind != Kind.TAGBACK:
            continue
        grenades = [c for c in d.choices if c.powerup is not None]
        never, always = standing_answer(table, d, "never"), standing_answer(table, d, "always")
        assert standing_answer(table, d, "ask") is None
        assert never is not None and never.key == "tagback:none"
        if grenades:
            seen["held"] += 1
            assert always is grenades[0]
        else:  # no grenade: "always" answers as "never" does, at once: nothing tells the hand
            seen["none"] += 1
            assert always is not None and always.key == "tagback:none"
    assert seen["held"] >= 5 and seen["none"] >= 50


def test_TP_KILL_5_an_order_leaves_a_respawns_powerup_to_its_team():
    spawns = [(table, d) for table, d in _moments() if d.kind == Kind.SPAWN]
    assert len(spawns) >= 5
    for table, d in spawns:
        assert {standing_answer(table, d, order) for order in ("ask", "never", "always")} == {None}


def test_TP_PU_5_an_order_answers_nothing_of_its_own_turn():
    game, pick = Game.new(seed=4), random.Random(4)
    asked = 0
    while not game.over:
        d = game.pending
        if d.team == game.table.active or game.table.phase != "turn":
            asked += 1
            assert standing_answer(game.table, d, "never") is None and standing_answer(game.table, d, "always") is None
        game.choose(pick.choice(d.choices))
    assert asked > 200


@pytest.mark.slow
def test_TP_PU_5_always_throws_every_grenade_the_rules_allow():
    """A game played with "always" for both teams: each tagback moment ends only when no
    grenade is on offer or the attacker holds 3 marks of the team."""
    thrown = 0
    for seed in range(16):
        game, pick = Game.new(seed=seed), random.Random(seed)
        while not game.over:
            d = game.pending
            order = standing_answer(game.table, d, "always")
            if order is not None and order.powerup is None:
                assert not [c for c in d.choices if c.powerup is not None]
            thrown += order is not None and order.powerup is not None
            game.choose(order if order is not None else pick.choice(d.choices))
    assert thrown >= 5
