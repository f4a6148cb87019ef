"""The whole table as one picture, redrawn only when the game changes (a frame then costs a
single blit plus highlights), with the places a click can land on."""

from __future__ import annotations

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
    surf = pygame.Surface(th.LOGICAL)
    surf.fill(th.BG)
    regions = Regions()
    draw_top(surf, table, regions)
    for team in ("black", "white"):
        draw_side(surf, table, team, show_hand=team == viewer, deciding=team == deciding, regions=regions)
    pygame.draw.rect(surf, th.PANEL, L.CENTRE.inflate(8, 8), border_radius=12)
    centres: dict = {}
    if table.phase in CARDS_PHASES:
        draw_draft(surf, table, regions)
    else:
        surf.blit(floor, L.CENTRE)
        centres = draw_pieces(surf, geo, table, regions)
    pygame.draw.rect(surf, th.PANEL, L.PROMPT, border_radius=10)
    return surf, regions, centres
