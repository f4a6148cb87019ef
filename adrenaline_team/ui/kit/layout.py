"""The table's geometry, computed for the window's size. Renderers and animations share it, so a
token flies to exactly the space it will be drawn in. `python -m adrenaline_team.ui.layout
--size 1280x640 --json` prints the play screen's named rectangles for a window size.

The play screen is the physical table seen from above (issue 23): **the arena in the middle**
(the map, its spawnpoints' weapon racks along its top, left and right edges, the ammo tiles on
the squares), each team's player boards along its own side (Black left, White right), the skull
board and the reward tile at the head of the table (the top bar), the question and its answers
at the foot, under the arena and as wide as it. Nothing is laid over the arena, the prompt or
the answers: the log, the turn summary, a rule's caption and the coach's panel open over the
side of the team that is not on show (`aside`), and tooltips keep out of those places.

How the tabletop fits a screen — the decision and its reasons:

* **A layout computed for the window, drawn at the window's own pixels**, not a 1920x1080
  canvas scaled down. Scaling a canvas to 1366x768 would shrink 14 px text to 10 px and blur
  every letter, and a per-frame smoothscale of a full-HD picture costs several milliseconds of
  each frame. Drawing at native pixels keeps text crisp and costs nothing per frame.
* **One scale factor for sizes** (`s`: the window against 1920x1080, the smaller of width and
  height) sets the panels, radii and spacing; **text has a floor** (`theme.MIN_TEXT`, 13 px),
  so on a laptop the words stay legible while the pictures around them shrink.
* **The arena first.** The square's side is the largest that fits: under the top bar and over
  the prompt and answers in height, and between the two sides at their narrowest (`side_min`)
  in width. The sides then take the width the arena leaves (up to `side_max`; beyond that the
  table is centred). So on a wide window the sides grow, on a tall one the arena does, and a
  side gives up width first, down to what a player board needs (twelve damage spaces that can
  be told apart). The board is the hero (issue 30): the top bar, the foot (two rows of answers
  on a window under `TALL`) and the sides are slim so that the squares cover 27 % of a
  1280x720 or 1920x1080 window (145 and 224 px) and 26 % of 1280x640 (133 px).
* **The racks are laid out for the screen**, not in the proportions of the .tmx slot
  rectangles: each rack lies along the edge of the map the .tmx puts it on, a side rack's cards
  as narrow as a weapon's longest word allows (`RACK_WORD`), so a name wraps onto two lines
  rather than being cut, a top rack's cards short strips across the whole arena box whose
  effect boxes flow on one after another; no card leaves an icon off, and the whole card is
  one magnifier press away.
* **Tokens read from the sofa** (issue 45): a buffer's damage token, a mark and a skull of the
  skull board are 24 px or more at 1280x640, 1280x720 and 1920x1080 (`--json` prints `token`,
  `mark` and `skull`), the buffer a little taller (the boards a little shorter on a small
  window) and the skull board its skulls alone, without a written title over them (its tooltip
  names it), so the map keeps its share of the window (25.9, 27.4 and 29.0 %).
  The damage spaces of a player board's track stay a twelfth of the board's width: twelve
  24 px spaces would make each side wider than the map allows.
* The smallest supported window is 1024x600 (`MIN_SIZE`); the window opens at the largest
  size that fits the desktop, and a resize or F11 lays everything out again (`App.resize`).

The foot keeps places for what the question adds: a notice strip above the prompt (`notice`:
where the choices are, warnings such as "Not saving"), fixed action-button cells (`choices`,
three rows); the top bar's right end (`tools`) holds the menu, hint and log buttons."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from ...arena import Arena
from ... import i18n
from ...i18n import _
from ...rules.state import SKULLS, TRACK, Square
from . import theme as th

DESIGN = (1920, 1080)
MIN_SIZE = (1024, 600)
CHOICE_ROWS = 3  # rows of answers on a window tall enough (`TALL`); two on a shorter one
TALL = 700  # a window at least this tall keeps three rows of answers
GRID = (4, 3)  # the base game's arenas, in squares: the arena box is laid out for it
RACKS = ("top", "left", "right")  # where the base game's arenas put their racks
# The racks are compact strips along the board's edges (issue 30: the board is the hero): a
# side rack's cards are as narrow as a weapon's longest word allows, a top rack's cards are
# short strips as long as the whole arena box is wide, their icons flowing on from box to box.
RACK_W = 0.62  # a side rack's cards are this many squares wide (or as wide as a name needs)
RACK_H = 0.43  # the top rack's cards are this many squares tall
RACK_STRIP = 0.53  # ... and at least this many narrowest side-rack widths: a name and two icon rows
ALONE = 0.31  # a lone figure's radius, in squares: 0.62 of a square across
SHARED = 0.92  # the part of a square (across) that figures sharing it stand in
# Five or six figures on one square cannot each be 0.4 of it side by side (six equal discs in
# a square are at most 0.375 of it across), so they stand close, 3x2, and overlap as figures
# on a crowded board do: 0.42 of the square each, a row's figures about a quarter of a square
# apart, the left one in front, so each face and its letter (on the badge at its lower right) show.
CLOSE = 0.21
# The widest word of a weapon's name ("Sledgehammer") in the small bold condensed face at the
# text floor, plus the card's margins: a rack card is at least this wide, so a name wraps at
# its spaces and is never cut (scaled with the small text on large windows).
# tests/test_ui_fit.py measures every name of the catalog against it.
RACK_WORD = 110


@dataclass(frozen=True)
class BoardParts:
    """A player board's parts, board-local: portrait, name line (with the ready/acted card at
    its right end), track, values row, and the track's pitch and the side of one of its spaces."""

    portrait: pygame.Rect
    name: pygame.Rect
    track: pygame.Rect
    values: pygame.Rect
    pitch: float
    space: int
    value_x: int  # where the first board value's box starts, after the word "value"


def rack_size(sq: int, rack_min: int) -> tuple[int, int]:
    """A side rack's width and a top (or bottom) rack's height for squares of side `sq`."""
    return max(rack_min, round(sq * RACK_W)), max(round(rack_min * RACK_STRIP), round(sq * RACK_H))


def arena_size(sq: int, cols: int, rows: int, racks: Iterable[str], rack_min: int, gap: int) -> tuple[int, int]:
    """The arena box (map and racks) for squares of side `sq`: racks beside the map on the
    `racks` edges, each a gap away."""
    racks = set(racks)
    rack_w, rack_h = rack_size(sq, rack_min)
    w = cols * sq + sum(gap + rack_w for side in ("left", "right") if side in racks)
    h = rows * sq + sum(gap + rack_h for side in ("top", "bottom") if side in racks)
    return w, h


def fit_square(w: int, h: int, cols: int, rows: int, racks: Iterable[str], rack_min: int, gap: int) -> int:
    """The largest square side whose arena box fits `w` x `h` (at least 1)."""
    racks = tuple(racks)
    lo, hi = 1, max(1, min(w // max(1, cols), h // max(1, rows)))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        aw, ah = arena_size(mid, cols, rows, racks, rack_min, gap)
        if aw <= w and ah <= h:
            lo = mid
        else:
            hi = mid - 1
    return lo


class Layout:
    """Every rectangle of the table for a window of `size`."""

    def __init__(self, size: tuple[int, int]):
        W, H = self.size = (max(1, size[0]), max(1, size[1]))
        self.language = i18n.language()  # the words it measured
        self.s = s = min(W / DESIGN[0], H / DESIGN[1])
        self.gap = g = max(6, round(th.GAP * s))
        self.radius = max(4, round(th.RADIUS * s))
        self.radius_large = max(6, round(th.RADIUS_LARGE * s))
        self.window = pygame.Rect(0, 0, W, H)
        # text sizes: the design's at 1920x1080, never under the floor
        self.small, self.body, self.big, self.title = self.px(13), self.px(16), self.px(24), self.px(44)

        top_h = max(44, round(64 * s))  # two lines of a reward tile
        self.top = pygame.Rect(0, 0, W, top_h)
        y0 = top_h + g

        # the foot of the table: notice strip, prompt, three rows of answers (two on a short
        # window, where the arena needs the height more than a third row of buttons)
        self.choice_rows = rows_ = CHOICE_ROWS if H >= TALL else CHOICE_ROWS - 1
        button_h = self.button_h = max(28, round(36 * s))
        choices_h = rows_ * button_h + (rows_ - 1) * max(4, g // 2)
        prompt_h = max(36 if W < 1200 else 30, round(48 * s))  # a narrow window: two lines of a question
        notice_h = max(18, round(24 * s))
        choices_y = H - g - choices_h
        prompt_y = choices_y - g - prompt_h
        notice_y = prompt_y - g // 2 - notice_h
        bottom = notice_y - g // 2  # the arena's lowest pixel row + 1

        # the arena first: the largest square that fits between the sides at their narrowest
        self.rack_gap = rg = max(4, g // 2)
        self.rack_min = round(RACK_WORD * self.small / th.MIN_TEXT)
        # a side as narrow as its buffer's tokens and marks allow (24 px at 1280x720)
        self.side_min = max(200, min(280, round(W * 0.172)), self.u(330))
        self.side_max = self.u(620)
        cols, rows = GRID
        room_w = W - 4 * g - 2 * self.side_min
        self.square = fit_square(room_w, bottom - y0, cols, rows, RACKS, self.rack_min, rg)
        aw, ah = arena_size(self.square, cols, rows, RACKS, self.rack_min, rg)
        side_w = min(self.side_max, (W - 4 * g - aw) // 2)
        self.side = {"black": pygame.Rect(g, y0, side_w, H - y0 - max(4, g // 2)),
                     "white": pygame.Rect(W - g - side_w, y0, side_w, H - y0 - max(4, g // 2))}
        cx = g + side_w + g
        cw = W - 2 * cx
        self.centre = pygame.Rect(cx, y0, cw, bottom - y0)  # between the sides, over the foot
        self.arena = pygame.Rect(0, 0, aw, ah)
        self.arena.center = self.centre.center
        rack_w, rack_h = rack_size(self.square, self.rack_min)
        self.map = pygame.Rect(self.arena.x + rack_w + rg, self.arena.y + rack_h + rg, cols * self.square,
                               rows * self.square)
        a = self.arena
        self.notice = pygame.Rect(a.x, notice_y, a.w, notice_h)
        self.prompt = pygame.Rect(a.x, prompt_y, a.w, prompt_h)
        self.choices = pygame.Rect(a.x, choices_y, a.w, choices_h)
        # the log's largest extent: the whole side of the team not on show (White's by default)
        self.log = pygame.Rect(self.side["white"])

        # the top bar: phase words over the black side, skull board and reward tile over the
        # centre (the head of the table), menu, hint and log buttons over the white side
        tb = self.top.inflate(-2 * g, -g)
        self.phase = pygame.Rect(tb.x, tb.y, side_w - g, tb.h)
        self.tools = pygame.Rect(self.side["white"].x, tb.y, side_w, tb.h)
        mid = pygame.Rect(self.arena.x, tb.y, self.arena.w, tb.h)
        # the skull board: its skulls alone, as on the printed board (its tooltip names it and
        # says how many are left), so that a skull takes the bar's whole height, 24 px and more
        # from 1280x640 on (issue 45: a skull was 10 px under a written title), and the reward
        # tile keeps the width its words need
        self.skull = min(tb.h - 6, self.u(44), (round(mid.w * 0.5) - 2 * g) // SKULLS - 2)  # its place: 2 px wider
        self.skulls = pygame.Rect(mid.x, mid.y, SKULLS * (self.skull + 2) + 2 * g, mid.h)
        self.reward = pygame.Rect(self.skulls.right + g, mid.y, mid.right - self.skulls.right - g, mid.h)

        # a side: header, three player boards, the buffer (with the marks area), then the
        # team's table of unloaded weapons and the players' hands
        self.head_h = max(26, round(46 * s))
        # the buffer's tokens and marks 24 px and more (issue 45): what it grows by for them on a
        # small window, the three boards give up (down to the least a board needs), not the hands
        self.buffer_h = max(116, round(170 * s))
        self.board_h = max(60, round(110 * s) - (self.buffer_h - round(170 * s)) // 3)

    def px(self, n: float) -> int:
        """A text size: `n` px at 1920x1080, scaled to the window, never under the floor."""
        return max(th.MIN_TEXT, round(n * self.s))

    def u(self, n: float) -> int:
        """A length (not text): `n` px at 1920x1080 scaled to the window."""
        return max(1, round(n * self.s))

    def figure(self) -> int:
        """A lone figure's diameter on the base game's arenas."""
        return 2 * crowd(self.square, 1)[2]

    def figure_shared(self) -> int:
        """The smallest a figure is when two to six share a square (`crowd`)."""
        return min(2 * crowd(self.square, n)[2] for n in range(2, 7))

    def token(self) -> int:
        """A damage token's size in the buffer."""
        return 2 * self.buffer_ring("black")[2] - 2

    def protected(self) -> list[pygame.Rect]:
        """What nothing may cover: the arena, the notice strip, the prompt and its answers."""
        return [self.arena, self.notice, self.prompt, self.choices]

    def rects(self) -> dict[str, object]:
        """The play screen's named rectangles as `[x, y, w, h]` (and the square's side and a
        lone figure's diameter in px), for `python -m adrenaline_team.ui.layout --json`."""
        def r(rect: pygame.Rect) -> list[int]:
            return [rect.x, rect.y, rect.w, rect.h]
        return {"window": r(self.window), "arena": r(self.arena), "map": r(self.map), "square": self.square,
                "figure": self.figure(), "figure_shared": self.figure_shared(), "token": self.token(),
                "mark": self.mark_size("black"), "skull": self.skull, "log": r(self.log), "prompt": r(self.prompt),
                "answers": r(self.choices),
                "notice": r(self.notice), "top": r(self.top), "skull_board": r(self.skulls),
                "reward_tile": r(self.reward), "tools": r(self.tools),
                "side_black": r(self.side["black"]), "side_white": r(self.side["white"]),
                "summary": r(self.summary_rect("white", 8)), "board": r(self.board_rect("black", 0)),
                "buffer": r(self.buffer_rect("black"))}

    # --- a team's side ---------------------------------------------------------------------
    def head_rect(self, team: str) -> pygame.Rect:
        side = self.side[team]
        return pygame.Rect(side.x, side.y, side.w, self.head_h)

    def board_rect(self, team: str, index: int) -> pygame.Rect:
        side = self.side[team]
        gap = max(2, self.gap // 3)
        return pygame.Rect(side.x, side.y + self.head_h + gap + index * (self.board_h + gap), side.w, self.board_h)

    def board_parts(self, w: int, h: int) -> BoardParts:
        p = max(4, self.gap // 2)
        line = self.small + 4
        port = min(h - 2 * p, round(w * 0.2))
        portrait = pygame.Rect(p + 3, p, port, h - 2 * p)
        x = portrait.right + p
        name = pygame.Rect(x, p, w - x - p, line)
        pitch = (w - x - p) / TRACK
        room = h - 2 * p - 2 * line - 4  # what is left for the track between the name and the values
        size = max(10, min(int(pitch) - 2, max(room, line - 2)))
        track = pygame.Rect(x, name.bottom + 2, round(pitch * TRACK), size)
        word = th.measure(_("value"), self.small) + 6
        value_x = x + max(round(pitch * 2), word)
        # six values inside the board however narrow (the poison and mind control tokens lie
        # on the portrait)
        values_h = max(line - 2, min(size, h - p - track.bottom - 2))
        values_h = min(values_h, (w - p - value_x) // 6 - 3)
        values = pygame.Rect(x, h - p - values_h, w - x - p, values_h)
        return BoardParts(portrait, name, track, values, pitch, size, value_x)

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
        return value_box(self.board_parts(b.w, b.h), i).move(b.topleft)

    def buffer_rect(self, team: str) -> pygame.Rect:
        b = self.board_rect(team, 2)
        return pygame.Rect(b.x, b.bottom + max(2, self.gap // 3), b.w, self.buffer_h)

    def buffer_ring(self, team: str) -> tuple[tuple[int, int], int, int]:
        """The buffer's centre, its ring radius and one space's radius."""
        r = self.buffer_rect(team)
        title = self.small + 8
        room = min(r.h - title - 8, round(r.w * 0.42))
        space = max(9, round(room * 0.15))
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
        x = cx + ring + space + 6
        title = self.small + 8
        return pygame.Rect(x, r.y + title, r.right - 8 - x, r.h - title - 6)

    def mark_space(self, team: str, row: int, i: int) -> tuple[int, int]:
        """Centre of mark space i (0..2) in the row of the team's `row`-th character."""
        a = self.marks_area(team)
        pitch = a.h / 3
        size = self.mark_size(team)
        return a.x + size + 6 + i * (size + 4) + size // 2, round(a.y + pitch * (row + 0.5))

    def mark_size(self, team: str) -> int:
        a = self.marks_area(team)
        return max(8, min(round(a.h / 3) - 4, (a.w - 18) // 4, self.u(40)))

    def hands_rect(self, team: str) -> pygame.Rect:
        """Under the buffer: the team's table of unloaded weapons, then each player's hand."""
        side = self.side[team]
        b = self.buffer_rect(team)
        y = b.bottom + max(2, self.gap // 3)
        return pygame.Rect(side.x, y, side.w, side.bottom - y)

    # --- the side that is not on show: log, summary, caption, coach ------------------------
    def summary_rect(self, team: str, rows: int, title_rows: int = 1, foot_rows: int = 1) -> pygame.Rect:
        """The turn summary of `rows` lines (and its title, and its foot's line or two of how
        it goes away), at the foot of `team`'s side: over that team's hands, below its boards
        and buffer."""
        side = self.side[team].inflate(-2 * self.gap, -2 * self.gap)
        title = title_rows * th.line_height(self.big)
        foot = foot_rows * th.line_height(self.small)
        h = min(side.h, title + self.gap // 2 + rows * (self.body + 6) + foot + 3 * self.gap)
        return pygame.Rect(side.x, side.bottom - h, side.w, h)

    # --- the top bar -----------------------------------------------------------------------
    def skull_slot(self, i: int) -> tuple[int, int]:
        """The centre of the i-th skull's place on the skull board."""
        pitch = self.skull + 2
        return round(self.skulls.x + self.gap + pitch * (i + 0.5)), self.skulls.centery

    def skull_radius(self) -> int:
        return self.skull // 2


def value_box(parts: BoardParts, i: int) -> pygame.Rect:
    """The i-th board value's box, board-local: after the word "value"."""
    v = parts.values
    size = v.h
    return pygame.Rect(parts.value_x + i * (size + 3), v.y, size, size)


def crowd(side: int, n: int) -> tuple[int, int, int]:
    """Columns, rows and radius for `n` figures on one square of side `side`: a lone figure
    0.62 of the square across; two one above the other and three or four 2x2, each over 0.4
    of it; five or six 3x2 and standing close (`CLOSE`: over 0.4 of it, overlapping). Always
    portraits: a crowd shrinks them, never to letter discs."""
    alone = max(10, round(side * ALONE))
    if n <= 1:
        return 1, 1, alone
    if n > 4:
        return 3, 2, max(8, round(side * CLOSE))
    room = side * SHARED
    cols = 2 if n > 2 else 1
    rows = -(-n // cols)
    return cols, rows, max(8, min(alone, int(min(room / cols, room / rows) / 2) - 1))


def crowd_pitch(side: int, n: int) -> tuple[float, float]:
    """How far apart the centres of `n` figures on one square stand, across and down: apart
    by a hair where they fit, closer (overlapping) where the square is too small for them."""
    cols, rows, rad = crowd(side, n)
    hair = max(2, side // 40)
    apart = 2 * rad + hair
    room = side - 2 * hair - 2 * rad  # what the centres have, a hair inside the square's edges
    return (min(apart, room / (cols - 1)) if cols > 1 else apart,
            min(apart, room / (rows - 1)) if rows > 1 else apart)


_now = Layout(DESIGN)


def now() -> Layout:
    """The layout of the window as it is now."""
    return _now


def fit(size: tuple[int, int]) -> Layout:
    """Lay the table out for a window of `size` in the current language (the app calls this on
    open, resize, F11 and a change of language: the layout measures words)."""
    global _now
    if size != _now.size or _now.language != i18n.language():
        _now = Layout(size)
        th.clear_caches()
    return _now


def rack_side(arena: Arena, colour: str) -> str:
    """The edge of the map the .tmx puts a spawnpoint's weapon slots along."""
    tw, th_ = arena.tile_size
    xs = [x + w / 2 for x, _, w, _ in arena.slots[colour]]
    ys = [y + h / 2 for _, y, _, h in arena.slots[colour]]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    if cy < 0:
        return "top"
    if cy > arena.rows * th_:
        return "bottom"
    return "left" if cx < arena.cols * tw / 2 else "right"


class ArenaGeometry:
    """The arena laid out in a screen rectangle: the squares in a grid of square cells, each
    spawnpoint's rack along the edge the .tmx puts it on, the whole centred in the rectangle.
    `rack_min`: the narrowest a rack card may be (its name's widest word; 0 for a picture with
    no names, such as the new-game preview)."""

    def __init__(self, arena: Arena, area: pygame.Rect, rack_min: int = 0, gap: int = 4):
        self.arena = arena
        sides: dict[str, list[tuple[str, int]]] = {}
        for colour in arena.slots:
            sides.setdefault(rack_side(arena, colour), []).extend((colour, i) for i in range(len(arena.slots[colour])))
        sq = self.side = fit_square(area.w, area.h, arena.cols, arena.rows, sides, rack_min, gap)
        aw, ah = arena_size(sq, arena.cols, arena.rows, sides, rack_min, gap)
        self.box = pygame.Rect(0, 0, aw, ah)
        self.box.center = area.center
        rack_w, rack_h = rack_size(sq, rack_min)
        left = rack_w + gap if "left" in sides else 0
        top = rack_h + gap if "top" in sides else 0
        self.map = pygame.Rect(self.box.x + left, self.box.y + top, arena.cols * sq, arena.rows * sq)
        self._slots: dict[tuple[str, int], pygame.Rect] = {}
        m = self.map
        for side, cards in sides.items():
            n = len(cards)
            if side in ("top", "bottom"):  # strips along the whole box, over the side racks too
                b = self.box
                w = (b.w - (n - 1) * gap) // n
                x0 = b.centerx - (n * w + (n - 1) * gap) // 2
                y = m.y - gap - rack_h if side == "top" else m.bottom + gap
                spots = [pygame.Rect(x0 + k * (w + gap), y, w, rack_h) for k in range(n)]
            else:
                h = (m.h - (n - 1) * gap) // n
                x = m.x - gap - rack_w if side == "left" else m.right + gap
                spots = [pygame.Rect(x, m.y + k * (h + gap), rack_w, h) for k in range(n)]
            self._slots.update(zip(cards, spots))

    def square(self, sq: Square) -> pygame.Rect:
        s = self.side
        return pygame.Rect(self.map.x + sq[1] * s, self.map.y + sq[0] * s, s, s)

    def slot(self, colour: str, i: int) -> pygame.Rect:
        return pygame.Rect(self._slots[(colour, i)])

    def figure_spot(self, sq: Square, i: int, n: int) -> tuple[int, int]:
        """Where the i-th of n figures on a square stands: in the grid that lets them be
        biggest (side by side, 2x2, 3x2 standing close), all inside the square."""
        r = self.square(sq)
        cols, rows, rad = crowd(self.side, n)
        across, down = crowd_pitch(self.side, n)
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x = r.centerx + (col - (in_row - 1) / 2) * across
        # a lone figure stands above the ammo tile's corner; a crowd fills the square
        top = r.y + r.h * (0.42 if n == 1 else 0.5) - (rows - 1) * down / 2
        return round(x), round(top + row * down)

    def figure_radius(self, n: int = 1) -> int:
        """A figure's radius when `n` stand on one square: smaller in a crowd, always inside."""
        return crowd(self.side, n)[2]
