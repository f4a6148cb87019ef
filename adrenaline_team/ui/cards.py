"""Card faces (weapons, powerups, ammo tiles, character tokens) as cached surfaces, and the
rulebook words their tooltips show."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..rules.cards import ability, ammo_tile, character, powerup, weapon
from . import theme as th


def rrect(surf, colour, rect, radius=6, width=0):
    pygame.draw.rect(surf, colour, rect, width, border_radius=radius)


def cube(surf, colour: str, center, size: int) -> None:
    r = pygame.Rect(0, 0, size, size)
    r.center = center
    rrect(surf, th.AMMO[colour], r, max(2, size // 5))
    rrect(surf, (0, 0, 0), r, max(2, size // 5), 1)


def char_colour(char: str):
    return th.CHARACTER[character(char).colour]


@lru_cache(maxsize=256)
def token(char: str, radius: int, team: str | None = None) -> pygame.Surface:
    """A character's disc with its letter; on a team base (black/white ring) when `team` is set,
    so colour is never the only thing that tells figures apart."""
    size = radius * 2 + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    inner = radius
    if team:
        pygame.draw.circle(surf, th.TEAM[team], c, radius)
        pygame.draw.circle(surf, th.TEAM_INK[team], c, radius, 2)
        inner = radius - max(4, radius // 4)
    colour = char_colour(char)
    pygame.draw.circle(surf, colour, c, inner)
    pygame.draw.circle(surf, (0, 0, 0), c, inner, 1)
    th.blit_center(surf, th.text(character(char).letter, max(9, int(inner * 1.2)), th.ink_on(colour), True), c)
    return surf


@lru_cache(maxsize=256)
def weapon_card(weapon_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A weapon card: its colour band and name, the reload cost as cubes, house tag."""
    wp = weapon(weapon_id)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rrect(surf, (236, 232, 222) if not dim else (150, 148, 142), (0, 0, w, h), 6)
    band = max(16, h // 3)
    rrect(surf, th.AMMO[wp.colour], (0, 0, w, band), 6)
    pygame.draw.rect(surf, th.AMMO[wp.colour], (0, band - 6, w, 6))
    size = 17 if h >= 90 else 13 if h >= 50 else 11
    th.blit_center(surf, th.fit(wp.name, size, w - 8, th.ink_on(th.AMMO[wp.colour]), True), (w / 2, band / 2))
    cs = max(8, min(16, h // 6))
    for i, c in enumerate(wp.reload):
        cube(surf, c, (8 + cs // 2 + i * (cs + 3), h - cs // 2 - 6), cs)
    if wp.owner:
        tag = th.text(character(wp.owner).letter, cs + 2, th.ink_on(char_colour(wp.owner)), True)
        pygame.draw.circle(surf, char_colour(wp.owner), (w - cs - 4, h - cs // 2 - 6), cs // 2 + 3)
        th.blit_center(surf, tag, (w - cs - 4, h - cs // 2 - 6))
    if h >= 90:
        kinds = [e.name for e in wp.effects if e.kind != "basic"]
        body = "basic" + (f" + {len(kinds)} more" if kinds else "")
        th.blit_center(surf, th.fit(body, 13, w - 8, (60, 60, 60)), (w / 2, band + 18))
        if wp.house:
            th.blit_center(surf, th.text("house", 12, (120, 90, 30), True), (w / 2, band + 36))
    rrect(surf, (20, 20, 20), (0, 0, w, h), 6, 1)
    return surf


@lru_cache(maxsize=128)
def card_back(w: int, h: int, label: str) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rrect(surf, (58, 40, 46), (0, 0, w, h), 6)
    rrect(surf, (150, 110, 70), (3, 3, w - 6, h - 6), 5, 1)
    th.blit_center(surf, th.fit(label, 11, w - 6, (200, 170, 130), True), (w / 2, h / 2))
    return surf


SHORT = {"targeting_scope": "Scope", "newton": "Newton", "tagback_grenade": "Tagback", "teleporter": "Teleport"}
POWERUP_GLYPH = {"targeting_scope": "◎", "newton": "⇆", "tagback_grenade": "✹", "teleporter": "✦"}


@lru_cache(maxsize=128)
def powerup_card(card_id: str, w: int, h: int) -> pygame.Surface:
    card = powerup(card_id)
    colour = th.AMMO[card.colour]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rrect(surf, (30, 30, 36), (0, 0, w, h), 6)
    rrect(surf, colour, (2, 2, w - 4, h - 4), 5, 3)
    glyph = POWERUP_GLYPH[card.kind]
    th.blit_center(surf, th.text(glyph, max(14, h // 2 - 2), colour, True), (w / 2, h * 0.40))
    label = card.name if w >= 80 else SHORT[card.kind]
    th.blit_center(surf, th.fit(label, 11 if h < 70 else 13, w - 6, th.TEXT, True), (w / 2, h - 10))
    return surf


@lru_cache(maxsize=64)
def ammo_token(design: str, radius: int) -> pygame.Surface:
    """An ammo tile as it lies on its square: a disc with its cubes (and powerup icon)."""
    tile = next(t for t in _tiles() if t.design == design)
    size = radius * 2 + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = radius + 1
    pygame.draw.circle(surf, (42, 42, 48), (c, c), radius)
    pygame.draw.circle(surf, (190, 190, 200), (c, c), radius, 2)
    items = list(tile.cubes) + (["powerup"] if tile.powerup else [])
    cs = radius * 2 // 3
    spots = [(c - radius * 0.42, c - radius * 0.3), (c + radius * 0.42, c - radius * 0.3), (c, c + radius * 0.4)]
    for item, spot in zip(items, spots):
        if item == "powerup":
            r = pygame.Rect(0, 0, cs, cs + 4)
            r.center = spot
            rrect(surf, (230, 230, 230), r, 3)
            th.blit_center(surf, th.text("P", cs - 2, (40, 40, 40), True), spot)
        else:
            cube(surf, item, spot, cs)
    return surf


def _tiles():
    from ..rules.cards import catalog
    return catalog().ammo_tiles


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
    return f"<b>Ammo tile</b>: grab it to gain {', '.join(tile.cubes)}{extra} (at most 3 cubes per colour)."


def character_tip(char: str) -> str:
    ch, ab = character(char), ability(char)
    house = " (house card)" if ab.house else ""
    return (f"<b>{ch.name}</b> [{ch.letter}] — {ch.colour}<br>{ch.bio}<br>"
            f"<b>{ab.name}</b>{house}: {ab.text}")
