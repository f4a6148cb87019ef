"""A lesson of the rules tour, before and after its move (the move itself is played on the play
screen; `ui.lesson` says how the three fit together).

Before: the position's table as it starts, the places its rule is about lit, its caption at the
foot of the table where questions are asked, with Start and Back. After: the table as the move
left it, what the rule did in the rulebook's words, the places it acted on lit (the buffer, the
boards, the figures, the skull board...), and Next rule, Try again, Back to the new-game screen.
Mouse, keys (Enter picks, Esc goes back) and gamepad work alike: the buttons are a focus ring."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...arena import load_arena
from ...i18n import _
from ...positions import tour
from ...rules import Game, view
from ...rules.state import Table
from ..kit import layout as L
from ..kit import theme as th
from ..kit.foot import FootScene, panel_rect
from ..kit.scene import Scene, ToLesson, ToPlay, screen
from ...session.lesson import Lesson, Outcome
from ..table.choices import ring
from ..table.hotspots import Regions
from ..table.render import compose, table_floor

if TYPE_CHECKING:
    from ..app import App


def lit_rects(table: Table, regions: Regions, lights: list[tuple[str, str]]) -> list[pygame.Rect]:
    """Where each lit place is drawn: a character's figure and board, a weapon card, a team's
    buffer, the skull board, the reward tile."""
    lay = L.now()
    out: list[pygame.Rect] = []
    for what, name in lights:
        if what == "figure":
            out += regions.rects(("figure", name))
        elif what == "weapon":
            out += regions.rects(("weapon", name))
        elif what == "buffer" and name in table.teams:
            out.append(lay.buffer_rect(name))
        elif what == "skulls":
            out.append(pygame.Rect(lay.skulls))
        elif what == "reward":
            out.append(pygame.Rect(lay.reward))
    return out


@screen(ToLesson)
def lesson(app: App, to: ToLesson) -> Scene:
    return LessonScene(app, to.lesson, to.game, to.outcome)


class LessonScene(FootScene):
    def __init__(self, app: App, lesson: Lesson, game: Game | None = None, outcome: Outcome | None = None):
        """Before the move: `lesson` alone. After it: the `game` as the move left it and its
        `outcome`."""
        super().__init__(app)
        self.lesson, self.game, self.outcome = lesson, game, outcome
        self.table = (game or lesson.start()).table
        self.build()

    @property
    def after(self) -> bool:
        return self.outcome is not None

    def build(self) -> None:
        floor, geo = table_floor(load_arena(self.table.config.arena))
        team = self.table.active  # the lesson's team: its hands are the player's to see
        self.surface, regions, _centres = compose(view(self.table, team), team, None, floor, geo)
        lights = self.outcome.lights if self.outcome else self.lesson.position.lesson.places(None)
        self.lit = lit_rects(self.table, regions, lights)
        if self.after:
            names = [("next", _("Next rule") + th.widget_sign(" ▸", " ▶")), ("again", _("Try again")),
                     ("back", _("Back to the new-game screen"))]
            if self.lesson.next() is None:
                names = names[1:]
        else:
            names = [("start", _("Start")), ("back", _("Back"))]
        self.foot(names)

    # --- input -----------------------------------------------------------------------------
    def act(self, what: str) -> None:
        """Start or Try again (the move on the play screen), Next rule, Back (to the new-game
        screen under this one)."""
        lesson = self.lesson
        following = lesson.next()
        if what in ("start", "again"):
            self.app.replace(ToPlay(lesson.start(), lesson=lesson))
        elif what == "next" and following is not None:
            self.app.replace(ToLesson(following))
        elif what == "back":
            self.app.pop()

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.blit(self.surface, (0, 0))
        panel = panel_rect()
        if self.lit:  # the table dimmed but for what the words are about
            shade = pygame.Surface(lay.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 130))
            for r in self.lit + [panel]:
                shade.fill((0, 0, 0, 0), r.inflate(6, 6))
            screen.blit(shade, (0, 0))
            for r in self.lit:
                ring(screen, r)
        self._draw_words(screen)
        super().draw(screen)
        self.form.draw_focus(screen)

    def _draw_words(self, screen: pygame.Surface) -> None:
        p = self.lesson.position
        if self.outcome is None:
            title = _("Lesson {n} of {count}: {title}").format(n=self.lesson.index + 1, count=len(tour()),
                                                               title=_(p.title))
            words = _(p.text) + "\n" + _("A lesson is not saved: an unfinished game stays where it was.")
        elif self.outcome.moment is None:
            title, words = _("The move was not made"), self.outcome.words
        else:
            title, words = _("What the rule did: {title}").format(title=_(p.title)), self.outcome.words
        self.draw_foot(screen, title, words)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("panel", panel_rect())] + [("lit", r) for r in self.lit]

