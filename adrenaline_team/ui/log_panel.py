"""The narration log: every event's text, newest at the bottom, scrolled with the mouse wheel.

Drawn by hand rather than with a pygame_gui text box: that widget re-lays out its whole text
on every append, which costs tens of milliseconds once a game has a few hundred events."""

from __future__ import annotations

import pygame

from . import theme as th

PAD = 8


class LogPanel:
    def __init__(self, rect: pygame.Rect, size: int = th.MIN_TEXT + 1):
        self.rect = pygame.Rect(rect)
        self.size = size
        self.lines: list[pygame.Surface] = []
        self.texts: list[str] = []
        self.height = 0
        self.scroll = 0  # pixels up from the newest line

    def add(self, texts: list[str]) -> None:
        for t in texts:
            surf = th.paragraph(t, self.size, self.rect.w - 2 * PAD - 10)
            self.lines.append(surf)
            self.texts.append(t)
            self.height += surf.get_height() + 2
            if self.scroll:
                self.scroll += surf.get_height() + 2  # keep the reader's place

    def handle(self, event: pygame.event.Event, mouse) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            most = max(0, self.height - self.rect.h + 2 * PAD)
            self.scroll = min(most, max(0, self.scroll + event.y * 40))
            return True
        return False

    def draw(self, dst: pygame.Surface) -> None:
        pygame.draw.rect(dst, th.PANEL, self.rect, border_radius=10)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        old = dst.get_clip()
        dst.set_clip(inner)
        y = inner.bottom + self.scroll
        for surf in reversed(self.lines):
            y -= surf.get_height() + 2
            if y > inner.bottom:
                continue
            if y + surf.get_height() < inner.top:
                break
            dst.blit(surf, (inner.x, y))
        dst.set_clip(old)
        if self.height > inner.h:
            frac = inner.h / self.height
            bar_h = max(20, round(inner.h * frac))
            top = inner.bottom - bar_h - round(self.scroll * frac)
            pygame.draw.rect(dst, th.EDGE, (self.rect.right - 8, top, 4, bar_h), border_radius=2)
