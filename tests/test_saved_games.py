"""Issue 21: what the "Saved games" screen lists: the finished games kept in `games/`, the
exports in `saves/` and the games set aside in `backups/`, newest first, each with its date,
teams, scores and arena, or the one line that says why the file does not load."""

import json
import os

import pytest

import adrenaline_team.session.autosave as autosave
from adrenaline_team.rules.save import save_game, to_save
from adrenaline_team.session.autosave import Autosaver, backups_dir, export, saved_games
from test_ui_saves import played


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def _dated(path, when):
    os.utime(path, (when, when), follow_symlinks=False)
    return path


def fill(data_dir, finished):
    """`finished` kept, an unfinished export, a backup and a bad file, written in that order
    after the bad file: newest first, the bad file, the kept game, the export, the backup."""
    kept = _dated(Autosaver().keep(finished), 3_000)
    exported = _dated(export(played(40, seed=8)), 2_000)
    backups_dir().mkdir(parents=True)
    backup = backups_dir() / "autosave-2020-01-01_10-00-00.json"
    save_game(played(30, seed=9), backup)
    _dated(backup, 1_000)
    bad = data_dir / "saves" / "bad.json"
    bad.write_text('{"format": "adrenaline-team-save", "version": 1')
    _dated(bad, 4_000)
    return kept, exported, backup, bad


def test_the_saved_games_are_listed_newest_first_with_what_a_player_recognises(data_dir):
    finished = played(100_000)
    kept, exported, backup, bad = fill(data_dir, finished)
    games = saved_games()
    assert [(g.path, g.folder) for g in games] == [(bad, "saves"), (kept, "games"), (exported, "saves"),
                                                  (backup, "backups")]
    assert games[0].error.startswith(f"{bad}: not a save file: not JSON or truncated") and "\n" not in games[0].error
    top = games[1]
    assert top.error == "" and top.finished and top.arena == "A"
    assert top.teams == {"black": ("Ann",), "white": ("Ben",)}
    assert top.scores == {team: finished.table.teams[team].score for team in ("black", "white")}
    assert top.date.timestamp() == 3_000
    assert not games[2].finished and games[2].scores == {"black": 0, "white": 0} and not games[3].finished


def test_odd_entries_are_listed_as_bad_and_nothing_stops_the_list(data_dir):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    (saves / "folder.json").mkdir()
    os.symlink("loop.json", saves / "loop.json")
    os.mkfifo(saves / "pipe.json")
    raw = json.loads(to_save(played(40)).model_dump_json())
    raw["seed"] += 1  # a history that does not lead to its snapshot
    (saves / "other-seed.json").write_text(json.dumps(raw))
    (data_dir / "games").write_text("a file where a folder should be")
    errors = {g.path.name: g.error for g in saved_games()}
    assert sorted(errors) == ["folder.json", "loop.json", "other-seed.json", "pipe.json"]
    assert errors["folder.json"].endswith("not a regular file") and errors["pipe.json"].endswith("not a regular file")
    assert "symbolic links" in errors["loop.json"] and "illegal in its position" in errors["other-seed.json"]


def test_a_file_is_loaded_once_while_it_is_unchanged(data_dir, monkeypatch):
    path = export(played(40))
    loads = []
    load = autosave.load_game
    monkeypatch.setattr(autosave, "load_game", lambda p: loads.append(p) or load(p))
    first = saved_games()
    assert saved_games() == first and loads == [path]
    save_game(played(50), path)
    _dated(path, 5_000)
    assert saved_games()[0].date.timestamp() == 5_000 and loads == [path, path]
