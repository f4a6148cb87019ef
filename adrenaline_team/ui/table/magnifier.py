"""Look closer (issue 23): while the right mouse button, Z or the gamepad's X is held, whatever
lies under the pointer is shown bigger in place — a card whole, with every effect in words; a
square, a player board, a buffer, the skull board as a closer look at the table — the way a
player leans over the table. Held on the gamepad (no pointer), it shows the place of the
answer the focus is on.

The panel stands centred on the pointer and never leaves the window; it goes when the button
or key is let go. It only shows: it never picks anything."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import _
from ...rules.cards import ability, cost_words, powerup, weapon
from ..kit import controls
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ..words import (ability_name, ability_text, character_name, colour_word, effect_name, effect_text, powerup_name,
                     powerup_text, weapon_name, weapon_text)
from . import cards, icons
from .hotspots import Place, Regions
from .render import Picture
from .tips import Tips

ZOOM_MOST = 2.5  # a closer look at the table, not a new screen
FRAME = (240, 182, 60)


class Magnifier:
    def __init__(self) -> None:
        self.held: set[str] = set()  # "mouse", "key", "pad": what holds it open
        self._cache: tuple[object, pygame.Surface] | None = None

    @property
    def on(self) -> bool:
        return bool(self.held)

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        """Follow the right button, Z and X; True when the event was the magnifier's."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3:
            (self.held.add if event.type == pygame.MOUSEBUTTONDOWN else self.held.discard)("mouse")
            return True
        if command == "lens":
            self.held.add("pad" if event.type == pygame.JOYBUTTONDOWN else "key")
            return True
        if controls.released(event, "lens"):
            self.held.discard("pad" if event.type == pygame.JOYBUTTONUP else "key")
            return True
        return False

    def forget(self) -> None:
        """The table was drawn again: what was magnified is drawn anew."""
        self._cache = None

    def draw(self, screen: pygame.Surface, table: pygame.Surface, regions: Regions, pointer: tuple[int, int],
             focused: list[pygame.Rect]) -> pygame.Rect | None:
        """The closer look, if held, over everything; returns where it went."""
        if not self.held:
            return None
        target = None if self.held == {"pad"} else pick(regions, pointer)
        centre = pointer
        if target is None and focused:  # the gamepad (or a pointer over nothing): the focused answer
            target = pick(regions, focused[0].center) or (focused[0], None)
            centre = focused[0].center
        if target is None:
            return None
        rect, place = target
        key = (tuple(rect), place, L.now().size)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, picture(table, rect, place, regions))
        surf = self._cache[1]
        return show(screen, surf, centre)


class LensLayer(Layer):
    """The magnifier over everything but the hand-off and the menu, while it is held: over the
    pointer (`tips.pos`), else over the answer with the focus (`focused`)."""

    name = "magnifier"

    def __init__(self, lens: Magnifier, picture: Picture, tips: Tips, focused: Callable[[], list[pygame.Rect]]):
        self.lens, self.picture, self.tips, self.focused = lens, picture, tips, focused

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.lens.handle(event, command):
            self.tips.kill()
            return True
        return False

    def draw(self, screen: pygame.Surface) -> None:
        self.lens.draw(screen, self.picture.surface, self.picture.regions, self.tips.pos, self.focused())


def pick(regions: Regions, pos: tuple[int, int]) -> tuple[pygame.Rect, Place | None] | None:
    """What a closer look at `pos` shows: a card before anything else (a weapon or powerup,
    then a character's), then a square (the figures on it come along), a player board, then
    any other place with words (a buffer, the skull board...)."""
    under = regions.under(pos)
    for kinds in (("weapon", "powerup"), ("character",), ("square",), ("figure",)):
        for r, p, _tip in under:
            if p is not None and p[0] in kinds:
                return r, p
    return next(((r, None) for r, _p, tip in under if tip), None)


def picture(table: pygame.Surface, rect: pygame.Rect, place: Place | None, regions: Regions) -> pygame.Surface:
    lay = L.now()
    width = max(300, min(lay.u(460), lay.size[0] // 2))
    if place is not None and place[0] == "weapon" and isinstance(place[1], str):
        return weapon_face(place[1], width)
    if place is not None and place[0] == "powerup" and isinstance(place[1], str):
        return powerup_face(place[1], width)
    if place is not None and place[0] == "character" and isinstance(place[1], str):
        # the character weapon dealt to it (TP-DRAFT-1) is the weapon card lying on its card
        dealt = next(p[1] for r, p, _tip in regions.items if p is not None and p[0] == "weapon" and rect.contains(r))
        return character_face(place[1], str(dealt), width)
    return zoom(table, rect)


def zoom(table: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """The table's pixels of `rect`, bigger: up to 2.5 times, at most most of the window."""
    lay = L.now()
    r = rect.clip(table.get_rect())
    W, H = lay.size
    k = max(1.25, min(ZOOM_MOST, 0.6 * W / max(1, r.w), 0.7 * H / max(1, r.h)))
    size = (max(1, round(r.w * k)), max(1, round(r.h * k)))
    return pygame.transform.smoothscale(table.subsurface(r), size)


def show(screen: pygame.Surface, surf: pygame.Surface, centre: tuple[int, int]) -> pygame.Rect:
    """`surf` framed, centred on `centre`, kept inside the window."""
    lay = L.now()
    frame = surf.get_rect(center=centre).inflate(8, 8)
    frame.clamp_ip(lay.window)
    shadow = pygame.Surface(frame.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 120))
    screen.blit(shadow, frame.move(6, 6))
    pygame.draw.rect(screen, (20, 20, 24), frame, border_radius=lay.radius)
    screen.blit(surf, surf.get_rect(center=frame.center))
    pygame.draw.rect(screen, FRAME, frame, 3, border_radius=lay.radius)
    return frame


class _Column:
    """Pieces laid out top to bottom in a column of width `w`, then drawn on one card."""

    def __init__(self, w: int, pad: int):
        self.w, self.pad = w, pad
        self.items: list[tuple[pygame.Surface, int, int]] = []
        self.y = pad

    def add(self, surf: pygame.Surface, gap: int = 4, x: int | None = None) -> None:
        self.items.append((surf, self.pad if x is None else x, self.y))
        self.y += surf.get_height() + gap

    def card(self, fill: th.RGB, band: th.RGB | None, band_h: int = 0) -> pygame.Surface:
        lay = L.now()
        h = self.y + self.pad
        surf = pygame.Surface((self.w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=lay.radius_large)
        if band is not None:
            pygame.draw.rect(surf, band, (0, 0, self.w, band_h), border_top_left_radius=lay.radius_large,
                             border_top_right_radius=lay.radius_large)
        for item, x, y in self.items:
            surf.blit(item, (x, y))
        pygame.draw.rect(surf, (20, 20, 20), surf.get_rect(), 2, border_radius=lay.radius_large)
        return surf


@th.cached(16)
def weapon_face(weapon_id: str, w: int) -> pygame.Surface:
    """A weapon card at full size: its name, its reload and grab costs, and every effect box
    with its cost and icons and what it does in words."""
    lay = L.now()
    wp = weapon(weapon_id)
    pad = lay.gap
    inner = w - 2 * pad
    col = _Column(w, pad)
    colour = th.AMMO[wp.colour]
    ink = th.ink_on(colour)
    col.add(th.paragraph(weapon_name(weapon_id), lay.big, inner, ink, bold=True), 2)
    cs = lay.body
    cubes = pygame.Surface((len(wp.reload) * (cs + 3), cs + 2), pygame.SRCALPHA)
    for i, c in enumerate(wp.reload):
        cards.cube(cubes, c, (cs // 2 + 1 + i * (cs + 3), cs // 2 + 1), cs)
    col.add(cubes, pad)
    band_h = col.y - pad // 2
    col.y = band_h + pad // 2
    grab = cost_words(wp.grab_cost) if wp.grab_cost else _("free")
    col.add(th.paragraph(_("Reload: {reload} · Grab: {grab}").format(reload=cost_words(wp.reload), grab=grab),
                         lay.small, inner, th.CARD_INK, bold=True))
    if wp.owner:
        col.add(th.paragraph(_("{name}'s character weapon").format(name=character_name(wp.owner)), lay.small, inner,
                             th.CARD_INK))
    col.add(th.paragraph(weapon_text(weapon_id), lay.small, inner, (90, 80, 70)), pad)
    size = lay.small + 2
    for e in wp.effects:
        row = pygame.Surface((inner, size + 8), pygame.SRCALPHA)
        x = 0
        if e.kind != "basic":
            mark = th.text("+" if e.kind == "optional" else _("or"), size, (90, 80, 70), True, True)
            row.blit(mark, mark.get_rect(midleft=(x, row.get_height() // 2)))
            x += mark.get_width() + 4
        for c in e.cost:
            cards.cube(row, c, (x + size // 2, row.get_height() // 2), size - 2)
            x += size + 1
        if e.lightning:
            bolt = th.text("⚡", size, icons.BOLT, True)
            row.blit(bolt, bolt.get_rect(midleft=(x, row.get_height() // 2)))
            x += bolt.get_width() + 2
        title = th.fit(effect_name(e.name), size, max(1, inner - x - 4), th.CARD_INK, True)
        row.blit(title, title.get_rect(midleft=(x + 4, row.get_height() // 2)))
        col.add(row, 0)
        chips = pygame.Surface((inner, size + 8), pygame.SRCALPHA)
        x = 0
        for ic in icons.effect_icons(e.params):
            if x + icons.chip_width(ic.icon, ic.words, size) > inner:
                break
            x = icons.chip(chips, ic.icon, ic.words, ic.colour, x, chips.get_height() // 2, size).right + 8
        if x:
            col.add(chips, 0)
        col.add(th.paragraph(effect_text(e.text), lay.small, inner, th.CARD_INK), pad // 2 + 2)
    return col.card(th.CARD, colour, band_h)


@th.cached(8)
def character_face(char: str, weapon_id: str, w: int) -> pygame.Surface:
    """A character's draft card at full size: its portrait and name, its end-of-turn ability
    with all its words, and the character weapon dealt to it whole (`weapon_face`): beside it
    where one above the other would not fit the window."""
    lay = L.now()
    pad = lay.gap
    inner = w - 2 * pad
    colour = cards.char_colour(char)
    port = min(inner // 3, lay.u(140))
    words = inner - port - pad
    name = th.paragraph(character_name(char), lay.big, words, th.TEXT, bold=True)
    kind = th.paragraph(_("End-of-turn ability"), lay.small, words, th.DIM)
    called = _("{ability} · house").format(ability=ability_name(char)) if ability(char).house else ability_name(char)
    title = th.paragraph(called, lay.body, words, th.GOLD, bold=True)
    head = pygame.Surface((inner, max(port, name.get_height() + kind.get_height() + title.get_height() + 8)),
                          pygame.SRCALPHA)
    head.blit(cards.portrait(char, port, port), (0, 0))
    y = 0
    for part in (name, kind, title):
        head.blit(part, (port + pad, y))
        y += part.get_height() + 4
    col = _Column(w, pad)
    col.add(head, pad)
    col.add(th.paragraph(ability_text(char), lay.body, inner, th.TEXT))
    card = col.card(th.BOARD, None)
    pygame.draw.rect(card, colour, card.get_rect(), 4, border_radius=lay.radius_large)
    gun = weapon_face(weapon_id, w)
    if card.get_height() + pad + gun.get_height() <= lay.size[1] - 4 * pad:
        surf = pygame.Surface((w, card.get_height() + pad + gun.get_height()), pygame.SRCALPHA)
        surf.blit(card, (0, 0))
        surf.blit(gun, (0, card.get_height() + pad))
    else:
        surf = pygame.Surface((2 * w + pad, max(card.get_height(), gun.get_height())), pygame.SRCALPHA)
        surf.blit(card, (0, 0))
        surf.blit(gun, (w + pad, 0))
    return surf


@th.cached(8)
def powerup_face(card_id: str, w: int) -> pygame.Surface:
    """A powerup card at full size: its icon, name, colour and what it does in words."""
    lay = L.now()
    card = powerup(card_id)
    pad = lay.gap
    inner = w - 2 * pad
    colour = th.AMMO[card.colour]
    col = _Column(w, pad)
    col.add(th.paragraph(powerup_name(card_id), lay.big, inner, th.TEXT, bold=True), pad)
    col.add(th.text(cards.POWERUP_GLYPH[card.kind], lay.title, colour, True), pad, x=w // 2 - lay.title // 2)
    col.add(th.paragraph(powerup_text(card_id), lay.small, inner, th.TEXT), pad)
    col.add(th.paragraph(_("Or: pay 1 {colour} cube with it, or choose the {colour} spawnpoint with it.")
                         .format(colour=colour_word(card.colour)), lay.small, inner, th.DIM))
    surf = col.card(th.shade(colour, 0.35), None)
    pygame.draw.rect(surf, colour, surf.get_rect(), 4, border_radius=lay.radius_large)
    return surf
