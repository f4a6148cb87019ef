"""A computer level played on the tactics puzzles, as a chess engine is run on a test suite:
which puzzles it solves (its turn is worth the best turn's value, as the verdict counts it) and
how long it thinks. `adrenaline-team puzzles --solve` prints it; the tests hold the expert to
it. No pygame here."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..ai import Bot, make_bot
from ..positions import seated
from ..rules import Game
from ..rules.observe import GameSeat
from ..rules.state import other
from . import Puzzle, turn_over, worth

OFF_TURN = "normal"  # the other team's questions in the turn (a tagback): as the window's puzzle seats answer them


@dataclass
class Solved:
    """A level's turn on one puzzle: its value, its answers, and the processor seconds of each
    of its decisions."""

    puzzle: Puzzle
    value: float
    answers: list[str]
    thinking: list[float] = field(default_factory=list)

    @property
    def found(self) -> bool:
        """The turn is worth the best turn's value, in the tenths the verdict says (`Verdict.found`)."""
        return round(self.value * 10) >= round(self.puzzle.best.value * 10)


def solve(p: Puzzle, level: str | Bot = "expert", seed: int = 0) -> Solved:
    """The puzzle's turn played by the level, or by any bot (the coach's hints: a test), the
    other team's questions by `OFF_TURN`."""
    game = Game.from_position(seated(p.state))
    seat = GameSeat(game)
    bots = {p.team: make_bot(level, seed) if isinstance(level, str) else level, other(p.team): make_bot(OFF_TURN, seed)}
    thinking: list[float] = []
    start = len(game.history)
    while not turn_over(game, p.team):
        d = game.decision
        began = time.process_time()
        choice = bots[d.team](seat)
        if d.team == p.team:
            thinking.append(time.process_time() - began)
        game.choose(choice)
    return Solved(p, worth(game, p.team), game.history[start:], thinking)
