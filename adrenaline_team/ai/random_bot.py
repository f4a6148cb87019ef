"""The random bot: uniform over the legal choices."""

from __future__ import annotations

import random

from ..rules import Choice
from ..rules.observe import Seat


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, seat: Seat) -> Choice:
        # `random.choice`'s own draw (the fewest bits that can count the choices, drawn again
        # until in range), written out: a seed's games stay the games they were, without its
        # two Python-level calls per question (about 3 % of a random game).
        # (The draw is read off `rnd` at each call, not kept as a bound method: a copy of the
        # bot, as a look-ahead makes, would keep drawing from the original's generator.)
        choices = seat.decision.choices
        n = len(choices)
        k = n.bit_length()
        bits = self.rnd.getrandbits
        r = bits(k)
        while r >= n:
            r = bits(k)
        return choices[r]
