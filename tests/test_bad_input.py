"""Issue 10: the bad-input table, row by row. Every file the game reads passes one gate: a bad
save is one line and exit 2 from `play --load` and `replay`, is named on the new-game screen
as an autosave (and kept untouched), and never stops the window from opening."""

import json
import os
import shutil
import subprocess
import sys

import pygame
import pytest

from adrenaline_team.catalog import CatalogError, load_catalog
from adrenaline_team.catalog.loader import DATA_DIR
from adrenaline_team.arena import ArenaError, MAPS_DIR, load_arena
from adrenaline_team.cli import main
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.save import SaveError, load_game, save_game, to_save
from adrenaline_team.ui.app import App
from adrenaline_team.session.autosave import autosave_path, export
from adrenaline_team.ui.screens.newgame import NewGameScene
from adrenaline_team.ui.kit.scene import ToStart
from test_ui_saves import played

CONFIG = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben", bot="easy")])


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("ADRENALINE_TEAM_OFFSCREEN", "1")
    return tmp_path / "data"


def _save(n=6) -> dict:
    """A save `n` decisions into the first team turn (0: a game still in its draft)."""
    game = Game.new(CONFIG, 5)
    while n and game.table.phase != "turn":
        game.choose(game.pending.choices[-1])
    for _ in range(n):
        game.choose(game.pending.choices[-1])
    return json.loads(to_save(game).model_dump_json())


def _position_save(edit) -> dict:
    """A save that starts from a position (the table at a turn's start), `edit`ed."""
    raw = _save()
    raw["seed"], raw["position"], raw["choices"] = None, raw["snapshot"], []
    edit(raw["position"]["table"])
    return raw


def _deep(n: int) -> bytes:
    return b'{"format": "adrenaline-team-save", "version": 1, "config": ' + b"[" * n + b"]" * n + b"}"


def _set(path: list, value):
    def edit(raw):
        target = raw
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return raw
    return edit


def _hand(table):
    table["teams"]["black"]["players"][0]["weapons"] = ["ray_gun_of_doom"]


def _square(table):
    table["figures"]["dstruct"]["square"] = [99, 99]


ROWS = {
    "not UTF-8": (lambda: json.dumps(_save()).encode().replace(b'"Ann"', b'"An\xff\xfe"'), "not UTF-8"),
    "100k-deep nesting": (lambda: _deep(100_000), "nested deeper than 40"),
    "5000-digit integer": (lambda: json.dumps(_save()).encode().replace(b'"seed": 5', b'"seed": ' + b"7" * 5000),
                           "a number of 5000 digits"),
    "figure on (99,99)": (lambda: _position_save(_square), "position.table.figures.dstruct.square"),
    "unknown weapon": (lambda: _position_save(_hand), "unknown weapon of this team 'ray_gun_of_doom'"),
    "unknown bot": (lambda: _set(["config", "white", 0, "bot"], "skynet")(_save()), "unknown bot 'skynet'"),
    "NUL in a name": (lambda: _set(["config", "black", 0, "name"], "A\x00n")(_save(0)), "control character"),
    "2 MB name": (lambda: _set(["config", "black", 0, "name"], "A" * 2_000_000)(_save(0)), "a name of 2000000"),
    "17 MB file": (lambda: _set(["config", "black", 0, "name"], "A" * 17_000_000)(_save(0)),
                   "more than a save holds"),
    "arena any path": (lambda: _set(["config", "arena"], "/etc/passwd")(_save(0)), "field 'config.arena'"),
    "version as text": (lambda: _set(["version"], "1")(_save(0)), "field 'version'"),
    "version -1": (lambda: _set(["version"], -1)(_save(0)), "field 'version'"),
    "truncated": (lambda: (lambda text: text[:text.index('"Ann"') + 2])(json.dumps(_save())),
                  "a string is not closed at line 1, column"),
    # issue 21: the choices before the snapshot are what `review` and the replay viewer replay
    "history of another seed": (lambda: _set(["seed"], 6)(_save(30)), "choice"),
}


def _write(tmp_path, row) -> os.PathLike:
    make, _ = ROWS[row]
    data = make()
    path = tmp_path / "bad.json"
    path.write_bytes(data if isinstance(data, bytes) else (data if isinstance(data, str) else json.dumps(data)).encode())
    return path


@pytest.mark.parametrize("row", ROWS)
def test_bad_save_is_one_line_and_exit_2_from_play_load_and_replay(row, tmp_path, capsys):
    path = _write(tmp_path, row)
    words = ROWS[row][1]
    for argv in (["play", "--load", str(path)], ["replay", "--headless", str(path)], ["replay", str(path)],
                 ["review", str(path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(path) in err and words in err, (argv, err[:300])
        assert "at at" not in err


@pytest.mark.slow
@pytest.mark.parametrize("row", ["not UTF-8", "100k-deep nesting", "figure on (99,99)", "unknown bot", "NUL in a name",
                                 "history of another seed"])
def test_bad_autosave_is_named_on_the_new_game_screen_and_kept(row, tmp_path):
    bad = _write(tmp_path, row)
    autosave_path().parent.mkdir(parents=True)
    shutil.copy(bad, autosave_path())
    app = App(fast=True, autosave=True, first=ToStart())
    assert isinstance(app.scene, NewGameScene)
    assert ROWS[row][1] in app.scene.notice and "\n" not in app.scene.notice
    app.frame(0)
    assert autosave_path().read_bytes() == bad.read_bytes()
    app.close()


def test_arena_naming_a_fifo_in_the_players_maps_folder_is_refused_without_reading_it(data_dir, tmp_path, capsys):
    (data_dir / "maps").mkdir(parents=True)
    os.mkfifo(data_dir / "maps" / "trap.tmx")  # opening it to read would wait forever
    path = tmp_path / "fifo.json"
    path.write_text(json.dumps(_set(["config", "arena"], "trap.tmx")(_save(0))))
    assert main(["replay", "--headless", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "trap.tmx" in err and "not a regular file" in err


def test_a_map_in_the_players_maps_folder_plays(data_dir, tmp_path):
    (data_dir / "maps").mkdir(parents=True)
    for tileset in ("rooms.tsx", "rooms.png"):
        shutil.copy(MAPS_DIR / tileset, data_dir / "maps")
    shutil.copy(MAPS_DIR / "C.tmx", data_dir / "maps" / "mine.tmx")
    game = Game.new(GameConfig(arena="mine.tmx"), 3)
    for _ in range(30):
        game.choose(game.pending.choices[0])
    save_game(game, tmp_path / "mine.json")
    assert load_game(tmp_path / "mine.json").state == game.state


def test_a_save_file_that_is_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(SaveError, match="not a regular file"):
        load_game(tmp_path / "pipe.json")


# --- catalog and maps, checked whole before any game starts -----------------------------------
def _catalog_copy(tmp_path):
    folder = tmp_path / "catalog"
    shutil.copytree(DATA_DIR, folder, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    return folder


@pytest.mark.parametrize("break_it, words", [
    (lambda f: (f / "weapons.toml").write_bytes(b"\xff\xfe" + (f / "weapons.toml").read_bytes()), "not UTF-8"),
    (lambda f: (f / "powerups.toml").write_text(""), "powerups.toml: the file is empty"),
    (lambda f: ((f / "characters.toml").unlink(), (f / "characters.toml").mkdir()), "characters.toml: not a file"),
    (lambda f: (f / "powerups.toml").write_text((f / "powerups.toml").read_text().replace("red = 2", "red = 99999")),
     "a table needs"),
])
def test_a_broken_catalog_file_is_one_catalog_error_line(tmp_path, break_it, words):
    folder = _catalog_copy(tmp_path)
    break_it(folder)
    with pytest.raises(CatalogError) as err:
        load_catalog(folder)
    assert words in str(err.value) and "\n" not in str(err.value)


CATALOG_SCRIPT = """
import shutil, sys, tempfile
from pathlib import Path
import adrenaline_team.catalog.loader as m
tmp = Path(tempfile.mkdtemp())
shutil.copytree(m.DATA_DIR, tmp / "data")
f = tmp / "data" / {file!r}
f.write_text(f.read_text().replace({old!r}, {new!r}, 1))
m.DATA_DIR = tmp / "data"
from adrenaline_team.rules import Game
from adrenaline_team.catalog import CatalogError
try:
    Game.new()
except CatalogError as err:
    print(err)
    sys.exit(2)
"""


@pytest.mark.slow
@pytest.mark.parametrize("file, old, new, words", [
    ("weapons.toml", 'script = "railgun"', 'script = "railgn"', "weapon 'railgun': field 'effects.0.script': Input should be"),
    ("characters.toml", 'script = "overload"', 'script = "overlord"', "unknown ability script 'overlord'"),
])
def test_an_unknown_script_is_refused_before_the_game_starts(file, old, new, words):
    code = CATALOG_SCRIPT.format(file=file, old=old, new=new)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and words in run.stdout, run.stderr


@pytest.mark.parametrize("old, new, words", [
    ('tilewidth="160"', 'tilewidth="0"', "tiles of 0x160 pixels"),
    ('width="4"', 'width="4000"', "a grid of 4000x3 squares"),
])
def test_a_map_with_zero_or_huge_sizes_is_one_line(tmp_path, old, new, words):
    for tileset in ("rooms.tsx", "rooms.png"):
        shutil.copy(MAPS_DIR / tileset, tmp_path)
    path = tmp_path / "A.tmx"
    path.write_text((MAPS_DIR / "A.tmx").read_text().replace(old, new, 1))
    with pytest.raises(ArenaError) as err:
        load_arena(path)
    assert words in str(err.value) and "\n" not in str(err.value)


# --- the smaller items ----------------------------------------------------------------------
@pytest.mark.slow
def test_the_seed_box_takes_at_most_18_digits():
    app = App(fast=True)
    scene = NewGameScene(app)
    scene.seed.box.set_text("")
    for digit in "9" * 30:
        scene.seed.box.focus()
        scene.ui.process_events(pygame.event.Event(pygame.TEXTINPUT, text=digit))
    assert scene.seed.value == "9" * 18
    config, seed = scene.config()
    assert seed == 10**18 - 1
    Game.new(config, seed)


def test_two_exports_in_one_second_keep_both(data_dir):
    game = played(100_000)
    first, second = export(game), export(game)
    assert first != second and first.parent == second.parent == data_dir / "saves"
    assert load_game(first).state == load_game(second).state == game.state


def test_an_unknown_key_is_worded_alike_in_the_save_and_in_its_table(tmp_path):
    """The table's parts are pydantic dataclasses and the save around them pydantic models;
    a file with a key the game does not know gets the same words from both."""
    raw = _save()
    figure = next(iter(raw["snapshot"]["table"]["figures"]))
    raw["snapshot"]["table"]["figures"][figure]["colour"] = "red"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert str(err.value) == (f"{path}: field 'snapshot.table.figures.{figure}.colour': "
                              "Extra inputs are not permitted")
    del raw["snapshot"]["table"]["figures"][figure]["colour"]
    raw["snapshot"]["colour"] = "red"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert str(err.value) == f"{path}: field 'snapshot.colour': Extra inputs are not permitted"


def test_a_field_named_with_a_line_break_is_still_one_line(tmp_path):
    """Found by the fuzz test: the file's own words in the message are escaped."""
    raw = _save()
    raw["snapshot"]["table"]["\n" + "x" * 5000] = 1
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert "\n" not in str(err.value) and "\\n" in str(err.value) and len(str(err.value)) <= 600


@pytest.mark.slow
@pytest.mark.parametrize("source", ["../../etc/passwd", "/dev/zero", "../rooms.tsx", "/etc/hostname", "rooms/../../rooms.tsx"])
def test_a_map_whose_tileset_lies_outside_its_folder_is_refused_in_our_words_alone(source, data_dir, tmp_path):
    """Issue 21: the map library would read the file, and print its own line before ours."""
    (data_dir / "maps").mkdir(parents=True)
    for tileset in ("rooms.tsx", "rooms.png"):
        shutil.copy(MAPS_DIR / tileset, data_dir)  # beside the maps folder, not in it
    text = (MAPS_DIR / "A.tmx").read_text()
    (data_dir / "maps" / "out.tmx").write_text(text.replace('source="rooms.tsx"', f'source="{source}"', 1))
    raw = _save(0)
    raw["config"]["arena"] = raw["snapshot"]["table"]["config"]["arena"] = "out.tmx"
    path = tmp_path / "out.json"
    path.write_text(json.dumps(raw))
    run = subprocess.run([sys.executable, "-m", "adrenaline_team.cli", "replay", "--headless", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and run.stderr.startswith("adrenaline-team: "), run.stderr
    assert f"the tileset {source!r} is not a file in the map's folder" in run.stderr
