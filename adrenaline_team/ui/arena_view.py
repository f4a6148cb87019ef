"""The arena as the .tmx describes it: rooms in their colours, walls and doors, spawnpoints
with their weapon slots; then what lies on it: weapons, ammo tiles, tokens and figures."""

from __future__ import annotations

import pygame

from ..arena import Arena
from ..rules.state import Table, keysq
from . import cards
from . import theme as th
from .hotspots import Regions
from .layout import ArenaGeometry

WALL = (12, 13, 16)


def floor_layer(arena: Arena, area: pygame.Rect) -> tuple[pygame.Surface, ArenaGeometry]:
    """The unchanging part of the arena, drawn once per game (and for the new-game preview)."""
    geo = ArenaGeometry(arena, area.inflate(-12, -12))  # room for the slot frames' rims
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    off = pygame.Vector2(-area.x, -area.y)
    gap = max(2, round(10 * geo.scale))
    for sq in arena.squares:
        room = arena.room_of(sq)
        r = geo.square(sq).move(off)
        # squares of one room join across their shared edge; a door is a lit opening in the wall
        inner = r.inflate(-2 * gap, -2 * gap)
        for n in arena.neighbours(sq):
            if arena.room_of(n) == room:
                dr, dc = n[0] - sq[0], n[1] - sq[1]
                inner.union_ip(inner.move(dc * 2 * gap, dr * 2 * gap))
        pygame.draw.rect(surf, th.ROOM[room], inner, border_radius=max(2, gap))
        hi = [min(255, v + 22) for v in th.ROOM[room]]
        pygame.draw.rect(surf, hi, inner.inflate(-2 * gap, -2 * gap), 2, border_radius=max(2, gap))
    for door in arena.doors:
        a, b = sorted(door)
        ra = geo.square(a).move(off)
        # the opening bridges the wall gap, floored half in each room's colour
        if a[0] == b[0]:
            d = pygame.Rect(0, 0, 2 * gap + 8, ra.h // 3)
            d.center = (ra.right, ra.centery)
            halves = (d.x, d.y, d.w // 2, d.h), (d.centerx, d.y, d.w - d.w // 2, d.h)
        else:
            d = pygame.Rect(0, 0, ra.w // 3, 2 * gap + 8)
            d.center = (ra.centerx, ra.bottom)
            halves = (d.x, d.y, d.w, d.h // 2), (d.x, d.centery, d.w, d.h - d.h // 2)
        for half, sq in zip(halves, (a, b)):
            pygame.draw.rect(surf, th.ROOM[arena.room_of(sq)], half)
        pygame.draw.rect(surf, (220, 214, 190), d, 2, border_radius=3)
    for colour, sq in arena.spawnpoints.items():
        r = geo.square(sq).move(off)
        rad = round(r.w * 0.36)
        pygame.draw.circle(surf, [v // 2 for v in th.AMMO[colour]], r.center, rad)
        pygame.draw.circle(surf, th.AMMO[colour], r.center, rad, max(3, rad // 8))
        th.blit_center(surf, th.text("SPAWN", max(10, rad // 3), th.AMMO[colour], True),
                       (r.centerx, r.centery + rad * 0.62))
        for i in range(3):
            s = geo.slot(colour, i).move(off)
            pygame.draw.rect(surf, (40, 44, 52), s.inflate(6, 6), border_radius=6)
            pygame.draw.rect(surf, th.AMMO[colour], s.inflate(6, 6), 2, border_radius=6)
    return surf, geo


def draw_pieces(dst: pygame.Surface, geo: ArenaGeometry, table: Table, regions: Regions) -> dict[str, tuple]:
    """Weapons, ammo tiles, tokens and figures; registers their places. Returns each figure's
    centre on the screen (animations start from there)."""
    arena = geo.arena
    for sq in arena.squares:
        regions.add(geo.square(sq), ("square", sq), f"Square ({sq[0]},{sq[1]}) in the {arena.room_of(sq)} room"
                    + (f" — the {arena.spawn_colour(sq)} spawnpoint" if arena.spawn_colour(sq) else ""))
    for colour, slots in table.slots.items():
        for i, wid in enumerate(slots):
            if wid is None:
                continue
            r = geo.slot(colour, i)
            dst.blit(cards.weapon_card(wid, r.w, r.h), r)
            regions.add(r, ("weapon", wid), cards.weapon_tip(wid))
    tile_r = max(10, round(geo.arena.tile_size[0] * geo.scale * 0.14))
    for key, tile in table.ammo.items():
        if tile is None:
            continue
        r = geo.square(keysq(key))
        token = cards.ammo_token(tile.split("-")[0], tile_r)
        spot = token.get_rect(bottomright=(r.right - 8, r.bottom - 8))
        dst.blit(token, spot)
        regions.add(spot, None, cards.ammo_tip(tile))
    for sq in table.overload:
        r = geo.square(sq)
        spot = pygame.Rect(r.x + 8, r.bottom - 30, 22, 22)
        pygame.draw.polygon(dst, (250, 200, 40), [spot.midtop, spot.bottomright, spot.bottomleft])
        th.blit_center(dst, th.text("!", 14, (20, 20, 20), True), (spot.centerx, spot.centery + 3))
        regions.add(spot, None, "<b>Overload token</b>: at the end of :D-struct-0R's turn every enemy here takes 1 damage.")
    centres = {}
    radius = geo.figure_radius()
    by_square: dict[tuple, list[str]] = {}
    for fig in table.figures.values():
        if fig.square is not None:
            by_square.setdefault(tuple(fig.square), []).append(fig.id)
    for sq, chars in by_square.items():
        for i, char in enumerate(chars):
            c = geo.figure_spot(sq, i, len(chars))
            fig = table.figures[char]
            tok = cards.token(char, radius, fig.team)
            dst.blit(tok, tok.get_rect(center=c))
            if fig.poison or fig.mind_control:
                badge = (76, 186, 92) if fig.poison else (62, 132, 240)
                pygame.draw.circle(dst, badge, (c[0] + radius - 3, c[1] - radius + 3), 6)
            centres[char] = c
            hit = pygame.Rect(0, 0, radius * 2, radius * 2)
            hit.center = c
            regions.add(hit, ("figure", char), f"{cards.character_tip(char)}<br>{fig.team.capitalize()} team, "
                        f"{fig.damage} damage on the board")
    return centres

