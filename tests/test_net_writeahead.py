"""Write-ahead: what a client was shown is on the host's disk first. A host killed (SIGKILL,
no goodbye) at many points of a game and resumed never takes back an event a spectator had
already been shown."""

import asyncio
import json
import random
import signal

import pytest
from websockets.exceptions import ConnectionClosed

from adrenaline_team.net import protocol as p
from adrenaline_team.rules.save import load_game
from adrenaline_team.rules.view import seen_event
from netkit import Probe, finish, run, start_host

pytestmark = pytest.mark.slow  # hosts on real sockets, killed and started again

KILLS = 8


def test_a_host_killed_at_any_moment_and_resumed_keeps_every_event_a_spectator_was_shown(tmp_path):
    data = tmp_path / "host"
    pause = random.Random(5)
    shown_per_kill: list[int] = []

    async def watch_then_kill(proc, port, seconds: float) -> list[dict]:
        """A spectator's log, as it held it the moment the host was killed."""
        watcher = await Probe.open(port)
        await watcher.join()
        held: list[dict] = []
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        try:
            while loop.time() < end:
                try:
                    message = await watcher.next(p.Events, wait=max(0.001, end - loop.time()))
                except (TimeoutError, ConnectionClosed):  # the game ended: nothing more to see
                    break
                held[message.start:] = message.events
        finally:
            proc.send_signal(signal.SIGKILL)  # while the host is busy telling, not between two games
            proc.wait(10)
        watcher.ws.transport.abort()
        return held

    args = ("--port", "0", "--teams", "2v2", "--black", "random", "--white", "random", "--seed", "21")
    for kill in range(KILLS):
        proc, port = start_host(data, *(args if kill == 0 else ("--resume", "--port", "0")),
                                log=tmp_path / f"host{kill}.log")
        held = run(watch_then_kill(proc, port, pause.uniform(0.05, 0.2)))
        saved = load_game(data / "hosted.json")
        kept = json.loads(json.dumps([p.event_data(seen_event(e, None)) for e in saved.log]))  # as sent
        assert len(kept) >= len(held), (kill, len(held), len(kept))
        assert kept[:len(held)] == held, kill
        shown_per_kill.append(len(held))
        if saved.over:
            break
    assert len(shown_per_kill) == KILLS and shown_per_kill == sorted(shown_per_kill), shown_per_kill
    log = tmp_path / "last.log"
    last, _port = start_host(data, "--resume", "--port", "0", log=log)
    assert finish(last) == 0, log.read_text()
    assert load_game(data / "hosted.json").over
