"""The arena: squares, rooms, doors and spawnpoints read from a Tiled map (BASE-ARENA), with
distance (BASE-MOVE-3) and sight (BASE-SEE-1) precomputed, because the rules engine asks
them in its hot loops. The map convention is described in maps/README.md.

This module never imports pygame: the rules core and the bots run headless.
"""

from __future__ import annotations

import logging
import os
import stat
import sys
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from math import floor
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, Mapping, Sequence
from xml.etree import ElementTree

from . import i18n
from .i18n import _, ngettext
from .message import Msg
from .oserrors import reason
from .places import MAPS, user_maps

Square = tuple[int, int]  # (row, col); row 0 at the top, col 0 at the left
Rect = tuple[int, int, int, int]  # x, y, width, height in map pixels
Edge = Literal["open", "door", "wall"]
Direction = Literal["N", "E", "S", "W"]
SpawnColour = Literal["red", "blue", "yellow"]

ARENA_NAMES = ("A", "B", "C", "D")
MAPS_DIR = MAPS
MAX_MAP_BYTES = 1024 * 1024
MAX_TILE = 4096  # pixels
MAX_SIDE = 12  # squares: every pair of squares' distance is worked out at load
MAX_SOURCE = 80  # characters of a tileset's path shown in an error
ROOM_COLOURS = ("red", "blue", "yellow", "white", "purple", "green")
SPAWN_COLOURS: tuple[SpawnColour, ...] = ("red", "blue", "yellow")
SLOTS_PER_SPAWNPOINT = 3
DIRECTIONS: tuple[Direction, ...] = ("N", "E", "S", "W")
_DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
# Where a square lies in its room, by its row (north, middle, south) and column (west, middle,
# east) of the room's; "" where the room is one row or one column wide. A Japanese room's
# middle column on its north row is 北側中央 (the catalog words each).
PARTS = {("north", "west"): Msg("north-west"), ("north", "middle"): Msg("north-middle"),
         ("north", "east"): Msg("north-east"), ("middle", "west"): Msg("middle-west"),
         ("middle", "middle"): Msg("middle-middle"), ("middle", "east"): Msg("middle-east"),
         ("south", "west"): Msg("south-west"), ("south", "middle"): Msg("south-middle"),
         ("south", "east"): Msg("south-east"), ("north", ""): Msg("north"), ("middle", ""): Msg("middle"),
         ("south", ""): Msg("south"), ("", "west"): Msg("west"), ("", "middle"): Msg("middle"),
         ("", "east"): Msg("east")}


# Every colour the game names, written out for the catalog: the rooms', the spawnpoints' and
# the cubes' (red, blue, yellow), and the characters' (catalog/characters.toml).
COLOURS = {"red": Msg.term("colour", "red"), "blue": Msg.term("colour", "blue"),
           "yellow": Msg.term("colour", "yellow"), "white": Msg.term("colour", "white"),
           "purple": Msg.term("colour", "purple"), "green": Msg.term("colour", "green"),
           "grey": Msg.term("colour", "grey"), "orange": Msg.term("colour", "orange")}


def colour_msg(colour: str) -> Msg:
    """A colour as a word: a room's, a spawnpoint's, a cube's, a card's, a character's."""
    return COLOURS.get(colour) or Msg.term("colour", colour)


class ArenaError(ValueError):
    """A map that breaks an arena rule. The message is one line: `[file: ]what, where`, in the
    player's words (the clause each check enforces is a comment at the check)."""


def _spot(sq: Square) -> str:
    """A square of a map being checked, as its author finds it: by row and column, counted
    from 1 at the top left as a person counts. Not the narration's words (`Arena.place`,
    "the blue room's west square"): those need whole rooms and spawnpoints, and a broken map
    is exactly one whose rooms or spawnpoints are wrong or not read yet."""
    return _("row {row}, column {column}").format(row=sq[0] + 1, column=sq[1] + 1)


def _between(a: Square, b: Square) -> dict[str, str]:
    """The two ends of a door, as the placeholders {a} and {b} of its error."""
    first, second = sorted((a, b))
    return {"a": _spot(first), "b": _spot(second)}


def _bfs(start: Square, neighbours: Mapping[Square, tuple[Square, ...]]) -> dict[Square, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        sq = queue.popleft()
        for n in neighbours[sq]:
            if n not in dist:
                dist[n] = dist[sq] + 1
                queue.append(n)
    return dist


@dataclass(frozen=True, eq=False)
class Arena:
    """An arena built from its facts (room of each square, spawnpoints, doors); everything else
    is derived and checked here. Arenas are cached and shared by every game, so the mappings
    are read-only views."""

    name: str
    rows: int
    cols: int
    square_rooms: Mapping[Square, str] = field(repr=False)
    spawnpoints: Mapping[str, Square] = field(repr=False)
    doors: frozenset[frozenset[Square]] = field(repr=False)
    tile_size: tuple[int, int] = field(default=(160, 160), repr=False)
    # weapon slot rectangles per spawnpoint colour, in map pixels (outside the grid)
    slots: Mapping[str, Sequence[Rect]] = field(default_factory=dict, repr=False)

    squares: tuple[Square, ...] = field(init=False, repr=False)
    rooms: Mapping[str, tuple[Square, ...]] = field(init=False, repr=False)
    ammo_squares: tuple[Square, ...] = field(init=False, repr=False)
    _spawn_at: dict[Square, SpawnColour] = field(init=False, repr=False)
    _edges: dict[tuple[Square, Square], Edge] = field(init=False, repr=False)
    _neighbours: dict[Square, tuple[Square, ...]] = field(init=False, repr=False)
    _steps: dict[tuple[Square, str], Square | None] = field(init=False, repr=False)
    _rays: dict[tuple[Square, str], tuple[Square, ...]] = field(init=False, repr=False)
    _lines: dict[tuple[Square, str], tuple[Square, ...]] = field(init=False, repr=False)
    _dist: dict[Square, dict[Square, int]] = field(init=False, repr=False)
    _within: dict[Square, tuple[tuple[Square, ...], ...]] = field(init=False, repr=False)
    _visible: dict[Square, frozenset[Square]] = field(init=False, repr=False)
    _visible_rooms: dict[Square, tuple[str, ...]] = field(init=False, repr=False)
    _places: dict[Square, tuple[Msg, Msg]] = field(init=False, repr=False)
    # reach(): worked out on first use for each (square, distances) a weapon asks about
    _reach: dict[tuple[Square, int | None, int, int | None], frozenset[Square]] = field(
        init=False, repr=False, default_factory=dict)
    _reached_from: dict[tuple[Square, bool, int | None, int, int | None], frozenset[Square]] = field(
        init=False, repr=False, default_factory=dict)
    _near_of: dict[tuple[Square, int], frozenset[Square]] = field(init=False, repr=False, default_factory=dict)
    _ahead: dict[tuple[Square, int], frozenset[Square]] = field(init=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        def put(name: str, value: object) -> None:
            object.__setattr__(self, name, value)

        put("square_rooms", MappingProxyType(dict(sorted(self.square_rooms.items()))))
        put("spawnpoints", MappingProxyType(dict(self.spawnpoints)))
        put("doors", frozenset(frozenset(d) for d in self.doors))
        put("slots", MappingProxyType({c: tuple(map(tuple, r)) for c, r in self.slots.items()}))
        squares = tuple(self.square_rooms)
        put("squares", squares)
        self._check_squares()
        self._check_spawnpoints()
        self._check_doors()

        rooms: dict[str, list[Square]] = {}
        for sq in squares:
            rooms.setdefault(self.square_rooms[sq], []).append(sq)
        put("rooms", MappingProxyType({room: tuple(sqs) for room, sqs in rooms.items()}))
        put("_spawn_at", {self.spawnpoints[colour]: colour for colour in SPAWN_COLOURS})
        put("ammo_squares", tuple(sq for sq in squares if sq not in self._spawn_at))

        edges: dict[tuple[Square, Square], Edge] = {}
        steps: dict[tuple[Square, str], Square | None] = {}
        lines: dict[tuple[Square, str], tuple[Square, ...]] = {}
        for sq in squares:
            for d, (dr, dc) in _DELTA.items():
                n = (sq[0] + dr, sq[1] + dc)
                kind: Edge = "wall"
                if n in self.square_rooms:
                    if self.square_rooms[n] == self.square_rooms[sq]:
                        kind = "open"
                    elif frozenset((sq, n)) in self.doors:
                        kind = "door"
                    edges[(sq, n)] = kind
                steps[(sq, d)] = None if kind == "wall" else n
                # the Railgun line skips missing squares and ignores walls up to the grid edge
                ahead = [(sq[0] + dr * k, sq[1] + dc * k) for k in range(1, max(self.rows, self.cols))]
                lines[(sq, d)] = (sq, *(a for a in ahead if a in self.square_rooms))
        neighbours = {sq: tuple(sorted(m for d in DIRECTIONS if (m := steps[(sq, d)]))) for sq in squares}
        rays = {}
        for sq in squares:
            for d in DIRECTIONS:
                ray, at = [], steps[(sq, d)]
                while at is not None:
                    ray.append(at)
                    at = steps[(at, d)]
                rays[(sq, d)] = tuple(ray)
        put("_edges", edges)
        put("_steps", steps)
        put("_lines", lines)
        put("_rays", rays)
        put("_neighbours", neighbours)

        self._check_rooms_joined()
        dist = {sq: _bfs(sq, neighbours) for sq in squares}
        unreachable = [sq for sq in squares if sq not in dist[squares[0]]]
        if unreachable:  # BASE-ARENA-5
            raise ArenaError(_("the square at {square} cannot be reached from the square at {start}").format(
                square=_spot(unreachable[0]), start=_spot(squares[0])))
        put("_dist", dist)
        put("_within", {
            sq: tuple(tuple(s for s in squares if dist[sq][s] <= k) for k in range(max(dist[sq].values()) + 1))
            for sq in squares
        })

        visible, visible_rooms = {}, {}
        for sq in squares:
            own = self.square_rooms[sq]
            through_doors = {self.square_rooms[n] for n in neighbours[sq] if edges[(sq, n)] == "door"}
            seen = (own, *sorted(through_doors))
            visible_rooms[sq] = seen
            visible[sq] = frozenset(s for room in seen for s in rooms[room])
        put("_visible", visible)
        put("_visible_rooms", visible_rooms)
        # made once: every move question names its squares, so `place` is asked thousands of times a game
        put("_places", {sq: (self._word(sq, False), self._word(sq, True)) for sq in squares})

    # --- checks (each raises one ArenaError naming the square; the clause is a comment) ---

    def _check_squares(self) -> None:
        for sq, room in self.square_rooms.items():
            if not (0 <= sq[0] < self.rows and 0 <= sq[1] < self.cols):  # BASE-ARENA-3
                raise ArenaError(_("the square at {square} is outside the grid of {rows} rows and {cols} columns")
                                 .format(square=_spot(sq), rows=self.rows, cols=self.cols))
            if not room:  # BASE-ARENA-4
                raise ArenaError(_("the square at {square} has no room").format(square=_spot(sq)))
            if room not in ROOM_COLOURS:  # BASE-ARENA-4
                raise ArenaError(_("the square at {square} has the unknown room colour '{room}'").format(
                    square=_spot(sq), room=room))

    def _check_spawnpoints(self) -> None:  # BASE-ARENA-6
        for colour, sq in self.spawnpoints.items():
            if colour not in SPAWN_COLOURS:
                raise ArenaError(_("the spawnpoint at {square} has the colour '{colour}', not red, blue or yellow")
                                 .format(square=_spot(sq), colour=colour))
            room = self.square_rooms.get(sq)
            if room is None:
                raise ArenaError(_("the {colour} spawnpoint at {square} is not on a square").format(
                    colour=colour_msg(colour), square=_spot(sq)))
            if room != colour:
                raise ArenaError(_("the {colour} spawnpoint at {square} is in the {room} room").format(
                    colour=colour_msg(colour), square=_spot(sq), room=colour_msg(room)))
        for colour in SPAWN_COLOURS:
            if colour not in self.spawnpoints:
                raise ArenaError(_("no {colour} spawnpoint").format(colour=colour_msg(colour)))

    def _check_doors(self) -> None:  # BASE-ARENA-5
        for door in sorted(self.doors, key=sorted):
            ends = sorted(door)
            if len(ends) != 2:
                raise ArenaError(_("a door from the square at {square} to itself").format(square=_spot(ends[0])))
            (a, b) = ends
            for sq in ends:
                if sq not in self.square_rooms:
                    raise ArenaError(_("the door between {a} and {b} leads to {square}, where there is no square")
                                     .format(**_between(a, b), square=_spot(sq)))
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                raise ArenaError(_("the door between {a} and {b} joins squares that are not side by side").format(
                    **_between(a, b)))
            if self.square_rooms[a] == self.square_rooms[b]:
                raise ArenaError(_("the door between {a} and {b} is inside the {room} room").format(
                    **_between(a, b), room=colour_msg(self.square_rooms[a])))

    def _check_rooms_joined(self) -> None:
        # one colour = one room, so a colour's squares must be joined by open edges
        open_only = {
            sq: tuple(n for n in ns if self._edges[(sq, n)] == "open") for sq, ns in self._neighbours.items()
        }
        for room, sqs in self.rooms.items():
            joined = _bfs(sqs[0], open_only)
            for sq in sqs:
                if sq not in joined:  # BASE-ARENA-4
                    raise ArenaError(_("the {room} room is split: the square at {square} is not joined to {other}")
                                     .format(room=colour_msg(room), square=_spot(sq), other=_spot(sqs[0])))

    # --- queries ---

    def room_of(self, sq: Square) -> str:
        return self.square_rooms[sq]

    def place(self, sq: Square, start: bool = False) -> Msg:
        """A square as players name it, never by coordinates: "the red spawnpoint", "the
        green room" (a room of one square), "the yellow room's north-west square"; with
        `start`, as the first words of a label ("The red spawnpoint")."""
        return self._places[sq][start]

    def _word(self, sq: Square, start: bool) -> Msg:
        spawn = self._spawn_at.get(sq)
        if spawn:
            colour = colour_msg(spawn)
            return Msg("The {colour} spawnpoint", colour=colour) if start else Msg("the {colour} spawnpoint",
                                                                                   colour=colour)
        room = self.square_rooms[sq]
        squares = self.rooms[room]
        if len(squares) == 1:
            colour = colour_msg(room)
            return Msg("The {colour} room", colour=colour) if start else Msg("the {colour} room", colour=colour)
        rows, cols = sorted({s[0] for s in squares}), sorted({s[1] for s in squares})
        ns = "" if len(rows) == 1 else "north" if sq[0] == rows[0] else "south" if sq[0] == rows[-1] else "middle"
        we = "" if len(cols) == 1 else "west" if sq[1] == cols[0] else "east" if sq[1] == cols[-1] else "middle"
        colour, part = colour_msg(room), PARTS[ns, we]
        if start:
            return Msg("The {colour} room's {part} square", colour=colour, part=part)
        return Msg("the {colour} room's {part} square", colour=colour, part=part)

    def spawn_colour(self, sq: Square) -> SpawnColour | None:
        return self._spawn_at.get(sq)

    def edge(self, a: Square, b: Square) -> Edge:
        """BASE-ARENA-5; an edge towards a missing square or off the grid is an outer wall."""
        kind = self._edges.get((a, b))
        if kind is not None:
            return kind
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            raise ValueError(f"{a} and {b} are not orthogonally adjacent")
        return "wall"

    def neighbours(self, sq: Square) -> tuple[Square, ...]:
        """Squares one legal step away (BASE-MOVE-1), sorted."""
        return self._neighbours[sq]

    def distance(self, a: Square, b: Square) -> int:
        """Fewest legal steps from a to b (BASE-MOVE-3)."""
        return self._dist[a][b]

    def within(self, sq: Square, n: int) -> tuple[Square, ...]:
        """Squares at distance <= n from sq, sq included, sorted."""
        if n < 0:
            return ()
        table = self._within[sq]
        return table[min(n, len(table) - 1)]

    def can_see(self, frm: Square, to: Square) -> bool:
        """BASE-SEE-1: to is in frm's room or in a room behind a door on frm itself."""
        return to in self._visible[frm]

    def reach(self, sq: Square, exactly: int | None, least: int, most: int | None) -> frozenset[Square]:
        """Squares at `exactly` steps from sq (None: any), and from `least` to `most` (None: no
        limit): a weapon's distance from the shooter, a set look-up once worked out."""
        key = (sq, exactly, least, most)
        found = self._reach.get(key)
        if found is None:
            found = frozenset(s for s, d in self._dist[sq].items()
                              if (exactly is None or d == exactly) and least <= d and (most is None or d <= most))
            self._reach[key] = found
        return found

    def reach_seen(self, sq: Square, exactly: int | None, least: int, most: int | None) -> frozenset[Square]:
        """`reach` and visible from sq (BASE-SEE-1): where a weapon that needs sight can hit."""
        key = (sq, exactly, -1 - least, most)  # the same cache as `reach`, told apart by the sign
        found = self._reach.get(key)
        if found is None:
            found = self.reach(sq, exactly, least, most) & self._visible[sq]
            self._reach[key] = found
        return found

    def reached_from(self, target: Square, sight: bool, exactly: int | None, least: int,
                     most: int | None) -> frozenset[Square]:
        """Every square whose `reach` (`reach_seen` with `sight`) holds `target`: where a
        shooter may stand to hit a figure on it, so that "from which squares could I shoot?"
        is a union of a few sets instead of a look from each square."""
        key = (target, sight, exactly, least, most)
        found = self._reached_from.get(key)
        if found is None:
            found = frozenset(s for s in self.squares if (d := self._dist[s][target]) >= least
                              and (exactly is None or d == exactly) and (most is None or d <= most)
                              and (not sight or target in self._visible[s]))
            self._reached_from[key] = found
        return found

    def near_of(self, target: Square, n: int) -> frozenset[Square]:
        """Every other square from which `target` is at most `n` steps away: where a move of
        up to `n` may start to end on it."""
        key = (target, n)
        found = self._near_of.get(key)
        if found is None:
            found = frozenset(s for s in self.squares if s != target and self._dist[s][target] <= n)
            self._near_of[key] = found
        return found

    def visible_squares(self, sq: Square) -> frozenset[Square]:
        return self._visible[sq]

    def visible_rooms(self, sq: Square) -> tuple[str, ...]:
        """Own room first, then the rooms behind this square's doors in alphabetical order."""
        return self._visible_rooms[sq]

    def step(self, sq: Square, direction: str) -> Square | None:
        """The square one legal step in direction, or None at a wall (BASE-MOVE-4)."""
        return self._steps[(sq, direction)]

    def straight(self, sq: Square, direction: str, n: int) -> tuple[Square, ...]:
        """Squares reached by 1..n legal steps in one direction, stopping at a wall (BASE-MOVE-4)."""
        return self._rays[(sq, direction)][: max(n, 0)]

    def ahead(self, sq: Square, n: int) -> frozenset[Square]:
        """Every square 1..n legal steps from sq in one direction or another (`straight`)."""
        key = (sq, n)
        found = self._ahead.get(key)
        if found is None:
            found = frozenset(s for d in DIRECTIONS for s in self.straight(sq, d, n))
            self._ahead[key] = found
        return found

    def line(self, sq: Square, direction: str) -> tuple[Square, ...]:
        """The Railgun line: sq and every square beyond it in direction, through walls."""
        return self._lines[(sq, direction)]


def _import_pytmx() -> Any:
    """pytmx imports pygame when it is imported (for type hints and its pygame loader). Hide
    pygame meanwhile so that headless games never load SDL; if the UI has already imported
    pygame, pytmx loads as usual. Either way `from pytmx.util_pygame import load_pygame` works
    afterwards."""
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    hidden = ("pygame", "pytmx.util_pygame")
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # None makes `import pygame` fail at once
    try:
        import pytmx
    finally:
        for name in hidden:
            sys.modules.pop(name, None)
    # pytmx logs what it finds wrong before it raises; we say it in our own one line instead
    quiet = logging.getLogger("pytmx")
    quiet.addHandler(logging.NullHandler())
    quiet.propagate = False
    return pytmx


def _check_tilesets(path: Path) -> None:
    """A map's tilesets are files beside it (Tiled writes `source="rooms.tsx"`); pytmx would
    open whatever a map names, a device or a file anywhere. Each must be a regular .tsx file
    inside the map's folder, or the map is refused before pytmx reads anything."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return  # not XML: pytmx's parse says so, in the one line `_read_tmx` makes of it
    folder = path.parent.resolve()
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source is None:  # the tiles are in the map itself
            continue
        try:
            found = (path.parent / source).resolve(strict=True)
            inside = (not os.path.isabs(source) and found.is_relative_to(folder) and found.suffix.lower() == ".tsx"
                      and stat.S_ISREG(found.stat().st_mode) and found.stat().st_size <= MAX_MAP_BYTES)
        except (OSError, RuntimeError):  # missing, a loop of links
            inside = False
        if not inside:
            raise ArenaError(_("the tileset {source!r} is not a file in the map's folder").format(
                source=source[:MAX_SOURCE]))


def _read_tmx(path: Path) -> Arena:
    pytmx = _import_pytmx()
    try:
        info = path.stat()
    except OSError as exc:
        raise _unread(exc) from None
    if not stat.S_ISREG(info.st_mode):  # a FIFO or a device would hang the read
        raise ArenaError(_("not a regular file"))
    if info.st_size > MAX_MAP_BYTES:
        raise ArenaError(_("{size} bytes, more than a map needs ({most} at most)").format(
            size=info.st_size, most=MAX_MAP_BYTES))
    _check_tilesets(path)
    try:
        tmx = pytmx.TiledMap(str(path))
    except OSError as exc:
        raise _unread(exc) from None
    except Exception as exc:  # pytmx lets anything escape on a bad file, from ParseError to KeyError
        raise ArenaError(_unparsed(exc)) from None
    if tmx.orientation != "orthogonal":
        raise ArenaError(_("the map must be orthogonal, not {orientation}").format(orientation=tmx.orientation))
    tw, th = int(tmx.tilewidth), int(tmx.tileheight)
    if not (0 < tw <= MAX_TILE and 0 < th <= MAX_TILE):
        raise ArenaError(_("tiles of {width}x{height} pixels (each side 1 to {most})").format(
            width=tw, height=th, most=MAX_TILE))
    if not (0 < tmx.width <= MAX_SIDE and 0 < tmx.height <= MAX_SIDE):
        raise ArenaError(_("a grid of {width}x{height} squares (each side 1 to {most})").format(
            width=tmx.width, height=tmx.height, most=MAX_SIDE))

    def layer(name: str) -> Any:
        found = tmx.layernames.get(name)
        if not isinstance(found, pytmx.TiledObjectGroup):
            raise ArenaError(_("no object layer named '{name}'").format(name=name))
        return found

    def cell(x: float, y: float) -> Square:
        return (floor(y / th), floor(x / tw))

    rooms: dict[Square, str] = {}
    spawnpoints: dict[str, Square] = {}
    for obj in layer("squares"):
        sq = cell(obj.x + obj.width / 2, obj.y + obj.height / 2)
        # a square object may be smaller than its cell, but not reach into another (1 px slack)
        # BASE-ARENA-3: one square to a cell of the grid
        if cell(obj.x + 1, obj.y + 1) != sq or cell(obj.x + obj.width - 1, obj.y + obj.height - 1) != sq:
            raise ArenaError(_("the square object {object} at {square} covers more than one cell of the grid").format(
                object=obj.id, square=_spot(sq)))
        if sq in rooms:
            raise ArenaError(_("two squares at {square}").format(square=_spot(sq)))
        rooms[sq] = obj.properties.get("room") or ""
        colour = obj.properties.get("spawn")
        if colour:
            if colour in spawnpoints:  # BASE-ARENA-6
                raise ArenaError(_("a second {colour} spawnpoint at {square} (the first is at {first})").format(
                    colour=colour_msg(colour), square=_spot(sq), first=_spot(spawnpoints[colour])))
            spawnpoints[colour] = sq

    doors: set[frozenset[Square]] = set()
    for obj in layer("doors"):
        points = getattr(obj, "points", None)
        if points is None or obj.closed or len(points) != 2:
            raise ArenaError(_("the door object {object} must be a polyline with 2 points").format(object=obj.id))
        ends = [cell(*p) for p in points]
        for sq in ends:  # BASE-ARENA-5
            if sq not in rooms:
                raise ArenaError(_("the door object {object} ends at {square}, where there is no square").format(
                    object=obj.id, square=_spot(sq)))
        door = frozenset(ends)
        if door in doors:
            raise ArenaError(_("two doors between {a} and {b}").format(**_between(*ends)))
        doors.add(door)

    slots: dict[str, list[Rect]] = {}
    for obj in sorted(layer("slots"), key=lambda o: (o.y, o.x)):
        colour = obj.properties.get("spawn")
        if colour not in SPAWN_COLOURS:  # BASE-ARENA-6
            raise ArenaError(_("the weapon slot object {object} has spawn '{colour}', not red, blue or yellow").format(
                object=obj.id, colour=colour))
        slots.setdefault(colour, []).append(tuple(round(v) for v in (obj.x, obj.y, obj.width, obj.height)))

    arena = Arena(
        name=path.stem,
        rows=int(tmx.height),
        cols=int(tmx.width),
        square_rooms=rooms,
        spawnpoints=spawnpoints,
        doors=frozenset(doors),
        tile_size=(tw, th),
        slots=slots,
    )
    for colour in SPAWN_COLOURS:
        found = len(arena.slots.get(colour, ()))
        if found != SLOTS_PER_SPAWNPOINT:  # BASE-ARENA-6
            raise ArenaError(ngettext("the {colour} spawnpoint has {n} weapon slot, needs {need}",
                                      "the {colour} spawnpoint has {n} weapon slots, needs {need}", found).format(
                colour=colour_msg(colour), n=found, need=SLOTS_PER_SPAWNPOINT))
    return arena


def _unread(exc: OSError) -> ArenaError:
    return ArenaError(_("cannot read: {why}").format(why=reason(exc)))


def _unparsed(exc: Exception) -> str:
    """What pytmx found wrong, as one line. Its words and the XML parser's are English only:
    in English they are shown as they are; in another language the line says where the XML
    breaks (the parser's line and column), which is what the map's author needs, and not the
    English, which would be a foreign sentence in the player's line."""
    if i18n.language() == i18n.DEFAULT:
        return _("cannot parse: {why}").format(why=" ".join(str(exc).split()) or type(exc).__name__)
    if isinstance(exc, ElementTree.ParseError):
        line, column = exc.position
        return _("cannot parse: the XML breaks at line {line}, column {column}").format(line=line, column=column)
    return _("cannot parse it as a map")


@lru_cache(maxsize=None)
def _load_cached(path: Path) -> Arena:
    return _read_tmx(path)


def arena_file(name: str) -> Path:
    """The map of a game config's arena: A-D ship with the game; any other name is a map file
    in the player's own maps folder (the save gate allows file names only)."""
    return MAPS_DIR / f"{name}.tmx" if name in ARENA_NAMES else user_maps() / name


def load_arena(name_or_path: str | Path) -> Arena:
    """A config's arena by name (`arena_file`), or a .tmx at a `Path` (tools and tests).
    Cached per file: games are created by the thousand and share one immutable Arena
    (`load_arena.cache_clear()` forgets them, e.g. after editing a map in a running process)."""
    shipped = _SHIPPED.get(name_or_path) if isinstance(name_or_path, str) else None
    if shipped is not None:  # by name, no path worked out: a bot's look-ahead makes games by the thousand
        return shipped
    path = arena_file(name_or_path) if isinstance(name_or_path, str) else Path(name_or_path)
    try:
        arena = _load_cached(Path(os.path.abspath(path)))  # not resolve(): games are made in hot loops
    except ArenaError as exc:
        raise ArenaError(_("{path}: {why}").format(path=path, why=exc)) from None
    if name_or_path in ARENA_NAMES:
        _SHIPPED[str(name_or_path)] = arena
    return arena


_SHIPPED: dict[str, Arena] = {}  # the arenas A-D by name, once loaded


def _clear() -> None:
    _SHIPPED.clear()
    _load_cached.cache_clear()


load_arena.cache_clear = _clear  # type: ignore[attr-defined]
