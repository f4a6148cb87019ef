"""Issue 21: your own cards. Catalog files in `cards/` of the data folder replace the house
set's entries of the same ids (the DLC's printed abilities, character weapons and reward
tiles are not reproduced here); a bad file is one line and exit 2; a save records the cards it
was played with, and a save played with other cards is refused in one line.

The catalog is read once per process, so each case runs in a process of its own."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.slow  # a Python process for every case (the catalog is read once per process)

REWARD = """
[reward_tile.HS-REW-A]
name = "Printed Focus"
house = false

[reward_tile.HS-REW-A.rows]
1 = { points = 4 }
2 = { points = 2, heals = 1 }
3 = { points = 1, ammo = 1 }
"""

ABILITY = """
[ability.overload]
character = "dstruct"
name = "Printed Overload"
text = "The card's own words."
mandatory = true
house = false
script = "overload"
"""


def _house(file: str, noun: str, key: str) -> str:
    """The house set's entry `[noun.key]` of `file` as written, with its sub-tables."""
    from adrenaline_team.catalog.loader import DATA_DIR
    lines = (DATA_DIR / file).read_text().splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.partition("#")[0].strip() == f"[{noun}.{key}]")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")
                and not lines[i].startswith((f"[{noun}.{key}.", f"[[{noun}.{key}."))), len(lines))
    return "".join(lines[start:end])


BANSHEE = _house("characters.toml", "character", "banshee")


def _run(data, code: str) -> subprocess.CompletedProcess:
    env = os.environ | {"ADRENALINE_TEAM_DATA": str(data), "SDL_VIDEODRIVER": "dummy", "ADRENALINE_TEAM_OFFSCREEN": "1"}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True,
                          timeout=120)


def _cards(data, **files):
    (data / "cards").mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (data / "cards" / f"{name}.toml").write_text(text)


SHOW = """
from adrenaline_team.catalog.loader import card_set, catalog
cat = catalog()
print(card_set().words())
print(cat.reward_tiles["HS-REW-A"].name, cat.reward_tiles["HS-REW-A"].rows[1].points, cat.abilities["overload"].name)
"""


def test_the_house_set_unless_the_player_brings_cards(tmp_path):
    run = _run(tmp_path, SHOW)
    assert run.stdout.splitlines() == ["House set", "Focus 3 Overload"], run.stderr


def test_the_players_card_files_replace_the_house_entries_of_their_ids(tmp_path):
    _cards(tmp_path, rewards=REWARD, abilities=ABILITY, notes="# nothing yet\n[reward_tile]\n")
    run = _run(tmp_path, SHOW)
    assert run.stdout.splitlines() == [f"Your cards: 3 files from {tmp_path / 'cards'}",
                                       "Printed Focus 4 Printed Overload"], run.stderr


@pytest.mark.parametrize("files, words", [
    ({"rewards": REWARD.replace("1 = { points = 4 }\n", "")}, "rewards.toml: reward_tile 'HS-REW-A': field 'rows': "),
    ({"rewards": REWARD.replace("HS-REW-A", "HS-REW-Z")}, "rewards.toml: reward_tile 'HS-REW-Z': the game has no card of "
                                                          "this id to replace"),
    ({"a": REWARD, "b": REWARD}, "b.toml: reward_tile 'HS-REW-A': "),
    ({"rewards": "[reward_tiles.X]\nname = 1\n"}, "rewards.toml: unknown table 'reward_tiles'"),
    ({"rewards": "[reward_tile.HS-REW-A\n"}, "rewards.toml: invalid TOML"),
    ({"abilities": ABILITY.replace('character = "dstruct"', 'character = "echo"')},
     "abilities.toml: ability 'overload': field 'character': character 'echo' does not name this ability"),
    # Checked once the cards are read (the scripts are the engine's), and named in the player's
    # file all the same, not in the house file the entry replaced.
    ({"abilities": ABILITY.replace('script = "overload"', 'script = "mind_reading"')},
     "abilities.toml: ability 'overload': field 'script': unknown ability script 'mind_reading'"),
    # A link between a player's card and a house card, broken at the player's end: named there.
    ({"heroes": BANSHEE.replace('ability = "mind_control"', 'ability = "plating"')},
     "heroes.toml: character 'banshee': field 'ability': ability 'plating' is the ability of character 'dozer'"),
    ({"heroes": BANSHEE.replace('letter = "B"', 'letter = "Z"')},
     "heroes.toml: character 'banshee': field 'letter': 'Z' is already used by 'dozer'"),
    ({"guns": _house("character_weapons.toml", "weapon", "demolisher").replace('owner = "dozer"', 'owner = "violet"')},
     "guns.toml: weapon 'demolisher': field 'owner': character 'violet' does not list it"),
    ({"tiles": _house("ammo_tiles.toml", "tile", "PRY").replace("copies = 4", "copies = 600")},
     "tiles.toml: 632 ammo tiles; a table needs 1 to 500"),
])
@pytest.mark.parametrize("command", ["simulate", "window"])
def test_a_bad_card_file_is_one_line_and_exit_2(tmp_path, files, words, command):
    _cards(tmp_path, **files)
    argv = '["simulate", "--games", "1"]' if command == "simulate" else "[]"
    run = _run(tmp_path, f"import sys; from adrenaline_team.cli import main; sys.exit(main({argv}))")
    assert run.returncode == 2 and run.stderr.count("\n") == 1, run.stderr
    assert run.stderr.startswith(f"adrenaline-team: {tmp_path / 'cards'}") and words in run.stderr, run.stderr


SAVE = """
import sys
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import save_game
game = Game.new(None, 3)
for _ in range(60):
    game.choose(game.pending.choices[0])
save_game(game, sys.argv[1] if len(sys.argv) > 1 else {path!r})
"""


def test_a_save_remembers_its_cards_and_is_refused_with_other_ones(tmp_path):
    path = tmp_path / "game.json"
    _cards(tmp_path, rewards=REWARD)
    assert _run(tmp_path, SAVE.format(path=str(path))).returncode == 0
    digest = json.loads(path.read_text())["cards"]
    assert len(digest) == 16
    replay = f"import sys; from adrenaline_team.cli import main; sys.exit(main(['replay', '--headless', {str(path)!r}]))"
    assert _run(tmp_path, replay).returncode == 0  # the same cards: it replays
    _cards(tmp_path, abilities=ABILITY)  # one more file: other cards
    run = _run(tmp_path, replay)
    assert run.returncode == 2 and run.stderr.count("\n") == 1
    assert f"{path}: field 'cards': played with other cards (set {digest}, these are " in run.stderr
    for file in (tmp_path / "cards").iterdir():
        file.unlink()
    run = _run(tmp_path, replay)  # the house set
    assert run.returncode == 2 and "these are the house set" in run.stderr, run.stderr


def test_a_house_save_is_refused_while_the_players_cards_are_in(tmp_path):
    path = tmp_path / "game.json"
    assert _run(tmp_path, SAVE.format(path=str(path))).returncode == 0
    assert json.loads(path.read_text())["cards"] is None
    _cards(tmp_path, rewards=REWARD)
    run = _run(tmp_path, f"import sys; from adrenaline_team.cli import main; sys.exit(main(['review', {str(path)!r}]))")
    assert run.returncode == 2 and run.stderr.count("\n") == 1
    assert f"{path}: field 'cards': played with the house set, not with your cards from {tmp_path / 'cards'}" in run.stderr
