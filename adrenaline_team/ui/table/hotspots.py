"""Where each legal choice lives on the table, and which choice a click means.

Renderers register the places they draw (a square, a figure, a weapon or powerup card) with a
tooltip. A choice can be picked at a place only when no other legal choice lives there too;
which of its places a choice is lit at, and which choices have buttons, `choices` decides."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

import pygame

from ...rules import Choice, Decision
from ...rules.state import Square

if TYPE_CHECKING:
    from pygame.typing import Point, RectLike

# ("square", (row, col)) | ("figure", character id) | ("weapon", card id) | ("powerup", card id), and
# ("character", character id): a character's card in the draft, which the magnifier shows whole
# (no choice lives there: a click on the card picks the "figure" under it)
Place = tuple[Literal["square"], Square] | tuple[Literal["figure", "character", "weapon", "powerup"], str]
Region = tuple[pygame.Rect, Place | None, str]


def places_of(choice: Choice) -> list[Place]:
    """A choice's places, the most specific first (a powerup card before the square it names)."""
    found: list[Place] = []
    if choice.powerup:
        found.append(("powerup", choice.powerup))
    if choice.weapon:
        found.append(("weapon", choice.weapon))
    if choice.figure:
        found.append(("figure", choice.figure))
    if choice.square is not None:
        found.append(("square", choice.square))
    return found


@dataclass
class Regions:
    """Rectangles drawn this frame, in drawing order (later = on top), with their tooltips."""

    items: list[Region] = field(default_factory=list)

    def add(self, rect: RectLike, place: Place | None, tip: str = "") -> None:
        self.items.append((pygame.Rect(rect), place, tip))

    def drawn(self) -> set[Place]:
        return {place for _, place, _ in self.items if place is not None}

    def rects(self, place: Place) -> list[pygame.Rect]:
        return [r for r, p, _ in self.items if p == place]

    def under(self, pos: Point) -> list[Region]:
        """Regions under a point, topmost first."""
        return [item for item in reversed(self.items) if item[0].collidepoint(pos)]


class Targets:
    """The pending decision's choices mapped to the places where a click picks them."""

    def __init__(self, decision: Decision, regions: Regions, places: Callable[[Choice], list[Place]] = places_of):
        """`places`: where each choice may be lit (by default every place it names)."""
        self.regions = regions
        drawn = regions.drawn()
        counts = Counter(p for c in decision.choices for p in places(c))
        self.at: dict[Place, Choice] = {}
        self.places: dict[str, list[Place]] = {}
        for choice in decision.choices:
            mine = [p for p in places(choice) if counts[p] == 1 and p in drawn]
            self.places[choice.key] = mine
            for p in mine:
                self.at[p] = choice

    def click(self, pos: Point) -> Choice | None:
        """The choice a click at `pos` picks: the topmost region there that holds one (a figure
        that is no choice lets the click through to its square)."""
        for _, place, _ in self.regions.under(pos):
            if place in self.at:
                return self.at[place]
        return None

    def rects(self, choice: Choice) -> list[pygame.Rect]:
        return [r for p in self.places[choice.key] for r in self.regions.rects(p)]
