"""Helpers for the network tests: a host served in the test's own event loop or as a
`host --headless` process, raw clients that send what a test wants (hostile or not), and
the games they play. Everything is on 127.0.0.1 with ports chosen at run time, and every
wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from websockets.asyncio.client import connect

from adrenaline_team.net import protocol as p
from adrenaline_team.net.host import Host
from adrenaline_team.net.invite import Invite, parse
from adrenaline_team.net.tls import client_context
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.state import seat_name

LOCAL = "127.0.0.1"
WAIT = 20.0  # seconds any one message may take to come
INVITES: dict[int, Invite] = {}  # each port's invite code, as its host showed it


def config(sizes=(1, 1), arena="A", black=None, white=None) -> GameConfig:
    """Two teams of people (or of the computer level given), named as `host` names them."""
    def team(side, n, level):
        return [PlayerConfig(name=seat_name(side, i), bot=level) for i in range(n)]
    return GameConfig(arena=arena, black=team("black", sizes[0], black), white=team("white", sizes[1], white))


def run(coro, timeout=120.0):
    """Run a test's coroutine, never longer than `timeout` seconds."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


@contextlib.asynccontextmanager
async def serving(game: Game, **kw):
    host = Host(game, **kw)
    port = await host.start(LOCAL, 0)
    INVITES[port] = host.invite
    try:
        yield host, port
    finally:
        await host.close()


class Probe:
    """A raw client: sends exactly what the test says, keeps everything it is sent."""

    def __init__(self, ws, invite: Invite | None = None):
        self.ws = ws
        self.invite = invite
        self.got: list = []
        self._read = 0

    @classmethod
    async def open(cls, port: int, **kw) -> Probe:
        """A connection to the host at `port`, encrypted if its invite code says so."""
        invite = INVITES.get(port)
        if invite is not None and invite.pin is not None:
            ws = await connect(f"wss://{LOCAL}:{port}", ssl=client_context(), proxy=None, max_size=p.MAX_HOST_FRAME,
                               **kw)
        else:
            ws = await connect(f"ws://{LOCAL}:{port}", proxy=None, max_size=p.MAX_HOST_FRAME, **kw)
        return cls(ws, invite)

    async def send(self, message) -> None:
        if isinstance(message, (str, bytes)):
            await self.ws.send(message)
        elif isinstance(message, dict):
            await self.ws.send(json.dumps(message))
        else:
            await self.ws.send(message.model_dump_json())

    async def next(self, kind: type, wait: float = WAIT):
        """The next message of `kind`, skipping the others (they stay in `got`)."""
        while True:
            while self._read < len(self.got):
                message = self.got[self._read]
                self._read += 1
                if isinstance(message, kind):
                    return message
            raw = await asyncio.wait_for(self.ws.recv(), wait)
            self.got.append(p.parse_host(raw))

    async def join(self, team=None, **kw) -> p.Welcome:
        """Joined with the host's invite code, unless the test gives a token or a code."""
        if "token" not in kw and "code" not in kw and self.invite is not None:
            kw["code"] = self.invite.secret
        await self.send(p.Join(version=p.VERSION, team=team, **kw))
        return await self.next(p.Welcome)

    async def snapshot(self, newer_than: int = -1) -> p.Snapshot:
        """The last snapshot received of a question after `newer_than` (any question: the
        last one received), waiting for one if none came yet."""
        while True:
            found = [m for m in self.got if isinstance(m, p.Snapshot) and m.seq > newer_than]
            if found:
                self._read = len(self.got)
                return found[-1]
            self.got.append(p.parse_host(await asyncio.wait_for(self.ws.recv(), WAIT)))

    async def close(self) -> None:
        await self.ws.close()


async def sit_both(port):
    """Both teams joined: {team: probe}."""
    probes = {}
    for team in ("black", "white"):
        probes[team] = await Probe.open(port)
        await probes[team].join(team)
        await probes[team].snapshot()
    return probes


async def answer_until(host, probes, until=lambda game: False, most=400):
    """Answer each question with its first choice through the connection it is asked of,
    until `until(game)` holds; the asked connection's snapshot of the last question."""
    for _ in range(most):
        team = host.game.pending.team
        snap = await probes[team].snapshot(newer_than=host.seq - 1)
        if until(host.game):
            return snap
        await probes[team].send(p.Choose(seq=snap.seq, key=snap.observation.decision.choices[0].key))
        await probes[team].snapshot(newer_than=snap.seq)
    raise AssertionError("the condition never held")


# --- commands in processes of their own -----------------------------------------------------
def env(data: Path) -> dict[str, str]:
    return {**os.environ, "ADRENALINE_TEAM_DATA": str(data), "PYTHONUNBUFFERED": "1"}


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "adrenaline_team.cli", *args]


def start_host(data: Path, *args: str, log: Path) -> tuple[subprocess.Popen, int]:
    """`host --headless` on 127.0.0.1, its output in `log` (a new one each time); the process
    and its port, its invite code kept in `INVITES`."""
    out = log.open("w")
    proc = subprocess.Popen(command("host", "--headless", "--bind", LOCAL, *args), stdout=out,
                            stderr=subprocess.STDOUT, env=env(data))
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        text = log.read_text()
        found, code = re.search(r"port (\d+)", text), re.search(r"invite code.*: ([A-Z2-7-]+)$", text, re.MULTILINE)
        if found and code:
            INVITES[int(found.group(1))] = parse(code.group(1), insecure=True)
            return proc, int(found.group(1))
        assert proc.poll() is None, log.read_text()
        time.sleep(0.02)
    proc.kill()
    raise AssertionError(f"the host printed no port: {log.read_text()}")


def start_join(data: Path, port: int, team: str, level: str, seed: int, log: Path) -> subprocess.Popen:
    return subprocess.Popen(command("join", f"{LOCAL}:{port}", "--bot", level, "--team", team, "--seed", str(seed),
                                    "--code", INVITES[port].code, "--insecure"),
                            stdout=log.open("a"), stderr=subprocess.STDOUT, env=env(data))


def finish(proc: subprocess.Popen, timeout: float = 120.0) -> int:
    try:
        return proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise


async def watch(port: int, got: list) -> None:
    """A spectator reading everything until the game is over (kept in `got`)."""
    from adrenaline_team.net.client import Link, Patience, Status
    link = Link(LOCAL, port, None, patience=Patience(total=5.0), tokens=Path(os.devnull), invite=INVITES[port])
    await link.run(lambda message: None if isinstance(message, Status) else got.append(message))
