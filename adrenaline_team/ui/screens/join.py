"""Joining a game hosted on another computer: its address typed (HOST or HOST:PORT), or one of
the games announced on the local network picked from the list (`session.joining.Browser`, which finds
them in the background: the list is read once a second and never holds a frame up), the
invite code its host shows, and the team to play (its free seats, or its seats taken back by
a player who lost their token) or none, to watch. Reached from the new-game screen; Back
returns there as it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UILabel

from ...i18n import N_, _
from ...rules.state import Team
from ...session.joining import DEFAULT_PORT, Browser, Found, joinable, parse
from ..kit import controls
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Entry, Field, Picker
from ..kit.scene import FormScene, Scene, ToConnect, ToJoin, ToNewGame, screen
from ...session.play import PACE
from ...session.remote import join
from ..table.choices import button_label

if TYPE_CHECKING:
    from ..app import App

TEAMS: dict[str, tuple[Team | None, bool]] = {  # the team, and whether its seats are taken back
    N_("Play Black's free seats"): ("black", False), N_("Play White's free seats"): ("white", False),
    N_("Watch (no team: no hand is shown)"): (None, False),
    N_("Take Black's seats back (their token was lost)"): ("black", True),
    N_("Take White's seats back (their token was lost)"): ("white", True)}
MAX_CODE = 40
LISTED = 6  # games found shown at most
LOOK = 1.0  # seconds between two readings of the games found
MAX_ADDRESS = 80


SECURITY = {True: N_("encrypted"), False: N_("NOT encrypted (--insecure)")}


def found_words(game: Found) -> str:
    if not joinable(game):
        return _("{name} · another version of the game: it cannot be joined from this one").format(name=game.name)
    if game.encrypted is None:  # a host that did not say
        return _("{name} · Arena {arena} · {teams} · {address}").format(
            name=game.name, arena=game.arena, teams=game.teams, address=address_of(game))
    # whether it is encrypted next to the name: a long name's line is cut at its end
    return _("{name} · {security} · Arena {arena} · {teams} · {address}").format(
        name=game.name, security=_(SECURITY[game.encrypted]), arena=game.arena, teams=game.teams,
        address=address_of(game))


def check_words(code: str) -> tuple[str, bool]:
    """What joining with the code typed will check, or why it cannot be joined with it; and
    whether that is a warning."""
    if not code.strip():
        return _("The code also carries the host's certificate fingerprint: the join checks it before sending "
                 "anything"), False
    try:
        invite = parse(code, insecure=True)
    except ValueError:  # being typed: Join says what is wrong with it
        return check_words("")
    if invite.pin is None:
        return _("A code for a game hosted with --insecure: NOT encrypted, and the host is not checked"), True
    return _("Encrypted · the join checks the host's certificate: SHA-256 {fingerprint} …").format(
        fingerprint=invite.fingerprint), False


def address_of(game: Found) -> str:
    return f"[{game.host}]:{game.port}" if ":" in game.host else f"{game.host}:{game.port}"


@screen(ToJoin)
def join_form(app: App, to: ToJoin) -> Scene:
    return JoinScene(app)


class JoinScene(FormScene):
    def __init__(self, app: App):
        """Opened over the new-game form: Back returns to it as it was."""
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.team = next(iter(TEAMS))
        self.notice = ""  # why the address was not joined
        self.browser: Browser | None = None
        self.found: list[Found] = []
        self.clock = LOOK  # read the list on the first frame
        self.build()

    def build(self) -> None:
        ui, lay = self.ui, L.now()
        W, H = lay.size
        g = lay.gap
        row = max(30, lay.u(44))
        bh = max(36, lay.u(64))
        UILabel(pygame.Rect(0, g, W, lay.title + g), _("JOIN A GAME ON THE NETWORK"), ui, object_id="#title")
        w = min(W - 4 * g, lay.u(1200))
        # the form's panel: the address, the seats, Join and why the last try failed
        self.form_box = pygame.Rect(W // 2 - w // 2, lay.title + 3 * g, w, 0)
        inner = self.form_box.inflate(-2 * g, 0)
        label_w = inner.w // 5
        y = self.form_box.y + g
        self.address_label = pygame.Rect(inner.x, y, label_w - g, row)
        self.entry = Entry(self.address, pygame.Rect(inner.x + label_w, y, inner.w - label_w, row), ui,
                           limit=MAX_ADDRESS)
        y += row + 4
        self.address_hint = pygame.Rect(inner.x + label_w, y, inner.w - label_w, lay.small + 6)
        y += lay.small + 6 + g // 2
        self.code_label = pygame.Rect(inner.x, y, label_w - g, row)
        self.code_entry = Entry(self.code, pygame.Rect(inner.x + label_w, y, inner.w - label_w, row), ui,
                                limit=MAX_CODE)
        y += row + 4
        self.code_hint = pygame.Rect(inner.x + label_w, y, inner.w - label_w, lay.small + 6)
        y += lay.small + 6 + g // 2
        self.seats_label = pygame.Rect(inner.x, y, label_w - g, row)
        self.picker = Picker([_(words) for words in TEAMS], _(self.team),
                             pygame.Rect(inner.x + label_w, y, inner.w - label_w, row), ui)
        y += row + g
        self.join = Button(_("JOIN"), pygame.Rect(inner.x + label_w, y, inner.w - label_w, bh), ui, "#start",
                           _("Join the game at this address (Enter / gamepad A)"))
        y += bh + g // 2
        self.notice_box = pygame.Rect(inner.x, y, inner.w, lay.body + 8)
        self.form_box.h = self.notice_box.bottom + g // 2 - self.form_box.y
        # the games found nearby, under it
        self.back_button = Button(_("Back"), pygame.Rect(W // 2 - min(lay.u(300), w // 3) // 2,
                                                         H - 2 * g - bh - lay.body, min(lay.u(300), w // 3), bh), ui)
        room = self.back_button.rect.y - g - self.form_box.bottom - g  # at most: down to Back
        head = lay.body + 8
        step = min(row + g // 2, max(24, (room - head - 2 * g) // LISTED))
        self.list_panel = pygame.Rect(self.form_box.x, self.form_box.bottom + g, w,
                                      min(room, head + LISTED * step + 2 * g))
        self.list_head = pygame.Rect(inner.x, self.list_panel.y + g // 2, inner.w, head)
        self.list_box = pygame.Rect(inner.x, self.list_head.bottom + g // 2, inner.w,
                                    self.list_panel.bottom - g // 2 - self.list_head.bottom - g // 2)
        self.games = {}
        for k, f in enumerate(self.found[:max(1, self.list_box.h // step)]):
            text, tip = button_label(found_words(f), lay.body, inner.w - 24)  # a long name: cut, whole in its tooltip
            self.games[Button(text, pygame.Rect(inner.x, self.list_box.y + k * step, inner.w, step - 4), ui, "#tour",
                              tip)] = f
        UILabel(pygame.Rect(0, H - lay.body - 2 * g, W, lay.body + g),
                _("Type the address, or pick a game found on this network · Tab / arrows move, Enter joins"), ui)
        fields: list[Field] = [self.entry, self.code_entry, self.picker, self.join, *self.games, self.back_button]
        self.ring(fields)

    def _keep(self) -> None:
        """What the form shows, kept while the list of games is made anew."""
        self.address, self.code, self.team = self.entry.value, self.code_entry.value, self._team_words()

    def _team_words(self) -> str:
        return next((words for words in TEAMS if _(words) == self.picker.value), next(iter(TEAMS)))

    def relayout(self) -> None:
        self._keep()
        super().relayout()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is None:
            self.browser = Browser()  # again after a connection was given up: the list goes on
        self.clock += dt
        if self.clock >= LOOK:
            self.clock = 0.0
            found = self.browser.games()[:LISTED]
            if found != self.found:
                self.found = found
                self.relayout()

    def start(self, address: str) -> None:
        """Join the game at `address` with the code typed and the seats picked."""
        self._keep()
        team, take_back = TEAMS[self.team]
        try:
            invite = parse(self.code, insecure=True)  # an unencrypted game's code: said on the next screen
            session = join(address, team, 0.0 if self.app.fast else PACE, invite=invite, take_back=take_back,
                           wake=controls.wake)
        except ValueError as err:
            self.notice = str(err)
            return
        self.notice = ""
        self.close()
        self.app.push(ToConnect(session))

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        typing = self.form.typing(event)
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.join.pressed:
            self.join.pressed = False
            if not self.entry.value.strip():
                self.notice = _("Type the address of the computer that hosts the game")
            elif not self.code_entry.value.strip():
                self.notice = _("Type the invite code the host shows")
            else:
                self.start(self.entry.value)
        elif self.back_button.pressed or (command == "back" and not typing):
            self.back_button.pressed = False
            self.close()
            self.app.pop(ToNewGame(self.app.form))
        for button, game in self.games.items():
            if button.pressed:
                button.pressed = False
                if joinable(game):
                    self.entry.box.set_text(address_of(game))
                    if self.code_entry.value.strip():
                        self.start(address_of(game))
                    else:
                        self.notice = _("Type the invite code the host shows")

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.fill(th.BG)
        for box in (self.form_box, self.list_panel):
            pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
            pygame.draw.rect(screen, th.EDGE, box, 1, border_radius=lay.radius_large)
        th.label(screen, _("Address"), lay.body, self.address_label, th.TEXT, True)
        th.label(screen, _("Invite code"), lay.body, self.code_label, th.TEXT, True)
        th.label(screen, _("Seats"), lay.body, self.seats_label, th.TEXT, True)
        th.label(screen, _("HOST or HOST:PORT (the port is {port} unless the host says another)").format(
            port=DEFAULT_PORT), lay.small, self.address_hint, th.DIM)
        words, warning = check_words(self.code_entry.value)
        th.label(screen, words, lay.small, self.code_hint, th.DANGER if warning else th.DIM)
        if self.notice:
            th.label(screen, self.notice, lay.body, self.notice_box, th.DANGER, True)
        th.label(screen, _("GAMES FOUND ON THIS NETWORK"), lay.body, self.list_head, th.GOLD, True)
        if not self.found:
            th.label(screen, _("None yet: the list fills as games are announced (a game elsewhere: type its address)"),
                     lay.small, (self.list_box.x, self.list_box.y, self.list_box.w, lay.small + 8), th.DIM)
        super().draw(screen)
        self.form.draw_focus(screen)

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("form", self.form_box), ("games", self.list_panel)]
