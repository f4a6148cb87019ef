"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or a new game. A bad autosave is named in one line on the new-game screen and
left alone until a new game starts (the new game's autosave replaces it)."""

from __future__ import annotations

from datetime import datetime

import pygame
from pygame_gui.elements import UILabel

from ..rules import Game
from . import theme as th
from .autosave import autosave_path, find_autosave
from .fields import Button, Form
from .scene import Scene


def first_screen(app):
    found = find_autosave()
    if found.game is not None:
        return ResumeScene(app, found.game)
    from .newgame import NewGameScene
    return NewGameScene(app, notice=found.error)


def summary(game: Game) -> list[str]:
    """What a player needs to recognise their game."""
    t = game.table
    lines = [f"Arena {t.config.arena} · " + " against ".join(
        f"{team.capitalize()} ({', '.join(p.name for p in t.teams[team].players)})" for team in ("black", "white"))]
    if t.phase == "turn":
        lines.append(f"{t.active.capitalize()} team's turn · Black {t.teams['black'].score} – "
                     f"White {t.teams['white'].score} · {t.skulls} skulls left")
    else:
        lines.append(f"Still setting up ({t.phase})")
    lines.append(f"{len(game.history)} decisions so far · saved {datetime.fromtimestamp(autosave_path().stat().st_mtime):%a %d %b %H:%M}")
    return lines


class ResumeScene(Scene):
    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        ui = self.ui
        UILabel(pygame.Rect(0, 200, 1920, 64), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(0, 300, 1920, 40), "An unfinished game was saved when the window last closed.", ui,
                object_id="#heading")
        self.resume = Button("RESUME", pygame.Rect(560, 640, 380, 80), ui, "#start", "Play on from the last decision")
        self.new = Button("New game", pygame.Rect(980, 640, 380, 80), ui, None,
                          "Set up a new game (the autosave is replaced once it starts)")
        self.quit = Button("Quit", pygame.Rect(860, 760, 200, 48), ui)
        UILabel(pygame.Rect(0, 1000, 1920, 30), "Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)", ui)
        self.form = Form(ui, [self.resume, self.new, self.quit], focus=self.resume)
        self.lines = summary(game)

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.resume.pressed:
            from .play import PlayScene
            self.app.switch(PlayScene(self.app, game=self.game))
        elif self.new.pressed:
            from .newgame import NewGameScene
            self.app.switch(NewGameScene(self.app, self.game.table.config))
        elif self.quit.pressed:
            self.app.running = False

    def draw(self, screen) -> None:
        screen.fill(th.BG)
        box = pygame.Rect(460, 380, 1000, 200)
        pygame.draw.rect(screen, th.PANEL, box, border_radius=16)
        pygame.draw.rect(screen, th.GOLD, box, 2, border_radius=16)
        for i, line in enumerate(self.lines):
            th.blit_center(screen, th.fit(line, 24 if i == 0 else 20, box.w - 40, th.TEXT if i else th.GOLD, i == 0),
                           (960, box.y + 50 + i * 50))
        super().draw(screen)
        self.form.draw_focus(screen)
