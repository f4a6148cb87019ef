"""The demonstration on the table: the play screen with two computer teams at a watchable
pace, holding on each rule moment while its caption shows.

Space (or A) pauses and resumes; → / ↓ (d-pad) step: past the caption on show, or one
decision while paused; Esc (or B) closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....i18n import _
from ....rules import Choice, Game, GameConfig
from ....rules.events import Event
from ....rules.state import TEAMS, Team
from ...kit import controls
from ...kit import layout as L
from ...kit import theme as th
from ...kit.scene import Scene, ToDemo, screen
from ....session.local import Session
from ....session.moments import Caption, Moments
from ...table.caption import caption_rect, free_top
from .play import PlayScene

if TYPE_CHECKING:
    from ...app import App

PACE = 0.7  # seconds between the computer's decisions
HOLD = 4.5  # seconds a rule moment's caption holds the game
INTRO = Caption(lambda: _("Demonstration"),
                lambda: _("Two computer teams play Team Play. The game holds on each rule as it happens, with the "
                          "rulebook's words here. Space pauses, → steps, Esc closes."))


@screen(ToDemo)
def demo(app: App, to: ToDemo) -> Scene:
    return DemoScene(app, to.config, to.seed)


class DemoScene(PlayScene):
    bot_delay = PACE

    def __init__(self, app: App, config: GameConfig, seed: int):
        self.queue: list[Caption] = []  # read by _refresh while the play screen is made
        self.hold = 0.0
        self.ending = False
        super().__init__(app, Session(Game.new(config, seed)), caption=INTRO)  # a demonstration keeps no save
        self.moments = Moments()
        self.hold = 0.0 if app.fast else HOLD
        self.caption_lit = True
        self.paused = False
        self.step = False  # one decision asked for while paused
        self.shown_captions: list[Caption] = [INTRO]  # every caption shown, in order (tests read it)

    @property
    def aside(self) -> Team:
        """Every hand is open here and none is secret: the caption goes under White's last card
        where its words fit there, else under Black's, else to the roomier side."""
        if not hasattr(self, "regions"):
            return "white"
        floors = {t: free_top(self.regions, t) for t in TEAMS}
        order: tuple[Team, Team] = ("white", "black")
        fit = [t for t in order if caption_rect(t, self.caption, floors[t]).top >= floors[t]]
        return fit[0] if fit else max(order, key=lambda t: L.now().side[t].bottom - floors[t])

    def moving(self) -> bool:
        return True  # captions hold and the computer plays on its own: the clock always runs

    def choose(self, choice: Choice | str) -> list[Event]:
        events = super().choose(choice)
        self.queue += self.moments.of(events)
        self.step = False  # the one decision asked for while paused is made
        return events

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        if command == "pick":
            self.paused = not self.paused
        elif command in controls.FORWARD:
            if self.hold > 0:
                self.hold = 0.0  # on to the next caption or decision
            else:
                self.step = True
        elif command == "back":
            self.app.running = False
        else:
            super().handle(event, command)

    def update(self, dt: float) -> None:
        if not self.paused:
            self.hold -= dt
        if self.hold <= 0 and self.queue:
            self.caption = self.queue.pop(0)
            self.shown_captions.append(self.caption)
            self.hold = 0.0 if self.app.fast else HOLD
        self.caption_lit = self.hold > 0
        super().update(dt)

    def _play_bot(self, dt: float) -> None:
        """The computer waits while a caption holds or the demonstration is paused."""
        if self.hold > 0 or self.queue or (self.paused and not self.step):
            return
        if self.step:
            self.bots.wait = 0.0
        super()._play_bot(dt)

    def _refresh(self) -> None:
        """At the end, the final captions show on the last table before the results."""
        if self.decision is None and (self.queue or self.hold > 0):
            if not self.ending:
                self.ending = True
                self._render()
            self.redraw = True  # look again next frame
            return
        super()._refresh()

    def draw(self, screen: pygame.Surface) -> None:
        super().draw(screen)
        if self.paused:
            lay = L.now()
            c = lay.centre
            th.label(screen, _("PAUSED — Space resumes, → steps"), lay.px(30),
                     (c.x, c.y + lay.gap, c.w, lay.px(30) + 8), th.HILITE, True, "center")
