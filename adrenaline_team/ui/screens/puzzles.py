"""The tactics puzzles: their list (each titled by what it teaches, its theme, difficulty and
whether the player has solved it: `session.marks`; pick one to play its team's turn on the
play screen), and the verdict once that turn has ended: the table as the turn left it, how the
turn compares with the best one found at the foot where questions are asked (Show me, Try
again, Next puzzle, Back to the list), and the best line beside the board, over the side of
the team that did not play. Mouse, keys (Enter picks, Esc goes back) and gamepad work alike:
the buttons are a focus ring. The pygame-free part is `session.puzzle`.

The verdict is never skipped by the press that ended the turn: a key or pad button held down
when it comes does nothing there until let go, input waits a calm moment (`CALM`, as after a
hand-off), and its focus rests on "Show me", which comes back to the verdict."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UILabel

from ...arena import load_arena
from ...i18n import _
from ...puzzles import DIFFICULTY, THEMES, Puzzle, puzzles
from ...rules import view
from ...rules.state import other
from ...session.marks import Marks
from ...session.puzzle import ABOUT, Attempt, Solved, left_out
from ..kit import controls
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button
from ..kit.foot import FootScene, draw_panel, draw_words, panel_rect, whole
from ..kit.scene import FormScene, Scene, ToPlay, ToPuzzles, ToShowMe, screen
from ..table.choices import button_label
from ..table.handoff import CALM, CALMED
from ..table.render import compose, table_floor

if TYPE_CHECKING:
    from ..app import App

COLUMNS = 3  # the most the list is laid out in: as few as fit the screen's height, so titles have room


@screen(ToPuzzles)
def open_puzzles(app: App, to: ToPuzzles) -> Scene:
    if to.solved is not None:
        return VerdictScene(app, to.solved)
    return PuzzleList(app, to.attempt.index if to.attempt is not None else 0)


def play(app: App, attempt: Attempt) -> None:
    """The puzzle's turn on the play screen, in this screen's place (over the new-game screen)."""
    app.replace(ToPlay(attempt.start(), puzzle=attempt))


class PuzzleList(FormScene):
    """Every puzzle as a button in a grid, the one under the focus (or the mouse) described
    beside it; Back returns to the screen under it (the new-game screen) as it was."""

    def __init__(self, app: App, focus: int = 0):
        super().__init__(app)
        self.focus = focus
        self.hovered: int | None = None
        self.marks = Marks.load()
        self.build()

    def build(self) -> None:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        row = max(30, lay.u(40))
        self.head = pygame.Rect(g, g, W - 2 * g, lay.big + g)
        self.sub = pygame.Rect(g, self.head.bottom, W - 2 * g, lay.body + g)
        top, bottom = self.sub.bottom + g, H - 2 * g - row
        grid_w = (W - 3 * g) * 3 // 4
        self.caption = pygame.Rect(2 * g + grid_w, top, W - 3 * g - grid_w, bottom - top)
        fit = max(1, (bottom - top) // (row + g // 2))  # rows of full height
        columns = next((c for c in range(1, COLUMNS) if -(-len(puzzles()) // c) <= fit), COLUMNS)
        rows = -(-len(puzzles()) // columns)
        step = min(row + g // 2, (bottom - top) // max(1, rows))
        col_w = (grid_w - (columns - 1) * g) // columns
        self.buttons: dict[Button, int] = {}
        for i, p in enumerate(puzzles()):
            r = pygame.Rect(g + (i // rows) * (col_w + g), top + (i % rows) * step, col_w, step - 4)
            text, tip = button_label(SOLVED * self.marks.solved(p) + _("{n} · {title}").format(n=i + 1, title=p.title),
                                     lay.body, r.w - 24)
            self.buttons[Button(text, r, self.ui, "#tour", tip)] = i
        self.back = Button(_("Back"), pygame.Rect(g, H - g - row, max(lay.u(160), col_w // 2), row), self.ui)
        # beside Back: a puzzle whose file could not be read, left out of the grid
        self.left_out = pygame.Rect(self.back.rect.right + g, self.back.rect.y, W - 2 * g - self.back.rect.right,
                                    row)
        solved = sum(map(self.marks.solved, puzzles()))
        self.heading = UILabel(self.head, _("TACTICS PUZZLES · {n} of {m} solved").format(n=solved, m=len(puzzles())),
                               self.ui, object_id="#heading")
        fields: list[Button] = [*self.buttons, self.back]
        self.ring(fields)

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        self.ui.process_events(event)
        self.form.handle(event, command)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for b, i in self.buttons.items() if b.rect.collidepoint(event.pos)), None)
        if self.back.pressed or command == "back":
            self.back.pressed = False
            self.app.pop()
            return
        for button, i in self.buttons.items():
            if button.pressed:
                button.pressed = False
                play(self.app, Attempt(i))

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.fill(th.BG)
        th.label(screen, _(ABOUT), lay.body, self.sub, th.DIM, False, "center")
        if words := " · ".join(filter(None, (left_out(), self.marks.left_out()))):
            th.label(screen, words, lay.body, self.left_out, th.DANGER)
        self._draw_caption(screen)
        super().draw(screen)
        self.form.draw_focus(screen)

    def _draw_caption(self, screen: pygame.Surface) -> None:
        """What the puzzle under the focus (or the mouse) teaches, and whose turn it is."""
        lay = L.now()
        box = self.caption
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.EDGE, box, 1, border_radius=lay.radius_large)
        focused = self.form.focused
        i = (self.buttons.get(focused) if isinstance(focused, Button) else None)
        i = self.hovered if i is None else i
        inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
        if i is None:
            title, words = _("FIND THE BEST TURN"), _("Each puzzle is one team turn on a real table. Pick one, play "
                                                      "the turn, and the table says how it compares with the best "
                                                      "turn found and shows that turn.")
        else:
            attempt = Attempt(i)
            title, words = attempt.puzzle.title, about(attempt.puzzle, self.marks.solved(attempt.puzzle)) + "\n\n" + \
                attempt.task + "\n\n" + _("Enter / A / click: play this puzzle")
        draw_words(screen, title, words, inner)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("caption", self.caption)]


SOLVED = "★ "  # a solved puzzle's mark before its title (both languages' faces draw it)


def about(p: Puzzle, solved: bool) -> str:
    """A puzzle's theme, difficulty and solved mark, a line each."""
    return "\n".join((_("Theme: {theme}").format(theme=_(THEMES[p.theme][0])),
                      _("Difficulty: {difficulty}").format(difficulty=DIFFICULTY[p.difficulty].text),
                      SOLVED + _("Solved") if solved else _("Not solved yet")))


class VerdictScene(FootScene):
    """The table as the puzzle's turn left it, the verdict at its foot, the best line beside it."""

    def __init__(self, app: App, solved: Solved):
        super().__init__(app)
        self.solved = solved
        self.attempt, self.game, self.verdict = solved.attempt, solved.game, solved.verdict
        self.line = self.attempt.best_line()
        self.held = set(app.held)  # down when the verdict came (the turn's last answer): nothing till let go
        self.calm = 0.0 if app.fast else CALM
        self.build()

    def build(self) -> None:
        table = self.game.table
        team = self.attempt.puzzle.team
        floor, geo = table_floor(load_arena(table.config.arena))
        self.surface, _regions, _centres = compose(view(table, team), team, None, floor, geo)
        # the first is focused: Show me, which comes back here, loses nothing to a reflexive Enter
        names = [("show", _("Show me")), ("again", _("Try again")),
                 ("next", _("Next puzzle") + th.widget_sign(" ▸", " ▶")), ("back", _("Back to the puzzles"))]
        if self.attempt.next() is None:
            names.remove(names[2])
        self.foot(names)

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        """Nothing while a press from before the verdict is held, nor in its calm moment."""
        if (pressed := controls.press(event)) is not None and event.type in (pygame.KEYUP, pygame.JOYBUTTONUP):
            self.held.discard(pressed)
        if event.type in CALMED and (self.held or self.calm > 0):
            return
        super().handle(event, command)

    def update(self, dt: float) -> None:
        self.calm = max(0.0, self.calm - dt)
        super().update(dt)

    @property
    def aside(self) -> pygame.Rect:
        """The side of the team that did not play: the best line goes over it."""
        lay = L.now()
        return lay.side[other(self.attempt.puzzle.team)].inflate(-lay.gap, -lay.gap)

    def act(self, what: str) -> None:
        """Show me (the best turn on the table, then back here), Try again (the turn again from
        its start on the play screen), Next puzzle, Back to the list."""
        following = self.attempt.next()
        if what == "show":
            self.app.replace(ToShowMe(self.solved))
        elif what == "again":
            play(self.app, self.attempt)
        elif what == "next" and following is not None:
            play(self.app, following)
        elif what == "back":
            self.app.replace(ToPuzzles(self.attempt))

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.blit(self.surface, (0, 0))
        self.draw_foot(screen, self.verdict.words, self.foot_words)
        side = self.aside
        draw_panel(screen, side)
        draw_words(screen, self.side_title, self.side_words, side.inflate(-2 * lay.gap, -2 * lay.gap))
        super().draw(screen)
        self.form.draw_focus(screen)

    @property
    def marked(self) -> str:
        """Under the headline: the solved mark, when the turn found the best."""
        if not self.verdict.found:
            return ""
        return (_("Not marked solved: {why}").format(why=self.solved.unkept) if self.solved.unkept else
                SOLVED + _("Marked solved in the puzzles' list"))

    @property
    def side_title(self) -> str:
        return _("THE BEST TURN")  # whose: the caption said it, and the board beside shows it

    @property
    def foot_words(self) -> str:
        """Under the headline: what the best turn and the player's did at the table, where they
        fit whole (else they head the words beside the board), and the solved mark."""
        words = "\n".join(filter(None, (self.verdict.values, self.marked)))
        return words if whole(words, self.words) else self.marked

    @property
    def side_words(self) -> str:
        """Beside the board, where there is room for them whole at every size: what each turn
        did when the foot has no room for it, how far the best turn leads the second, and its
        answers; where those would not fit whole (a long turn in Japanese on a small window),
        that Show me plays them (a cut line would teach nothing)."""
        lay = L.now()
        did = "" if self.verdict.values in self.foot_words else self.verdict.values + "\n\n"
        words = did + self.attempt.margin + "\n\n"
        if whole(words + self.line, self.aside.inflate(-2 * lay.gap, -2 * lay.gap)):
            return words + self.line
        return words + _("Show me plays its answers on the board, one at a time.")

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("panel", panel_rect()), ("best line", self.aside)]
