"""Issue 11, the game review: scores and the hard bot's evaluation by team turn, the moments
to mark, the three turning points and each character's figures, on the results screen and
as `adrenaline-team review FILE`."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter

import pytest

from adrenaline_team import i18n
from adrenaline_team.cli import main
from adrenaline_team.columns import width
from adrenaline_team.review import review, text
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.save import save_game, to_save

CONFIG = GameConfig(arena="C", black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                    white=[PlayerConfig(name="Dee")])


def seeded_game() -> Game:
    """A whole game of random answers (no bot: the numbers depend on the rules alone)."""
    game = Game.new(CONFIG, 12)
    rnd = random.Random(12)
    while not game.over:
        d = game.decision
        game.choose(rnd.choice([c for c in d.choices if c.option != "pass"] or d.choices))
    return game


def test_review_of_a_seeded_game_counts_every_moment_and_character():
    game = seeded_game()
    r = review(to_save(game))
    assert r.over and r.winner == "white" and r.scores == {"black": 48, "white": 49}
    assert [t.turn for t in r.turns] == list(range(33))  # before the first turn, then after each of 32
    assert r.turns[-1].scores == r.scores and r.turns[0].scores == {"black": 0, "white": 0}
    assert Counter((m.team, m.kind) for m in r.marks) == {
        ("white", "rush"): 21, ("black", "rush"): 12, ("black", "flush"): 6, ("white", "flush"): 6,
        ("white", "killshot"): 4, ("black", "killshot"): 4, ("white", "overkill"): 3, ("black", "overkill"): 3,
        ("black", "double kill"): 1, ("white", "double kill"): 1}
    figures = {c: (f.damage, f.killshots, f.deaths, f.flushes, f.points) for c, f in r.figures.items()}
    assert figures == {"dozer": (18, 1, 2, 1, 9), "sprog": (8, 2, 1, 1, 21), "banshee": (20, 1, 1, 4, 17),
                       "violet": (14, 2, 2, 2, 23), "dstruct": (21, 2, 1, 3, 22), "echo": (19, 0, 1, 1, 2)}
    for team in ("black", "white"):  # every point but the remaining damage is some character's
        tally = game.table.teams[team].tally
        assert sum(f.points for f in r.figures.values() if f.team == team) == r.scores[team] - tally["remaining"]
        assert sum(f.flushes for f in r.figures.values() if f.team == team) == \
            sum(m.kind == "flush" for m in r.marks if m.team == team)


def test_turning_points_are_the_three_largest_swings_of_the_evaluation():
    r = review(to_save(seeded_game()))
    swings = {}
    for before, after in zip(r.turns, r.turns[1:]):
        me, them = after.team, "white" if after.team == "black" else "black"
        swings[after.turn] = ((after.values[me] - after.values[them]) - (before.values[me] - before.values[them])) / 2
    top = sorted(swings, key=lambda t: -abs(swings[t]))[:3]
    assert [p.turn for p in r.turning] == sorted(top)
    for p in r.turning:
        assert p.team == r.turns[p.turn].team and p.swing == round(swings[p.turn], 1)


def test_review_command_prints_the_figures_and_refuses_a_bad_file(tmp_path, capsys):
    path = tmp_path / "game.json"
    save_game(seeded_game(), path)
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    r = review(to_save(seeded_game()))
    assert out == text(r) + "\n"
    assert out.startswith("White wins (Black 48, White 49)\n")
    assert "Banshee       Black            20          1       1               4      17" in out
    assert out.count("  turn ") == 3
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "adrenaline-team-save", "version": 1, "choices": [')
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("adrenaline-team: ") and "Traceback" not in err


def cells(line: str) -> list[tuple[int, int]]:
    """Where each cell of a table's line starts and ends, in terminal columns: cells are two or
    more spaces apart (a cell holds at most one space in a row)."""
    found = []
    for m in re.finditer(r"\S+(?: \S+)*", line):
        start = width(line[:m.start()])
        found.append((start, start + width(m.group())))
    return found


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_reviews_columns_line_up_in_a_terminal_in_either_language(lang):
    """A Japanese player's review had its team names shift the rest of a row by 3 columns and
    ディーストラクター run into the next column: each column is as wide as its widest cell,
    measured in terminal columns, so a left column's cells start, a right column's end, at the
    same column in every row (the header's included)."""
    i18n.set_language(lang)
    lines = text(review(to_save(seeded_game()))).splitlines()
    turns = lines[lines.index(i18n._("Team turns (scores, and the hard bot's evaluation of the position for each "
                                     "team):")) + 1:]
    tables = {"rlrrrrl": turns[:turns.index("")], "llrrrrr": lines[lines.index(i18n._("Characters:")) + 1:]}
    assert len(tables["rlrrrrl"]) == 1 + 33 and len(tables["llrrrrr"]) == 1 + 6  # turns 0-32, six characters
    for align, rows in tables.items():
        spans = [cells(row) for row in rows]
        assert {len(s) for s in spans[1:]} <= {len(align) - 1, len(align)} and len(spans[0]) == len(align)
        for i, side in enumerate(align):
            edge = {s[i][0] if side == "l" else s[i][1] for s in spans if i < len(s)}
            assert len(edge) == 1, (lang, align, i, rows)
        assert all(a[1] + 2 <= b[0] for s in spans for a, b in zip(s, s[1:]))  # never touching


@pytest.mark.slow
def test_review_command_needs_no_pygame(tmp_path):
    """It runs where there is no display at all, like the headless replay."""
    path = tmp_path / "game.json"
    save_game(seeded_game(), path)
    code = ("import sys, io, contextlib; from adrenaline_team.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()): assert main(['review', sys.argv[1]]) == 0\n"
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True)
