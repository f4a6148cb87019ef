"""Animations made from the engine's events: figures sliding square by square along the way
they went (through doors; pushes, pulls, Newton and ability moves too; a Teleporter jump is a
fade), damage and marks flying from the shooter to land large beside the target, then settling
into the buffer, a payment's cubes and cards leaving the player's board for the supply, the
Adrenaline Rush tile sliding on its board with where the killshot space now is, the flush
moving tokens onto the boards, skulls leaving the skull board, and the KILLSHOT / OVERKILL /
DOUBLE KILL / TRIPLE KILL banners. They play one after another; a click skips them all. With
reduced motion every one of them is a short fade in place.

They only show what the events say happened: the table itself is redrawn from the engine's
state. The way a figure went is not in the event (only where it started and ended), so it is
computed here as a shortest path on the arena: it is for the eye only and decides nothing."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...arena import Arena
from ...review import TEAM
from ...i18n import _
from ...rules import events as ev
from ...rules.state import TRACK, Square, Table, Team, killshot_at
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ..kit.layout import ArenaGeometry
from . import cards
from .arena_view import figure_spots

STAGGER = 0.07
STEP = 0.16  # seconds a figure takes for one square
FADE = 0.3
TRAIL = (250, 240, 200)
Pos = tuple[float, float]  # a point on the screen, part-way between two spots
Spots = dict[str, tuple[tuple[int, int], int]]  # each figure's centre and radius (`arena_view.figure_spots`)


def _ease(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def path(arena: Arena, a: Square, b: Square) -> list[Square]:
    """A shortest way from square `a` to square `b` through open edges and doors (both ends
    included); a straight push or Newton move is its own shortest path."""
    came: dict[Square, Square | None] = {a: None}
    queue = deque([a])
    while queue:
        sq = queue.popleft()
        if sq == b:
            break
        for n in arena.neighbours(sq):
            if n not in came:
                came[n] = sq
                queue.append(n)
    if b not in came:
        return [a, b]
    out = [b]
    while (step := came[out[-1]]) is not None:
        out.append(step)
    return out[::-1]


@dataclass
class Figures:
    """The figures that move during one choice's animations: left off the table picture and
    drawn here, wherever their animations have put them so far."""

    pos: dict[str, Pos] = field(default_factory=dict)
    looks: dict[str, tuple[Team, int]] = field(default_factory=dict)  # char -> (team, radius)
    alpha: dict[str, int] = field(default_factory=dict)

    def draw(self, dst: pygame.Surface) -> None:
        for char, p in self.pos.items():
            team, radius = self.looks[char]
            tok = cards.token(char, radius, team)
            a = self.alpha.get(char, 255)
            if a < 255:
                tok = tok.copy()
                tok.set_alpha(a)
            dst.blit(tok, tok.get_rect(center=(round(p[0]), round(p[1]))))


@dataclass
class Slide:
    """A figure moving through the centres of the squares on its way."""

    char: str
    points: list[Pos]
    figures: Figures
    fade: bool = False  # reduced motion or a Teleporter: out at the start, in at the end
    t: float = 0.0

    @property
    def length(self) -> float:
        return 2 * FADE if self.fade else STEP * max(1, len(self.points) - 1)

    def trail(self, dst: pygame.Surface) -> None:
        """The way the figure goes, as a dotted line under it (not for a fade: no way there)."""
        if self.fade:
            return
        for (x0, y0), (x1, y1) in zip(self.points, self.points[1:]):
            steps = max(1, int(max(abs(x1 - x0), abs(y1 - y0)) // 10))
            for k in range(steps + 1):
                p = (round(x0 + (x1 - x0) * k / steps), round(y0 + (y1 - y0) * k / steps))
                pygame.draw.circle(dst, TRAIL, p, 3)
        pygame.draw.circle(dst, TRAIL, self.points[-1], 7, 2)

    def draw(self, dst: pygame.Surface) -> None:
        f = self.figures
        if self.fade:
            half = self.t < FADE
            f.pos[self.char] = self.points[0] if half else self.points[-1]
            k = self.t / FADE if half else (self.t - FADE) / FADE
            f.alpha[self.char] = round(255 * (1 - k if half else k))
            if self.t >= self.length:
                f.alpha[self.char] = 255
            return
        legs = len(self.points) - 1
        if legs < 1:
            f.pos[self.char] = self.points[-1]
            return
        at = min(legs, self.t / STEP)
        i = min(legs - 1, int(at))
        k = at - i
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        f.pos[self.char] = (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)


@dataclass
class Flight:
    """Tokens travelling from where they were, past any waypoints, to where they land (with
    reduced motion: appearing where they land). With `hold`, each token first flies to its
    second point `grow` times its size and rests there (damage landing large beside its
    target) before it goes on, shrinking, to the last. `vanish`: they fade as they arrive (cubes
    going back to the supply). `note`: words shown where the eye is, for as long as it plays."""

    paths: list[tuple[pygame.Surface, list[Pos]]]
    duration: float = 0.55
    group: str | None = None  # flights of one group (the flush) fly together
    fade: bool = False
    hold: float = 0.0
    grow: float = 1.0
    vanish: bool = False
    note: tuple[pygame.Surface, pygame.Rect] | None = None
    hop: int = 40  # px a token rises mid-leg (a tile slides flat)
    t: float = 0.0

    @property
    def length(self) -> float:
        return (FADE if self.fade else self.duration + self.hold) + STAGGER * max(0, len(self.paths) - 1)

    def draw(self, dst: pygame.Surface) -> None:
        span = FADE if self.fade else self.duration
        for i, (surf, points) in enumerate(self.paths):
            local = self.t - i * STAGGER
            if local < 0:
                continue
            if self.fade:
                img = self._sized(surf, 1.0)
                img.set_alpha(round(255 * _ease(local / span)))
                dst.blit(img, img.get_rect(center=points[-1]))
                continue
            if self.hold and len(points) == 3:
                pos, scale = self._landing(points, local)
            else:
                pos, scale = _along(points, _ease(local / span), self.hop), 1.0
            img = self._sized(surf, scale)
            if self.vanish:
                img.set_alpha(round(255 * min(1.0, 3 * (1 - _ease(local / span)))))
            dst.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
        if self.note is not None:
            words, where = self.note
            dst.blit(words, where)

    def _landing(self, points: list[Pos], local: float) -> tuple[Pos, float]:
        """Where a landing token is `local` seconds into its flight, and its scale."""
        come = self.duration * 0.45
        if local < come:
            return _along(points[:2], _ease(local / come), self.hop), self.grow
        if local < come + self.hold:
            return points[1], self.grow
        k = _ease((local - come - self.hold) / (self.duration - come))
        return _along(points[1:], k, self.hop), self.grow + (1 - self.grow) * k

    def _sized(self, surf: pygame.Surface, scale: float) -> pygame.Surface:
        """The token at `scale` of its resting size (`surf` is drawn `grow` times that)."""
        k = scale / self.grow
        if abs(k - 1) < 0.01:
            return surf.copy() if self.vanish or self.fade else surf
        w, h = surf.get_size()
        return pygame.transform.smoothscale(surf, (max(1, round(w * k)), max(1, round(h * k))))


def _along(points: list[Pos], k: float, hop: int) -> Pos:
    """The point `k` (0..1) of the way along a polyline, each leg an equal share, with a hop."""
    legs = len(points) - 1
    if legs < 1:
        return points[-1]
    at = min(1.0, max(0.0, k)) * legs
    j = min(legs - 1, int(at))
    kk = at - j
    (x0, y0), (x1, y1) = points[j], points[j + 1]
    rise = hop * kk * (1 - kk)
    return (x0 + (x1 - x0) * kk, y0 + (y1 - y0) * kk - rise)


@dataclass
class Banner:
    """Big words for a moment. They cross the arena only while nothing is asked; while a
    question is on show they stand at the head of the table, over the skull board and the
    reward tile, so the question, its answers and the arena stay readable."""

    words: str
    colour: th.RGB
    duration: float = 1.1
    fade: bool = False
    t: float = 0.0
    _surfs: dict[bool, pygame.Surface] = field(default_factory=dict, repr=False)

    @property
    def length(self) -> float:
        return self.duration

    @staticmethod
    def room(asked: bool) -> pygame.Rect:
        """Where a banner may stand: the head of the table while something is asked, else the
        middle of the table above the notice strip (never the prompt or its answers)."""
        lay = L.now()
        return lay.top.clip(lay.arena.x, 0, lay.arena.w, lay.top.h) if asked else pygame.Rect(lay.centre)

    def _surf(self, asked: bool) -> pygame.Surface:
        if asked not in self._surfs:
            lay = L.now()
            room = self.room(asked)
            pad = lay.u(40) if not asked else lay.gap
            size = lay.px(96) if not asked else max(th.MIN_TEXT, room.h - lay.gap - 8)
            big = th.fit(self.words, size, room.w - 2 * pad, self.colour, True)
            shadow = th.fit(self.words, size, room.w - 2 * pad, (0, 0, 0), True)
            # at the head of the table it covers the whole bar between the sides: no word under it shows through
            surf = pygame.Surface(room.size if asked else (big.get_width() + 2 * pad, big.get_height() + pad),
                                  pygame.SRCALPHA)
            surf.fill((12, 12, 16, 235) if asked else (0, 0, 0, 150))
            top = (surf.get_height() - big.get_height()) // 2
            pad = (surf.get_width() - big.get_width()) // 2
            shift = 2 if asked else 4
            surf.blit(shadow, (pad + shift, top + shift))
            surf.blit(big, (pad, top))
            self._surfs[asked] = surf
        return self._surfs[asked]

    def rect(self, asked: bool) -> pygame.Rect:
        """The banner at full size: centred in its room."""
        return self._surf(asked).get_rect(center=self.room(asked).center)

    def draw(self, dst: pygame.Surface, asked: bool = False) -> None:
        full = self._surf(asked)
        grow = 1.0 if self.fade else 0.7 + 0.3 * _ease(self.t / 0.25)
        if self.fade:
            fade = min(1.0, self.t / 0.2, max(0.0, (self.duration - self.t) / 0.25))
        else:
            fade = 1.0 if self.t < self.duration - 0.25 else max(0.0, (self.duration - self.t) / 0.25)
        surf = pygame.transform.smoothscale_by(full, grow) if grow < 1 else full
        surf.set_alpha(round(255 * fade))
        dst.blit(surf, surf.get_rect(center=self.rect(asked).center))


Animation = Slide | Flight | Banner


class Animations:
    """The queue of animations for the events of one choice."""

    def __init__(self) -> None:
        self.queue: list[Animation] = []
        self.figures = Figures()

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def moving(self) -> frozenset[str]:
        """Figures the animations draw themselves (the table picture leaves them off)."""
        return frozenset(self.figures.pos) if self.queue else frozenset()

    def skip(self) -> None:
        self.queue.clear()
        self.figures = Figures()

    def update(self, dt: float) -> bool:
        """Advance; True when the last animation just ended. The figures it moved stay drawn
        where they went until `settle` (the table redrawn, on a frame of its own: the last
        animation's frame and a whole redraw together would pass the frame budget)."""
        if not self.queue:
            return False
        self.queue[0].t += dt
        if self.queue[0].t >= self.queue[0].length:
            done = self.queue.pop(0)
            if isinstance(done, Slide):  # it stands where it went until the table is redrawn
                self.figures.pos[done.char] = done.points[-1]
                self.figures.alpha.pop(done.char, None)
            return not self.queue
        return False

    def settle(self) -> None:
        """The table is drawn anew: the figures the animations left standing go."""
        if not self.queue:
            self.figures = Figures()

    def draw(self, dst: pygame.Surface, asked: bool = False) -> None:
        """`asked`: a question is on show (a banner then keeps off the arena)."""
        if not self.queue:
            self.figures.draw(dst)  # those that went, until the table is redrawn
        else:
            current = self.queue[0]
            if isinstance(current, Slide):
                current.trail(dst)
                current.draw(dst)  # moves the figure before the figures are drawn
                self.figures.draw(dst)
                return
            self.figures.draw(dst)
            if isinstance(current, Banner):
                current.draw(dst, asked)
            else:
                current.draw(dst)

    def add_events(self, events: list[ev.Event], before: Table, after: Table, centres: dict[str, tuple[int, int]],
                   geo: ArenaGeometry | None, reduced: bool = False) -> None:
        """`before` is the table the player sees while these play; `centres` its figures'
        spots; `geo` the arena's geometry (None while the draft is on show)."""
        where: dict[str, Pos] = dict(centres)  # where each figure stands as the animations go on
        final = figure_spots(geo, after) if geo is not None else {}
        moved = [e for e in events if isinstance(e, ev.Moved)]
        for e in events:
            anims = self._make(e, before, after, where, final, geo, reduced, moved)
            for anim in anims:
                last = self.queue[-1] if self.queue else None
                if isinstance(anim, Flight) and isinstance(last, Flight) and anim.group and anim.group == last.group:
                    last.paths.extend(anim.paths)
                else:
                    self.queue.append(anim)

    def _make(self, e: ev.Event, before: Table, after: Table, where: dict[str, Pos], final: Spots,
              geo: ArenaGeometry | None, reduced: bool, moved: list[ev.Moved]) -> list[Animation]:
        if isinstance(e, ev.Moved) and geo is not None and e.frm is not None:
            char = e.character
            team = after.figures[char].team
            last_move = e is [m for m in moved if m.character == char][-1]
            start = where.get(char, geo.square(e.frm).center)
            end = final[char][0] if last_move and char in final else geo.figure_spot(e.to, 0, 1)
            squares = path(geo.arena, e.frm, e.to)
            points: list[Pos] = [start, *(geo.figure_spot(sq, 0, 1) for sq in squares[1:-1]), end]
            if char not in self.figures.pos:
                self.figures.pos[char] = start
                self.figures.looks[char] = (team, final[char][1] if char in final else geo.figure_radius(1))
            where[char] = end
            return [Slide(char, points, self.figures, fade=reduced or e.by == "Teleporter")]
        return [a for a in (make(e, before, after, where, reduced),) if a is not None]


LAND = 0.35  # seconds damage and marks rest, large, beside their target before they settle


class AnimationsLayer(Layer):
    """The animations of the events on show, over the table, holding it while they play: a
    click, Enter or Esc skips them (`skipped`), and `done` is told when the last one ends.
    `asked()`: a question is on show (a banner keeps off the arena then)."""

    name = "animations"

    def __init__(self, anims: Animations, done: Callable[[], None], skipped: Callable[[], None],
                 asked: Callable[[], bool]):
        self.anims, self.done, self.skipped, self.asked = anims, done, skipped, asked

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if not self.anims.busy:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or command in ("pick", "back"):
            self.anims.skip()
            self.skipped()
        return True

    def update(self, dt: float) -> bool:
        if not self.anims.busy:
            return False
        if self.anims.update(dt):
            self.done()
        return True

    def draw(self, screen: pygame.Surface) -> None:
        self.anims.draw(screen, asked=self.asked())


def landing_size(rest: int) -> int:
    """A token's size as it lands beside its target: twice its size in the buffer, and never
    under 36 px (read from across the room at 1280x720)."""
    return max(36, 2 * rest, L.now().u(56))


def beside(hit: Pos, k: int, n: int, big: int) -> Pos:
    """The k-th of `n` tokens landing beside a figure at `hit`: a row over it, inside the map."""
    lay = L.now()
    x = hit[0] + (k - (n - 1) / 2) * (big + 4)
    y = hit[1] - lay.figure() // 2 - big // 2
    m = lay.map
    return (min(max(x, m.x + big / 2), m.right - big / 2), min(max(y, m.y + big / 2), m.bottom - big / 2))


def _payment(e: ev.Paid, before: Table, reduced: bool) -> Flight | None:
    """The cubes and powerup cards a player pays leave their board for the supply (the head
    of the table), fading as they go."""
    lay = L.now()
    found = next(((team, i) for team, ts in before.teams.items() for i, p in enumerate(ts.players)
                  if p.name == e.player), None)
    if found is None:
        return None
    team, player = found
    ts = before.teams[team]
    chars = [c for c in ts.characters if ts.owner.get(c, player) == player or c == ts.shared]
    board = lay.board_rect(team, ts.characters.index(chars[0]) if chars else 0)
    supply = (lay.skulls.right + lay.gap // 2, lay.top.bottom)
    size = max(20, lay.u(34))
    paths: list[tuple[pygame.Surface, list[Pos]]] = []
    for k, colour in enumerate(e.cubes):
        cube = pygame.Surface((size, size), pygame.SRCALPHA)
        cards.cube(cube, colour, (size / 2, size / 2), size - 4)
        paths.append((cube, [(board.centerx + (k - 1) * size, board.centery), supply]))
    for cid in e.powerups:
        card = cards.powerup_card(cid, round(size * 1.4), round(size * 2))
        paths.append((card, [board.center, supply]))
    return Flight(paths, duration=0.7, vanish=True, fade=reduced)


def _rush_slide(e: ev.RushPaid | ev.Healed, after: Table, reduced: bool) -> Flight:
    """The Adrenaline Rush tile sliding one space on its board (left when its cost is paid,
    right with a heal), with where the killshot space now is, in the rulebook's words."""
    lay = L.now()
    team = _team_of(after, e.character)
    index = _board_index(after, e.character)
    now = killshot_at(e.rush)
    was = killshot_at(e.rush - 1 if isinstance(e, ev.RushPaid) else e.rush + 1)

    def spot(killshot: int) -> Pos:
        a, b = (lay.track_space(team, index, s).center for s in (killshot - 1, min(TRACK - 1, killshot)))
        return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    space = lay.track_space(team, index, 0)
    pitch = lay.track_space(team, index, 1).x - space.x
    tile = pygame.Surface((pitch + space.w + 8, space.h + 8), pygame.SRCALPHA)
    pygame.draw.rect(tile, th.BLOOD, tile.get_rect(), border_radius=lay.radius)
    pygame.draw.rect(tile, th.GOLD, tile.get_rect(), 3, border_radius=lay.radius)
    th.blit_center(tile, th.fit("☠ +1", lay.small, tile.get_width() - 4, (255, 236, 220), True), tile.get_rect().center)
    board = lay.board_rect(team, index)
    words = th.fit(_("the killshot is now the {n}th damage").format(n=now), lay.body, board.w - 2 * lay.gap,
                   th.GOLD, True)
    plate = pygame.Surface((words.get_width() + 2 * lay.gap, words.get_height() + 6), pygame.SRCALPHA)
    plate.fill((0, 0, 0, 210))
    plate.blit(words, (lay.gap, 3))
    where = plate.get_rect(midtop=(board.centerx, board.bottom - 2))
    return Flight([(tile, [spot(was), spot(now)])], duration=0.9, hold=0.6, note=(plate, where.clamp(lay.window)), hop=0,
                  fade=reduced)


def _team_of(table: Table, char: str) -> Team:
    return table.figures[char].team


def _board_index(table: Table, char: str) -> int:
    return table.teams[_team_of(table, char)].characters.index(char)


def make(e: ev.Event, before: Table, after: Table, where: dict[str, Pos], reduced: bool = False
         ) -> Flight | Banner | None:
    """The flight or banner that shows one event (moves are `Animations._make`'s)."""
    lay = L.now()
    size = lay.u(30)
    centre = lay.centre.center

    def tok(char: str) -> pygame.Surface:
        return cards.damage_token(char, max(18, size))
    if isinstance(e, ev.DamageBuffered):
        n = e.damage + e.converted
        hit = where.get(e.target, centre)
        frm = where.get(e.source, hit) if e.source else hit
        row = after.teams[TEAM[e.buffer]].characters.index(e.target)
        big = landing_size(size)
        paths: list[tuple[pygame.Surface, list[Pos]]] = []
        for k in range(n):
            slot = e.total - n + k
            end = lay.buffer_space(e.buffer, slot) if slot < 6 else lay.buffer_centre(e.buffer)
            token = cards.damage_token(e.target, big)
            if k >= e.damage:  # a mark turning into damage leaves the marks area
                paths.append((token, [lay.mark_space(e.buffer, row, k - e.damage), end]))
            else:
                paths.append((token, [frm, beside(hit, k, n, big), end]))
        return Flight(paths, duration=0.6, hold=LAND, grow=big / max(18, size), fade=reduced) if paths else None
    if isinstance(e, ev.MarksBuffered):
        buffer = TEAM[e.buffer]
        row = after.teams[buffer].characters.index(e.target)
        have = before.teams[buffer].buffer.marks.get(e.target, 0)
        hit = where.get(e.target, centre)
        frm = where.get(e.source, hit) if e.source else hit
        kept = e.marks - e.lost
        rest = max(18, lay.mark_size(e.buffer))
        big = landing_size(rest)
        mark = cards.mark_token(e.target, big)
        return Flight([(mark, [frm, beside(hit, k, kept, big), lay.mark_space(e.buffer, row, min(2, have + k))])
                       for k in range(kept)], duration=0.6, hold=LAND, grow=big / rest,
                      fade=reduced) if kept > 0 else None
    if isinstance(e, ev.Paid) and (e.cubes or e.powerups):
        return _payment(e, before, reduced)
    if isinstance(e, (ev.RushPaid, ev.Healed)):
        return _rush_slide(e, after, reduced)
    if isinstance(e, ev.BoardDamaged):
        team = _team_of(after, e.character)
        index = _board_index(after, e.character)
        if e.how == "venom":
            starts = [where.get(e.character, centre)] * e.damage
        else:  # out of the buffer spaces the tokens lay in
            spots = [i for i, c in enumerate(before.teams[team].buffer.damage) if c == e.character]
            starts = [lay.buffer_space(team, i) if i < 6 else lay.buffer_centre(team) for i in spots]
            starts += [lay.buffer_centre(team)] * (e.damage - len(starts))
        first = max(0, e.total - e.damage)
        paths = [(tok(e.character), [starts[k], lay.track_space(team, index, min(11, first + k)).center])
                 for k in range(e.damage)]
        return Flight(paths, duration=0.7, group=e.how, fade=reduced) if paths else None
    if isinstance(e, ev.SkullMoved):
        team = _team_of(after, e.character)
        slot = max(0, after.figures[e.character].skulls - 1)
        end = lay.value_space(team, _board_index(after, e.character), slot).center
        skull = th.text("☠", max(th.MIN_TEXT, lay.skull_radius() * 2), (236, 232, 224))
        return Flight([(skull, [lay.skull_slot(e.left), end])], duration=0.8, fade=reduced)
    if isinstance(e, ev.Flushed):
        return Banner(_("FLUSH"), (120, 210, 255), duration=0.8, fade=reduced)
    if isinstance(e, ev.Killshot):
        return Banner(_("KILLSHOT"), th.DANGER, fade=reduced)
    if isinstance(e, ev.Overkill):
        return Banner(_("OVERKILL"), (250, 150, 60), fade=reduced)
    if isinstance(e, ev.MultiKill):
        return Banner(_("TRIPLE KILL") if e.kills >= 3 else _("DOUBLE KILL"), th.GOLD, duration=1.4, fade=reduced)
    return None
