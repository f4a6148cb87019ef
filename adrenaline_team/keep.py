"""What the data folder keeps safe, for every program that writes a game there (the window's
autosave, the hosted game of `host`): an unfinished game is never replaced, it is set aside
in `backups/` first (and where it cannot be moved it stays in place and the new game is not
written over it); and one program at a time writes a save, under a lock that says who holds
it."""

from __future__ import annotations

import itertools
import os
import re
import stat
from datetime import datetime
from pathlib import Path

from .i18n import _
from .oserrors import reason
from .places import data_dir
from .rules.save import SaveError, load_game
from .system import lock, replace, unlock


def backups_dir() -> Path:
    """Unfinished games set aside when another game took their place."""
    return data_dir() / "backups"


def stamp() -> str:
    return f"{datetime.now():%Y-%m-%d_%H-%M-%S}"


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


def needs_setting_aside(path: Path) -> bool:
    """Whether the file at `path` holds a game that may not simply be replaced: an unfinished
    one, or one that does not load (it may be the player's only copy of a game)."""
    if not os.path.lexists(path):  # a symlink that leads nowhere is set aside too, not taken for nothing
        return False
    try:
        return not load_game(path).over
    except SaveError:
        return True


def set_aside(path: Path, name: str) -> Path | None:
    """Before another game takes `path`'s place: an unfinished (or unreadable) game there
    moves to `backups/` as `name-DATE.json` (returned), which the resume screen offers; a
    finished one is left to be replaced (None). `OSError` when it cannot be moved: it is then
    still in place, and the caller must not write over it."""
    if not needs_setting_aside(path):
        return None
    backup = unique_path(backups_dir(), f"{name}-{stamp()}")
    try:
        replace(path, backup)
    except BaseException:
        backup.unlink(missing_ok=True)
        raise
    return backup


# What the lock file says about its holder: written in this form in any language, worded by the
# program that reads it (`holder_words`), in its own
HOLDER = "process {pid}, open since {time}"


def holder_words(written: str) -> str:
    """The lock's holder as the lock file names it, in the current language."""
    found = re.fullmatch(r"process (\d+), open since (\d\d:\d\d)", written)
    if found:
        return _("process {pid}, open since {time}").format(pid=found[1], time=found[2])
    return written or _("another window")


class FolderLock:
    """One writer of a save per data folder: two would overwrite each other's games. The lock
    is on the file `name` in the folder (`system.lock`), held while the program runs and
    released by the system when the process ends, however it ends; the file names the holder."""

    def __init__(self, folder: Path, name: str = "lock"):
        self.path = folder / name
        self.fd: int | None = None
        self.broken = ""  # why the lock's place holds no lock file (a folder, a loop of links): nobody may hold it

    def acquire(self) -> str:
        """Take the lock; "" when held now (or when the folder cannot hold a lock: the saves
        then fail and say so), else who holds it, or the words of `broken`."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError as err:
            if not os.path.lexists(self.path):
                return ""
            # Something is in the way of the lock: going on anyway would let a second program
            # write the same saves.
            self.broken = (_("{path} is a folder") if self.path.is_dir() else _("{path} cannot be opened ({why})")).format(
                path=self.path, why=reason(err))
            return self.broken
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            self.broken = _("{path} is not a file").format(path=self.path)
            return self.broken
        if not lock(fd):
            holder = os.read(fd, 200).decode("utf-8", "replace").strip()
            os.close(fd)
            return holder_words(holder)
        self.fd = fd
        try:  # who holds it, for a second program to say; a full disk only loses these words
            os.ftruncate(fd, 0)
            os.write(fd, HOLDER.format(pid=os.getpid(), time=f"{datetime.now():%H:%M}").encode())
        except OSError:
            pass
        return ""

    def release(self) -> None:
        if self.fd is not None:
            unlock(self.fd)
            os.close(self.fd)
            self.fd = None
