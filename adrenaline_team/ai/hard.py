"""The hard bot: plans the team's whole turn in determinised worlds.

At "who acts next?" it plays each candidate on to the end of the team's turn in worlds dealt
from the cards the team has not seen (`worlds.world`), every later question of the turn
answered by the tactical look-ahead, and keeps the candidate whose turn ends best on
average. The other questions of the turn are answered by the tactical look-ahead itself, so
the plan it judged is the plan it plays. Budgets are counts (worlds, candidates, rollout
length), never seconds: the same seed and the same view give the same choice anywhere."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Choice, Decision, Game, Kind
from ..rules.events import Event
from ..rules.observe import Observation
from ..rules.state import Team
from .evaluate import judge
from .policy import quick
from .position import Position
from .tactical import TacticalBot, best_by_lookahead, looks_ahead
from .worlds import world

TURN_KINDS = {Kind.NEXT}  # questions judged by whole-turn rollouts
WORLDS = 1  # determinisations per decision
MAX_ROLLOUT = 400  # decisions in one turn's rollout; a turn ends far sooner, this only guards loops


@dataclass(frozen=True, slots=True)
class Outlook:
    """One answer and what the bot expects of it: its team's evaluation at the end of the
    planned turn (averaged over worlds), what that turn did in the first world and the
    questions it answered there, each with its answer (the answer itself first)."""

    choice: Choice
    value: float
    events: tuple[Event, ...]
    line: tuple[tuple[Decision, Choice], ...] = ()


def play_turn(game: Game, active: Team, rnd: random.Random,
              line: list[tuple[Decision, Choice]] | None = None) -> list[Event]:
    """Play the active team's turn to its end, each of its questions answered by the tactical
    look-ahead and every other question by the quick policy; each question and its answer
    go onto `line`, if given."""
    events: list[Event] = []
    for _ in range(MAX_ROLLOUT):
        d = game.pending
        if d is None or game.table.active != active:
            break
        answer = quick(game, d)
        if looks_ahead(d, active):
            answer = best_by_lookahead(game, d, answer, rnd, judge)
        if line is not None:
            line.append((d, answer))
        events += game.choose(answer)
    return events


def outlooks(obs: Observation, rnd: random.Random, worlds: int = WORLDS, turns: int = 1,
             choices: Sequence[Choice] | None = None, given: Game | None = None) -> list[Outlook]:
    """Every answer to the observed question (or those of `choices`), best first for the
    deciding team, judged where `turns` team turns have been played from here: this one,
    then the other team's reply... `given` is a world already dealt for the question, played
    as the first of the `worlds`."""
    d = obs.decision
    assert d is not None
    dealt = [] if given is None else [given]
    dealt += [w for w in (world(obs, rnd) for _ in range(worlds - len(dealt))) if w is not None]
    if not dealt:
        return []
    active = obs.now.active
    found = []
    for choice in d.choices if choices is None else choices:
        total = 0.0
        first: tuple[Event, ...] = ()
        line = [(d, choice)]
        for n, w in enumerate(dealt):
            game = w.copy()
            events = game.choose(choice) + play_turn(game, active, rnd, line if n == 0 else None)
            for _ in range(turns - 1):
                if game.pending is None:
                    break
                events += play_turn(game, game.table.active, rnd)
            total += judge(game, d.team)
            if n == 0:
                first = tuple(events)
        found.append(Outlook(choice, total / len(dealt) + rnd.random() * 1e-6, first, tuple(line)))
    return sorted(found, key=lambda o: -o.value)


class HardBot(TacticalBot):
    def look(self, obs: Observation, d: Decision, default: Choice) -> Choice:
        """"Who acts next?" by whole-turn rollouts; the turn's other questions as the
        tactical bot answers them, judged by the evaluation that knows the end."""
        if d.kind in TURN_KINDS:
            ranked = outlooks(obs, self.rnd)
            return ranked[0].choice if ranked else default
        return super().look(obs, d, default)

    def value(self, game: Position, team: Team) -> float:
        return judge(game, team)
