"""Issue 44, the turn search (ai/beam.py): it searches the rest of a team turn action by action;
where it reuses a position (keyed by its table) or stops short of a reload (bounded), it finds
what searching every answer of every question finds; its budget counts work, so a position
and a budget give the same turn every time."""

from __future__ import annotations

from functools import cache

import pytest

from adrenaline_team.ai.beam import ENDING, PRECISION, TurnSearch, followed, own
from adrenaline_team.ai.evaluate import judge
from adrenaline_team.ai.policy import quick
from adrenaline_team.ai.values import CUBE, POWERUP, RELOADED
from adrenaline_team.positions import position
from adrenaline_team.puzzles import play, puzzles, turn_over
from adrenaline_team.puzzles.facts import facts
from adrenaline_team.rules import Game, Kind


def every_turn(game: Game, team: str, most: int) -> list[float] | None:
    """The value of every turn from `game`, every answer of every question of the team tried
    (the other team's questions answered by the quick policy, as the search answers them);
    None if there are more than `most`."""
    out: list[float] = []

    def walk(g: Game) -> bool:
        while not turn_over(g, team) and g.decision.team != team:
            g.choose(quick(g, g.decision))
        if turn_over(g, team):
            out.append(round(judge(g, team), PRECISION))
            return len(out) <= most
        for choice in g.decision.choices:
            after = g.copy()
            after.choose(choice)
            if not walk(after):
                return False
        return True
    return out if walk(game.copy()) else None


@cache
def along_the_best_turns(kinds: frozenset[Kind], most: int) -> list[tuple[str, Game, list[float]]]:
    """Positions at the first question of `kinds` along the shipped puzzles' best turns, each
    with the value of every rest of the turn, where there are at most `most`."""
    found = []
    for p in puzzles():
        game = Game.from_position(p.state)
        for key in p.best.answers:
            d = game.decision
            if d.team == p.team and d.kind in kinds:
                if (every := every_turn(game, p.team, most)) is not None:
                    found.append((p.id, game, every))
                break
            game.choose(key)
    return found


@pytest.mark.slow
def test_TP_END_2_the_end_of_a_turn_is_searched_whole_and_finds_the_best_of_every_answer():
    """The abilities (TP-END-2), the reward (TP-END-4) and the reloads (TP-REL-1): the search,
    with its reload bound, finds the best of every turn tried answer by answer, and says it
    tried everything."""
    ends = along_the_best_turns(frozenset(ENDING), 400)
    assert len(ends) >= 5
    for name, game, every in ends:
        search = TurnSearch(game, 10**9).run()
        assert search.exhaustive and search.ranked()[0][1].value == max(every), name


@pytest.mark.slow
def test_TP_REL_1_the_reloads_left_add_at_most_their_bound_to_the_evaluation():
    """What the search's bound stands on: a loaded weapon is worth `RELOADED` more than its
    unloaded self and its cubes, and a card paid instead of a cube is worth more than one."""
    assert min(POWERUP.values()) > CUBE and RELOADED > 0
    reloads = along_the_best_turns(frozenset({Kind.RELOAD}), 400)
    assert len(reloads) >= 3
    for name, game, every in reloads:
        team = game.table.active
        done = game.copy()
        done.choose("reload:done")
        assert max(every) <= round(judge(done, team), PRECISION) + RELOADED * len(game.table.teams[team].table) + 0.01


def test_a_position_reached_by_two_orders_of_the_same_actions_is_one_position():
    """Between actions the rest of the turn depends on the table alone: two characters that
    pass in either order leave the same table, the same question and the same turn after it."""
    p = next(q for q in puzzles() if len(Game.from_position(q.state).table.teams[q.team].characters) == 3
             and Game.from_position(q.state).decision.kind == Kind.NEXT)
    game = Game.from_position(p.state)
    a, b = [c.key for c in game.decision.choices if c.figure is not None][:2]
    one, two = game.copy(), game.copy()
    for g, order in ((one, (a, b)), (two, (b, a))):
        for act in order:
            g.choose(act)
            g.choose("action:pass")
    search = TurnSearch(game, 1)
    assert search._key(one) == search._key(two)
    assert [c.key for c in one.decision.choices] == [c.key for c in two.decision.choices]
    for g in (one, two):
        while not turn_over(g, p.team):
            g.choose(g.decision.choices[0])
    assert one.table.model_dump_json() == two.table.model_dump_json()


@pytest.mark.slow
def test_TP_KILL_4_the_search_finds_the_venom_double_kill_with_the_expert_s_budget_every_time():
    game = Game.from_position(position("venom-double-kill").state)
    first, again = TurnSearch(game, 50_000).run(), TurnSearch(game, 50_000).run()
    assert first.best == again.best and first.work == again.work  # work counted, never seconds
    assert first.work <= 50_000 + 100  # it stops at the budget (the copy under way finishes)
    line = first.ranked()[0][1]
    done = facts(play(game.state, line.answers).events, game.table.active)
    assert sorted(done.kills) == ["dozer", "echo"] and done.multikill == 2


def test_a_turn_planned_in_one_world_is_played_in_another_as_planned_or_by_rule_of_thumb():
    p = puzzles()[0]
    game = Game.from_position(p.state)
    mine = own(game, p.best.answers)
    assert len(mine) <= len(p.best.answers)
    assert followed(game, mine) == p.best.value  # in its own world the plan is the turn
    assert followed(game, []) == followed(game, ["no:such-answer"])  # nothing to follow: the quick policy
