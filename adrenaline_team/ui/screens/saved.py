"""The saved games: every game finished in a window (kept in `games/`), every export
(`saves/`) and every unfinished game set aside (`backups/`), newest first, each with its date,
teams, score and arena, or, for a file that does not load, its one line. The chosen one opens
in the replay viewer or its review (the results screen), or, unfinished, is resumed. Reached
from the new-game screen and the table's menu; Back returns there as it was.

↑ / ↓ (d-pad) choose a file, Page Up / Page Down and Home / End leap, the mouse wheel scrolls
and a click chooses; ← / → and Tab move between the buttons, Enter (A) presses the one in
focus, Esc (B) goes back.

Each file is read as `play --load` reads it (its whole history replayed, about 10 ms for a
finished game), so a folder of hundreds would hold the window for seconds: the list shows at
once and the files are read a few milliseconds' worth a frame, the rows on show first.
`autosave.read_saved` keeps what it read while a file is unchanged, so coming back is quick."""

from __future__ import annotations

import gc
import time
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UILabel

from ...i18n import Dated, _, ngettext
from ...places import data_dir, shown
from ...rules import Game
from ...rules.save import SaveError, load_game, to_save
from ...rules.state import TEAMS
from ...session.autosave import SavedFile, SavedGame, read_saved, saved_files, set_aside_problem, took_over
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Form
from ..kit.scene import Scene, ToPlay, ToReplay, ToResults, ToSaved, screen
from ...session.replay import Replay

if TYPE_CHECKING:
    from ..app import App

READ_BUDGET = 0.012  # seconds of reading files a frame (at least one file a frame)
WHEEL_ROWS = 3  # rows a notch of the mouse wheel scrolls
# the columns' shares of a row's width: date, kind, arena, black team, score, white team
COLUMNS = (0.17, 0.16, 0.08, 0.24, 0.10, 0.25)


def kind(game: SavedGame) -> str:
    """Where the file came from, and whether its game is over."""
    if game.error:
        return _("Cannot be read")
    if game.folder == "games":
        return _("Finished")
    if game.folder == "backups":
        return _("Set aside, unfinished")
    return _("Export, finished") if game.finished else _("Export, unfinished")


def complaint(game: SavedGame) -> str:
    """The file's one line without the path it starts with (the row names the file)."""
    return game.error.removeprefix(f"{game.path}: ")


@screen(ToSaved)
def saved(app: App, to: ToSaved) -> Scene:
    return SavedScene(app)


class SavedScene(Scene):
    def __init__(self, app: App):
        """Opened over the new-game form or the table's menu: Back returns to it as it was."""
        super().__init__(app)
        self.files: list[SavedFile] = []
        self.read: dict[SavedFile, SavedGame] = {}
        self.at = 0  # the chosen row
        self.top = 0  # the first row on show
        self.focus_key = ""  # the button in focus (kept while the list changes and on a resize)
        self.note = ""  # why the chosen file did not open, or could not be resumed
        self.list_files()
        self.build()

    # --- the files -------------------------------------------------------------------------
    def list_files(self) -> None:
        """The folders' files now (a review may have exported one); the same file stays chosen."""
        chosen = self.files[self.at].path if self.files else None
        self.files = saved_files()
        self.read = {f: self.read[f] for f in self.files if f in self.read}
        paths = [f.path for f in self.files]
        self.at = paths.index(chosen) if chosen in paths else 0

    def entry(self, i: int) -> SavedGame:
        """Row `i`'s file, read now if it is not yet."""
        f = self.files[i]
        if f not in self.read:
            self.read[f] = read_saved(f)
        return self.read[f]

    def chosen(self) -> SavedGame | None:
        return self.entry(self.at) if self.files else None

    def unread(self) -> int | None:
        """The next file to read: the rows on show first, then the rest from the top."""
        shown = range(self.top, min(len(self.files), self.top + self.rows))
        return next((i for i in (*shown, *range(len(self.files))) if self.files[i] not in self.read), None)

    def moving(self) -> bool:
        return len(self.read) < len(self.files)  # frames keep coming while files are read

    def update(self, dt: float) -> None:
        super().update(dt)
        start = time.perf_counter()
        while (i := self.unread()) is not None:
            self.entry(i)
            if time.perf_counter() - start > READ_BUDGET:
                break

    # --- layout ----------------------------------------------------------------------------
    def relayout(self) -> None:
        self.list_files()  # also on coming back from a replay or a review
        super().relayout()

    def build(self) -> None:
        ui, lay = self.ui, L.now()
        W, H = lay.size
        g = lay.gap
        self.title = pygame.Rect(0, g, W, lay.title + g)
        UILabel(self.title, _("SAVED GAMES"), ui, object_id="#title")
        self.sub = pygame.Rect(g, self.title.bottom, W - 2 * g, lay.body + g)
        self.hint = pygame.Rect(g, H - lay.body - 2 * g, W - 2 * g, lay.body + g)
        bh = max(36, lay.u(64))
        bw = min(lay.u(320), (W - 5 * g) // 4)
        y = self.hint.y - g - bh
        x0 = (W - 4 * bw - 3 * g) // 2
        words = {"resume": (_("Resume"), None, _("Play this unfinished game on from its last decision. The game "
                                                     "in the autosave now, if unfinished, is set aside first.")),
                 "review": (_("Review"), None, _("The results, the chart and the turning points of this game")),
                 "replay": (_("Replay"), None, _("Step through this game decision by decision")),
                 "back": (_("Back"), None, None)}
        self.buttons = {key: Button(text, pygame.Rect(x0 + k * (bw + g), y, bw, bh), ui, object_id, tip)
                        for k, (key, (text, object_id, tip)) in enumerate(words.items())}
        self.detail = pygame.Rect(g, y - g - 2 * (lay.small + 6), W - 2 * g, 2 * (lay.small + 6))
        self.box = pygame.Rect(g, self.sub.bottom + g // 2, W - 2 * g, self.detail.y - g - self.sub.bottom - g // 2)
        self.row_h = max(lay.body + 12, lay.u(46))
        inner = self.box.inflate(-2 * g, -g)
        self.bar = pygame.Rect(inner.right - max(8, lay.u(12)), inner.y + self.row_h, max(8, lay.u(12)),
                               inner.h - self.row_h)
        self.rows = max(1, self.bar.h // self.row_h)
        self.list = pygame.Rect(inner.x, inner.y + self.row_h, self.bar.x - g - inner.x, self.rows * self.row_h)
        self.head = pygame.Rect(self.list.x, inner.y, self.list.w, self.row_h)
        self.form = Form(ui, list(self.buttons.values()))
        self.select(self.at)

    # --- choosing --------------------------------------------------------------------------
    def select(self, i: int) -> None:
        """Choose row `i` (kept in the list), scroll it into view, light the buttons it allows."""
        self.at = max(0, min(len(self.files) - 1, i))
        self.top = max(0, min(self.top, self.at, len(self.files) - self.rows))
        if self.at >= self.top + self.rows:
            self.top = self.at - self.rows + 1
        self.note = ""
        game = self.chosen()
        usable = {"back": True}
        if game is not None and not game.error:
            usable.update(resume=not game.finished, review=game.finished, replay=True)
        for key, b in self.buttons.items():
            b.button.enable() if usable.get(key) else b.button.disable()
        self.form.fields = [b for key, b in self.buttons.items() if usable.get(key)]
        # the button in focus stays while it applies; else the chosen file's first use
        self.form.focus(self.buttons[self.focus_key] if usable.get(self.focus_key) else self.form.fields[0])

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(self.top + rows, len(self.files) - self.rows))

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_ROWS)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list.collidepoint(event.pos):
            row = self.top + (event.pos[1] - self.list.y) // self.row_h
            if row < len(self.files):
                self.select(row)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.collidepoint(event.pos):
            self.scroll(self.rows if event.pos[1] > self._thumb().centery else -self.rows)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.select(self.at + (self.rows if event.key == pygame.K_PAGEDOWN else -self.rows))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.select(0 if event.key == pygame.K_HOME else len(self.files) - 1)
        elif command in ("up", "down"):
            self.select(self.at + (1 if command == "down" else -1))
        elif command == "back":
            self.go_back()
        else:
            before = self.form.focused
            self.form.handle(event, command)
            if self.form.focused is not before:  # the player's pick of a button
                self.focus_key = next(k for k, b in self.buttons.items() if b is self.form.focused)
            for key, b in self.buttons.items():
                if b.pressed:
                    b.pressed = False
                    self.act(key)
                    return

    def act(self, key: str) -> None:
        game = self.chosen()
        if key == "back" or game is None:
            self.go_back()
            return
        try:
            loaded = load_game(game.path)  # as it is now: it may have changed since it was listed
        except SaveError as err:
            self.note = str(err)
            return
        if loaded.over != game.finished:  # changed: listed again, the buttons say what it allows now
            self.list_files()
            self.select(self.at)
        elif key == "replay":
            self.app.push(ToReplay(Replay(to_save(loaded)), game.path.name))
        elif key == "review":
            self.app.push(ToResults(loaded))
        else:
            self.resume(loaded, game)

    def resume(self, loaded: Game, game: SavedGame) -> None:
        """Play an unfinished game on. It takes the autosave's place as `play --load` makes it
        do: an unfinished game there is set aside first, and if it cannot be, nothing is
        resumed. A backup resumed leaves the backups once the autosave holds it."""
        if self.app.saves and (problem := set_aside_problem()):
            self.note = _("Not resumed: {why}.").format(why=problem)
            return
        gc.unfreeze()  # a game left from its menu was kept out of the collector by its table
        self.app.switch(ToPlay(loaded))
        if game.folder == "backups":
            took_over(game.path, self.app.autosaver())

    def go_back(self) -> None:
        self.app.pop()

    # --- drawing ---------------------------------------------------------------------------
    def _thumb(self) -> pygame.Rect:
        n = max(1, len(self.files))
        h = max(self.bar.w * 2, self.bar.h * min(1.0, self.rows / n))
        y = self.bar.y + (self.bar.h - h) * (self.top / max(1, n - self.rows))
        return pygame.Rect(self.bar.x, round(y), self.bar.w, round(h))

    def _cells(self, row: pygame.Rect) -> list[pygame.Rect]:
        x, cells = row.x, []
        pad = L.now().gap
        for share in COLUMNS:
            w = round(row.w * share)
            cells.append(pygame.Rect(x + pad, row.y, w - 2 * pad, row.h))
            x += w
        return cells

    def _draw_row(self, screen: pygame.Surface, i: int, row: pygame.Rect) -> None:
        lay = L.now()
        size = lay.body
        f = self.files[i]
        cells = self._cells(row)
        th.label(screen, _("{date:%-d %b %Y, %H:%M}").format(date=Dated(f.date)), size, cells[0], th.TEXT)
        game = self.read.get(f)
        if game is None:
            th.label(screen, _("reading…"), size, cells[1], th.DIM)
            return
        if game.error:
            th.label(screen, kind(game), size, cells[1], th.DANGER, True)
            rest = cells[2].union(cells[-1])
            th.label(screen, _("{file} — {why}").format(file=f.path.name, why=complaint(game)), size, rest, th.DANGER)
            return
        th.label(screen, kind(game), size, cells[1], th.TEXT if game.finished else th.HILITE)
        th.label(screen, _("Arena {name}").format(name=game.arena), size, cells[2], th.TEXT)
        scores = game.scores
        best = max(scores.values()) if game.finished and len(set(scores.values())) > 1 else None
        for team, cell in zip(TEAMS, (cells[3], cells[5])):
            th.label(screen, _(", ").join(game.teams[team]), size, cell, th.GOLD if scores[team] == best else th.TEXT,
                     scores[team] == best, "left" if team == "black" else "right")
        th.label(screen, f"{scores['black']} – {scores['white']}", size, cells[4], th.GOLD, True, "center")

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.fill(th.BG)
        count = ngettext("{count} file", "{count} files", len(self.files)).format(count=len(self.files))
        th.label(screen, _("{count} in {folder} · finished games, exports and games set aside, newest first").format(
            count=count, folder=shown(data_dir())), lay.body, self.sub, th.DIM, False, "center")
        pygame.draw.rect(screen, th.PANEL, self.box, border_radius=lay.radius_large)
        heads = (_("DATE"), _("KIND"), _("ARENA"), _("BLACK TEAM"), _("SCORE"), _("WHITE TEAM"))
        aligns = ("left", "left", "left", "left", "center", "right")
        for words, cell, align in zip(heads, self._cells(self.head), aligns):
            th.label(screen, words, lay.small, cell, th.DIM, True, align)
        if not self.files:
            th.label(screen, _("No saved games yet: every game finished here is kept, and exports and games set "
                               "aside are listed too."), lay.body, self.list, th.DIM, False, "center")
        for k in range(self.top, min(len(self.files), self.top + self.rows)):
            row = pygame.Rect(self.list.x, self.list.y + (k - self.top) * self.row_h, self.list.w, self.row_h)
            if k == self.at:
                pygame.draw.rect(screen, th.PANEL_LIGHT, row, border_radius=lay.radius)
                pygame.draw.rect(screen, th.GOLD, row, 2, border_radius=lay.radius)
            elif k % 2:
                pygame.draw.rect(screen, th.shade(th.PANEL, 1.12), row)
            self._draw_row(screen, k, row)
        if len(self.files) > self.rows:
            pygame.draw.rect(screen, th.BG, self.bar, border_radius=self.bar.w // 2)
            pygame.draw.rect(screen, th.EDGE, self._thumb(), border_radius=self.bar.w // 2)
        self._draw_detail(screen)
        th.label(screen, _("↑ ↓ choose · Page Up / Page Down, Home / End · ← → or Tab: the buttons · Enter or A: "
                           "press · Esc or B: back · the mouse wheel scrolls"), lay.small, self.hint, th.DIM, False,
                 "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def _draw_detail(self, screen: pygame.Surface) -> None:
        """Under the list: the chosen file's place, or its whole complaint; what went wrong."""
        lay = L.now()
        game = self.chosen()
        half = self.detail.h // 2
        first = pygame.Rect(self.detail.x, self.detail.y, self.detail.w, half)
        second = pygame.Rect(self.detail.x, self.detail.y + half, self.detail.w, half)
        if game is not None and game.error and not self.note:  # the whole line, on two if need be
            screen.blit(th.lines(game.error, lay.small, self.detail.w, 2, th.DANGER), self.detail.topleft)
        elif game is not None and game.error:
            th.label(screen, game.error, lay.small, first, th.DANGER)
        elif game is not None:
            th.label(screen, shown(game.path), lay.small, first, th.DIM)
        if self.note:
            th.label(screen, self.note, lay.small, second, th.DANGER)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("list", self.box), ("rows", self.list), ("detail", self.detail),
                                  ("hint", self.hint), ("scroll bar", self.bar)]
