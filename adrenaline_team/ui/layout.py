"""The table's geometry on the 1920x1080 logical screen. Renderers and animations share it,
so a token flies to exactly the space it will be drawn in."""

from __future__ import annotations

import math

import pygame

from ..arena import Arena

TOP = pygame.Rect(0, 0, 1920, 92)
SIDE = {"black": pygame.Rect(12, 100, 520, 968), "white": pygame.Rect(1388, 100, 520, 968)}
CENTRE = pygame.Rect(544, 100, 832, 556)
PROMPT = pygame.Rect(544, 664, 832, 56)
CHOICES = pygame.Rect(544, 724, 832, 176)
LOG = pygame.Rect(544, 906, 832, 162)

BOARD_TOP, BOARD_H, BOARD_GAP = 46, 146, 6
BUFFER_TOP, BUFFER_H = 512, 190
HANDS_TOP = 708
TRACK_X, TRACK_PITCH, TRACK_SIZE = 92, 35, 31
RING_R, SPACE_R, CENTRE_R = 66, 20, 32
SKULL_X0, SKULL_PITCH = 760, 50


def board_rect(team: str, index: int) -> pygame.Rect:
    side = SIDE[team]
    return pygame.Rect(side.x, side.y + BOARD_TOP + index * (BOARD_H + BOARD_GAP), side.w, BOARD_H)


def track_space(team: str, index: int, space: int) -> pygame.Rect:
    b = board_rect(team, index)
    return pygame.Rect(b.x + TRACK_X + space * TRACK_PITCH, b.y + 12, TRACK_SIZE, TRACK_SIZE)


def buffer_rect(team: str) -> pygame.Rect:
    side = SIDE[team]
    return pygame.Rect(side.x, side.y + BUFFER_TOP, side.w, BUFFER_H)


def buffer_centre(team: str) -> tuple[int, int]:
    b = buffer_rect(team)
    return b.x + 104, b.y + BUFFER_H // 2 + 4


def buffer_space(team: str, i: int) -> tuple[int, int]:
    """Centre of outer space i (0..5) of a team's buffer, clockwise from the top."""
    cx, cy = buffer_centre(team)
    a = -math.pi / 2 + i * math.pi / 3
    return round(cx + RING_R * math.cos(a)), round(cy + RING_R * math.sin(a))


def mark_space(team: str, row: int, i: int) -> tuple[int, int]:
    b = buffer_rect(team)
    return b.x + 290 + i * 30, b.y + 52 + row * 30


def skull_slot(i: int) -> tuple[int, int]:
    return SKULL_X0 + i * SKULL_PITCH, 56


def hands_rect(team: str) -> pygame.Rect:
    side = SIDE[team]
    return pygame.Rect(side.x, side.y + HANDS_TOP, side.w, side.h - HANDS_TOP)


class ArenaGeometry:
    """Map pixels of the .tmx (grid and weapon slots) fitted into a screen rectangle."""

    def __init__(self, arena: Arena, area: pygame.Rect):
        self.arena = arena
        bx, by, bw, bh = arena.bounds
        self.scale = min(area.w / bw, area.h / bh)
        self.ox = area.x + (area.w - bw * self.scale) / 2 - bx * self.scale
        self.oy = area.y + (area.h - bh * self.scale) / 2 - by * self.scale

    def rect(self, r) -> pygame.Rect:
        x, y, w, h = r
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), round(w * s), round(h * s))

    def square(self, sq) -> pygame.Rect:
        return self.rect(self.arena.square_rect(tuple(sq)))

    def slot(self, colour: str, i: int) -> pygame.Rect:
        return self.rect(self.arena.slots[colour][i])

    def figure_spot(self, sq, i: int, n: int) -> tuple[int, int]:
        """Where the i-th of n figures on a square stands: up to 3 a row, 2 rows."""
        r = self.square(sq)
        cols = min(n, 3)
        row, col = divmod(i, 3)
        rows = 1 if n <= 3 else 2
        x = r.x + r.w * (col + 0.5 + (3 - cols) / 2) / 3
        y = r.y + r.h * (0.40 if rows == 1 else 0.25 + row * 0.32)
        return round(x), round(y)

    def figure_radius(self) -> int:
        return max(10, round(self.arena.tile_size[0] * self.scale / 7.5))
