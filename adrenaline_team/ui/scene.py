"""A screen of the app (new game, play, results): its own pygame_gui widgets, its input,
its drawing. The app hands each one events and frames."""

from __future__ import annotations

import pygame
import pygame_gui

from . import theme as th


class Scene:
    def __init__(self, app):
        self.app = app
        self.ui = pygame_gui.UIManager(th.LOGICAL, th.gui_theme())
        self.ui.add_font_paths("dejavu", str(th.FONTS / "DejaVuSans.ttf"), str(th.FONTS / "DejaVuSans-Bold.ttf"))
        self.ui.preload_fonts([{"name": "dejavu", "point_size": 18, "style": "bold"}])  # tooltips' <b>

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        """One input event; `command` is its keyboard/gamepad meaning, if any."""

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, screen: pygame.Surface) -> None:
        self.ui.draw_ui(screen)
