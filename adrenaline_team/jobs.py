"""Worker processes for `simulate --jobs`: games played at once, one process each, that end
when the command ends, however it ends.

A worker hears of its command's end through the pipe multiprocessing gives every child
(`multiprocessing.parent_process().sentinel`): only the command holds its other end, and the
kernel closes it when the command's process ends, by SIGKILL too, which nothing can catch.
A thread of the worker waits on that pipe and ends the worker when it closes. Chosen over
`prctl(PR_SET_PDEATHSIG)`, which is Linux only and fires when the *thread* that started the
worker ends, not its process; and over checking the parent's pid now and then, which wakes
every worker for nothing, hears late, and under the forkserver start method (Python 3.14's
default) sees the server, not the command. The pipe works on every start method and system.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from multiprocessing.connection import wait
from typing import Any, TypeVar

from .system import deaf_children

R = TypeVar("R")


@contextmanager
def workers(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """`jobs` worker processes. Left normally, they finish what they were given and end. Left
    by an exception (Ctrl-C, SIGTERM, an error) they are killed at once: a game under way is
    worth nothing once the command stops, and waiting for it (a game of hard bots takes a
    while) would keep the command running after it was told to stop."""
    # spawn on every system: macOS and Windows have no other (fork is Linux's default before
    # 3.14), so the workers start the same way everywhere and tests see what players get.
    pool = _DeafPool(jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_started)
    try:
        yield pool
    except BaseException:
        # The pool's threads go on writing to the dead workers' pipes until they hear: with
        # SIGPIPE's default action (`cli._pipe` sets it for a printing command such as this) that
        # would end the command silently.
        if sys.platform != "win32":
            sigpipe = signal.signal(signal.SIGPIPE, signal.SIG_IGN)
        # SIGKILL: they ignore SIGTERM (`_started`). `_processes` is the pool's own table of its
        # workers (Python 3.14 adds `kill_workers` for this).
        for process in list(pool._processes.values()):
            process.kill()
        pool.shutdown(cancel_futures=True)
        if sys.platform != "win32":
            signal.signal(signal.SIGPIPE, sigpipe)
        raise
    pool.shutdown()


class _DeafPool(ProcessPoolExecutor):
    """A pool whose workers ignore Ctrl-C and SIGTERM from birth: it starts them as work is
    submitted, and `_started` runs only once a worker has imported what it needs."""

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> Future[R]:
        with deaf_children():
            return super().submit(fn, *args, **kwargs)


def _started() -> None:
    """Run in each worker as it starts. Ctrl-C and a SIGTERM sent to the process group reach
    the workers too: they are the command's to handle (it stops its workers and says so in
    one line); a worker obeying them would print a traceback of its own, or break the pool
    under the command before the command has heard of its own signal."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    assert parent is not None, "run in a worker process"
    threading.Thread(target=_end_with, args=(parent.sentinel,), name="parent-watch", daemon=True).start()


def _end_with(sentinel: int) -> None:
    wait([sentinel])  # it returns when the command's end of the pipe closes: the command has ended
    os._exit(1)  # at once: nobody is left to want the game under way, or to read its result


def in_order(pool: Executor, work: Callable[..., R], items: Iterable[tuple[Any, ...]], ahead: int) -> Iterator[R]:
    """`work(*item)` for each item on the pool, the results in order, with at most `ahead`
    items taken at once (`Executor.map` takes them all before the first result)."""
    running: deque[Future[R]] = deque()
    for item in items:
        running.append(pool.submit(work, *item))
        if len(running) >= ahead:
            yield running.popleft().result()
    while running:
        yield running.popleft().result()
