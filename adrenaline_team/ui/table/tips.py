"""Tooltips on the table: the rules of whatever the mouse rests on, after a short pause, and
the choice a click there would make. Each is placed clear of the arena, the prompt and the
answers (`kit.tooltip`), wrapped to fit beside them."""

from __future__ import annotations

import html
from collections.abc import Callable

import pygame
from pygame_gui.elements import UITooltip

from ..kit.tooltip import INSIDE, THEME_WIDTH, ClearUI, broken, place
from .hotspots import Regions

TIP_DELAY = 0.35


class Tips:
    def __init__(self) -> None:
        self.pos = (0, 0)  # where the mouse is
        self.key: tuple[tuple[int, ...], str] | None = None  # the place under it, and its words
        self.time = 0.0  # how long it has rested there
        self.tooltip: UITooltip | None = None

    @property
    def due(self) -> bool:
        """A tooltip is waiting for its pause to end (the frames must keep coming)."""
        return self.key is not None and self.tooltip is None

    def update(self, dt: float, regions: Regions | None, ui: ClearUI,
               label_at: Callable[[tuple[int, int]], str | None],
               reason_at: Callable[[tuple[int, int]], tuple[pygame.Rect, str] | None] | None = None) -> None:
        """`regions`: the places under the mouse may show their tips (None: none may);
        `label_at(pos)`: the label of the choice a click there picks, if any; `reason_at(pos)`:
        a greyed button there and why it is greyed."""
        under = regions.under(self.pos) if regions is not None else []
        top = next(((r, p, tip) for r, p, tip in under if tip), None)
        greyed = reason_at(self.pos) if reason_at is not None and regions is not None else None
        if greyed is not None:
            top = (greyed[0], None, html.escape(greyed[1]))
        key = (tuple(top[0]), top[2]) if top else None
        if key != self.key:
            self.key, self.time = key, 0.0
            self.kill()
            return
        self.time += dt
        if top and self.tooltip is None and self.time >= TIP_DELAY:
            words = top[2]
            label = label_at(self.pos)
            if label is not None:
                words = f"<b>▶ {html.escape(label)}</b><br>{words}"
            self.tooltip = UITooltip(broken(words, (ui.tip_width or THEME_WIDTH) - INSIDE), (0, 18), ui,
                                     wrap_width=ui.tip_width)
            place(self.tooltip, self.pos, ui)

    def reset(self) -> None:
        """The window was laid out again: whatever was shown is gone."""
        self.key = None
        self.tooltip = None

    def kill(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
