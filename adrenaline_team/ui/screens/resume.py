"""The first screen after a crash or a closed window: the unfinished autosaved game, offered
for resuming, or an unfinished game set aside as a backup when a new game took the
autosave's place; else a new game. A bad autosave is named in one line on the new-game
screen and left alone until a new game starts (then it too is kept as a backup)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
from pygame_gui.elements import UILabel

from ...rules import Game
from ..autosave import Offer, find_offer
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Form
from ..kit.scene import FormScene


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


class MessageScene(FormScene):
    """A start-up screen: the title, a heading, a framed message (its first line in gold), a
    row of big buttons and a Quit under them. `buttons()` names the big ones."""

    heading = ""
    edge = th.GOLD

    def buttons(self) -> list[tuple[str, str, str | None, str]]:
        """(attribute, words, widget id, tooltip) of each big button, left to right."""
        return []

    def build(self) -> None:
        ui, lay = self.ui, L.now()
        W, H = lay.size
        g = lay.gap
        top = H // 7
        UILabel(pygame.Rect(0, top, W, lay.title + g), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(g, top + lay.title + 2 * g, W - 2 * g, lay.big + g), self.heading, ui,
                object_id="#heading")
        self.box = pygame.Rect(0, 0, min(W - 4 * g, lay.u(1200)), len(self.lines) * (lay.px(24) + 2 * g) + 2 * g)
        self.box.midtop = (W // 2, top + lay.title + lay.big + 5 * g)
        specs = self.buttons()
        bw = min(lay.u(380), (W - (len(specs) + 3) * g) // max(1, len(specs)))
        bh = max(40, lay.u(80))
        x0 = W // 2 - (len(specs) * bw + (len(specs) - 1) * 2 * g) // 2
        y = self.box.bottom + 3 * g
        fields = []
        for k, (attr, words, object_id, tip) in enumerate(specs):
            button = Button(words, pygame.Rect(x0 + k * (bw + 2 * g), y, bw, bh), ui, object_id, tip)
            setattr(self, attr, button)
            fields.append(button)
        self.quit = Button("Quit", pygame.Rect(W // 2 - bw // 4, y + bh + 2 * g, bw // 2, max(30, lay.u(48))), ui)
        UILabel(pygame.Rect(0, H - lay.body - 3 * g, W, lay.body + 2 * g),
                "Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A)", ui)
        fields.append(self.quit)
        self.form = Form(ui, fields, focus=fields[min(self.focus, len(fields) - 1)])

    def draw(self, screen) -> None:
        lay = L.now()
        screen.fill(th.BG)
        box = self.box
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, self.edge, box, 2, border_radius=lay.radius_large)
        inner = box.inflate(-4 * lay.gap, -2 * lay.gap)
        h = inner.h // len(self.lines)
        for i, line in enumerate(self.lines):
            th.label(screen, line, lay.px(24 if i == 0 else 20), (inner.x, inner.y + i * h, inner.w, h),
                     th.TEXT if i else th.GOLD, i == 0, "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("message", self.box)]


class ResumeScene(MessageScene):
    def __init__(self, app, offer: Offer):
        super().__init__(app)
        self.offer, self.game = offer, offer.game
        self.heading = ("An unfinished game was set aside when a new game started." if offer.set_aside else
                        "An unfinished game was saved when the window last closed.")
        self.lines = summary(self.game, offer.path)
        self.build()

    def buttons(self):
        return [("resume", "RESUME", "#start", "Play on from the last decision"),
                ("new", "New game", None, "Set up a new game (this one stays saved as a backup, offered here next time)"),
                ("discard", "Discard it", None, "Delete this unfinished game for good")]

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.resume.pressed:
            from .play.play import PlayScene
            # a backup's game takes the autosave's place; the autosave's own game stays in it
            self.app.switch(PlayScene(self.app, game=self.game, resumed=not self.offer.set_aside))
            if self.offer.set_aside:
                self.offer.path.unlink(missing_ok=True)
        elif self.new.pressed:
            from .newgame import NewGameScene
            self.app.switch(NewGameScene(self.app, self.app.form or self.game.table.config))
        elif self.discard.pressed:
            self.offer.path.unlink(missing_ok=True)
            self.app.switch(first_screen(self.app))
        elif self.quit.pressed:
            self.app.running = False
