"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or an unfinished game set aside as a backup when a new game took the
autosave's place; else a new game. A bad autosave is named in one line on the new-game
screen and left alone until a new game starts (then it too is kept as a backup)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...rules import Game
from ...rules.state import TEAMS
from ..autosave import Offer, find_offer, took_over
from ..kit.fields import Button
from ..kit.message import ButtonSpec, MessageScene
from ..kit.scene import Scene, screen

if TYPE_CHECKING:
    from ..app import App


@screen("start")
def first_screen(app: App) -> Scene:
    found = find_offer()
    if found.game is not None:
        return ResumeScene(app, found)
    return app.make("newgame", notice=found.error)


def summary(game: Game, path: Path) -> list[str]:
    """What a player needs to recognise their game."""
    t = game.table
    lines = [f"Arena {t.config.arena} · " + " against ".join(
        f"{team.capitalize()} ({', '.join(p.name for p in t.teams[team].players)})" for team in TEAMS)]
    if t.phase == "turn":
        lines.append(f"{t.active.capitalize()} team's turn · Black {t.teams['black'].score} – "
                     f"White {t.teams['white'].score} · {t.skulls} skulls left")
    else:
        lines.append(f"Still setting up ({t.phase})")
    lines.append(f"{len(game.history)} decisions so far · saved {datetime.fromtimestamp(path.stat().st_mtime):%a %d %b %H:%M}")
    return lines


@screen("resume")
class ResumeScene(MessageScene):
    resume: Button
    new: Button
    discard: Button

    def __init__(self, app: App, offer: Offer):
        """`offer`: a game found to resume (`find_offer`), with its file."""
        super().__init__(app)
        assert offer.game is not None and offer.path is not None
        self.offer, self.game, self.path = offer, offer.game, offer.path
        self.heading = ("An unfinished game was set aside when a new game started." if offer.set_aside else
                        "An unfinished game was saved when the window last closed.")
        self.lines = summary(self.game, self.path)
        self.build()

    def buttons(self) -> list[ButtonSpec]:
        return [("resume", "RESUME", "#start", "Play on from the last decision"),
                ("new", "New game", None, "Set up a new game (this one stays saved as a backup, offered here next time)"),
                ("discard", "Discard it", None, "Delete this unfinished game for good")]

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.resume.pressed:
            # a backup's game takes the autosave's place; the autosave's own game stays in it
            self.app.switch("play", game=self.game, resumed=not self.offer.set_aside)
            if self.offer.set_aside:
                took_over(self.path, self.app.autosaver())
        elif self.new.pressed:
            self.app.switch("newgame", self.app.form or self.game.table.config)
        elif self.discard.pressed:
            self.path.unlink(missing_ok=True)
            self.app.switch(first_screen(self.app))
        elif self.quit.pressed:
            self.app.running = False
