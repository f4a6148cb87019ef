"""Computer seats at a game on this computer (`local.LocalSession` drives them): a computer's
decision stays on show for a short pause while its bot thinks (in the worker process,
`thinker`), then its answer is played, and comes to the screen as any change from elsewhere
does (`LocalSession.follow`).

Each player seat is a person or a computer at a level (`PlayerConfig.bot`), so one person can
play one character of a team beside computer teammates; `seating.answered_by` says which
seat answers each question (the network host follows the same rule)."""

from __future__ import annotations

from ..rules import Decision, Game, GameConfig
from ..rules.observe import observe
from ..rules.state import TEAMS, Team
from ..seating import answered_by
from .thinker import Thinker, Worker


def people(config: GameConfig) -> list[Team]:
    """The teams with a person in at least one seat: the only ones hot-seat hand-offs are for."""
    return [t for t in TEAMS if any(p.bot is None for p in config.players(t))]


class BotDriver:
    def __init__(self, config: GameConfig, seed: int, worker: Worker | None, delay: float):
        """`delay`: seconds each computer decision stays on show (0 in tests)."""
        self.config = config
        # One bot per team and level: the computer seats of a team at one level are one mind,
        # as in `simulate` and the headless demo (which then play the very same game). The
        # team's first level thinks with seed + the team's index.
        self.thinkers: dict[tuple[Team, str], Thinker[str]] = {}
        for k, team in enumerate(TEAMS):
            levels = list(dict.fromkeys(p.bot for p in config.players(team) if p.bot))
            for j, level in enumerate(levels):
                self.thinkers[(team, level)] = Thinker(level, seed + k + 2 * j, worker)
        self.delay = delay
        self.wait = 0.0  # what is left of the pause
        self.answer: str | None = None  # the bot's answer, waiting for its pause to end

    def _thinker(self, d: Decision) -> Thinker[str] | None:
        level = answered_by(self.config, d.team, d.player).level
        return None if level is None else self.thinkers[(d.team, level)]

    def plays(self, d: Decision) -> bool:
        """Whether a computer seat answers `d`."""
        return self._thinker(d) is not None

    def next_decision(self) -> None:
        """A new decision is on show: its pause starts."""
        self.wait = self.delay

    def step(self, game: Game, dt: float) -> str | None:
        """Think while the pause runs; the answer's key once both are over."""
        d = game.decision
        thinker = self._thinker(d)
        assert thinker is not None
        if not thinker.busy and self.answer is None:
            thinker.start(observe(game, d.team))
        self.wait -= dt
        key = thinker.result()
        if key is not None:
            self.answer = key
        if self.wait <= 0 and self.answer is not None:
            key, self.answer = self.answer, None
            return key
        return None
