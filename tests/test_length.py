"""Issue 44: how long a game usually takes, from the questions the computer's games ask
(`session/game_length.json`, measured by tools/game_length.py) at a person's pace or a computer
seat's (`session.length`, docs/game-length.md)."""

import pytest

from adrenaline_team.ai.match import PAIRINGS
from adrenaline_team.rules import GameConfig, PlayerConfig
from adrenaline_team.session import length
from adrenaline_team.session.play import PACE


def teams(black: list[str | None], white: list[str | None]) -> GameConfig:
    """Each seat a person (None) or the computer at a level."""
    return GameConfig(black=[PlayerConfig(name=f"B{i}", bot=b) for i, b in enumerate(black)],
                      white=[PlayerConfig(name=f"W{i}", bot=w) for i, w in enumerate(white)])


def test_the_measures_cover_every_pairing_of_team_sizes_alike():
    m = length.measured()
    assert m is not None and (m.level, m.games, m.words) == ("normal", 180, 18.5)
    assert list(m.pairings) == [f"{b}-{w}" for b, w in PAIRINGS]
    for (b, w), pairing in zip(PAIRINGS, m.pairings.values()):
        assert pairing.games == 20 and (len(pairing.black.seats), len(pairing.white.seats)) == (b, w)
    one = m.pairings["1-1"]
    assert (one.team_turns, one.black.team, one.black.seats, one.white.team, one.white.seats) == (
        33.9, 97.6, [257.8], 94.3, [262.1])


def test_a_persons_pace_is_reading_the_question_then_deciding_and_clicking():
    # 18.5 words at 238 words a minute, then the keystroke-level model's M + P + 2 B
    assert length.person_pace(length.measured()) == pytest.approx(18.5 * 60 / 238 + 1.35 + 1.1 + 0.2)
    assert round(length.person_pace(length.measured()), 2) == 7.31


def test_every_question_at_the_pace_of_whoever_answers_it():
    pace = length.person_pace(length.measured())
    assert length.seconds(teams([None], [None])) == pytest.approx((97.6 + 257.8 + 94.3 + 262.1) * pace)
    assert length.seconds(teams([None], ["normal"])) == pytest.approx((97.6 + 257.8) * pace + (94.3 + 262.1) * PACE)
    # a person beside two computer seats answers the team's questions (who acts next...) and
    # their own; the computer seats answer theirs
    m = length.measured().pairings["3-2"]
    assert length.seconds(teams([None, "hard", "hard"], ["hard", "hard"])) == pytest.approx(
        (m.black.team + m.black.seats[0]) * pace + (m.black.seats[1] + m.black.seats[2]) * PACE
        + (m.white.team + sum(m.white.seats)) * PACE)


def test_the_length_in_whole_five_minutes():
    assert [length.minutes(teams(b, w)) for b, w in (
        ([None], [None]), ([None, None], [None, None]), ([None] * 3, [None] * 3), ([None], ["normal"]),
        ([None, "normal", "normal"], ["normal", "normal"]), (["normal"] * 3, ["expert"] * 3))] == [85, 95, 90, 45, 30, 5]
    assert length.length_words(teams([None], [None])) == "A game of these teams takes about 85 minutes"


def test_a_damaged_measures_file_says_no_length(tmp_path, monkeypatch):
    bad = tmp_path / "game_length.json"
    bad.write_text('{"level": "normal", "games": "180"}', encoding="utf-8")
    monkeypatch.setattr(length, "FILE", bad)
    length.measured.cache_clear()
    try:
        assert length.seconds(teams([None], [None])) is None and length.length_words(teams([None], [None])) == ""
    finally:
        length.measured.cache_clear()
