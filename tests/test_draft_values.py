"""tools/draft_values.py's arithmetic (issue 42): the worth of a character weapon and of the
start, with the levels' own margins taken out of a mixed run, and the record a stopped run
goes on from. No game is played here: the games are made by hand."""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("draft_values", ROOT / "tools" / "draft_values.py")
dv = importlib.util.module_from_spec(_spec)
sys.modules["draft_values"] = dv  # its dataclasses look their module up
_spec.loader.exec_module(dv)


def game(starting, black_level, white_level, black_margin, black=("ghost_knife",), white=("scream",)):
    return dv.Drafted(starting, {"black": black_level, "white": white_level},
                      {"black": black, "white": white}, {"black": black_margin, "white": -black_margin})


def test_a_weapon_is_worth_its_team_s_mean_margin_and_the_start_the_starting_team_s():
    games = [game("black", "normal", "normal", 4), game("white", "normal", "normal", 2)]
    found = dv.values(games)
    assert found["ghost_knife"].mean == 3.0 and found["scream"].mean == -3.0
    assert found["ghost_knife"].games == 2
    assert dv.start(games).mean == 1.0  # +4 for Black, who started, and −2 for White


def test_in_a_mixed_run_hard_s_lead_over_normal_is_taken_out_of_a_team_s_margin():
    # hard (Black) beats normal by 6 and 2: a mean lead of 4, so Black's weapon is worth ±2
    games = [game("black", "hard", "normal", 6), game("black", "hard", "normal", 2)]
    found = dv.values(games)
    assert [found["ghost_knife"].mean, found["scream"].mean] == [0.0, 0.0]
    assert dv.values(games, "hard")["ghost_knife"].mean == 0.0
    assert "scream" not in dv.values(games, "hard")


def test_a_record_gives_back_its_games_and_leaves_out_a_torn_last_line(tmp_path):
    from adrenaline_team.ledger import Ledger
    path = tmp_path / "run.jsonl"
    ledger = Ledger(path, dv.Row)
    played = game("white", "normal", "hard", -3, ("ghost_knife", "arc_welder"), ("scream", "demolisher"))
    ledger.add(dv.Row(i=0, level="mixed", game=played))
    ledger.add(dv.Row(i=1, level="mixed", game=None))  # a game that did not finish
    with path.open("a", encoding="utf-8") as f:
        f.write('{"i": 2, "level": "mi')  # the run was stopped while it wrote
    assert [(row.i, row.game) for row in ledger.rows()] == [(0, played), (1, None)]
    ledger.add(dv.Row(i=2, level="mixed", game=None))  # the run goes on: its next game on a line of its own
    assert [row.i for row in Ledger(path, dv.Row).rows()] == [0, 1, 2]
    assert Ledger(tmp_path / "none.jsonl", dv.Row).rows() == []
