"""The narration log: every event's text, newest at the bottom, each team turn under its own
header, scrolled with the mouse wheel. It is a drawer (issue 23): opened and closed by its
button, L or the gamepad's Back button, it covers the side of the team not on show, never the
arena, the prompt or the answers, and hovering it changes nothing but the pointed line. A line
that names a square is marked when the mouse points at it (`pointed`): the table lights that
square.

Drawn by hand rather than with a pygame_gui text box: that widget re-lays out its whole text
on every append, which costs tens of milliseconds once a game has a few hundred events."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from ...rules import events as ev
from ...rules.state import Square
from ..kit import theme as th

PAD = 8


class LogPanel:
    def __init__(self, rect: pygame.Rect, size: int = th.MIN_TEXT + 1, title: str = ""):
        """`rect`: where it is drawn; it may move to a rectangle of the same width. `title`:
        a line over the narration (the drawer says how it closes)."""
        self.rect = pygame.Rect(rect)
        self.size = size
        self.title = title
        self.lines: list[pygame.Surface] = []
        # the events narrated: their words are made when the log is drawn, in the language of
        # that moment (a new log in a new language words them anew)
        self.events: list[ev.Event] = []
        self.heads: list[bool] = []  # which lines are a team turn's header
        self.squares: list[Square | None] = []  # the square each line names, if any
        self.height = 0
        self.scroll = 0  # pixels up from the newest line
        self.mouse: tuple[int, int] | None = None  # where the mouse is, while on the log

    def add_events(self, events: list[ev.Event]) -> None:
        """Events' narration at the bottom, a team turn's start as the header of the lines that
        follow; their words are laid out when the log is next drawn (a closed drawer costs a
        decision nothing)."""
        self.events += events
        self.heads += [isinstance(e, ev.TurnStarted) for e in events]
        self.squares += [e.square_named for e in events]

    @property
    def texts(self) -> list[str]:
        """Every line's words, in the current language."""
        return [e.text for e in self.events]

    def _lay_out(self) -> None:
        """The lines added since the log was last drawn, as pictures."""
        for e, head in zip(self.events[len(self.lines):], self.heads[len(self.lines):]):
            t = e.text
            if head:
                surf = th.paragraph(t.upper(), self.size, self.rect.w - 2 * PAD - 10, th.GOLD, bold=True)
                gap = 8 if self.lines else 0  # room above a header for its rule line
                line = pygame.Surface((surf.get_width(), surf.get_height() + gap), pygame.SRCALPHA)
                line.blit(surf, (0, gap))
                surf = line
            else:
                surf = th.paragraph(t, self.size, self.rect.w - 2 * PAD - 10)
            self.lines.append(surf)
            self.height += surf.get_height() + 2
            if self.scroll:
                self.scroll += surf.get_height() + 2  # keep the reader's place

    def cut(self, n: int) -> None:
        """Keep the first `n` lines only (an undo took the rest back)."""
        for surf in self.lines[n:]:
            self.height -= surf.get_height() + 2
        del self.lines[n:], self.events[n:], self.heads[n:], self.squares[n:]
        self.scroll = min(self.scroll, max(0, self.height - self.rect.h))

    @property
    def inner(self) -> pygame.Rect:
        """Where the lines go: inside the margins, under the title."""
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        if self.title:
            inner.y += self.size + 8
            inner.h -= self.size + 8
        return inner

    def hover(self, mouse: tuple[int, int]) -> None:
        """Follow the mouse, for the line it points at."""
        self.mouse = mouse if self.rect.collidepoint(mouse) else None

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self._lay_out()
            most = max(0, self.height - self.rect.h + 2 * PAD)
            self.scroll = min(most, max(0, self.scroll + event.y * 40))
            return True
        return False

    def _placed(self) -> Iterator[tuple[int, int]]:
        """(index, top) of each line at least partly in view, newest first."""
        self._lay_out()
        inner = self.inner
        y = inner.bottom + self.scroll
        for i in range(len(self.lines) - 1, -1, -1):
            y -= self.lines[i].get_height() + 2
            if y > inner.bottom:
                continue
            if y + self.lines[i].get_height() < inner.top:
                break
            yield i, y

    @property
    def pointed(self) -> int | None:
        """The line the mouse points at, when that line names a square."""
        at = self._pointed_at()
        return None if at is None else at[0]

    def _pointed_at(self) -> tuple[int, int] | None:
        """`pointed` and the top of its line."""
        if self.mouse is None:
            return None
        for i, y in self._placed():
            if y <= self.mouse[1] < y + self.lines[i].get_height() + 2:
                return (i, y) if self.squares[i] is not None else None
        return None

    def draw(self, dst: pygame.Surface) -> None:
        rect = self.rect
        pygame.draw.rect(dst, th.PANEL, rect, border_radius=10)
        pygame.draw.rect(dst, th.EDGE, rect, 1, border_radius=10)
        if self.title:
            head = pygame.Rect(rect.x + PAD, rect.y + 4, rect.w - 2 * PAD, self.size + 8)
            th.label(dst, self.title, self.size, head, th.HILITE, True)
            pygame.draw.line(dst, th.EDGE, head.bottomleft, head.bottomright)
        inner = self.inner
        old = dst.get_clip()
        dst.set_clip(inner)
        for i, y in self._placed():
            if self.heads[i]:
                pygame.draw.line(dst, th.EDGE, (inner.x, y + 3), (inner.right - 10, y + 3))
            dst.blit(self.lines[i], (inner.x, y))
        dst.set_clip(old)
        self.draw_pointed(dst)
        if self.height > inner.h:
            frac = inner.h / self.height
            bar_h = max(20, round(inner.h * frac))
            top = inner.bottom - bar_h - round(self.scroll * frac)
            pygame.draw.rect(dst, th.EDGE, (rect.right - 8, top, 4, bar_h), border_radius=2)

    def draw_pointed(self, dst: pygame.Surface) -> None:
        """The pointed line on a light band."""
        at = self._pointed_at()
        if at is None:
            return
        i, y = at
        inner = self.inner
        band = pygame.Rect(inner.x - 4, y - 1, inner.w, self.lines[i].get_height() + 2)
        old = dst.get_clip()
        dst.set_clip(self.rect)
        pygame.draw.rect(dst, th.PANEL_LIGHT, band, border_radius=4)
        pygame.draw.rect(dst, th.HILITE, band, 1, border_radius=4)
        dst.blit(self.lines[i], (inner.x, y))
        dst.set_clip(old)
