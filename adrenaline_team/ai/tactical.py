"""The tactical bot (levels "normal" and "tactical"): one team, any player split.

The decisions that shape a turn (who acts, which action, where to move, which weapon,
effect, target, square, Targeting scope, ability, Newton, Teleporter) are judged by
look-ahead: each choice is tried on a copy and played on to the end of that action with
the quick policy, then the table is evaluated (`evaluate.py`: flush at 6+, reward row,
killshots, double kills, loaded weapons, threat). Everything else gets the quick policy."""

from __future__ import annotations

import random
import time

from ..rules import Choice, Game, Kind
from .lookahead import try_choice
from .policy import quick

LOOKAHEAD = {Kind.NEXT, Kind.ACTION, Kind.MOVE, Kind.WEAPON, Kind.EFFECT, Kind.TARGET, Kind.SQUARE, Kind.OPTION,
             Kind.SCOPE, Kind.ABILITY, Kind.NEWTON, Kind.TELEPORTER}
BUDGET = 0.09  # seconds of look-ahead per decision, well under the 150 ms limit


class TacticalBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, game: Game) -> Choice:
        d = game.decision
        default = quick(game, d)
        if d.kind not in LOOKAHEAD or len(d.choices) == 1 or d.team != game.table.active:
            return default
        start = time.perf_counter()
        state = game.state
        # The quick answer is tried first, so a spent budget still leaves a sound choice.
        order = [default] + [c for c in d.choices if c != default]
        best, best_value = default, float("-inf")
        for choice in order:
            value = try_choice(state, choice, d.team) + self.rnd.random() * 1e-6
            if value > best_value:
                best, best_value = choice, value
            if time.perf_counter() - start > BUDGET:
                break
        return best
