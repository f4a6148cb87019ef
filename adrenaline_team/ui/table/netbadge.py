"""The connection badge of each team played over the network (`RemoteSession.presence`): its
people connected, lost, or not joined yet. Each state has its own shape (a filled dot, a
cross, an empty ring) as well as its colour and word, so that it reads without colour. It
stands on the team's header between its title and its score: beside the arena, never over
the arena, the question or its answers. Over the players' names there (they are on their
boards too); where even the word has no room, the shape alone."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import N_, _
from ...rules.state import Team
from ...session.hosting import HostedSession
from ...session.play import PlaySession
from ...session.remote import Presence, RemoteSession
from .hotspots import Regions
from .render import Picture
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ..words import team_title

WORDS = {"connected": N_("connected"), "lost": N_("connection lost"), "waiting": N_("not joined yet")}
COLOUR = {"connected": (86, 196, 120), "lost": th.DANGER, "waiting": th.DIM}
SEATS_TIP = N_("<b>Connection</b>: whether this team's players are connected. Click: who sits where, the invite "
               "code, and a seat to release for a player who lost their token.")


def _names(team: Team, score: str = "000") -> pygame.Rect:
    """The header's room between its title and its score (as `side` draws them), where the
    players' names stand; the badge keeps clear of any score up to three digits."""
    lay = L.now()
    head = lay.head_rect(team).inflate(-6, -6)
    right = head.right - 2 * lay.gap - th.measure(score, max(th.MIN_TEXT, head.h - 8), bold=True)
    left = head.x + 2 * lay.gap + min(th.measure(team_title(team), lay.px(22), bold=True), head.w // 2)
    return pygame.Rect(left, head.y + 1, right - left, head.h - 2)


def badge_rect(team: Team, state: Presence) -> pygame.Rect:
    """Where the badge of `team` stands: right-aligned in its header's names; as wide as its
    word needs, or only its shape where the word has no room."""
    lay = L.now()
    names = _names(team)
    h = max(lay.small + 6, names.h - 8)
    left, right = names.x, names.right
    w = h + th.measure(_(WORDS[state]), lay.small) + lay.gap
    if w > right - left:
        w = h
    return pygame.Rect(right - w, names.centery - h // 2, w, h)


def badge_at(presence: dict[Team, Presence], pos: tuple[int, int]) -> bool:
    return any(badge_rect(team, state).collidepoint(pos) for team, state in presence.items())


def badge_tips(regions: Regions, presence: dict[Team, Presence]) -> None:
    """The hosting window's badges say that a click opens the seats."""
    for team, state in presence.items():
        regions.add(badge_rect(team, state), None, _(SEATS_TIP))


def draw_badges(dst: pygame.Surface, presence: dict[Team, Presence], scores: dict[Team, int]) -> None:
    for team, state in presence.items():
        # the names go whole (they are on the boards), never half under a badge
        pygame.draw.rect(dst, th.TEAM[team], _names(team, str(scores[team])))
        _badge(dst, badge_rect(team, state), state)


def _badge(dst: pygame.Surface, r: pygame.Rect, state: Presence) -> None:
    lay = L.now()
    colour = COLOUR[state]
    pygame.draw.rect(dst, th.PANEL, r, border_radius=r.h // 2)
    pygame.draw.rect(dst, colour, r, 2, border_radius=r.h // 2)
    centre, radius = (r.x + r.h // 2, r.centery), max(4, r.h // 2 - 5)
    if state == "connected":
        pygame.draw.circle(dst, colour, centre, radius)
    elif state == "lost":
        x, y, k = centre[0], centre[1], radius
        width = max(2, radius // 2)
        pygame.draw.line(dst, colour, (x - k, y - k), (x + k, y + k), width)
        pygame.draw.line(dst, colour, (x - k, y + k), (x + k, y - k), width)
    else:
        pygame.draw.circle(dst, colour, centre, radius, max(2, radius // 3))
    if r.w > r.h:
        th.label(dst, _(WORDS[state]), lay.small, (r.x + r.h, r.y, r.w - r.h - lay.gap // 2, r.h), th.TEXT)


class BadgesLayer(Layer):
    """The badges of a network game's teams on their headers; in the hosting window a click on
    one opens the seats (`seats`), to release one."""

    name = "badges"

    def __init__(self, session: PlaySession, picture: Picture, seats: Callable[[], None]):
        self.session, self.picture, self.seats = session, picture, seats

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and isinstance(self.session, HostedSession)
                and badge_at(self.session.presence(), event.pos)):
            self.seats()
            return True
        return False

    def draw(self, screen: pygame.Surface) -> None:
        shown = self.picture.shown
        if isinstance(self.session, RemoteSession) and shown is not None:  # a network game: whose people are connected
            draw_badges(screen, self.session.presence(), {t: team.score for t, team in shown.teams.items()})
