"""What a team's turn did, in a few lines, for the people who did not play it, so nobody has to
scroll the log to learn what happened. It sits beside the board, over the foot of the side of
the team that just played (never over the arena, the prompt or the answers), until the next
choice or a click on it; a turn that dealt nothing, scored nothing and killed nobody has none.
In hot seat it is shown on the hand-off screen itself (`handoff`), so one dismissal does for
both."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...rules import Decision
from ...rules import events as ev
from ...rules.cards import name, team_name
from ...rules.state import Team
from ...session.play import PlaySession
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer

from ...i18n import N_, _, ngettext

DISMISS = N_("Click to close; it goes when you choose")


@dataclass(frozen=True)
class TurnSummary:
    """One team turn's events, summed up; its words are made when read (the language may
    change while it is on show)."""

    team: str
    events: tuple[ev.Event, ...]

    @property
    def title(self) -> str:
        return self.events[0].text

    @property
    def lines(self) -> tuple[str, ...]:
        team, events = self.team, self.events
        damage, venom, marks, kills, flushes, points = _tally(team, events)
        enemy = next((e.buffer for e in events if isinstance(e, ev.DamageBuffered) and e.buffer != team), None)
        dealt = (_("Damage dealt: {n}, into {team}'s buffer").format(n=damage, team=team_name(enemy)) if enemy and damage
                 else _("Damage dealt: {n}").format(n=damage))
        lines = [dealt, *([_("Venom: {n} damage straight onto the boards").format(n=venom)] if venom else []),
                 _("Marks given: {n}").format(n=marks),
                 _("Kills: {characters}").format(characters=_(", ").join(map(name, kills))) if kills
                 else _("Kills: none")]
        for f in flushes:
            lines.append(ngettext("Flush: {team}'s buffer, {n} damage of {colours} colour; reward: {reward}",
                                  "Flush: {team}'s buffer, {n} damage of {colours} colours; reward: {reward}",
                                  f.colours).format(team=team_name(f.buffer), n=f.damage, colours=f.colours,
                                                    reward=f.reward))
        if not flushes:
            lines.append(_("Flush: none"))
        lines.append(_("Points scored: {n}").format(n=points))
        return tuple(lines)


def summarise(events: list[ev.Event]) -> TurnSummary | None:
    """The summary of one team turn's events (the first is its `TurnStarted`), or None when
    the turn dealt nothing, scored nothing and killed nobody: nothing the other team needs to
    be told."""
    if not events or not isinstance(events[0], ev.TurnStarted):
        return None
    team = events[0].team
    if not any(_tally(team, events)):
        return None
    return TurnSummary(team, tuple(events))


def _tally(team: str, events: tuple[ev.Event, ...] | list[ev.Event]
           ) -> tuple[int, int, int, list[str], list[ev.Flushed], int]:
    """What `team`'s turn did: damage dealt into buffers, Venom's damage (onto boards, past
    the buffers: only the poisoned take it), marks given, the characters it killed, its
    flushes and the points it scored."""
    damage = sum(e.damage + e.converted for e in events if isinstance(e, ev.DamageBuffered) and e.buffer != team)
    venom = sum(e.damage for e in events if isinstance(e, ev.BoardDamaged) and e.how == "venom")
    marks = sum(e.marks for e in events if isinstance(e, ev.MarksBuffered) and e.buffer != team)
    kills = [e.character for e in events if isinstance(e, ev.Killshot) and e.by == team]
    flushes = [e for e in events if isinstance(e, ev.Flushed) and e.by == team]
    points = sum(e.points for e in events if isinstance(e, ev.Scored) and e.team == team)
    return damage, venom, marks, kills, flushes, points


def rows(s: TurnSummary, width: int) -> list[str]:
    """The summary's lines wrapped to `width`: a flush reward reads whole, never cut."""
    size = L.now().body
    return [row for line in s.lines for row in th.wrap(line, size, width)]


def box(s: TurnSummary, team: str, above: int | None = None) -> pygame.Rect:
    """Where the summary stands: the foot of `team`'s side (or over `above`, a caption's top)."""
    lay = L.now()
    inner_w = lay.side[team].w - 4 * lay.gap
    r = lay.summary_rect(team, len(rows(s, inner_w)), len(th.wrap(s.title, lay.big, inner_w)[:2]),
                         len(_foot(inner_w)))
    if above is not None:
        r.bottom = above - lay.gap // 2
        r.top = max(r.top, lay.side[team].top + lay.gap)  # a long one on a short side: over the caption
    return r


def draw(screen: pygame.Surface, s: TurnSummary, team: str, above: int | None = None) -> pygame.Rect:
    """The summary at the foot of `team`'s side; returns where it went."""
    lay = L.now()
    r = box(s, team, above)
    pygame.draw.rect(screen, th.PANEL, r, border_radius=lay.radius_large)
    pygame.draw.rect(screen, th.TEAM[s.team] if s.team == "white" else th.GOLD, r, 3, border_radius=lay.radius_large)
    inner = r.inflate(-2 * lay.gap, -2 * lay.gap)
    draw_lines(screen, s, inner)
    foot = _foot(inner.w)
    h = len(foot) * th.line_height(lay.small)
    for k, row in enumerate(foot):
        th.label(screen, row, lay.small, (inner.x, inner.bottom - h + k * th.line_height(lay.small), inner.w,
                                          th.line_height(lay.small)), th.DIM, False, "center")
    return r


def _foot(width: int) -> list[str]:
    """How the summary goes away, on two lines where one would cut it (a slim side)."""
    return list(th.wrap(_(DISMISS), L.now().small, width)[:2])


def draw_lines(screen: pygame.Surface, s: TurnSummary, inner: pygame.Rect) -> int:
    """The title and the lines from `inner`'s top; returns the y under them."""
    lay = L.now()
    title = th.lines(s.title, lay.big, inner.w, 2, th.GOLD)
    screen.blit(title, inner.topleft)
    y = inner.y + title.get_height() + lay.gap // 2
    for row in rows(s, inner.w):
        th.label(screen, row, lay.body, (inner.x, y, inner.w, lay.body + 6), th.TEXT)
        y += lay.body + 6
    return y


class TurnSummaries(Layer):
    """The summary beside the board, and the turns it sums up: it follows the events the table
    shows (`add`; `follow` after an undo), sums a team turn up when the next starts, and shows
    it to the people who decide next when they did not play it (`offer`), until it is read: a
    click on it puts it away and picks nothing under it, as the next choice does. `aside()`:
    the side not on show; `above()`: the top of a caption there (None: none); `handed()`: the
    hand-off screen is up (it shows the summary itself); `covered()`: the log drawer is open
    over it."""

    name = "turn summary"

    def __init__(self, session: PlaySession, aside: Callable[[], Team], above: Callable[[], int | None],
                 handed: Callable[[], bool], covered: Callable[[], bool]):
        self.session, self.aside, self.above, self.handed, self.covered = session, aside, above, handed, covered
        self.turn: list[ev.Event] = []  # the events of the team turn under way
        self.ended: TurnSummary | None = None  # the summary of the turn that just ended, until someone is shown it
        self.summary: TurnSummary | None = None  # the summary on show, until dismissed

    def add(self, events: list[ev.Event]) -> None:
        for e in events:
            if isinstance(e, ev.TurnStarted):
                self.ended = summarise(self.turn) if self.session.people else None
                self.turn = []
            self.turn.append(e)

    def follow(self, log: list[ev.Event]) -> None:
        """The log cut back (an undo): the turn under way as it now stands (undo never goes
        back into the other team's turn)."""
        start = max((i for i, e in enumerate(log) if isinstance(e, ev.TurnStarted)), default=0)
        self.turn = log[start:]

    def offer(self, d: Decision) -> None:
        """A person decides `d`: the turn that ended, for them, if it was the other team's (or
        the computer's)."""
        if self.ended is not None:
            if self.ended.team != d.team or self.ended.team not in self.session.people:
                self.summary = self.ended
            self.ended = None

    def rect(self) -> pygame.Rect | None:
        """Where the summary stands beside the board: the foot of the side not on show, over a
        caption (None while none is on show there)."""
        if self.summary is None or self.handed():
            return None
        return box(self.summary, self.aside(), self.above())

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        r = self.rect()
        if r is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and r.collidepoint(event.pos):
            self.summary = None  # read: a click on it puts it away, and picks nothing under it
            return True
        return False

    def draw(self, screen: pygame.Surface) -> None:
        if self.summary is not None and self.rect() is not None and not self.covered():
            draw(screen, self.summary, self.aside(), self.above())
