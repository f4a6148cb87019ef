"""Writing save files: where a game came from (config and seed, or a position), every choice
since, and a snapshot of the current position. Reading them is the save gate's job
(`gate.py`): a load replays every choice from the origin and checks the snapshot against
that, so a save can be trusted or is refused with one line saying why."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from ..catalog.loader import card_set
from ..i18n import _
from ..oserrors import reason
from ..system import alive, replace, sync_folder
from .game import Game
from .gate import FORMAT, MAX_BYTES, MAX_SCRIPT, VERSION, SaveError, SaveFile, game_from_save, load_game

__all__ = ["FORMAT", "VERSION", "SaveError", "SaveFile", "cannot_write", "game_from_save", "load_game", "save_game",
           "save_text", "to_save", "write_atomic"]


def to_save(game: Game) -> SaveFile:
    """The game's save, with the cards this process plays with (every game in it plays with them)."""
    return SaveFile(config=game.table.config, seed=game.seed, position=game.origin, choices=list(game.history),
                    snapshot=game.state, cards=card_set().digest)


def save_text(game: Game) -> str:
    """The text of the game's save file; `OSError` (EFBIG) for a game longer than the gate
    reads back, whose file would replace one that loads with one that does not."""
    text = to_save(game).model_dump_json()
    if len(game.history) > MAX_SCRIPT or len(text.encode()) > MAX_BYTES:
        raise OSError(errno.EFBIG, _("this game is longer than a save file holds ({most} choices at most)").format(
            most=MAX_SCRIPT))
    return text


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same folder, fsync, rename: a crash leaves the old file or the new
    one, never half of one. The temp file's name is unique and carries the writer's process
    id: a writer removes its own temp file, and those of processes that died mid-write
    (killed), never the one another live process is writing."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        pid = stale.name[len(path.name) + 2:].split(".")[0]
        if pid.isdigit() and not alive(int(pid)):
            stale.unlink(missing_ok=True)


def cannot_write(err: OSError, folder: Path) -> str:
    """Why a save into `folder` could not be written, in words a player can act on."""
    where = err.filename or folder
    if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):  # the folder, not the temp file it failed on
        return _("{folder} is read-only").format(folder=folder)
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk holding {folder} is full").format(folder=folder)
    if err.errno in (errno.ENOTDIR, errno.EEXIST):
        return _("{path} is not a folder").format(path=where)
    if err.errno == errno.EFBIG and err.filename is None:  # save_text's own words
        return str(err.strerror)
    return _("{path}: {why}").format(path=where, why=reason(err))


def save_game(game: Game, path: Path) -> None:
    write_atomic(path, save_text(game))
