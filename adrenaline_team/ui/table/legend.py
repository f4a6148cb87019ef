"""The legend of the table's icons, for the menu's Rules page: each icon drawn as the table draws
it, its name and its meaning in words (`icons.LEGEND`), in columns that fill the page."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...rules.cards import catalog
from ..kit import layout as L
from ..kit import theme as th
from . import cards, icons
from .side import draw_ability_card


def draw_legend(screen: pygame.Surface, area: pygame.Rect, rows: tuple[tuple[str, str, str], ...]) -> None:
    """`rows` in two columns (three on a wide page), each: the icon, its name, its meaning."""
    lay = L.now()
    cols = 3 if area.w >= lay.u(1300) and area.w > 1100 else 2
    gap = 2 * lay.gap
    w = (area.w - (cols - 1) * gap) // cols
    cell = 3 * lay.small + 8  # the icon's place
    per = -(-len(rows) // cols)
    old = screen.get_clip()
    screen.set_clip(area)
    for c in range(cols):
        x, y = area.x + c * (w + gap), area.y
        for key, name, meaning in rows[c * per:(c + 1) * per]:
            head = th.fit(_(name), lay.small, w - cell - 4, th.HILITE, True)
            body = th.wrapped(_(meaning), lay.small, w - cell - 4)
            h = max(cell, head.get_height() + body.get_height())
            icon(screen, key, pygame.Rect(x, y, cell, min(cell, h)))
            screen.blit(head, (x + cell + 4, y))
            screen.blit(body, (x + cell + 4, y + head.get_height()))
            y += h + lay.gap // 2
    screen.set_clip(old)


def icon(screen: pygame.Surface, key: str, box: pygame.Rect) -> None:
    """One legend icon, drawn by the functions that draw it on the table."""
    lay = L.now()
    size = lay.small + 4
    cy = box.y + size // 2 + 4
    first = next(iter(catalog().characters))
    if key == "drop":
        icons.drop(screen, icons.DAMAGE, (box.x + size, cy), size)
    elif key == "cube":
        for i, ammo in enumerate(("red", "blue", "yellow")):
            cards.cube(screen, ammo, (box.x + 8 + i * (size - 2), cy), size - 4)
    elif key == "token":
        tok = cards.damage_token(first, size + 6)
        screen.blit(tok, tok.get_rect(midleft=(box.x + 2, cy)))
    elif key == "mark":
        tok = cards.mark_token(first, size + 2)
        screen.blit(tok, tok.get_rect(midleft=(box.x + 2, cy)))
    elif key in ("ready", "acted"):
        draw_ability_card(screen, pygame.Rect(box.x, cy - size // 2, box.w, size), key, cards.char_colour(first),
                          word=False)
    elif key == "ammo":
        tile = cards.ammo_token(catalog().ammo_tiles[0].design, size + 8)
        screen.blit(tile, tile.get_rect(midleft=(box.x + 2, cy)))
    else:
        colour = {"⊕": (200, 200, 210), "◆": icons.MARK, "➜": icons.MOVE, "⇥": icons.PUSH, "⇤": icons.PUSH,
                  "◎": icons.RANGE, "⚡": icons.BOLT, "☠": th.DANGER}.get(key, th.TEXT)
        if colour in (icons.MARK, icons.MOVE, icons.RANGE, icons.PUSH):
            colour = th.shade(colour, 1.5)  # the card's ink colours, lighter on the dark page
        words = key if key not in ("+", "or") else ("+" if key == "+" else _("or"))
        screen.blit(th.fit(words, size, box.w - 4, colour, True), (box.x + 2, cy - size // 2 - 2))
