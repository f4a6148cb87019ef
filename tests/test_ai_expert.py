"""The expert bot: it searches the rest of its team turn at every question of it, in worlds
dealt once a turn from what its team has not seen, keeps what it found from question to
question, and counts work, not seconds, so a seed replays its choices."""

from __future__ import annotations


import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.expert import Plans, in_turn
from adrenaline_team.positions import position
from adrenaline_team.puzzles import play, puzzles, turn_over
from adrenaline_team.puzzles.facts import facts
from adrenaline_team.rules import Game, Kind
from adrenaline_team.rules.observe import GameSeat, observe


def venom() -> Game:
    return Game.from_position(position("venom-double-kill").state)


@pytest.mark.slow  # 4 s of CPU: two expert turns
def test_TP_KILL_4_the_expert_plays_the_venom_double_kill_and_replays_it_from_its_seed():
    game = venom()
    team = game.decision.team
    bot, twin = make_bot("expert", 5), make_bot("expert", 5)
    while not turn_over(game, team):
        choice = bot(GameSeat(game))
        assert twin(GameSeat(game)) == choice  # the same seed, the same questions: the same answers
        game.choose(choice)
    done = facts(game.log, team)
    assert sorted(done.kills) == ["dozer", "echo"] and done.multikill == 2


@pytest.mark.slow  # 1 s of CPU: an expert search
def test_the_same_question_asked_again_gets_the_same_answers_and_values():
    game = venom()
    plans = Plans()
    obs = observe(game, game.decision.team)
    first = plans.ranked(obs)
    assert plans.ranked(obs) == first  # not a longer search the second time
    assert [o.choice.key for o in first] == [o.choice.key for o in Plans().ranked(obs)]  # afresh, the same
    assert first[0].events and first[0].line[0][1] == first[0].choice  # the first with its planned turn
    assert all(len(o.line) == 1 for o in first[1:])


@pytest.mark.slow  # 2 s of CPU: two expert searches
def test_what_a_turn_searched_carries_to_its_next_question():
    """The worlds are dealt once a turn: the second question's search starts from what the first
    found (its memo) instead of anew, and plans the turn the first planned at the least."""
    game = venom()
    team = game.decision.team
    plans = Plans()
    plans.ranked(observe(game, team))
    searched = plans.worlds[0]
    known = len(searched.memo.steps)
    planned = searched.plan
    game.choose(planned[0])
    ranked = plans.ranked(observe(game, team))
    assert plans.worlds[0] is searched and len(searched.memo.steps) > known
    assert ranked[0].choice.key == planned[1]


def test_TP_PU_5_the_turn_search_answers_the_team_s_own_turn_only():
    """A tagback question (TP-PU-5) is the other team's, in a turn not its own: the expert
    answers it as the hard bot does, not by searching the turn."""
    p = next(q for q in puzzles() if any(k.startswith("tagback:") for k in q.best.answers))
    game = play(p.state, p.best.answers[:[k.startswith("tagback:") for k in p.best.answers].index(True)]).game
    d = game.decision
    assert d.kind == Kind.TAGBACK and d.team != game.table.active
    assert not in_turn(observe(game, d.team))
    assert in_turn(observe(Game.from_position(p.state), p.team))


@pytest.mark.slow
def test_the_expert_plays_better_turns_where_the_hard_bot_misses_a_puzzle():
    """Whether it finds each puzzle's best is held in tests/test_puzzles.py (nine in ten)."""
    from adrenaline_team.puzzles.solve import solve
    missed = [(p, hard.value) for p in puzzles() if not (hard := solve(p, "hard", 7)).found][:3]
    assert len(missed) == 3 and all(solve(p).value > value for p, value in missed)
