"""The demonstration's window code: the play screen on a `session.demo.DemoSession` (every seat a
computer, holding on each rule moment's caption), with its keys over everything.

Space (or A) pauses and resumes; → / ↓ (d-pad) step: past the caption on show, or one
decision while paused; Esc (or B) closes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ....i18n import _
from ....session.demo import HOLD, PACE, DemoSession
from ...kit import controls
from ...kit import layout as L
from ...kit import theme as th
from ...kit.layers import Layer
from ...kit.scene import Scene, ToDemo, screen
from .play import PlayScene

if TYPE_CHECKING:
    from ...app import App


@screen(ToDemo)
def demo(app: App, to: ToDemo) -> Scene:
    session = DemoSession(to.config, to.seed, app.worker(), 0.0 if app.fast else PACE, 0.0 if app.fast else HOLD)
    return PlayScene(app, session, over=[DemoKeys(session, app.pop)])  # Esc: back, which closes the window


class DemoKeys(Layer):
    """The demonstration's keys, over every other layer (Esc: `close`), and the word PAUSED while it is."""

    name = "demonstration"

    def __init__(self, session: DemoSession, close: Callable[[], None]):
        self.session, self.close = session, close

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if command == "pick":
            self.session.pause()
        elif command in controls.FORWARD:
            self.session.forward()
        elif command == "back":
            self.close()
        else:
            return False
        return True

    def draw(self, screen: pygame.Surface) -> None:
        if self.session.paused:
            lay = L.now()
            c = lay.centre
            th.label(screen, _("PAUSED — Space resumes, → steps"), lay.px(30),
                     (c.x, c.y + lay.gap, c.w, lay.px(30) + 8), th.HILITE, True, "center")
