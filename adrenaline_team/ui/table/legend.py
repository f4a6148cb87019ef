"""The legend of the table's icons, for the menu's Rules page: each icon drawn as the table draws
it, its name and its meaning in words (`icons.LEGEND`), in columns that fill the page, in as
many parts as the page needs (`pages`)."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...rules.cards import catalog
from ..kit import layout as L
from ..kit import theme as th
from . import cards, icons
from .icons import LEGEND
from .pages import Part, paginate, placed
from .side import draw_ability_card


def legend_parts(area: pygame.Rect) -> list[Part]:
    """The legend in as many parts as `area` needs: two columns (three on a wide page, or
    where two would need more parts), at the window's small size or smaller, never cut."""
    lay = L.now()
    wide = area.w >= lay.u(1300) and area.w > 1100
    return paginate(len(LEGEND), _height, area, (3,) if wide else (2, 3), _meaning)


def draw_legend(screen: pygame.Surface, area: pygame.Rect, part: Part) -> None:
    """The entries of `part`, each: the icon, its name, its meaning."""
    size = part[3]
    old = screen.get_clip()
    screen.set_clip(area)
    for k, box in placed(part, _height, area, _meaning):
        head, body = _pictures(k, size, box.w)
        cell = _cell(size)
        icon(screen, LEGEND[k][0], pygame.Rect(box.x, box.y, cell, min(cell, box.h)), size)
        screen.blit(head, (box.x + cell + 4, box.y))
        screen.blit(body, (box.x + cell + 4, box.y + head.get_height()))
    screen.set_clip(old)


def _meaning(k: int) -> str:
    return _(LEGEND[k][2])


def _cell(size: int) -> int:
    """The width of an entry's icon at text `size`."""
    return 3 * size + 8


def _pictures(k: int, size: int, w: int) -> tuple[pygame.Surface, pygame.Surface]:
    """Entry `k`'s name and meaning in a column `w` wide."""
    _key, name, meaning = LEGEND[k]
    words = w - _cell(size) - 4
    return th.fit(_(name), size, words, th.HILITE, True), th.wrapped(_(meaning), size, words)


def _height(k: int, size: int, w: int) -> int:
    head, body = _pictures(k, size, w)
    return max(size + 14, head.get_height() + body.get_height()) + L.now().gap // 2


def icon(screen: pygame.Surface, key: str, box: pygame.Rect, text: int) -> None:
    """One legend icon, drawn by the functions that draw it on the table, beside words of size `text`."""
    size = text + 4
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
    elif key in ("ready", "acted", "used"):
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
