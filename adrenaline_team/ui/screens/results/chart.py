"""The review's chart on the results screen: both teams' scores over the team turns (thick
lines), the hard bot's evaluation of the position for each team (2 px lines: White's whole,
Black's dashed, so the two read apart where they cross), the game's
moments marked where they happened (☠ killshot, + overkill, ×2 / ×3 double and triple kill,
● flush, ⚡ Adrenaline Rush payment) and the turning points as numbered bands. Colour is
never the only signal: each line is named at its end and the marks are glyphs."""

from __future__ import annotations

import pygame

from ....i18n import N_, _
from ....review import Review
from ....rules.state import TEAMS, Team
from ...kit import layout as L
from ...kit import theme as th
from ...words import team_short

LINE = {"black": (150, 156, 170), "white": (240, 240, 236)}  # the black team's ink would vanish on the table
GLYPH = {"killshot": "☠", "overkill": "+", "double kill": "×2", "triple kill": "×3", "flush": "●", "rush": "⚡"}
LEGEND = N_("thick: score · thin: the hard bot's evaluation (Black's dashed) · ☠ killshot  + overkill  ×2 ×3 "
            "multi-kill  ● flush  ⚡ rush")
EVAL_WIDTH = 2
DASH = (7, 5)  # px drawn, px left out, along Black's evaluation line


def draw_chart(dst: pygame.Surface, box: pygame.Rect, r: Review) -> dict[str, list[pygame.Rect]]:
    """Returns where the teams' names ("names") and the rows of moment glyphs ("marks") went."""
    lay = L.now()
    placed: dict[str, list[pygame.Rect]] = {"names": [], "marks": []}
    pygame.draw.rect(dst, th.PANEL, box, border_radius=lay.radius_large)
    g = lay.gap
    th.label(dst, _("THE GAME, TEAM TURN BY TEAM TURN"), lay.body,
             (box.x + g, box.y + g // 2, box.w - 2 * g, lay.body + 6), th.GOLD, True)
    # the legend on two lines where one would not hold it
    legend = th.wrap(_(LEGEND), lay.small, box.w - 2 * g)
    legend_h = (lay.small + 4) if len(legend) == 1 else 2 * th.line_height(lay.small) + 2
    th.label_wrapped(dst, _(LEGEND), lay.small, (box.x + g, box.y + g // 2 + lay.body + 6, box.w - 2 * g, legend_h),
                     th.DIM)
    # the teams' names right of the plot, in a margin kept for them: no marker goes there
    name_w = max(th.measure(team_short(t), lay.small, True) for t in TEAMS) + g
    if not r.turns:
        return placed
    values = [v for t in r.turns for v in (*t.scores.values(), *t.values.values())]
    lo, hi = min(0.0, min(values)), max(1.0, max(values))
    ticks = _ticks(lo, hi)
    axis_w = max(th.measure(f"{v:g}", lay.small) for v in ticks) + 6  # "-100" whole, as wide as it needs
    plot = pygame.Rect(box.x + g + axis_w, box.y + 2 * g + lay.body + legend_h + 12,
                       box.w - 2 * g - axis_w - name_w - g, 0)
    plot.h = box.bottom - g - (lay.small + 6) - plot.y
    if plot.w < 40 or plot.h < 40:
        return placed
    last = max(1, r.turns[-1].turn)

    def at(turn: int, value: float) -> tuple[int, int]:
        return (round(plot.x + plot.w * turn / last), round(plot.bottom - plot.h * (value - lo) / (hi - lo)))

    for p in r.turning:  # bands behind everything
        x0, x1 = at(p.turn - 1, lo)[0], at(p.turn, lo)[0]
        band = pygame.Rect(x0, plot.y, max(3, x1 - x0), plot.h)
        pygame.draw.rect(dst, (58, 50, 30), band)
        number = str(r.turning.index(p) + 1)
        wide = max(band.w, th.measure(number, lay.small, True) + 2)  # a one-turn band is narrower than its number
        th.label(dst, number, lay.small, (band.centerx - wide // 2, plot.y, wide, lay.small + 4), th.GOLD, True,
                 "center")
    pygame.draw.line(dst, th.EDGE, at(0, 0), at(last, 0))
    for v in ticks:
        y = at(0, v)[1]
        pygame.draw.line(dst, (50, 56, 68), (plot.x, y), (plot.right, y))
        th.label(dst, f"{v:g}", lay.small, (box.x + g, y - lay.small, axis_w - 4, 2 * lay.small), th.DIM, False, "right")
    step = max(1, last // 8)
    for turn in range(0, last + 1, step):
        x = at(turn, lo)[0]
        th.label(dst, str(turn), lay.small, (x - 20, plot.bottom + 2, 40, lay.small + 4), th.DIM, False, "center")
    for team in TEAMS:
        evals = [at(t.turn, t.values[team]) for t in r.turns]
        scores = [at(t.turn, t.scores[team]) for t in r.turns]
        if len(scores) > 1:
            colour = th.shade(LINE[team], 0.8)
            if team == "black":
                _dashed(dst, colour, evals, EVAL_WIDTH)
            else:
                pygame.draw.lines(dst, colour, False, evals, EVAL_WIDTH)
            pygame.draw.lines(dst, LINE[team], False, scores, 3)
    # the names at the lines' ends, in their margin; two ends close together are set apart
    name_h = 2 * lay.small
    ends = sorted(TEAMS, key=lambda t: at(last, r.turns[-1].scores[t])[1])
    y_top = plot.y - lay.small
    for team in ends:
        y = max(y_top, at(last, r.turns[-1].scores[team])[1] - lay.small)
        name = pygame.Rect(plot.right + g, y, name_w, name_h)
        th.label(dst, team_short(team), lay.small, name, LINE[team], True)
        placed["names"].append(name)
        y_top = name.bottom
    score_at = {(t.turn, team): t.scores[team] for t in r.turns for team in TEAMS}
    glyphs: dict[tuple[int, Team], str] = {}  # one row of glyphs over each team's score at a turn
    for m in r.marks:
        if m.turn and (m.turn, m.team) in score_at:
            glyphs[(m.turn, m.team)] = glyphs.get((m.turn, m.team), "") + GLYPH[m.kind]
    for (turn, team), row in glyphs.items():
        x, y = at(turn, score_at[(turn, team)])
        surf = th.text(row, lay.small, LINE[team], True)
        spot = surf.get_rect(midbottom=(x, y - 3))
        spot.clamp_ip(plot)  # inside the plot: the names' margin is theirs alone
        dst.blit(surf, spot)
        placed["marks"].append(spot)
    return placed


def _dashed(dst: pygame.Surface, colour: th.RGB, points: list[tuple[int, int]], width: int) -> None:
    """A polyline drawn in dashes (`DASH`), the pattern running on across its corners."""
    on, off = DASH
    phase = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = max(1e-6, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        d = 0.0
        while d < length:
            k = phase % (on + off)
            run = (on - k) if k < on else (on + off - k)
            end = min(length, d + run)
            if k < on:
                a, b = d / length, end / length
                pygame.draw.line(dst, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                 (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)
            phase += end - d
            d = end


def _ticks(lo: float, hi: float) -> list[float]:
    span = hi - lo
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100) if span / s <= 6)
    first = int(lo // step) * step
    return [v for v in range(first, int(hi) + step, step) if lo <= v <= hi]
