"""The game's commands and its window as a system without POSIX's own modules would run them:
each in a process of its own where `fcntl` and `termios` cannot be imported (a
`sitecustomize` on PYTHONPATH installs an import hook refusing them, in the spawned workers
too). Windows has neither; here it is the closest look at Windows short of running on it.
Locks then go the Windows way (`system.lock`: a byte-range lock through `msvcrt`), through a
stand-in `msvcrt` whose `locking` is built on the real, hidden, `fcntl`.

Simulate (with spawned workers), autoplay, a saved game loaded, a hosted game with a bot
joined to it, and the window on SDL's dummy driver, which takes the data folder's lock."""

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

HIDDEN = ("fcntl", "termios")
HOOK = f"""
import importlib.machinery, os, sys, types
import fcntl as _fcntl  # taken before it is hidden: the stand-in msvcrt locks through it


class _Refuse:
    \"\"\"POSIX-only modules cannot be found, as on Windows.\"\"\"
    def find_spec(self, name, path=None, target=None):
        if name in {HIDDEN!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None


def locking(fd, mode, nbytes):
    \"\"\"Windows' byte-range lock from the file's position, refused with an OSError when held.\"\"\"
    start = os.lseek(fd, 0, os.SEEK_CUR)
    try:
        _fcntl.lockf(fd, _fcntl.LOCK_UN if mode == msvcrt.LK_UNLCK else _fcntl.LOCK_EX | _fcntl.LOCK_NB, nbytes, start)
    except BlockingIOError as err:
        raise PermissionError(13, "Permission denied") from err


class _StandIn:
    \"\"\"Once the game's `system` module is loaded, it locks through the stand-in `msvcrt`
    (which is not importable: the standard library would take it for Windows).\"\"\"
    def find_spec(self, name, path=None, target=None):
        if name != "adrenaline_team.system":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            module._windows_locks = lambda: msvcrt
        spec.loader.exec_module = exec_module
        return spec


for name in {HIDDEN!r}:
    sys.modules.pop(name, None)
sys.meta_path[:0] = [_Refuse(), _StandIn()]
msvcrt = types.SimpleNamespace(LK_UNLCK=0, LK_LOCK=1, LK_NBLCK=2, locking=locking)
"""


class Hidden:
    """Starts processes with the modules hidden, in `folder`; their data folder is `folder / "data"`."""

    def __init__(self, folder: Path):
        (folder / "hook").mkdir()
        if sys.platform != "win32":  # on Windows, the real thing: nothing to hide or stand in for
            (folder / "hook" / "sitecustomize.py").write_text(HOOK)
        self.folder = folder
        self.env = os.environ | {
            "PYTHONPATH": os.pathsep.join([str(folder / "hook"), os.environ.get("PYTHONPATH", "")]),
            "ADRENALINE_TEAM_DATA": str(folder / "data"), "PYTHONUNBUFFERED": "1",
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ADRENALINE_TEAM_OFFSCREEN": "1"}

    def python(self, *args: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, *args], cwd=self.folder, env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def game(self, *args: str) -> subprocess.Popen:
        """`adrenaline-team ARGS`."""
        return self.python("-m", "adrenaline_team.cli", *args)


@pytest.fixture
def hidden(tmp_path) -> Hidden:
    return Hidden(tmp_path)


def finished(proc: subprocess.Popen, timeout: float = 120) -> str:
    """Its output, once it has ended well (exit 0, no traceback)."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    assert proc.returncode == 0 and "Traceback" not in err, err
    return out


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no POSIX modules to hide")
def test_the_hook_hides_the_posix_modules_and_locks_go_the_windows_way(hidden):
    out = finished(hidden.python("-c", "for m in ('fcntl', 'termios', 'socket'):\n"
                                 "    try: __import__(m); print(m, 'found')\n"
                                 "    except ModuleNotFoundError: print(m, 'missing')\n"
                                 "from adrenaline_team import system\n"
                                 "print(system._posix_locks(), type(system._windows_locks()).__name__)"))
    assert out.splitlines() == ["fcntl missing", "termios missing", "socket found", "None SimpleNamespace"]


def test_simulate_with_spawned_workers_plays_without_posix_modules(hidden):
    out = finished(hidden.game("simulate", "--games", "2", "--seed", "1", "--jobs", "2"))
    assert [line.split()[:2] for line in out.splitlines()[:2]] == [["game", "1"], ["game", "2"]]


def test_autoplay_then_its_save_loaded_without_posix_modules(hidden):
    finished(hidden.python("-m", "adrenaline_team.autoplay", "--save", "game.json", "--seed", "1"))
    assert (hidden.folder / "game.json").stat().st_size > 0
    assert finished(hidden.game("review", "game.json")).strip()
    assert finished(hidden.game("replay", "--headless", "game.json")).strip()


def test_host_and_join_play_a_game_without_posix_modules(hidden):
    host = hidden.game("host", "--headless", "--bind", "127.0.0.1", "--port", "0", "--teams", "1v1",
                       "--white", "random", "--seed", "2")
    assert host.stdout is not None
    said = [host.stdout.readline() for _ in range(2)]  # where it listens, then the invite code
    port = re.search(r"port (\d+)", said[0])
    code = re.search(r"invite code.*: ([A-Z2-7-]+)$", said[1].strip())
    assert port and code, "".join(said) + host.stderr.read()
    join = hidden.game("join", f"127.0.0.1:{port[1]}", "--bot", "random", "--team", "black", "--seed", "1",
                       "--code", code[1])
    finished(join)
    assert finished(host).strip()


SAVE = """
from adrenaline_team.ai.match import bot_config
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import save_game
game = Game.new(bot_config((1, 1), "A", ("easy", "easy")), seed=3)
for _ in range(10):
    game.choose(game.pending.choices[0])
save_game(game, "half.json")
"""
HOLDER = """
from adrenaline_team.keep import FolderLock
from adrenaline_team.places import data_dir
print(FolderLock(data_dir()).acquire())
"""
HISTORY = """
from adrenaline_team.places import data_dir
from adrenaline_team.rules.save import load_game
print(len(load_game(data_dir() / "autosave.json").history))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="closed with SIGTERM, which Windows cannot send")
def test_window_loads_a_save_and_takes_the_data_folders_lock_without_posix_modules(hidden):
    """The window on the dummy driver loads a saved game of two computer seats, which think
    in a spawned worker and play on; it holds the data folder's lock, which names it to a
    second program; SIGTERM closes it, saved: exit 0."""
    finished(hidden.python("-c", SAVE))
    window = hidden.game("play", "--load", "half.json")
    try:
        autosave = hidden.folder / "data" / "autosave.json"
        deadline = time.monotonic() + 60
        while not (autosave.exists() and int(finished(hidden.python("-c", HISTORY))) > 12):
            assert window.poll() is None and time.monotonic() < deadline, "the window ended or never played"
            time.sleep(0.5)
        assert finished(hidden.python("-c", HOLDER)).startswith(f"process {window.pid}, open since ")
        window.send_signal(signal.SIGTERM)
        finished(window, timeout=60)
    finally:
        if window.poll() is None:  # a failed check: the window must not outlive the test
            window.kill()
            window.wait()
    assert finished(hidden.python("-c", HOLDER)) == "\n"  # released
