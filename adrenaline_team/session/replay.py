"""A saved game as a sequence to step through: the save's choices replayed on a fresh `Game`,
one decision at a time, forward, back, or to the start of a team turn.

Going back replays from the nearest kept position (every `EVERY` decisions) instead of from
the start, so a step back costs a few milliseconds even late in a long game. No pygame here:
the viewer (`screens.replay`) draws what this computes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules import Choice, Game, GameState
from ..rules.events import Event, TurnStarted
from ..rules.save import SaveFile, load_game, to_save

EVERY = 40


@dataclass(frozen=True)
class Step:
    """One decision of the saved game: who chose what and the events it caused (their
    narration and what they sound like). Kept as the game's own data, worded when read: the
    viewer's language may change while it is open."""

    team: str
    choice: Choice
    events: tuple[Event, ...]

    @property
    def label(self) -> str:
        return self.choice.label

    @property
    def texts(self) -> tuple[str, ...]:
        return tuple(e.text for e in self.events)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(e.kind for e in self.events)


class Replay:
    def __init__(self, save: SaveFile):
        self.save = save
        self.choices = list(save.choices)
        self.steps: list[Step] = []
        self.turns: list[int] = []  # turns[n]: how many decisions are made when team turn n+1 starts
        self.kept: dict[int, GameState] = {}
        game = self.fresh()
        self.opening = tuple(game.log)  # the setup's events before any decision
        for i, key in enumerate(self.choices):
            if i % EVERY == 0:
                self.kept[i] = game.state
            d = game.pending
            assert d is not None, "a save's choices answer the game's questions"
            choice = d.find(key)
            choice.label  # made now, from the table as it is before the choice (worded again when read)
            events = game.choose(key)
            self.steps.append(Step(d.team, choice, tuple(events)))
            self.turns += [i + 1 for e in events if isinstance(e, TurnStarted)]
        self.at = 0
        self.game = self.fresh()

    @classmethod
    def load(cls, path: str | Path) -> "Replay":
        """Raises `SaveError` (one line) for a save that cannot be trusted."""
        return cls(to_save(load_game(path)))

    def fresh(self) -> Game:
        s = self.save
        if s.position is not None:
            return Game.from_position(s.position)
        assert s.seed is not None, "a save names its seed or its starting position (rules.gate)"
        return Game.new(s.config, s.seed)

    def __len__(self) -> int:
        return len(self.choices)

    def goto(self, i: int) -> Game:
        """The game after the first `i` decisions (clamped to the save's length)."""
        i = max(0, min(len(self), i))
        if not (self.at <= i and i - self.at <= EVERY):  # behind us or far ahead: from a kept position
            base = max(k for k in self.kept if k <= i) if i else 0
            self.game = Game.resume(self.kept[base]) if base else self.fresh()
            self.at = base
        while self.at < i:
            self.game.choose(self.choices[self.at])
            self.at += 1
        return self.game

    def forward(self) -> Game:
        return self.goto(self.at + 1)

    def back(self) -> Game:
        return self.goto(self.at - 1)

    def turn_of(self, i: int) -> int:
        """Team turns started after `i` decisions (0 during setup)."""
        return sum(1 for t in self.turns if t <= i)

    def to_turn(self, n: int) -> Game:
        """To the start of team turn `n` (1-based; clamped)."""
        if not self.turns:
            return self.goto(0)
        return self.goto(self.turns[max(1, min(n, len(self.turns))) - 1])
