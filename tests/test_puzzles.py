"""Issue 34, the tactics puzzles: every shipped puzzle's best and second-best lines replay on
its position, legal, to the end of the team turn and no further, to the values the file
states (to `PRECISION` decimals), and the best beats the second by the generator's clear
margin; the theme is what the best line did; a broken file is refused in one line."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from adrenaline_team.puzzles import HERE, PRECISION, THEMES, Puzzle, play, puzzles, read, theme, turn_over, worth
from adrenaline_team.message import Msg
from adrenaline_team.rules import events as ev
from adrenaline_team.files import SaveError
from adrenaline_team.session.puzzle import Attempt

CLEAR = 1.5  # tools/make_puzzles.py: the margin a kept puzzle has at least


def test_at_least_24_puzzles_that_teach_many_things():
    found = puzzles()
    assert len(found) >= 24
    kinds = Counter(p.theme for p in found)
    assert len(kinds) >= 8 and max(kinds.values()) <= 4, kinds
    assert len({p.id for p in found}) == len(found)


@pytest.mark.parametrize("n", range(len(puzzles())))
def test_each_puzzle_s_lines_replay_to_their_values_and_margin(n):
    p = puzzles()[n]
    for line in (p.best, p.second):
        played = play(p.state, line.answers[:-1])
        assert not turn_over(played.game, p.team)  # the line's last answer ends the turn, none before it
        played.game.choose(line.answers[-1])
        assert turn_over(played.game, p.team)
        assert worth(played.game, p.team) == line.value
    assert p.margin == round(p.best.value - p.second.value, PRECISION) and p.margin >= CLEAR
    assert theme(play(p.state, p.best.answers).events, p.team) == p.theme
    assert p.best.answers != p.second.answers


def test_the_verdict_tells_the_best_turn_from_a_worse_one():
    attempt = Attempt(0)
    p = attempt.puzzle
    best = attempt.verdict(play(attempt.start().state, p.best.answers).game)
    assert best is not None and best.found and best.words == "You found the best turn"
    second = attempt.verdict(play(attempt.start().state, p.second.answers).game)
    assert second is not None and not second.found
    assert second.words == f"Your turn: {p.margin:.1f} points behind the best turn"
    assert attempt.verdict(attempt.start()) is None  # the turn not yet played
    assert "→" in attempt.best_line() and attempt.best_line().count("\n") >= 1  # an action a line, then the end
    assert attempt.caption.title == THEMES[p.theme][0]


def test_a_broken_puzzle_is_refused_in_one_line(tmp_path):
    data = json.loads(sorted(HERE.glob("*.json"))[0].read_text(encoding="utf-8"))
    data["margin"] = data["margin"] + 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read(bad)
    assert str(bad) in str(err.value) and "\n" not in str(err.value) and "margin" in str(err.value)


def test_the_model_refuses_an_unknown_theme():
    data = puzzles()[0].model_dump(mode="json")
    data["theme"] = "checkmate"
    with pytest.raises(ValueError):
        Puzzle.model_validate(data)


def test_TP_KILL_4_a_puzzle_is_named_by_the_weightiest_thing_its_best_line_did():
    """The theme reads the turn's events: a multi-kill (TP-KILL-4) before the last skull, an
    overkill (TP-KILL-3), a killshot and a flush by its colours (TP-END-3); Venom (TP-KILL-1)
    names a kill it took part in."""
    flush = ev.Flushed("white", "black", 6, 3, Msg("3 points"))
    kill = ev.Killshot("dozer", "black")
    venom = ev.BoardDamaged("dozer", 1, 10, "venom")
    assert theme([flush, kill, kill, ev.MultiKill("black", 2, 2)], "black") == "double-kill"
    assert theme([venom, kill, kill, ev.MultiKill("black", 2, 2)], "black") == "double-kill-venom"
    assert theme([flush, kill, kill, kill, ev.MultiKill("black", 3, 4)], "black") == "triple-kill"
    assert theme([flush, kill, ev.SkullMoved("dozer", 8, 0)], "black") == "last-skull"
    assert theme([flush, kill, ev.Overkill("dozer", "black")], "black") == "overkill"
    assert theme([venom, kill], "black") == "venom-kill" and theme([flush, venom, kill], "black") == "killshot"
    assert theme([ev.Flushed("white", "black", 7, 2, Msg("2 points"))], "black") == "flush-2"
    assert theme([flush], "white") == "position"  # the other team's buffer flushed is not this team's doing
    hit = ev.DamageBuffered("white", "sprog", "dozer", 2, 1, 3)
    assert theme([hit], "black") == "marks"
    assert theme([ev.DamageBuffered("white", "sprog", "dozer", 2, 0, 3)], "black") == "buffer"
    assert theme([ev.WeaponGrabbed("sprog", "Ash", "lock_rifle", None)], "black") == "weapon"
