"""Look-ahead: try a choice on a copy of the game and play on with the quick policy to
the end of that action, then evaluate the table.

A copy is `game.copy()`: the table at the turn's start plus a replay of the choices
since, a fraction of a millisecond; the rollout to the next "who acts next?"
question (or the end of the turn) lets a choice be judged by what it leads to, e.g. an
"action:shoot" by the shot the quick policy then fires."""

from __future__ import annotations

from collections.abc import Callable

from ..rules import Choice, Game, Kind
from ..rules.state import Team
from .evaluate import evaluate
from .policy import quick
from .position import Position

Evaluation = Callable[[Position, Team], float]

MAX_ROLLOUT = 120  # decisions; a rollout ends far sooner, this only guards against loops


def rollout(game: Game, active: Team) -> None:
    """Answer every question with the quick policy until the active team is asked who acts
    next, its turn is over, or the game is."""
    for _ in range(MAX_ROLLOUT):
        d = game.pending
        if d is None or game.table.active != active or (d.kind == Kind.NEXT and d.team == active):
            return
        game.choose(quick(game, d))


def try_choice(world: Game, choice: Choice, team: Team, value: Evaluation = evaluate) -> float:
    game = world.copy()
    active = game.table.active
    game.choose(choice)
    rollout(game, active)
    return value(game, team)
