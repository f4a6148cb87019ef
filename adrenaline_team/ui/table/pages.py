"""The menu's reading pages (the rules in short, the legend of the icons): items in columns
that end about level, and as many parts as the page needs so that nothing is cut — a small
window shows a page in parts, the menu's "Part 1 of 2" button goes from one to the next."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..kit import layout as L
from ..kit import theme as th

Part = tuple[int, int, int, int]  # the items first..end, in so many columns, at this text size
# an item's height at a text size in a column of a width: (item, size, width) -> pixels
Height = Callable[[int, int, int], int]


def column_width(area: pygame.Rect, cols: int) -> int:
    return (area.w - (cols - 1) * 2 * L.now().gap) // cols


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


def placed(part: Part, height: Height, area: pygame.Rect, cut: Callable[[int], str]) -> list[tuple[int, pygame.Rect]]:
    """Each item of `part` and its place in `area`, column by column; an item that would pass
    the page's foot is recorded as cut (its words: `cut(item)`), for the fit test."""
    first, end, cols, size = part
    w = column_width(area, cols)
    heights = [height(k, size, w) for k in range(first, end)]
    starts = [first + k for k in columns(heights, cols)]
    out = []
    for column, (a, b) in enumerate(zip(starts, [*starts[1:], end])):
        x, y = area.x + column * (w + 2 * L.now().gap), area.y
        for k in range(a, b):
            out.append((k, pygame.Rect(x, y, w, heights[k - first])))
            y += heights[k - first]
            if y > area.bottom:
                th.record_cut(cut(k), size, y - area.y, area.h)
    return out


def paginate(count: int, height: Height, area: pygame.Rect, cols: tuple[int, ...] = (2, 3),
             cut: Callable[[int], str] = str) -> list[Part]:
    """`count` items cut into parts that each fit `area` in one of `cols` columns, the fewest
    parts first, then the largest text (the window's small size down to the smallest a player
    reads). An item too tall for the page even alone at that size is drawn alone and
    recorded as cut (its words: `cut(item)`): the fit test lists it."""
    lay = L.now()
    tries = [(n, size) for size in range(lay.small, th.MIN_TEXT - 1, -1) for n in cols]

    def fits(first: int, end: int) -> tuple[int, int] | None:
        for n, size in tries:
            w = column_width(area, n)
            heights = [height(k, size, w) for k in range(first, end)]
            starts = columns(heights, n) if end - first > 1 else [0]
            if max(sum(heights[a:b]) for a, b in zip(starts, [*starts[1:], len(heights)])) <= area.h:
                return n, size
        return None
    parts: list[Part] = []
    first = 0
    while first < count:
        for end in range(count, first, -1):
            fit = fits(first, end)
            if fit is not None:
                break
        else:  # not even one item fits: drawn as it is, cut at the page's foot
            end, fit = first + 1, (cols[0], th.MIN_TEXT)
            th.record_cut(cut(first), th.MIN_TEXT, 0, area.h)
        parts.append((first, end, *fit))
        first = end
    return parts
