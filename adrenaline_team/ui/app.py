"""The window and its frame loop: a 1920x1080 logical screen that SDL scales, letterboxed, into
a resizable window (F11: fullscreen), at most 60 frames a second."""

from __future__ import annotations

import argparse

import pygame

from . import controls
from . import theme as th

FPS = 60


class App:
    def __init__(self, fast: bool = False):
        """`fast`: no animations or bot delays (tests)."""
        # no mixer: the game has no sound, and SDL's audio probing is slow and noisy
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Adrenaline — Team Play")
        self.screen = pygame.display.set_mode(th.LOGICAL, pygame.SCALED | pygame.RESIZABLE)
        self.clock = pygame.time.Clock()
        self.fast = fast
        self.pads = controls.open_pads()
        self.running = True
        from .newgame import NewGameScene
        self.scene = NewGameScene(self)

    def switch(self, scene) -> None:
        self.scene = scene

    def frame(self, dt: float) -> None:
        """Read every queued event, advance the scene by `dt` seconds, draw it."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.JOYDEVICEADDED:
                self.pads = controls.open_pads()
            command = controls.command(event)
            if command == "fullscreen":
                pygame.display.toggle_fullscreen()
                continue
            self.scene.handle(event, command)
        self.scene.update(dt)
        self.scene.draw(self.screen)

    def loop(self) -> None:
        while self.running:
            self.frame(self.clock.tick(FPS) / 1000)
            pygame.display.flip()
        pygame.quit()


def run(argv: list[str] | None = None) -> int:
    """Open the new-game screen and play until the window closes."""
    parser = argparse.ArgumentParser(prog="adrenaline-team", description="Play Adrenaline Team Play hot-seat.")
    parser.parse_args(argv or [])
    App().loop()
    return 0
