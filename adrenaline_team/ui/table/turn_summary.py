"""What a team's turn did, in a few lines, for the people who did not play it: shown after the
other team's (or the computer's) turn until the player dismisses it, so nobody has to scroll
the log to learn what happened."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...rules import events as ev
from ...rules.cards import name, team_name
from ..kit import layout as L
from ..kit import theme as th

DISMISS = "Click, or press any key or A, to go on"


@dataclass(frozen=True)
class TurnSummary:
    team: str
    title: str
    lines: tuple[str, ...]


def summarise(events: list[ev.Event]) -> TurnSummary | None:
    """The summary of one team turn's events (the first is its `TurnStarted`)."""
    if not events or not isinstance(events[0], ev.TurnStarted):
        return None
    team = events[0].team
    damage = sum(e.damage + e.converted for e in events if isinstance(e, ev.DamageBuffered) and e.buffer != team)
    marks = sum(e.marks for e in events if isinstance(e, ev.MarksBuffered) and e.buffer != team)
    kills = [name(e.character) for e in events if isinstance(e, ev.Killshot) and e.by == team]
    flushes = [e for e in events if isinstance(e, ev.Flushed) and e.by == team]
    points = sum(e.points for e in events if isinstance(e, ev.Scored) and e.team == team)
    enemy = next((e.buffer for e in events if isinstance(e, ev.DamageBuffered) and e.buffer != team), None)
    lines = [f"Damage dealt: {damage}" + (f", into {team_name(enemy)}'s buffer" if enemy and damage else ""),
             f"Marks given: {marks}"]
    lines.append(f"Kills: {', '.join(kills)}" if kills else "Kills: none")
    for f in flushes:
        lines.append(f"Flush: {team_name(f.buffer)}'s buffer, {f.damage} damage of {f.colours} "
                     f"colour{'s' if f.colours != 1 else ''}; reward: {f.reward}")
    if not flushes:
        lines.append("Flush: none")
    lines.append(f"Points scored: {points}")
    return TurnSummary(team, events[0].text, tuple(lines))


def _rows(s: TurnSummary, width: int) -> list[str]:
    """The summary's lines wrapped to `width`: a flush reward reads whole, never cut."""
    size = L.now().body
    return [row for line in s.lines for row in th.wrap(line, size, width)]


def draw(screen: pygame.Surface, s: TurnSummary) -> None:
    lay = L.now()
    r = pygame.Rect(0, 0, min(lay.centre.w - 2 * lay.gap, lay.u(640)), 0)
    rows = _rows(s, r.w - 2 * lay.gap)
    r.h = lay.big + (len(rows) + 2) * (lay.body + 8) + 3 * lay.gap
    r.center = lay.centre.center
    pygame.draw.rect(screen, th.PANEL, r, border_radius=lay.radius_large)
    pygame.draw.rect(screen, th.TEAM[s.team] if s.team == "white" else th.EDGE, r, 3, border_radius=lay.radius_large)
    inner = r.inflate(-2 * lay.gap, -2 * lay.gap)
    th.label(screen, s.title, lay.big, (inner.x, inner.y, inner.w, lay.big + 4), th.GOLD, True)
    y = inner.y + lay.big + lay.gap
    for row in rows:
        th.label(screen, row, lay.body, (inner.x, y, inner.w, lay.body + 8), th.TEXT)
        y += lay.body + 8
    th.label(screen, DISMISS, lay.small, (inner.x, inner.bottom - lay.small - 4, inner.w, lay.small + 4), th.DIM,
             False, "center")
