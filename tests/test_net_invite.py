"""The invite code and encryption: no seat and no watching without the host's code, the code
kept across `--resume`, a seat taken back with it by a player who lost their token, and a
joining side that refuses a host whose certificate is not the one its code was made with."""

import asyncio
import base64
import hashlib
import signal
import ssl
import subprocess

import pytest
from websockets.exceptions import ConnectionClosed

from adrenaline_team.cli import main
from adrenaline_team.net import protocol as p
from adrenaline_team.net.client import Gone, Link, Patience, close_words
from adrenaline_team.net.invite import Invite, parse, pin_of
from adrenaline_team.net.tls import host_certificate, server_context
from adrenaline_team.rules import Game
from netkit import INVITES, LOCAL, Probe, command, config, env, finish, run, serving, start_host

pytestmark = pytest.mark.slow  # hosts and clients on real sockets


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def test_an_invite_code_reads_back_as_typed_and_an_unencrypted_one_only_when_asked_for():
    encrypted, plain = Invite("ABCDEFGH", pin_of(b"certificate")), Invite("ABCDEFGH", None)
    assert len(encrypted.code) == 29 and encrypted.code.count("-") == 5 and plain.code == "ABCD-EFGH"
    assert parse(encrypted.code.lower().replace("-", " ")) == encrypted
    assert parse("abcd efgh".replace("b", "8").replace("a", "A"), insecure=True) == plain  # 8 read as B
    with pytest.raises(ValueError, match="--insecure"):
        parse(plain.code)
    with pytest.raises(ValueError, match="is not an invite code"):
        parse("ABCD-EFG")


def test_a_stranger_without_the_code_can_neither_sit_nor_watch(data):
    game = Game.new(config((1, 1)), 3)

    async def main_():
        async with serving(game, certificate=host_certificate()) as (host, port):
            stranger = await Probe.open(port)
            for join in (p.Join(version=p.VERSION, team="black"), p.Join(version=p.VERSION),
                         p.Join(version=p.VERSION, team="black", code="AAAAAAAA")):
                await stranger.send(join)
                assert (await stranger.next(p.Refused)).code == "code"
            assert host.claims.claims == [] and not any(c.joined for c in host.conns)
            assert (await stranger.join("black")).seats == [0]  # with the code
    run(main_())


def test_a_player_who_lost_their_token_takes_the_seat_back_with_the_code_and_the_old_connection_is_closed(data):
    game = Game.new(config((2, 1)), 4)

    async def main_():
        async with serving(game, certificate=host_certificate()) as (host, port):
            lost = await Probe.open(port)
            old = await lost.join("black")
            newcomer = await Probe.open(port)
            await newcomer.send(p.Join(version=p.VERSION, team="black", code=host.claims.invite))
            assert (await newcomer.next(p.Refused)).code == "no-seat"
            back = await newcomer.join("black", take_back=True)
            assert back.seats == [0, 1] and back.token != old.token
            assert [c.token for c in host.claims.claims] == [back.token]
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await lost.next(p.Pong, wait=5)
            assert closed.value.rcvd.code == p.CLOSE_TAKEN_BACK
            # what the displaced window says: taken back with the code, not with a token
            assert close_words(closed.value) == "another computer took these seats back with the invite code"
    run(main_())


def test_a_client_refuses_a_host_whose_certificate_is_not_its_invite_codes_and_sends_it_nothing(data, tmp_path):
    game = Game.new(config((1, 1)), 5)

    async def main_():
        async with serving(game, certificate=host_certificate()) as (host, port):
            forged = Invite(host.claims.invite, pin_of(b"another host's certificate"))
            link = Link(LOCAL, port, "black", patience=Patience(total=1.0), tokens=tmp_path / "t.json", invite=forged)
            with pytest.raises(Gone, match="is not the host that made this invite code"):
                await link.run(lambda message: None)
            assert host.claims.claims == []  # its join (and the code in it) never left
            right = Link(LOCAL, port, "black", patience=Patience(total=1.0), tokens=tmp_path / "t.json",
                         invite=host.invite)
            got: list = []
            task = asyncio.create_task(right.run(got.append))
            while not any(isinstance(m, p.Welcome) for m in got):
                await asyncio.sleep(0.02)
            task.cancel()
            assert right.uri.startswith("wss://") and len(host.claims.claims) == 1
    run(main_())


def test_before_it_has_checked_the_certificate_a_client_sends_its_upgrade_request_and_a_close_only(data, tmp_path):
    """What docs/network.md says the client sends a host it has not yet checked: its TLS
    handshake, the WebSocket upgrade request (the address, a random key, the library's name),
    then, the certificate not the code's, a closing frame (1011: it stops there, with no reason
    said): never the join, the code, a token."""
    invite = Invite("ABCDEFGH", pin_of(b"another host's certificate"))
    host_certificate()  # the certificate this impostor shows
    heard: list[bytes] = []

    async def impostor(reader, writer):
        request = await reader.readuntil(b"\r\n\r\n")
        heard.append(request)
        key = next(line.split(b": ")[1] for line in request.split(b"\r\n") if line.startswith(b"Sec-WebSocket-Key"))
        accept = base64.b64encode(hashlib.sha1(key + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest())
        writer.write(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     b"Sec-WebSocket-Accept: " + accept + b"\r\n\r\n")
        await writer.drain()
        heard.append(await asyncio.wait_for(reader.read(4096), 10))  # what it sends next, then it hangs up
        writer.close()

    async def main_():
        server = await asyncio.start_server(impostor, LOCAL, 0, ssl=server_context())
        port = server.sockets[0].getsockname()[1]
        link = Link(LOCAL, port, "black", patience=Patience(total=1.0), tokens=tmp_path / "t.json", invite=invite)
        with pytest.raises(Gone, match="is not the host that made this invite code"):
            await link.run(lambda message: None)
        server.close()
    run(main_())
    request, after = heard
    assert request.startswith(f"GET / HTTP/1.1\r\nHost: {LOCAL}:".encode())
    assert {line.split(b":")[0] for line in request.split(b"\r\n") if b":" in line} == {
        b"Host", b"Upgrade", b"Connection", b"Sec-WebSocket-Key", b"Sec-WebSocket-Version", b"User-Agent"}
    assert after[0] == 0x88 and after[1] == 0x80 | 2  # one closing frame, masked, its code alone...
    code = bytes(b ^ m for b, m in zip(after[6:8], after[2:6]))
    assert int.from_bytes(code, "big") == 1011 and len(after) == 8  # ...1011 (it stopped), and nothing after it
    assert invite.secret.encode() not in request + after


def test_join_without_a_code_or_with_an_unencrypted_games_code_is_one_line_and_exit_1(data, capsys):
    for argv, words in ((["join", f"{LOCAL}:1", "--team", "black", "--bot", "random"], "--code CODE"),
                        (["join", f"{LOCAL}:1", "--team", "black", "--bot", "random", "--code", "ABCD-EFGH"],
                         "--insecure")):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1


def test_the_headless_host_prints_its_invite_code_keeps_it_across_resume_and_a_bot_takes_a_seat_back(tmp_path):
    data = tmp_path / "host"
    host, port = start_host(data, "--port", "0", "--teams", "1v1", "--white", "easy", "--seed", "6",
                            log=tmp_path / "host.log")
    first = INVITES[port]
    assert first.pin == pin_of(host_certificate_of(data)) and "invite code" in (tmp_path / "host.log").read_text()

    async def sit() -> p.Welcome:
        probe = await Probe.open(port)
        return await probe.join("black")
    run(sit())  # Black's seat is taken, and its token lost with that connection
    host.send_signal(signal.SIGTERM)
    assert finish(host) == 0
    resumed, port = start_host(data, "--resume", "--port", "0", log=tmp_path / "again.log")
    assert INVITES[port] == first  # the same code after --resume
    taken = subprocess.run(command("join", f"{LOCAL}:{port}", "--bot", "random", "--team", "black", "--code",
                                   first.code, "--wait", "2"), env=env(tmp_path / "b"), capture_output=True,
                           text=True, timeout=60)
    assert taken.returncode == 1 and "No free seat" in taken.stderr and taken.stderr.count("\n") == 1
    back = subprocess.run(command("join", f"{LOCAL}:{port}", "--bot", "random", "--team", "black", "--code",
                                  first.code, "--take-back"), env=env(tmp_path / "b"), capture_output=True,
                          text=True, timeout=180)
    assert back.returncode == 0 and "Joined as Black" in back.stdout, back.stderr
    assert finish(resumed) == 0


def host_certificate_of(data) -> bytes:
    return ssl.PEM_cert_to_DER_cert((data / "host-cert.pem").read_text())
