"""Animations made from the engine's events: tokens flying into a buffer, marks turning into
damage, the flush moving tokens onto the boards, skulls leaving the skull board, and the
KILLSHOT / OVERKILL / DOUBLE KILL / TRIPLE KILL banners. They play one after another; a click
skips them all. They only show what the events say happened: the table itself is redrawn from
the engine's state."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..rules import events as ev
from ..rules.state import Table
from . import cards
from . import layout as L
from . import theme as th

STAGGER = 0.07


def _ease(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    """Tokens flying from where they were to where they land."""

    paths: list[tuple[pygame.Surface, tuple, tuple]]
    duration: float = 0.55
    group: str | None = None  # flights of one group (the flush) fly together
    t: float = 0.0

    @property
    def length(self) -> float:
        return self.duration + STAGGER * max(0, len(self.paths) - 1)

    def draw(self, dst: pygame.Surface) -> None:
        for i, (surf, a, b) in enumerate(self.paths):
            k = _ease((self.t - i * STAGGER) / self.duration)
            if self.t < i * STAGGER:
                continue
            pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - 60 * k * (1 - k))
            dst.blit(surf, surf.get_rect(center=(round(pos[0]), round(pos[1]))))


@dataclass
class Banner:
    words: str
    colour: tuple
    duration: float = 1.1
    t: float = 0.0
    _surf: pygame.Surface | None = field(default=None, repr=False)

    @property
    def length(self) -> float:
        return self.duration

    def draw(self, dst: pygame.Surface) -> None:
        if self._surf is None:
            big = th.text(self.words, 96, self.colour, True)
            shadow = th.text(self.words, 96, (0, 0, 0), True)
            self._surf = pygame.Surface((big.get_width() + 80, big.get_height() + 40), pygame.SRCALPHA)
            self._surf.fill((0, 0, 0, 150))
            self._surf.blit(shadow, (44, 24))
            self._surf.blit(big, (40, 20))
        grow = 0.7 + 0.3 * _ease(self.t / 0.25)
        fade = 1.0 if self.t < self.duration - 0.25 else max(0.0, (self.duration - self.t) / 0.25)
        surf = pygame.transform.smoothscale_by(self._surf, grow) if grow < 1 else self._surf
        surf.set_alpha(round(255 * fade))
        dst.blit(surf, surf.get_rect(center=L.CENTRE.center))


class Animations:
    """The queue of animations for the events of one choice."""

    def __init__(self):
        self.queue: list = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def skip(self) -> None:
        self.queue.clear()

    def update(self, dt: float) -> bool:
        """Advance; True when the last animation just ended."""
        if not self.queue:
            return False
        self.queue[0].t += dt
        if self.queue[0].t >= self.queue[0].length:
            self.queue.pop(0)
            return not self.queue
        return False

    def draw(self, dst: pygame.Surface) -> None:
        if self.queue:
            self.queue[0].draw(dst)

    def add_events(self, events: list[ev.Event], before: Table, after: Table, centres: dict) -> None:
        """`before` is the table the player sees while these play; `centres` its figures' spots."""
        for e in events:
            anim = make(e, before, after, centres)
            if anim is None:
                continue
            last = self.queue[-1] if self.queue else None
            if isinstance(anim, Flight) and isinstance(last, Flight) and anim.group and anim.group == last.group:
                last.paths.extend(anim.paths)
            else:
                self.queue.append(anim)


def _team_of(table: Table, char: str) -> str:
    return table.figures[char].team


def _board_index(table: Table, char: str) -> int:
    return table.teams[_team_of(table, char)].characters.index(char)


def make(e: ev.Event, before: Table, after: Table, centres: dict):
    tok = lambda c, r=14: cards.token(c, r)  # noqa: E731
    if isinstance(e, ev.DamageBuffered):
        n = e.damage + e.converted
        start = centres.get(e.target, L.CENTRE.center)
        row = before.teams[e.buffer].characters.index(e.target)
        paths = []
        for k in range(n):
            slot = e.total - n + k
            end = L.buffer_space(e.buffer, slot) if slot < 6 else L.buffer_centre(e.buffer)
            frm = L.mark_space(e.buffer, row, k - e.damage) if k >= e.damage else start
            paths.append((tok(e.target), frm, end))
        return Flight(paths)
    if isinstance(e, ev.MarksBuffered):
        row = before.teams[e.buffer].characters.index(e.target)
        have = before.teams[e.buffer].buffer.marks.get(e.target, 0)
        start = centres.get(e.target, L.CENTRE.center)
        kept = e.marks - e.lost
        return Flight([(tok(e.target, 10), start, L.mark_space(e.buffer, row, min(2, have + k)))
                       for k in range(kept)]) if kept > 0 else None
    if isinstance(e, ev.BoardDamaged):
        team = _team_of(after, e.character)
        index = _board_index(after, e.character)
        if e.how == "venom":
            starts = [centres.get(e.character, L.CENTRE.center)] * e.damage
        else:  # out of the buffer spaces the tokens lay in
            spots = [i for i, c in enumerate(before.teams[team].buffer.damage) if c == e.character]
            starts = [L.buffer_space(team, i) if i < 6 else L.buffer_centre(team) for i in spots]
            starts += [L.buffer_centre(team)] * (e.damage - len(starts))
        first = max(0, e.total - e.damage)
        paths = [(tok(e.character), starts[k], L.track_space(team, index, min(11, first + k)).center)
                 for k in range(e.damage)]
        return Flight(paths, duration=0.7, group=e.how) if paths else None
    if isinstance(e, ev.SkullMoved):
        team = _team_of(after, e.character)
        b = L.board_rect(team, _board_index(after, e.character))
        slot = max(0, after.figures[e.character].skulls - 1)
        end = (b.x + L.TRACK_X + 42 + slot * 30 + 13, b.y + 97)
        return Flight([(th.text("☠", 30, (236, 232, 224)), L.skull_slot(e.left), end)], duration=0.8)
    if isinstance(e, ev.Flushed):
        return Banner("FLUSH", (120, 210, 255), duration=0.8)
    if isinstance(e, ev.Killshot):
        return Banner("KILLSHOT", th.DANGER)
    if isinstance(e, ev.Overkill):
        return Banner("OVERKILL", (250, 150, 60))
    if isinstance(e, ev.MultiKill):
        return Banner("TRIPLE KILL" if e.kills >= 3 else "DOUBLE KILL", th.GOLD, duration=1.4)
    return None
