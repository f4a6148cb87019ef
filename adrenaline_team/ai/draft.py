"""How every computer level drafts: each character taken for what it is measured to be worth
with the weapon dealt to it (TP-DRAFT-1), looking through every pick still to come (TP-DRAFT-2).

A character weapon in the catalog carries `draft`: by how many points a game the team that
held that character, with that weapon, beat the other team, over games between computer
teams that drafted at random (`tools/draft_values.py`). Six picks are few enough to play every
order of the rest out: the pick taken is the one that is best for the team when each later
pick is the best for the team that makes it (minimax over the sums of values). Every level
drafts so (the easy one with a throw of chance: `ai/easy.py`): a level that drafted in an
order of its own would hand the other levels what that order leaves, and its strength would
come from the draft, not from its play.

A character dealt a weapon without a value (a card a player typed in) counts as worth 0, an
average character's worth: the measured values average 0, as every game's margins do."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Choice, Decision
from ..rules.cards import weapon
from ..rules.setup import picks
from ..rules.state import Table, Team

UNMEASURED = 0.0  # a card without a measured value: an average character


def worth(table: Table, character: str) -> float:
    """The measured draft value of the character with the weapon dealt to it."""
    value = weapon(table.dealt[character]).draft
    return UNMEASURED if value is None else value


def character(choice: Choice) -> str:
    assert choice.figure is not None  # a draft answer names its character
    return choice.figure


@dataclass(frozen=True, slots=True)
class Pick:
    choice: Choice
    value: float  # the draft's worth to the picking team from this pick to its end, both teams picking their best
    then: tuple[tuple[Team, str], ...]  # the picks after it, each team's best, in order: (team, character)


def ranked(table: Table, d: Decision) -> list[Pick]:
    """Each answer to the draft question `d`, best first for its team. Of two picks worth the
    same through the end, the one worth more itself comes first: the other team may not pick
    as assumed."""
    known = {character(choice): worth(table, character(choice)) for choice in d.choices}
    search = _Search(known, picks(table)[len(table.figures):], d.team)
    offered = frozenset(known)
    found = []
    for choice in d.choices:
        c = character(choice)
        found.append(Pick(choice, search.through(offered, 0, c), search.line(offered - {c}, 1)))
    return sorted(found, key=lambda p: search.key(offered, 0, character(p.choice)), reverse=True)


def drafted(table: Table, d: Decision) -> Choice:
    """The pick for `d`'s team."""
    return ranked(table, d)[0].choice


@dataclass
class _Search:
    """Minimax over the picks `order` still to make, for `team`, of the characters `known`."""

    known: dict[str, float]
    order: tuple[Team, ...]
    team: Team
    memo: dict[tuple[frozenset[str], int], float] = field(default_factory=dict)

    def through(self, left: frozenset[str], k: int, c: str) -> float:
        """The draft's worth to the team if pick `k` takes `c`, each later pick the best for
        its team; rounded, so the order the sums were made in never breaks a tie."""
        sign = 1.0 if self.order[k] == self.team else -1.0
        return round(sign * self.known[c] + self.rest(left - {c}, k + 1), 6)

    def rest(self, left: frozenset[str], k: int) -> float:
        if k == len(self.order) or not left:
            return 0.0
        if (left, k) not in self.memo:
            outcomes = [self.through(left, k, c) for c in left]
            self.memo[left, k] = max(outcomes) if self.order[k] == self.team else min(outcomes)
        return self.memo[left, k]

    def line(self, left: frozenset[str], k: int) -> tuple[tuple[Team, str], ...]:
        """The picks from `k` on, each the best for the team that makes it."""
        line: list[tuple[Team, str]] = []
        for at in range(k, len(self.order)):
            if not left:
                break
            c = self.best(left, at)
            line.append((self.order[at], c))
            left = left - {c}
        return tuple(line)

    def key(self, left: frozenset[str], k: int, c: str) -> tuple[float, float]:
        """How good taking `c` at pick `k` is for the team making that pick: the draft's worth
        to it through the end, then the character's own value."""
        sign = 1.0 if self.order[k] == self.team else -1.0
        return sign * self.through(left, k, c), self.known[c]

    def best(self, left: frozenset[str], k: int) -> str:
        return max(sorted(left), key=lambda c: self.key(left, k, c))
