"""Hot-seat privacy: whose hands the table shows, and the hand-off screen that covers the
table while the deciding team changes seats, so each team's hand stays its own.

The screen comes only for a secret: when the next decision would show a team's powerups
(the only hidden cards, `rules.view`) to the people of the other team. The draft, a team
without cards, a game with one human team and the one-person rules tour pass without it.
Whenever the deciding team changes, and after the screen comes up, input waits a moment
(`CALM`) so that a key pressed for one team never answers the other's question. What the other
team's turn did (`turn_summary`) is on the screen itself: one dismissal for both."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...rules import Decision
from ...rules.state import Table, Team, other
from ...i18n import _
from ...message import listing, text
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ...session.play import PlaySession, ShownGame
from ..words import team_title, team_words
from .turn_summary import TurnSummary, draw_lines, rows as summary_rows


CALM = 0.4  # seconds input is ignored after the deciding team changes or the screen comes up
CALMED = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION)


def secrets(table: Table, team: Team) -> bool:
    """Whether the table, shown to `team`, would show cards the other team may not see."""
    return any(p.powerups for p in table.teams[team].players)


def asked(game: ShownGame, d: Decision) -> str:
    """The hand-off's one line: who is asked (the deciding player, or the team's players when
    the team decides together) and the question, the name said once even where the question
    starts with it; "out of turn" when the team answers during the other team's turn."""
    players = game.table.teams[d.team].players
    who = text(listing([p.name for p in players])) if d.player is None else players[d.player].name
    question = d.prompt
    if question.startswith(who):
        question = question[len(who):].lstrip(":： ")
    out_of_turn = d.team != game.table.active and game.table.phase == "turn"
    ask = _("{player}, out of turn — {question}") if out_of_turn else _("{player} — {question}")
    return ask.format(player=who, question=question)


class HandOff:
    def __init__(self, humans: list[Team], guarded: bool, calm: float = CALM):
        """`humans`: the teams people play; `guarded`: two human teams share the screen (not a
        one-person tour); `calm`: seconds input waits when the deciding team changes."""
        self.guarded = guarded
        self.viewer: Team | None = humans[0] if len(humans) == 1 else None  # whose hands are on show
        self.team: Team | None = None  # the team the screen waits for, while it is up
        self.calm = calm
        self.wait = 0.0  # what is left of the calm moment
        self.decider: Team | None = None  # the team whose question is on show
        self.private: Team | None = None  # the team the table was handed to: only its people look
        self.count = 0  # screens shown in this game (tests read it)

    def follow(self, decision: Decision, table: Table, person: bool) -> None:
        """`decision` is on show. When a `person` of its team decides, their hands go on show,
        behind the screen when they hold cards and the other team may be looking: the table
        was last handed to that team (`private`), or to nobody in particular."""
        if decision.team != self.decider:
            self.decider = decision.team
            self.wait = self.calm
        if not person:
            return
        if self.guarded and decision.team != self.private:
            if secrets(table, decision.team):
                self.team = self.private = decision.team
                self.count += 1
                self.wait = self.calm
            else:
                self.private = None  # both teams may look: nothing secret is on show
        self.viewer = decision.team

    def update(self, dt: float) -> None:
        self.wait = max(0.0, self.wait - dt)

    @property
    def calming(self) -> bool:
        """Input is ignored for now."""
        return self.wait > 0

    def dismiss(self) -> None:
        self.team = None
        self.wait = self.calm  # the key that lifted the screen is not the first answer

    @property
    def shown(self) -> Team | None:
        """Whose hands the table shows now (nobody's while the screen is up)."""
        return None if self.team else self.viewer

    def box(self, summary: TurnSummary | None = None) -> pygame.Rect:
        lay = L.now()
        w = min(lay.size[0] - 2 * lay.gap, lay.u(900))
        h = max(lay.u(300), 5 * lay.big) + self._question_h() - th.line_height(lay.px(20))
        if summary is not None:
            h += self._summary_h(summary, w - 4 * lay.gap)
        box = pygame.Rect(0, 0, w, min(h, lay.size[1] - 2 * lay.gap))
        box.center = lay.window.center
        return box

    @staticmethod
    def _question_h() -> int:
        """Room for the question on up to three lines: it is read whole, never cut."""
        return 3 * th.line_height(L.now().px(20))

    @staticmethod
    def _summary_h(summary: TurnSummary, width: int) -> int:
        lay = L.now()
        title = len(th.wrap(summary.title, lay.big, width)[:2]) * th.line_height(lay.big)
        return title + lay.gap // 2 + len(summary_rows(summary, width)) * (lay.body + 6) + 2 * lay.gap

    def draw(self, screen: pygame.Surface, game: ShownGame, d: Decision, summary: TurnSummary | None = None) -> None:
        lay = L.now()
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((8, 9, 12, 235))
        screen.blit(shade, (0, 0))
        team = self.team
        assert team is not None
        box = self.box(summary)
        pygame.draw.rect(screen, th.TEAM[team], box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.GOLD, box, 3, border_radius=lay.radius_large)
        ink = th.TEAM_INK[team]
        inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
        rows = [(team_title(team), lay.px(56), True)]
        rows += [(asked(game, d), lay.px(20), False),
                 (_("press any key, click, or A to continue"), lay.px(20), True),
                 (_("{team}: please look away").format(team=team_words(other(team))), lay.px(16), False)]
        ask_h = self._question_h()
        if summary is not None:
            # the other team's turn in a few lines, on a panel of the table's colours
            panel = pygame.Rect(inner.x, 0, inner.w, self._summary_h(summary, inner.w - 2 * lay.gap))
            row = (inner.h - panel.h - ask_h - lay.gap) // 3
            panel.y = inner.y + row + ask_h + lay.gap // 2
            pygame.draw.rect(screen, th.PANEL, panel, border_radius=lay.radius)
            pygame.draw.rect(screen, th.EDGE, panel, 1, border_radius=lay.radius)
            draw_lines(screen, summary, panel.inflate(-2 * lay.gap, -2 * lay.gap))
            foot = panel.bottom + lay.gap // 2
        else:
            row = (inner.h - ask_h) // 3
            foot = inner.y + row + ask_h
        boxes = [(inner.x, inner.y, inner.w, row), (inner.x, inner.y + row, inner.w, ask_h),
                 (inner.x, foot, inner.w, row), (inner.x, foot + row, inner.w, row)]
        for k, ((words, size, bold), where) in enumerate(zip(rows, boxes)):
            if k == 1:  # the question: on more lines rather than cut
                th.label_wrapped(screen, words, size, where, ink, bold, "center")
            else:
                th.label(screen, words, size, where, ink, bold, "center")


class HandOffLayer(Layer):
    """The hand-off screen over the table while it is up: any key, click or button lifts it
    (`reveal`); a moment after the deciding team changes, input is ignored (a picture on the
    move may still be skipped: `moving`). `summary`: the other team's turn, shown on it."""

    name = "hand-off"

    def __init__(self, handoff: HandOff, session: PlaySession, summary: Callable[[], TurnSummary | None],
                 moving: Callable[[], bool], reveal: Callable[[], None]):
        self.handoff, self.session, self.summary, self.moving, self.reveal = handoff, session, summary, moving, reveal

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.handoff.calming and event.type in CALMED and not self.moving():
            return True  # a key meant for the last question never answers this one (skipping a picture may)
        if not self.handoff.team:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
            self.reveal()
        return True

    def update(self, dt: float) -> bool:
        self.handoff.update(dt)
        return False

    def draw(self, screen: pygame.Surface) -> None:
        d = self.session.game.pending
        if self.handoff.team and d is not None:
            self.handoff.draw(screen, self.session.game, d, self.summary())
