"""Writing save files: where a game came from (config and seed, or a position), every choice
since, and a snapshot of the current position. Reading them is the save gate's job
(`gate.py`): a load replays every choice from the origin and checks the snapshot against
that, so a save can be trusted or is refused with one line saying why."""

from __future__ import annotations

import errno
from pathlib import Path

from ..catalog.loader import card_set
from ..files import MAX_BYTES, SaveError, write_atomic
from ..i18n import _
from .game import Game
from .gate import FORMAT, MAX_SCRIPT, VERSION, SaveFile, game_from_save, load_game

__all__ = ["FORMAT", "VERSION", "SaveError", "SaveFile", "game_from_save", "load_game", "save_game", "save_text", "to_save"]


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
