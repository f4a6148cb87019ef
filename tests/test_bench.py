"""The bench's network measure joins a hosted game as players do (encrypted, with the invite
code the host prints): it broke once when joining changed under it."""

import pytest

from adrenaline_team.bench import net_round_trips

pytestmark = pytest.mark.slow  # it starts a host process


def test_the_bench_plays_answers_through_a_hosted_game_and_weighs_its_idle_connections():
    times, _idle, per_connection = net_round_trips(6, 0.1, 4)
    assert len(times) == 6 and all(t > 0 for t in times)
    assert per_connection is None or 0 < per_connection < 1024  # kB: tens, where /proc says


def test_the_bench_plays_answers_on_phones_and_weighs_a_phones_page():
    """Issue 43: a phone answer's round trip, and the host's memory per phone page."""
    times, _idle, per_page = net_round_trips(6, 0.1, 4, phones=True)
    assert len(times) == 6 and all(t > 0 for t in times)
    assert per_page is None or 0 < per_page < 1024
