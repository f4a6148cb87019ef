"""Where the tabletop keeps its files, and the autosave written after every decision.

The folder is `$ADRENALINE_TEAM_DATA` if set (tests point it at a temporary folder), else
`$XDG_DATA_HOME/adrenaline-team`, else `~/.local/share/adrenaline-team`. The autosave is
written with the rules' atomic writer (temp file, fsync, rename), so a crash leaves the
previous decision's save or this one, never half a file. Writing happens on a worker thread:
an fsync can take longer than a frame."""

from __future__ import annotations

import fcntl
import itertools
import os
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..places import data_dir
from ..rules import Game
from ..rules.save import SaveError, cannot_write, load_game, save_game, to_save, write_atomic

def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def backups_dir() -> Path:
    """Unfinished games set aside when another game took the autosave's place."""
    return data_dir() / "backups"


@dataclass
class Offer:
    """What start-up finds to resume: an unfinished game and the file it came from (the
    autosave, or a backup set aside when a new game started), or why the autosave cannot
    be loaded."""

    game: Game | None = None
    path: Path | None = None
    error: str = ""

    @property
    def set_aside(self) -> bool:
        return self.path is not None and self.path != autosave_path()


def find_offer() -> Offer:
    """The unfinished autosaved game, else the newest unfinished backup (finished games and
    backups that no longer load are not offered; a bad autosave is named)."""
    path = autosave_path()
    error = ""
    if path.exists():
        try:
            game = load_game(path)
        except SaveError as err:
            error = f"The autosave cannot be resumed — {err} (kept as a backup once a new game starts)"
        else:
            if not game.over:
                return Offer(game, path)
    for backup in sorted(backups_dir().glob("*.json"), reverse=True):
        try:
            game = load_game(backup)
        except SaveError:
            continue
        if not game.over:
            return Offer(game, backup, error)
    return Offer(error=error)


def unique_path(folder: Path, stem: str) -> Path:
    """A new file `stem.json` (or `stem-2.json`, ...) in `folder`, created empty so that a
    second writer in the same second never takes the same name."""
    folder.mkdir(parents=True, exist_ok=True)
    for n in itertools.count(1):
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        return path
    raise AssertionError("unreachable")


def stamp() -> str:
    return f"{datetime.now():%Y-%m-%d_%H-%M-%S}"


def export(game: Game) -> Path:
    """Save a game for replay under the data folder, named by the date and time."""
    path = unique_path(data_dir() / "saves", stamp())
    save_game(game, path)
    return path


def set_aside_autosave() -> None:
    """Before another game takes the autosave's place: an unfinished (or unreadable) autosave
    moves to the backups, which the resume screen offers; a finished one is just replaced."""
    path = autosave_path()
    if not path.exists():
        return
    try:
        if load_game(path).over:
            return
    except SaveError:
        pass
    os.replace(path, unique_path(backups_dir(), f"autosave-{stamp()}"))


class FolderLock:
    """One window per data folder: two would overwrite each other's autosave. The lock is an
    advisory `flock` on `lock` in the folder, held while the window is open and released by
    the system when the process ends, however it ends; the file names the holder."""

    def __init__(self, folder: Path):
        self.path = folder / "lock"
        self.fd: int | None = None

    def acquire(self) -> str:
        """Take the lock; "" when held now (or when the folder cannot hold a lock: the saves
        then fail and say so), else who holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return ""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 200).decode("utf-8", "replace").strip()
            os.close(fd)
            return holder or "another window"
        os.ftruncate(fd, 0)
        os.write(fd, f"process {os.getpid()}, open since {datetime.now():%H:%M}".encode())
        self.fd = fd
        return ""

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


class Autosaver:
    """Keeps `autosave.json` at the game's latest decision. The game is serialised on the
    caller's thread (it changes afterwards); only the writing waits on the worker, and when
    decisions come faster than the disk the newest one wins."""

    def __init__(self, path: Path | None = None):
        self.path = path or autosave_path()
        self._latest: str | None = None
        self._writing = False
        self.error = ""  # why the last write failed, until one succeeds (the table shows it)
        self._lock = threading.Condition()
        self._thread = threading.Thread(target=self._write_forever, name="autosave", daemon=True)
        self._thread.start()

    def start(self, game: Game, resumed: bool) -> None:
        """A game takes over the autosave: unless it was resumed from it, an unfinished game
        there is set aside first (never silently replaced)."""
        if resumed:
            return
        try:
            set_aside_autosave()
        except OSError as err:
            self.error = cannot_write(err, data_dir())

    def save(self, game: Game) -> None:
        text = to_save(game).model_dump_json()
        with self._lock:
            self._latest = text
            self._lock.notify()

    def flush(self) -> None:
        """Wait until the latest save is on disk (before the window closes, and in tests)."""
        with self._lock:
            self._lock.wait_for(lambda: self._latest is None and not self._writing)

    def _write_forever(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._latest is not None)
                text, self._latest = self._latest, None
                assert text is not None  # what it waited for
                self._writing = True
            try:
                write_atomic(self.path, text)
                self.error = ""
            except OSError as err:
                self.error = cannot_write(err, data_dir())
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
