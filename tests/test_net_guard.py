"""Issue 40: how the host counts and slows guesses of the invite code (`net.guard`), on a clock
the test moves: an address is slowed after FREE wrong codes and forgiven after CALM seconds
without one; its turns come PACE seconds apart and its line is bounded; an IPv6 guesser is
counted by its /64, an IPv4 one however it comes."""

import asyncio

import pytest

from adrenaline_team.net import guard


class Clock:
    def __init__(self):
        self.now = 1000.0

    def monotonic(self):
        return self.now


@pytest.fixture
def clock(monkeypatch):
    c = Clock()
    monkeypatch.setattr(guard, "time", c)
    return c


def test_an_address_is_slowed_after_five_wrong_codes_said_once_and_forgiven_after_ten_quiet_minutes(clock):
    g = guard.Guard()
    assert [g.wrong("192.0.2.7") for _ in range(7)] == [False] * 4 + [True, False, False]
    assert g.slowed("192.0.2.7") and not g.slowed("192.0.2.8")
    clock.now += guard.CALM - 1
    assert g.slowed("192.0.2.7")
    clock.now += 1
    assert not g.slowed("192.0.2.7")
    assert [g.wrong("192.0.2.7") for _ in range(5)] == [False] * 4 + [True]  # a new episode, said again


def test_wrong_codes_spread_over_more_than_ten_minutes_never_slow_an_address(clock):
    g = guard.Guard()
    for _ in range(20):
        assert not g.wrong("192.0.2.7")
        clock.now += guard.CALM / (guard.FREE - 1) + 1
    assert not g.slowed("192.0.2.7")


def test_a_slowed_address_is_heard_one_turn_at_a_time_and_its_line_is_bounded(clock, monkeypatch):
    monkeypatch.setattr(guard, "PACE", 0.01)  # real seconds between turns, on the test's still clock
    g = guard.Guard()
    for _ in range(guard.FREE):
        g.wrong("192.0.2.7")
    heard: list[int] = []

    async def turn(k):
        await g.turn("192.0.2.7")
        heard.append(k)

    async def main():
        line = [asyncio.create_task(turn(k)) for k in range(guard.LINE)]
        await asyncio.sleep(0)  # each has taken its place in the line
        with pytest.raises(guard.TooMany):
            await g.turn("192.0.2.7")
        await g.turn("192.0.2.8")  # another address: at once
        assert len(heard) < guard.LINE  # the line waits its turns
        await asyncio.wait_for(asyncio.gather(*line), 5)
        await g.turn("192.0.2.7")  # the line has room again
    asyncio.run(main())
    assert heard == list(range(guard.LINE))


@pytest.mark.parametrize("peer, counted", [
    ("192.0.2.7", "192.0.2.7"),
    ("::ffff:192.0.2.7", "192.0.2.7"),  # a dual-stack host hears IPv4 peers so
    ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:2:bbbb::9%3", "2001:db8:1:2::/64"),
    ("fe80::1", "fe80::/64"),
])
def test_a_guesser_is_counted_by_its_ipv4_address_or_its_ipv6_64(peer, counted):
    assert guard.address_of(peer) == counted
