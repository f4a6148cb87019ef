"""Colours, fonts and cached text: the look of the tabletop in one place."""

from __future__ import annotations

from functools import lru_cache
import pygame

from ..places import FONTS

FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}

LOGICAL = (1920, 1080)

BG = (18, 21, 27)
PANEL = (30, 35, 44)
PANEL_LIGHT = (43, 50, 62)
EDGE = (70, 80, 96)
TEXT = (228, 232, 238)
DIM = (140, 150, 165)
GOLD = (240, 182, 60)
HILITE = (255, 214, 90)
FOCUS = (90, 220, 255)
DANGER = (228, 70, 60)

TEAM = {"black": (16, 16, 18), "white": (236, 236, 232)}
TEAM_INK = {"black": (236, 236, 232), "white": (16, 16, 18)}

AMMO = {"red": (214, 52, 52), "blue": (50, 112, 226), "yellow": (236, 196, 40)}
# the characters' colours (catalog `colour`), bright enough to read on the dark table
CHARACTER = {
    "yellow": (238, 200, 48), "blue": (62, 132, 240), "grey": (150, 156, 166),
    "purple": (160, 92, 220), "green": (76, 186, 92), "orange": (240, 130, 40),
}
ROOM = {
    "red": (120, 46, 46), "blue": (44, 70, 124), "yellow": (128, 108, 38),
    "white": (112, 116, 124), "purple": (88, 54, 118), "green": (46, 98, 58),
}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / FONT_FILES[(bold, condensed)]), size)


# Sized so that one game fills it: at 4096 entries the surfaces of each new game's words
# (names, prompts, labels) piled up for ten games, about 30 MB a game (issue 10).
@lru_cache(maxsize=1024)
def text(s: str, size: int, colour=TEXT, bold: bool = False, condensed: bool = False) -> pygame.Surface:
    """Rendered text, cached: the table is redrawn often, its words rarely change."""
    return font(size, bold, condensed).render(s, True, colour)


@lru_cache(maxsize=1024)
def wrapped(s: str, size: int, width: int, colour=TEXT, bold: bool = False, condensed: bool = False
            ) -> pygame.Surface:
    f = font(size, bold, condensed)
    return f.render(s, True, colour, wraplength=width)


def fit(s: str, size: int, width: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """Text shrunk (condensed, then smaller) until it fits `width`."""
    for condensed in (False, True):
        surf = text(s, size, colour, bold, condensed)
        if surf.get_width() <= width:
            return surf
    while size > 9:
        size -= 1
        surf = text(s, size, colour, bold, True)
        if surf.get_width() <= width:
            return surf
    return surf


def blit_center(dst: pygame.Surface, surf: pygame.Surface, center) -> None:
    dst.blit(surf, surf.get_rect(center=(round(center[0]), round(center[1]))))


def ink_on(rgb) -> tuple[int, int, int]:
    """Black or white, whichever reads on `rgb`."""
    r, g, b = rgb[:3]
    return (16, 16, 18) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (245, 245, 245)


def gui_theme() -> dict:
    """pygame_gui theme: our font and colours on every widget."""
    font_block = {"name": "dejavu", "size": "18", "regular_path": str(FONTS / "DejaVuSans.ttf"),
                  "bold_path": str(FONTS / "DejaVuSans-Bold.ttf")}
    hexc = "#{:02x}{:02x}{:02x}".format
    colours = {
        "normal_bg": hexc(*PANEL_LIGHT), "hovered_bg": hexc(70, 84, 104), "active_bg": hexc(*GOLD),
        "selected_bg": hexc(80, 96, 120), "dark_bg": hexc(*PANEL), "normal_text": hexc(*TEXT),
        "hovered_text": "#ffffff", "active_text": "#101010", "selected_text": "#ffffff",
        "normal_border": hexc(*EDGE), "hovered_border": hexc(*HILITE), "active_border": hexc(*GOLD),
        "text_cursor": hexc(*GOLD), "filled_bar": hexc(*GOLD),
    }
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1"}
    theme = {name: {"colours": colours, "font": font_block, "misc": misc}
             for name in ("defaults", "button", "label", "text_box", "text_entry_line", "drop_down_menu",
                          "tool_tip", "selection_list", "panel", "horizontal_slider")}
    theme["label"] = {"colours": {**colours, "dark_bg": "#00000000"}, "font": font_block}
    theme["#title"] = {"font": {**font_block, "size": "44", "bold": "1"}, "colours": {"normal_text": hexc(*GOLD)}}
    theme["#heading"] = {"font": {**font_block, "size": "24", "bold": "1"}}
    theme["#start"] = {"font": {**font_block, "size": "28", "bold": "1"},
                       "colours": {**colours, "normal_bg": hexc(*GOLD), "normal_text": "#101010",
                                   "hovered_bg": hexc(*HILITE), "hovered_text": "#101010"}}
    theme["#choice"] = {"font": {**font_block, "size": "17"}}
    theme["#tour"] = {"font": {**font_block, "size": "17"},
                      "misc": {**misc, "text_horiz_alignment": "left", "text_horiz_alignment_padding": "14"}}
    return theme
