"""The pieces of the game as cached pictures — character portraits and figures, weapon cards
with their effect boxes, powerup cards, ammo tiles, cubes, damage and mark tokens — and the
rulebook words their tooltips show.

The six portraits are hand-written SVG files in `art/` (made for this project); everything else
is drawn here. A weapon card's effect boxes are read from the catalog: each box shows its cost
and what it does as icons with numbers (targets, damage, marks, moves, range)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, cast

import pygame

from ... import textbreak
from ...i18n import _, pgettext
from ...rules.cards import ability, ammo_tile, catalog, character, cost_words, powerup, weapon
from ...rules.state import MAX_CUBES
from ..kit import layout as L
from ..kit import theme as th
from ..words import (ability_name, ability_text, character_bio, character_name, colour_word, effect_name,
                     effect_text, powerup_name, powerup_text, weapon_name, weapon_text)
from . import icons

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from ...catalog.models import Effect

ART = Path(__file__).resolve().parent / "art"


def small() -> int:
    """The small text of the window's layout: 13 px up to 1920x1080, more on larger windows."""
    return L.now().small


def rrect(surf: pygame.Surface, colour: th.RGB, rect: RectLike, radius: int = 6, width: int = 0) -> None:
    pygame.draw.rect(surf, colour, rect, width, border_radius=radius)


def cube(surf: pygame.Surface, colour: str, center: tuple[float, float], size: int) -> None:
    """An ammo cube: its colour, and its colour's sign on it (`ammo_sign`)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = (round(center[0]), round(center[1]))
    rrect(surf, th.AMMO[colour], r, max(2, size // 5))
    pygame.draw.line(surf, th.shade(th.AMMO[colour], 1.35), (r.x + 2, r.y + 2), (r.right - 3, r.y + 2))
    rrect(surf, (0, 0, 0), r, max(2, size // 5), 1)
    ammo_sign(surf, colour, r.center, size)


def ammo_sign(surf: pygame.Surface, colour: str, center: tuple[int, int], size: int) -> None:
    """Each ammo colour's own shape, in the ink that reads on it, so that colour alone never
    tells red, blue and yellow apart (about one man in twelve sees red and green poorly, issue
    45): a triangle on red, a ring on blue, a bar on yellow; the purple mark diamond is none of
    them. Drawn where a cube is drawn (costs on cards, ammo, ammo tiles, the legend), language
    free; too small to read under 8 px, where none is drawn."""
    if size < 8:
        return
    ink = th.ink_on(th.AMMO[colour])
    x, y = center
    k = max(2, round(size * 0.24))  # half the sign's extent
    if colour == "red":
        pygame.draw.polygon(surf, ink, [(x, y - k), (x + k, y + k - 1), (x - k, y + k - 1)])
    elif colour == "blue":
        pygame.draw.circle(surf, ink, (x, y), k, max(1, size // 9))
    else:
        pygame.draw.rect(surf, ink, (x - k, y - max(1, k // 2), 2 * k + 1, 2 * max(1, k // 2)))


def char_colour(char: str) -> th.RGB:
    return th.CHARACTER[character(char).colour]


# --- characters ---------------------------------------------------------------------------
@th.cached(64)
def portrait_art(char: str, size: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(ART / f"{char}.svg"), (size, size)).convert_alpha()


@th.cached(64)
def portrait(char: str, w: int, h: int) -> pygame.Surface:
    """A character's portrait on a card of its colour, its letter in the corner."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = char_colour(char)
    radius = max(4, min(w, h) // 8)
    rrect(surf, th.shade(colour, 0.45), (0, 0, w, h), radius)
    # light stripes behind the figure, like the printed character boards
    for k in range(-h, w, max(6, w // 6)):
        pygame.draw.line(surf, th.shade(colour, 0.55), (k, h), (k + h, 0), max(2, w // 16))
    art = portrait_art(char, min(w, h))
    surf.blit(art, art.get_rect(midbottom=(w // 2, h)))
    rrect(surf, colour, (0, 0, w, h), radius, 2)
    badge = max(small() + 4, min(w, h) // 3)
    _letter_badge(surf, char, (badge // 2 + 2, badge // 2 + 2), badge // 2)
    return surf


def _letter_badge(surf: pygame.Surface, char: str, center: tuple[float, float], r: int) -> None:
    colour = char_colour(char)
    pygame.draw.circle(surf, colour, center, r)
    pygame.draw.circle(surf, (0, 0, 0), center, r, 1)
    th.blit_center(surf, th.text(character(char).letter, max(small(), round(r * 1.3)), th.ink_on(colour), True),
                   center)


@th.cached(256)
def token(char: str, radius: int, team: str | None = None) -> pygame.Surface:
    """A character's figure seen from above: its team's base (a black or white ring), its
    portrait on a disc of its colour and its letter on a badge, so colour is never the only
    thing that tells figures apart; a shadow stands it on the table. A figure (`team` given) is
    a portrait at any size; a small marker without a team (a side's rows) is its letter alone."""
    size = 2 * radius + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    inner = radius
    if team:
        pygame.draw.circle(surf, (0, 0, 0, 80), (c[0] + 2, c[1] + 2), radius + 1)
        pygame.draw.circle(surf, th.TEAM[team], c, radius)
        pygame.draw.circle(surf, th.TEAM_INK[team], c, radius, max(1, radius // 10))
        inner = radius - max(2, radius // 5)
    colour = char_colour(char)
    pygame.draw.circle(surf, colour, c, inner)
    if team or inner >= 20:
        face = pygame.Surface((inner * 2, inner * 2), pygame.SRCALPHA)
        pygame.draw.circle(face, (255, 255, 255), (inner, inner), inner)
        art = portrait_art(char, round(inner * 2.1))
        art_layer = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        art_layer.blit(art, art.get_rect(midbottom=(inner, inner * 2 + 2)))
        face.blit(art_layer, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(face, (c[0] - inner, c[1] - inner))
        pygame.draw.circle(surf, (0, 0, 0), c, inner, 1)
        (dx, dy, badge), = outline(radius, based=bool(team))[1:]
        _letter_badge(surf, char, (c[0] + dx, c[1] + dy), badge)
    else:
        th.blit_center(surf, th.text(character(char).letter, max(small(), int(inner * 1.25)),
                                     th.ink_on(colour), True), c)
        pygame.draw.circle(surf, (0, 0, 0), c, inner, 1)
    return surf


def outline(radius: int, based: bool = True) -> tuple[tuple[int, int, int], ...]:
    """A figure's shape as circles (offset from its centre, radius): its disc, then the letter
    badge at its lower right, which stands a little out of the disc (`based`: on its team's
    base, as on the arena; a side's large marker has none)."""
    inner = radius - max(2, radius // 5) if based else radius
    badge = max(small() // 2 + 1, inner // 2 - 1)
    return (0, 0, radius), (radius - badge, radius - badge, badge)


@th.cached(64)
def damage_token(char: str, size: int, letter: bool = True) -> pygame.Surface:
    """A damage token: a drop of the colour of the character who receives it (TP-DMG-1), with
    its letter (`letter`; on a board every token is the board's own, so a small one goes
    without)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = char_colour(char)
    r = size * 0.36
    cx, cy = size / 2, size * 0.60
    tip = (cx, 1)
    pygame.draw.polygon(surf, colour, [tip, (cx + r * 0.92, cy - r * 0.4), (cx - r * 0.92, cy - r * 0.4)])
    pygame.draw.circle(surf, colour, (cx, cy), r)
    pygame.draw.aalines(surf, (0, 0, 0), False, [(cx - r * 0.92, cy - r * 0.4), tip, (cx + r * 0.92, cy - r * 0.4)])
    pygame.draw.arc(surf, (0, 0, 0), (cx - r, cy - r, 2 * r, 2 * r), -3.6, 0.46, 1)
    if letter:
        th.blit_center(surf, th.text(character(char).letter, small(), th.ink_on(colour), True), (cx, cy))
    return surf


@th.cached(64)
def mark_token(char: str, size: int) -> pygame.Surface:
    """A mark: a diamond of the character's colour with its letter."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = char_colour(char)
    h = size / 2
    pts = [(h, 0), (size - 1, h), (h, size - 1), (0, h)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, (0, 0, 0), pts, 1)
    th.blit_center(surf, th.text(character(char).letter, small(), th.ink_on(colour), True), (h, h))
    return surf


# --- weapon cards -------------------------------------------------------------------------
class Spot(NamedTuple):
    """An icon's place on a card (card-local) and what it means in words: its hover text."""

    rect: pygame.Rect
    tip: str


@th.cached(256)
def weapon_card(weapon_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A weapon card: its name on its colour band (wrapped at spaces, never cut), its reload
    cost, then one row per effect box (its cost, then what it does as icons with the card's
    numbers) as far as the card has room. `dim`: greyed (not on offer)."""
    surf = _weapon_card(weapon_id, w, h)[0]
    if not dim:
        return surf
    surf = surf.copy()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((30, 30, 36, 120))
    surf.blit(veil, (0, 0))
    return surf


def weapon_spots(weapon_id: str, w: int, h: int) -> tuple[Spot, ...]:
    """The icons of `weapon_card(weapon_id, w, h)` with their words, card-local."""
    return _weapon_card(weapon_id, w, h)[1]


@th.cached(256)
def _weapon_card(weapon_id: str, w: int, h: int) -> tuple[pygame.Surface, tuple[Spot, ...]]:
    wp = weapon(weapon_id)
    wp_name = weapon_name(weapon_id)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    spots: list[Spot] = []
    sm = small()
    pad = max(3, w // 32)
    radius = max(4, min(w, h) // 12)
    rrect(surf, th.CARD, (0, 0, w, h), radius)
    colour = th.AMMO[wp.colour]
    ink = th.ink_on(colour)
    big_name = max(sm, min(20, h // 7, w // 9))
    cs = max(8, min(16, sm - 2, h // 8))  # a cube of the reload cost
    cubes_w = len(wp.reload) * (cs + 2)

    def name_lines(width: int, size: int) -> tuple[str, ...] | None:
        """The name wrapped at spaces (or between words, `textbreak`), if every line fits
        `width` and no katakana word is cut between two lines."""
        lines = th.wrap(wp_name, size, width, True, True)
        return lines if all(th.measure(line, size, True, True) <= width for line in lines) \
            and not textbreak.cuts_a_word(lines) else None
    # a name that would be cut inside a word is drawn a step smaller first (a card's name is
    # read at a glance: グレネードラン／チャー is no name)
    for name_size in (big_name, big_name - 1, big_name):
        full = name_lines(w - 2 * pad, name_size)
        beside = name_lines(w - 3 * pad - cubes_w, name_size)
        if full or beside:
            break
    full = full or th.wrap(wp_name, name_size, w - 2 * pad, True, True)
    cubes_up = beside is not None and len(beside) <= len(full)  # the cubes beside the name
    lines, name_w = (beside, w - 3 * pad - cubes_w) if beside is not None and cubes_up else (full, w - 2 * pad)
    step = th.line_height(name_size, True, True)
    band = len(lines) * step + 4
    rrect(surf, colour, (0, 0, w, band + radius), radius)
    pygame.draw.rect(surf, th.CARD, (0, band, w, radius))
    for k, line in enumerate(lines):
        surf.blit(th.fit(line, name_size, name_w, ink, True), (pad, 2 + k * step))
    grab = cost_words(wp.grab_cost) if wp.grab_cost else _("free")
    reload_tip = _("Reload cost: {reload}; grab cost: {grab} (the first cube is paid by the card itself)").format(
        reload=cost_words(wp.reload), grab=grab)
    if cubes_up:
        cubes = pygame.Rect(w - pad - cubes_w, 2 + (step - cs) // 2, cubes_w, cs)
    else:
        cubes = pygame.Rect(pad, h - cs - pad, cubes_w, cs)
    foot = 0 if cubes_up else cs + pad + 2
    if cubes_up or h - band - foot >= sm:
        for i, c in enumerate(wp.reload):
            cube(surf, c, (cubes.x + cs // 2 + i * (cs + 2), cubes.centery), cs)
        spots.append(Spot(cubes, reload_tip))
    if wp.owner:  # a character weapon: its character's letter in the foot's right corner
        r = max(7, min(cs, sm) // 2 + 2)
        if h - band >= 2 * r + pad + sm:
            centre = (w - r - pad, h - r - pad)
            _letter_badge(surf, wp.owner, centre, r)
            spots.append(Spot(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r),
                              _("{name}'s character weapon").format(name=character_name(wp.owner))))
            foot = max(foot, 2 * r + pad + 1)
    # effect boxes: as big as the card has room for; a box whose icons do not fit one line goes
    # on over a second one, and on a short strip the boxes flow on from one to the next, rather
    # than leave an icon off (tests/test_ui_board.py counts them at every window size)
    room = h - band - 2 - foot
    said = [th.wrap(effect_text(e.text), sm, w - 2 * pad, False, True) for e in wp.effects]
    step = th.line_height(sm, False, True)
    told = sum(len(t) for t in said) * step  # what each box does in words, on a card with room for it
    size, boxes, words = _effects_fit(wp.effects, w, pad, room, told)
    row_h = size + 3
    y = band + 2
    for box_lines, text in zip(boxes, said if words else [()] * len(boxes)):
        for items in box_lines:
            cy = y + row_h // 2
            for kind, x, what in items:
                spots.append(_draw_item(surf, kind, what, x, y, cy, size, row_h))
            y += row_h
        for line in text:
            surf.blit(th.fit(line, sm, w - 2 * pad, (84, 76, 66)), (pad, y))
            y += step
        pygame.draw.line(surf, (210, 202, 186), (pad, y), (w - pad, y))
        y += 1
    rrect(surf, (20, 20, 20), (0, 0, w, h), radius, 1)
    return surf, tuple(spots)


Item = tuple[str, int, object]  # what goes on an effect box's line: its kind, its x, what it is
Unit = tuple[str, int, object]  # an item before it is placed: its kind, its width, what it is


def _effects_fit(effects: tuple[Effect, ...], w: int, pad: int, room: int, told: int
                 ) -> tuple[int, list[list[list[Item]]], bool]:
    """The icons' size and lines for a card's effect boxes in `room` px: the biggest icons with
    the boxes' words (`told` px) if the card has room for both, else the biggest icons alone a
    box to a line, else the boxes flowing on one after another (a short strip on the top
    rack); at the last, the smallest icons flowing, whatever the room."""
    sm = small()
    low = sm + 1
    for words, flow in ((True, False), (False, False), (False, True)):
        for size in range(min(round(sm * 1.9), room) - 3, (sm + 2 if words else low) - 1, -1):
            boxes = _boxes(effects, size, w, pad, flow)
            if sum(map(len, boxes)) * (size + 3) + len(boxes) + (told if words else 0) <= room:
                return size, boxes, words
    return low, _boxes(effects, low, w, pad, True), False


def _boxes(effects: tuple[Effect, ...], size: int, w: int, pad: int, flow: bool) -> list[list[list[Item]]]:
    """The boxes' lines at `size`: one box after another (`flow`: as one box, each box going
    on where the last ended, a gap between them)."""
    if not flow:
        return [_place(_units(e, size), w, pad) for e in effects]
    units: list[Unit] = []
    for e in effects:
        units += [("gap", 8, None)] * bool(units) + _units(e, size)
    return [_place(units, w, pad)]


def _units(e: Effect, size: int) -> list[Unit]:
    """An effect box's marker, cost, ⚡ and icons at `size`, each with its width."""
    sm = small()
    out: list[Unit] = []
    if e.kind != "basic":
        out.append(("kind", th.measure("+" if e.kind == "optional" else _("or"), max(sm, size - 2), True, True) + 2, e))
    if e.cost:
        out.append(("cost", len(e.cost) * (max(10, size - 4) + 2), e))
    if e.lightning:
        out.append(("bolt", th.measure("⚡", max(sm, size - 2), True) + 1, e))
    out += [("chip", icons.chip_width(c.icon, c.words, size) + 5, c) for c in icons.effect_icons(e.params)]
    return out


def _place(units: list[Unit], w: int, pad: int) -> list[list[Item]]:
    """Units in lines no wider than the card: a line that is full goes on under the first
    icon's place (or a little in from the edge when the markers are wide)."""
    lines: list[list[Item]] = [[]]
    x = pad
    lead = next((i for i, (kind, _w, _what) in enumerate(units) if kind == "chip"), len(units))
    indent = pad + sum(width for _k, width, _what in units[:lead])
    indent = indent if indent < w // 3 else pad + 6
    for kind, width, what in units:
        if kind == "gap":
            x += width
            continue
        fits = x + width - (3 if kind == "chip" else 0) <= w - 2
        if not fits and lines[-1]:
            lines.append([])
            x = indent
        lines[-1].append((kind, x + (2 if kind == "chip" else 0), what))
        x += width
    return lines


def _draw_item(surf: pygame.Surface, kind: str, what: object, x: int, y: int, cy: int, size: int,
               row_h: int) -> Spot:
    sm = small()
    if isinstance(what, icons.Chip):
        return Spot(icons.chip(surf, what.icon, what.words, what.colour, x, cy, size), what.tip)
    e = cast("Effect", what)
    if kind == "kind":
        t = th.text("+" if e.kind == "optional" else _("or"), max(sm, size - 2), (90, 80, 70), True, True)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        return Spot(pygame.Rect(x, y, t.get_width(), row_h), icons.kind_words(e))
    if kind == "cost":
        s = max(10, size - 4)
        for i, c in enumerate(e.cost):
            cube(surf, c, (x + s // 2 + i * (s + 2), cy), s)
        return Spot(pygame.Rect(x, y, len(e.cost) * (s + 2), row_h), icons.cost_tip(e.cost))
    t = th.text("⚡", max(sm, size - 2), icons.BOLT, True)
    surf.blit(t, t.get_rect(midleft=(x, cy)))
    return Spot(pygame.Rect(x, y, t.get_width(), row_h), icons.bolt_tip())


@th.cached(128)
def weapon_chip(weapon_id: str, w: int, h: int, cubes: bool = False) -> pygame.Surface:
    """A weapon in a hand or on a team's table: its colour, its whole name (and its reload
    cubes where `cubes`: an unloaded weapon's reload is what matters)."""
    wp = weapon(weapon_id)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rrect(surf, th.CARD if not cubes else (196, 190, 176), (0, 0, w, h), 4)
    rrect(surf, th.AMMO[wp.colour], (0, 0, 7, h), 4)
    ammo_sign(surf, wp.colour, (4, h // 2), 9)  # its colour's sign on the strip
    right = w - 4
    if cubes:
        cs = max(7, min(10, h - 8))
        right = w - 4 - len(wp.reload) * (cs + 2)
        for i, c in enumerate(wp.reload):
            cube(surf, c, (right + cs // 2 + 2 + i * (cs + 2), h // 2), cs)
    th.label(surf, weapon_name(weapon_id), small(), (10, 0, right - 12, h), th.CARD_INK, True)
    rrect(surf, (20, 20, 20), (0, 0, w, h), 4, 1)
    return surf


def chip_width(weapon_id: str, cubes: bool = False) -> int:
    """The narrowest a weapon chip can be and show its whole name, condensed (and its reload
    cubes): a wider chip shows it bold."""
    wp = weapon(weapon_id)
    w = th.measure(weapon_name(weapon_id), small(), False, True) + 16
    return w + (len(wp.reload) * 12 + 4 if cubes else 0)


@th.cached(128)
def card_back(w: int, h: int, kind: str) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, min(w, h) // 10)
    rrect(surf, (70, 36, 42), (0, 0, w, h), radius)
    for k in range(-h, w, 8):
        pygame.draw.line(surf, (84, 44, 50), (k, h), (k + h, 0), 3)
    rrect(surf, (170, 120, 80), (3, 3, w - 6, h - 6), max(3, radius - 2), 1)
    glyph = BACK_GLYPH[kind]
    th.blit_center(surf, th.text(glyph, max(small(), min(w, h) * 2 // 3), (226, 196, 150), True), (w / 2, h / 2))
    return surf


# what a hidden card is, by the glyph on its back (the tooltip says it in words)
BACK_GLYPH = {"weapon": "⊕", "powerup": "✦"}


POWERUP_GLYPH = {"targeting_scope": "◎", "newton": "⇆", "tagback_grenade": "✹", "teleporter": "✦"}


@th.cached(128)
def powerup_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A powerup card: framed in its ammo colour (it pays a cube of that colour), its icon, and
    its name, or the one word of it that fits."""
    card = powerup(card_id)
    colour = th.AMMO[card.colour]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, min(w, h) // 10)
    rrect(surf, th.shade(colour, 0.35), (0, 0, w, h), radius)
    rrect(surf, colour, (0, 0, w, h), radius, max(2, min(w, h) // 14))
    name_h = small() + 4
    whole = powerup_name(card_id)
    label = whole if th.fits(whole, small(), w - 8) else short_name(card.kind)
    if h < 2 * name_h + 4:  # a chip: the cube it pays as ammo (its colour's sign on it) beside the name
        room = th.measure(POWERUP_GLYPH[card.kind], small(), True)  # the kind's icon's, on a card
        cs = min(room, h - 4)
        cube(surf, card.colour, (5 + room // 2, h // 2), cs)
        th.label(surf, label, small(), (room + 8, 0, w - room - 12, h), th.TEXT)
        return surf
    cs = max(8, min(h - 8, small()))  # the cube it pays as ammo, its colour's sign on it
    cube(surf, card.colour, (4 + cs // 2, 4 + cs // 2), cs)
    glyph = th.text(POWERUP_GLYPH[card.kind], max(small(), min(h - name_h - 4, w - 6) * 4 // 5), colour, True)
    th.blit_center(surf, glyph, (w / 2, (h - name_h) / 2 + 2))
    th.blit_center(surf, th.fit(label, small(), w - 6, th.TEXT), (w / 2, h - name_h / 2 - 2))
    return surf


def powerup_chip_width(card_id: str) -> int:
    """The width a powerup chip needs for its icon and whole name."""
    card = powerup(card_id)
    return th.measure(powerup_name(card_id), small(), False, True) + th.measure(POWERUP_GLYPH[card.kind], small(),
                                                                                 True) + 16


@th.cached(64)
def ammo_token(design: str, size: int) -> pygame.Surface:
    """An ammo tile as it lies on its square: a square cardboard tile with its three items
    (cubes, and the powerup icon when it gives one)."""
    tile = next(t for t in catalog().ammo_tiles if t.design == design)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    rrect(surf, (54, 52, 58), (0, 0, size, size), radius)
    rrect(surf, (206, 200, 186), (0, 0, size, size), radius, max(1, size // 16))
    pygame.draw.circle(surf, (70, 68, 76), (size / 2, size / 2), size * 0.38)
    items = list(tile.cubes) + (["powerup"] if tile.powerup else [])
    cs = max(6, round(size * 0.3))
    spots = [(size * 0.30, size * 0.33), (size * 0.70, size * 0.33), (size * 0.5, size * 0.70)]
    for item, spot in zip(items, spots):
        if item == "powerup":
            r = pygame.Rect(0, 0, cs, round(cs * 1.3))
            r.center = spot
            rrect(surf, (236, 230, 216), r, 2)
            rrect(surf, (40, 40, 40), r, 2, 1)
            pygame.draw.circle(surf, (120, 60, 160), r.center, max(2, cs // 4))
        else:
            cube(surf, item, spot, cs)
    return surf


def short_name(kind: str) -> str:
    """A powerup's one word, where its whole name does not fit (glossary §6's short labels)."""
    return {"targeting_scope": pgettext("powerup, short", "Scope"), "newton": pgettext("powerup, short", "Newton"),
            "tagback_grenade": pgettext("powerup, short", "Tagback"),
            "teleporter": pgettext("powerup, short", "Teleporter")}[kind]


# --- tooltips: rulebook words -------------------------------------------------------------
def cubes_words(cubes: tuple[str, ...] | list[str]) -> str:
    """Cubes named one by one, as a card prints them: "red, blue"."""
    return _(", ").join(colour_word(c) for c in cubes)


def weapon_tip(weapon_id: str) -> str:
    wp = weapon(weapon_id)
    head = f"<b>{weapon_name(weapon_id)}</b>"
    if wp.owner:
        head = _("{weapon} — {character}'s character weapon").format(weapon=head, character=character_name(wp.owner))
    if wp.house:
        head = _("{card} (house card)").format(card=head)
    lines = [head, _("Reload: {reload}; grab: {grab}").format(reload=cubes_words(wp.reload),
                                                             grab=cubes_words(wp.grab_cost) or _("free")),
             weapon_text(weapon_id)]
    for e in wp.effects:
        box = f"<b>{effect_name(e.name)}</b>"
        if e.cost:
            box = _("{effect} ({cost})").format(effect=box, cost=cubes_words(e.cost))
        if e.lightning:
            box = _("{effect}, paying the Adrenaline Rush").format(effect=box)
        lines.append(_("• {effect}: {text}").format(effect=box, text=effect_text(e.text)))
    return "<br>".join(lines)


def powerup_tip(card_id: str) -> str:
    card = powerup(card_id)
    colour = colour_word(card.colour)
    return (_("<b>{card}</b> ({colour})").format(card=powerup_name(card_id), colour=colour) + "<br>"
            + powerup_text(card_id) + "<br>"
            + _("Or: pay 1 {colour} cube, or choose the {colour} spawnpoint.").format(colour=colour))


def ammo_tip(tile_id: str) -> str:
    tile = ammo_tile(tile_id)
    words = (_("<b>Ammo tile</b>: grab it to gain {cubes} and draw a powerup (at most {most} cubes per colour).")
             if tile.powerup else _("<b>Ammo tile</b>: grab it to gain {cubes} (at most {most} cubes per colour)."))
    return words.format(cubes=cubes_words(tile.cubes), most=MAX_CUBES)


def character_tip(char: str) -> str:
    ch, ab = character(char), ability(char)
    rule = _("<b>{ability}</b> (house card): {text}") if ab.house else _("<b>{ability}</b>: {text}")
    return (_("<b>{character}</b> [{letter}] — {colour}").format(character=character_name(char), letter=ch.letter,
                                                                 colour=colour_word(ch.colour))
            + "<br>" + character_bio(char) + "<br>" + rule.format(ability=ability_name(char), text=ability_text(char)))
