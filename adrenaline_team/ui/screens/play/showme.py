""""Show me" in the window: the play screen on a `session.puzzle.Showing` (a puzzle's best turn
played on its table one answer at a time), with its keys and two buttons where the answers
go: → / ↓, Enter, Space, the pad's A or "Next answer" play the next answer; Esc, the pad's B
or "Back to the verdict" return to the verdict as it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ....i18n import _
from ....session.puzzle import Showing
from ...kit import controls
from ...kit import layout as L
from ...kit import theme as th
from ...kit.fields import Button
from ...kit.foot import button_row
from ...kit.layers import Layer
from ...kit.scene import Scene, ToShowMe, screen
from .play import PlayScene

if TYPE_CHECKING:
    from ...app import App


@screen(ToShowMe)
def show_me(app: App, to: ToShowMe) -> Scene:
    session = Showing(to.solved, app.worker())
    return PlayScene(app, session, over=[ShowKeys(session)])


class ShowKeys(Layer):
    """The keys and buttons that step through the best turn, over every other layer."""

    name = "show me"

    def __init__(self, session: Showing):
        self.session = session
        self.buttons: dict[str, Button] = {}

    def build(self, ui: pygame_gui.UIManager) -> None:
        """The two buttons, where a person's answers go (nobody is asked here)."""
        lay = L.now()
        box = pygame.Rect(lay.choices.x, lay.choices.y, lay.choices.w, lay.button_h)
        self.buttons = button_row(box, [("next", _("Next answer") + th.widget_sign(" ▸", " ▶")),
                                        ("back", _("Back to the verdict"))], ui)

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        pressed = next((key for key, b in self.buttons.items()
                        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is b.button), None)
        if pressed == "next" or command == "pick" or command in controls.FORWARD:
            self.session.forward()
        elif pressed == "back" or command == "back":
            self.session.stop()
        else:
            return False
        return True
