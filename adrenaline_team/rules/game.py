"""`Game`: the one decision API. `game.pending` is the question, `game.choose(choice)` the
only way to change a game; both people and bots speak it.

A game is three parts: the engine (the table and its state operations), the flow (a
generator over the table that yields each question, and CHECKPOINT as a team turn starts) and
the timeline (the choices, the snapshots and what undo may take back: `timeline.py`). A saved
`GameState` is the table at the current step's start (the snapshot) plus the choices made
since, so loading is validate + replay, and undo is a replay of the turn without its last
choice whose parts replace this game's."""

from __future__ import annotations

import json
from collections.abc import Generator
from enum import Enum
from typing import Any

from ..arena import Arena
from . import events as ev
from ..files import SaveError, parse_model
from .gate import check_position
from ..i18n import _
from .decision import Choice, Decision, IllegalChoice, Kind
from .endturn import end_of_turn
from .engine import Engine
from .final import final_scoring
from .setup import new_table, setup_flow
from .state import GameConfig, GameState, Result, Table
from .timeline import Snapshot, Timeline
from .turn import actions, start_turn


class Checkpoint(Enum):
    CHECKPOINT = "a team turn starts"  # where a snapshot may be taken (timeline.py)


CHECKPOINT = Checkpoint.CHECKPOINT


def game_flow(eng: Engine) -> Generator[Decision | Checkpoint, Choice | None, None]:
    """The whole game from `eng`'s table: the setup, then team turns until the end, and the
    final scoring. Yields each question and, as each team turn starts, CHECKPOINT."""
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
    def __init__(self, table: Table, dumped: Snapshot | None = None):
        """A game from `table`; `dumped` is the table's `model_dump()` when the caller has it
        (a copy, a resume)."""
        self.eng = Engine(table)
        self.timeline = Timeline(table.model_dump() if dumped is None else dumped)
        self._pending: Decision | None = None
        self._turn_log = 0  # where the current turn's events start in the log
        # Where the game came from, for save files: a seed (new games) or a position.
        self.seed: int | None = None
        self.origin: GameState | None = None
        self.history: list[str] = []  # every choice since the seed or the position
        self._flow = game_flow(self.eng)
        if table.phase == "turn":
            next(self._flow)  # the checkpoint of the turn the table starts: its snapshot is the one just taken
        self._run(None)

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> "Game":
        game = cls(new_table(config or GameConfig(), seed))
        game.seed = seed
        return game

    @classmethod
    def from_position(cls, state: GameState | dict[str, Any] | str | bytes, where: str = "position") -> "Game":
        """Start from a saved position: the table at a step's start and the choices since.
        Its JSON (or dict) is read as a file is (`files.py`), and the position passes the
        gate (`gate.py`): `SaveError`, one line, if the table is not one the engine can play
        or a choice of its script is illegal."""
        if not isinstance(state, GameState):
            state = parse_model(json.dumps(state) if isinstance(state, dict) else state, GameState, where)
        check_position(state, where)
        try:
            return cls.resume(state)
        except IllegalChoice as err:
            raise SaveError(_("{where}: field '{field}': {what}").format(where=where, field="script", what=err)) from None

    @classmethod
    def resume(cls, state: GameState) -> "Game":
        """A position this process made (an undo, a bot's look-ahead copy) or one that passed
        the gate: not checked again. Anything read from outside goes through `from_position`."""
        game = cls._at(state.table.model_dump())
        game.origin = state
        for i, key in enumerate(state.script):
            try:
                game.choose(key)
            except IllegalChoice as err:
                raise IllegalChoice(f"step {i + 1}: {err}") from None
        game.history = []
        return game

    @classmethod
    def _at(cls, snapshot: Snapshot) -> "Game":
        """A game at a snapshot, which it shares: validating a dump is 4x cheaper than a deep copy."""
        return cls(Table.model_validate(snapshot), snapshot)

    def copy(self) -> "Game":
        """An independent game at the same point, for trying choices (a bot's search): the
        table at the turn's start, rebuilt from its snapshot, and the turn's choices replayed.
        Same origin and history as this game; its log holds only the replayed turn."""
        game = self._replay(self.timeline.script)
        game.seed, game.origin, game.history = self.seed, self.origin, list(self.history)
        return game

    def _replay(self, script: list[str]) -> "Game":
        """A new game at this one's current step start with `script` replayed."""
        game = Game._at(self.timeline.turn_start(_snapshot_reached))
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
    def log(self) -> list[ev.Event]:
        """Every event since this Game object started: what its engine emitted."""
        return self.eng.events

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
        timeline = self.timeline
        timeline.chose(pending, legal)
        self.history.append(key)
        eng = self.eng
        eng.revealed = False
        events = self._run(legal)
        now = self._pending
        if eng.revealed or (now is not None and now.team != pending.team and not _unsealing(pending, legal, now)):
            timeline.seal()  # undo never goes back past a draw or a refill, nor into the other team's decisions
        return events

    @property
    def can_undo(self) -> bool:
        """Undo goes back one decision of the deciding team's turn, never past a draw, a refill or
        a card shown, and never into the other team's decisions (the BGA undo policy; a
        declined tagback question is taken back with the decision before it: `timeline`)."""
        return self._undoable() > 0

    def _undoable(self) -> int:
        answers = self.timeline.answers
        team = self._pending.team if self._pending is not None else answers[-1][0].team if answers else None
        return self.timeline.undoable(team) if team is not None else 0

    def undo(self) -> None:
        """Take back the deciding team's last choice (and a declined tagback question after it):
        the turn replayed without them takes this game's place (its engine, flow, question and
        timeline); the log loses the turn's events and gets the replay's."""
        back = self._undoable()
        if not back:
            raise IllegalChoice("nothing to undo: the turn just started, or something hidden was revealed since")
        replay = self._replay(self.timeline.script[:-back])
        replay.log[:0] = self.log[:self._turn_log]
        self.eng, self._flow, self._pending, self.timeline = replay.eng, replay._flow, replay._pending, replay.timeline
        self.history = self.history[:-back]  # a resumed game's history starts empty, at its position

    @property
    def state(self) -> GameState:
        """The position to save: the snapshot at the current step's start plus the choices since."""
        return GameState(table=self.turn_start, script=self.timeline.script)

    @property
    def turn_start(self) -> Table:
        """The table as the current team turn (or the setup) started: the saved snapshot."""
        return Table.model_validate(self.timeline.turn_start(_snapshot_reached))

    def snapshot_after(self, choices: int) -> None:
        """Take a snapshot at the turn's start that the next `choices` choices reach: a replay
        that knows where it must compare one (every load) dumps the table there once,
        instead of replaying the game again when asked for it."""
        self.timeline.snapshot_after(choices)

    @property
    def answers(self) -> list[tuple[Decision, Choice]]:
        """Every question asked since the turn started that needed an answer, with the answer
        given (the script's keys, as the table heard them)."""
        return list(self.timeline.answers)

    @staticmethod
    def schema() -> str:
        return json.dumps(GameState.model_json_schema(), indent=2)

    # --- the driver -------------------------------------------------------------------
    def _run(self, send: Choice | None) -> list[ev.Event]:
        """Play on to the next question; the events on the way."""
        log = self.eng.events
        start = len(log)
        flow = self._flow
        while True:
            try:
                item = flow.send(send)
            except StopIteration:
                self._pending = None
                break
            send = None
            if item is CHECKPOINT:
                self.timeline.turn_started(self.eng.table)
                self.eng.hands = []
                self._turn_log = len(log)
                continue
            if not item.choices:
                raise RuntimeError(f"engine bug: decision '{item.kind}' has no legal choice ({item.prompt})")
            self._pending = item
            break
        return log[start:]


def _unsealing(asked: Decision, answer: Choice, now: Decision) -> bool:
    """The deciding team changes without sealing the timeline: into a tagback question, or out
    of one declined. Being asked reveals nothing (the question comes whether or not a grenade is
    held) and neither does a "no"; a grenade thrown reveals its card (`Engine.revealed`)."""
    return now.kind is Kind.TAGBACK or (asked.kind is Kind.TAGBACK and answer.powerup is None)


def _snapshot_reached(snapshot: Snapshot, choices: list[str]) -> Snapshot:
    """The snapshot at the turn start that `choices`, replayed on `snapshot`, reach."""
    game = Game._at(snapshot)
    game.snapshot_after(len(choices))
    for key in choices:
        game.choose(key)
    return game.timeline.snapshot
