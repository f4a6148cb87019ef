"""Computer teams at the table: a computer's decision stays on show for a short pause while
its bot thinks (in the worker process, `thinker`), then its answer is played."""

from __future__ import annotations

from ..rules import Game, GameConfig
from ..rules.state import TEAMS, Team
from .thinker import Thinker, Worker


class BotDriver:
    def __init__(self, config: GameConfig, seed: int, worker: Worker | None, delay: float):
        """`delay`: seconds each computer decision stays on show (0 in tests)."""
        self.thinkers = {team: Thinker(config.players(team)[0].bot, seed + k, worker)
                         for k, team in enumerate(TEAMS) if config.players(team)[0].bot}
        self.delay = delay
        self.wait = 0.0  # what is left of the pause
        self.answer: str | None = None  # the bot's answer, waiting for its pause to end

    def plays(self, team: Team) -> bool:
        return team in self.thinkers

    def humans(self) -> list[Team]:
        return [t for t in TEAMS if t not in self.thinkers]

    def next_decision(self) -> None:
        """A new decision is on show: its pause starts."""
        self.wait = self.delay

    def step(self, game: Game, dt: float) -> str | None:
        """Think while the pause runs; the answer's key once both are over."""
        thinker = self.thinkers[game.decision.team]
        if not thinker.busy and self.answer is None:
            thinker.start(game)
        self.wait -= dt
        key = thinker.result()
        if key is not None:
            self.answer = key
        if self.wait <= 0 and self.answer is not None:
            key, self.answer = self.answer, None
            return key
        return None
