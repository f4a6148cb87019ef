"""A host's memory is bounded whoever connects: what waits for a connection is bounded in
bytes and the spectators in number, so clients that never read cost the host a bounded
amount, are cut off with a reason, and the game beside them goes on to its end."""

import asyncio
import contextlib
import socket
import sys
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from adrenaline_team.net import protocol as p
from adrenaline_team.net.host import HANDSHAKE_WAIT, TIDY
from adrenaline_team.net.tls import client_context
from netkit import INVITES, LOCAL, finish, start_host, start_join

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")]

SPECTATORS = 60
MOST = 64 * 1024 * 1024  # bytes the spectators may cost the host in all
SILENT = 200  # connections that never say a word
GIVEN_BACK = 8 * 1024 * 1024  # bytes the host may keep once they are gone


def rss(pid: int) -> int:
    """The process's resident memory, in bytes: none once it has ended (the host may end
    before the last client does, its closes waiting 5 s at most)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def stalled(port: int):
    """A connection whose reader stopped: the client library stops reading from the socket
    after one message (max_queue=1), and its small receive buffer holds little in this
    computer's kernel, so the host's frames pile up on the host's side as behind a computer
    that hung."""
    return connect(f"wss://{LOCAL}:{port}", ssl=client_context(), sock=small_socket(port), proxy=None, max_queue=1,
                   max_size=p.MAX_HOST_FRAME)


def small_socket(port: int) -> socket.socket:
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect((LOCAL, port))
    return sock


def test_sixty_spectators_that_never_read_cost_the_host_at_most_64_mb_and_the_game_finishes(tmp_path):
    host, port = start_host(tmp_path / "host", "--port", "0", "--teams", "2v2", "--white", "random", "--seed", "4",
                            log=tmp_path / "host.log")
    time.sleep(0.5)  # started: its modules loaded, its game dealt
    before = rss(host.pid)
    closes: list[int | None] = []

    async def main() -> int:
        watchers = [await stalled(port) for _ in range(SPECTATORS)]
        for ws in watchers:
            await ws.send(p.Join(version=p.VERSION, code=INVITES[port].secret).model_dump_json())
        join = start_join(tmp_path / "black", port, "black", "random", 1, tmp_path / "black.log")
        peak = 0
        while join.poll() is None:
            peak = max(peak, rss(host.pid))
            await asyncio.sleep(0.05)
        for ws in watchers:  # each was sent its close frame, behind what it never read
            try:
                while True:
                    await asyncio.wait_for(ws.recv(), 10)
            except Exception:  # noqa: BLE001 - the close, whatever it carries
                closes.append(ws.close_code)
        assert finish(join) == 0, (tmp_path / "black.log").read_text()
        return peak

    peak = asyncio.run(asyncio.wait_for(main(), 300))
    assert finish(host) == 0, (tmp_path / "host.log").read_text()
    print(f"host RSS {before / 2**20:.1f} MB, peak {peak / 2**20:.1f} MB", file=sys.stderr)
    assert peak - before <= MOST, (before, peak)
    # Each was cut off before the end (its close frame read, or dropped once unread for
    # CLOSE_GRACE seconds), none served to the end of the game.
    assert set(closes) <= {p.CLOSE_BEHIND, 1006} and len(closes) == SPECTATORS, closes


def test_silent_connections_cost_the_encrypted_host_little_and_it_gives_their_memory_back(tmp_path):
    """Issue 40: a connection that never starts its TLS handshake cost the host 300 kB (asyncio's
    256 KiB read buffer) for the 10 s it was let wait, and 300 of them left it at 148 MB after
    they were gone. Now a record's buffer, 5 s, and the memory handed back."""
    host, port = start_host(tmp_path / "host", "--port", "0", "--seed", "4", log=tmp_path / "host.log")
    time.sleep(1.0)  # started: its modules loaded, its game dealt
    before = rss(host.pid)
    silent = [socket.create_connection((LOCAL, port)) for _ in range(SILENT)]
    time.sleep(1.0)
    each = (rss(host.pid) - before) / SILENT
    end = time.monotonic() + HANDSHAKE_WAIT + 10
    for sock in silent:  # each dropped by the host
        sock.settimeout(max(0.1, end - time.monotonic()))
        with contextlib.suppress(ConnectionResetError):
            assert sock.recv(1) == b""
        sock.close()
    end = time.monotonic() + 2 * TIDY + 5
    while rss(host.pid) > before + GIVEN_BACK and time.monotonic() < end:
        time.sleep(0.2)
    after = rss(host.pid)
    host.terminate()
    finish(host, 30)
    print(f"host RSS {before / 2**20:.1f} MB, {each / 1024:.0f} kB a silent connection, "
          f"{after / 2**20:.1f} MB once they were gone", file=sys.stderr)
    assert each <= 100 * 1024 and after <= before + GIVEN_BACK, (before, each, after)
