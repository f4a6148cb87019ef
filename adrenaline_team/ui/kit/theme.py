"""The look of the tabletop in one place: the palette, the one type family (DejaVu Sans, regular
and condensed), corner radii and spacing, and the text helpers every screen draws with.

Text is drawn at the window's own pixels (see `layout`), so sizes here are real pixels. Every
helper that fits text into a box records the box while `recording()` is on: the fit test reads
those records to check that no text is wider than the box it was drawn in."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import _lru_cache_wrapper, lru_cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

import pygame

from ...places import FONTS

if TYPE_CHECKING:
    from pygame.typing import RectLike

RGB = tuple[int, int, int]

FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}

# the smallest text a player reads, in pixels (issue 8: about 13 px at 1366x768)
MIN_TEXT = 13
ELLIPSIS = "…"

# corner radii and spacing at 1920x1080; `layout.Layout.u` scales them to the window
RADIUS, RADIUS_LARGE = 8, 14
GAP = 12

BG = (22, 24, 30)
FELT = (30, 36, 44)          # the table under the boards
PANEL = (38, 44, 54)
PANEL_LIGHT = (52, 60, 73)
EDGE = (84, 94, 110)
TEXT = (232, 234, 238)
DIM = (158, 166, 180)
GOLD = (240, 182, 60)
HILITE = (255, 214, 90)
FOCUS = (90, 220, 255)
RUSH = (96, 34, 58)  # actions and effects paid with the Adrenaline Rush
DANGER = (228, 70, 60)
CARD = (240, 235, 222)       # card stock
CARD_INK = (38, 36, 34)
BOARD = (58, 52, 48)         # the DLC's player boards: dark metal with rust-red accents
BOARD_EDGE = (126, 98, 74)
BLOOD = (150, 34, 38)
BUFFER = (46, 34, 38)

TEAM = {"black": (20, 20, 22), "white": (236, 236, 232)}
TEAM_INK = {"black": (236, 236, 232), "white": (16, 16, 18)}

AMMO = {"red": (214, 52, 52), "blue": (50, 112, 226), "yellow": (236, 196, 40)}
# the characters' colours (catalog `colour`), bright enough to read on the dark table
CHARACTER = {
    "yellow": (238, 200, 48), "blue": (62, 132, 240), "grey": (150, 156, 166),
    "purple": (160, 92, 220), "green": (76, 186, 92), "orange": (240, 130, 40),
}
ROOM = {
    "red": (132, 52, 50), "blue": (48, 78, 134), "yellow": (140, 116, 42),
    "white": (118, 122, 130), "purple": (94, 60, 126), "green": (50, 106, 62),
}

# what the fit test reads: (kind, text, size, text width, box width) of every render ("text")
# and every text fitted into a box ("fit")
Record = tuple[str, str, int, int, int]
_records: list[Record] | None = None


@contextmanager
def recording() -> Iterator[list[Record]]:
    """Record every fitted text and every size rendered while the block runs (caches are
    emptied first, so cached pictures are drawn again and recorded)."""
    global _records
    clear_caches()
    _records = []
    try:
        yield _records
    finally:
        _records = None


def _record(kind: str, s: str, size: int, width: int = 0, box: int = 0) -> None:
    if _records is not None:
        _records.append((kind, s, size, width, box))


_caches: list[_lru_cache_wrapper[Any]] = []
F = TypeVar("F", bound=Callable[..., Any])


def cached(maxsize: int) -> Callable[[F], F]:
    """lru_cache that `clear_caches` empties (a new window size makes new pictures). The
    cached function keeps its signature for the type checker (lru_cache's wrapper takes any
    hashable arguments)."""
    def wrap(fn: F) -> F:
        c = lru_cache(maxsize=maxsize)(fn)
        _caches.append(c)
        return cast(F, c)
    return wrap


def clear_caches() -> None:
    for c in _caches:
        c.cache_clear()


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / FONT_FILES[(bold, condensed)]), size)


# Sized so that one game fills it: at 4096 entries the surfaces of each new game's words
# (names, prompts, labels) piled up for ten games, about 30 MB a game (issue 10).
@cached(1024)
def text(s: str, size: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False) -> pygame.Surface:
    """Rendered text, cached: the table is redrawn often, its words rarely change."""
    _record("text", s, size)
    return font(size, bold, condensed).render(s, True, colour)


@cached(64)
def wrapped(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False
            ) -> pygame.Surface:
    """A paragraph that is drawn again and again (captions, card texts), cached."""
    return paragraph(s, size, width, colour, bold, condensed)


def paragraph(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, condensed: bool = False
              ) -> pygame.Surface:
    """`s` wrapped to `width`, not cached (the log keeps its own lines)."""
    _record("text", s, size)
    surf = font(size, bold, condensed).render(s, True, colour, wraplength=width)
    _record("fit", s, size, surf.get_width(), width)
    return surf


@cached(256)  # asked again at every frame that shows the words (the prompt bar, the turn summary)
def wrap(s: str, size: int, width: int, bold: bool = False, condensed: bool = False) -> tuple[str, ...]:
    """`s` in whole-word lines no wider than `width` in that face (a word wider than that has a
    line of its own)."""
    f = font(size, bold, condensed)
    out: list[str] = []
    words = s.split()
    while words:
        line = words.pop(0)
        while words and f.size(f"{line} {words[0]}")[0] <= width:
            line += " " + words.pop(0)
        out.append(line)
    return tuple(out)


@cached(64)
def lines(s: str, size: int, width: int, most: int, colour: RGB = TEXT) -> pygame.Surface:
    """`s` wrapped to `width` in at most `most` whole lines, the last cut with an ellipsis when
    the words go on (the full text is in the place's tooltip)."""
    f = font(size)
    rows = wrap(s, size, width)
    words = rows[most:]
    out = list(rows[:most])
    if words and out:
        last = out[-1]
        while last and f.size(last + ELLIPSIS)[0] > width:
            last = last[:-1]
        out[-1] = last.rstrip() + ELLIPSIS
    step = f.get_linesize()
    surf = pygame.Surface((width, max(1, step * len(out))), pygame.SRCALPHA)
    for k, line in enumerate(out):
        img = text(line, size, colour)
        _record("fit", line, size, img.get_width(), width)
        surf.blit(img, (0, k * step))
    return surf


def fit(s: str, size: int, width: int, colour: RGB = TEXT, bold: bool = False, least: int = MIN_TEXT
        ) -> pygame.Surface:
    """Text that fits `width`: condensed, then smaller down to `least` (then not bold), then cut with an
    ellipsis (whoever draws it puts the full words in the place's tooltip)."""
    size = max(size, least)
    surf = _fitted(s, size, width, colour, bold, least)
    _record("fit", s, size, surf.get_width(), width)
    return surf


@cached(2048)
def _fitted(s: str, size: int, width: int, colour: RGB, bold: bool, least: int) -> pygame.Surface:
    for condensed in (False, True):
        if font(size, bold, condensed).size(s)[0] <= width:
            return text(s, size, colour, bold, condensed)
    for smaller in range(size - 1, least - 1, -1):
        if font(smaller, bold, True).size(s)[0] <= width:
            return text(s, smaller, colour, bold, True)
    if bold and font(least, False, True).size(s)[0] <= width:
        return text(s, least, colour, False, True)  # the whole name, not bold, beats a cut one
    f = font(least, bold, True)
    cut = s
    while cut and f.size(cut.rstrip() + ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return text(cut.rstrip() + ELLIPSIS if cut else "", least, colour, bold, True)


def fits(s: str, size: int, width: int, bold: bool = False) -> bool:
    """Whether `s` fits `width` at `size` without being cut."""
    return font(max(size, MIN_TEXT), bold, True).size(s)[0] <= width


def label(dst: pygame.Surface, s: str, size: int, box: RectLike, colour: RGB = TEXT, bold: bool = False,
          align: str = "left") -> pygame.Rect:
    """`s` fitted into `box` and drawn there (left, centre or right, centred vertically)."""
    box = pygame.Rect(box)
    surf = fit(s, size, box.w, colour, bold)
    r = surf.get_rect(centery=box.centery)
    if align == "left":
        r.x = box.x
    elif align == "right":
        r.right = box.right
    else:
        r.centerx = box.centerx
    dst.blit(surf, r)
    return r


def blit_center(dst: pygame.Surface, surf: pygame.Surface, center: tuple[float, float]) -> None:
    dst.blit(surf, surf.get_rect(center=(round(center[0]), round(center[1]))))


def ink_on(rgb: RGB) -> RGB:
    """Black or white, whichever reads on `rgb`."""
    r, g, b = rgb
    return (16, 16, 18) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (245, 245, 245)


def shade(rgb: RGB, k: float) -> RGB:
    """`rgb` darker (k < 1) or lighter (k > 1)."""
    r, g, b = rgb
    if k <= 1:
        return round(r * k), round(g * k), round(b * k)
    return round(r + (255 - r) * (k - 1)), round(g + (255 - g) * (k - 1)), round(b + (255 - b) * (k - 1))


def gui_theme(size: int, big: int, title: int, radius: int) -> dict[str, dict[str, dict[str, str]]]:
    """pygame_gui theme: our font and colours on every widget, at the window's text sizes."""
    font_block = {"name": "dejavu", "size": str(size), "regular_path": str(FONTS / "DejaVuSans.ttf"),
                  "bold_path": str(FONTS / "DejaVuSans-Bold.ttf")}
    hexc = "#{:02x}{:02x}{:02x}".format
    colours = {
        "normal_bg": hexc(*PANEL_LIGHT), "hovered_bg": hexc(70, 84, 104), "active_bg": hexc(*GOLD),
        "selected_bg": hexc(80, 96, 120), "dark_bg": hexc(*PANEL), "normal_text": hexc(*TEXT),
        "hovered_text": "#ffffff", "active_text": "#101010", "selected_text": "#ffffff",
        "normal_border": hexc(*EDGE), "hovered_border": hexc(*HILITE), "active_border": hexc(*GOLD),
        "text_cursor": hexc(*GOLD), "filled_bar": hexc(*GOLD), "disabled_bg": hexc(*PANEL),
        "disabled_text": hexc(96, 104, 116), "disabled_border": hexc(60, 66, 78),
    }
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": str(radius), "border_width": "1"}
    theme = {name: {"colours": colours, "font": font_block, "misc": misc}
             for name in ("defaults", "button", "label", "text_box", "text_entry_line", "drop_down_menu",
                          "tool_tip", "selection_list", "panel", "horizontal_slider")}
    theme["label"] = {"colours": {**colours, "dark_bg": "#00000000"}, "font": font_block}
    theme["#title"] = {"font": {**font_block, "size": str(title), "bold": "1"}, "colours": {"normal_text": hexc(*GOLD)}}
    theme["#heading"] = {"font": {**font_block, "size": str(big), "bold": "1"}}
    theme["#start"] = {"font": {**font_block, "size": str(big), "bold": "1"},
                       "colours": {**colours, "normal_bg": hexc(*GOLD), "normal_text": "#101010",
                                   "hovered_bg": hexc(*HILITE), "hovered_text": "#101010"}}
    # choice buttons in the condensed face: a whole choice ("Grenade Launcher (costs 1 red cube)")
    # fits a third of the prompt's width at 13 px
    condensed = {**font_block, "name": "dejavu_condensed", "regular_path": str(FONTS / "DejaVuSansCondensed.ttf"),
                 "bold_path": str(FONTS / "DejaVuSansCondensed-Bold.ttf")}
    theme["#choice"] = {"font": condensed}
    # an action bought with the Adrenaline Rush: its own fill and a thick border besides the ⚡
    # and the cost in its words, so a habitual click on the usual place never buys it unseen
    theme["#rush"] = {"font": condensed, "misc": {**misc, "border_width": "3"},
                      "colours": {**colours, "normal_bg": hexc(*RUSH), "normal_border": hexc(*HILITE),
                                  "hovered_bg": hexc(*shade(RUSH, 1.3))}}
    theme["#tour"] = {"font": font_block,
                      "misc": {**misc, "text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"}}
    return theme
