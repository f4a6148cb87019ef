"""Joining a network game: the window waits here for the host's first table (a moment on a
local network), saying how the connection is doing, then hands the seat to the play screen.
When the host cannot be reached, or refuses the seats, it says why in one line and offers
the way back.

The hosting window's lobby is this screen too: once its own seats are joined it shows the
invite code (large), the addresses to give, each team's seats and who has joined, and a
Start that opens the table once both teams are there (a team of computers is). During play
the hosting window comes back to it (a click on a team's connection badge) and returns to
the table as it was. There, and before the start, "Release a seat…" frees a seat whose
player lost their token, after a confirmation: it drops whoever holds it, and the seat is
taken again with the invite code."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ...rules.cards import team_name
from ...rules.state import TEAMS
from ...session.hosting import HostedSession, PhoneSeat
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Scene, ToConnect, ToNewGame, ToPlay, screen
from ..table.phone_seats import HINT_AFTER, card_height, card_width, draw_card, hint_words
from ...session.remote import NOT_STARTED, RemoteSession, SeatData

if TYPE_CHECKING:
    from ..app import App

ALERTS = 2  # the host's latest warnings the lobby shows


@screen(ToConnect)
def connect(app: App, to: ToConnect) -> Scene:
    return ConnectScene(app, to.session, to.seats)


class ConnectScene(MessageScene):
    back_button: Button
    start_button: Button
    release_button: Button
    yes_button: Button
    cancel_button: Button

    def __init__(self, app: App, session: RemoteSession, seats: bool = False):
        """Back goes to the screen under this one (the join form as it was), else to the
        new-game screen; `seats`: opened over the hosting window's table, whose seats this
        shows, and to which it goes back."""
        super().__init__(app)
        self.session, self.seats = session, seats
        self.lobby = seats  # showing the hosting window's lobby
        self.picking = False  # "Release a seat…" pressed: a button per seat that may be released
        self.releasing: SeatData | None = None  # the seat picked, to confirm
        self.seat_buttons: dict[str, SeatData] = {}  # each seat's button's attribute
        self.waited = 0.0  # seconds in the lobby: a phone not there after HINT_AFTER gets the hint
        self.card_w = 0  # a phone seat's card's width, as the last layout made it
        self.heading = self._lobby_heading() if self.lobby else _("Joining the game at {where}").format(
            where=session.where)
        self.lines = self._lobby_lines() if self.lobby else self._lines()
        self.shown_buttons = self._button_words()
        self.shown_phones = self._phones()
        self.build()

    def _lobby_heading(self) -> str:
        if self._phones():
            return _("Hands on phones: each player opens their seat on their own phone")
        if self.seats:
            return _("The game's seats: give an address and the invite code to a player who joins again")
        return _("Hosting: give the other players an address and this invite code")

    def _releasable(self) -> list[SeatData]:
        return self.session.releasable() if isinstance(self.session, HostedSession) else []

    def message(self) -> tuple[str, list[str]]:
        return self.heading, self.lines

    def _lobby_lines(self) -> list[str]:
        """The code to give, where, and who has joined; or the release of a seat, step by step."""
        session = self.session
        seat = self.releasing
        if seat is not None:
            return [_("Release {name}'s seat ({team})?").format(name=seat.name, team=team_name(seat.team)),
                    _("Whoever holds it now is dropped at once; the seat is then free for whoever joins its team "
                      "with the invite code.")]
        if self.picking:
            return [_("Release a seat"), _("Pick the seat whose player lost their token (another computer, a new "
                                           "data folder): whoever holds it is dropped.")]
        phones = self._phones()
        if phones:  # hands on phones: each seat's card below says who is there
            lines = [_("Each player: scan your seat's code with your phone's camera"),
                     _("Phones on this computer's Wi-Fi open {address}").format(address=phones[0].address)]
            if self.waited > HINT_AFTER and not all(s.connected for s in phones):
                lines.append(hint_words())
        else:
            lines = [session.lobby_code, _("Address: {addresses}").format(
                addresses=_(", ").join(session.lobby_addresses))]
        for team in TEAMS:
            seats = [s for s in session.seats if s.team == team and (team, s.player) not in
                     {(p.team, p.player) for p in phones}]
            if seats:
                lines.append(_("{team}: {seats}").format(team=team_name(team), seats=_(", ").join(
                    _seat_words(s) for s in seats)))
        if isinstance(session, HostedSession) and session.fingerprint and not phones:
            lines.append(_("Encrypted: a joining computer checks this host's certificate fingerprint {fingerprint} …, "
                           "carried in the code").format(fingerprint=session.fingerprint))
        if isinstance(session, HostedSession):  # guessing noticed, a seat not saved: each said once, the latest
            lines += session.alerts()[-ALERTS:]
        if not self.seats:
            lines.append(_("Both teams are here: Start") if self.all_there() else _("Start opens once both teams are here"))
        if not session.encrypted:
            lines.append(_("Not encrypted (--insecure): anyone on the network path can read the game, the invite code "
                           "and the seat tokens"))
        return lines

    def _phones(self) -> list[PhoneSeat]:
        """The seats played on phones, in the hosting window's lobby (not while a seat is
        being released)."""
        if not (self.lobby and isinstance(self.session, HostedSession)) or self.picking or self.releasing:
            return []
        return self.session.phones()

    def picture_height(self, width: int, room: int) -> int:
        """A row of the phone seats' cards (`ui.table.phone_seats`): each code as large as the
        window allows, to be read across a room, each card at least as wide as its words need
        while the row fits."""
        n = len(self._phones())
        if not n:
            return 0
        # wider than its code when the window is low, so that a name in words still fits
        self.card_w = min((width - (n - 1) * L.now().gap) // n, max(card_width(room), L.now().u(300)))
        return min(card_height(self.card_w), room)

    def draw_picture(self, screen: pygame.Surface, box: pygame.Rect) -> None:
        phones = self._phones()
        g = L.now().gap
        x = box.centerx - (len(phones) * (self.card_w + g) - g) // 2
        for k, seat in enumerate(phones):
            draw_card(screen, pygame.Rect(x + k * (self.card_w + g), box.y, self.card_w, box.h), seat)

    def all_there(self) -> bool:
        """Each team has a person connected, or is played by the computer."""
        seats = self.session.seats
        return bool(seats) and all(
            any(s.connected for s in mine) or all(s.computer is not None for s in mine)
            for mine in ([s for s in seats if s.team == team] for team in TEAMS))

    def _size(self, i: int) -> int:  # type: ignore[override]  # the lobby's code, large enough to read out across a room
        code = self.lobby and i == 0 and not self.picking and self.releasing is None and not self._phones()
        return L.now().px(48) if code else super()._size(i)

    def _lines(self) -> list[str]:
        status = self.session.status
        if status.state == "gave-up":
            self.edge = th.DANGER
            return [_("This game cannot be joined."), status.detail or _("the host is gone")]
        if status.state == "lost":
            return [_("The host does not answer yet: trying again in {seconds} s").format(
                seconds=max(1, round(status.retry_in))), _("Is the game hosted, and the address right?"), *self._plain()]
        return [_("Connecting…"), _("The table comes as soon as the host answers."), *self._plain()]

    def _plain(self) -> list[str]:
        return [] if self.session.encrypted else [
            _("Not encrypted: anyone on the network path can read this game, its code and its seat token.")]

    def buttons(self) -> list[ButtonSpec]:
        if not self.lobby:
            return [("back_button", _("Back"), "#start", _("Stop joining this game"))]
        if self.releasing is not None:
            return [("yes_button", _("Yes, release it"), None, _("Drop whoever holds this seat and free it")),
                    ("cancel_button", _("No"), "#start", _("Keep the seat as it is"))]
        if self.picking:
            self.seat_buttons = {f"seat_{k}": s for k, s in enumerate(self._releasable())}
            return [*((attr, _("{name} ({team})").format(name=s.name, team=team_name(s.team)), None,
                       _("Release this seat (a confirmation comes first)")) for attr, s in self.seat_buttons.items()),
                    ("cancel_button", _("Cancel"), "#start", _("Release no seat"))]
        first: ButtonSpec = ("start_button", _("Back to the game"), "#start", _("The table, as it was")) \
            if self.seats else \
            ("start_button", _("Start"), "#start", _("Open the table (once both teams are here)"))
        release: list[ButtonSpec] = [
            ("release_button", _("Release a seat…"), None,
             _("For a player who lost their token: frees their seat for the invite code"))] if self._releasable() else []
        back: list[ButtonSpec] = [] if self.seats else [
            ("back_button", _("Back"), None, _("Stop hosting this game (it is saved)"))]
        return [first, *release, *back]

    def _button_words(self) -> list[str]:
        return [spec[1] for spec in self.buttons()]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.waited += dt
        if self.seats:
            self.session.pump()  # the table's changes wait in the session for the table: only the seats are read here
            lines = self._lobby_lines()
        elif self.session.ready():
            if not self.session.lobby_code:
                if self.session.started():
                    self.app.switch(ToPlay(self.session))
                    return
                lines = [_(NOT_STARTED), _("The table opens when the host presses Start."), *self._plain()]
            else:
                if not self.lobby:
                    self.lobby = True
                    self.heading = self._lobby_heading()
                lines = self._lobby_lines()
        else:
            lines = self._lines()
        if self.releasing is not None and self.releasing.player not in self._held(self.releasing):
            self.releasing = None  # released meanwhile: nothing left to confirm
            lines = self._lobby_lines()
        words = self._button_words()
        if lines != self.lines or words != self.shown_buttons or self._phones() != self.shown_phones:
            self.shown_phones = self._phones()
            self.lines, self.shown_buttons = lines, words
            self.relayout()
        self._grey_start()

    def build(self) -> None:
        super().build()
        self._grey_start()

    def _grey_start(self) -> None:
        """The lobby's Start greyed until both teams are here (it would do nothing)."""
        button = getattr(self, "start_button", None)
        if self.lobby and not self.seats and button is not None and any(f is button for f in self.form.fields):
            able = self.all_there()
            if able != button.button.is_enabled:
                button.button.enable() if able else button.button.disable()

    def _held(self, seat: SeatData) -> set[int]:
        return {s.player for s in self._releasable() if s.team == seat.team}

    def _step(self, picking: bool, releasing: SeatData | None) -> None:
        """To a step of releasing a seat (none: the lobby)."""
        self.picking, self.releasing = picking, releasing
        self.lines, self.shown_buttons = self._lobby_lines(), self._button_words()
        self.relayout()
        # on a confirmation's No (Enter alone drops nobody), else on the first button
        self.form.focus(self.cancel_button if releasing is not None else self.form.fields[0])

    def _pressed(self, attr: str) -> bool:
        """Whether the button `attr` of the buttons on show was pressed."""
        button = getattr(self, attr, None)
        return button is not None and button.pressed and any(f is button for f in self.form.fields)

    def _release_input(self, command: str | None) -> bool:
        """The steps of releasing a seat: whether one of them took the input."""
        if self.releasing is not None:
            if self._pressed("yes_button"):
                assert isinstance(self.session, HostedSession)  # only its seats are releasable
                self.session.release(self.releasing.team, self.releasing.player)
            elif not (self._pressed("cancel_button") or command == "back"):
                return True
            self._step(False, None)
            return True
        if self.picking:
            picked = next((seat for attr, seat in self.seat_buttons.items() if self._pressed(attr)), None)
            if picked is not None:
                self._step(False, picked)
            elif self._pressed("cancel_button") or command == "back":
                self._step(False, None)
            return True
        if self.lobby and self._pressed("release_button"):
            self._step(True, None)
            return True
        return False

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.quit.pressed:
            self.app.running = False
        elif self._release_input(command):
            return
        elif self.lobby and self._pressed("start_button"):
            self.start_button.pressed = False
            if self.seats:
                self.app.pop()
            elif self.all_there() and isinstance(self.session, HostedSession):
                self.session.begin()
                self.app.switch(ToPlay(self.session))
        elif self.seats:
            if command == "back":
                self.app.pop()
        elif self._pressed("back_button") or command == "back":
            self.back_button.pressed = False
            self.session.close()
            self.app.pop(ToNewGame(self.app.form))

    def not_saving(self) -> str:
        return self.session.not_saving()

    def close(self) -> None:
        if not self.seats:  # the window closes: the game on its table too (the table under this one closes its own)
            self.session.close()


def _seat_words(seat: SeatData) -> str:
    if seat.computer is not None:
        return _("{name} (computer)").format(name=seat.name)
    return _("{name} (joined)").format(name=seat.name) if seat.connected else _("{name} (not yet)").format(name=seat.name)
