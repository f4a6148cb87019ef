"""A rule's caption on the play screen: the tour position being tried, or the rule moment a
demonstration has paused on. It sits above the log, which gives up the room."""

from __future__ import annotations

import pygame

from ..kit import layout as L
from ..kit import theme as th
from ..moments import Caption


def caption_rect() -> pygame.Rect:
    lay = L.now()
    return pygame.Rect(lay.log.x, lay.log.y, lay.log.w, max(4 * (lay.small + 3) + 10, lay.log.h * 11 // 20))


def log_rect(caption: Caption | None) -> pygame.Rect:
    """The log's rectangle: all of it, or what a caption leaves."""
    lay = L.now()
    if caption is None:
        return pygame.Rect(lay.log)
    top = caption_rect().bottom + 4
    return pygame.Rect(lay.log.x, top, lay.log.w, lay.log.bottom - top)


def draw_caption(dst: pygame.Surface, caption: Caption, lit: bool = False) -> None:
    """`lit`: a demonstration holding on this moment."""
    lay = L.now()
    box = caption_rect()
    pygame.draw.rect(dst, (58, 46, 20) if lit else th.PANEL_LIGHT, box, border_radius=lay.radius)
    pygame.draw.rect(dst, th.GOLD, box, 2, border_radius=lay.radius)
    head = caption.title  # the rule by its name; its clause id stays in code and tests
    line = lay.body + 6
    th.label(dst, head, lay.body, (box.x + 10, box.y + 3, box.w - 20, line), th.GOLD, True)
    body = th.wrapped(caption.text, lay.small, box.w - 20)
    dst.blit(body, (box.x + 10, box.y + line + 4), area=pygame.Rect(0, 0, box.w - 20, box.h - line - 8))
