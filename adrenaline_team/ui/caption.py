"""A rule's caption on the play screen: the tour position being tried, or the rule moment a
demonstration has paused on. It sits above the log, which gives up the room."""

from __future__ import annotations

import pygame

from . import layout as L
from . import theme as th
from .moments import Caption

HEIGHT = 106


def log_rect(caption: Caption | None) -> pygame.Rect:
    """The log's rectangle: all of it, or what a caption leaves."""
    if caption is None:
        return pygame.Rect(L.LOG)
    return pygame.Rect(L.LOG.x, L.LOG.y + HEIGHT + 6, L.LOG.w, L.LOG.h - HEIGHT - 6)


def draw_caption(dst: pygame.Surface, caption: Caption, lit: bool = False) -> None:
    """`lit`: a demonstration holding on this moment."""
    box = pygame.Rect(L.LOG.x, L.LOG.y, L.LOG.w, HEIGHT)
    pygame.draw.rect(dst, (58, 46, 20) if lit else th.PANEL_LIGHT, box, border_radius=10)
    pygame.draw.rect(dst, th.GOLD, box, 2, border_radius=10)
    head = f"{caption.title} · {caption.rule}" if caption.rule else caption.title
    dst.blit(th.fit(head, 17, box.w - 24, th.GOLD, True), (box.x + 12, box.y + 6))
    body = th.wrapped(caption.text, 14, box.w - 24)
    dst.blit(body, (box.x + 12, box.y + 30), area=pygame.Rect(0, 0, box.w - 24, HEIGHT - 34))
