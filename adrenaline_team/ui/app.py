"""The window and its frame loop. The window opens at the largest size that fits the desktop,
re-fits the table when it is resized, and F11 switches to full screen and back (the layout is
computed for the window's size: see `layout`). When nothing moves the loop sleeps on input
instead of drawing 60 frames a second. The screens open are a stack: the one on show is its
top, one of `screens`, made for the route it registered (`switch`, `push`, `replace`, `pop`).
The ways to open the window: `run` (the first screen),
`play_file` (a saved game), `replay_window` (a saved game stepped through), `demo_window` and
`network_window` (a seat at a game hosted on the network)."""

from __future__ import annotations

import argparse
import signal
import sys
import warnings
from pathlib import Path
from types import FrameType
from typing import NoReturn

import pygame

from .. import i18n
from ..i18n import _
from ..keep import FolderLock
from ..rules import GameConfig
from ..rules.save import SaveError, load_game
from ..system import TERMINATION
from . import screens  # noqa: F401  (every screen registers itself: `App.make` finds them by route)
from ..session.autosave import Autosaver
from ..session.demo import demo_config
from .kit import controls
from .kit import layout as L
from .kit import theme as th
from .kit.scene import OPENERS, Guarded, Route, Scene, ToConnect, ToDemo, ToNewGame, ToPlay, ToReplay, ToStart
from .kit.warning import draw_not_saving
from ..session.remote import RemoteSession
from ..session.replay import Replay
from ..session.settings import Settings
from .sound import Sound
from ..session.thinker import Worker

FPS = 60
TASKBAR = 80  # room left on the desktop for a taskbar and the window's title bar
IDLE_WAIT_MS = 500  # how long the loop sleeps on input when nothing moves
HOVER_WAIT_MS = 100  # shorter while the mouse was just moved (tooltips appear on time)


def window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest window that fits a desktop of that size, leaving room for a taskbar."""
    w, h = desktop
    room = h - TASKBAR
    return w, room if room >= L.MIN_SIZE[1] else h


class App:
    def __init__(self, fast: bool = False, autosave: bool = False, first: Route | None = None,
                 size: tuple[int, int] | None = None, lang: str | None = None):
        """`fast`: no animations or bot delays (tests). `autosave`: games keep the autosave
        in the data folder (off unless asked, so tests and benchmarks never touch a player's
        files). `first`: the first screen (default: the new-game screen).
        `size`: the window's size (default: the largest that fits the desktop). `lang`: the
        language asked for on the command line (`--lang`); else the one the player chose last
        (`settings.json`), else the system's (`i18n.system_language`)."""
        pygame.display.init()
        if not pygame.font.get_init():
            th.forget_fonts()  # fonts of an earlier window (pygame.quit since) are dead
        pygame.font.init()
        self.saves = autosave
        self.settings, self.settings_error = Settings.load() if autosave else (Settings(), "")
        # `--lang` is for this window only: the setting stays what the player chose in the game
        i18n.set_language(lang or self.settings.language or i18n.system_language())
        th.language_changed()
        pygame.display.set_caption(_("Adrenaline — Team Play"))
        desktop = pygame.display.get_desktop_sizes()[0]
        self.windowed = size or window_size(desktop)
        self.windowed_at = (0, 0)  # where the window was before full screen
        self.full = False
        self.screen = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        self._limit_size(desktop)
        L.fit(self.screen.get_size())  # in the language just set
        self.clock = pygame.time.Clock()
        self.fast = fast
        self.sound = Sound(self.settings, keep=autosave)  # silent where there is no sound device
        self.not_saving = ""  # why this window saves nothing (read-only: another window holds the saves)
        self.lock: FolderLock | None = None  # the data folder's lock, while this window holds it
        self._autosaver: Autosaver | None = None
        self._worker: Worker | None = None
        self.pads = controls.open_pads()
        self.running = True
        # the new-game form as the player last set it: a tour position or a loaded game never
        # changes it, so "New game" comes back to what the player chose
        self.form: GameConfig | None = None
        self.last_input = 0
        # the keys and pad buttons held down now: a screen that comes while one is down (a puzzle's
        # verdict) lets the press that brought it do nothing there
        self.held: set[tuple[str, int]] = set()
        self._stack: list[Scene] = []  # the screens open, the one on show last
        self._opened = 0  # screens put on show so far: a screen that hands over while it is made is not put back
        self._under = 0  # the screens under the one on show, or under the one being made
        self.switch(first or ToNewGame())

    @property
    def scene(self) -> Scene:
        """The screen on show."""
        assert self._stack, "the first screen is still being made"
        return self._stack[-1]

    @staticmethod
    def _window() -> pygame.Window:
        with warnings.catch_warnings():  # the window stays the display module's: only its place is set
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def _limit_size(self, desktop: tuple[int, int]) -> None:
        """A window may not be made smaller than the smallest layout (unless the desktop is)."""
        if desktop[0] >= L.MIN_SIZE[0] and desktop[1] >= L.MIN_SIZE[1]:
            self._window().minimum_size = L.MIN_SIZE

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

    def make(self, to: Route) -> Scene:
        """The screen `to` goes to, made for this window."""
        return OPENERS[type(to)](self, to)

    # --- the stack of screens ----------------------------------------------------------------
    def switch(self, to: Scene | Route) -> None:
        """A new start: every screen open goes and `to` is the one on show (a game begins, a
        game is left for the new-game screen). `to`: a screen already made, or the one a route
        goes to. A screen that goes is not closed: what it holds is left by the screen itself
        (the play screen's `Ways.leave`); `close` is for the window closing."""
        self._open(to, keep=0)

    def push(self, to: Scene | Route) -> None:
        """`to` over the screen on show, which waits under it as it was: `pop` comes back to
        it (the saved games over the table's menu, a review over the saved games)."""
        self._open(to, keep=len(self._stack))

    def replace(self, to: Scene | Route) -> None:
        """`to` in place of the screen on show; what waits under it stays (a lesson's move, then
        what its rule did, both over the new-game screen they were picked on)."""
        self._open(to, keep=len(self._stack) - 1)

    def pop(self, otherwise: Route | None = None) -> None:
        """Back to the screen under the one on show, laid out anew (the window may have changed
        size or language meanwhile); with none under it, to `otherwise` (None: the window
        closes)."""
        if len(self._stack) > 1:
            self._stack.pop()
            self._under = len(self._stack) - 1
            self._opened += 1
            self.scene.relayout()
        elif otherwise is not None:
            self.switch(otherwise)
        else:
            self.running = False

    @property
    def covers(self) -> bool:
        """Whether a screen waits under the one on show, or under the one being made (its Back
        goes there: `pop`)."""
        return self._under > 0

    def _open(self, to: Scene | Route, keep: int) -> None:
        keep = max(0, keep)
        self._under = keep
        if isinstance(to, Route):
            opened = self._opened
            scene = self.make(to)
            if self._opened != opened:  # it handed over while it was made (a loaded game that is over: the results)
                return
            to = scene
        del self._stack[keep:]
        self._stack.append(to)
        self._under = keep
        self._opened += 1

    def set_language(self, code: str) -> None:
        """Word everything in `code` from now on, at once, without a restart (the new-game
        screen and the table's menu): the layout measures the new words, every picture of
        words is made again and the screen on show is laid out anew (its widgets rebuilt, the
        log worded again from its events). Kept in `settings.json` for the next start."""
        if code != i18n.language():
            i18n.set_language(code)
            th.language_changed()
            L.fit(self.screen.get_size())
            pygame.display.set_caption(_("Adrenaline — Team Play"))
            if self._stack:
                self.scene.relayout()
        if code != self.settings.language:
            self.settings.language = "ja" if code == "ja" else "en"
            if self.saves:
                self.settings.save()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again for a window of `size` (tests call this directly)."""
        if self.screen.get_size() != tuple(size):
            self.screen = pygame.display.set_mode(size, pygame.FULLSCREEN if self.full else pygame.RESIZABLE)
        self._refit()

    def _refit(self) -> None:
        screen = pygame.display.get_surface()
        assert screen is not None, "set_mode made it"
        self.screen = screen
        if self.screen.get_size() != L.now().size:
            L.fit(self.screen.get_size())
            if self._stack:
                self.scene.relayout()

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen at its own resolution, and back to the window as it was."""
        if self.full:
            self.full = False
            self.screen = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
            self._window().position = self.windowed_at
            self._limit_size(pygame.display.get_desktop_sizes()[0])  # SDL made the window again
        else:
            self.windowed, self.windowed_at = self.screen.get_size(), self._window().position
            self.full = True
            # to the screen's top left corner first: without a window manager SDL leaves a
            # full-screen window where the window was, cut off at the bottom
            self._window().position = (0, 0)
            pygame.event.pump()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self._refit()

    def saving_problem(self) -> str:
        """Why games are not being saved now ("" while they are)."""
        return self.not_saving or (self._autosaver.error if self._autosaver else "") or self.scene.not_saving()

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """Handle `events` (default: every queued one), advance the scene by `dt` seconds,
        draw it."""
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self._refit()
                continue
            if event.type == pygame.JOYDEVICEADDED:
                self.pads = controls.open_pads()
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.last_input = pygame.time.get_ticks()
            if (pressed := controls.press(event)) is not None:
                (self.held.add if event.type in (pygame.KEYDOWN, pygame.JOYBUTTONDOWN) else self.held.discard)(pressed)
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.held.clear()  # what is let go of elsewhere never comes back as let go
            command = controls.command(event)
            if command == "fullscreen":
                self.toggle_fullscreen()
                continue
            self.scene.handle(event, command)
        self.sound.update()
        self.scene.update(dt)
        self.scene.draw(self.screen)
        if problem := self.saving_problem():
            draw_not_saving(self.screen, problem, self.scene.notice_rect())

    def events(self) -> list[pygame.event.Event]:
        """This frame's input: at once while something moves, otherwise after sleeping until
        input comes (or a short while passes: a text cursor blinks, a tooltip appears)."""
        if self.scene.moving() or self.sound.pending:
            return pygame.event.get()
        recent = pygame.time.get_ticks() - self.last_input < 1000
        first = pygame.event.wait(HOVER_WAIT_MS if recent else IDLE_WAIT_MS)
        return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()

    def loop(self) -> int:
        """Frames until the window closes. SIGTERM (a logout, `kill`) closes it the same way,
        at once even in a long frame: the autosave already holds the last decision, and
        closing waits until it is on disk."""
        before = {sig: signal.signal(sig, _terminated) for sig in TERMINATION}
        try:
            if _Termination.noted:  # it came while the window started: closed before a frame
                _Termination.noted = False  # taken: a later window of this process starts afresh
                raise Terminated
            while self.running:
                events = self.events()
                self.frame(self.clock.tick(FPS) / 1000, events)
                pygame.display.flip()
        except Terminated:
            pass
        finally:
            for sig in TERMINATION:
                signal.signal(sig, signal.SIG_IGN)  # a second SIGTERM must not cut the last save short
            self.close()
            for sig, handler in before.items():
                signal.signal(sig, handler)
        return 0

    def close(self) -> None:
        for scene in reversed(self._stack):  # the one on show first, then those waiting under it
            scene.close()
        if self._autosaver is not None:
            self._autosaver.flush()  # the last decision reaches the disk before we exit
        if self._worker is not None:
            self._worker.close()
        if self.lock is not None:
            self.lock.release()
        # The events still queued are read first: one pygame_gui posted holds its widget, and
        # through it the whole screen, and SDL drops its queue at display.quit without pygame
        # letting go of them, so a window closed in a process that goes on (tests, bench) stayed.
        if pygame.display.get_init():  # a second window of one process (tests) finds it shut
            pygame.event.get()
        pygame.display.quit()  # fonts stay valid for a window opened after this one (tests)


class Terminated(Exception):
    """SIGTERM arrived: the frame under way is abandoned and the window closes."""


def _terminated(signum: int, frame: FrameType | None) -> NoReturn:
    raise Terminated


class _Termination:
    noted = False  # a SIGTERM came before the window's loop ran


def note_termination(signum: int, frame: FrameType | None) -> None:
    """SIGTERM while a window starts (`cli._in_window` sets this): kept, and the loop closes
    the window, saving, before its first frame."""
    _Termination.noted = True


def run(argv: list[str] | None = None, lang: str | None = None) -> int:
    """Open the first screen (an unfinished autosaved game is offered for resuming) and play
    until the window closes. `lang` (here and below): `--lang`, for this window only."""
    parser = argparse.ArgumentParser(prog="adrenaline-team", description="Play Adrenaline Team Play hot-seat.")
    parser.parse_args(argv or [])
    return App(autosave=True, first=Guarded(ToStart()), lang=lang).loop()


def play_file(path: str | Path, lang: str | None = None) -> int:
    """`adrenaline-team play --load FILE`: open the window on a saved game and play on. A save
    that cannot be loaded gets one line on stderr and exit code 2, and no window."""
    try:
        game = load_game(path)
    except SaveError as err:
        return _refused(err)
    return App(autosave=True, first=Guarded(ToPlay(game)), lang=lang).loop()


def replay_window(path: str | Path, lang: str | None = None) -> int:
    """`adrenaline-team replay FILE`: step through a saved game in the window. A save that
    cannot be loaded gets one line on stderr and exit code 2, and no window."""
    try:
        replay = Replay.load(path)
    except SaveError as err:
        return _refused(err)
    return App(first=ToReplay(replay, Path(path).name), lang=lang or chosen_language()).loop()


def demo_window(arena: str | None = None, seed: int = 0, lang: str | None = None) -> int:
    """Open the window and play the demonstration: Space pauses, → steps, Esc closes."""
    return App(first=ToDemo(demo_config(arena, seed), seed), lang=lang or chosen_language()).loop()


def chosen_language() -> str | None:
    """The language the player chose in the game, for a window that keeps no settings of its
    own (a replay, the demonstration)."""
    return Settings.load()[0].language


def network_window(session: RemoteSession, lang: str | None = None) -> int:
    """`adrenaline-team host` and `join` with a window: the window takes the seats `session`
    joined (or watches) and plays until it closes; `lang` as `App` takes it."""
    return App(autosave=True, first=Guarded(ToConnect(session)), lang=lang).loop()


def _refused(err: SaveError) -> int:
    print(f"adrenaline-team: {err}", file=sys.stderr)
    return 2
