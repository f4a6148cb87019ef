"""Save files: where a game came from (config and seed, or a position), every choice since,
and a snapshot of the current position. Loading replays the choices and checks the
snapshot, so a save can be trusted or is refused with one line saying why."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from .decision import IllegalChoice
from .game import Game
from .state import GameConfig, GameState

FORMAT = "adrenaline-team-save"
VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be loaded; the message is one line naming the file."""


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = FORMAT
    version: int = VERSION
    config: GameConfig
    seed: int | None = None  # a new game: Game.new(config, seed)
    position: GameState | None = None  # a game started from a position instead
    choices: list[str]
    snapshot: GameState


def to_save(game: Game) -> SaveFile:
    return SaveFile(config=game.table.config, seed=game.seed, position=game.origin, choices=list(game.history),
                    snapshot=game.state)


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same folder, fsync, rename: a crash leaves the old file or the new
    one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):  # left by a write that was killed
        stale.unlink(missing_ok=True)


def save_game(game: Game, path: Path) -> None:
    write_atomic(path, to_save(game).model_dump_json())


def load_game(path: Path) -> Game:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise SaveError(f"{path}: cannot read the save: {err.strerror}") from None
    return game_from_save(text, str(path))


def game_from_save(text: str, where: str) -> Game:
    import json
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"{where}: not a save file: not JSON or truncated ({err.msg} at line {err.lineno})") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(f"{where}: not an adrenaline-team save file")
    if isinstance(raw.get("version"), int) and raw["version"] > VERSION:
        raise SaveError(f"{where}: save format version {raw['version']} is newer than this program reads ({VERSION})")
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{where}: field '{field}': {first['msg']}") from None
    if (save.seed is None) == (save.position is None):
        raise SaveError(f"{where}: a save names either a seed or a starting position")
    try:
        game = Game.from_position(save.position) if save.position is not None else Game.new(save.config, save.seed or 0)
    except (IllegalChoice, ValueError) as err:
        raise SaveError(f"{where}: its starting position cannot be played: {err}") from None
    for i, key in enumerate(save.choices):
        try:
            game.choose(key)
        except IllegalChoice:
            raise SaveError(f"{where}: choice {i + 1} ({key!r}) is illegal in its position") from None
    if game.state != save.snapshot:
        raise SaveError(f"{where}: the snapshot disagrees with the replay of its {len(save.choices)} choices")
    return game
