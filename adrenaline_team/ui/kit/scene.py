"""A screen of the app (new game, play, results): its own pygame_gui widgets, its input,
its drawing. The app hands each one events and frames, and tells it when the window changed
size (`relayout`).

Screens find each other by route: each route below is a screen and what it is made with, and
a screen that hands over to another calls `app.switch(ToResults(game))` (or opens it over
itself, `app.push(ToSaved())`, and is shown again by the other's `app.pop()`: the screens
open are a stack, `App`), so mypy checks every hand-over. Each screen registers the function
that opens it for its route (`@screen`). So no screen imports another, and a new screen is a
route here plus one module under `screens/` that registers itself."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import pygame
from pygame_gui.core import UIElement

from . import layout as L
from . import theme as th
from .fields import Field, Form
from .tooltip import ClearUI

if TYPE_CHECKING:
    from ...rules import Game, GameConfig
    from ...session.lesson import Lesson, Outcome
    from ...session.play import PlaySession
    from ...session.puzzle import Attempt, Solved
    from ...session.remote import RemoteSession
    from ...session.replay import Replay
    from ..app import App


class Route:
    """Where a hand-over goes: a screen, and what it is made with."""


@dataclass(frozen=True)
class ToStart(Route):
    """The first screen: the unfinished game in the autosave offered, else the new-game screen."""


@dataclass(frozen=True)
class Guarded(Route):
    """`then`, once this window holds the data folder's lock (else the screen that says who does)."""

    then: Route


@dataclass(frozen=True)
class ToNewGame(Route):
    """The new-game form filled in as `form` (None: the usual game), `notice` above it."""

    form: GameConfig | None = None
    notice: str = ""


@dataclass(frozen=True)
class ToPlay(Route):
    """The play screen on `game`: one on this computer, kept in the autosave (unless a lesson's
    or a puzzle's; `resumed`: it came from there), or a seat at a network game already joined.
    `lesson`: the rules-tour lesson whose move this is (what its rule did comes once the move
    is made); `puzzle`: the tactics puzzle whose turn this is (its verdict comes once the turn
    ends)."""

    game: Game | PlaySession
    resumed: bool = False
    lesson: Lesson | None = None
    puzzle: Attempt | None = None


@dataclass(frozen=True)
class ToDemo(Route):
    """The demonstration: the computer plays `config` from `seed`, captions on its moments."""

    config: GameConfig
    seed: int


@dataclass(frozen=True)
class ToResults(Route):
    """The results of `game` (over). Opened over another screen (a saved game's review), its
    first button goes back there; else it starts a new game."""

    game: Game


@dataclass(frozen=True)
class ToReplay(Route):
    """`replay` stepped through, `name` in its title; Close goes back to the screen under it
    (with none, the window closes)."""

    replay: Replay
    name: str = ""


@dataclass(frozen=True)
class ToSaved(Route):
    """The saved games, over the screen they were opened from (Back returns to it as it was)."""


@dataclass(frozen=True)
class ToJoin(Route):
    """The form that joins a game hosted on the network, over the new-game screen."""


@dataclass(frozen=True)
class ToConnect(Route):
    """Waiting for the host of `session`'s game to answer; Back goes back to the screen under
    it (the join form), else to the new-game screen. `seats`: opened over the hosting
    window's table, whose seats it shows (to release one) before going back to it."""

    session: RemoteSession
    seats: bool = False


@dataclass(frozen=True)
class ToLesson(Route):
    """A rules-tour lesson: its caption before the move, or (`game`, `outcome`) after it; Back
    goes back to the screen under it (the new-game screen it was picked on, or the first-game
    setup)."""

    lesson: Lesson
    game: Game | None = None
    outcome: Outcome | None = None


@dataclass(frozen=True)
class ToFirstGame(Route):
    """The first-game setup for the teams of `config`, over the new-game screen: the rules
    tour's first lesson offered, the draft in one screen, how long the game takes. Start calls
    `begin` (the new-game screen's own Start); Back goes back to it."""

    config: GameConfig
    begin: Callable[[], None]


@dataclass(frozen=True)
class ToPuzzles(Route):
    """The tactics puzzles: their list, the focus on `attempt`'s (Back goes back to the screen
    under it); or, with `solved`, how one played went (its verdict)."""

    attempt: Attempt | None = None
    solved: Solved | None = None


@dataclass(frozen=True)
class ToShowMe(Route):
    """A puzzle's best turn played on its table, answer by answer; then back to `solved`'s
    verdict as it was."""

    solved: Solved


R = TypeVar("R", bound=Route)
Opener = Callable[["App", R], "Scene"]
OPENERS: dict[type[Route], Opener[Any]] = {}


def screen(route: type[R]) -> Callable[[Opener[R]], Opener[R]]:
    """Register what opens the screen `route` goes to (`App.switch` looks it up)."""
    def register(opener: Opener[R]) -> Opener[R]:
        if route in OPENERS:
            raise ValueError(f"two screens for {route.__name__}")
        OPENERS[route] = opener
        return opener
    return register


def make_ui() -> ClearUI:
    """A widget manager for the window as it is now, its text at the layout's sizes, its
    tooltips clear of what the screen protects (`ClearUI.keep_clear`)."""
    lay = L.now()
    ui = ClearUI(lay.size, th.gui_theme(lay.body, lay.px(24), lay.title, lay.radius))
    for name, (regular, bold) in th.gui_fonts().items():
        ui.add_font_paths(f"table_{name}", str(regular), str(bold))
    with warnings.catch_warnings():  # the theme may have loaded it already: no matter
        warnings.simplefilter("ignore", UserWarning)
        ui.preload_fonts([{"name": "table_main", "point_size": lay.body, "style": "bold"}])  # tooltips' <b>
    return ui


class Scene:
    def __init__(self, app: App):
        self.app = app
        self.ui = make_ui()

    def relayout(self) -> None:
        """The window changed size: new widgets at the new places (screens keep their state)."""
        self.ui = make_ui()
        self.build()

    def build(self) -> None:
        """Make this screen's widgets and pictures for the current layout."""

    def notice_rect(self) -> pygame.Rect:
        """Where a warning over this screen goes (not saving): a strip across the top."""
        lay = L.now()
        strip = pygame.Rect(0, 0, min(lay.size[0] - 2 * lay.gap, lay.u(900)), max(lay.body + 10, lay.u(30)))
        strip.midtop = (lay.size[0] // 2, 0)
        return strip

    def moving(self) -> bool:
        """Whether something on screen moves by itself (the app then draws every frame)."""
        return False

    def not_saving(self) -> str:
        """Why what this screen plays with is not kept on disk (its session's), for the warning
        over every screen ("" while it is)."""
        return ""

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        """One input event; `command` is its keyboard/gamepad meaning, if any."""

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, screen: pygame.Surface) -> None:
        self.ui.draw_ui(screen)

    def close(self) -> None:
        """The window closes with this screen on show (a network game leaves its seat here)."""

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Every panel, button and card on screen, named (the fit test checks they lie inside
        the window): the widgets, plus what a screen adds."""
        root = self.ui.get_root_container()
        return [(f"widget {type(e).__name__}", pygame.Rect(e.rect)) for e in root or ()
                if isinstance(e, UIElement) and e.visible]


class FormScene(Scene):
    """A screen whose controls are one focus ring (`self.form`): a resize keeps the focus on
    the same control (`self.focus`, its place in the ring, read by `build`)."""

    focus = 0
    form: Form  # made by `build`, with `ring`

    def ring(self, fields: Sequence[Field]) -> None:
        """The screen's focus ring, the focus where it was before the window re-fit."""
        self.form = Form(self.ui, fields, focus=fields[min(self.focus, len(fields) - 1)])

    def relayout(self) -> None:
        self.focus = self.form.fields.index(self.form.focused)
        super().relayout()
