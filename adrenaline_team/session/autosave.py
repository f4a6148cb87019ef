"""Where the tabletop keeps its files, and the autosave written after every decision.

The folder is `places.data_dir()` (where the system keeps a program's data, or
`$ADRENALINE_TEAM_DATA`). The autosave is
written with the rules' atomic writer (temp file, fsync, rename), so a crash leaves the
previous decision's save or this one, never half a file. Writing happens on a worker thread:
an fsync can take longer than a frame."""

from __future__ import annotations

import os
import threading
import weakref
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from .. import keep
from ..i18n import _
from ..keep import backups_dir, stamp
from ..places import data_dir
from ..rules import Game
from ..files import cannot_write, write_atomic
from ..rules.save import SaveError, load_game, save_text
from ..rules.state import TEAMS, Team


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def games_dir() -> Path:
    """Every game finished in a window, kept under its date and time (`Autosaver.keep`)."""
    return data_dir() / "games"


def saves_dir() -> Path:
    """Games exported from the menu or the results screen."""
    return data_dir() / "saves"


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
    if os.path.lexists(path):  # a symlink that leads nowhere is named too, not taken for no autosave
        try:
            game = load_game(path)
        except SaveError as err:
            error = _("The autosave cannot be resumed — {why} (kept as a backup once a new game starts)").format(why=err)
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


def write_new(folder: Path, text: str) -> Path:
    """`text` in a new file of `folder` named by the date and time, never over another; a
    failed write leaves no empty file behind."""
    path = keep.unique_path(folder, stamp())
    try:
        write_atomic(path, text)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def export(game: Game) -> Path:
    """Save a game for replay under the data folder, named by the date and time."""
    return write_new(saves_dir(), save_text(game))


def exported(game: Game) -> str:
    """Export `game` (the menu's and the results' button) and say where it went, or why not."""
    try:
        return _("Saved to {path} — replay it with: adrenaline-team replay FILE").format(path=export(game))
    except OSError as err:
        return _("Could not export the save: {why}").format(why=cannot_write(err, saves_dir()))


def set_aside_autosave() -> None:
    """Before another game takes the autosave's place: an unfinished (or unreadable) autosave
    moves to the backups, which the resume screen offers; a finished one is just replaced.
    `OSError` when it cannot be moved: it is then still in place."""
    keep.set_aside(autosave_path(), "autosave")


def took_over(backup: Path, saver: Autosaver | None) -> None:
    """A game set aside plays again, in the autosave's place: its backup goes once the
    autosave holds it (else the resume screen would offer it again, behind the game). While
    nothing is saved (a read-only window, a failed write) the backup stays: it is the game."""
    if saver is None:
        return
    saver.flush()
    if not saver.error:
        backup.unlink(missing_ok=True)


def set_aside_problem() -> str:
    """Why an unfinished autosave could not be set aside now ("" if it could, or if there is
    none), found without moving anything: `play --load FILE` asks before its window opens."""
    path = autosave_path()
    if not keep.needs_setting_aside(path):
        return ""
    try:
        keep.unique_path(backups_dir(), f".probe-{os.getpid()}").unlink()
    except OSError as err:
        return _("the unfinished game in {autosave} cannot be set aside ({why}): it is kept").format(
            autosave=path, why=cannot_write(err, backups_dir()))
    return ""


def _kept_words(err: OSError) -> str:
    """Why nothing is saved over the autosave, short enough for the Not saving strip: the
    files named by their place in the data folder."""
    why = cannot_write(err, backups_dir()).replace(f"{data_dir()}{os.sep}", "")
    return _("keeping the game in {autosave} ({why})").format(autosave=autosave_path().name, why=why)


@dataclass(frozen=True)
class SavedGame:
    """One file of the player's saved games, as a list shows it: what the game was, or the
    one line that says why the file does not load."""

    path: Path
    folder: str  # "games" (finished in a window), "saves" (exported), "backups" (set aside)
    date: datetime  # when the file was written
    arena: str = ""
    teams: dict[Team, tuple[str, ...]] = field(default_factory=dict)  # each team's players' names
    scores: dict[Team, int] = field(default_factory=dict)
    finished: bool = False
    error: str = ""


SAVED_FOLDERS = {"games": games_dir, "saves": saves_dir, "backups": backups_dir}


@dataclass(frozen=True)
class SavedFile:
    """A file of the saved games' folders as a listing finds it, unread: its modification
    time and size (`stamp`) tell whether it changed since it was read."""

    path: Path
    folder: str
    date: datetime
    stamp: tuple[int, int]


_read: dict[SavedFile, SavedGame] = {}  # a file is loaded once while unchanged


def saved_files() -> list[SavedFile]:
    """Every file in `games/`, `saves/` and `backups/`, newest first, none read yet: a list
    of hundreds shows at once and reads each file as it comes (`read_saved`)."""
    found: list[SavedFile] = []
    for folder, where in SAVED_FOLDERS.items():
        try:
            paths = sorted(where().glob("*.json"))
        except OSError:  # a folder that cannot be listed holds nothing to show
            continue
        for path in paths:
            try:
                info = path.lstat()
            except OSError:  # gone since the listing
                continue
            found.append(SavedFile(path, folder, datetime.fromtimestamp(info.st_mtime), (info.st_mtime_ns, info.st_size)))
    for gone in _read.keys() - set(found):
        del _read[gone]
    return sorted(found, key=lambda f: (f.date, f.path), reverse=True)


def read_saved(file: SavedFile) -> SavedGame:
    """What the file holds. It is loaded as `play --load` loads it (its whole history
    replayed, about 10 ms), so a file listed as a game opens as one; a file not changed
    since it was read is not loaded again."""
    if file not in _read:
        _read[file] = _saved_game(file.path, file.folder, file.date)
    return _read[file]


def saved_games() -> list[SavedGame]:
    """Every file in `games/`, `saves/` and `backups/`, newest first, each read."""
    return [read_saved(f) for f in saved_files()]


def _saved_game(path: Path, folder: str, date: datetime) -> SavedGame:
    try:
        game = load_game(path)
    except SaveError as err:
        return SavedGame(path, folder, date, error=str(err))
    t = game.table
    return SavedGame(path, folder, date, t.config.arena,
                     {team: tuple(p.name for p in t.config.players(team)) for team in TEAMS},
                     {team: t.teams[team].score for team in TEAMS}, game.over)


class Autosaver:
    """Keeps `autosave.json` at the game's latest decision. The game is serialised on the
    caller's thread (it changes afterwards); only the writing waits on the worker, and when
    decisions come faster than the disk the newest one wins. While an unfinished game in the
    autosave cannot be set aside, nothing is written over it: each save tries again first."""

    def __init__(self, path: Path | None = None):
        self.path = path or autosave_path()
        self._latest: str | None = None
        self._writing = False
        self._blocked = False  # an unfinished game in the autosave could not be set aside yet
        self.error = ""  # why the last write failed, until one succeeds (the table shows it)
        self._kept: weakref.WeakKeyDictionary[Game, Path] = weakref.WeakKeyDictionary()
        self._lock = threading.Condition()
        self._thread = threading.Thread(target=self._write_forever, name="autosave", daemon=True)
        self._thread.start()

    def start(self, game: Game, resumed: bool) -> None:
        """A game takes over the autosave: unless it was resumed from it, an unfinished game
        there is set aside first (never silently replaced)."""
        self.flush()  # the last game's last decision first, so that it is what is set aside
        self._blocked = False
        if resumed:
            return
        try:
            set_aside_autosave()
        except OSError as err:
            self._blocked, self.error = True, _kept_words(err)

    def save(self, game: Game) -> None:
        try:
            text = save_text(game)
        except OSError as err:  # longer than a save holds: the last one that loads stays
            self.error = cannot_write(err, data_dir())
            return
        with self._lock:
            self._latest = text
            self._lock.notify()

    def keep(self, game: Game) -> Path | None:
        """A finished game, written to `games/` under its date and time (a second one in the
        same second gets `-2`), never over another file; once per game, however often asked.
        The file, or None when it could not be written: the table then says why, as for a
        failed autosave, until a save succeeds."""
        if game in self._kept:
            return self._kept[game]
        self.flush()  # the game's last autosave first: its success would clear the words of a failure here
        try:
            path = write_new(games_dir(), save_text(game))
        except OSError as err:
            self.error = cannot_write(err, games_dir())
            return None
        self._kept[game] = path
        return path

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
                if self._blocked:
                    set_aside_autosave()
                    self._blocked = False
                write_atomic(self.path, text)
                self.error = ""
            except OSError as err:
                self.error = _kept_words(err) if self._blocked else cannot_write(err, data_dir())
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
