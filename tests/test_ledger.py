"""`simulate --record`: a long run's finished games kept as they end (`ledger.py`), so that the
same command again goes on where a stopped run stopped and prints what one whole run prints."""

import pytest

from adrenaline_team.ai import match
from adrenaline_team.cli import main

RUN = ["simulate", "--seed", "3", "--black", "random", "--white", "easy"]


def played(capsys, monkeypatch, *args):
    """What the command printed, and how many games it played itself."""
    games = []
    real = match.play_bots

    def counted(config, seed):
        games.append(seed)
        return real(config, seed)
    monkeypatch.setattr(match, "play_bots", counted)
    assert main([*RUN, *args]) == 0
    return capsys.readouterr().out, games


def test_a_recorded_run_goes_on_where_it_stopped_and_prints_what_one_run_prints(tmp_path, capsys, monkeypatch):
    record = str(tmp_path / "run.jsonl")
    whole, _games = played(capsys, monkeypatch, "--games", "5")
    played(capsys, monkeypatch, "--games", "3", "--record", record)
    again, games = played(capsys, monkeypatch, "--games", "5", "--record", record)
    assert again == whole
    assert games == [6, 7]  # the first three seeds were not played again
    assert len((tmp_path / "run.jsonl").read_text().splitlines()) == 5


def test_a_record_of_another_command_is_not_taken_for_this_one(tmp_path, capsys, monkeypatch):
    record = str(tmp_path / "run.jsonl")
    played(capsys, monkeypatch, "--games", "2", "--record", record, "--teams", "3v3")
    out, games = played(capsys, monkeypatch, "--games", "2", "--record", record)
    assert games == [3, 4] and out == played(capsys, monkeypatch, "--games", "2")[0]
    assert len((tmp_path / "run.jsonl").read_text().splitlines()) == 4  # the other run's games stay


def test_a_torn_last_line_is_cut_off_and_played_again(tmp_path, capsys, monkeypatch):
    path = tmp_path / "run.jsonl"
    played(capsys, monkeypatch, "--games", "2", "--record", str(path))
    whole = path.read_text()
    path.write_text(whole + whole.splitlines()[1][:30])  # stopped while it wrote a third game
    out, games = played(capsys, monkeypatch, "--games", "3", "--record", str(path))
    assert games == [5] and out.count("game ") == 3
    assert path.read_text().startswith(whole) and len(path.read_text().splitlines()) == 3


@pytest.mark.parametrize("line, field", [
    ('{"place": {"game": 0}, "outcome": 1}', "place.seed"),
    ('{"place": 1, "outcome": 1, "more": 2}', "place"),
    ('[1, 2, 3]', ""),
])
def test_a_hostile_record_is_one_line_naming_the_file_and_its_line(tmp_path, capsys, line, field):
    path = tmp_path / "run.jsonl"
    path.write_text(line + "\n")
    assert main([*RUN, "--games", "1", "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{path}:1: " in err and f"'{field}'" in err
    assert path.read_text() == line + "\n"  # left as it was
