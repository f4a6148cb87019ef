"""The easy bot: random, with simple sense. It drafts one of the two characters worth most
through the rest of the draft (`draft.py`), at random, shoots when it can, else grabs, never
passes an action it could use, acts rather than playing a Newton or Teleporter, fires an
effect rather than finishing a shot early, and otherwise picks at random."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..rules import Choice, Kind
from ..rules.observe import Seat
from .draft import ranked

DRAFT_AMONG = 2  # the best picks by measured worth the easy bot drafts among, at random

# Per decision kind, the kinds of answer preferred, in order: a random one of the first
# kind offered is chosen.
PREFERRED: dict[Kind, tuple[Callable[[Choice], bool], ...]] = {
    Kind.ACTION: (lambda c: c.option == "shoot" and not c.lightning, lambda c: c.option == "grab" and not c.lightning),
    Kind.NEXT: (lambda c: c.powerup is None,),  # act (or end the actions) rather than play a card at random
    Kind.EFFECT: (lambda c: c.option is not None,),  # an effect rather than finishing the shot
}


class EasyBot:
    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def __call__(self, seat: Seat) -> Choice:
        d = seat.decision
        if d.kind == Kind.DRAFT:
            return self.rnd.choice(ranked(seat.observation().now, d)[:DRAFT_AMONG]).choice
        for wanted in PREFERRED.get(d.kind, ()):
            options = [c for c in d.choices if wanted(c)]
            if options:
                return self.rnd.choice(options)
        return self.rnd.choice(d.choices)
