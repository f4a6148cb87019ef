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
    """`rows` in two columns (three on a wide page, or where two would be taller than the
    page), each: the icon, its name, its meaning; the rows shared out so that the columns end
    about level."""
    lay = L.now()
    wide = area.w >= lay.u(1300) and area.w > 1100
    cell = 3 * lay.small + 8  # the icon's place
    for cols in ((3,) if wide else (2, 3)):
        gap = 2 * lay.gap
        w = (area.w - (cols - 1) * gap) // cols
        pictures = [(th.fit(_(name), lay.small, w - cell - 4, th.HILITE, True),
                     th.wrapped(_(meaning), lay.small, w - cell - 4)) for _key, name, meaning in rows]
        heights = [max(lay.small + 14, head.get_height() + body.get_height()) + lay.gap // 2
                   for head, body in pictures]
        starts = columns(heights, cols)
        tallest = max(sum(heights[a:b]) for a, b in zip(starts, [*starts[1:], len(rows)]))
        if tallest <= area.h:
            break
    else:
        th.record_cut(_(rows[-1][2]), lay.small, tallest, area.h)  # the fit test lists it
    old = screen.get_clip()
    screen.set_clip(area)
    for c, (first, end) in enumerate(zip(starts, [*starts[1:], len(rows)])):
        x, y = area.x + c * (w + gap), area.y
        for k in range(first, end):
            head, body = pictures[k]
            icon(screen, rows[k][0], pygame.Rect(x, y, cell, min(cell, heights[k])))
            screen.blit(head, (x + cell + 4, y))
            screen.blit(body, (x + cell + 4, y + head.get_height()))
            y += heights[k]
    screen.set_clip(old)


def columns(heights: list[int], cols: int) -> list[int]:
    """Where each of `cols` columns starts, the rows in order, so that the tallest is the least tall."""
    n = len(heights)
    if n <= cols:
        return list(range(n))
    splits: list[tuple[int, ...]] = [(0, k) for k in range(1, n)] if cols == 2 else \
        [(0, a, b) for a in range(1, n - 1) for b in range(a + 1, n)]

    def tallest(starts: tuple[int, ...]) -> int:
        return max(sum(heights[a:b]) for a, b in zip(starts, [*starts[1:], n]))
    best: tuple[int, ...] = min(splits, key=tallest)
    return list(best)


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
