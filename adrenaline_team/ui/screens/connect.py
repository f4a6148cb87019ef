"""Joining a network game: the window waits here for the host's first table (a moment on a
local network), saying how the connection is doing, then hands the seat to the play screen.
When the host cannot be reached, or refuses the seats, it says why in one line and offers
the way back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ..kit import theme as th
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Scene, screen
from ..remote import RemoteSession

if TYPE_CHECKING:
    from ..app import App


@screen("connect")
class ConnectScene(MessageScene):
    back_button: Button

    def __init__(self, app: App, session: RemoteSession, back: Scene | None = None):
        """`back`: the screen Back returns to (the join form as it was), else the new-game screen."""
        super().__init__(app)
        self.session, self.back = session, back
        self.heading = _("Joining the game at {where}").format(where=session.where)
        self.lines = self._lines()
        self.build()

    def _lines(self) -> list[str]:
        status = self.session.status
        if status.state == "gave-up":
            self.edge = th.DANGER
            return [_("This game cannot be joined."), status.detail or _("the host is gone")]
        plain = [] if self.session.client.encrypted else [
            _("Not encrypted: anyone on the network path can read this game, its code and its seat token.")]
        if status.state == "lost":
            return [_("The host does not answer yet: trying again in {seconds} s").format(
                seconds=max(1, round(status.retry_in))), _("Is the game hosted, and the address right?"), *plain]
        return [_("Connecting…"), _("The table comes as soon as the host answers."), *plain]

    def buttons(self) -> list[ButtonSpec]:
        return [("back_button", _("Back"), "#start", _("Stop joining this game"))]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.session.ready():
            self.app.switch("play", session=self.session)
            return
        self.lines = self._lines()

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.back_button.pressed or command == "back":
            self.back_button.pressed = False
            self.session.close()
            if self.back is not None:
                self.app.switch(self.back)
            else:
                self.app.switch("newgame", self.app.form)
        elif self.quit.pressed:
            self.app.running = False

    def close(self) -> None:
        self.session.close()
