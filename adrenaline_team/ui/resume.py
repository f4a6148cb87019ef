"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or an unfinished game set aside as a backup when a new game took the
autosave's place; else a new game. A bad autosave is named in one line on the new-game
screen and left alone until a new game starts (then it too is kept as a backup)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
from pygame_gui.elements import UILabel

from ..rules import Game
from . import theme as th
from .autosave import Offer, find_offer
from .fields import Button, Form
from .scene import Scene


def first_screen(app):
    found = find_offer()
    if found.game is not None:
        return ResumeScene(app, found)
    from .newgame import NewGameScene
    return NewGameScene(app, notice=found.error)


def summary(game: Game, path: Path) -> list[str]:
    """What a player needs to recognise their game."""
    t = game.table
    lines = [f"Arena {t.config.arena} · " + " against ".join(
        f"{team.capitalize()} ({', '.join(p.name for p in t.teams[team].players)})" for team in ("black", "white"))]
    if t.phase == "turn":
        lines.append(f"{t.active.capitalize()} team's turn · Black {t.teams['black'].score} – "
                     f"White {t.teams['white'].score} · {t.skulls} skulls left")
    else:
        lines.append(f"Still setting up ({t.phase})")
    lines.append(f"{len(game.history)} decisions so far · saved {datetime.fromtimestamp(path.stat().st_mtime):%a %d %b %H:%M}")
    return lines


class ResumeScene(Scene):
    def __init__(self, app, offer: Offer):
        super().__init__(app)
        self.offer, self.game = offer, offer.game
        ui = self.ui
        UILabel(pygame.Rect(0, 200, 1920, 64), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        heading = ("An unfinished game was set aside when a new game started." if offer.set_aside else
                   "An unfinished game was saved when the window last closed.")
        UILabel(pygame.Rect(0, 300, 1920, 40), heading, ui, object_id="#heading")
        self.resume = Button("RESUME", pygame.Rect(460, 640, 320, 80), ui, "#start", "Play on from the last decision")
        self.new = Button("New game", pygame.Rect(800, 640, 320, 80), ui, None,
                          "Set up a new game (this one stays saved as a backup, offered here next time)")
        self.discard = Button("Discard it", pygame.Rect(1140, 640, 320, 80), ui, None,
                              "Delete this unfinished game for good")
        self.quit = Button("Quit", pygame.Rect(860, 760, 200, 48), ui)
        UILabel(pygame.Rect(0, 1000, 1920, 30), "Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)", ui)
        self.form = Form(ui, [self.resume, self.new, self.discard, self.quit], focus=self.resume)
        self.lines = summary(self.game, offer.path)

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.resume.pressed:
            from .play import PlayScene
            # a backup's game takes the autosave's place; the autosave's own game stays in it
            self.app.switch(PlayScene(self.app, game=self.game, resumed=not self.offer.set_aside))
            if self.offer.set_aside:
                self.offer.path.unlink(missing_ok=True)
        elif self.new.pressed:
            from .newgame import NewGameScene
            self.app.switch(NewGameScene(self.app, self.game.table.config))
        elif self.discard.pressed:
            self.offer.path.unlink(missing_ok=True)
            self.app.switch(first_screen(self.app))
        elif self.quit.pressed:
            self.app.running = False

    def draw(self, screen) -> None:
        draw_message(screen, self.lines, pygame.Rect(460, 380, 1000, 200), th.GOLD)
        super().draw(screen)
        self.form.draw_focus(screen)


def draw_message(screen, lines: list[str], box: pygame.Rect, edge) -> None:
    """The start-up screens' framed message: a heading line in gold, then the others."""
    screen.fill(th.BG)
    pygame.draw.rect(screen, th.PANEL, box, border_radius=16)
    pygame.draw.rect(screen, edge, box, 2, border_radius=16)
    for i, line in enumerate(lines):
        th.blit_center(screen, th.fit(line, 24 if i == 0 else 20, box.w - 40, th.TEXT if i else th.GOLD, i == 0),
                       (960, box.y + 50 + i * 50))
