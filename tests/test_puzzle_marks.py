"""Issue 44, a trainer: a puzzle whose best turn the player found (or beat) is marked solved in
the data folder, and the mark survives a restart; each mark is a file of its own, read through
the one gate for files the game reads, so a torn or hostile one is left out in one line and
takes no other puzzle's mark with it; a puzzle made again on another table is not marked."""

import json

import pytest

from adrenaline_team import puzzles
from adrenaline_team.positions import seated
from adrenaline_team.session.marks import FOLDER, Marks, table_key
from adrenaline_team.session.puzzle import Attempt


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    return tmp_path


def played(i: int, line: str):
    """The puzzle `i`'s turn played as its best or second line: the verdict's `Solved`."""
    p = puzzles.puzzles()[i]
    game = puzzles.play(seated(p.state), getattr(p, line).answers).game
    solved = Attempt(i).end(game)
    assert solved is not None
    return solved


def test_the_best_turn_found_marks_the_puzzle_solved_and_the_mark_survives_a_restart(data):
    p = puzzles.puzzles()[0]
    assert not Marks.load().solved(p)
    solved = played(0, "best")
    assert solved.verdict.found and solved.unkept == ""
    mark = json.loads((data / FOLDER / f"{p.id}.json").read_text(encoding="utf-8"))
    assert mark == {"puzzle": p.id, "position": table_key(p), "lead": 0}
    again = Marks.load()  # as a new window reads it
    assert again.solved(p) and again.damaged == ()
    assert [q.id for q in puzzles.puzzles() if again.solved(q)] == [p.id]


def test_a_turn_behind_the_best_marks_nothing(data):
    solved = played(1, "second")
    assert not solved.verdict.found and solved.unkept == ""
    assert not (data / FOLDER).exists()
    assert not Marks.load().solved(puzzles.puzzles()[1])


def test_a_torn_or_hostile_mark_is_left_out_in_one_line_and_the_others_stay(data):
    first, second = puzzles.puzzles()[:2]
    played(0, "best")
    folder = data / FOLDER
    (folder / f"{second.id}.json").write_text('{"puzzle": "' + second.id + '", "posi', encoding="utf-8")  # torn
    (folder / "zz.json").write_text(json.dumps({"puzzle": second.id, "position": "x" * 64, "lead": -1}),
                                    encoding="utf-8")  # hostile: no table's key, a lead below 0
    marks = Marks.load()
    assert marks.solved(first) and not marks.solved(second)
    assert len(marks.damaged) == 2 and all("\n" not in line for line in marks.damaged)
    assert marks.left_out() == f"2 solved marks are left out; the first: {marks.damaged[0]}"
    assert marks.damaged[0].startswith(f"{folder / (second.id + '.json')}: not a save file: not JSON or truncated")
    assert marks.damaged[1].startswith(f"{folder / 'zz.json'}: field 'position'")
    # solving the torn one's puzzle writes its mark anew; the first's is untouched
    assert marks.mark(second, 3) == ""
    marks = Marks.load()
    assert marks.solved(first) and marks.solved(second) and marks.found[second.id].lead == 3
    assert len(marks.damaged) == 1


def test_a_puzzle_made_again_on_another_table_is_not_marked_by_the_old_one(data):
    p = puzzles.puzzles()[0]
    played(0, "best")
    other = puzzles.puzzles()[1]
    remade = p.model_copy(update={"state": other.state})  # the same id, another table
    assert Marks.load().solved(p) and not Marks.load().solved(remade)


def test_a_better_lead_is_kept_and_a_smaller_one_does_not_replace_it(data):
    p = puzzles.puzzles()[0]
    marks = Marks.load()
    assert marks.mark(p, 12) == "" and marks.mark(p, 0) == ""
    assert Marks.load().found[p.id].lead == 12


def test_a_mark_that_cannot_be_written_is_said_in_one_line_and_the_verdict_still_comes(data):
    (data / FOLDER).write_text("a file where the marks' folder goes", encoding="utf-8")
    solved = played(0, "best")
    assert solved.verdict.found
    assert solved.unkept.startswith(f"{data / FOLDER / (puzzles.puzzles()[0].id + '.json')} cannot be saved: ")
    assert "\n" not in solved.unkept
    assert not Marks.load().solved(puzzles.puzzles()[0])
