"""What differs between systems (`system.py`, `places.data_dir`): each system's rule checked
here on Linux by pointing platformdirs (and the module's own switches) at that system."""

import multiprocessing
import os
import signal
import subprocess
import sys
from pathlib import Path

import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from adrenaline_team import places, system
from adrenaline_team.keep import FolderLock
from adrenaline_team.files import write_atomic


@pytest.fixture
def home(tmp_path, monkeypatch):
    """No `ADRENALINE_TEAM_DATA`, no `XDG_DATA_HOME`, and a home folder of the test's own."""
    monkeypatch.delenv("ADRENALINE_TEAM_DATA")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))  # the home folder on Windows
    return tmp_path


def on(monkeypatch, platform: str, dirs: type) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(places, "PlatformDirs", dirs)


def test_linux_data_folder_is_where_it_always_was(home, monkeypatch):
    on(monkeypatch, "linux", platformdirs.unix.Unix)
    assert places.data_dir() == home / ".local" / "share" / "adrenaline-team"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    assert places.data_dir() == home / "xdg" / "adrenaline-team"
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(home / "mine"))
    assert places.data_dir() == home / "mine"


def test_mac_data_folder_is_application_support(home, monkeypatch):
    on(monkeypatch, "darwin", platformdirs.macos.MacOS)
    assert places.data_dir() == home / "Library" / "Application Support" / "adrenaline-team"


def test_mac_that_played_before_keeps_its_folder_until_the_new_one_exists(home, monkeypatch):
    on(monkeypatch, "darwin", platformdirs.macos.MacOS)
    earlier = home / ".local" / "share" / "adrenaline-team"
    earlier.mkdir(parents=True)
    assert places.data_dir() == earlier
    (home / "Library" / "Application Support" / "adrenaline-team").mkdir(parents=True)
    assert places.data_dir() == home / "Library" / "Application Support" / "adrenaline-team"


def test_linux_ignores_a_folder_only_a_mac_would_have_used(home, monkeypatch):
    on(monkeypatch, "linux", platformdirs.unix.Unix)
    (home / "Library" / "Application Support" / "adrenaline-team").mkdir(parents=True)
    assert places.data_dir() == home / ".local" / "share" / "adrenaline-team"


def test_windows_data_folder_is_local_appdata_without_an_author_folder(home, monkeypatch):
    on(monkeypatch, "win32", platformdirs.windows.Windows)
    folders = {"CSIDL_LOCAL_APPDATA": str(home / "AppData" / "Local"), "CSIDL_APPDATA": str(home / "AppData" / "Roaming")}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", folders.__getitem__)
    assert places.data_dir() == home / "AppData" / "Local" / "adrenaline-team"


def test_a_lock_held_is_refused_to_a_second_holder_until_released(tmp_path):
    path = tmp_path / "lock"
    first, second = (os.open(path, os.O_RDWR | os.O_CREAT) for _ in range(2))
    try:
        assert system.lock(first) is True
        assert system.lock(second) is False
        system.unlock(first)
        assert system.lock(second) is True
    finally:
        os.close(first)
        os.close(second)


def test_folder_lock_names_its_holder_to_a_second_window(tmp_path):
    held, refused = FolderLock(tmp_path), FolderLock(tmp_path)
    assert held.acquire() == ""
    try:
        assert refused.acquire().startswith(f"process {os.getpid()}, open since ")
    finally:
        held.release()
    assert refused.acquire() == ""
    refused.release()


def test_replace_waits_on_windows_for_a_save_another_program_holds_open(tmp_path, monkeypatch):
    real, refusals = os.replace, [PermissionError(13, "in use")] * 3

    def held_open(source, target):
        if refusals:
            raise refusals.pop()
        real(source, target)
    monkeypatch.setattr(system, "WINDOWS", True)
    monkeypatch.setattr(system, "_RETRY", 0)
    monkeypatch.setattr(os, "replace", held_open)
    write_atomic(tmp_path / "game.json", "new")
    assert (tmp_path / "game.json").read_text() == "new" and refusals == []
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_replace_on_posix_does_not_wait(tmp_path, monkeypatch):
    calls = []

    def refused(source, target):
        calls.append(target)
        raise PermissionError(13, "denied")
    monkeypatch.setattr(system, "WINDOWS", False)
    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(PermissionError):
        system.replace(tmp_path / "a", tmp_path / "b")
    assert len(calls) == 1


def test_windows_syncs_no_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(system, "WINDOWS", True)
    monkeypatch.setattr(os, "open", lambda *a, **k: pytest.fail("a folder opened on Windows"))
    system.sync_folder(tmp_path)


@pytest.mark.slow
def test_alive_tells_a_running_process_from_an_ended_one():
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    assert system.alive(os.getpid()) is True
    assert system.alive(int(ended.stdout)) is False


def test_termination_is_sigterm_and_on_windows_sigbreak():
    import signal
    assert system.TERMINATION == ((signal.SIGTERM, signal.SIGBREAK) if sys.platform == "win32" else (signal.SIGTERM,))


def test_no_module_of_the_package_imports_a_posix_only_module_at_its_top():
    """The package imports on Windows: `fcntl`, `termios`, `resource`... only inside a function
    run on the system that has them (the import check in `tests/test_anywhere.py` runs it)."""
    import ast
    import re
    posix_only = {"fcntl", "termios", "tty", "pty", "resource", "pwd", "grp", "posix", "msvcrt", "winreg", "_winapi"}
    named = re.compile(r"\b({})\b".format("|".join(posix_only)))
    found = []
    for path in Path(places.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if not named.search(text):
            continue  # parsed only where one is named: an import names its module
        for node in ast.parse(text).body:
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            found += [f"{path.name}: {n}" for n in names if n.split(".")[0] in posix_only]
    assert found == []


def test_simulate_workers_start_with_spawn_on_every_system():
    """macOS and Windows have no fork: `simulate --jobs` uses spawn here too, so it is what is tested."""
    from adrenaline_team.jobs import workers
    with workers(1) as pool:
        assert pool._mp_context.get_start_method() == "spawn"


def _dispositions(conn) -> None:
    """Run first in a spawned process: how it found Ctrl-C and SIGTERM handled at birth."""
    conn.send((signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)))


@pytest.mark.skipif(sys.platform == "win32", reason="Windows sends neither signal to a process group")
def test_a_worker_ignores_ctrl_c_and_sigterm_from_birth_and_its_starter_keeps_its_handlers():
    """A Ctrl-C that reached a worker still importing printed its traceback under the
    command's one line (seen with `demo` on a busy machine): a blocked signal did not reach
    the new interpreter, an ignored one does."""
    ctx = multiprocessing.get_context("spawn")
    mine, theirs = ctx.Pipe()
    before = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    with system.deaf_children():
        worker = ctx.Process(target=_dispositions, args=(theirs,))
        worker.start()
    assert mine.recv() == (signal.SIG_IGN, signal.SIG_IGN)
    worker.join()
    assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)) == before
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == set()
