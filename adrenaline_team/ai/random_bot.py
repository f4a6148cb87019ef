"""The random bot: uniform over the legal choices."""

from __future__ import annotations

import random

from ..rules import Choice, Game


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, game: Game) -> Choice:
        return self.rnd.choice(game.decision.choices)
