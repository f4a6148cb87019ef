"""Build the standalone app: `python tools/build_app.py` makes dist/adrenaline-team/, a folder
whose executable `adrenaline-team` (`adrenaline-team.exe` on Windows) is the whole game: the
window and every subcommand, with the maps, fonts, sounds, card catalog, translations and
rules-tour positions, and a Python of its own. Players download the folder (zipped), unpack it
and run the executable; nothing else is installed.

Run it with a Python that has the game's dependencies and PyInstaller (`pip install -e ".[app]"`
or `pip install ".[app]"`). The app is made from this checkout's wheel, installed into a
temporary folder first: what a player's `pip install .` gets, whatever the installation
running this (an editable one maps the data folders where PyInstaller cannot see them). PyInstaller does not
cross-compile: the app is built on the system it is for (Linux, macOS, Windows), with the same
command. One folder rather than one file: a single-file app unpacks itself into a temporary
folder at every start, which takes seconds for a game this size (and virus scanners look at
every file each time); the folder starts at once.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "adrenaline-team"


def pyinstaller_args(dist: Path, work: Path, site: Path) -> list[str]:
    return [
        str(ROOT / "tools" / "app_main.py"),
        "--paths", str(site),
        "--name", NAME,
        "--onedir", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        # A console program: its subcommands print (`simulate`, `host --headless`), and a
        # windowed build has no stdout to print to on Windows.
        "--console",
        # Every module of the game: the window, the screens and the bots are imported by name
        # or late, inside the commands that need them.
        "--collect-submodules", "adrenaline_team",
        # Everything the game reads from its package (importlib.resources): maps, tileset,
        # fonts, sounds, catalog, positions, translations, the card art.
        "--collect-data", "adrenaline_team",
        # The Japanese line breaker's model, read from its package.
        "--collect-data", "budoux",
        # pygame_gui's themes, fonts and translations, all of them whatever its own hook lists.
        "--collect-data", "pygame_gui",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app's folder goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "app", help="PyInstaller's own files")
    args = parser.parse_args()
    try:
        import PyInstaller.__main__
    except ModuleNotFoundError:
        print("build_app: PyInstaller is missing: pip install -e \".[app]\"", file=sys.stderr)
        return 2
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        pip = [sys.executable, "-m", "pip", "--quiet"]
        subprocess.run([*pip, "wheel", "--no-deps", "--wheel-dir", tmp, str(ROOT)], check=True)
        subprocess.run([*pip, "install", "--no-deps", "--target", str(site), *map(str, Path(tmp).glob("*.whl"))],
                       check=True)
        # First on the path of this process and of the ones PyInstaller starts to look inside packages.
        sys.path.insert(0, str(site))
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))
        PyInstaller.__main__.run(pyinstaller_args(args.dist, args.work, site))
    app = args.dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))
    print(f"build_app: {app} built in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
