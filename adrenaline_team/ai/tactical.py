"""The tactical bot (levels "normal" and "tactical"): one team, any player split.

The decisions that shape a turn (who acts, which action, where to move, which weapon,
effect, target, square, Targeting scope, ability, Newton, Teleporter) are judged by
look-ahead: each choice is tried in one determinised world (`worlds.py`: the hidden cards
dealt at random from those the team has not seen) and played on to the end of that action
with the quick policy, then the table is evaluated (`evaluate.py`: flush at 6+, reward row,
killshots, double kills, loaded weapons, threat). Everything else gets the quick policy on
the table as the team sees it."""

from __future__ import annotations

import random
from collections.abc import Set

from ..rules import Choice, Decision, Game, Kind
from ..rules.observe import Observation, Seat
from ..rules.state import Team
from .evaluate import evaluate
from .lookahead import Evaluation, try_choice
from .policy import quick
from .position import Position, observed_table
from .worlds import world

LOOKAHEAD = {Kind.NEXT, Kind.ACTION, Kind.MOVE, Kind.WEAPON, Kind.EFFECT, Kind.TARGET, Kind.SQUARE, Kind.OPTION,
             Kind.SCOPE, Kind.ABILITY, Kind.NEWTON, Kind.TELEPORTER}
MAX_TRIED = 32  # choices judged by look-ahead per decision, the quick answer first: a count, never a clock


def looks_ahead(d: Decision, active: str, kinds: Set[Kind] = LOOKAHEAD) -> bool:
    """A question of one of `kinds` with a choice to make, asked of the team playing its turn."""
    return d.kind in kinds and len(d.choices) > 1 and d.team == active


def ranked_by_lookahead(
    game: Game, d: Decision, default: Choice, rnd: random.Random, value: Evaluation = evaluate
) -> list[Choice]:
    """In a whole game (a world), the choices tried by one-action look-ahead, best first."""
    # The quick answer is tried first, so a long list cut short still holds a sound choice.
    order = [default] + [c for c in d.choices if c != default]
    tried = [(try_choice(game, choice, d.team, value) + rnd.random() * 1e-6, choice) for choice in order[:MAX_TRIED]]
    return [choice for _, choice in sorted(tried, key=lambda t: -t[0])]


def best_by_lookahead(
    game: Game, d: Decision, default: Choice, rnd: random.Random, value: Evaluation = evaluate
) -> Choice:
    """In a whole game (a world), the choice whose one-action look-ahead evaluates best."""
    return ranked_by_lookahead(game, d, default, rnd, value)[0]


class TacticalBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, seat: Seat) -> Choice:
        obs = seat.observation()
        d = obs.decision
        assert d is not None
        default = quick(observed_table(obs), d)
        if not self.searches(d, obs.now.active):
            return default
        return self.look(obs, d, default)

    def searches(self, d: Decision, active: str) -> bool:
        """Whether this question is worth the bot's search (`look`), not only its quick answer."""
        return looks_ahead(d, active)

    def look(self, obs: Observation, d: Decision, default: Choice) -> Choice:
        """A question worth looking ahead at: the one-action look-ahead in one world."""
        w = world(obs, self.rnd)
        return default if w is None else best_by_lookahead(w, d, default, self.rnd, self.value)

    def value(self, game: Position, team: Team) -> float:
        return evaluate(game, team)
