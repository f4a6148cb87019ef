"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or a new game. A bad autosave is named in one line on the new-game screen and
left alone until a new game starts (the new game's autosave replaces it)."""

from __future__ import annotations

from datetime import datetime

import pygame
from pygame_gui.elements import UILabel

from ..rules import Game
from . import layout as L
from . import theme as th
from .autosave import autosave_path, find_autosave
from .fields import Button, Form
from .scene import FormScene


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


class ResumeScene(FormScene):
    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.lines = summary(game)
        self.build()

    def build(self) -> None:
        ui, lay = self.ui, L.now()
        W, H = lay.size
        g = lay.gap
        UILabel(pygame.Rect(0, H // 6, W, lay.title + g), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(0, H // 6 + lay.title + 2 * g, W, lay.big + g),
                "An unfinished game was saved when the window last closed.", ui, object_id="#heading")
        self.box = pygame.Rect(0, 0, min(W - 4 * g, lay.u(1000)), 3 * (lay.px(24) + 2 * g) + 2 * g)
        self.box.midtop = (W // 2, H // 6 + lay.title + lay.big + 5 * g)
        bw, bh = min(lay.u(380), (W - 6 * g) // 2), max(40, lay.u(80))
        y = self.box.bottom + 3 * g
        self.resume = Button("RESUME", pygame.Rect(W // 2 - bw - g, y, bw, bh), ui, "#start",
                             "Play on from the last decision")
        self.new = Button("New game", pygame.Rect(W // 2 + g, y, bw, bh), ui, None,
                          "Set up a new game (the autosave is replaced once it starts)")
        self.quit = Button("Quit", pygame.Rect(W // 2 - bw // 4, y + bh + 2 * g, bw // 2, max(30, lay.u(48))), ui)
        UILabel(pygame.Rect(0, H - lay.small - 2 * g, W, lay.small + g),
                "Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)", ui)
        fields = [self.resume, self.new, self.quit]
        self.form = Form(ui, fields, focus=fields[self.focus])
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
        lay = L.now()
        screen.fill(th.BG)
        box = self.box
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.GOLD, box, 2, border_radius=lay.radius_large)
        inner = box.inflate(-4 * lay.gap, -2 * lay.gap)
        h = inner.h // len(self.lines)
        for i, line in enumerate(self.lines):
            th.label(screen, line, lay.px(24 if i == 0 else 20), (inner.x, inner.y + i * h, inner.w, h),
                     th.TEXT if i else th.GOLD, i == 0, "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("summary", self.box)]
