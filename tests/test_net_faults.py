"""Faults: a client that drops (a closed lid, a killed process) and comes back, and a host
killed and started again. The game waits for whoever it needs and says so to everyone; a
seat is taken back with its token, at the same question with the same view."""

import signal
import time

import pytest

from adrenaline_team.net import protocol as p
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import load_game
from netkit import Probe, config, finish, run, serving, start_host, start_join

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets


def test_a_dropped_client_is_waited_for_and_rejoins_at_the_same_question_with_the_same_view():
    game = Game.new(config((2, 1)), 8)

    async def main():
        async with serving(game) as (host, port):
            black, white = await Probe.open(port), await Probe.open(port)
            token = (await black.join("black")).token
            await white.join("white")
            while not (game.table.phase == "turn" and game.pending.team == "black" and game.answers):
                team = game.pending.team
                probe = black if team == "black" else white
                snap = await probe.snapshot(newer_than=host.seq - 1)
                await probe.send(p.Choose(seq=snap.seq, key=snap.observation.decision.choices[-1].key))
                await probe.snapshot(newer_than=snap.seq)
            before = await black.snapshot(newer_than=host.seq - 1)  # mid-turn, Black to answer
            assert before.observation.decision is not None and not before.waiting.away
            black.ws.transport.abort()  # the connection dies without a goodbye
            seats = await white.next(p.Seats)
            assert [s.connected for s in seats.seats if s.team == "black"] == [False, False]
            waits = await white.next(p.Snapshot)
            assert (waits.seq, waits.waiting.team, waits.waiting.away) == (before.seq, "black", True)
            assert await _refused_while_waiting(white, before.seq)
            back = await Probe.open(port)
            welcome = await back.join(token=token)
            assert (welcome.team, welcome.seats) == ("black", [0, 1])
            again = await back.snapshot()
            assert again.seq == before.seq and again.observation == before.observation
            assert again.can_undo == before.can_undo
            log = [m for m in back.got if isinstance(m, p.Events)]
            assert log[0].start == 0 and len(log[0].events) == len(game.log)  # the whole log again
            await white.next(p.Seats)
            assert not (await white.next(p.Snapshot)).waiting.away
            await back.send(p.Choose(seq=again.seq, key=again.observation.decision.choices[0].key))
            assert (await back.snapshot(newer_than=again.seq)).seq == again.seq + 1
    run(main())


async def _refused_while_waiting(probe, seq) -> bool:
    """Nobody else answers for the absent team."""
    await probe.send(p.Choose(seq=seq, key="anything"))
    return (await probe.next(p.Refused)).code == "not-yours"


def test_a_join_process_killed_mid_turn_takes_its_seat_back_when_run_again_from_the_same_folder(tmp_path):
    host, port = start_host(tmp_path / "host", "--port", "0", "--teams", "1v1", "--seed", "12", "--white", "easy",
                            log=tmp_path / "host.log")
    folder, out = tmp_path / "black", tmp_path / "black.log"

    async def main():
        watcher = await Probe.open(port)
        await watcher.join()
        join = start_join(folder, port, "black", "random", 3, out)
        while (await watcher.next(p.Snapshot)).observation.now.phase != "turn":
            pass
        # Frozen first, so that the game stops at Black's next question however fast it
        # plays; then killed there, in the middle of the game, with a question to answer.
        join.send_signal(signal.SIGSTOP)
        while True:
            try:
                asked = await watcher.next(p.Snapshot, wait=1.0)
            except TimeoutError:
                break  # nothing moves: the game waits for Black
        assert asked.waiting.team == "black" and asked.observation.now.phase == "turn" and not asked.waiting.away
        join.send_signal(signal.SIGKILL)
        join.wait(10)
        snap = await watcher.next(p.Snapshot)
        seats = [m for m in watcher.got if isinstance(m, p.Seats)][-1]
        assert (snap.seq, snap.waiting.team, snap.waiting.away) == (asked.seq, "black", True)
        assert [s.connected for s in seats.seats if s.team == "black"] == [False]
        rejoined = start_join(folder, port, "black", "random", 3, out)
        over = await watcher.next(p.Over, wait=120)
        await watcher.close()
        return rejoined, over

    rejoined, over = run(main(), timeout=180)
    assert finish(rejoined) == 0 and finish(host) == 0, (out.read_text(), (tmp_path / "host.log").read_text())
    assert out.read_text().count("Joined as Black") == 2  # the second run took the only Black seat back
    assert load_game(tmp_path / "host" / "hosted.json").result == over.result


def test_a_host_killed_and_resumed_is_rejoined_by_both_clients_and_the_game_ends(tmp_path):
    data, log = tmp_path / "host", tmp_path / "host.log"
    host, port = start_host(data, "--port", "0", "--teams", "2v2", "--seed", "13", log=log)
    joins = [start_join(tmp_path / team, port, team, "random", k, tmp_path / f"{team}.log")
             for k, team in enumerate(("black", "white"))]
    end = time.monotonic() + 60
    while len(load_game(data / "hosted.json").history) < 150:  # well into the game
        assert time.monotonic() < end and host.poll() is None, log.read_text()
        time.sleep(0.05)
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    killed_at = len(load_game(data / "hosted.json").history)
    time.sleep(0.5)  # the clients notice and start trying again
    resumed, again = start_host(data, "--resume", "--port", str(port), log=log)
    assert again == port
    codes = [finish(j) for j in joins] + [finish(resumed)]
    logs = [(tmp_path / f"{name}.log").read_text() for name in ("host", "black", "white")]
    assert codes == [0, 0, 0], logs
    saved = load_game(data / "hosted.json")
    assert saved.over and len(saved.history) > killed_at
    assert all("Connection lost" in text and text.count("Joined as") == 2 for text in logs[1:]), logs
