"""Guessing the invite code, noticed and slowed, one address at a time.

The code's secret is 40 bits (`invite.SECRET_BYTES`), guessed online only: each guess is a
join sent to the host. From one machine a guesser could send well over a thousand a second,
so an address (an IPv4 address; an IPv6 address's /64, which one home or one machine holds
whole) that sends `FREE` wrong codes within `CALM` seconds is slowed: from then on, each
message of its connections that have not joined waits for the address's turn, turns
`PACE` seconds apart, until it has sent no wrong code for `CALM` seconds. The host says so
once (its log, the hosting window's lobby).

Nobody is locked out. Another address is never slowed, and a person at the slowed address
who types the code right waits for the next turn, never more than 30 seconds (the
longest line `LINE` allows: a connection that would wait longer is closed at once, unread,
and tries again). Numbers (docs/network.md): one guess every 2 s from an address, so half of
the 2^40 codes take about 35,000 years from one address."""

from __future__ import annotations

import asyncio
import ipaddress
import time
from dataclasses import dataclass, field

FREE = 5  # wrong codes an address may send within CALM seconds before it is slowed
PACE = 2.0  # seconds between two turns of a slowed address
CALM = 600.0  # seconds without a wrong code after which an address is forgiven
LINE = 15  # its connections waiting for a turn at once: the last waits 30 s, the time a connection has to join


def address_of(peer: str) -> str:
    """Who is guessing, as the host counts them: an IPv4 address (also when it comes as an
    IPv6-mapped one), or an IPv6 address's /64 (a home gets a whole /64: counted by address, a
    guesser would have 2^64 of them)."""
    try:
        ip = ipaddress.ip_address(peer.split("%", 1)[0])
    except ValueError:  # not an IP address: counted by what it is
        return peer
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


@dataclass
class _Address:
    wrong: list[float] = field(default_factory=list)  # when its wrong codes of the last CALM seconds came
    slowed: bool = False
    turn: float = 0.0  # when its next message may be read
    waiting: int = 0  # its connections waiting for a turn now


class TooMany(Exception):
    """More connections of a slowed address wait than `LINE`: this one is closed unread."""


class Guard:
    """The addresses that guessed wrong lately, and their turns."""

    def __init__(self) -> None:
        self._addresses: dict[str, _Address] = {}
        self._swept = time.monotonic()

    def wrong(self, address: str) -> bool:
        """`address` sent a wrong code: whether that slowed it just now (to be said once)."""
        now = time.monotonic()
        self._sweep(now)
        a = self._addresses.setdefault(address, _Address())
        a.wrong = [t for t in a.wrong if t > now - CALM] + [now]
        if a.slowed or len(a.wrong) < FREE:
            return False
        a.slowed, a.turn = True, now
        return True

    def slowed(self, address: str) -> bool:
        return self._slowed(address) is not None

    async def turn(self, address: str) -> None:
        """Once `address` may be heard: at once unless it is slowed; `TooMany` when its line
        is full."""
        a = self._slowed(address)
        if a is None:
            return
        if a.waiting >= LINE:
            raise TooMany(address)
        now = time.monotonic()
        at = max(now, a.turn)
        a.turn = at + PACE
        a.waiting += 1
        try:
            await asyncio.sleep(at - now)
        finally:
            a.waiting -= 1

    def _slowed(self, address: str) -> _Address | None:
        a = self._addresses.get(address)
        if a is None or not a.slowed:
            return None
        if a.wrong[-1] <= time.monotonic() - CALM:  # calm again: forgiven
            a.slowed, a.wrong = False, []
            return None
        return a

    def _sweep(self, now: float) -> None:
        """Forget the addresses calm for CALM seconds (at most once a minute: the record of a
        flood from many addresses stays bounded by what came in the last CALM seconds)."""
        if now - self._swept < 60.0:
            return
        self._swept = now
        for address in [k for k, a in self._addresses.items() if not a.waiting and (
                not a.wrong or a.wrong[-1] <= now - CALM)]:
            del self._addresses[address]
