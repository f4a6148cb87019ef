"""The timeline of one game: the choices made, the snapshots the game can be rebuilt from, and
what undo may take back. `Game` tells it each choice and each turn's start, and asks it.

**A snapshot** is the table as plain data (`Table.model_dump()`) at the start of a step: a
team turn, or the setup of a new game. A saved position is the snapshot at the current
step's start plus the choices made since (`GameState`); the table anywhere is a snapshot with
choices replayed on it.

**When one is taken: only when asked for** (a save, an undo, a copy, a bot's look at the
turn's start), never on the way. The timeline keeps the last snapshot taken, every choice
since, and how many of those came before the current turn started (`turn_at`). Asked for the
turn's start, it has those choices replayed on the last snapshot once, and keeps the result as
its new last snapshot. A game that asks often (the tabletop saves after every decision) so
replays a turn or less each time; one that never asks (random games, a search's rollouts) pays
nothing. Dumping the table at every turn instead cost random games a few percent
(docs/performance.md, "Sixth round"). `snapshot_after` asks for one ahead, at a turn start a
replay will pass (a load compares the save's snapshot there).

**What undo may do** (the BGA policy): take back the deciding team's last choice of the current
team turn, one at a time, but never past something hidden or random that was shown (a powerup
drawn, the arena refilled, a tagback grenade thrown) and never into the other team's
decisions. `Game` calls `seal` when either happens; the choices made until then stay. One kind
of the other team's answer does not seal: a declined tagback question, which reveals nothing
(it is asked whether or not a grenade is held), so the shooting team keeps its undo after a
"no"; its undo takes that answer back with its own last choice, and the question is asked
again when the action is played again (`undoable`). Undo itself is the game's: it replays the
turn without those choices on the turn's snapshot."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .decision import Choice, Decision
from .state import Table, Team

Snapshot = dict[str, Any]  # a table's `model_dump()`; never changed once taken, so games share it
# Plays choices on a snapshot and returns the snapshot taken at the turn start they lead to.
Replay = Callable[[Snapshot, list[str]], Snapshot]


class Timeline:
    __slots__ = ("snapshot", "since", "turn_at", "answers", "undo_from", "_due")

    def __init__(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot  # the last snapshot taken
        self.since: list[str] = []  # every choice made since it, by key
        self.turn_at = 0  # how many of `since` came before the current step started: 0 when the snapshot is its start
        self.answers: list[tuple[Decision, Choice]] = []  # the step's questions and the answers given
        self.undo_from = 0  # undo never takes back the step's first `undo_from` choices
        self._due: int | None = None  # take a snapshot at the turn start reached with this many choices since

    # --- what the game tells it ---------------------------------------------------------
    def chose(self, decision: Decision, choice: Choice) -> None:
        self.since.append(choice.key)
        self.answers.append((decision, choice))

    def seal(self) -> None:
        """Undo may no longer take back the choices made so far (something hidden was shown,
        or the other team decides next)."""
        self.undo_from = len(self.since) - self.turn_at

    def turn_started(self, table: Table) -> None:
        """A team turn starts on `table`. Its snapshot is taken now only if it was asked for
        (`snapshot_after`) or if no choice was made since the last one (a turn played without
        a question: a count of choices could not tell the two turns' starts apart)."""
        chosen = len(self.since)
        if chosen and chosen != self._due:
            self.turn_at = chosen
        else:
            self.snapshot, self.since, self.turn_at = table.model_dump(), [], 0
            if chosen == self._due:
                self._due = None
        self.answers = []
        self.undo_from = 0

    def snapshot_after(self, choices: int) -> None:
        """Take the snapshot at the turn start that the next `choices` choices reach, when
        the game gets there."""
        self._due = len(self.since) + choices

    # --- what the game asks -------------------------------------------------------------
    @property
    def script(self) -> list[str]:
        """The choices since the current step (a team turn, or the setup) started."""
        return self.since[self.turn_at:]

    def undoable(self, team: Team) -> int:
        """How many of the step's last choices an undo by `team` takes back: its own last
        choice and the other team's answers after it (declined tagback questions: anything
        else of theirs sealed the timeline); 0 when it may take back none."""
        answers = self.answers
        for i in range(len(answers) - 1, self.undo_from - 1, -1):
            if answers[i][0].team == team:
                return len(answers) - i
        return 0

    def turn_start(self, replay: Replay) -> Snapshot:
        """The snapshot at the current step's start. If it was not taken then, `replay` works
        it out now from the last one taken, which it replaces."""
        if self.turn_at:
            self.snapshot = replay(self.snapshot, self.since[:self.turn_at])
            del self.since[:self.turn_at]
            if self._due is not None:  # still counted in choices since the last snapshot
                self._due -= self.turn_at
            self.turn_at = 0
        return self.snapshot
