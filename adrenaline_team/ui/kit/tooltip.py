"""Tooltips that keep clear of what a screen protects (issue 23: nothing covers the question).

Every screen's widget manager is a `ClearUI`: each tooltip it makes — a button's, or one the
table asks for (`table.tips`) — is placed near the pointer but outside the screen's `keep_clear`
rectangles (on the play screen: the arena, the prompt and its answers), and wrapped no wider
than `tip_width`, so it fits beside them. pygame_gui's own placement only keeps a tooltip
inside the window.

pygame_gui wraps a tooltip's words at spaces only, and cuts a longer run between characters
with a dash at both ends: Japanese, which has no spaces, would be cut that way anywhere. So a
tooltip's words are broken into lines here first (`broken`: `<br>` where `textbreak` breaks
them, phrases and kinsoku), measured in the face the tooltip draws with."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IUITooltipInterface
from pygame_gui.elements import UITooltip

from ...textbreak import break_lines, is_japanese
from . import layout as L
from . import theme as th

THEME_WIDTH = 170  # pygame_gui's tooltip width when none is asked for
# The tooltip's text box keeps this much of its width for its padding and border (16 px), and
# for the few pixels of the line break after a line (pygame_gui puts a break that does not fit
# on a row of its own: a blank line mid-sentence).
INSIDE = 24
TAG = re.compile(r"<[^>]*>")


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
        text = broken(text, (wrap_width or THEME_WIDTH) - INSIDE)
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


def broken(markup: str, width: int) -> str:
    """A tooltip's words (pygame_gui's markup: `<b>`, `<br>`) with a `<br>` wherever a line of
    Japanese must break to stay within `width` px, and dashes the widget's face draws
    (`theme.widget_text`); text without Japanese as it is (pygame_gui breaks it at its spaces)."""
    markup = th.widget_text(markup)
    if not any(map(is_japanese, markup)):
        return markup
    face = th.font(L.now().body, True)  # bold: the wider face, so no line comes out too long

    def measure(words: str) -> int:
        return face.size(words)[0]
    return "<br>".join(_broken_paragraph(part, measure, width) for part in markup.split("<br>"))


def _broken_paragraph(markup: str, measure: Callable[[str], int], width: int) -> str:
    plain = html.unescape(TAG.sub("", markup))
    starts = _line_starts(plain, break_lines(plain, measure, width))
    out, k = [], 0  # k: characters of the plain text passed
    for piece in re.split(r"(<[^>]*>|&[#\w]+;)", markup):
        if not piece:
            continue
        if piece.startswith("<"):
            out.append(piece)
            continue
        for ch in (piece,) if piece.startswith("&") else piece:
            if k in starts and out:
                out.append("<br>")
            out.append(ch)
            k += 1
    return "".join(out)


def _line_starts(plain: str, lines: list[str]) -> set[int]:
    """Where in `plain` each line but the first starts (`break_lines` reads every run of
    whitespace as one space and drops it at a break)."""
    starts, i = set(), 0
    for n, line in enumerate(lines):
        while i < len(plain) and plain[i].isspace():
            i += 1
        if n:
            starts.add(i)
        for ch in line:
            if ch.isspace():
                while i < len(plain) and plain[i].isspace():
                    i += 1
            else:
                i += 1
    return starts
