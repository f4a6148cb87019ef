"""The warning that the game is not being saved, drawn over every screen until a save
succeeds: a player must never play on believing a crash would lose nothing. It goes where the
screen keeps room for it (`Scene.notice_rect`: on the table, the strip above the prompt)."""

from __future__ import annotations

import pygame

from ...i18n import _
from . import layout as L
from . import theme as th


def draw_not_saving(screen: pygame.Surface, reason: str, strip: pygame.Rect) -> None:
    lay = L.now()
    pygame.draw.rect(screen, th.DANGER, strip, border_radius=lay.radius)
    pygame.draw.rect(screen, (255, 255, 255), strip, 2, border_radius=lay.radius)
    th.label(screen, _("Not saving: {reason}").format(reason=reason), lay.body, strip.inflate(-24, 0), (255, 255, 255), True, "center")
