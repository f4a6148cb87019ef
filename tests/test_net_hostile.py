"""A host facing hostile or broken clients: every message it will not act on is refused with
one reason, the game stays exactly as it was, a connection is closed only when it keeps on
(more than `STRIKES` refusals a minute, or a frame too large to read), and the host serves
everyone else all the while."""

import asyncio
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed

from adrenaline_team.message import text
from adrenaline_team.net import host as host_module
from adrenaline_team.net.client import close_words
from adrenaline_team.net import protocol as p
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import Moved
from netkit import LOCAL, Probe, answer_until, config, run, serving, sit_both

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets


def _game(seed=3, sizes=(1, 1)) -> Game:
    return Game.new(config(sizes), seed)


async def _refused(probe, message, code) -> p.Refused:
    await probe.send(message)
    refused = await probe.next(p.Refused)
    assert refused.code == code, refused
    assert refused.limit == p.STRIKES
    return refused


def test_garbage_binary_and_oversized_messages_are_refused_and_the_game_goes_on():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            asker = probes[game.pending.team]
            before = (host.seq, list(game.history))
            r1 = await _refused(asker, "{not json", "malformed")
            r2 = await _refused(asker, b"\x00\x01binary", "malformed")
            r3 = await _refused(asker, json.dumps({"type": "choose", "seq": host.seq, "key": "x" * p.MAX_CLIENT_FRAME}),
                                "too-big")
            r4 = await _refused(asker, {"type": "choose", "seq": str(host.seq), "key": "a"}, "malformed")
            r5 = await _refused(asker, {"type": "choose", "seq": host.seq, "key": "a", "extra": 1}, "malformed")
            r6 = await _refused(asker, {"type": "teleport"}, "malformed")
            r7 = await _refused(asker, "[" * 3000, "malformed")
            assert [r.strikes for r in (r1, r2, r3, r4, r5, r6, r7)] == [1, 2, 3, 4, 5, 6, 7]
            assert "seq" in text(r4.detail) and "extra" in text(r5.detail) and str(p.MAX_CLIENT_FRAME) in text(r3.detail)
            assert (host.seq, game.history) == before
            await asker.send(p.Ping(id=7))
            assert (await asker.next(p.Pong)).id == 7  # still connected
            seq = host.seq
            await asker.send(p.Choose(seq=seq, key=game.pending.choices[0].key))
            assert (await asker.snapshot(newer_than=seq)).seq == seq + 1
            assert len(game.history) == len(before[1]) + 1
    run(main())


def test_a_frame_too_large_to_read_closes_that_connection_only():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            intruder = await Probe.open(port)
            await intruder.send("x" * (p.CLOSE_FRAME + 1))
            with pytest.raises(ConnectionClosed) as closed:
                await intruder.next(p.Pong)
            assert closed.value.rcvd.code == 1009  # message too big
            await answer_until(host, probes, until=lambda g: len(g.history) >= 5)
    run(main())


def test_answers_for_the_other_team_replayed_or_from_a_spectator_are_refused():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            team = game.pending.team
            other = "white" if team == "black" else "black"
            snap = await probes[team].snapshot()
            key = snap.observation.decision.choices[0].key
            r = await _refused(probes[other], p.Choose(seq=snap.seq, key=key), "not-yours")
            assert r.strikes == 1
            watcher = await Probe.open(port)
            await watcher.join()
            await _refused(watcher, p.Choose(seq=snap.seq, key=key), "not-yours")
            await _refused(probes[team], p.Choose(seq=snap.seq, key="no-such-answer"), "illegal")
            assert game.history == []
            await probes[team].send(p.Choose(seq=snap.seq, key=key))
            after = await probes[team].snapshot(newer_than=snap.seq)
            await _refused(probes[team], p.Choose(seq=snap.seq, key=key), "stale")  # the same answer again
            await _refused(probes[team], p.Choose(seq=after.seq + 1, key=key), "stale")  # a question not asked yet
            assert game.history == [key] and host.seq == after.seq
    run(main())


def test_a_seat_cannot_be_taken_by_a_wrong_token_nor_the_other_teams_token_nor_twice():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            black = await Probe.open(port)
            welcome = await black.join("black")
            assert welcome.seats == [0] and len(welcome.token) == 43
            thief = await Probe.open(port)
            code = host.claims.invite
            await _refused(thief, p.Join(version=p.VERSION, team="black", code=code), "no-seat")  # taken
            await _refused(thief, p.Join(version=p.VERSION, token="A" * 43), "token")
            await _refused(thief, p.Join(version=p.VERSION, team="white", token=welcome.token), "token")
            await _refused(thief, {"type": "join", "version": p.VERSION, "token": "short"}, "malformed")
            await _refused(thief, p.Join(version=p.VERSION + 1, team="white"), "version")
            await _refused(thief, p.Undo(seq=host.seq), "join-first")
            white = await thief.join("white")  # refused joins leave the connection free to join
            assert white.team == "white" and white.token != welcome.token
            await _refused(thief, p.Join(version=p.VERSION, team="white"), "joined")
            assert sorted(c.team for c in host.claims.claims) == ["black", "white"]
    run(main())


def test_undo_only_by_the_team_asked_within_its_turn_never_across_a_reveal():
    """Undo as at the table (README "Undo"): within your team's turn, not at its start, never
    asked by the other team; an undo takes the question back and cuts the log."""
    game = _game(seed=4)

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            snap = await answer_until(host, probes, until=lambda g: g.can_undo and isinstance(g.log[-1], Moved))
            team = game.pending.team
            other = "white" if team == "black" else "black"
            assert snap.can_undo
            await _refused(probes[other], p.Undo(seq=snap.seq), "not-yours")
            await _refused(probes[team], p.Undo(seq=snap.seq - 1), "stale")
            history, log = list(game.history), len(game.log)
            await probes[team].send(p.Undo(seq=snap.seq))
            back = await probes[team].snapshot(newer_than=snap.seq)
            assert game.history == history[:-1] and back.seq == snap.seq + 1
            await probes[other].snapshot(newer_than=snap.seq)
            cut = [m for m in probes[other].got if isinstance(m, p.Events)][-1]
            assert len(game.log) < log  # the undone answer's events left the log...
            assert (cut.start, cut.events) == (len(game.log), [])  # ...and every reader's
            while game.can_undo:
                now = await probes[team].snapshot(newer_than=host.seq - 1)
                await probes[team].send(p.Undo(seq=now.seq))
                await probes[team].snapshot(newer_than=now.seq)
            last = await probes[team].snapshot(newer_than=host.seq - 1)
            assert not last.can_undo
            await _refused(probes[team], p.Undo(seq=last.seq), "undo")
    run(main())


def test_a_connection_that_keeps_sending_refused_messages_is_closed_and_its_seat_kept():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            probe = await Probe.open(port)
            welcome = await probe.join("black")
            for k in range(p.STRIKES + 1):
                refused = await _refused(probe, "garbage", "malformed")
                assert refused.strikes == k + 1
            with pytest.raises(ConnectionClosed) as closed:
                await probe.next(p.Pong)
            assert closed.value.rcvd.code == 1008 and str(p.STRIKES) in closed.value.rcvd.reason
            again = await Probe.open(port)
            assert (await again.join(token=welcome.token)).seats == [0]  # the seat waited for its token
            assert game.history == []
    run(main())


def test_the_host_never_fails_on_random_messages_and_keeps_serving():
    """A few hundred mutations of real messages, on connections that get closed as they keep
    on; then the game is where it was and a new connection is served."""
    game = _game()
    rnd = random.Random(5)
    valid = [p.Join(version=p.VERSION, team="black").model_dump(), p.Choose(seq=1, key="draft:x").model_dump(),
             p.Undo(seq=3).model_dump(), p.Ping(id=1).model_dump()]
    weird = [None, True, -1, 2**70, 1.5, "", "é" * 50, [], {}, [[[]]], "\u0000", "black", "white"]

    def mutation():
        message = dict(rnd.choice(valid))
        for _ in range(rnd.randint(1, 3)):
            key = rnd.choice(list(message) + ["type", "seq", "team", "token", "seats", "zzz"])
            if rnd.random() < 0.2:
                message.pop(key, None)
            else:
                message[key] = rnd.choice(weird)
        text = json.dumps(message)
        return text[:rnd.randint(0, len(text))] if rnd.random() < 0.1 else text

    async def main():
        async with serving(game) as (host, port):
            sent = 0
            while sent < 300:
                probe = await Probe.open(port)
                try:
                    for _ in range(p.STRIKES + 5):
                        await probe.send(mutation())
                        sent += 1
                        await probe.next((p.Refused, p.Welcome, p.Pong), wait=5)
                except ConnectionClosed as closed:
                    assert closed.rcvd.code == 1008  # closed for its refusals, never for a fault
                await probe.ws.close()
            assert game.history == [] and host.faults == 0
            watcher = await Probe.open(port)
            await watcher.join()
            assert (await watcher.snapshot()).seq == host.seq
    run(main(), timeout=180)


def test_a_lost_seat_can_be_released_for_someone_else():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            gone = await Probe.open(port)
            await gone.join("black")
            await gone.close()
            newcomer = await Probe.open(port)
            await _refused(newcomer, p.Join(version=p.VERSION, team="black", code=host.claims.invite), "no-seat")
            host.release("black", 0)
            assert (await newcomer.join("black")).seats == [0]
    run(main())


def test_a_stranger_speaking_http_or_noise_to_the_port_is_turned_away_quietly(capsys):
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            for noise in (b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", b"\x16\x03\x01\x02\x00" + bytes(range(256))):
                reader, writer = await asyncio.open_connection(LOCAL, port)
                writer.write(noise)
                await writer.drain()
                await asyncio.wait_for(reader.read(), 10)  # the host answers (or not) and hangs up
                writer.close()
            watcher = await Probe.open(port)
            await watcher.join()
            assert (await watcher.snapshot()).seq == host.seq and host.faults == 0
    run(main())
    assert capsys.readouterr().err == ""


def test_a_connection_that_falls_behind_is_cut_off_with_a_reason_and_may_join_again(monkeypatch):
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            probes = await sit_both(port)
            monkeypatch.setattr(host_module, "MAX_BEHIND", 100)  # bytes: less than two messages
            for _ in range(3):  # six messages for each connection before any can leave
                host._presence()
            for probe in probes.values():
                with pytest.raises(ConnectionClosed) as closed:
                    for _ in range(20):
                        await probe.next(p.Pong, wait=5)
                assert closed.value.rcvd.code == p.CLOSE_BEHIND and "fell behind" in closed.value.rcvd.reason
            assert not host.conns and host.faults == 0
            monkeypatch.undo()
            back = await Probe.open(port)
            await back.join(token=probes["black"].got[0].token)
            events = await back.next(p.Events)
            assert events.start == 0 and len(events.events) == len(game.log)  # the whole table again
            assert (await back.snapshot()).seq == host.seq
    run(main())


def test_a_reading_connection_that_floods_pings_is_closed_with_a_reason():
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            flooder = await Probe.open(port)
            await flooder.join()
            for k in range(host_module.MAX_PINGS + 1):
                await flooder.send(p.Ping(id=k))
            pongs = []
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    pongs.append(await flooder.next(p.Pong, wait=5))
            assert len(pongs) == host_module.MAX_PINGS
            assert closed.value.rcvd.code == p.CLOSE_FLOOD and "pings a second" in closed.value.rcvd.reason
            assert "too fast" in close_words(closed.value) and host.faults == 0
    run(main())


def test_spectators_are_bounded_in_number(monkeypatch):
    monkeypatch.setattr(host_module, "MAX_SPECTATORS", 2)
    game = _game()

    async def main():
        async with serving(game) as (host, port):
            for _ in range(2):
                await (await Probe.open(port)).join()
            third = await Probe.open(port)
            await third.send(p.Join(version=p.VERSION, code=host.claims.invite))
            assert (await third.next(p.Refused)).code == "full"
            assert (await third.join("black")).seats == [0]  # a seat is not a spectator's place
    run(main())
