"""`Game`: the one decision API. `game.pending` is the question, `game.choose(choice)` the
only way to change a game; both people and bots speak it.

The flow is a generator over the table. At quiescent points (the start of each team turn)
it yields CHECKPOINT; a saved `GameState` is the table there (the snapshot) plus the choices
made since, so loading is validate + replay.

Snapshots are taken only when asked for (a save, an undo, a copy, a bot's look at the
turn's start), never on the way: the driver keeps the last snapshot it took and every choice
since, and works out the current turn's start by replaying them up to it. A game that asks
for one often (the tabletop saves after every decision, a bot looks at every turn) replays
a turn or less each time; one that never asks (random games, a search's rollouts) pays
nothing, and its first ask replays what it played, once (a whole game is ~10 ms, the bench's
`load_verify_ms`). Loads never pay that replay: a save holds the turn's start itself."""

from __future__ import annotations

import json
from collections.abc import Generator
from typing import Any

from ..arena import Arena
from . import events as ev
from . import gate
from .decision import Choice, Decision, IllegalChoice
from .endturn import end_of_turn
from .engine import Engine
from .final import final_scoring
from .setup import new_table, setup_flow
from .state import GameConfig, GameState, Result, Table
from .turn import actions, start_turn

CHECKPOINT = object()


def game_flow(eng: Engine) -> Generator[Decision | object, Choice | None, None]:
    t = eng.table
    if t.phase in ("draft", "control", "ammo", "spawn"):
        yield from setup_flow(eng)
    while t.phase == "turn":
        yield CHECKPOINT
        team = t.active
        yield from start_turn(eng, team)
        yield from actions(eng, team)
        yield from end_of_turn(eng, team)
    if t.phase == "over" and t.result is None:
        final_scoring(eng)


class Game:
    def __init__(self, table: Table, dumped: dict[str, Any] | None = None):
        """A game from `table`; `dumped` is the table's `model_dump()` when the caller has it
        (a copy, a resume)."""
        self.eng = Engine(table)
        self._snap_at: int | None = None  # `snapshot_after`: a snapshot due at the turn start reached with this many `_since`
        # The last snapshot taken (never changed once taken: copies share it), every choice
        # since, and where in those the current turn started.
        self._base: dict[str, Any] = table.model_dump() if dumped is None else dumped
        self._since: list[str] = []
        self._turn_at = 0
        self._current = True  # the last snapshot is the current turn's start
        # A team turn's table starts with that turn (the flow changes nothing before it):
        # its snapshot is the one just taken.
        self._fresh = table.phase == "turn"
        self._answers: list[tuple[Decision, Choice]] = []  # the script's questions and answers
        self._undo_from = 0  # undo may not go back before this many choices of the script
        self._log_mark = 0  # length of the log at the checkpoint
        self._pending: Decision | None = None
        self.log: list[ev.Event] = []  # every event since this Game object started
        # Where the game came from, for save files: a seed (new games) or a position.
        self.seed: int | None = None
        self.origin: GameState | None = None
        self.history: list[str] = []  # every choice since the seed or the position
        self._flow = game_flow(self.eng)
        self._run(None)
        self._fresh = False

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> "Game":
        game = cls(new_table(config or GameConfig(), seed))
        game.seed = seed
        return game

    @classmethod
    def from_position(cls, state: GameState | dict[str, Any] | str | bytes, where: str = "position") -> "Game":
        """Start from a saved position: the table at a step's start and the choices since.
        The position passes the save gate first (`gate.py`): `SaveError`, one line, if the
        table is not one the engine can play or a choice of its script is illegal."""
        state = gate.position(state, where)
        try:
            return cls.resume(state)
        except IllegalChoice as err:
            raise gate.SaveError(f"{where}: field 'script': {err}") from None

    @classmethod
    def resume(cls, state: GameState) -> "Game":
        """A position this process made (an undo, a bot's look-ahead copy) or one that passed
        the gate: not checked again. Anything read from outside goes through `from_position`."""
        dumped = state.table.model_dump()  # validating a dump is 4x cheaper than a deep copy
        game = cls(Table.model_validate(dumped), dumped)
        game.origin = state
        for i, key in enumerate(state.script):
            try:
                game.choose(key)
            except IllegalChoice as err:
                raise IllegalChoice(f"step {i + 1}: {err}") from None
        game.history = []
        return game

    def copy(self) -> "Game":
        """An independent game at the same point, for trying choices (a bot's search): the
        table at the turn's start, rebuilt from its snapshot, and the turn's choices replayed.
        Same origin and history as this game; its log holds only the replayed turn."""
        game = self._replay(self._script)
        game.seed, game.origin, game.history = self.seed, self.origin, list(self.history)
        return game

    def _replay(self, script: list[str]) -> "Game":
        """A new game from this one's snapshot (never changed: the dict is shared) with
        `script` replayed."""
        snapshot = self._snapshot()
        game = Game(Table.model_validate(snapshot), snapshot)
        for key in script:
            game.choose(key)
        return game

    # --- the API ----------------------------------------------------------------------
    @property
    def table(self) -> Table:
        return self.eng.table

    @property
    def arena(self) -> Arena:
        return self.eng.arena

    @property
    def pending(self) -> Decision | None:
        return self._pending

    @property
    def decision(self) -> Decision:
        """The pending decision of a game still running: what a bot is asked to answer."""
        if self._pending is None:
            raise IllegalChoice("the game is over: there is nothing to decide")
        return self._pending

    @property
    def over(self) -> bool:
        return self._pending is None

    @property
    def result(self) -> Result | None:
        return self.table.result

    def choose(self, choice: Choice | str) -> list[ev.Event]:
        """Apply one legal choice; return the events it caused. An illegal choice raises
        `IllegalChoice` and changes nothing."""
        pending = self._pending
        if pending is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        key = choice.key if isinstance(choice, Choice) else choice
        legal = pending.find(key)
        self._since.append(key)
        self._answers.append((pending, legal))
        self.history.append(key)
        eng = self.eng
        eng.revealed = False
        events = self._run(legal)
        if eng.revealed or ((now := self._pending) is not None and now.team != pending.team):
            self._undo_from = len(self._since) - self._turn_at
        return events

    @property
    def can_undo(self) -> bool:
        """Undo goes back one decision of the current team's turn, never past a draw or a
        refill and never into the other team's decisions (the BGA undo policy)."""
        return len(self._since) - self._turn_at > self._undo_from

    def undo(self) -> None:
        if not self.can_undo:
            raise IllegalChoice("nothing to undo: the turn just started, or something hidden was revealed since")
        replay = self._replay(self._script[:-1])
        kept = self.log[:self._log_mark]
        origin = self.seed, self.origin, self.history[:-1]
        self.__dict__.update(replay.__dict__)  # the replay worked out the same undo limit
        self.seed, self.origin, self.history = origin
        self.log = kept + replay.log
        self._log_mark = len(kept)

    @property
    def _script(self) -> list[str]:
        """The choices since the current turn (or the setup) started: the last of those since
        the last snapshot."""
        return self._since[self._turn_at:]

    @property
    def state(self) -> GameState:
        """The position to save: the snapshot at the current step's start plus the choices since."""
        return GameState(table=self.turn_start, script=self._script)

    @property
    def turn_start(self) -> Table:
        """The table as the current team turn (or the setup) started: the saved snapshot."""
        return Table.model_validate(self._snapshot())

    def _snapshot(self) -> dict[str, Any]:
        """The table at the current turn's start as a dict, worked out now if it was not
        taken then: the last snapshot taken plus a replay of the choices since, up to the
        turn's start."""
        if not self._current:
            replay = Game(Table.model_validate(self._base), self._base)
            replay.snapshot_after(self._turn_at)
            for key in self._since[:self._turn_at]:
                replay.choose(key)
            self._base, self._since = replay._base, self._since[self._turn_at:]
            self._turn_at, self._current = 0, True
        return self._base

    def snapshot_after(self, choices: int) -> None:
        """Take a snapshot at the turn's start that the next `choices` choices reach: a replay
        that knows where it must compare one (a verifying load) dumps the table there once,
        instead of replaying the game again when asked for it."""
        self._snap_at = len(self._since) + choices

    @property
    def answers(self) -> list[tuple[Decision, Choice]]:
        """Every question asked since the turn started that needed an answer, with the answer
        given (the script's keys, as the table heard them)."""
        return list(self._answers)

    def save_json(self) -> str:
        return self.state.model_dump_json()

    @staticmethod
    def schema() -> str:
        return json.dumps(GameState.model_json_schema(), indent=2)

    # --- the driver -------------------------------------------------------------------
    def _run(self, send: Choice | None) -> list[ev.Event]:
        # The events since the last choice: `emit` appends to this list, which is emptied
        # (not replaced) before each choice returns.
        events = self.eng.events
        flow = self._flow
        while True:
            try:
                item = flow.send(send)
            except StopIteration:
                self._pending = None
                break
            send = None
            if isinstance(item, Decision):
                if not item.choices:
                    raise RuntimeError(f"engine bug: decision '{item.kind}' has no legal choice ({item.prompt})")
                self._pending = item
                break
            # CHECKPOINT: a team's turn starts
            if self._fresh:
                self._fresh = False
            elif self._snap_at == len(self._since):
                self._base, self._since, self._turn_at, self._current = self.table.model_dump(), [], 0, True
                self._snap_at = None
            else:
                self._turn_at, self._current = len(self._since), False
            self._answers = []
            self.eng.hands = []
            self._undo_from = 0
            self._log_mark = len(self.log) + len(events)
        new = events[:]
        events.clear()
        self.log.extend(new)
        return new
