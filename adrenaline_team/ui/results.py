"""The results screen: each team's final tally by where the points came from, the winner or
the tie-break that decided it (TP-GAME-3, TP-GAME-4); and a button that exports the game as
a save file for `adrenaline-team replay`."""

from __future__ import annotations

import pygame

from ..rules import Game
from . import theme as th
from .autosave import export
from .fields import Button, Form
from .scene import Scene

CATEGORIES = (("killshots", "Killshots"), ("overkill", "Overkills"), ("multikill", "Double / triple kills"),
              ("flush", "Flush rewards"), ("remaining", "Remaining damage (1 per 3)"))


class ResultsScene(Scene):
    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.again = Button("New game", pygame.Rect(500, 900, 280, 64), self.ui, "#start")
        self.export = Button("Export save", pygame.Rect(820, 900, 280, 64), self.ui, None,
                             "Write this game to a file to replay it later")
        self.quit = Button("Quit", pygame.Rect(1140, 900, 280, 64), self.ui)
        self.form = Form(self.ui, [self.again, self.export, self.quit], focus=self.again)
        self.exported = ""  # where the export went, or why it failed: shown under the buttons
        self.shown_totals: dict[str, int] = {}  # what the screen shows, read back by the tests
        self.shown_tally: dict[str, dict[str, int]] = {}
        self.surface = self._picture()

    def _picture(self) -> pygame.Surface:
        surf = pygame.Surface(th.LOGICAL)
        surf.fill(th.BG)
        result = self.game.result
        title = f"{result.winner.upper()} TEAM WINS" if result.winner else "A DRAW"
        th.blit_center(surf, th.text(title, 72, th.GOLD, True), (960, 130))
        th.blit_center(surf, th.text(result.reason, 24, th.TEXT), (960, 200))
        for team, x in (("black", 380), ("white", 1000)):
            ts = self.game.table.teams[team]
            box = pygame.Rect(x, 260, 540, 560)
            pygame.draw.rect(surf, th.PANEL, box, border_radius=16)
            head = pygame.Rect(box.x, box.y, box.w, 90)
            pygame.draw.rect(surf, th.TEAM[team], head, border_top_left_radius=16, border_top_right_radius=16)
            ink = th.TEAM_INK[team]
            surf.blit(th.text(f"{team.upper()} TEAM", 30, ink, True), (box.x + 28, box.y + 14))
            surf.blit(th.fit(", ".join(p.name for p in ts.players), 16, 340, ink), (box.x + 28, box.y + 56))
            total = result.scores[team]
            self.shown_totals[team] = total
            self.shown_tally[team] = dict(ts.tally)
            th.blit_center(surf, th.text(str(total), 60, ink, True), (box.right - 70, head.centery))
            if result.winner == team:
                pygame.draw.rect(surf, th.GOLD, box, 4, border_radius=16)
            y = box.y + 120
            for key, label in CATEGORIES:
                surf.blit(th.text(label, 22, th.TEXT), (box.x + 30, y))
                pts = th.text(str(ts.tally.get(key, 0)), 26, th.GOLD, True)
                surf.blit(pts, pts.get_rect(topright=(box.right - 34, y - 2)))
                pygame.draw.line(surf, th.EDGE, (box.x + 30, y + 44), (box.right - 30, y + 44))
                y += 64
            other_keys = {k for k in ts.tally if k not in dict(CATEGORIES)}
            for key in sorted(other_keys):
                surf.blit(th.text(key, 22, th.TEXT), (box.x + 30, y))
                pts = th.text(str(ts.tally[key]), 26, th.GOLD, True)
                surf.blit(pts, pts.get_rect(topright=(box.right - 34, y - 2)))
                y += 64
            surf.blit(th.text(f"Total {total}", 26, th.TEXT, True), (box.x + 30, box.bottom - 60))
        return surf

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if self.export.pressed:
            self.export.pressed = False
            self.save()
        elif self.again.pressed:
            self.new_game()
        elif self.quit.pressed:
            self.app.running = False

    def save(self) -> None:
        try:
            self.exported = f"Saved to {export(self.game)} — replay it with: adrenaline-team replay FILE"
        except OSError as err:
            self.exported = f"Could not export the save: {err}"

    def new_game(self) -> None:
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app, self.game.table.config))

    def draw(self, screen) -> None:
        screen.blit(self.surface, (0, 0))
        if self.exported:
            th.blit_center(screen, th.fit(self.exported, 20, 1800, th.HILITE), (960, 1000))
        super().draw(screen)
        self.form.draw_focus(screen)
