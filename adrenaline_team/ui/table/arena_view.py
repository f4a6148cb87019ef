"""The arena as the .tmx describes it — rooms with patterned floors, walls with doors in them,
spawnpoints as pads with their weapon racks — and what lies on it: weapons, ammo tiles,
tokens and figures."""

from __future__ import annotations

import math

import pygame

from ...arena import Arena
from ...i18n import _
from ...rules.cards import ammo_tile
from ...rules.state import Square, Table, keysq
from ..kit import theme as th
from ..kit.layout import ArenaGeometry
from ..words import colour_word, team_words
from . import cards
from .hotspots import Regions

WALL = (20, 21, 26)
WALL_TOP = (96, 100, 110)
DOOR_POST = (190, 176, 140)
SILL = (150, 136, 104)  # a door's threshold plate, worn brass
BOARD_PLATE = (46, 40, 36)  # the board under the rooms: warm, dark
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
RIM = 4  # the racks' rims stand this far out of the arena box


def square_name(arena: Arena, sq: Square) -> str:
    """A square in words: its room, and the spawnpoint if it is one."""
    spawn = arena.spawn_colour(sq)
    room = colour_word(arena.room_of(sq))
    if spawn:
        return _("The {spawn} spawnpoint, in the {room} room").format(spawn=colour_word(spawn), room=room)
    return _("A square in the {room} room").format(room=room)


@th.cached(16)
def _tread(colour: th.RGB, size: int) -> pygame.Surface:
    """A tile of the floor's pattern: diamond tread plate in the room's colour."""
    surf = pygame.Surface((size, size))
    surf.fill(colour)
    hi, lo = th.shade(colour, 1.12), th.shade(colour, 0.82)
    step = max(6, size // 8)
    for y in range(0, size, step):
        for x in range(0, size, step):
            flip = ((x // step) + (y // step)) % 2
            a = (x + 2, y + step - 3) if flip else (x + 2, y + 2)
            b = (x + step - 3, y + 2) if flip else (x + step - 3, y + step - 3)
            pygame.draw.line(surf, lo, (a[0], a[1] + 1), (b[0], b[1] + 1), 2)
            pygame.draw.line(surf, hi, a, b, 1)
    return surf


@th.cached(8)
def _light(size: int) -> pygame.Surface:
    """A square's light: brighter at the top left, darker at the bottom right, so a floor reads
    as a lit place rather than a flat fill."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    last = max(1, 2 * size - 2)
    for d in range(last + 1):  # one diagonal at a time, x + y = d
        t = d / last
        colour = (255, 240, 210, round(36 * (1 - 2 * t))) if t < 0.5 else (0, 0, 0, round(44 * (2 * t - 1)))
        pygame.draw.line(surf, colour, (d, 0), (0, d))
    return surf


def wall_width(side: int) -> int:
    """How thick the walls are drawn between squares of `side` pixels."""
    return max(3, round(side * 0.07))


def walls(geo: ArenaGeometry) -> list[tuple[pygame.Rect, bool]]:
    """Every wall of the arena where it is drawn, whether a door opens in it: one on each edge
    of a square that is not open floor to a square of its room (`floor_layer` draws them; the
    coach's tag keeps off them)."""
    arena = geo.arena
    squares = set(arena.squares)
    wall = wall_width(geo.side)
    out = []
    for sq in arena.squares:
        r = geo.square(sq)
        for dr, dc in STEPS:
            n = (sq[0] + dr, sq[1] + dc)
            if n in squares and arena.room_of(n) == arena.room_of(sq):
                continue
            if dr:
                y = r.top if dr < 0 else r.bottom
                seg = pygame.Rect(r.x - wall // 2, y - wall // 2, r.w + wall, wall)
            else:
                x = r.left if dc < 0 else r.right
                seg = pygame.Rect(x - wall // 2, r.y - wall // 2, wall, r.h + wall)
            out.append((seg, n in squares and frozenset((sq, n)) in arena.doors))
    return out


def floor_layer(arena: Arena, area: pygame.Rect, rack_min: int = 0, gap: int = 4
                ) -> tuple[pygame.Surface, ArenaGeometry]:
    """The unchanging part of the arena, drawn once per game and window size (and for the
    new-game preview), to be blitted at `area`'s top left. The arena fills `area` less a
    margin of `RIM` for the racks' rims; `rack_min` and `gap` as `ArenaGeometry` takes them."""
    geo = ArenaGeometry(arena, area.inflate(-2 * RIM, -2 * RIM), rack_min, gap)
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    off = pygame.Vector2(-area.x, -area.y)
    side = geo.side
    wall = wall_width(side)
    # the board itself, an object on the table: a dark plate under the rooms with a shadow
    plate = geo.map.move(off).inflate(2 * wall, 2 * wall)
    pygame.draw.rect(surf, (0, 0, 0, 110), plate.move(3, 4), border_radius=wall)
    pygame.draw.rect(surf, BOARD_PLATE, plate, border_radius=wall)
    pygame.draw.rect(surf, th.shade(BOARD_PLATE, 1.6), plate, 1, border_radius=wall)
    # floors, with a seam between squares of one room, lit from the top left
    light = _light(side)
    for sq in arena.squares:
        r = geo.square(sq).move(off)
        colour = th.ROOM[arena.room_of(sq)]
        surf.blit(_tread(colour, max(16, side)), r, area=pygame.Rect(0, 0, r.w, r.h))
        surf.blit(light, r, area=pygame.Rect(0, 0, r.w, r.h))
        pygame.draw.rect(surf, th.shade(colour, 0.7), r, 1)
    # the walls stand up from the floor: each casts a soft shadow down and to the right
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    for seg, _door in walls(geo):
        pygame.draw.rect(shade, (0, 0, 0, 70), seg.move(off).move(wall // 2 + 1, wall // 2 + 1).inflate(wall, wall),
                         border_radius=wall)
    surf.blit(shade, (0, 0))
    # walls on every edge that is not open floor; a door is an opening with its frame and a
    # threshold plate across it
    for seg, door in walls(geo):
        seg = seg.move(off)
        if not door:
            pygame.draw.rect(surf, WALL, seg)
            pygame.draw.rect(surf, WALL_TOP, seg, 1)
            continue
        # the door: two stubs of wall, posts, and the opening between them
        across = seg.w > seg.h  # a door in a wall that runs left to right
        long = seg.w if across else seg.h
        opening = round(long * 0.42)
        stub = (long - opening) // 2
        if across:
            parts = [pygame.Rect(seg.x, seg.y, stub, seg.h), pygame.Rect(seg.right - stub, seg.y, stub, seg.h)]
            posts = [pygame.Rect(seg.x + stub - wall, seg.y - 2, wall, seg.h + 4),
                     pygame.Rect(seg.right - stub, seg.y - 2, wall, seg.h + 4)]
            sill = pygame.Rect(seg.x + stub, seg.y - 1, opening, seg.h + 2)
        else:
            parts = [pygame.Rect(seg.x, seg.y, seg.w, stub), pygame.Rect(seg.x, seg.bottom - stub, seg.w, stub)]
            posts = [pygame.Rect(seg.x - 2, seg.y + stub - wall, seg.w + 4, wall),
                     pygame.Rect(seg.x - 2, seg.bottom - stub, seg.w + 4, wall)]
            sill = pygame.Rect(seg.x - 1, seg.y + stub, seg.w + 2, opening)
        pygame.draw.rect(surf, SILL, sill)
        pygame.draw.rect(surf, th.shade(SILL, 0.6), sill, 1)
        for p in parts:
            pygame.draw.rect(surf, WALL, p)
            pygame.draw.rect(surf, WALL_TOP, p, 1)
        for p in posts:
            pygame.draw.rect(surf, DOOR_POST, p, border_radius=2)
            pygame.draw.rect(surf, WALL, p, 1, border_radius=2)
    for ammo, sq in arena.spawnpoints.items():
        _spawn_pad(surf, geo.square(sq).move(off), ammo)
        for i in range(3):
            s = geo.slot(ammo, i).move(off).inflate(2 * RIM - 2, 2 * RIM - 2)
            pygame.draw.rect(surf, (0, 0, 0, 100), s.move(2, 3), border_radius=6)  # the card lies on the table
            pygame.draw.rect(surf, (34, 36, 42), s, border_radius=6)
            pygame.draw.rect(surf, th.shade(th.AMMO[ammo], 0.8), s, 2, border_radius=6)
    return surf, geo


def _spawn_pad(surf: pygame.Surface, r: pygame.Rect, colour: str) -> None:
    """A spawnpoint: a hexagonal pad in its ammo colour with arrows pointing in."""
    c = pygame.Vector2(r.center)
    rad = r.w * 0.34
    hexagon = [c + pygame.Vector2(rad, 0).rotate(60 * k + 30) for k in range(6)]
    inner = [c + pygame.Vector2(rad * 0.72, 0).rotate(60 * k + 30) for k in range(6)]
    tint = th.AMMO[colour]
    pygame.draw.polygon(surf, th.shade(tint, 0.35), hexagon)
    pygame.draw.polygon(surf, tint, hexagon, max(2, round(rad / 10)))
    pygame.draw.polygon(surf, th.shade(tint, 0.6), inner, max(1, round(rad / 16)))
    for k in range(3):
        a = math.radians(120 * k - 90)
        tip = c + pygame.Vector2(math.cos(a), math.sin(a)) * rad * 0.3
        base = c + pygame.Vector2(math.cos(a), math.sin(a)) * rad * 0.6
        side = pygame.Vector2(-math.sin(a), math.cos(a)) * rad * 0.14
        pygame.draw.polygon(surf, tint, [tip, base + side, base - side])


def figure_tip(table: Table, char: str) -> str:
    fig = table.figures[char]
    return cards.character_tip(char) + "<br>" + _("{team}, {n} damage on the board").format(
        team=team_words(fig.team), n=fig.damage)


def draw_pieces(dst: pygame.Surface, geo: ArenaGeometry, table: Table, regions: Regions,
                hidden: frozenset[str] = frozenset()) -> dict[str, tuple[int, int]]:
    """Weapons, ammo tiles, tokens and figures; registers their places. Returns each figure's
    centre on the screen (animations start from there). Figures in `hidden` are left off (an
    animation is moving them)."""
    arena = geo.arena
    for sq in arena.squares:
        regions.add(geo.square(sq), ("square", sq), square_name(arena, sq))
    for colour, slots in table.slots.items():
        for i, wid in enumerate(slots):
            if wid is None:
                continue
            r = geo.slot(colour, i)
            dst.blit(cards.weapon_card(wid, r.w, r.h), r)
            regions.add(r, ("weapon", wid), cards.weapon_tip(wid))
            add_spots(regions, cards.weapon_spots(wid, r.w, r.h), r)
    side = geo.side
    tile = max(14, round(side * 0.26))
    for key, tile_id in table.ammo.items():
        if tile_id is None:
            continue
        r = geo.square(keysq(key))
        token = cards.ammo_token(ammo_tile(tile_id).design, tile)
        spot = token.get_rect(bottomright=(r.right - 4, r.bottom - 4))
        dst.blit(token, spot)
        regions.add(spot, None, cards.ammo_tip(tile_id))
    for sq in table.overload:
        r = geo.square(sq)
        size = max(14, round(side * 0.18))
        spot = pygame.Rect(r.x + 4, r.bottom - size - 4, size, size)
        pygame.draw.polygon(dst, (250, 200, 40), [spot.midtop, spot.bottomright, spot.bottomleft])
        pygame.draw.polygon(dst, (20, 20, 20), [spot.midtop, spot.bottomright, spot.bottomleft], 1)
        regions.add(spot, None, "<b>Overload token</b>: at the end of :D-struct-0R's turn every enemy here takes 1 damage.")
    spots = figure_spots(geo, table)
    # right to left: where figures stand close (five or six on a square) the left one stands in
    # front and each shows its right side, with its face's middle and its letter; its place is
    # registered after (over) the one it covers, so a click picks the figure seen there
    standing = sorted((item for item in spots.items() if item[0] not in hidden), key=lambda item: -item[1][0][0])
    for char, (c, radius) in standing:
        tok = cards.token(char, radius, table.figures[char].team)
        dst.blit(tok, tok.get_rect(center=c))
        hit = pygame.Rect(0, 0, radius * 2, radius * 2)
        hit.center = c
        regions.add(hit, ("figure", char), figure_tip(table, char))
    for char, (c, radius) in standing:  # the poison and mind control tokens over every figure
        fig = table.figures[char]
        draw_status(dst, c, radius, fig.poison, fig.mind_control)
    return {char: c for char, (c, _) in spots.items()}


def add_spots(regions: Regions, spots: tuple[cards.Spot, ...], card: pygame.Rect) -> None:
    """A card's icons, each with its words, over the card's own place (a click on an icon
    still picks the card)."""
    for spot in spots:
        regions.add(spot.rect.move(card.topleft), None, spot.tip)


def figure_spots(geo: ArenaGeometry, table: Table) -> dict[str, tuple[tuple[int, int], int]]:
    """Each figure's centre and radius: up to six share a square, each inside it."""
    by_square: dict[Square, list[str]] = {}
    for fig in table.figures.values():
        if fig.square is not None:
            by_square.setdefault(fig.square, []).append(fig.id)
    out = {}
    for sq, chars in by_square.items():
        radius = geo.figure_radius(len(chars))
        for i, char in enumerate(chars):
            out[char] = (geo.figure_spot(sq, i, len(chars)), radius)
    return out


def draw_status(dst: pygame.Surface, c: tuple[float, float], radius: int, poison: bool, mind: bool) -> None:
    """A figure's poison (upper right) and mind control (upper left) tokens."""
    for flag, colour, dx in ((poison, (76, 186, 92), 1), (mind, (62, 132, 240), -1)):
        if flag:
            b = (round(c[0] + dx * (radius - 3)), round(c[1] - radius + 3))
            pygame.draw.circle(dst, colour, b, max(4, radius // 4))
            pygame.draw.circle(dst, (0, 0, 0), b, max(4, radius // 4), 1)
