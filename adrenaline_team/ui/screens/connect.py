"""Joining a network game: the window waits here for the host's first table (a moment on a
local network), saying how the connection is doing, then hands the seat to the play screen.
When the host cannot be reached, or refuses the seats, it says why in one line and offers
the way back.

The hosting window's lobby is this screen too: once its own seats are joined it shows the
invite code (large), the addresses to give, each team's seats and who has joined, and a
Start that opens the table once both teams are there (a team of computers is)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ...net import protocol as p
from ...rules.cards import team_name
from ...rules.state import TEAMS
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Scene, ToConnect, ToNewGame, ToPlay, screen
from ...session.remote import RemoteSession

if TYPE_CHECKING:
    from ..app import App


@screen(ToConnect)
def connect(app: App, to: ToConnect) -> Scene:
    return ConnectScene(app, to.session, to.back)


class ConnectScene(MessageScene):
    back_button: Button
    start_button: Button

    def __init__(self, app: App, session: RemoteSession, back: Scene | None = None):
        """`back`: the screen Back returns to (the join form as it was), else the new-game screen."""
        super().__init__(app)
        self.session, self.back = session, back
        self.lobby = False  # showing the hosting window's lobby
        self.heading = _("Joining the game at {where}").format(where=session.where)
        self.lines = self._lines()
        self.build()

    def message(self) -> tuple[str, list[str]]:
        return self.heading, self.lines

    def _lobby_lines(self) -> list[str]:
        """The code to give, where, and who has joined."""
        session = self.session
        lines = [session.lobby_code, _("Address: {addresses}").format(addresses=_(", ").join(session.lobby_addresses))]
        for team in TEAMS:
            seats = [s for s in session.mirror.seats if s.team == team]
            lines.append(_("{team}: {seats}").format(team=team_name(team), seats=_(", ").join(_seat_words(s) for s in seats)))
        lines.append(_("Both teams are here: Start") if self.all_there() else _("Start opens once both teams are here"))
        if not session.client.encrypted:
            lines.append(_("Not encrypted (--insecure): anyone on the network path can read the game, the invite code "
                           "and the seat tokens"))
        return lines

    def all_there(self) -> bool:
        """Each team has a person connected, or is played by the computer."""
        seats = self.session.mirror.seats
        return bool(seats) and all(
            any(s.connected for s in mine) or all(s.computer is not None for s in mine)
            for mine in ([s for s in seats if s.team == team] for team in TEAMS))

    def _size(self, i: int) -> int:  # type: ignore[override]  # the lobby's code, large enough to read out across a room
        return L.now().px(48) if self.lobby and i == 0 else super()._size(i)

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
        if self.lobby:
            return [("start_button", _("Start"), "#start", _("Open the table (once both teams are here)")),
                    ("back_button", _("Back"), None, _("Stop hosting this game (it is saved)"))]
        return [("back_button", _("Back"), "#start", _("Stop joining this game"))]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.session.ready():
            if not self.session.lobby_code:
                self.app.switch(ToPlay(self.session))
                return
            if not self.lobby:
                self.lobby = True
                self.heading = _("Hosting: give the other players an address and this invite code")
            lines = self._lobby_lines()
        else:
            lines = self._lines()
        if lines != self.lines:
            self.lines = lines
            self.relayout()

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.lobby and self.start_button.pressed:
            self.start_button.pressed = False
            if self.all_there():
                self.app.switch(ToPlay(self.session))
        elif self.back_button.pressed or command == "back":
            self.back_button.pressed = False
            self.session.close()
            if self.back is not None:
                self.app.switch(self.back)
            else:
                self.app.switch(ToNewGame(self.app.form))
        elif self.quit.pressed:
            self.app.running = False

    def close(self) -> None:
        self.session.close()


def _seat_words(seat: p.SeatData) -> str:
    if seat.computer is not None:
        return _("{name} (computer)").format(name=seat.name)
    return _("{name} (joined)").format(name=seat.name) if seat.connected else _("{name} (not yet)").format(name=seat.name)
