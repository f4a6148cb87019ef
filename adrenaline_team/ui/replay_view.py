"""The replay viewer: a saved game stepped through on the table, one decision at a time.

Right / Enter / gamepad A: forward one decision; left: back one; up / down: the previous /
next team turn; type a number and Enter: jump to that turn; Home / End: the start / the
end; Esc / gamepad B: close. The same steps have buttons for the mouse. Both teams' hands
are open: a replay hides nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..arena import load_arena
from ..rules import view
from ..rules.save import SaveError
from . import layout as L
from . import theme as th
from .app import App
from .arena_view import floor_layer
from .log_panel import LogPanel
from .render import compose
from .replay import Replay
from .scene import Scene

LOG_LINES = 120  # narration kept in the panel after a jump (older lines would not be read)


class ReplayScene(Scene):
    def __init__(self, app, replay: Replay, name: str = ""):
        super().__init__(app)
        self.replay, self.name = replay, name
        self.floor, self.geo = floor_layer(load_arena(replay.game.table.config.arena), L.CENTRE)
        labels = ("⏮ Turn", "◀ Back", "Forward ▶", "Turn ⏭", "Close")
        w = (L.CHOICES.w - 4 * 8) // 5
        self.buttons = {UIButton(pygame.Rect(L.CHOICES.x + i * (w + 8), L.CHOICES.y + 8, w, 48), text, self.ui): text
                        for i, text in enumerate(labels)}
        self.typed = ""  # digits of a turn to jump to
        self.show()

    def show(self) -> None:
        """Draw the table after the current decision, with the narration so far."""
        r = self.replay
        game = r.game
        team = game.pending.team if game.pending else None
        # a replay hides nothing: the deciding team's hand is open
        self.surface, _, _ = compose(view(game.table, team or "black"), team, team, self.floor, self.geo)
        self.log = LogPanel(L.LOG)
        texts = list(r.opening) + [t for s in r.steps[:r.at] for t in s.texts]
        self.log.add(texts[-LOG_LINES:])
        bar = L.PROMPT
        turns = len(r.turns)
        head = f"REPLAY {self.name} · decision {r.at} of {len(r)} · turn {r.turn_of(r.at)} of {turns}"
        self.surface.blit(th.fit(head, 18, bar.w - 24, th.GOLD, True), (bar.x + 12, bar.y + 6))
        if r.at:
            last = r.steps[r.at - 1]
            words = f"{last.team.capitalize()} chose: {last.label}"
        else:
            words = "The start of the game"
        self.surface.blit(th.fit(words, 16, bar.w - 24, th.TEXT), (bar.x + 12, bar.y + 31))
        hint = "← → one decision · ↑ ↓ one turn · type a turn number + Enter · Home / End · Esc closes"
        self.surface.blit(th.text(hint, 15, th.DIM), (L.CHOICES.x + 4, L.CHOICES.y + 70))

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
            self.app.running = False
            return
        moves[what]()
        self.show()

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            text = self.buttons[event.ui_element]
            self.act({"⏮ Turn": "prev turn", "◀ Back": "back", "Forward ▶": "forward", "Turn ⏭": "next turn",
                      "Close": "close"}[text])
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

    def draw(self, screen) -> None:
        screen.blit(self.surface, (0, 0))
        self.log.draw(screen)
        if self.typed:
            th.blit_center(screen, th.text(f"Jump to turn {self.typed} — Enter", 28, th.HILITE, True),
                           (L.CENTRE.centerx, L.CENTRE.bottom - 30))
        super().draw(screen)


def replay_window(path: str | Path) -> int:
    """`adrenaline-team replay FILE`: step through a saved game in the window. A save that
    cannot be loaded gets one line on stderr and exit code 2, and no window."""
    try:
        replay = Replay.load(path)
    except SaveError as err:
        print(f"adrenaline-team: {err}", file=sys.stderr)
        return 2
    return App(first=lambda app: ReplayScene(app, replay, Path(path).name)).loop()
