"""The expert's draft: each character taken for what it is measured to be worth with the
weapon dealt to it (TP-DRAFT-1), looking through every pick still to come (TP-DRAFT-2).

A character weapon in the catalog carries `draft`: by how many points a game the team that
held that character, with that weapon, beat the other team, over games between normal
computer teams that drafted at random (`tools/draft_values.py`). The values are far apart
(a team's three characters can be worth ten points a game more than the other's), so the
draft decides more games than any later question. Six picks are few enough to play every
order of the rest out: the pick taken is the one that is best for the team when each later
pick is the best for the team that makes it (minimax over the sums of values).

A character dealt a weapon without a value (a card a player replaced) leaves the draft to
the quick policy's order, as the other levels draft: the values say nothing of that card."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Choice, Decision
from ..rules.cards import weapon
from ..rules.setup import picks
from ..rules.state import Table, Team
from .policy import need


def worth(table: Table, character: str) -> float | None:
    """The measured draft value of the character with the weapon dealt to it."""
    return weapon(table.dealt[character]).draft


@dataclass(frozen=True, slots=True)
class Pick:
    choice: Choice
    value: float  # the draft's worth to the picking team from this pick to its end, both teams picking their best
    then: tuple[tuple[Team, str], ...]  # the picks after it, each team's best, in order: (team, character)


def ranked(table: Table, d: Decision) -> list[Pick] | None:
    """Each answer to the draft question `d`, best first for its team; None where a
    character on offer has no measured value. Of two picks worth the same through the end,
    the one worth more itself comes first: the other team may not pick as assumed."""
    known = {c: v for c in (need(choice.figure) for choice in d.choices) if (v := worth(table, c)) is not None}
    if len(known) < len(d.choices):
        return None
    search = _Search(known, picks(table)[len(table.figures):], d.team)
    offered = frozenset(known)
    found = []
    for choice in d.choices:
        c = need(choice.figure)
        found.append(Pick(choice, search.through(offered, 0, c), search.line(offered - {c}, 1)))
    return sorted(found, key=lambda p: search.key(offered, 0, need(p.choice.figure)), reverse=True)


def drafted(table: Table, d: Decision) -> Choice | None:
    """The expert's pick for `d`'s team; None where a character on offer has no measured value."""
    found = ranked(table, d)
    return None if found is None else found[0].choice


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
