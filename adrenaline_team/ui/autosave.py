"""Where the tabletop keeps its files, and the autosave written after every decision.

The folder is `$ADRENALINE_TEAM_DATA` if set (tests point it at a temporary folder), else
`$XDG_DATA_HOME/adrenaline-team`, else `~/.local/share/adrenaline-team`. The autosave is
written with the rules' atomic writer (temp file, fsync, rename), so a crash leaves the
previous decision's save or this one, never half a file. Writing happens on a worker thread:
an fsync can take longer than a frame."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..rules import Game
from ..rules.save import SaveError, load_game, save_game, to_save, write_atomic

APP = "adrenaline-team"


def data_dir() -> Path:
    if os.environ.get("ADRENALINE_TEAM_DATA"):
        return Path(os.environ["ADRENALINE_TEAM_DATA"])
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / APP


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


@dataclass
class Found:
    """What start-up finds in the autosave: an unfinished game, or why it cannot be loaded."""

    game: Game | None = None
    error: str = ""


def find_autosave() -> Found:
    """An unfinished autosaved game to offer for resuming (a finished one is not offered)."""
    path = autosave_path()
    if not path.exists():
        return Found()
    try:
        game = load_game(path)
    except SaveError as err:
        return Found(error=f"The autosave cannot be resumed — {err} (kept until a new game starts)")
    return Found(game=None if game.over else game)


def export(game: Game) -> Path:
    """Save a game for replay under the data folder, named by the date and time."""
    path = data_dir() / "saves" / f"{datetime.now():%Y-%m-%d_%H-%M-%S}.json"
    save_game(game, path)
    return path


class Autosaver:
    """Keeps `autosave.json` at the game's latest decision. The game is serialised on the
    caller's thread (it changes afterwards); only the writing waits on the worker, and when
    decisions come faster than the disk the newest one wins."""

    def __init__(self, path: Path | None = None):
        self.path = path or autosave_path()
        self._latest: str | None = None
        self._writing = False
        self.error = ""  # the last write's failure, if any (a full disk must not stop the game)
        self._lock = threading.Condition()
        self._thread = threading.Thread(target=self._write_forever, name="autosave", daemon=True)
        self._thread.start()

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
                self._writing = True
            try:
                write_atomic(self.path, text)
                self.error = ""
            except OSError as err:
                self.error = f"autosave failed: {err}"
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
