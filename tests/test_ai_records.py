"""Strength records that cannot go stale: each file in docs/strength/ is the whole output of
the command its README names beside it, and a game's line depends only on its seed and its
place in the run (`cli.simulate`), so the first games of a shorter run must print the file's
first lines. A bot changed without its records taken again fails here, naming the line."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from adrenaline_team import i18n
from adrenaline_team.cli import main

STRENGTH = Path(__file__).resolve().parent.parent / "docs" / "strength"
FIRST = 1  # games replayed per file: enough to catch a changed bot (its first decisions differ), cheap enough for CI (an expert game is some 40 s of a core)
# README lines such as: - `file.txt` — `adrenaline-team simulate --games 200 ...`
RECORD = re.compile(r"^- `(?P<file>[^`]+\.txt)` — `adrenaline-team (?P<command>simulate [^`]+)`", re.M)


def records() -> list[tuple[str, list[str]]]:
    return [(m["file"], shlex.split(m["command"])) for m in RECORD.finditer((STRENGTH / "README.md").read_text())]


def shortened(argv: list[str], games: int) -> list[str]:
    at = argv.index("--games")
    return argv[:at + 1] + [str(games)] + argv[at + 2:]


def test_every_record_file_has_its_command():
    named = {f for f, _ in records()}
    assert {p.name for p in STRENGTH.glob("*.txt")} <= named
    assert all("--games" in argv and "--seed" in argv for _, argv in records())


@pytest.mark.slow
@pytest.mark.parametrize("name, argv", records(), ids=[f for f, _ in records()])
def test_a_record_replays_line_by_line(name, argv, capsys):
    assert (STRENGTH / name).exists(), f"{name}: the record of `{shlex.join(argv)}` was never taken"
    i18n.set_language("en")
    main(shortened(argv, FIRST))
    replayed = capsys.readouterr().out.splitlines()[:FIRST]
    recorded = (STRENGTH / name).read_text().splitlines()[:FIRST]
    for n, (now, then) in enumerate(zip(replayed, recorded, strict=True), 1):
        assert now == then, f"{name} line {n}: the record says\n  {then}\ntoday's code prints\n  {now}"
