"""Save files, read and written: where a game came from (config and seed, or a position), every
choice since, and a snapshot of the current position. The file is read as every file the
game reads is (`files.py`), and what it holds is checked by the gate (`gate.py`) before any
of it is played.

A save's history is its whole game, and a load replays all of it: from the origin (the
config and seed, or a starting position that passed the gate), every choice checked, and
the game it reaches must be the save's snapshot, exactly. A save whose history does not lead
to its snapshot is refused in one line: the review, the replay viewer and the results screen
replay the whole history, so a history that cannot be replayed is refused when the file is
read, never found out at the game's end. The snapshot needs no checks of its own then: it is
compared with the replay's table, which the rules made. A whole game replays in about 10 ms
(`load_ms` in `adrenaline-team bench`; a save of 100,000 choices, the most one holds, under a
second)."""

from __future__ import annotations

import errno
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..catalog.loader import card_set
from ..files import MAX_BYTES, SaveError, parse_json, read_file, validate, write_atomic
from ..i18n import _
from .decision import IllegalChoice
from .game import Game
from .gate import MAX_SCRIPT, Bad, check_cards, check_config, check_keys, check_seed, check_state
from .state import GameConfig, GameState

__all__ = ["FORMAT", "VERSION", "SaveError", "SaveFile", "game_from_save", "load_game", "read_save", "save_game",
           "save_text", "to_save"]

FORMAT = "adrenaline-team-save"
VERSION = 1


class SaveFile(BaseModel):
    """A save: where the game came from (config and seed, or a position), every choice
    since, and a snapshot of the current position that the replay must reproduce."""

    model_config = ConfigDict(extra="forbid")

    format: str = FORMAT
    version: int = VERSION
    config: GameConfig
    seed: int | None = None  # a new game: Game.new(config, seed)
    position: GameState | None = None  # a game started from a position instead
    choices: list[str]
    snapshot: GameState
    cards: str | None = None  # the player's own cards it was played with (`CardSet.digest`); None: the house set


# --- reading -------------------------------------------------------------------------------
def read_save(data: bytes | str, where: str) -> SaveFile:
    """A save file's content, checked whole before any of it is played."""
    text, raw = parse_json(data, where)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(_("{where}: not an adrenaline-team save file").format(where=where))
    if isinstance(raw.get("version"), int) and raw["version"] > VERSION:
        raise SaveError(_("{where}: save format version {version} is newer than this program reads ({reads})").format(
            where=where, version=raw["version"], reads=VERSION))
    save = validate(SaveFile, text, where)
    try:
        if save.version != VERSION:
            raise Bad("version", _("{version} is not a save format version (this program reads {reads})").format(
                version=save.version, reads=VERSION))
        if (save.seed is None) == (save.position is None):
            raise Bad("seed", _("a save names either a seed or a starting position"))
        if save.seed is not None:
            check_seed(save.seed)
        check_cards(save.cards)
        check_config(save.config)
    except Bad as bad:
        raise SaveError(_("{where}: field '{field}': {what}").format(
            where=where, field=f"{'config.' * (bad.field not in ('version', 'seed', 'cards'))}{bad.field}",
            what=bad.what)) from None
    if save.position is not None:
        try:
            check_state(save.position)
        except Bad as bad:
            raise SaveError(_("{where}: field '{field}': {what}").format(
                where=where, field=f"position.{bad.field}", what=bad.what)) from None
        if save.position.table.config != save.config:
            raise SaveError(_("{where}: field '{field}': not the save's config").format(
                where=where, field="position.table.config"))
    try:
        check_keys("choices", save.choices)
    except Bad as bad:
        raise SaveError(f"{where}: {bad}") from None
    return save


def game_from_save(data: bytes | str, where: str) -> Game:
    """The game a save holds, its whole history replayed from its origin and checked choice
    by choice, and refused unless it reaches the save's snapshot (the module's policy)."""
    save = read_save(data, where)
    script = save.snapshot.script
    if save.position is not None:
        try:
            game = Game.resume(save.position)  # read_save checked it
        except IllegalChoice as err:
            raise SaveError(_("{where}: field '{field}': {what}").format(
                where=where, field="position.script", what=err)) from None
    else:
        assert save.seed is not None  # read_save: a seed or a position
        game = Game.new(save.config, save.seed)
    game.snapshot_after(len(save.choices) - len(script))  # where the save's snapshot was taken
    for i, key in enumerate(save.choices):
        try:
            game.choose(key)
        except IllegalChoice:
            raise SaveError(_("{where}: choice {n} ({key!r}) is illegal in its position").format(
                where=where, n=i + 1, key=key)) from None
    if len(script) > len(save.choices) or save.choices[len(save.choices) - len(script):] != script:
        raise SaveError(_("{where}: field '{field}': not the last of the save's choices").format(
            where=where, field="snapshot.script"))
    if game.state != save.snapshot:
        raise SaveError(_("{where}: the snapshot disagrees with the replay of its {n} choices").format(
            where=where, n=len(save.choices)))
    return game


def load_game(path: Path | str) -> Game:
    """The game saved in the file at `path` (`SaveError`: one line naming file and field)."""
    return game_from_save(read_file(path), str(path))


# --- writing -------------------------------------------------------------------------------
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


def save_game(game: Game, path: Path) -> None:
    write_atomic(path, save_text(game))
