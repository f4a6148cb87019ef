"""The window and its frame loop: a 1920x1080 logical screen that SDL scales, letterboxed, into
a resizable window (F11: fullscreen), at most 60 frames a second; and the ways to open it
(`run`: the first screen, `play_file`: a saved game)."""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path

import pygame

from . import controls
from . import theme as th
from .autosave import Autosaver
from .thinker import Worker
from .warning import draw_not_saving

FPS = 60


class App:
    def __init__(self, fast: bool = False, autosave: bool = False, first=None):
        """`fast`: no animations or bot delays (tests). `autosave`: games keep the autosave
        in the data folder (off unless asked, so tests and benchmarks never touch a player's
        files). `first`: makes the first screen from the app (default: the new-game screen)."""
        # no mixer: the game has no sound, and SDL's audio probing is slow and noisy
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Adrenaline — Team Play")
        self.screen = pygame.display.set_mode(th.LOGICAL, pygame.SCALED | pygame.RESIZABLE)
        self.clock = pygame.time.Clock()
        self.fast = fast
        self.saves = autosave
        self.not_saving = ""  # why this window saves nothing (read-only: another window holds the saves)
        self.lock = None  # the data folder's lock, while this window holds it
        self._autosaver: Autosaver | None = None
        self._worker: Worker | None = None
        self.pads = controls.open_pads()
        self.running = True
        if first is None:
            from .newgame import NewGameScene
            first = NewGameScene
        self.scene = None
        scene = first(self)
        # a screen may hand over while it is made (a loaded game that is over: the results)
        self.scene = self.scene or scene

    def autosaver(self) -> Autosaver | None:
        """The one autosave writer, started by the first game that needs it."""
        if self.saves and self._autosaver is None:
            self._autosaver = Autosaver()
        return self._autosaver

    def worker(self) -> Worker | None:
        """The process the computer teams think in (none in tests: they ask bots directly)."""
        if not self.fast and self._worker is None:
            self._worker = Worker()
        return self._worker

    def switch(self, scene) -> None:
        self.scene = scene

    def saving_problem(self) -> str:
        """Why games are not being saved now ("" while they are)."""
        return self.not_saving or (self._autosaver.error if self._autosaver else "")

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
        if problem := self.saving_problem():
            draw_not_saving(self.screen, problem)

    def loop(self) -> int:
        """Frames until the window closes. SIGTERM (a logout, `kill`) closes it the same way,
        at once even in a long frame: the autosave already holds the last decision, and
        closing waits until it is on disk."""
        before = signal.signal(signal.SIGTERM, _terminated)
        try:
            while self.running:
                self.frame(self.clock.tick(FPS) / 1000)
                pygame.display.flip()
        except Terminated:
            pass
        finally:
            signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second SIGTERM must not cut the last save short
            self.close()
            signal.signal(signal.SIGTERM, before)
        return 0

    def close(self) -> None:
        if self._autosaver is not None:
            self._autosaver.flush()  # the last decision reaches the disk before we exit
        if self._worker is not None:
            self._worker.close()
        if self.lock is not None:
            self.lock.release()
        pygame.display.quit()  # fonts stay valid for a window opened after this one (tests)


class Terminated(Exception):
    """SIGTERM arrived: the frame under way is abandoned and the window closes."""


def _terminated(signum, frame):
    raise Terminated


def run(argv: list[str] | None = None) -> int:
    """Open the first screen (an unfinished autosaved game is offered for resuming) and play
    until the window closes."""
    parser = argparse.ArgumentParser(prog="adrenaline-team", description="Play Adrenaline Team Play hot-seat.")
    parser.parse_args(argv or [])
    from .lockscreen import guarded
    from .resume import first_screen
    return App(autosave=True, first=guarded(first_screen)).loop()


def play_file(path: str | Path) -> int:
    """`adrenaline-team play --load FILE`: open the window on a saved game and play on. A
    save that cannot be loaded gets one line on stderr and exit code 2, and no window."""
    from ..rules.save import SaveError, load_game
    try:
        game = load_game(path)
    except SaveError as err:
        print(f"adrenaline-team: {err}", file=sys.stderr)
        return 2
    from .lockscreen import guarded
    from .play import PlayScene
    return App(autosave=True, first=guarded(lambda app: PlayScene(app, game=game))).loop()
