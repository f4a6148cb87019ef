"""A rule's caption on the play screen: the tour position being tried, or the rule moment a
demonstration has paused on. It stands at the top of the side that is not on show (`team`),
beside the board; the log drawer, opened, starts under it."""

from __future__ import annotations

import pygame

from ..kit import layout as L
from ..kit import theme as th
from ..moments import Caption


def caption_rect(team: str = "white") -> pygame.Rect:
    lay = L.now()
    side = lay.side[team].inflate(-lay.gap, -lay.gap)
    return pygame.Rect(side.x, side.y, side.w, max(6 * (lay.small + 3) + 10, side.h * 2 // 7))


def log_rect(caption: Caption | None, team: str = "white") -> pygame.Rect:
    """The log drawer's rectangle over `team`'s side: all of it, or what a caption leaves."""
    lay = L.now()
    side = lay.side[team]
    if caption is None:
        return pygame.Rect(side)
    top = caption_rect(team).bottom + 4
    return pygame.Rect(side.x, top, side.w, side.bottom - top)


def draw_caption(dst: pygame.Surface, caption: Caption, lit: bool = False, team: str = "white") -> None:
    """`lit`: a demonstration holding on this moment."""
    lay = L.now()
    box = caption_rect(team)
    pygame.draw.rect(dst, (58, 46, 20) if lit else th.PANEL_LIGHT, box, border_radius=lay.radius)
    pygame.draw.rect(dst, th.GOLD, box, 2, border_radius=lay.radius)
    head = caption.title  # the rule by its name; its clause id stays in code and tests
    title = th.lines(head, lay.body, box.w - 20, 2, th.GOLD)
    dst.blit(title, (box.x + 10, box.y + 4))
    top = 4 + title.get_height() + 4
    body = th.wrapped(caption.text, lay.small, box.w - 20)
    dst.blit(body, (box.x + 10, box.y + top), area=pygame.Rect(0, 0, box.w - 20, box.h - top - 4))
