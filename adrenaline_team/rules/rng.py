"""The game's random generator: splitmix64 over one integer kept in the table.

One integer (not `random.Random`'s 625 words) keeps every saved table small and makes a
game replay exactly from its seed."""

from __future__ import annotations

from typing import TypeVar

from .state import Table

T = TypeVar("T")
MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return seed & MASK


STEP = 0x9E3779B97F4A7C15


def _next(table: Table) -> int:
    table.rng = (table.rng + STEP) & MASK
    return _mix(table.rng)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def below(table: Table, n: int) -> int:
    """A uniform integer in [0, n)."""
    return _next(table) % n


def pick(table: Table, items: list[T] | tuple[T, ...]) -> T:
    return items[below(table, len(items))]


def shuffle(table: Table, items: list[T]) -> None:
    """Fisher-Yates, one draw per place from the last."""
    for i in range(len(items) - 1, 0, -1):
        j = below(table, i + 1)
        items[i], items[j] = items[j], items[i]
