"""The results screen: each team's final tally by where the points came from, the winner or
the tie-break that decided it (TP-GAME-3, TP-GAME-4); the game's review (`review`): a chart
of scores and evaluation by team turn with its moments marked, each character's figures,
and the three turning points, each opening the replay viewer at its turn; and a button that
exports the game as a save file for `adrenaline-team replay`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....i18n import N_, _
from ....review import review
from ....rules import Game
from ....rules.cards import name
from ....rules.save import to_save
from ....rules.state import TEAMS, Team
from ....session.autosave import exported
from ...kit import layout as L
from ...kit import theme as th
from ...kit.controls import BACKWARD, FORWARD
from ...kit.fields import Button
from ...kit.scene import FormScene, Scene, ToNewGame, ToReplay, ToResults, screen
from ....session.replay import Replay
from ...table.choices import button_label
from ...words import team_title, team_word
from .chart import draw_chart

if TYPE_CHECKING:
    from ...app import App

# each team's points by what scored them: worded as points, beside the characters' counts below
CATEGORIES = (("killshots", N_("Killshot points")), ("overkill", N_("Overkill points")),
              ("multikill", N_("Double / triple kill points")), ("flush", N_("Flush reward points")),
              ("remaining", N_("Remaining damage (1 per 3)")))
# each character's figures: damage dealt, killshots, deaths, flushes caused, points it scored
COLUMNS = (("damage", N_("damage")), ("killshots", N_("killshots")), ("deaths", N_("deaths")),
           ("flushes", N_("flushes")), ("points", N_("points")))
WINS = {"black": N_("BLACK TEAM WINS"), "white": N_("WHITE TEAM WINS")}


@screen(ToResults)
def results(app: App, to: ToResults) -> Scene:
    return ResultsScene(app, to.game)


class ResultsScene(FormScene):
    def __init__(self, app: App, game: Game):
        """`game`: a game that is over. Opened over another screen (a saved game's review),
        its first button goes back there (`back`); else it starts a new game."""
        super().__init__(app)
        assert game.result is not None, "the results of a game that is over"
        self.game, self.result, self.back = game, game.result, app.covers
        # Nothing has the focus until the player moves it: Enter, Space or A pressed as the
        # results arrive (meant for the game's last question) must not leave them.
        self.focus_shown = False
        self.exported = ""  # where the export went, or why it failed: shown under the buttons
        self.shown_totals: dict[str, int] = {}  # what the screen shows, read back by the tests
        self.shown_tally: dict[str, dict[str, int]] = {}
        self.review = review(to_save(game))
        self.build()

    def build(self) -> None:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        bw, bh = min(lay.u(300), (W - 4 * g) // 3), max(36, lay.u(64))
        y = H - 2 * g - bh - (lay.body + g)
        x0 = (W - 3 * bw - 2 * g) // 2
        self.button_rects = [pygame.Rect(x0 + k * (bw + g), y, bw, bh) for k in range(3)]
        self.again = Button(_("Back") if self.back else _("New game"), self.button_rects[0], self.ui, "#start")
        self.export = Button(_("Export save"), self.button_rects[1], self.ui, None,
                             _("Write this game to a file to replay it later"))
        self.quit = Button(_("Quit"), self.button_rects[2], self.ui)
        self.places()
        self.turning = {}
        tp = self.turning_box
        row = max(28, min(lay.u(48), (tp.h - lay.body - g) // max(1, len(self.review.turning))))
        for k, p in enumerate(self.review.turning):
            words = _("{n} · Turn {turn}, {team} {swing:+.1f}: {what}").format(n=k + 1, turn=p.turn,
                                                                              team=team_word(p.team), swing=p.swing,
                                                                              what=p.words)
            text, tip = button_label(words, lay.body, tp.w - 24)
            rect = pygame.Rect(tp.x, tp.y + lay.body + g // 2 + k * row, tp.w, row - 4)
            self.turning[Button(text, rect, self.ui, "#tour", tip or words)] = p.turn
        fields = [self.again, self.export, self.quit, *self.turning]
        self.ring(fields)
        self.surface = self._picture()

    def places(self) -> None:
        """The tallies and the characters on the left, the chart and its turning points on the right."""
        lay = L.now()
        W, g = lay.size[0], lay.gap
        big = lay.px(56)
        self.title_h = big + lay.px(22) + 3 * g
        top, bottom = self.title_h, self.button_rects[0].y - g
        left_w = max(lay.u(640), (W - 3 * g) * 2 // 5)
        left = pygame.Rect(g, top, left_w, bottom - top)
        right = pygame.Rect(left.right + g, top, W - left.right - 2 * g, bottom - top)
        half = (left.w - g) // 2
        tally_h = left.h * 11 // 20
        self.panels = {team: pygame.Rect(left.x + k * (half + g), left.y, half, tally_h)
                       for k, team in enumerate(TEAMS)}
        self.characters_box = pygame.Rect(left.x, left.y + tally_h + g, left.w, left.h - tally_h - g)
        n = max(1, len(self.review.turning))
        tp_h = lay.body + g // 2 + n * max(28, min(lay.u(48), lay.body + 14))
        self.chart_box = pygame.Rect(right.x, right.y, right.w, right.h - tp_h - g)
        self.turning_box = pygame.Rect(right.x, self.chart_box.bottom + g, right.w, tp_h)

    def _picture(self) -> pygame.Surface:
        lay = L.now()
        W = lay.size[0]
        g = lay.gap
        surf = pygame.Surface(lay.size)
        surf.fill(th.BG)
        result = self.result
        title = _(WINS[result.winner]) if result.winner else _("A DRAW")
        big = lay.px(56)
        th.label(surf, title, big, (g, g, W - 2 * g, big + g), th.GOLD, True, "center")
        th.label(surf, _(result.reason), lay.px(22), (g, big + 2 * g, W - 2 * g, lay.px(22) + g), th.TEXT, False, "center")
        for team, box in self.panels.items():
            self._tally(surf, team, box)
        self._characters(surf, self.characters_box)
        draw_chart(surf, self.chart_box, self.review)
        tp = self.turning_box
        th.label(surf, _("TURNING POINTS · the largest swings of the evaluation: open the replay at that turn"),
                 lay.small, (tp.x, tp.y, tp.w, lay.body), th.GOLD, True)
        return surf

    def _tally(self, surf: pygame.Surface, team: Team, box: pygame.Rect) -> None:
        lay = L.now()
        g = lay.gap
        result = self.result
        ts = self.game.table.teams[team]
        pygame.draw.rect(surf, th.PANEL, box, border_radius=lay.radius_large)
        head = pygame.Rect(box.x, box.y, box.w, min(box.h // 4, lay.u(80) + lay.body))
        pygame.draw.rect(surf, th.TEAM[team], head, border_top_left_radius=lay.radius_large,
                         border_top_right_radius=lay.radius_large)
        ink = th.TEAM_INK[team]
        total = result.scores[team]
        self.shown_totals[team] = total
        self.shown_tally[team] = dict(ts.tally)
        score = th.text(str(total), max(th.MIN_TEXT, head.h - 2 * g), ink, True)
        score_r = score.get_rect(midright=(head.right - g, head.centery))
        surf.blit(score, score_r)
        name_w = score_r.x - head.x - 2 * g
        th.label(surf, team_title(team), lay.px(26), (head.x + g, head.y + g // 2, name_w, head.h // 2), ink, True)
        th.label(surf, _(", ").join(p.name for p in ts.players), lay.small,
                 (head.x + g, head.centery, name_w, head.h // 2 - g // 2), ink)
        if result.winner == team:
            pygame.draw.rect(surf, th.GOLD, box, 4, border_radius=lay.radius_large)
        rows = list(CATEGORIES) + [(key, key) for key in sorted(k for k in ts.tally if k not in dict(CATEGORIES))]
        row_h = (box.bottom - head.bottom - g // 2) // len(rows)
        size = min(lay.px(20), max(th.MIN_TEXT, row_h - 6))
        for n, (key, words) in enumerate(rows):
            r = pygame.Rect(box.x + g, head.bottom + g // 4 + n * row_h, box.w - 2 * g, row_h)
            pts = th.text(str(ts.tally.get(key, 0)), size, th.GOLD, True)
            pr = pts.get_rect(midright=r.midright)
            surf.blit(pts, pr)
            th.label_wrapped(surf, _(words), size, (r.x, r.y, pr.x - r.x - g, r.h), th.TEXT)
            pygame.draw.line(surf, th.EDGE, (r.x, r.bottom - 1), (r.right, r.bottom - 1))

    def _characters(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        """Each character's figures: damage dealt, killshots, deaths, flushes caused, points."""
        lay = L.now()
        g = lay.gap
        pygame.draw.rect(surf, th.PANEL, box, border_radius=lay.radius_large)
        rows = [(_("CHARACTER"), *(_(words) for _key, words in COLUMNS))] + [
            (name(f.character), f.damage, f.killshots, f.deaths, f.flushes, f.points)
            for f in self.review.figures.values()]
        teams = [None] + [f.team for f in self.review.figures.values()]
        inner = box.inflate(-2 * g, -g)
        # the numbers' columns as wide as their heads need, the names' column giving way as far
        # as the longest name allows; a head still too wide goes on two lines
        need = max(th.measure(str(words), lay.small, True) for words in rows[0][1:]) + 8
        names = max(th.measure(str(row[0]), lay.px(18)) for row in rows[1:]) + lay.px(18) + 12
        col = min(max((inner.w - inner.w * 3 // 10) // len(COLUMNS), need), (inner.w - names) // len(COLUMNS))
        first = inner.w - col * len(COLUMNS)
        # the column heads on two lines where a word is wider than its column (キルショット)
        two = any(th.measure(str(words), lay.small, True) > col - 4 for words in rows[0][1:])
        head_h = 2 * th.line_height(lay.small, True) if two else 0
        row_h = (inner.h - head_h) // max(1, len(rows) - (1 if head_h else 0))
        head_h = head_h or row_h
        size = min(lay.px(18), max(th.MIN_TEXT, row_h - 6))
        for n, (row, team) in enumerate(zip(rows, teams)):
            y = inner.y + (n - 1) * row_h + head_h if n else inner.y
            head = team is None
            colour = th.DIM if head else th.TEXT
            if team is not None:
                chip = pygame.Rect(inner.x, y + row_h // 4, max(6, row_h // 3), row_h // 2)
                pygame.draw.rect(surf, th.TEAM[team], chip, border_radius=3)
                pygame.draw.rect(surf, th.EDGE, chip, 1, border_radius=3)
            x = inner.x + (0 if head else max(6, row_h // 3) + 6)
            h = head_h if head else row_h
            th.label(surf, str(row[0]), size, (x, y, inner.x + first - x, h), colour, head)
            for k, cell in enumerate(row[1:]):
                th.label_wrapped(surf, str(cell), lay.small if head else size,
                                 (inner.x + first + k * col, y, col - 4, h), th.DIM if head else th.GOLD, True, "right")

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        if not self.focus_shown and command in ("pick", *FORWARD, *BACKWARD):
            self.focus_shown = command != "pick"  # the first move shows the focus where it is
            return
        self.form.handle(event, command)
        for button, turn in self.turning.items():
            if button.pressed:
                button.pressed = False
                self.open_replay(turn)
                return
        if self.export.pressed:
            self.export.pressed = False
            self.save()
        elif self.again.pressed or (command == "back" and self.back):
            self.new_game()
        elif self.quit.pressed:
            self.app.running = False

    def save(self) -> None:
        self.exported = exported(self.game)

    def open_replay(self, turn: int) -> None:
        """The replay viewer at the start of team turn `turn`; Close comes back here."""
        replay = Replay(to_save(self.game))
        replay.to_turn(turn)
        self.app.push(ToReplay(replay, _("· turning point, turn {turn}").format(turn=turn)))

    def new_game(self) -> None:
        if self.back:
            self.app.pop()
        else:
            self.app.switch(ToNewGame(self.app.form or self.game.table.config))

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.blit(self.surface, (0, 0))
        if self.exported:
            b = self.button_rects[0]
            th.label(screen, self.exported, lay.body, (lay.gap, b.bottom + lay.gap // 2, lay.size[0] - 2 * lay.gap,
                                                         lay.body + lay.gap), th.HILITE, False, "center")
        super().draw(screen)
        if self.focus_shown:
            self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [(f"panel {t}", r) for t, r in self.panels.items()] + [
            ("chart", self.chart_box), ("characters", self.characters_box), ("turning points", self.turning_box)]
