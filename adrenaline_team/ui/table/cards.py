"""The pieces of the game as cached pictures — character portraits and figures, weapon cards
with their effect boxes, powerup cards, ammo tiles, cubes, damage and mark tokens — and the
rulebook words their tooltips show.

The six portraits are hand-written SVG files in `art/` (made for this project); everything else
is drawn here. A weapon card's effect boxes are read from the catalog: each box shows its cost
and what it does as icons with numbers (targets, damage, marks, moves, range)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...rules.cards import ability, ammo_tile, catalog, character, powerup, weapon
from ...rules.state import MAX_CUBES
from ..kit import layout as L
from ..kit import theme as th

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from ...catalog.models import Params

ART = Path(__file__).resolve().parent / "art"


def small() -> int:
    """The small text of the window's layout: 13 px up to 1920x1080, more on larger windows."""
    return L.now().small


def rrect(surf: pygame.Surface, colour: th.RGB, rect: RectLike, radius: int = 6, width: int = 0) -> None:
    pygame.draw.rect(surf, colour, rect, width, border_radius=radius)


def cube(surf: pygame.Surface, colour: str, center: tuple[float, float], size: int) -> None:
    r = pygame.Rect(0, 0, size, size)
    r.center = (round(center[0]), round(center[1]))
    rrect(surf, th.AMMO[colour], r, max(2, size // 5))
    pygame.draw.line(surf, th.shade(th.AMMO[colour], 1.35), (r.x + 2, r.y + 2), (r.right - 3, r.y + 2))
    rrect(surf, (0, 0, 0), r, max(2, size // 5), 1)


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
    """A character's figure seen from above: its team's base (a black or white ring), a disc
    of its colour with its portrait when there is room, and always its letter, so colour is
    never the only thing that tells figures apart."""
    size = radius * 2 + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    inner = radius
    if team:
        pygame.draw.circle(surf, th.TEAM[team], c, radius)
        pygame.draw.circle(surf, th.TEAM_INK[team], c, radius, max(1, radius // 10))
        inner = radius - max(2, radius // 5)
    colour = char_colour(char)
    pygame.draw.circle(surf, colour, c, inner)
    if inner >= 20:
        face = pygame.Surface((inner * 2, inner * 2), pygame.SRCALPHA)
        pygame.draw.circle(face, (255, 255, 255), (inner, inner), inner)
        art = portrait_art(char, round(inner * 2.1))
        art_layer = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        art_layer.blit(art, art.get_rect(midbottom=(inner, inner * 2 + 2)))
        face.blit(art_layer, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(face, (c[0] - inner, c[1] - inner))
        badge = max(8, inner // 2 - 1)
        _letter_badge(surf, char, (c[0] + inner - badge + 2, c[1] + inner - badge + 2), badge)
    else:
        th.blit_center(surf, th.text(character(char).letter, max(small(), int(inner * 1.25)),
                                     th.ink_on(colour), True), c)
    pygame.draw.circle(surf, (0, 0, 0), c, inner, 1)
    return surf


@th.cached(64)
def damage_token(char: str, size: int) -> pygame.Surface:
    """A damage token: a drop of the character's colour with its letter."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = char_colour(char)
    r = size * 0.36
    cx, cy = size / 2, size * 0.60
    tip = (cx, 1)
    pygame.draw.polygon(surf, colour, [tip, (cx + r * 0.92, cy - r * 0.4), (cx - r * 0.92, cy - r * 0.4)])
    pygame.draw.circle(surf, colour, (cx, cy), r)
    pygame.draw.aalines(surf, (0, 0, 0), False, [(cx - r * 0.92, cy - r * 0.4), tip, (cx + r * 0.92, cy - r * 0.4)])
    pygame.draw.arc(surf, (0, 0, 0), (cx - r, cy - r, 2 * r, 2 * r), -3.6, 0.46, 1)
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
Chip = tuple[str, str, th.RGB]  # an icon, its number, its colour


def printed(params: Params) -> dict[str, object]:
    """The numbers a card prints for an effect: the params its catalog entry sets (the model's
    defaults were not written on the card)."""
    return {k: getattr(params, k) for k in params.model_fields_set}


def effect_icons(effect: Params) -> list[Chip]:
    """What an effect box does, as (icon, number, colour) chips read from the card's numbers."""
    params = printed(effect)
    out: list[Chip] = []
    if params.get("targets"):
        out.append(("⊕", str(params["targets"]), (60, 60, 70)))
    if params.get("damage"):
        out.append(("drop", str(params["damage"]), (196, 40, 40)))
    if params.get("second_square_damage"):
        out.append(("drop", f"+{params['second_square_damage']}", (196, 40, 40)))
    if params.get("marks"):
        out.append(("◆", str(params["marks"]), (110, 60, 160)))
    if params.get("move"):
        out.append(("➜", str(params["move"]), (40, 110, 60)))
    if params.get("push"):
        out.append(("⇥", str(params["push"]), (150, 90, 20)))
    if params.get("pull"):
        out.append(("⇤", str(params["pull"]), (150, 90, 20)))
    if params.get("distance") is not None:
        d = params["distance"]
        out.append(("◎", "here" if d == 0 else f"={d}", (40, 90, 150)))
    lo, hi = params.get("min_distance") or None, params.get("max_distance")
    if lo is not None or hi is not None:
        words = f"{lo}–{hi}" if lo is not None and hi is not None else f"{lo}+" if lo is not None else f"≤{hi}"
        out.append(("◎", words, (40, 90, 150)))
    for flag, icon in (("poison", "☣"), ("mind_control", "✦"), ("overload", "⚠")):
        if params.get(flag):
            out.append((icon, "", (60, 120, 60)))
    return out


def _chip(surf: pygame.Surface, icon: str, words: str, colour: th.RGB, x: int, cy: int, size: int) -> int:
    """One icon with its number; returns the x after it."""
    if icon == "drop":
        r = size * 0.42
        pygame.draw.polygon(surf, colour, [(x + r, cy - size * 0.55), (x + 2 * r * 0.95, cy), (x + 0.05 * r, cy)])
        pygame.draw.circle(surf, colour, (x + r, cy + r * 0.25), r)
        x += round(2 * r) + 2
    else:
        g = th.text(icon, size, colour, True)
        surf.blit(g, g.get_rect(midleft=(x, cy)))
        x += g.get_width() + 1
    if words:
        t = th.text(words, small(), th.CARD_INK, True, True)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        x += t.get_width()
    return x + 5


def chips_width(icons: list[Chip], size: int) -> int:
    surf = pygame.Surface((1, 1), pygame.SRCALPHA)
    x = 0
    for icon, words, colour in icons:
        x = _chip(surf, icon, words, colour, x, 0, size)
    return x


@th.cached(256)
def weapon_card(weapon_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A weapon card: its colour band with the name, one row per effect box (its cost, then
    what it does as icons and numbers) as far as the card has room, the reload cost as cubes."""
    wp = weapon(weapon_id)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, min(w, h) // 12)
    rrect(surf, th.CARD, (0, 0, w, h), radius)
    colour = th.AMMO[wp.colour]
    band = max(small() + 6, min(h // 4, 26))
    ink = th.ink_on(colour)
    two = not th.fits(wp.name, small(), w - 8) and " " in wp.name and h >= 3.5 * band
    if two:  # a long name on a narrow card takes two lines rather than an ellipsis
        band = 2 * (small() + 3) + 2
    rrect(surf, colour, (0, 0, w, band + radius), radius)
    pygame.draw.rect(surf, th.CARD, (0, band, w, radius))
    if two:
        first, rest = wp.name.split(" ", 1)
        surf.blit(th.fit(first, small(), w - 8, ink, True), (4, 1))
        surf.blit(th.fit(rest, small(), w - 8, ink, True), (4, small() + 4))
    else:
        surf.blit(th.fit(wp.name, min(18, band - 5), w - 8, ink, True), (4, 2))
    cs = max(9, min(16, h // 8))
    foot = cs + 6
    for i, c in enumerate(wp.reload):
        cube(surf, c, (4 + cs // 2 + i * (cs + 3), h - foot // 2 - 1), cs)
    if wp.owner:
        r = foot // 2
        _letter_badge(surf, wp.owner, (w - r - 3, h - r - 1), max(r, 9))
    # effect boxes: as many as fit between the band and the foot
    row_h = small() + 5
    y = band + 2
    icon_size = small() + 1
    for e in wp.effects:
        if y + row_h > h - foot:
            break
        x = 4
        if e.kind != "basic":
            mark = "+" if e.kind == "optional" else "or"
            t = th.text(mark, small(), (90, 80, 70), True, True)
            surf.blit(t, t.get_rect(midleft=(x, y + row_h // 2)))
            x += t.get_width() + 2
        for c in e.cost:
            cube(surf, c, (x + 5, y + row_h // 2), 10)
            x += 12
        if e.lightning:
            t = th.text("⚡", small(), (200, 60, 40), True)
            surf.blit(t, t.get_rect(midleft=(x, y + row_h // 2)))
            x += t.get_width() + 1
        for icon, words, tint in effect_icons(e.params):
            if x + chips_width([(icon, words, tint)], icon_size) > w - 2:
                break  # the tooltip has the whole box in words
            x = _chip(surf, icon, words, tint, x + 2, y + row_h // 2, icon_size) - 2
        pygame.draw.line(surf, (210, 202, 186), (4, y + row_h), (w - 4, y + row_h))
        y += row_h + 1
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((30, 30, 36, 120))
        surf.blit(veil, (0, 0))
    rrect(surf, (20, 20, 20), (0, 0, w, h), radius, 1)
    return surf


@th.cached(128)
def weapon_chip(weapon_id: str, w: int, h: int) -> pygame.Surface:
    """A weapon in a crowded hand: its colour, its whole name, its reload cubes."""
    wp = weapon(weapon_id)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rrect(surf, th.CARD, (0, 0, w, h), 4)
    rrect(surf, th.AMMO[wp.colour], (0, 0, 7, h), 4)
    cs = max(7, min(10, (w - 12) // 12))
    right = w - 4 - len(wp.reload) * (cs + 2)
    for i, c in enumerate(wp.reload):
        cube(surf, c, (right + cs // 2 + 2 + i * (cs + 2), h // 2), cs)
    th.label(surf, wp.name, small(), (10, 0, right - 12, h), th.CARD_INK, True)
    rrect(surf, (20, 20, 20), (0, 0, w, h), 4, 1)
    return surf


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


SHORT = {"targeting_scope": "Scope", "newton": "Newton", "tagback_grenade": "Tagback", "teleporter": "Teleporter"}
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
    label = card.name if th.fits(card.name, small(), w - 8) else SHORT[card.kind]
    if h < 2 * name_h + 4:  # a chip: the icon beside the name
        glyph = th.text(POWERUP_GLYPH[card.kind], small(), colour, True)
        surf.blit(glyph, glyph.get_rect(midleft=(5, h / 2)))
        th.label(surf, label, small(), (glyph.get_width() + 8, 0, w - glyph.get_width() - 12, h), th.TEXT)
        return surf
    glyph = th.text(POWERUP_GLYPH[card.kind], max(small(), min(h - name_h - 4, w - 6) * 4 // 5), colour, True)
    th.blit_center(surf, glyph, (w / 2, (h - name_h) / 2 + 2))
    th.blit_center(surf, th.fit(label, small(), w - 6, th.TEXT), (w / 2, h - name_h / 2 - 2))
    return surf


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


# --- tooltips: rulebook words -------------------------------------------------------------
def weapon_tip(weapon_id: str) -> str:
    wp = weapon(weapon_id)
    owner = f" — {character(wp.owner).name}'s character weapon" if wp.owner else ""
    house = " (house card)" if wp.house else ""
    lines = [f"<b>{wp.name}</b>{owner}{house}", f"Reload: {', '.join(wp.reload)}; grab: "
             f"{', '.join(wp.grab_cost) or 'free'}", wp.text]
    for e in wp.effects:
        cost = f" ({', '.join(e.cost)})" if e.cost else ""
        bolt = " ⚡ pays the Adrenaline Rush" if e.lightning else ""
        lines.append(f"• <b>{e.name}</b>{cost}{bolt}: {e.text}")
    return "<br>".join(lines)


def powerup_tip(card_id: str) -> str:
    card = powerup(card_id)
    return (f"<b>{card.name}</b> ({card.colour})<br>{card.text}<br>Or: pay 1 {card.colour} cube, "
            f"or choose the {card.colour} spawnpoint.")


def ammo_tip(tile_id: str) -> str:
    tile = ammo_tile(tile_id)
    extra = " and draw a powerup" if tile.powerup else ""
    return f"<b>Ammo tile</b>: grab it to gain {', '.join(tile.cubes)}{extra} (at most {MAX_CUBES} cubes per colour)."


def character_tip(char: str) -> str:
    ch, ab = character(char), ability(char)
    house = " (house card)" if ab.house else ""
    return (f"<b>{ch.name}</b> [{ch.letter}] — {ch.colour}<br>{ch.bio}<br>"
            f"<b>{ab.name}</b>{house}: {ab.text}")
