"""The prompt bar while no question is on this screen (a seat at a network game: the other
team decides, a teammate at another computer, the computer on the host, or the connection is
lost): a chip in the colour of the team the game waits for, and one line saying whom it waits
for and why (`session.play.Wait`). When the game cannot go on here (the host is gone, or the
game is over and its results are the host's), one button in the answers' place goes back to
the new-game screen (Enter or A press it too)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...i18n import _
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ...session.play import Wait
from ..words import team_title
from .prompt import chip_rect, undo_rect


def leave_rect() -> pygame.Rect:
    """The button's place: the middle of the answers' first two rows, wide enough for its words
    in the big face."""
    lay = L.now()
    c = lay.choices
    h = 2 * (c.h // L.now().choice_rows) - 6
    w = min(c.w, th.font(lay.big, True).size(_("Back to the new-game screen"))[0] + 4 * lay.gap)
    return pygame.Rect(c.centerx - w // 2, c.y + 3, w, h)


class WaitingBar:
    def __init__(self) -> None:
        self.wait: Wait | None = None
        self.button: UIButton | None = None

    def build(self, ui: pygame_gui.UIManager) -> None:
        """The way back, for the window's size (hidden until the game cannot go on)."""
        self.button = UIButton(leave_rect(), _("Back to the new-game screen"), ui, object_id="#start",
                               tool_tip_text=_("Leave this game (Enter / gamepad A)"))
        self.show(self.wait)

    def show(self, wait: Wait | None) -> None:
        self.wait = wait
        if self.button is not None:
            self.button.show() if self.final else self.button.hide()

    @property
    def final(self) -> bool:
        return self.wait is not None and self.wait.final

    def draw(self, dst: pygame.Surface) -> None:
        """The bar's chip and line on the table's picture."""
        wait = self.wait
        if wait is None:
            return
        lay = L.now()
        bar = lay.prompt
        left = bar.x + 12
        if wait.team is not None:
            chip = chip_rect()
            pygame.draw.rect(dst, th.TEAM[wait.team], chip, border_radius=lay.radius)
            pygame.draw.rect(dst, th.EDGE, chip, 1, border_radius=lay.radius)
            th.label(dst, team_title(wait.team), lay.body, chip.inflate(-12, 0),
                     th.TEAM_INK[wait.team], True, "center")
            left = chip.right + 12
        box = pygame.Rect(left, bar.y, undo_rect().x - left - 12, bar.h)
        size = lay.px(20) if th.fits(wait.words, lay.px(20), box.w, bold=True) else max(th.MIN_TEXT, box.h // 2 - 4)
        surf = th.lines(wait.words, size, box.w, 2, th.DANGER if wait.final and wait.team is None else th.TEXT)
        dst.blit(surf, surf.get_rect(midleft=box.midleft))

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        """Whether the player asked to leave (only while the game cannot go on here)."""
        if not self.final:
            return False
        return command == "pick" or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button)


class WaitingLayer(Layer):
    """The way back while the game cannot go on here: its button, Enter or A `leave`s. The bar
    itself is part of the table's picture (`draw`, with the prompt)."""

    name = "waiting"

    def __init__(self, bar: WaitingBar, leave: Callable[[], None]):
        self.bar, self.leave = bar, leave

    def build(self, ui: pygame_gui.UIManager) -> None:
        self.bar.build(ui)

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.bar.handle(event, command):
            self.leave()
            return True
        return False
