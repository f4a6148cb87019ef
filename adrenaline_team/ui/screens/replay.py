"""The replay viewer: a saved game stepped through on the table, one decision at a time.

Right / Enter / gamepad A: forward one decision; left: back one; up / down: the previous /
next team turn; type a number and Enter: jump to that turn; Home / End: the start / the
end; Esc / gamepad B: close. The same steps have buttons for the mouse. Every team's hand is
open (a replay hides nothing) unless the viewer picks one team's view: then the table shows
what that team saw. The step buttons' arrows are glyphs the bundled font has."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...arena import load_arena
from ...i18n import N_, _
from ...rules import view
from ...rules.state import TEAMS, Team
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Picker
from ..kit.scene import Scene, ToReplay, screen
from ...session.replay import Replay
from ..table.log_panel import LogPanel
from ..table.render import compose, table_floor
from ..table.side import actions_over
from ..words import team_word

if TYPE_CHECKING:
    from ..app import App

LOG_LINES = 120  # narration kept in the panel after a jump (older lines would not be read)
STEPS = {"prev turn": N_("◀◀ Turn"), "back": N_("◀ Back"), "forward": N_("Forward ▶"), "next turn": N_("Turn ▶▶"),
         "close": N_("Close")}
VIEWS = {"all": N_("Hands: all open"), "black": N_("Black team's view"), "white": N_("White team's view")}


def log_rect() -> pygame.Rect:
    """The narration: in the answers' place, beside the view picker, under the step buttons."""
    lay = L.now()
    area, gap = lay.choices, 8
    left = 2 * ((area.w - 4 * gap) // 5) + 2 * gap
    top = lay.button_h + gap
    return pygame.Rect(area.x + left, area.y + top, area.w - left, area.h - top)


@screen(ToReplay)
def replay(app: App, to: ToReplay) -> Scene:
    return ReplayScene(app, to.replay, to.name)


class ReplayScene(Scene):
    def __init__(self, app: App, replay: Replay, name: str = ""):
        """Close returns to the screen under this one (the results' review); with none, Close
        ends the window."""
        super().__init__(app)
        self.replay, self.name = replay, name
        self.typed = ""  # digits of a turn to jump to
        self.seen_by: Team | None = None  # a team's view, or every hand open
        self.log = LogPanel(log_rect())
        self.build()

    def build(self) -> None:
        lay = L.now()
        self.floor, self.geo = table_floor(load_arena(self.replay.game.table.config.arena))
        area, gap = lay.choices, 8
        w = (area.w - 4 * gap) // 5
        self.buttons = {UIButton(pygame.Rect(area.x + i * (w + gap), area.y, w, lay.button_h), _(words), self.ui): step
                        for i, (step, words) in enumerate(STEPS.items())}
        self.views = Picker(list(VIEWS), self.seen_by or "all", pygame.Rect(area.x, area.y + lay.button_h + gap,
                                                                           2 * w + gap, lay.button_h), self.ui,
                            lambda key: _(VIEWS[key]))
        self.show()

    def show(self) -> None:
        """Draw the table after the current decision, with the narration so far."""
        lay = L.now()
        r = self.replay
        game = r.game
        team = game.pending.team if game.pending else None
        over = actions_over(game.log, game.pending)
        if self.seen_by is None:
            self.surface, self.regions, _centres = compose(game.table, None, team, self.floor, self.geo,
                                                    open_hands=TEAMS, actions_over=over)
        else:
            self.surface, self.regions, _centres = compose(view(game.table, self.seen_by), self.seen_by, team, self.floor,
                                                    self.geo, actions_over=over)
        self.log = LogPanel(log_rect(), lay.px(15))
        events = list(r.opening) + [e for s in r.steps[:r.at] for e in s.events]
        self.log.add_events(events[-LOG_LINES:])
        bar = lay.prompt
        head = _("REPLAY {name} · decision {at} of {decisions} · turn {turn} of {turns}").format(
            name=self.name, at=r.at, decisions=len(r), turn=r.turn_of(r.at), turns=len(r.turns))
        if r.at:
            last = r.steps[r.at - 1]
            words = _("{team} chose: {answer}").format(team=team_word(last.team), answer=last.label)
        else:
            words = _("The start of the game")
        half = bar.h // 2
        th.label(self.surface, head, lay.small, (bar.x + 10, bar.y + 1, bar.w - 20, half), th.GOLD, True)
        th.label(self.surface, words, lay.small, (bar.x + 10, bar.y + half - 1, bar.w - 20, half), th.TEXT)
        hint = _("← → one decision · ↑ ↓ one turn · type a turn number + Enter · Home / End · Esc closes")
        th.label(self.surface, th.leading_parts(hint, lay.notice.w - 8), lay.small, lay.notice.inflate(-8, 0), th.DIM)

    def act(self, what: str) -> None:
        r = self.replay
        turn = r.turn_of(r.at)
        at_turn_start = r.at in r.turns
        moves = {
            "forward": lambda: r.forward(),
            "back": lambda: r.back(),
            "next turn": lambda: r.to_turn(turn + 1),
            # the previous turn's start, or this turn's start when part-way through it
            "prev turn": lambda: r.to_turn(turn - 1 if at_turn_start else turn) if turn else r.goto(0),
            "start": lambda: r.goto(0),
            "end": lambda: r.goto(len(r)),
        }
        if what == "close":
            self.app.pop()
            return
        before = r.at
        moves[what]()
        if what == "forward" and r.at == before + 1:  # one decision stepped through is heard; a jump is not
            self.app.sound.play(r.steps[before].kinds)
        self.show()

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        if self.views.handle(event):
            self.seen_by = None if self.views.value == "all" else cast(Team, self.views.value)
            self.show()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.act(self.buttons[event.ui_element])
        elif event.type == pygame.KEYDOWN and event.unicode.isdigit():
            self.typed = (self.typed + event.unicode)[-4:]
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.act("start" if event.key == pygame.K_HOME else "end")
        elif command == "pick" and self.typed:
            self.replay.to_turn(int(self.typed))
            self.typed = ""
            self.show()
        elif command in ("right", "pick", "next"):
            self.act("forward")
        elif command == "left":
            self.act("back")
        elif command in ("up", "prev"):
            self.act("prev turn")
        elif command == "down":
            self.act("next turn")
        elif command == "back":
            self.act("close")

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.blit(self.surface, (0, 0))
        self.log.draw(screen)
        if self.typed:  # in the strip over the prompt: nothing covers the arena
            pygame.draw.rect(screen, th.BG, lay.notice)
            th.label(screen, _("Jump to turn {turn} — Enter").format(turn=self.typed), lay.body, lay.notice, th.HILITE,
                     True, "center")
        super().draw(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        lay = L.now()
        return super().boxes() + [(f"place {p}", r) for r, p, _tip in self.regions.items] + [
            ("log", self.log.rect), ("prompt", lay.prompt), ("arena", self.geo.box)]
