"""The warning that the game is not being saved, drawn over every screen until a save
succeeds: a player must never play on believing a crash would lose nothing."""

from __future__ import annotations

import pygame

from . import theme as th

STRIP = pygame.Rect(510, 0, 900, 30)  # above the turn's title and the skull board, covering neither


def draw_not_saving(screen: pygame.Surface, reason: str) -> None:
    pygame.draw.rect(screen, th.DANGER, STRIP, border_radius=8)
    pygame.draw.rect(screen, (255, 255, 255), STRIP, 2, border_radius=8)
    th.blit_center(screen, th.fit(f"Not saving: {reason}", 17, STRIP.w - 24, (255, 255, 255), True), STRIP.center)
