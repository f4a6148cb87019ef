"""A rule's caption on the play screen: the tour position being tried, or the rule moment a
demonstration has paused on. It stands at the foot of the side that is not on show (`team`),
beside the board, under that team's hands where its words fit there, else over them from the
top of a card, so that a row of them is hidden whole or shown whole, never cut in half (its
boards and buffer stay in view); the log drawer, opened, ends over it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...rules.state import TEAMS, Team
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ...session.moments import Caption
from ...session.play import PlaySession
from .hotspots import Regions


def caption_rect(team: str = "white", caption: Caption | None = None, floor: int | None = None) -> pygame.Rect:
    """The caption's box: tall enough for `caption`'s words (at most half the side), or for
    seven lines when no caption is named. `floor`: where the last card drawn on the side ends
    (`free_top`); where the words fit under it, the box keeps below it, off every hand."""
    lay = L.now()
    side = lay.side[team].inflate(-lay.gap, -lay.gap)
    h = 7 * (lay.small + 3) + 10
    need = 0
    if caption is not None:
        w = side.w - 20
        title = len(th.wrap(caption.title, lay.body, w)[:2]) * th.line_height(lay.body)
        need = 12 + title + th.wrapped(caption.text, lay.small, w).get_height()
        h = max(h, need)
    h = min(h, side.h // 2)
    if floor is not None and caption is not None:
        room = side.bottom - floor - lay.gap // 2
        if need <= room < h:
            h = room
    return pygame.Rect(side.x, side.bottom - h, side.w, h)


def place_caption(team: str, caption: Caption, regions: Regions) -> pygame.Rect:
    """`caption_rect` on the table drawn in `regions`: under the last card on `team`'s side
    where the words fit there, else over the side's hands from the top of a card, so that no
    card or row of the side is cut in half (one is hidden whole or shown whole: a half-hidden
    row reads as a different card, or as none)."""
    box = caption_rect(team, caption, free_top(regions, team))
    hands = L.now().hands_rect(team)
    inside = [r for r, _place, _tip in regions.items if hands.collidepoint(r.center)]
    while cut := [r.top for r in inside if r.top < box.top < r.bottom]:  # again: a card in a row may stand taller
        top = min(cut) - 2
        box = pygame.Rect(box.x, top, box.w, box.bottom - top)
    return box


def free_top(regions: Regions, team: str) -> int:
    """The y under the last thing drawn on `team`'s hands area (a player's hand, the team's
    table of unloaded weapons): what lies below it is free."""
    hands = L.now().hands_rect(team)
    return max((r.bottom for r, _place, _tip in regions.items if hands.collidepoint(r.center)), default=hands.y)


def roomiest_side(regions: Regions, caption: Caption) -> Team:
    """Where a caption goes while every hand is open and none is secret (the demonstration):
    under White's last card where its words fit there, else under Black's, else to the side
    with the more room under its cards."""
    floors = {t: free_top(regions, t) for t in TEAMS}
    order: tuple[Team, Team] = ("white", "black")
    fit = [t for t in order if caption_rect(t, caption, floors[t]).top >= floors[t]]
    return fit[0] if fit else max(order, key=lambda t: L.now().side[t].bottom - floors[t])


def log_rect(caption: pygame.Rect | None, team: str = "white") -> pygame.Rect:
    """The log drawer's rectangle over `team`'s side: all of it, or what a caption's box leaves."""
    side = L.now().side[team]
    if caption is None:
        return pygame.Rect(side)
    return pygame.Rect(side.x, side.y, side.w, caption.y - 4 - side.y)


def draw_caption(dst: pygame.Surface, caption: Caption, box: pygame.Rect, lit: bool = False) -> None:
    """`box`: `caption_rect`'s; `lit`: a demonstration holding on this moment."""
    lay = L.now()
    pygame.draw.rect(dst, (58, 46, 20) if lit else th.PANEL_LIGHT, box, border_radius=lay.radius)
    pygame.draw.rect(dst, th.GOLD, box, 2, border_radius=lay.radius)
    head = caption.title  # the rule by its name; its clause id stays in code and tests
    title = th.lines(head, lay.body, box.w - 20, 2, th.GOLD)
    dst.blit(title, (box.x + 10, box.y + 4))
    top = 4 + title.get_height() + 4
    body = th.wrapped(caption.text, lay.small, box.w - 20)
    dst.blit(body, (box.x + 10, box.y + top), area=pygame.Rect(0, 0, box.w - 20, box.h - top - 4))


class CaptionLayer(Layer):
    """The session's caption (`PlaySession.caption`) where `box()` puts it, lit while the game
    holds on it."""

    name = "caption"

    def __init__(self, session: PlaySession, box: Callable[[], pygame.Rect]):
        self.session, self.box = session, box

    def draw(self, screen: pygame.Surface) -> None:
        if (caption := self.session.caption) is not None:
            draw_caption(screen, caption, self.box(), self.session.holding)
