"""The results screen: each team's final tally by where the points came from, the winner or
the tie-break that decided it (TP-GAME-3, TP-GAME-4); and a button that exports the game as
a save file for `adrenaline-team replay`."""

from __future__ import annotations

import pygame

from ..rules import Game
from . import layout as L
from . import theme as th
from .autosave import export
from .fields import Button, Form
from .scene import FormScene

CATEGORIES = (("killshots", "Killshots"), ("overkill", "Overkills"), ("multikill", "Double / triple kills"),
              ("flush", "Flush rewards"), ("remaining", "Remaining damage (1 per 3)"))


class ResultsScene(FormScene):
    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.exported = ""  # where the export went, or why it failed: shown under the buttons
        self.shown_totals: dict[str, int] = {}  # what the screen shows, read back by the tests
        self.shown_tally: dict[str, dict[str, int]] = {}
        self.build()

    def build(self) -> None:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        bw, bh = min(lay.u(300), (W - 4 * g) // 3), max(36, lay.u(64))
        y = H - 2 * g - bh - (lay.body + g)
        x0 = (W - 3 * bw - 2 * g) // 2
        self.button_rects = [pygame.Rect(x0 + k * (bw + g), y, bw, bh) for k in range(3)]
        self.again = Button("New game", self.button_rects[0], self.ui, "#start")
        self.export = Button("Export save", self.button_rects[1], self.ui, None,
                             "Write this game to a file to replay it later")
        self.quit = Button("Quit", self.button_rects[2], self.ui)
        fields = [self.again, self.export, self.quit]
        self.form = Form(self.ui, fields, focus=fields[self.focus])
        self.surface = self._picture()

    def _picture(self) -> pygame.Surface:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        surf = pygame.Surface(lay.size)
        surf.fill(th.BG)
        result = self.game.result
        title = f"{result.winner.upper()} TEAM WINS" if result.winner else "A DRAW"
        big = lay.px(72)
        th.label(surf, title, big, (g, g, W - 2 * g, big + g), th.GOLD, True, "center")
        th.label(surf, result.reason, lay.px(24), (g, big + 2 * g, W - 2 * g, lay.px(24) + g), th.TEXT, False, "center")
        top = big + lay.px(24) + 4 * g
        bottom = self.button_rects[0].y - 2 * g
        bw = min(lay.u(560), (W - 3 * g) // 2)
        self.panels = {}
        for k, team in enumerate(("black", "white")):
            ts = self.game.table.teams[team]
            box = pygame.Rect(W // 2 - bw - g // 2 + k * (bw + g), top, bw, bottom - top)
            self.panels[team] = box
            pygame.draw.rect(surf, th.PANEL, box, border_radius=lay.radius_large)
            head = pygame.Rect(box.x, box.y, box.w, min(box.h // 4, lay.u(90) + lay.body))
            pygame.draw.rect(surf, th.TEAM[team], head, border_top_left_radius=lay.radius_large,
                             border_top_right_radius=lay.radius_large)
            ink = th.TEAM_INK[team]
            total = result.scores[team]
            self.shown_totals[team] = total
            self.shown_tally[team] = dict(ts.tally)
            score = th.text(str(total), max(th.MIN_TEXT, head.h - 2 * g), ink, True)
            score_r = score.get_rect(midright=(head.right - 2 * g, head.centery))
            surf.blit(score, score_r)
            name_w = score_r.x - head.x - 3 * g
            th.label(surf, f"{team.upper()} TEAM", lay.px(30), (head.x + 2 * g, head.y + g // 2, name_w, head.h // 2),
                     ink, True)
            th.label(surf, ", ".join(p.name for p in ts.players), lay.body,
                     (head.x + 2 * g, head.centery, name_w, head.h // 2 - g // 2), ink)
            if result.winner == team:
                pygame.draw.rect(surf, th.GOLD, box, 4, border_radius=lay.radius_large)
            rows = list(CATEGORIES) + [(key, key) for key in sorted(k for k in ts.tally if k not in dict(CATEGORIES))]
            rows.append(("total", f"Total {total}"))
            row_h = (box.bottom - head.bottom - g) // len(rows)
            size = min(lay.px(22), max(th.MIN_TEXT, row_h - 8))
            for n, (key, words) in enumerate(rows):
                r = pygame.Rect(box.x + 2 * g, head.bottom + g // 2 + n * row_h, box.w - 4 * g, row_h)
                if key == "total":
                    th.label(surf, words, size, r, th.TEXT, True)
                    continue
                pts = th.text(str(ts.tally.get(key, 0)), size, th.GOLD, True)
                pr = pts.get_rect(midright=r.midright)
                surf.blit(pts, pr)
                th.label(surf, words, size, (r.x, r.y, pr.x - r.x - g, r.h), th.TEXT)
                pygame.draw.line(surf, th.EDGE, (r.x, r.bottom - 1), (r.right, r.bottom - 1))
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
        self.app.switch(NewGameScene(self.app, self.app.form or self.game.table.config))

    def draw(self, screen) -> None:
        lay = L.now()
        screen.blit(self.surface, (0, 0))
        if self.exported:
            b = self.button_rects[0]
            th.label(screen, self.exported, lay.body, (lay.gap, b.bottom + lay.gap // 2, lay.size[0] - 2 * lay.gap,
                                                         lay.body + lay.gap), th.HILITE, False, "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [(f"panel {t}", r) for t, r in self.panels.items()]
