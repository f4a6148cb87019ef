"""Where the game's files are: the ones it ships (maps, fonts, catalog, positions), found with
importlib.resources inside the installed package, and the player's data folder (autosave,
exported saves, the lock, the player's own maps and cards).

No pygame here: the rules core and the save gate read these places too."""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

from platformdirs import PlatformDirs

APP = "adrenaline-team"


# pyproject.toml's package-dir: these packages are the repository's top-level folders
TOP_LEVEL = {"adrenaline_team.maps": "maps", "adrenaline_team.assets": "assets"}


def shipped(package: str) -> Path:
    """The folder of one of our data packages. pip installs a wheel unpacked, so this is a
    real folder on disk (pytmx and SDL_ttf read from paths). The top-level `maps/` and
    `assets/` of the repository are the packages `adrenaline_team.maps` / `.assets`
    (pyproject.toml: package-dir)."""
    try:
        return Path(str(files(package)))
    except ModuleNotFoundError:
        # `python -m ...` from the clone's root after a plain `pip install .`: the source
        # folder is found before the installed wheel, and in the source these two packages
        # are the top-level folders beside it.
        folder = Path(__file__).resolve().parent.parent / TOP_LEVEL.get(package, "")
        if package in TOP_LEVEL and folder.is_dir():
            return folder
        raise


MAPS = shipped("adrenaline_team.maps")
FONTS = shipped("adrenaline_team.assets") / "fonts"


def data_dir() -> Path:
    """`$ADRENALINE_TEAM_DATA` if set (tests point it at a temporary folder), else where the
    system keeps a program's data (`platformdirs`): on Linux `$XDG_DATA_HOME/adrenaline-team`,
    else `~/.local/share/adrenaline-team`; on macOS `~/Library/Application Support/adrenaline-team`;
    on Windows `%LOCALAPPDATA%\\adrenaline-team`. A Mac that played before the game knew the
    Mac's place keeps its folder where it was (`_earlier_mac_folder`)."""
    if os.environ.get("ADRENALINE_TEAM_DATA"):
        return Path(os.environ["ADRENALINE_TEAM_DATA"])
    folder = Path(PlatformDirs(APP, appauthor=False).user_data_dir)
    if sys.platform == "darwin" and not _there(folder) and _there(_earlier_mac_folder()):
        return _earlier_mac_folder()
    return folder


def _there(folder: Path) -> bool:
    """Whether `folder` is there; a folder that cannot be searched says so later, in one line
    (`files.data_problem`), where `Path.exists` would raise."""
    try:
        return folder.is_dir()
    except OSError:
        return False


def _earlier_mac_folder() -> Path:
    """Where the game kept its data on a Mac before it followed the Mac's convention: its saves
    and settings stay in use rather than seem lost."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP


def user_maps() -> Path:
    """The player's own arenas: a save may name a map by file name only, found here."""
    return data_dir() / "maps"


def user_cards() -> Path:
    """The player's own cards: catalog files whose entries replace the house set's."""
    return data_dir() / "cards"


def shown(path: Path) -> str:
    """`path` as a player reads it on screen: the home folder written `~`."""
    home, text = str(Path.home()), str(path)
    return "~" + text[len(home):] if home != os.sep and text.startswith(home + os.sep) else text
