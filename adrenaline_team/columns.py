"""Text laid out in a terminal's columns, where a wide (East Asian) character takes two: the
commands' tables (`review`) and their help lines line up in Japanese as in English."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def width(text: str) -> int:
    """Columns a terminal gives `text`: two for a wide or full-width character."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def table(rows: Sequence[Sequence[str]], align: str, gap: int = 2) -> list[str]:
    """`rows` of cells as lines: each column as wide as its widest cell, in the words of the
    current language, `gap` spaces apart; `align` gives each column's side ("l" or "r"). A
    line ends at its last ink: a left column at the end (free text) adds no spaces."""
    widths = [max((width(row[i]) for row in rows if i < len(row)), default=0) for i in range(len(align))]
    return [(" " * gap).join(_pad(cell, widths[i], side) for i, (cell, side) in enumerate(zip(row, align))).rstrip()
            for row in rows]


def _pad(cell: str, columns: int, side: str) -> str:
    room = " " * max(0, columns - width(cell))
    return room + cell if side == "r" else cell + room
