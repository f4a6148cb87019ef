"""A screen of the app (new game, play, results): its own pygame_gui widgets, its input,
its drawing. The app hands each one events and frames, and tells it when the window changed
size (`relayout`).

Screens find each other by name: each registers with `@screen("name")`, and a screen that
hands over to another calls `app.switch("name", ...)`. So no screen imports another, and a
new screen is one module under `screens/` that registers itself."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame
from pygame_gui.core import UIElement

from . import layout as L
from . import theme as th
from .fields import Form
from .tooltip import ClearUI

if TYPE_CHECKING:
    from ..app import App

Maker = Callable[..., "Scene"]  # makes a screen for an app: a Scene class, or a function that picks one
M = TypeVar("M", bound=Maker)
SCREENS: dict[str, Maker] = {}


def screen(name: str) -> Callable[[M], M]:
    """Register a screen maker under `name` (`App.make` / `App.switch` look it up)."""
    def register(maker: M) -> M:
        if name in SCREENS:
            raise ValueError(f"two screens named {name!r}")
        SCREENS[name] = maker
        return maker
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
    form: Form  # made by `build`

    def relayout(self) -> None:
        self.focus = self.form.fields.index(self.form.focused)
        super().relayout()
