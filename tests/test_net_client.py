"""The client side: the threaded client a frame loop polls, the address it is given, the
tokens it keeps, how long it keeps trying, and a host it cannot read."""

import asyncio
import random
import socket
import time

import pytest
from websockets.asyncio.server import serve

from adrenaline_team.net import DEFAULT_PORT
from adrenaline_team.net.client import (Patience, Status, ThreadedClient, keep_token, parse_address, read_tokens,
                                        token_path)
from adrenaline_team.net.host import Host, HostThread
from adrenaline_team.net.invite import Invite
from adrenaline_team.net.mirror import Mirror
from adrenaline_team.rules import Game
from adrenaline_team.files import SaveError
from adrenaline_team.rules.save import load_game
from netkit import INVITES, LOCAL, config, run, serving

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets


def test_a_frame_loop_plays_a_whole_game_through_the_threaded_client(tmp_path):
    """Both teams as a window would play them: once per frame `poll()` the messages, answer
    the question on show with `choose` (never blocking), until the game is over."""
    game = Game.new(config((1, 1)), 17)
    rnd = random.Random(1)

    async def main():
        async with serving(game) as (host, port):
            clients = {team: ThreadedClient(LOCAL, port, team, tokens=tmp_path / "tokens.json", invite=INVITES[port])
                       for team in ("black", "white")}
            mirrors = {team: Mirror() for team in clients}
            answered = set()
            states = []
            frames = 0
            # Until each client has said the game is over too: its status may come a frame later.
            while not (all(m.result for m in mirrors.values()) and states.count("over") == 2):
                frames += 1
                assert frames < 100_000
                for team, client in clients.items():
                    for message in client.poll():
                        if isinstance(message, Status):
                            states.append(message.state)
                            continue
                        mirrors[team].apply(message)
                    snap = mirrors[team].snapshot
                    if snap and snap.observation.decision and snap.seq not in answered:
                        answered.add(snap.seq)
                        client.choose(snap.seq, rnd.choice(snap.observation.decision.choices).key)
                await asyncio.sleep(0.001)  # the rest of the frame
            for client in clients.values():
                client.close()
                assert not client.running
            return mirrors, states
    mirrors, states = run(main())
    assert game.over and mirrors["black"].result == mirrors["white"].result == game.result
    assert states.count("joined") == 2 and states.count("over") == 2
    assert set(read_tokens(tmp_path / "tokens.json")) == {"black", "white"}  # one file, a token per team


def test_a_client_that_cannot_reach_the_host_gives_up_after_its_patience():
    start = time.monotonic()
    client = ThreadedClient(LOCAL, _free_port(), "black", patience=Patience(first=0.05, most=0.1, total=0.4),
                            invite=Invite("AAAAAAAA", None))
    client._thread.join(10)
    seen = client.poll()
    assert not client.running and time.monotonic() - start < 10
    assert [m.state for m in seen if isinstance(m, Status)].count("lost") >= 3
    assert seen[-1].state == "gave-up" and str(LOCAL) in seen[-1].detail


def test_a_host_sending_what_is_not_the_protocol_ends_the_client_with_one_reason(tmp_path):
    async def liar(ws):
        await ws.recv()
        await ws.send('{"type": "snapshot", "seq": "soon"}')
        await ws.wait_closed()

    async def main():
        async with serve(liar, LOCAL, 0) as server:
            port = server.sockets[0].getsockname()[1]
            client = ThreadedClient(LOCAL, port, "white", tokens=tmp_path / "t.json", invite=Invite("AAAAAAAA", None))
            for _ in range(500):
                if not client.running:
                    break
                await asyncio.sleep(0.01)
            return client.poll()
    seen = run(main())
    assert seen[-1].state == "gave-up" and "cannot read" in seen[-1].detail and "seq" in seen[-1].detail


def test_patience_doubles_its_pauses_up_to_a_most_and_stops_at_its_total():
    assert list(Patience(first=0.25, most=1.0, total=4.0).pauses()) == [0.25, 0.5, 1.0, 1.0, 1.0]
    assert list(Patience(total=0.1).pauses()) == []


@pytest.mark.parametrize("text, address", [
    ("192.168.1.5", ("192.168.1.5", DEFAULT_PORT)), ("laptop.local:5000", ("laptop.local", 5000)),
    ("[::1]:8000", ("::1", 8000)), ("[fe80::1]", ("fe80::1", DEFAULT_PORT))])
def test_an_address_is_host_and_port(text, address):
    assert parse_address(text) == address


@pytest.mark.parametrize("text", ["", "a b", "host:", "host:99999", "::1:80", "http://host", "host:12:34"])
def test_a_bad_address_is_one_line(text):
    with pytest.raises(ValueError) as err:
        parse_address(text)
    assert "\n" not in str(err.value)


def test_tokens_are_kept_per_host_and_port_and_team_readable_by_their_owner_only(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    path = token_path("::1", 4000)
    assert path.parent == tmp_path / "tokens" and ":" not in path.name
    keep_token(path, "black", "b" * 43)
    keep_token(path, "white", "w" * 43)
    keep_token(path, "black", None)
    assert read_tokens(path) == {"white": "w" * 43}
    assert path.stat().st_mode & 0o077 == 0
    assert token_path("::1", 4001) != path
    path.write_text('{"format": "adrenaline-team-tokens", "tokens": {"red": 1}}')
    with pytest.raises(SaveError, match="tokens"):
        read_tokens(path)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOCAL, 0))
        return s.getsockname()[1]


def test_frames_leave_at_once_even_on_a_socket_made_outside_asyncio():
    """Nagle's algorithm off on the host's side of every connection: with it on, the table
    that follows the events waited for a delayed acknowledgement (44 ms a choice, not 2)."""
    from adrenaline_team.net.headless import listen
    from netkit import Probe

    async def main():
        sock = listen(LOCAL, 0)
        host = Host(Game.new(config((1, 1)), 1))
        port = await host.start(sock=sock)
        probe = await Probe.open(port)
        await probe.join(code=host.claims.invite)
        (conn,) = host.conns
        option = conn.ws.transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
        await probe.close()
        await host.close()
        return option
    assert run(main()) != 0


def test_a_client_whose_seats_another_connection_took_stops_instead_of_taking_them_back(tmp_path):
    """Two clients of one data folder for the same team: the later one holds the seats, the
    earlier one gives up with the reason (they would otherwise take turns forever)."""
    game = Game.new(config((1, 1)), 2)

    async def main():
        async with serving(game) as (host, port):
            first = ThreadedClient(LOCAL, port, "black", tokens=tmp_path / "t.json", invite=INVITES[port])
            seen = []
            while "joined" not in [m.state for m in seen if isinstance(m, Status)]:
                seen += first.poll()
                await asyncio.sleep(0.01)
            second = ThreadedClient(LOCAL, port, "black", tokens=tmp_path / "t.json", invite=INVITES[port])
            for _ in range(1000):
                if not first.running:
                    break
                await asyncio.sleep(0.01)
            seen += first.poll()
            states: list[str] = []
            for _ in range(1000):
                states += [m.state for m in second.poll() if isinstance(m, Status)]
                if "joined" in states:
                    break
                await asyncio.sleep(0.01)
            await asyncio.to_thread(second.close)  # the host, on this loop, answers its goodbye meanwhile
            assert not second.running
            return seen, states, [c.seats for c in host.claims.claims]
    seen, states, claims = run(main())
    assert seen[-1].state == "gave-up" and "another computer took these seats" in seen[-1].detail
    assert "joined" in states and claims == [[0]]


def test_a_window_can_host_on_a_thread_and_join_its_own_game_like_anyone_else(tmp_path):
    """No event loop in the caller's thread: the host on one thread, the client on another,
    the caller's loop polling once per frame; White is the host's computer."""
    game = Game.new(config((2, 1), white="easy"), 9)
    hosting = HostThread(game, save=tmp_path / "hosted.json", bind=LOCAL)
    client = ThreadedClient(LOCAL, hosting.port, "black", tokens=tmp_path / "t.json", invite=hosting.host.invite)
    mirror, rnd, answered = Mirror(), random.Random(3), set()
    end = time.monotonic() + 120
    while mirror.result is None and time.monotonic() < end:
        for message in client.poll():
            if not isinstance(message, Status):
                mirror.apply(message)
        snap = mirror.snapshot
        if snap and snap.observation.decision and snap.seq not in answered:
            answered.add(snap.seq)
            client.choose(snap.seq, rnd.choice(snap.observation.decision.choices).key)
        time.sleep(0.001)
    client.close()
    hosting.stop()
    assert game.over and mirror.result == game.result and not hosting.running
    assert load_game(tmp_path / "hosted.json").over
    with pytest.raises(OSError):
        with socket.socket() as taken:
            taken.bind((LOCAL, 0))
            taken.listen()
            HostThread(Game.new(config(), 1), bind=LOCAL, port=taken.getsockname()[1])
