"""The player's settings, kept between games in `settings.json` in the data folder (beside the
autosave). Set on the new-game screen (the sound also in the table's menu). A settings file that
cannot be read passes the saves' gate (`rules.gate`): it is named in one line and the defaults
are used; it is replaced the next time a setting changes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .. import i18n
from ..places import data_dir
from ..files import SaveError, exists, read_file, validate, write_atomic

FILE = "settings.json"


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # animations become short fades: figures appear at their new square, tokens at their space
    reduced_motion: bool = False
    # the sound effects' volume in per cent, and whether they are off (muting keeps the volume)
    volume: int = Field(default=70, ge=0, le=100)
    muted: bool = False
    # the language everything is worded in; None: not chosen yet, the system's (`i18n.system_language`)
    language: Literal["en", "ja"] | None = None

    @classmethod
    def load(cls) -> tuple["Settings", str]:
        """The saved settings, or the defaults and one line saying why the file was not used."""
        path = data_dir() / FILE
        try:  # the same gate as a save: a regular file of bounded size, strict types
            if not exists(path):  # (a data folder that cannot be searched: the defaults, and why)
                return cls(), ""
            return validate(cls, read_file(path).decode("utf-8"), str(path)), ""
        except SaveError as err:
            return cls(), f"The settings file cannot be read ({err}); using the defaults"
        except UnicodeDecodeError as err:
            return cls(), f"The settings file cannot be read ({path}: not UTF-8 text, byte {err.start}); using the defaults"

    def save(self) -> None:
        """Write the settings (a failure to write is not worth stopping a game for)."""
        try:
            write_atomic(data_dir() / FILE, self.model_dump_json(indent=2))
        except OSError:
            pass


def command_language(argv: Sequence[str]) -> str:
    """The language a command speaks: its `--lang`, else the one chosen in the settings, else
    the system's (`i18n.system_language`)."""
    return i18n.asked_language(argv) or Settings.load()[0].language or i18n.system_language()
