"""`host` and `join` on bad input: one line, exit 2, nothing written; a host that cannot be
reached, or an address that is none: one line, exit 1. A stopped host keeps its game for
`--resume`."""

import ipaddress
import signal
import socket
import string
import subprocess

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adrenaline_team.cli import main
from adrenaline_team.net.client import parse_address
from adrenaline_team.rules.save import load_game
from netkit import LOCAL, command, env, finish, start_host

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.mark.parametrize("argv, words", [
    (["host"], "no screen"),  # the window that hosts: nothing is served before the window opens
    (["host", "--headless", "--team", "black", "--port", "0", "--bind", LOCAL], "--team is the team played at"),
    (["host", "--headless", "--black", "wizard", "--port", "0", "--bind", LOCAL], "--black 'wizard'"),
    (["host", "--headless", "--resume", "--port", "0", "--bind", LOCAL], "no hosted game to resume"),
    (["join", f"{LOCAL}:1", "--team", "black"], "no screen"),
    (["join", f"{LOCAL}:1", "--bot", "easy"], "--bot plays a team"),
    (["join", f"{LOCAL}:1", "--team", "black", "--bot", "genius"], "unknown computer level"),
])
def test_bad_arguments_are_one_line_and_exit_2(data, capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not (data / "hosted.json").exists()


def test_a_port_in_use_is_one_line_and_leaves_the_saved_game_alone(data, capsys):
    with socket.socket() as taken:
        taken.bind((LOCAL, 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["host", "--headless", "--bind", LOCAL, "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"cannot serve on port {port}" in err and err.count("\n") == 1
    assert not (data / "hosted.json").exists()


# Issue 40: a name with a part of 64 letters passed the old pattern, and the IDNA codec of the
# system's resolver raised UnicodeError: a traceback.
@pytest.mark.parametrize("address", ["bad host", "a" * 64, f"play.{'b' * 64}.example:5", "a..b", ".a", "host:0",
                                     "host:99999", "::1", "[1:2:3]:5", "[::1", f"{'c' * 63}." * 4, ""])
def test_an_address_that_is_none_is_one_line_and_exit_1_with_a_bot_or_a_window(data, capsys, address):
    for argv in (["join", address, "--team", "black", "--bot", "easy", "--code", "AAAA-AAAA", "--insecure"],
                 ["join", address, "--team", "white"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert err.startswith("adrenaline-team: ") and err.count("\n") == 1, err


NAMES = st.lists(st.text(string.ascii_letters + string.digits + "-_", max_size=70), min_size=1, max_size=6).map(".".join)
ADDRESSES = st.tuples(
    st.one_of(NAMES, st.ip_addresses(v=4).map(str), st.ip_addresses(v=6).map(lambda a: f"[{a}]"), st.text(max_size=40)),
    st.one_of(st.just(""), st.integers(0, 99999).map(lambda n: f":{n}"), st.text(max_size=8))).map("".join)


@given(st.one_of(ADDRESSES, st.text(max_size=300)))
def test_every_address_is_refused_in_one_line_or_is_one_the_resolver_takes(text):
    """What `join` and the join form read: refused in one line of words, or a host and port the
    system's resolver takes (its first step encodes the name with the IDNA codec)."""
    try:
        host, port = parse_address(text)
    except ValueError as err:
        assert str(err) and "\n" not in str(err) and len(str(err)) < 300
        return
    assert 1 <= port <= 65535
    host.encode("idna")
    if ":" in host:
        ipaddress.IPv6Address(host)


def test_a_host_nobody_serves_is_given_up_in_one_line_with_exit_1(data, capsys):
    with socket.socket() as s:
        s.bind((LOCAL, 0))
        port = s.getsockname()[1]
    assert main(["join", f"{LOCAL}:{port}", "--team", "white", "--bot", "easy", "--wait", "1", "--code", "AAAA-AAAA",
                 "--insecure"]) == 1
    err = capsys.readouterr().err
    assert "adrenaline-team:" in err and err.count("\n") == 1


def test_a_stopped_host_keeps_its_game_and_a_second_host_on_the_same_folder_is_refused(tmp_path):
    data = tmp_path / "data"
    host, port = start_host(data, "--port", "0", "--seed", "5", log=tmp_path / "host.log")
    second = subprocess.run(command("host", "--headless", "--bind", LOCAL, "--port", "0"), env=env(data),
                            capture_output=True, text=True, timeout=60)
    assert second.returncode == 2 and "another host serves a game" in second.stderr
    host.send_signal(signal.SIGTERM)
    assert finish(host, 30) == 0
    assert "--resume" in (tmp_path / "host.log").read_text()
    saved = load_game(data / "hosted.json")
    assert not saved.over and saved.seed == 5
    assert (data / "hosted.json").stat().st_mode & 0o077 == 0  # the save names the seed: its owner's only
    again, _ = start_host(data, "--port", "0", "--seed", "6", log=tmp_path / "again.log")
    again.send_signal(signal.SIGTERM)
    assert finish(again, 30) == 0
    assert "set aside" in (tmp_path / "again.log").read_text()
    assert load_game(data / "hosted.json").seed == 6 and len(list((data / "backups").glob("hosted-*.json"))) == 1


def test_an_unfinished_hosted_game_that_cannot_be_set_aside_is_kept_and_nothing_is_hosted(data, capsys):
    """As the window's autosave: a game in the way is set aside or kept, never replaced (here
    `backups` is a plain file, so it cannot move)."""
    from adrenaline_team.rules import Game
    from adrenaline_team.rules.save import save_game
    from netkit import config
    unfinished = Game.new(config((1, 1)), 3)
    save_game(unfinished, data / "hosted.json")
    before = (data / "hosted.json").read_bytes()
    (data / "backups").write_text("a file where the backups folder should be")
    assert main(["host", "--headless", "--bind", LOCAL, "--port", "0", "--seed", "9"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be set aside" in err and "it is kept" in err
    assert (data / "hosted.json").read_bytes() == before


def test_a_folder_where_the_hosted_games_lock_goes_is_named_in_one_line(data, capsys):
    (data / "hosted.lock").mkdir(parents=True)
    assert main(["host", "--headless", "--bind", LOCAL, "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{data / 'hosted.lock'} is a folder" in err
    assert not (data / "hosted.json").exists()


def test_a_damaged_certificate_is_one_line_and_nothing_is_hosted(data, capsys):
    data.mkdir(parents=True)
    (data / "host-cert.pem").write_text("-----BEGIN CERTIFICATE-----\nnot one\n-----END CERTIFICATE-----\n")
    (data / "host-key.pem").write_text("no key")
    assert main(["host", "--headless", "--bind", LOCAL, "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err == (f"adrenaline-team: {data / 'host-cert.pem'} and host-key.pem: not this game's certificate and key; "
                   "delete both to make new ones (the invite codes given before stop working)\n")
    assert not (data / "hosted.json").exists()
