"""The whole table as one picture, redrawn only when the game changes (a frame then costs a
single blit plus highlights), with the places a click can land on."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..rules.state import Table
from . import layout as L
from . import theme as th
from .arena_view import draw_pieces
from .draft_view import draw_draft
from .hotspots import Regions
from .side import draw_side
from .topbar import draw_top

CARDS_PHASES = ("draft", "control", "ammo")


def compose(table: Table, viewer: str | None, deciding: str | None, floor: pygame.Surface, geo
            ) -> tuple[pygame.Surface, Regions, dict]:
    """`table` should already be the viewer's view (`rules.view`): hands of `viewer` are shown."""
    surf = backdrop(deciding).copy()
    regions = Regions()
    draw_top(surf, table, regions)
    for team in ("black", "white"):
        draw_side(surf, table, team, show_hand=team == viewer, regions=regions)
    centres: dict = {}
    if table.phase in CARDS_PHASES:
        draw_draft(surf, table, regions)
    else:
        surf.blit(floor, L.CENTRE)
        centres = draw_pieces(surf, geo, table, regions)
    return surf, regions, centres


@lru_cache(maxsize=3)
def backdrop(deciding: str | None) -> pygame.Surface:
    """The panels under everything; large rounded rectangles are slow to draw, so once."""
    surf = pygame.Surface(th.LOGICAL)
    surf.fill(th.BG)
    for team, side in L.SIDE.items():
        pygame.draw.rect(surf, th.PANEL, side, border_radius=10)
        lit = team == deciding
        pygame.draw.rect(surf, th.GOLD if lit else th.EDGE, side, 3 if lit else 1, border_radius=10)
    pygame.draw.rect(surf, th.PANEL, L.CENTRE.inflate(8, 8), border_radius=12)
    pygame.draw.rect(surf, th.PANEL, L.PROMPT, border_radius=10)
    return surf
