"""Stopping a command: Ctrl-C or SIGTERM is one line (exit 130 or 143) and never a traceback,
whatever the command; `simulate --jobs` leaves no worker process behind, however its process
ends (SIGKILL too).

Each case runs the command in a process of its own, in a session of its own: Ctrl-C at a
terminal reaches the whole foreground process group, so these send SIGINT to the group.
The processes are read from /proc (Linux)."""

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from adrenaline_team import cli
from adrenaline_team.cli import Stopped, main

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")]

# Started as from a terminal: Ctrl-C raises KeyboardInterrupt until the command sets its own
# handler (a child of a process that ignores SIGINT, as a shell script's `pytest &`, would
# otherwise ignore it from the start, and so would the command, rightly).
RUN = """
import signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
from adrenaline_team.cli import main
sys.exit(main(sys.argv[1:]))
"""
FOREVER = ["simulate", "--games", "999999999"]


def _start(tmp_path, *argv: str) -> subprocess.Popen:
    env = os.environ | {"ADRENALINE_TEAM_DATA": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
                        "ADRENALINE_TEAM_OFFSCREEN": "1"}
    return subprocess.Popen([sys.executable, "-c", RUN, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, start_new_session=True)


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent's pid; None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    state, ppid = text.rsplit(")", 1)[1].split()[:2]  # the name, in brackets, may hold spaces
    return state, int(ppid)


def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (stat := _stat(int(entry.name))) is not None and stat[1] == pid:
            found.add(int(entry.name))
    return found


def _running(pids: set[int]) -> set[int]:
    """Those still running: an ended process not yet reaped (state Z) is not."""
    return {pid for pid in pids if (stat := _stat(pid)) is not None and stat[0] != "Z"}


def _workers(proc: subprocess.Popen, count: int) -> set[int]:
    """The command's worker processes, once it has printed its first game (the pool is busy)."""
    assert proc.stdout.readline().startswith("game 1 "), proc.stderr.read()
    deadline = time.monotonic() + 30
    while len(children := _children(proc.pid)) < count:
        assert time.monotonic() < deadline, children
        time.sleep(0.05)
    return children


def _gone(pids: set[int], within: float) -> set[int]:
    """Waits up to `within` seconds for `pids` to end; those still running."""
    deadline = time.monotonic() + within
    while (left := _running(pids)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_stopped_simulate_jobs_says_one_line_and_leaves_no_worker(tmp_path, sig, code):
    proc = _start(tmp_path, *FOREVER, "--jobs", "2")
    workers = _workers(proc, 2)
    os.killpg(proc.pid, sig)  # Ctrl-C: the whole group, the workers too; SIGTERM as the group gets it at a logout
    # read through the pipes' readers: `communicate` would skip what `_workers`' readline buffered
    out, err = proc.stdout.read(), proc.stderr.read()
    proc.wait(timeout=60)
    games = len(out.splitlines()) + 1  # the first line, read above
    assert proc.returncode == code and err == f"adrenaline-team: stopped after {games} game{'s' * (games > 1)}\n", err
    assert _gone(workers, 5) == set()


def test_a_simulate_jobs_whose_command_alone_gets_SIGTERM_ends_its_workers(tmp_path):
    proc = _start(tmp_path, *FOREVER, "--jobs", "2", "--black", "normal")
    workers = _workers(proc, 2)
    proc.send_signal(signal.SIGTERM)  # `kill PID`: the workers are not told
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143 and err.startswith("adrenaline-team: stopped after ") and err.count("\n") == 1, err
    assert _gone(workers, 5) == set()


def test_the_workers_end_when_their_command_is_killed(tmp_path):
    """SIGKILL cannot be caught: each worker hears its command's end on the pipe only the
    command held, and ends within moments, mid-game (hard bots take a while over a game)."""
    proc = _start(tmp_path, *FOREVER, "--jobs", "2", "--black", "hard", "--white", "hard")
    deadline = time.monotonic() + 30
    while len(workers := _children(proc.pid)) < 2:
        assert time.monotonic() < deadline and proc.poll() is None, proc.stderr.read()
        time.sleep(0.05)
    time.sleep(1)  # into their first games
    proc.kill()
    proc.communicate(timeout=30)
    assert _gone(workers, 5) == set()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_of_simulate_is_one_line_and_exit_130(tmp_path, jobs):
    proc = _start(tmp_path, *FOREVER, "--json", "--jobs", jobs)
    time.sleep(3)  # --json prints nothing before the end
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and out == "", out
    assert err.startswith("adrenaline-team: stopped after ") and err.count("\n") == 1, err


@pytest.mark.parametrize("argv", [["bench", "--quick"], ["play"], ["demo"]])
def test_ctrl_c_of_any_command_is_one_line_and_exit_130(tmp_path, argv):
    """One place in `main` for every command: the bench, the window (which closes as it
    does, its bots' process with it)."""
    proc = _start(tmp_path, *argv)
    time.sleep(4)  # started: the bench measures for half a minute, a window runs until closed
    assert proc.poll() is None, proc.stderr.read()
    children = _children(proc.pid)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and err == "adrenaline-team: stopped\n", err
    assert _gone(children, 5) == set()


def test_main_puts_the_signal_handlers_back(capsys):
    """In-process (as the tests call it): a Ctrl-C while `main` runs stops the command in one
    line; after it, Ctrl-C is the caller's again.

    Pytest run by a script in the background (`.ci/run &`) starts with Ctrl-C ignored, and
    `main` rightly leaves an ignored signal ignored: the test sets the terminal's handler
    first, as RUN does. The command is long but finite, so a Ctrl-C that went unheard fails
    the test (exit 0) instead of hanging the run."""
    original = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        before = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGPIPE)
        timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        try:
            assert main(["simulate", "--games", "3000"]) == 130
        finally:
            timer.cancel()
        err = capsys.readouterr().err
        assert err.startswith("adrenaline-team: stopped after ") and err.count("\n") == 1, err
        # SIGPIPE too: left at its default, a later write to a closed socket ended pytest (CI)
        assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM),
                signal.getsignal(signal.SIGPIPE)) == before
    finally:
        signal.signal(signal.SIGINT, original)


def test_a_stop_whose_raise_was_dropped_ends_the_next_held_block():
    """Python runs a signal handler wherever the main thread is: inside a garbage-collector
    callback or a `__del__`, its exception is printed and dropped (CI saw a Ctrl-C lost so in
    hypothesis's gc callback, and simulate played on). The stop is kept and the next game's
    block raises it before it begins."""
    original = signal.signal(signal.SIGINT, signal.default_int_handler)
    ran = []
    try:
        with pytest.raises(Stopped) as stopped:
            with cli._stopping():
                handler = signal.getsignal(signal.SIGINT)
                with contextlib.suppress(Stopped):  # as a gc callback drops it
                    handler(signal.SIGINT, None)
                with cli._held():
                    ran.append("a game")
        assert stopped.value.code == 130 and ran == []
    finally:
        signal.signal(signal.SIGINT, original)


@pytest.mark.parametrize("argv, prints", [
    (["simulate"], True), (["review", "x.json"], True), (["bench"], True), (["schema"], True), (["puzzles"], True),
    (["replay", "x.json", "--headless"], True), (["demo", "--headless"], True),
    (["replay", "x.json"], False), (["demo"], False), (["play"], False), ([], False),
    (["host"], False), (["host", "--headless"], False), (["join", "h", "--bot", "easy", "--team", "black"], False),
])
def test_only_a_command_that_only_prints_keeps_sigpipes_default_action(argv, prints):
    """Issue 40: `main` set SIGPIPE's default action for every command, so a client that reset
    its connection ended `host` (and the window, and `join`) at the host's next write to it."""
    args = cli.build_parser().parse_args(argv)
    assert cli._prints(args) is prints
    before = signal.getsignal(signal.SIGPIPE)
    try:
        cli._pipe(args)
        assert signal.getsignal(signal.SIGPIPE) == (signal.SIG_DFL if prints else signal.SIG_IGN)
    finally:
        signal.signal(signal.SIGPIPE, before)


def test_ctrl_c_while_the_command_is_still_imported_is_one_line_and_exit_130(monkeypatch, capsys):
    """The first second of any command is Python importing the command line's modules, before
    `main` sets its handlers: the console command starts in `command`, which imports them
    under its own guard. The Ctrl-C is made to come at that import (a finder that raises it)."""
    import importlib.abc

    from adrenaline_team import command

    class CtrlC(importlib.abc.MetaPathFinder):
        def find_spec(self, fullname, path, target=None):
            if fullname == "adrenaline_team.cli":
                raise KeyboardInterrupt
            return None

    monkeypatch.delitem(sys.modules, "adrenaline_team.cli")
    monkeypatch.setattr(sys, "meta_path", [CtrlC(), *sys.meta_path])
    monkeypatch.setattr(sys, "argv", ["adrenaline-team", "--lang", "ja", "simulate"])
    assert command.run() == 130
    assert capsys.readouterr().err == "adrenaline-team: 停止した\n"
