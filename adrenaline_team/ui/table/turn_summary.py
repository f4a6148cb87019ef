"""What a team's turn did, in a few lines, for the people who did not play it, so nobody has to
scroll the log to learn what happened. It sits beside the board, over the foot of the side of
the team that just played (never over the arena, the prompt or the answers), until the next
choice or a click on it; a turn that dealt nothing, scored nothing and killed nobody has none.
In hot seat it is shown on the hand-off screen itself (`handoff`), so one dismissal does for
both."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...rules import events as ev
from ...rules.cards import name, team_name
from ..kit import layout as L
from ..kit import theme as th

from ...i18n import N_, _

DISMISS = N_("Click to close; it goes when you choose")


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
    if not (damage or marks or kills or flushes or points):
        return None  # nothing the other team needs to be told
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


def rows(s: TurnSummary, width: int) -> list[str]:
    """The summary's lines wrapped to `width`: a flush reward reads whole, never cut."""
    size = L.now().body
    return [row for line in s.lines for row in th.wrap(line, size, width)]


def box(s: TurnSummary, team: str, above: int | None = None) -> pygame.Rect:
    """Where the summary stands: the foot of `team`'s side (or over `above`, a caption's top)."""
    lay = L.now()
    inner_w = lay.side[team].w - 4 * lay.gap
    r = lay.summary_rect(team, len(rows(s, inner_w)), len(th.wrap(s.title, lay.big, inner_w)[:2]))
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
    th.label(screen, _(DISMISS), lay.small, (inner.x, inner.bottom - lay.small - 4, inner.w, lay.small + 4), th.DIM,
             False, "center")
    return r


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
