"""The one question a game asks at a time, and the answers it accepts.

The engine's flow is written as generators: `choice = yield from ask(decision)`. The
`Game` driver hands each yielded `Decision` to whoever decides and sends the `Choice` back."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from .state import Square, Team


class IllegalChoice(ValueError):
    """A choice that is not among the pending decision's legal choices; nothing changed."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal answer. `key` is what saves record; the other fields say where the choice
    lives on the table, so a renderer can highlight it (square, figure, weapon, card...)."""

    key: str
    label: str
    square: Square | None = None
    figure: str | None = None
    weapon: str | None = None
    powerup: str | None = None
    player: int | None = None
    ammo: str | None = None


@dataclass(slots=True)
class Decision:
    team: Team  # the deciding team
    player: int | None  # the deciding player of that team; None: the team decides together
    kind: str
    prompt: str
    choices: tuple[Choice, ...]
    figure: str | None = None  # the character the decision is about, if any

    def find(self, key: str) -> Choice:
        for choice in self.choices:
            if choice.key == key:
                return choice
        legal = ", ".join(c.key for c in self.choices[:12])
        raise IllegalChoice(f"{key!r} is not a legal choice for {self.kind!r} ({self.prompt}); legal: {legal}")


Flow = Generator[Decision, Choice, Any]


def ask(decision: Decision, forced_ok: bool = True) -> Flow:
    """Ask a decision; a question with exactly one answer is answered at once (forced_ok)."""
    if not decision.choices:
        raise RuntimeError(f"engine bug: decision {decision.kind!r} has no legal choice ({decision.prompt})")
    if forced_ok and len(decision.choices) == 1:
        return decision.choices[0]
    choice = yield decision
    return choice
