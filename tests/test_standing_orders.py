"""Issue 43, standing orders: a team's order answers its out-of-turn tagback questions (TP-PU-5)
the same way whether or not it holds a grenade, and nothing else."""

from __future__ import annotations

import random

import pytest

from adrenaline_team.rules import Game, GameConfig, Kind, PlayerConfig
from adrenaline_team.session.local import LocalSession
from adrenaline_team.session.orders import Orders, standing_answer


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


HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                      white=[PlayerConfig(name="Cy"), PlayerConfig(name="Di")])


@pytest.mark.parametrize("order", ["never", "always"])
def test_TP_PU_5_a_game_at_one_screen_puts_no_out_of_turn_tagback_to_a_team_with_an_order(order):
    """Both teams ordered: every tagback question of the other team's turn is answered by the
    session's `follow` at once, none put to a person; every other question is theirs."""
    session, pick = LocalSession(Game.new(HOT_SEAT, 2)), random.Random(2)
    assert session.orders is not None and session.orders.given == {"black": "ask", "white": "ask"}
    for team in ("black", "white"):
        assert session.orders.next(team) == "never"
        if order == "always":
            assert session.orders.next(team) == "always"
    ordered = thrown = 0
    while not session.game.over:
        d = session.game.pending
        table = session.game.table
        out_of_turn_tagback = d.kind == Kind.TAGBACK and d.team != table.active and table.phase == "turn"
        assert session.person_answers(d) is not out_of_turn_tagback
        if out_of_turn_tagback:
            grenade = next((c.key for c in d.choices if c.powerup is not None), None)
            step = session.follow(0.0)
            assert step is not None and session.game.history[-1] == (
                grenade if order == "always" and grenade is not None else "tagback:none")
            held = grenade is not None
            ordered, thrown = ordered + 1, thrown + (order == "always" and held)
        else:
            session.choose(pick.choice(d.choices))
    assert ordered >= 20
    assert thrown > 0 if order == "always" else thrown == 0


def test_TP_PU_5_orders_are_set_only_in_a_teams_own_turn_and_not_in_a_lesson_or_with_one_team():
    game, pick = Game.new(HOT_SEAT, 2), random.Random(2)
    while game.table.phase != "turn" or game.pending.team != game.table.active:
        assert Orders.settable(game.table, game.pending) is None
        game.choose(pick.choice(game.pending.choices))
    assert Orders.settable(game.table, game.pending) == game.table.active
    solo = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Bot", bot="easy")])
    assert LocalSession(Game.new(solo, 1)).orders is None
