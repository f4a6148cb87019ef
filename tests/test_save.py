"""Save files: written atomically, loaded by replay, refused with one line when wrong."""

import json
import subprocess
import sys

import pytest

from adrenaline_team.rules import Game
from adrenaline_team.rules.save import SaveError, load_game, save_game, to_save
from builders import config


def _game(choices=12):
    game = Game.new(config("B", 2, 1), 21)
    for _ in range(choices):
        game.choose(game.pending.choices[-1])
    return game


def test_save_and_load_restore_the_same_game(tmp_path):
    game = _game()
    path = tmp_path / "game.json"
    save_game(game, path)
    again = load_game(path)
    assert again.table == game.table and again.history == game.history
    assert [c.key for c in again.pending.choices] == [c.key for c in game.pending.choices]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


def _broken(tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SaveError) as err:
        load_game(path)
    message = str(err.value)
    assert "\n" not in message and message.startswith(str(path))
    return message


def test_truncated_save_is_refused(tmp_path):
    text = to_save(_game()).model_dump_json()
    assert "not JSON or truncated" in _broken(tmp_path, text[: len(text) // 2])


def test_newer_format_version_is_refused(tmp_path):
    raw = json.loads(to_save(_game()).model_dump_json())
    raw["version"] = 99
    assert "version 99 is newer" in _broken(tmp_path, json.dumps(raw))


def test_illegal_choice_in_the_list_is_refused(tmp_path):
    raw = json.loads(to_save(_game()).model_dump_json())
    raw["choices"][3] = "draft:nobody"
    assert "choice 4 ('draft:nobody') is illegal" in _broken(tmp_path, json.dumps(raw))


def test_snapshot_that_disagrees_with_the_replay_is_refused(tmp_path):
    raw = json.loads(to_save(_game()).model_dump_json())
    raw["snapshot"]["table"]["teams"]["black"]["score"] = 3
    assert "snapshot disagrees" in _broken(tmp_path, json.dumps(raw))


def test_a_load_replays_the_whole_history_and_reaches_the_snapshot(tmp_path):
    """Issue 21: a load replays every choice from the origin (what the review and the replay
    viewer will do again), so the game it gives has the whole game in its log."""
    game = Game.new(config("A", 1, 1), 5)
    for _ in range(120):
        game.choose(game.pending.choices[0])
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert 0 < len(game.state.script) < len(game.history) == 120
    assert loaded.history == game.history and loaded.seed == 5
    assert loaded.state == game.state and loaded.table == game.table
    assert [e.text for e in loaded.log] == [e.text for e in game.log]
    assert [c.key for c in loaded.pending.choices] == [c.key for c in game.pending.choices]
    assert to_save(loaded) == to_save(game)


def test_a_snapshot_script_that_is_not_the_end_of_the_choices_is_refused(tmp_path):
    game = Game.new(config("A", 1, 1), 5)
    for _ in range(120):
        game.choose(game.pending.choices[0])
    raw = json.loads(to_save(game).model_dump_json())
    raw["snapshot"]["script"][-1] = raw["choices"][0]
    assert "field 'snapshot.script': not the last of the save's choices" in _broken(tmp_path, json.dumps(raw))


def test_an_illegal_choice_since_the_snapshot_is_refused(tmp_path):
    game = Game.new(config("A", 1, 1), 5)
    for _ in range(120):
        game.choose(game.pending.choices[0])
    raw = json.loads(to_save(game).model_dump_json())
    raw["snapshot"]["script"][-1] = raw["choices"][-1] = "draft:nobody"
    assert "choice 120 ('draft:nobody') is illegal in its position" in _broken(tmp_path, json.dumps(raw))


def test_not_a_save_and_a_bad_field_are_refused(tmp_path):
    assert "not an adrenaline-team save" in _broken(tmp_path, "[1, 2]")
    raw = json.loads(to_save(_game()).model_dump_json())
    raw["seed"] = "x"
    assert "field 'seed'" in _broken(tmp_path, json.dumps(raw))


def test_a_failed_write_keeps_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save_game(_game(4), path)
    before = path.read_text()
    import adrenaline_team.files as files

    def boom(fd):
        raise OSError("disk full")
    monkeypatch.setattr(files.os, "fsync", boom)
    with pytest.raises(OSError):
        save_game(_game(8), path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.slow
def test_a_killed_writes_temp_file_is_cleared_by_the_next_save_another_live_writers_is_not(tmp_path):
    """Issue 10: two processes on one save: each removes only its own temp file and those of
    writers that died, never the one another live process is writing."""
    path = tmp_path / "game.json"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    (tmp_path / f".game.json.{dead.stdout.strip()}.abc123.tmp").write_text("half a save")
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"]) as live:
        try:
            writing = tmp_path / f".game.json.{live.pid}.def456.tmp"
            writing.write_text("being written")
            save_game(_game(4), path)
            assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["game.json", writing.name])
        finally:
            live.kill()


def test_play_load_refuses_a_snapshot_the_replay_disagrees_with(tmp_path, monkeypatch, capsys):
    """Every load replays the whole game: a save whose snapshot was edited is refused, one
    line, exit 2."""
    from adrenaline_team.cli import main
    raw = json.loads(to_save(_game()).model_dump_json())
    raw["snapshot"]["table"]["teams"]["black"]["score"] = 3
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(raw))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("ADRENALINE_TEAM_OFFSCREEN", "1")
    assert main(["play", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert "snapshot disagrees" in err and err.count("\n") == 1
