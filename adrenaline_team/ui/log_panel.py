"""The narration log: every event's text, newest at the bottom, each team turn under its own
header, scrolled with the mouse wheel. While the mouse rests on it, it grows upward over the
arena (`tall`), so a whole turn reads without scrolling even at 1366x768.

Drawn by hand rather than with a pygame_gui text box: that widget re-lays out its whole text
on every append, which costs tens of milliseconds once a game has a few hundred events."""

from __future__ import annotations

import pygame

from ..rules import events as ev
from . import theme as th

PAD = 8


class LogPanel:
    def __init__(self, rect: pygame.Rect, size: int = th.MIN_TEXT + 1, tall: pygame.Rect | None = None):
        """`tall`: the rectangle the log grows to while the mouse is on it (None: it stays)."""
        self.rect = pygame.Rect(rect)
        self.tall = pygame.Rect(tall) if tall is not None else None
        self.size = size
        self.lines: list[pygame.Surface] = []
        self.texts: list[str] = []
        self.heads: list[bool] = []  # which lines are a team turn's header
        self.height = 0
        self.scroll = 0  # pixels up from the newest line
        self.grown = False  # the mouse is on it: drawn in `tall`

    def add(self, texts: list[str], heads: list[bool] | None = None) -> None:
        for t, head in zip(texts, heads or [False] * len(texts)):
            if head:
                surf = th.paragraph(t.upper(), self.size, self.rect.w - 2 * PAD - 10, th.GOLD, bold=True)
                gap = 8 if self.lines else 0  # room above a header for its rule line
                line = pygame.Surface((surf.get_width(), surf.get_height() + gap), pygame.SRCALPHA)
                line.blit(surf, (0, gap))
                surf = line
            else:
                surf = th.paragraph(t, self.size, self.rect.w - 2 * PAD - 10)
            self.lines.append(surf)
            self.texts.append(t)
            self.heads.append(head)
            self.height += surf.get_height() + 2
            if self.scroll:
                self.scroll += surf.get_height() + 2  # keep the reader's place

    def add_events(self, events: list[ev.Event]) -> None:
        """Events' narration, a team turn's start as the header of the lines that follow."""
        self.add([e.text for e in events], [isinstance(e, ev.TurnStarted) for e in events])

    def cut(self, n: int) -> None:
        """Keep the first `n` lines only (an undo took the rest back)."""
        for surf in self.lines[n:]:
            self.height -= surf.get_height() + 2
        del self.lines[n:], self.texts[n:], self.heads[n:]
        self.scroll = min(self.scroll, max(0, self.height - self.rect.h))

    def hover(self, mouse) -> bool:
        """Follow the mouse: the log grows while it rests there. True when that changed."""
        grown = self.tall is not None and (self.tall if self.grown else self.rect).collidepoint(mouse)
        changed = grown != self.grown
        self.grown = grown
        return changed

    @property
    def shown(self) -> pygame.Rect:
        return self.tall if self.grown and self.tall is not None else self.rect

    def handle(self, event: pygame.event.Event, mouse) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.shown.collidepoint(mouse):
            most = max(0, self.height - self.shown.h + 2 * PAD)
            self.scroll = min(most, max(0, self.scroll + event.y * 40))
            return True
        return False

    def draw(self, dst: pygame.Surface) -> None:
        rect = self.shown
        pygame.draw.rect(dst, th.PANEL, rect, border_radius=10)
        if self.grown:
            pygame.draw.rect(dst, th.EDGE, rect, 1, border_radius=10)
        inner = rect.inflate(-2 * PAD, -2 * PAD)
        old = dst.get_clip()
        dst.set_clip(inner)
        y = inner.bottom + self.scroll
        for surf, head in zip(reversed(self.lines), reversed(self.heads)):
            y -= surf.get_height() + 2
            if y > inner.bottom:
                continue
            if y + surf.get_height() < inner.top:
                break
            if head:
                pygame.draw.line(dst, th.EDGE, (inner.x, y + 3), (inner.right - 10, y + 3))
            dst.blit(surf, (inner.x, y))
        dst.set_clip(old)
        if self.height > inner.h:
            frac = inner.h / self.height
            bar_h = max(20, round(inner.h * frac))
            top = inner.bottom - bar_h - round(self.scroll * frac)
            pygame.draw.rect(dst, th.EDGE, (rect.right - 8, top, 4, bar_h), border_radius=2)
