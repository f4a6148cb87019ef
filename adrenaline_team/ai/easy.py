"""The easy bot: random, with simple sense. It shoots when it can, else grabs, never
passes an action it could use, reloads what it can, and otherwise picks at random."""

from __future__ import annotations

import random

from ..rules import Choice, Game

PREFERRED = {
    "action": ("action:shoot", "action:grab"),
    "next": ("act:",),  # act rather than play a Newton or Teleporter at random
    "reload": ("reload:",),
    "effect": ("effect:",),
}


class EasyBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, game: Game) -> Choice:
        d = game.pending
        for prefix in PREFERRED.get(d.kind, ()):
            options = [c for c in d.choices if c.key.startswith(prefix) and c.key != "effect:done"]
            if options:
                return self.rnd.choice(options)
        return self.rnd.choice(d.choices)
