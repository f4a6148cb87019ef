"""Tooltips that keep clear of what a screen protects (issue 23: nothing covers the question).

Every screen's widget manager is a `ClearUI`: each tooltip it makes — a button's, or one the
table asks for (`table.tips`) — is placed near the pointer but outside the screen's `keep_clear`
rectangles (on the play screen: the arena, the prompt and its answers), and wrapped no wider
than `tip_width`, so it fits beside them. pygame_gui's own placement only keeps a tooltip
inside the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IUITooltipInterface
from pygame_gui.elements import UITooltip


class ClearUI(pygame_gui.UIManager):
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.keep_clear: Callable[[], list[pygame.Rect]] = list  # what tooltips must not cover
        self.tip_width: int | None = None  # the widest a tooltip may wrap

    def create_tool_tip(self, text: str, position: tuple[int, int], hover_distance: tuple[int, int],
                        parent_element: Any, object_id: Any, *, wrap_width: int | None = None,
                        text_kwargs: dict[str, str] | None = None) -> IUITooltipInterface:
        if self.tip_width is not None:
            wrap_width = min(wrap_width or self.tip_width, self.tip_width)
        tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id,
                                      wrap_width=wrap_width, text_kwargs=text_kwargs)
        if isinstance(tip, UITooltip):
            place(tip, position, self)
        return tip


def place(tip: UITooltip, pointer: tuple[int, int], ui: ClearUI) -> None:
    """Move `tip` to the clear place nearest the pointer (`clear_place`)."""
    window = pygame.Rect((0, 0), ui.window_resolution)
    tip.set_position(clear_place(tip.rect.size, pointer, ui.keep_clear(), window))


def clear_place(size: tuple[int, int], pointer: tuple[int, int], avoid: list[pygame.Rect],
                window: pygame.Rect, margin: int = 6) -> tuple[int, int]:
    """The top left of a box of `size` inside `window` that covers none of `avoid`, as near the
    pointer as can be: below and to the right of it by choice, else beside the rectangles it
    must avoid. Where no such place exists, the first candidate inside the window."""
    w, h = size
    px, py = pointer
    xs = [px + 16, px - w - 16, window.x + margin, window.right - w - margin]
    ys = [py + 20, py - h - 12, py - h // 2, window.y + margin, window.bottom - h - margin]
    for a in avoid:
        xs += [a.x - w - margin, a.right + margin]
        ys += [a.y - h - margin, a.bottom + margin]
    best: tuple[float, tuple[int, int]] | None = None
    first: tuple[int, int] | None = None
    for y in ys:
        for x in xs:
            r = pygame.Rect(x, y, w, h).clamp(window)
            first = first or r.topleft
            if any(r.colliderect(a) for a in avoid):
                continue
            dx = max(r.x - px, 0, px - r.right)
            dy = max(r.y - py, 0, py - r.bottom)
            # a little nearer beats under the pointer: the pointer's own spot stays in view
            cost = dx * dx + dy * dy + (10_000 if r.collidepoint(pointer) else 0)
            if best is None or cost < best[0]:
                best = (cost, r.topleft)
    assert first is not None
    return best[1] if best is not None else first
