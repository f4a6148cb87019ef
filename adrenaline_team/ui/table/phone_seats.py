"""Hands on phones (issue 43): what the table's screen shows for a seat whose phone is not
there yet. Its player's name, a QR code of the seat's link (drawn module by module from
`PhoneSeat.modules`), the address in words, and,
once the seat has waited a while, why a phone may not reach this computer. A seat whose
phone is there shows a tick instead: nothing of the link stays on show.

The lobby shows every phone seat's card before the table opens (`screens.connect`); over the
table, `PhoneSeatsLayer` shows the card of a seat whose phone went away (it slept, the page
was closed) on its team's side, until a phone opens the link again."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from ...i18n import N_, _
from ...rules.cards import team_name
from ...session.hosting import HostedSession, PhoneSeat
from ...session.play import PlaySession
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer

QUIET = 4  # modules of light margin around a QR code, as the standard asks
HINT_AFTER = 45.0  # seconds a seat's phone may take before the screen says why it may not come
LOOK_EVERY = 0.5  # seconds between two looks at which phones are there, over the table
HINT = N_("Same Wi-Fi? The phone must be on this computer's network: a guest network keeps devices apart, "
          "and this computer's firewall may ask to let the game in.")


@lru_cache(maxsize=16)
def qr_surface(seat: PhoneSeat, side: int) -> pygame.Surface:
    """The seat's link's QR code as a square picture at most `side` pixels wide, each module
    a whole number of pixels (a blurred edge is harder for a camera), dark on white."""
    modules = seat.modules()
    n = len(modules) + 2 * QUIET
    px = max(1, side // n)
    surf = pygame.Surface((n * px, n * px))
    surf.fill((255, 255, 255))
    for r, row in enumerate(modules):
        for c, dark in enumerate(row):
            if dark:
                surf.fill((0, 0, 0), ((c + QUIET) * px, (r + QUIET) * px, px, px))
    return surf


def card_height(width: int) -> int:
    """A seat's card, for a card `width` pixels wide: its name, the code, the address."""
    return width + _words_height()


def card_width(height: int) -> int:
    """The widest card `height` pixels can hold (its code is as wide as the card)."""
    return max(0, height - _words_height())


def _words_height() -> int:
    lay = L.now()
    return 2 * th.line_height(lay.body) + 2 * lay.gap


def draw_card(dst: pygame.Surface, box: pygame.Rect, seat: PhoneSeat) -> None:
    """One seat's card: who, and the code to scan (or a tick once its phone is there)."""
    lay = L.now()
    pygame.draw.rect(dst, th.PANEL, box, border_radius=lay.radius_large)
    pygame.draw.rect(dst, th.GOLD if not seat.connected else th.EDGE, box, 2, border_radius=lay.radius_large)
    line = th.line_height(lay.body)
    inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
    who = _("{name} ({team})").format(name=seat.name, team=team_name(seat.team))
    size = lay.body if th.measure(who, lay.body, True) <= inner.w else lay.small  # a narrow card: all of it, smaller
    th.label(dst, who, size, (inner.x, inner.y, inner.w, line), th.TEXT, True, "center")
    code = pygame.Rect(inner.x, inner.y + line, inner.w, inner.h - 2 * line)
    if seat.connected:
        th.label(dst, _("✓ phone connected"), lay.big, code, th.TEXT, True, "center")
    else:
        picture = qr_surface(seat, min(code.w, code.h))
        dst.blit(picture, picture.get_rect(center=code.center))
    th.label(dst, seat.address, lay.body, (inner.x, inner.bottom - line, inner.w, line), th.DIM, False, "center")


def hint_words() -> str:
    return _(HINT)


class PhoneSeatsLayer(Layer):
    """Over the table on the screen that hosts with phones: the card of each phone seat whose
    phone is not there, at the foot of its team's side (never over the arena, the prompt or
    the answers), so that its player scans the code again; nothing while every phone is
    there, and nothing in any other game."""

    name = "phones"

    def __init__(self, seats: Callable[[], list[PhoneSeat]]):
        self.seats = seats
        self.away: list[PhoneSeat] = []
        self.since = LOOK_EVERY  # the first frame looks

    @classmethod
    def over(cls, session: PlaySession) -> PhoneSeatsLayer:
        return cls(session.phones if isinstance(session, HostedSession) else list)

    def update(self, dt: float) -> bool:
        self.since += dt
        if self.since >= LOOK_EVERY:
            self.since = 0.0
            self.away = [s for s in self.seats() if not s.connected]
        return False

    def rects(self) -> list[pygame.Rect]:
        """Each away seat's card: as wide as its team's side, stacked up from its foot."""
        lay = L.now()
        out, feet = [], {team: side.bottom - lay.gap for team, side in lay.side.items()}
        for seat in self.away:
            side = lay.side[seat.team]
            w = min(side.w - 2 * lay.gap, card_width((side.h - 2 * lay.gap) // 2))
            box = pygame.Rect(0, 0, w, card_height(w))
            box.midbottom = (side.centerx, feet[seat.team])
            feet[seat.team] = box.y - lay.gap
            out.append(box.clip(side))
        return out

    def draw(self, screen: pygame.Surface) -> None:
        for seat, box in zip(self.away, self.rects()):
            draw_card(screen, box, seat)
