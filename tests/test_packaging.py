"""Issue 10: the wheel carries everything the game reads. pyproject.toml lists the packages by
hand (the top-level maps/ and assets/ are mapped into the package), so these tests fail when a
new package or data file would be left out of the wheel. `.ci/run` also builds the wheel and
plays from a fresh venv away from the checkout."""

import json
import os
import subprocess
import sys
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from adrenaline_team.places import FONTS, MAPS, shipped

ROOT = Path(__file__).resolve().parent.parent
SETUP = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def _folder(package: str) -> Path:
    for prefix, folder in sorted(SETUP["package-dir"].items(), key=lambda kv: -len(kv[0])):
        if package == prefix or package.startswith(prefix + "."):
            return ROOT / folder / package[len(prefix) + 1:].replace(".", "/")
    return ROOT / package.replace(".", "/")


def test_every_python_package_is_listed():
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "adrenaline_team").rglob("__init__.py")}
    assert found <= set(SETUP["packages"])


def test_every_data_file_is_carried():
    carried, missing = set(), []
    for package in SETUP["packages"]:
        folder = _folder(package)
        assert folder.is_dir(), package
        for path in folder.iterdir():
            if path.is_file() and path.suffix not in (".py", ".pyc"):
                if any(fnmatch(path.name, pattern) for pattern in SETUP["package-data"].get(package, [])):
                    carried.add(path.relative_to(ROOT).as_posix())
                else:
                    missing.append(path.relative_to(ROOT).as_posix())
    assert missing == []
    for needed in ("maps/A.tmx", "maps/rooms.tsx", "maps/rooms.png", "assets/LICENSES.md",
                   "assets/fonts/DejaVuSans.ttf", "assets/fonts/DejaVu-LICENSE.txt", "assets/sounds/flush.wav",
                   "adrenaline_team/catalog/weapons.toml", "adrenaline_team/positions/01-flush-five-or-six.json"):
        assert needed in carried


def test_the_game_finds_its_files_through_the_package():
    assert MAPS == ROOT / "maps" and FONTS == ROOT / "assets" / "fonts"  # an editable install: the repo's folders
    assert (shipped("adrenaline_team.catalog") / "weapons.toml").is_file()


def test_the_portraits_are_carried():
    """The six character portraits (issue 8) ship in their own package."""
    patterns = SETUP["package-data"]["adrenaline_team.ui.table.art"]
    art = sorted((ROOT / "adrenaline_team" / "ui" / "table" / "art").glob("*.svg"))
    assert len(art) == 6 and all(any(fnmatch(p.name, pattern) for pattern in patterns) for p in art)


@pytest.mark.slow  # starts a process
def test_a_readme_command_runs_from_the_clones_root_when_the_source_shadows_the_installed_wheel():
    """Issue 45 (9): after a plain `pip install .`, `python -m adrenaline_team.ui.layout ...` from
    the clone's root imports the source folder, not the wheel, and there the maps and assets
    are the top-level folders (pyproject.toml's package-dir maps them only in the wheel). The
    editable install's finder is taken away, so this process sees what the wheel's user sees."""
    script = ("import sys, runpy; sys.meta_path[:] = [f for f in sys.meta_path if 'editable' not in repr(f).lower()]; "
              "sys.argv = ['layout', '--size', '1280x720', '--json']; "
              "runpy.run_module('adrenaline_team.ui.layout', run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["window"] == [0, 0, 1280, 720]
