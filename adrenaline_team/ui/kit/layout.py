"""The table's geometry, computed for the window's size. Renderers and animations share it, so a
token flies to exactly the space it will be drawn in.

How the tabletop fits a screen — the decision and its reasons:

* **A layout computed for the window, drawn at the window's own pixels**, not a 1920x1080
  canvas scaled down. Scaling a canvas to 1366x768 would shrink 14 px text to 10 px and blur
  every letter, and a per-frame smoothscale of a full-HD picture costs several milliseconds of
  each frame. Drawing at native pixels keeps text crisp and costs nothing per frame.
* **One scale factor for sizes** (`s`: the window against 1920x1080, the smaller of width and
  height) sets the panels, radii and spacing; **text has a floor** (`theme.MIN_TEXT`, 13 px),
  so on a laptop the words stay legible while the pictures around them shrink. Where the
  floor would overflow a box, the box is laid out for the text (`px`), and names that still
  do not fit are condensed, shrunk to the floor, or cut with an ellipsis and shown whole on hover.
* **Rearranged where needed**: side panels never get narrower than `SIDE_MIN` (the text on a
  player board needs it), so on small windows the arena in the centre gives up the room; on
  wide windows the side panels stop growing and the arena takes the width. Within the
  panels, a crowded hand turns from cards into named chips, the reward tile's rows share a
  line, and action buttons take fewer, wider columns rather than cut a label.
* The smallest supported window is 1024x600 (`MIN_SIZE`); the window opens at the largest
  size that fits the desktop, and a resize or F11 lays everything out again (`App.resize`).

The centre column keeps places for what other screens add: a notice strip above the prompt
(`notice`: warnings such as "Not saving"), fixed action-button cells (`choices`, three rows),
a log of a fifth of the window's height (eight lines at 1366x768), and the top bar's right end
(`tools`) for the menu and hint buttons."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...arena import Arena, Rect
from ...rules.state import Square
from ...rules.state import TRACK
from . import theme as th

DESIGN = (1920, 1080)
MIN_SIZE = (1024, 600)
SIDE_MIN = 300
CHOICE_ROWS = 3


@dataclass(frozen=True)
class BoardParts:
    """A player board's parts, board-local: portrait, name line, track, values row, and the
    track's pitch and the side of one of its spaces."""

    portrait: pygame.Rect
    name: pygame.Rect
    track: pygame.Rect
    values: pygame.Rect
    pitch: float
    space: int


class Layout:
    """Every rectangle of the table for a window of `size`."""

    def __init__(self, size: tuple[int, int]):
        W, H = self.size = (max(1, size[0]), max(1, size[1]))
        self.s = s = min(W / DESIGN[0], H / DESIGN[1])
        self.gap = g = max(6, round(th.GAP * s))
        self.radius = max(4, round(th.RADIUS * s))
        self.radius_large = max(6, round(th.RADIUS_LARGE * s))
        self.window = pygame.Rect(0, 0, W, H)
        # text sizes: the design's at 1920x1080, never under the floor
        self.small, self.body, self.big, self.title = self.px(13), self.px(16), self.px(24), self.px(44)

        top_h = max(56, round(84 * s))
        self.top = pygame.Rect(0, 0, W, top_h)
        side_w = max(SIDE_MIN, min(round(W * 0.27), round(H * 0.52)))
        side_w = min(side_w, (W - 4 * g) // 3)  # a very narrow window still shows the centre
        y0 = top_h + g
        self.side = {"black": pygame.Rect(g, y0, side_w, H - y0 - g),
                     "white": pygame.Rect(W - g - side_w, y0, side_w, H - y0 - g)}
        cx = side_w + 2 * g
        cw = W - 2 * side_w - 4 * g
        log_h = max(118, round(H * 0.2))
        button_h = max(30, round(40 * s))
        self.button_h = button_h
        choices_h = CHOICE_ROWS * button_h + (CHOICE_ROWS - 1) * max(4, g // 2)
        prompt_h = max(36, round(56 * s))
        notice_h = max(20, round(26 * s))
        self.log = pygame.Rect(cx, H - g - log_h, cw, log_h)
        self.choices = pygame.Rect(cx, self.log.y - g - choices_h, cw, choices_h)
        self.prompt = pygame.Rect(cx, self.choices.y - g - prompt_h, cw, prompt_h)
        self.notice = pygame.Rect(cx, self.prompt.y - notice_h - g // 2, cw, notice_h)
        self.centre = pygame.Rect(cx, y0, cw, self.notice.y - g // 2 - y0)

        # the top bar: phase words over the black side, skull board and reward tile over the
        # centre, menu and hint buttons over the white side
        tb = self.top.inflate(-2 * g, -g)
        self.phase = pygame.Rect(tb.x, tb.y, side_w - g, tb.h)
        self.tools = pygame.Rect(self.side["white"].x, tb.y, side_w, tb.h)
        mid = pygame.Rect(cx, tb.y, cw, tb.h)
        self.skulls = pygame.Rect(mid.x, mid.y, round(mid.w * 0.54), mid.h)
        self.reward = pygame.Rect(self.skulls.right + g, mid.y, mid.right - self.skulls.right - g, mid.h)

        # a side: header, three player boards, the buffer, the hands
        self.head_h = max(34, round(50 * s))
        self.board_h = max(78, round(136 * s))
        self.buffer_h = max(104, round(176 * s))

    def px(self, n: float) -> int:
        """A text size: `n` px at 1920x1080, scaled to the window, never under the floor."""
        return max(th.MIN_TEXT, round(n * self.s))

    def u(self, n: float) -> int:
        """A length (not text): `n` px at 1920x1080 scaled to the window."""
        return max(1, round(n * self.s))

    # --- a team's side ---------------------------------------------------------------------
    def head_rect(self, team: str) -> pygame.Rect:
        side = self.side[team]
        return pygame.Rect(side.x, side.y, side.w, self.head_h)

    def board_rect(self, team: str, index: int) -> pygame.Rect:
        side = self.side[team]
        gap = max(3, self.gap // 2)
        return pygame.Rect(side.x, side.y + self.head_h + gap + index * (self.board_h + gap), side.w, self.board_h)

    def board_parts(self, w: int, h: int) -> BoardParts:
        p = max(4, self.gap // 2)
        port = min(h - 2 * p, round(w * 0.24))
        portrait = pygame.Rect(p, p, port, h - 2 * p)
        x = portrait.right + p
        line = self.small + 4
        name = pygame.Rect(x, p, w - x - p, line)
        pitch = (w - x - p) / TRACK
        size = min(int(pitch) - 2, max(16, round((h - 2 * p - 2 * line) * 0.5)))
        track = pygame.Rect(x, name.bottom + 2, round(pitch * TRACK), size)
        values = pygame.Rect(x, h - p - max(size - 2, line), w - x - p, max(size - 2, line))
        return BoardParts(portrait, name, track, values, pitch, size)

    def track_space(self, team: str, index: int, space: int) -> pygame.Rect:
        b = self.board_rect(team, index)
        parts = self.board_parts(b.w, b.h)
        t = parts.track
        r = pygame.Rect(0, 0, parts.space, parts.space)
        r.center = (round(b.x + t.x + parts.pitch * (space + 0.5)), b.y + t.centery)
        return r

    def value_space(self, team: str, index: int, i: int) -> pygame.Rect:
        """The i-th board value (8, 6, 4, 2, 1, 1): where a skull covers it."""
        b = self.board_rect(team, index)
        parts = self.board_parts(b.w, b.h)
        v = parts.values
        size = v.h
        return pygame.Rect(b.x + v.x + round(parts.pitch * 2) + i * (size + 3), b.y + v.y, size, size)

    def buffer_rect(self, team: str) -> pygame.Rect:
        b = self.board_rect(team, 2)
        return pygame.Rect(b.x, b.bottom + max(3, self.gap // 2), b.w, self.buffer_h)

    def buffer_ring(self, team: str) -> tuple[tuple[int, int], int, int]:
        """The buffer's centre, its ring radius and one space's radius."""
        r = self.buffer_rect(team)
        title = self.small + 8
        room = min(r.h - title - 8, round(r.w * 0.42))
        space = max(9, round(room * 0.13))
        ring = room // 2 - space - 2
        return (r.x + 8 + room // 2, r.y + title + (r.h - title) // 2), ring, space

    def buffer_centre(self, team: str) -> tuple[int, int]:
        return self.buffer_ring(team)[0]

    def buffer_space(self, team: str, i: int) -> tuple[int, int]:
        """Centre of outer space i (0..5) of a team's buffer, clockwise from the top."""
        (cx, cy), ring, _ = self.buffer_ring(team)
        a = -math.pi / 2 + i * math.pi / 3
        return round(cx + ring * math.cos(a)), round(cy + ring * math.sin(a))

    def marks_area(self, team: str) -> pygame.Rect:
        r = self.buffer_rect(team)
        (cx, _), ring, space = self.buffer_ring(team)
        x = cx + ring + space + 12
        title = self.small + 8
        return pygame.Rect(x, r.y + title, r.right - 8 - x, r.h - title - 6)

    def mark_space(self, team: str, row: int, i: int) -> tuple[int, int]:
        """Centre of mark space i (0..2) in the row of the team's `row`-th character."""
        a = self.marks_area(team)
        pitch = a.h / 3
        size = min(round(pitch) - 4, 26)
        return a.x + size + 6 + i * (size + 4) + size // 2, round(a.y + pitch * (row + 0.5))

    def mark_size(self, team: str) -> int:
        return min(round(self.marks_area(team).h / 3) - 4, 26)

    def hands_rect(self, team: str) -> pygame.Rect:
        side = self.side[team]
        b = self.buffer_rect(team)
        y = b.bottom + max(3, self.gap // 2)
        return pygame.Rect(side.x, y, side.w, side.bottom - y)

    # --- the top bar -----------------------------------------------------------------------
    def skull_slot(self, i: int) -> tuple[int, int]:
        r = self.skulls
        inner = r.inflate(-2 * self.gap, 0)
        pitch = inner.w / 8
        return round(inner.x + pitch * (i + 0.5)), r.centery + max(4, self.small // 2)

    def skull_radius(self) -> int:
        return max(8, min(round(self.skulls.w / 8 / 2) - 3, round((self.skulls.h - self.small) / 2) - 3))


_now = Layout(DESIGN)


def now() -> Layout:
    """The layout of the window as it is now."""
    return _now


def fit(size: tuple[int, int]) -> Layout:
    """Lay the table out for a window of `size` (the app calls this on open, resize, F11)."""
    global _now
    if size != _now.size:
        _now = Layout(size)
        th.clear_caches()
    return _now


class ArenaGeometry:
    """Map pixels of the .tmx (grid and weapon slots) fitted into a screen rectangle."""

    def __init__(self, arena: Arena, area: pygame.Rect):
        self.arena = arena
        bx, by, bw, bh = arena.bounds
        self.scale = min(area.w / bw, area.h / bh)
        self.ox = area.x + (area.w - bw * self.scale) / 2 - bx * self.scale
        self.oy = area.y + (area.h - bh * self.scale) / 2 - by * self.scale

    def rect(self, r: Rect) -> pygame.Rect:
        x, y, w, h = r
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), round(w * s), round(h * s))

    def square(self, sq: Square) -> pygame.Rect:
        return self.rect(self.arena.square_rect(sq))

    def slot(self, colour: str, i: int) -> pygame.Rect:
        return self.rect(self.arena.slots[colour][i])

    def figure_spot(self, sq: Square, i: int, n: int) -> tuple[int, int]:
        """Where the i-th of n figures on a square stands: in the grid that lets them be
        biggest (side by side, 2x2, 3x2), all inside the square above the ammo tile's corner."""
        r = self.square(sq)
        cols, rows, rad = self._crowd(n)
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        pitch = 2 * rad + max(2, r.w // 40)
        x = r.centerx + (col - (in_row - 1) / 2) * pitch
        top = r.y + r.h * 0.40 - (rows - 1) * pitch / 2
        return round(x), round(top + row * pitch)

    def figure_radius(self, n: int = 1) -> int:
        """A figure's radius when `n` stand on one square: smaller in a crowd, always inside."""
        return self._crowd(n)[2]

    def _crowd(self, n: int) -> tuple[int, int, int]:
        """Columns, rows and radius for `n` figures on one square. Three or four stand 2x2
        rather than in a row, so each keeps a disc wide enough for its letter."""
        side = self.arena.tile_size[0] * self.scale
        alone = max(10, round(side / 4.6))
        if n <= 1:
            return 1, 1, alone
        w, h = side * 0.86, side * 0.72  # the square's width, and its height above the ammo tile
        cols = max(range(1, min(n, 3) + 1), key=lambda c: min(w / c, h / -(-n // c)))
        rows = -(-n // cols)
        return cols, rows, max(8, min(alone, int(min(w / cols, h / rows) / 2) - 1))
