"""Hot-seat privacy: whose hands the table shows, and the hand-off screen that covers the
table while the deciding team changes seats, so each team's hand stays its own."""

from __future__ import annotations

import pygame

from ..rules import Decision, Game
from ..rules.state import Team, other
from . import layout as L
from . import theme as th


class HandOff:
    def __init__(self, humans: list[Team], guarded: bool):
        """`humans`: the teams people play; `guarded`: two human teams share the screen."""
        self.guarded = guarded
        self.viewer: Team | None = humans[0] if len(humans) == 1 else None  # whose hands are on show
        self.team: Team | None = None  # the team the screen waits for, while it is up

    def follow(self, decision: Decision) -> None:
        """A person of `decision.team` decides next: their hands go on show, behind the
        screen when the other team could see them."""
        if decision.team != self.viewer:
            if self.guarded:
                self.team = decision.team
            self.viewer = decision.team

    def dismiss(self) -> None:
        self.team = None

    @property
    def shown(self) -> Team | None:
        """Whose hands the table shows now (nobody's while the screen is up)."""
        return None if self.team else self.viewer

    def box(self) -> pygame.Rect:
        lay = L.now()
        box = pygame.Rect(0, 0, min(lay.size[0] - 2 * lay.gap, lay.u(900)), max(lay.u(300), 5 * lay.big))
        box.center = lay.window.center
        return box

    def draw(self, screen: pygame.Surface, game: Game, d: Decision) -> None:
        lay = L.now()
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((8, 9, 12, 235))
        screen.blit(shade, (0, 0))
        team = self.team
        assert team is not None
        box = self.box()
        pygame.draw.rect(screen, th.TEAM[team], box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.GOLD, box, 3, border_radius=lay.radius_large)
        ink = th.TEAM_INK[team]
        inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
        rows = [(f"{team.upper()} TEAM", lay.px(56), True)]
        names = ", ".join(p.name for p in game.table.teams[team].players)
        why = "out of turn: " if d.team != game.table.active and game.table.phase == "turn" else ""
        rows += [(f"{names} — {why}{d.prompt}", lay.px(20), False),
                 ("press any key, click, or A to continue", lay.px(20), True),
                 (f"{other(team).capitalize()} team: please look away", lay.px(16), False)]
        h = inner.h // len(rows)
        for k, (words, size, bold) in enumerate(rows):
            th.label(screen, words, size, (inner.x, inner.y + k * h, inner.w, h), ink, bold, "center")
