"""The whole table as one picture at the window's size, redrawn only when the game changes (a
frame then costs a single blit plus highlights), with the places a click can land on."""

from __future__ import annotations

import pygame

from ...arena import Arena
from ...rules.state import Table
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layout import ArenaGeometry
from .arena_view import RIM, draw_pieces, floor_layer
from .draft_view import draw_draft
from .hotspots import Regions
from .side import draw_side
from .topbar import draw_top

CARDS_PHASES = ("draft", "control", "ammo")


def compose(table: Table, viewer: str | None, deciding: str | None, floor: pygame.Surface, geo: ArenaGeometry,
            hidden: frozenset[str] = frozenset(), open_hands: tuple[str, ...] = ()
            ) -> tuple[pygame.Surface, Regions, dict[str, tuple[int, int]]]:
    """`table` should already be the viewer's view (`rules.view`): hands of `viewer` (and of the
    teams in `open_hands`) are shown. Figures in `hidden` are left off the arena."""
    lay = L.now()
    surf = backdrop(deciding, lay.size).copy()
    regions = Regions()
    draw_top(surf, table, regions)
    for team in ("black", "white"):
        draw_side(surf, table, team, show_hand=team == viewer or team in open_hands, regions=regions)
    centres: dict[str, tuple[int, int]] = {}
    if table.phase in CARDS_PHASES:
        draw_draft(surf, table, regions)
    else:
        surf.blit(floor, floor_rect())
        centres = draw_pieces(surf, geo, table, regions, hidden)
    return surf, regions, centres


def floor_rect() -> pygame.Rect:
    """Where the arena's floor picture goes: the arena box and the racks' rims."""
    return L.now().arena.inflate(2 * RIM, 2 * RIM)


def table_floor(arena: Arena) -> tuple[pygame.Surface, ArenaGeometry]:
    """The arena's floor for the play table at the window's size, and its geometry."""
    lay = L.now()
    return floor_layer(arena, floor_rect(), lay.rack_min, lay.rack_gap)


@th.cached(3)
def backdrop(deciding: str | None, size: tuple[int, int]) -> pygame.Surface:
    """The table and the panels under everything; large rounded rectangles are slow to draw,
    so once per window size."""
    lay = L.now()
    surf = pygame.Surface(size)
    surf.fill(th.BG)
    for team, side in lay.side.items():
        pygame.draw.rect(surf, th.PANEL, side, border_radius=lay.radius_large)
        lit = team == deciding
        pygame.draw.rect(surf, th.GOLD if lit else th.EDGE, side, 3 if lit else 1, border_radius=lay.radius_large)
    felt = lay.arena.inflate(4 * RIM, 4 * RIM)
    pygame.draw.rect(surf, th.FELT, felt, border_radius=lay.radius_large)
    pygame.draw.rect(surf, th.EDGE, felt, 1, border_radius=lay.radius_large)
    pygame.draw.rect(surf, th.PANEL, lay.prompt, border_radius=lay.radius)
    return surf
