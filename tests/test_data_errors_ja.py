"""A player's own card files and maps, broken: the one line the command prints is in the
player's language, with `--lang ja` Japanese from end to end: no English words but the file's
path and the names the player wrote in it (a TOML table or field, a TMX layer)."""

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from adrenaline_team.arena import MAPS_DIR
from adrenaline_team.catalog.loader import DATA_DIR
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.save import to_save

LOCK_RIFLE = (DATA_DIR / "weapons.toml").read_text().split("[weapon.lock_rifle]")[1].split("[weapon.machine_gun]")[0]
PROGRAM = "adrenaline-team: "


def one_japanese_line(args: list[str], data, paths, written: tuple[str, ...]) -> str:
    """The command's one line, checked to be Japanese: with the files' `paths` and the names
    and values the player `written` in them taken out, no run of four Latin letters is left."""
    env = {**os.environ, "ADRENALINE_TEAM_DATA": str(data)}
    run = subprocess.run([sys.executable, "-m", "adrenaline_team.cli", *args, "--lang", "ja"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and run.stderr.startswith(PROGRAM), run.stderr
    line = run.stderr.strip().removeprefix(PROGRAM)
    rest = line
    for name in (*map(str, paths), *written):
        rest = rest.replace(name, "")
    assert not re.search(r"[A-Za-z]{4,}", rest), line
    return line


@pytest.mark.slow
@pytest.mark.parametrize("text, written, words", [
    ("[weapon.lock_rifle]" + LOCK_RIFLE.replace('reload = ["blue", "blue"]', 'reload = ["red", "blue"]'),
     ("weapon", "lock_rifle", "reload", "blue"),
     "：weapon 'lock_rifle'、項目 'reload'：最初のキューブは武器の色 'blue' でなければならないが、'red' になっている"),
    ('[weapon.lock_rifle]\nname = "Lock\n', (), "：2行13列に書き方の誤りがある"),
    ("[weapons.lock_rifle]\n", ("weapons",), "：不明な表 'weapons'"),
    ("[weapon.lock_rifle]" + LOCK_RIFLE.replace('structure = "optional"\n', ""), ("weapon", "lock_rifle", "structure"),
     "：weapon 'lock_rifle'、項目 'structure'：必須の項目がない"),
])
def test_a_broken_card_file_is_one_japanese_line(tmp_path, text, written, words):
    path = tmp_path / "cards" / "mine.toml"
    path.parent.mkdir()
    path.write_text(text)
    line = one_japanese_line(["simulate", "--games", "1"], tmp_path, (path,), written)
    assert line == f"{path}{words}"


@pytest.mark.slow
@pytest.mark.parametrize("old, new, words", [
    ('<object id="8" gid="4"', '<object id="8" gid="2"', "：青の部屋が分かれている（3行2列のスペースが1行1列とつながっていない）"),
    ('name="doors"', 'name="walls"', "：'doors' という名前のオブジェクトレイヤーがない"),
    ("</map>", "</mapp>", "：解析できない（XMLが"),
])
def test_a_broken_map_is_one_japanese_line(tmp_path, old, new, words):
    maps = tmp_path / "maps"
    maps.mkdir()
    for tileset in ("rooms.tsx", "rooms.png"):
        shutil.copy(MAPS_DIR / tileset, maps)
    path = maps / "mine.tmx"
    path.write_text((MAPS_DIR / "A.tmx").read_text().replace(old, new, 1))
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben", bot="easy")]), 5)
    raw = json.loads(to_save(game).model_dump_json())
    raw["config"]["arena"] = raw["snapshot"]["table"]["config"]["arena"] = "mine.tmx"
    save = tmp_path / "mine.json"
    save.write_text(json.dumps(raw))
    line = one_japanese_line(["replay", "--headless", str(save)], tmp_path, (save, path), ("config.arena", "doors"))
    # the save names the map, and the save's gate the field that names it
    assert line.startswith(f"{save}、項目 'config.arena'：{path}{words}")


@pytest.mark.slow
def test_a_save_field_outside_its_values_is_one_japanese_line(tmp_path):
    """Issue 45: pydantic's "'black' or 'white'" reached the Japanese line with its English "or"."""
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben", bot="easy")]), 5)
    raw = json.loads(to_save(game).model_dump_json())
    raw["config"]["starting_team"] = "grey"
    save = tmp_path / "grey.json"
    save.write_text(json.dumps(raw))
    line = one_japanese_line(["replay", "--headless", str(save)], tmp_path, (save,),
                             ("config.starting_team", "black", "white"))
    assert line == f"{save}、項目 'config.starting_team'：'black'か'white' でなければならない"
