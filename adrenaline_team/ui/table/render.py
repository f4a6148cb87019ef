"""The whole table as one picture at the window's size, redrawn only when the game changes (a
frame then costs a single blit plus highlights), with the places a click can land on.

Composing it is the costly frame (issue 23 asks 8 ms at the 99th percentile at 1920x1080), so
the picture is kept in one canvas and made of parts — the top bar, each team's side, the
arena, the foot under it — each drawn again only when what it shows has changed (most
decisions move a figure or two and leave both sides as they were); an unchanged part keeps
its pixels and gives back its places. The foot (where the prompt is written) is cleared every
time. The arena's floor is opaque, in the screen's pixel format."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...arena import Arena
from ...rules.state import Table, Team
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layout import ArenaGeometry
from .arena_view import RIM, draw_pieces, floor_layer
from .draft_view import draw_draft
from .hotspots import Region, Regions
from .side import draw_side
from .topbar import draw_top

CARDS_PHASES = ("draft", "control", "ammo")
Centres = dict[str, tuple[int, int]]


@dataclass
class Picture:
    """The table on show as the play screen last composed it, for the layers over it: the arena's
    `floor` and geometry for the window's size, the table as the viewer may see it (`shown`,
    None until first drawn), its pixels, its places (hover, tooltips, answers) and where each
    figure stands."""

    floor: pygame.Surface
    geo: ArenaGeometry
    shown: Table | None = None
    surface: pygame.Surface = field(default_factory=lambda: pygame.Surface((1, 1)))
    regions: Regions = field(default_factory=Regions)
    centres: Centres = field(default_factory=dict)


def compose(table: Table, viewer: str | None, deciding: str | None, floor: pygame.Surface, geo: ArenaGeometry,
            hidden: frozenset[str] = frozenset(), open_hands: tuple[str, ...] = (), actions_over: bool = False
            ) -> tuple[pygame.Surface, Regions, Centres]:
    """`table` should already be the viewer's view (`rules.view`): hands of `viewer` (and of the
    teams in `open_hands`) are shown. Figures in `hidden` are left off the arena.
    `actions_over`: the team playing its turn is past its actions (`side.actions_over`). The
    picture is the one canvas of the window's size: valid until the next call."""
    return _PICTURE.compose(table, viewer, deciding, floor, geo, hidden, open_hands, actions_over)


class _Picture:
    def __init__(self) -> None:
        self.canvas: pygame.Surface | None = None
        self.parts: dict[str, tuple[object, list[Region], Centres]] = {}  # name -> key, places, centres

    def compose(self, table: Table, viewer: str | None, deciding: str | None, floor: pygame.Surface,
                geo: ArenaGeometry, hidden: frozenset[str], open_hands: tuple[str, ...], actions_over: bool
                ) -> tuple[pygame.Surface, Regions, Centres]:
        lay = L.now()
        if self.canvas is None or self.canvas.get_size() != lay.size:
            self.canvas = backdrop(None, lay.size).copy()
            self.parts.clear()
        surf = self.canvas
        under = backdrop(deciding, lay.size)
        regions = Regions()
        cards = table.phase in CARDS_PHASES

        def part(name: str, key: object, clear: pygame.Rect | None, draw: Callable[[Regions], Centres | None]
                 ) -> Centres:
            """Draw a part again if `key` changed (over the backdrop in `clear`), else keep it."""
            last = self.parts.get(name)
            if last is None or last[0] != key:
                if clear is not None:
                    surf.blit(under, clear, clear)
                mine = Regions()
                last = (key, mine.items, draw(mine) or {})
                self.parts[name] = last
            regions.items.extend(last[1])
            return last[2]

        top = (lay.size, table.phase, table.active, table.end_triggered, table.skulls, table.reward_tile)
        part("top", top, None, lambda r: draw_top(surf, table, r))
        for team in ("black", "white"):
            ts = table.teams[team]
            show = team == viewer or team in open_hands
            over = actions_over and team == table.active
            shown = (lay.size, show, team == deciding, table.phase, table.active, over, repr(ts),
                     tuple(repr(table.figures[c]) for c in ts.characters))
            rect = lay.side[team]
            between = pygame.Rect(rect.x - lay.gap, rect.y, rect.w + 2 * lay.gap, rect.h)  # with its margins
            part(team, shown, between, _side(surf, table, team, show, over))
        centre = pygame.Rect(lay.side["black"].right, lay.top.bottom, lay.side["white"].x - lay.side["black"].right,
                             lay.notice.y - lay.gap // 2 - lay.top.bottom)
        if cards:  # the draft is a few decisions: drawn each time
            self.parts.pop("arena", None)
            surf.blit(under, centre, centre)
            draw_draft(surf, table, regions)
            centres: Centres = {}
        else:
            figures = tuple((f.id, f.team, f.square, f.poison, f.mind_control) for f in table.figures.values())
            on_it = (lay.size, geo.arena.name, repr(table.slots), repr(table.ammo), repr(table.overload), figures, hidden)

            def arena(r: Regions) -> Centres:
                surf.blit(floor, floor_rect())
                return draw_pieces(surf, geo, table, r, hidden)
            centres = part("arena", on_it, centre, arena)
        foot = pygame.Rect(centre.x, centre.bottom, centre.w, lay.size[1] - centre.bottom)
        surf.blit(under, foot, foot)  # the prompt is written here after each picture
        return surf, regions, centres


def _side(surf: pygame.Surface, table: Table, team: Team, show: bool, actions_over: bool
          ) -> Callable[[Regions], None]:
    return lambda regions: draw_side(surf, table, team, show, regions, actions_over)


_PICTURE = _Picture()
# a new window size, a new language, or the fit test's recording: every part is drawn again
th.forgotten_with_caches(_PICTURE.parts.clear)


def floor_rect() -> pygame.Rect:
    """Where the arena's floor picture goes: the arena box and the racks' rims."""
    return L.now().arena.inflate(2 * RIM, 2 * RIM)


def table_floor(arena: Arena) -> tuple[pygame.Surface, ArenaGeometry]:
    """The arena's floor for the play table at the window's size, and its geometry: opaque on
    the felt, in the screen's format, so that blitting it is a copy."""
    lay = L.now()
    floor, geo = floor_layer(arena, floor_rect(), lay.rack_min, lay.rack_gap)
    flat = pygame.Surface(floor.get_size())
    flat.fill(th.FELT)
    flat.blit(floor, (0, 0))
    return (flat.convert() if pygame.display.get_surface() is not None else flat), geo


@th.cached(3)
def backdrop(deciding: str | None, size: tuple[int, int]) -> pygame.Surface:
    """The table and the panels under everything; large rounded rectangles are slow to draw,
    so once per window size."""
    lay = L.now()
    surf = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()  # the screen's format: blitting the picture to it is a copy
    surf.fill(th.TABLE)
    # the table's grain: faint bands of lighter and darker wood, the same on every run
    grain = random.Random(30)
    for y in range(0, size[1], 2):
        pygame.draw.line(surf, th.shade(th.TABLE, grain.uniform(0.93, 1.08)), (0, y), (size[0], y))
    shadow = max(2, lay.u(5))
    for side in lay.side.values():  # the player boards' trays lie on the table
        pygame.draw.rect(surf, th.shade(th.TABLE, 0.5), side.move(shadow // 2, shadow), border_radius=lay.radius_large)
    for team, side in lay.side.items():
        pygame.draw.rect(surf, th.PANEL, side, border_radius=lay.radius_large)
        lit = team == deciding
        pygame.draw.rect(surf, th.GOLD if lit else th.EDGE, side, 3 if lit else 1, border_radius=lay.radius_large)
    felt = lay.arena.inflate(4 * RIM, 4 * RIM)
    pygame.draw.rect(surf, th.shade(th.TABLE, 0.5), felt.move(shadow // 2, shadow), border_radius=lay.radius_large)
    pygame.draw.rect(surf, th.FELT, felt, border_radius=lay.radius_large)
    pygame.draw.rect(surf, th.EDGE, felt, 1, border_radius=lay.radius_large)
    pygame.draw.rect(surf, th.PANEL, lay.prompt, border_radius=lay.radius)
    return surf
