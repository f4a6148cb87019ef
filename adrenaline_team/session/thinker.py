"""Computer seats and the coach thinking in a separate process, so a bot that looks ahead
never freezes the window: the frame loop keeps drawing and reading input while it thinks.

A thread is not enough: the bot is pure Python, and while it holds the interpreter lock
the window's frames wait (measured: 20-200 ms stalls). So one worker process per window
runs every bot; the window sends it the asked team's observation (`rules.observe`, in its
wire form: the worker is never sent the game, so it holds no card that team may not see)
and later picks up the answer, a choice key, which it applies to the real game (or, for the
coach, its `Hint`). The worker rebuilds the seat from the observation alone
(`rules.observe.ObservedSeat`), as a network client does from its snapshot, and the bot
answers there exactly as at the table. Each bot lives in the worker for its whole game, so
its random stream runs on exactly as it would in-process. Tests (`fast`) skip the process
and ask the bot directly."""

from __future__ import annotations

import atexit
import itertools
import multiprocessing as mp
import signal

from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

from ..ai import make_bot
from ..ai.coach import Hint, hint
from ..rules.observe import Observation, ObservationData, ObservedSeat, Seat
from ..system import deaf_children

_ids = itertools.count()
COACH = "coach"  # a thinker by this name asks the coach (ai/coach.py) instead of a bot
Answer = TypeVar("Answer", str, Hint | None)  # a bot's choice key, or the coach's hint


def _job(name: str, seed: int) -> Callable[[Seat | None], Any]:
    """What a thinker asks of a seat: a bot's choice key, or the coach's hint (None: no
    question to hint at; `Any`: the one table serves both, in the window and in the worker
    process). A computer seat is asked only when its question is on the table."""
    if name == COACH:
        return lambda seat: None if seat is None else hint(seat)
    bot = make_bot(name, seed)

    def key(seat: Seat | None) -> str:
        assert seat is not None
        return bot(seat).key
    return key


def _serve(conn: Connection) -> None:
    """The worker: answer (bot id, bot name, seed, observation JSON or None) with a choice key
    (the coach: a hint). It ends when the window closes its pipe; a SIGTERM or Ctrl-C sent to
    the whole process group is the window's to handle (it saves and closes), not a reason to
    vanish mid-answer."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    bots: dict[int, Callable[[Seat | None], Any]] = {}
    while True:
        try:
            bot_id, name, seed, seen = conn.recv()  # seen: `_wire`
        except (EOFError, OSError):  # the window closed
            return
        if bot_id not in bots:
            bots[bot_id] = _job(name, seed)
        try:
            answer = (bot_id, "ok", bots[bot_id](_seat(seen)))
        except Exception as err:  # reported to the window, which raises it there
            answer = (bot_id, "error", f"{type(err).__name__}: {err}")
        try:
            conn.send(answer)
        except OSError:  # the window closed while this bot thought
            return


def _wire(seen: Observation | None) -> str | None:
    """What the worker is sent: the asked team's observation as JSON (None: no question)."""
    return seen.to_wire().model_dump_json() if seen is not None else None


def _seat(text: str | None) -> Seat | None:
    """The seat of the observation `_wire` sent (None: no question is asked)."""
    return ObservedSeat(Observation.from_wire(ObservationData.model_validate_json(text))) if text is not None else None


class Worker:
    """The process that runs the bots of one window (started on first use, ends with it)."""

    def __init__(self) -> None:
        # spawn, not fork: the window's process holds SDL and threads a fork would copy
        ctx = mp.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), name="adrenaline-bots", daemon=True)
        with deaf_children():
            self.process.start()
        child.close()
        # The worker ignores SIGTERM and ends only when its pipe closes, and at exit Python
        # joins its child processes: a process that never called `close` (a crash, a script)
        # would wait forever. Closed at exit, before that join (atexit runs last-in first).
        atexit.register(self.close)

    def close(self) -> None:
        atexit.unregister(self.close)
        self.conn.close()
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.kill()


class Thinker(Generic[Answer]):
    """One computer seat (`Thinker[str]`: its choice keys) or the coach (`Thinker[Hint | None]`):
    `start` asks for a decision, `result` collects it."""

    def __init__(self, name: str, seed: int, worker: Worker | None):
        self.name, self.seed, self.worker = name, seed, worker
        self.id = next(_ids)
        self.bot = _job(name, seed) if worker is None else None
        self.busy = False
        self.answer: Answer | None = None

    def start(self, seen: Observation | None) -> None:
        """Think about the question in `seen`, the asked team's observation (None: no
        question, which only the coach is asked: it answers None)."""
        self.busy = True
        if self.bot is not None:  # no worker: it thinks here
            self.answer = self.bot(ObservedSeat(seen) if seen is not None else None)
        elif self.worker is not None:
            self.worker.conn.send((self.id, self.name, self.seed, _wire(seen)))

    def result(self) -> Answer | None:
        """The bot's choice key (the coach's hint) once it has one (None while it still thinks)."""
        if not self.busy:
            return None
        while self.worker is not None:
            if not self.worker.conn.poll():
                return None
            bot_id, status, self.answer = self.worker.conn.recv()
            if bot_id != self.id:
                continue  # the answer to a screen that has closed since
            if status != "ok":
                raise RuntimeError(f"the {self.name} bot failed: {self.answer}")
            break
        self.busy = False
        return self.answer
