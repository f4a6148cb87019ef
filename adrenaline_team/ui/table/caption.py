"""A rule's caption on the play screen: the tour position being tried, or the rule moment a
demonstration has paused on. It stands at the foot of the side that is not on show (`team`),
beside the board, over that team's hands (its boards and buffer stay in view); the log
drawer, opened, ends over it."""

from __future__ import annotations

import pygame

from ..kit import layout as L
from ..kit import theme as th
from ...session.moments import Caption


def caption_rect(team: str = "white", caption: Caption | None = None) -> pygame.Rect:
    """The caption's box: tall enough for `caption`'s words (at most half the side), or for
    seven lines when no caption is named."""
    lay = L.now()
    side = lay.side[team].inflate(-lay.gap, -lay.gap)
    h = 7 * (lay.small + 3) + 10
    if caption is not None:
        w = side.w - 20
        title = len(th.wrap(caption.title, lay.body, w)[:2]) * th.line_height(lay.body)
        h = max(h, 12 + title + th.wrapped(caption.text, lay.small, w).get_height())
    h = min(h, side.h // 2)
    return pygame.Rect(side.x, side.bottom - h, side.w, h)


def log_rect(caption: Caption | None, team: str = "white") -> pygame.Rect:
    """The log drawer's rectangle over `team`'s side: all of it, or what a caption leaves."""
    lay = L.now()
    side = lay.side[team]
    if caption is None:
        return pygame.Rect(side)
    return pygame.Rect(side.x, side.y, side.w, caption_rect(team, caption).y - 4 - side.y)


def draw_caption(dst: pygame.Surface, caption: Caption, lit: bool = False, team: str = "white") -> None:
    """`lit`: a demonstration holding on this moment."""
    lay = L.now()
    box = caption_rect(team, caption)
    pygame.draw.rect(dst, (58, 46, 20) if lit else th.PANEL_LIGHT, box, border_radius=lay.radius)
    pygame.draw.rect(dst, th.GOLD, box, 2, border_radius=lay.radius)
    head = caption.title  # the rule by its name; its clause id stays in code and tests
    title = th.lines(head, lay.body, box.w - 20, 2, th.GOLD)
    dst.blit(title, (box.x + 10, box.y + 4))
    top = 4 + title.get_height() + 4
    body = th.wrapped(caption.text, lay.small, box.w - 20)
    dst.blit(body, (box.x + 10, box.y + top), area=pygame.Rect(0, 0, box.w - 20, box.h - top - 4))
