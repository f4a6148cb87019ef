"""Issue 43, hands on phones: the phone port serves the page and its WebSocket from the same
host, each seat's link opens that seat alone, every message a phone gets is worded in its
language, and a page without a seat's secret sees no hidden card. On 127.0.0.1, real sockets."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
import urllib.request

import pytest
from websockets.asyncio.client import connect

from adrenaline_team.net import protocol as p
from adrenaline_team.net.headless import phone_links
from adrenaline_team.net.host import Host
from adrenaline_team.net.phones import FILES, SOCKET_PATH
from adrenaline_team.net.seats import Claims
from adrenaline_team.rules import Game
from adrenaline_team.rules.view import HIDDEN
from netkit import INVITES, LOCAL, WAIT, Probe, config, run

pytestmark = pytest.mark.slow

FIRST_LOAD = 300 * 1024  # bytes: the page's first load, every file and the game's words


@contextlib.asynccontextmanager
async def phones_host(game: Game, teams=("black", "white"), save=None):
    """A host whose people's seats of `teams` are on phones: the host, the phones' port and the
    claims (each phone seat's token)."""
    claims = Claims(None)
    claims.claim_phones([(t, i) for t in teams for i, pc in enumerate(game.table.config.players(t)) if pc.bot is None])
    host = Host(game, save=save, claims=claims)
    phones = socket.create_server((LOCAL, 0))
    port = await host.start(LOCAL, 0, phones=phones)
    INVITES[port] = host.invite
    try:
        yield host, host.phone_port, claims
    finally:
        await host.close()


async def phone(port: int, lang: str = "en") -> Probe:
    ws = await connect(f"ws://{LOCAL}:{port}{SOCKET_PATH}?lang={lang}", proxy=None, max_size=p.MAX_HOST_FRAME)
    return Probe(ws)


def token_of(claims: Claims, team: str, player: int) -> str:
    return next(c.token for c in claims.phones if c.team == team and c.seats == [player])


def get(url: str) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(url, timeout=WAIT) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


def test_the_page_is_served_light_and_locked_down():
    async def go():
        async with phones_host(Game.new(config((2, 2)), seed=3)) as (host, port, claims):
            base = f"http://{LOCAL}:{port}"
            loaded = 0
            for name in FILES:
                status, headers, body = await asyncio.to_thread(get, f"{base}/{name}")
                assert status == 200 and body
                assert headers["Cache-Control"] == "no-store"
                assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
                assert headers["X-Content-Type-Options"] == "nosniff"
                loaded += len(body)
            status, headers, index = await asyncio.to_thread(get, f"{base}/")
            assert status == 200 and headers["Content-Type"].startswith("text/html") and b"phone.js" in index
            for lang in ("en", "ja"):
                status, headers, body = await asyncio.to_thread(get, f"{base}/game.json?lang={lang}")
                assert status == 200 and headers["Content-Type"].startswith("application/json")
                words = json.loads(body)
                assert words["lang"] == lang and words["version"] == p.VERSION
                assert len(words["arena"]["squares"]) == len(host.game.eng.arena.squares)
                assert loaded + len(body) < FIRST_LOAD
            assert json.loads((await asyncio.to_thread(get, f"{base}/game.json?lang=ja"))[2])["words"]["undo"] == "元に戻す"
            for path in ("/hosted.json", "/../pyproject.toml", "/phone.js/..", "/x" * 300):
                assert (await asyncio.to_thread(get, base + path))[0] == 404
    run(go())


def test_a_seat_link_opens_that_seat_alone_worded_in_its_language():
    async def go():
        game = Game.new(config((2, 2)), seed=3)
        async with phones_host(game) as (host, port, claims):
            asked = game.pending
            ann = await phone(port, "ja")
            welcome = await ann.join(token=token_of(claims, asked.team, 0))
            assert (welcome.team, welcome.seats) == (asked.team, [0])
            snap = await ann.snapshot()
            d = snap.observation.decision
            assert d is not None and d.prompt == asked.question.worded(_ja())  # worded in Japanese by the host
            assert all(isinstance(c.label, str) for c in d.choices)
            # the seat's teammate is not asked this player's question (the draft is the team's: both are)
            mate = await phone(port, "en")
            await mate.join(token=token_of(claims, asked.team, 1))
            assert (await mate.snapshot()).observation.decision is not None
            await ann.send(p.Choose(seq=snap.seq, key=d.choices[0].key))
            await ann.snapshot(newer_than=snap.seq)
            assert game.log[-1].kind == "Drafted"
    run(go())


def _ja():
    from adrenaline_team.i18n import translations
    return translations("ja")


def test_a_page_without_the_seats_secret_sees_no_hidden_card():
    async def go():
        game = Game.new(config((1, 1)), seed=5)
        while game.table.phase != "turn":
            game.choose(game.pending.choices[0])
        async with phones_host(game) as (host, port, claims):
            stranger = await phone(port)
            await stranger.send(p.Join(version=p.VERSION))
            assert (await stranger.next(p.Refused)).code == "code"
            await stranger.send(p.Join(version=p.VERSION, team="black"))
            assert (await stranger.next(p.Refused)).code == "code"
            watcher = await phone(port)  # the watch link: the invite code's secret, as any spectator
            await watcher.join(code=claims.invite)
            seen = (await watcher.snapshot()).observation
            for team in ("black", "white"):
                for player in seen.now.teams[team].players:
                    assert player.powerups and set(player.powerups) == {HIDDEN}  # the hidden cards (rules.view)
            assert seen.decision is None
            black = await phone(port)
            await black.join(token=token_of(claims, "black", 0))
            mine = (await black.snapshot()).observation.now.teams
            assert HIDDEN not in mine["black"].players[0].powerups
            assert set(mine["white"].players[0].powerups) == {HIDDEN}
    run(go())


def test_hostile_frames_on_the_phone_port_are_refused():
    async def go():
        async with phones_host(Game.new(config((1, 1)), seed=2)) as (host, port, claims):
            page = await phone(port)
            for raw in ("{", b"\x00\x01", json.dumps({"type": "join", "version": p.VERSION, "token": "x" * 43}),
                        "a" * (p.MAX_CLIENT_FRAME + 1)):
                await page.send(raw)
            codes = [(await page.next(p.Refused)).code for _ in range(4)]
            assert codes == ["malformed", "malformed", "token", "too-big"]
            assert host.faults == 0
    run(go())


def test_a_reloaded_page_keeps_its_seat_and_the_old_one_is_closed():
    async def go():
        game = Game.new(config((1, 1)), seed=4)
        async with phones_host(game) as (host, port, claims):
            token = token_of(claims, game.pending.team, 0)
            first = await phone(port)
            await first.join(token=token)
            await first.snapshot()
            again = await phone(port)
            await again.join(token=token)
            snap = await again.snapshot()
            assert snap.observation.decision is not None
            await asyncio.wait_for(first.ws.wait_closed(), WAIT)
            assert first.ws.close_code == p.CLOSE_REPLACED
    run(go())


def test_the_coach_answers_a_phone_with_one_of_its_answers():
    async def go():
        game = Game.new(config((1, 1)), seed=6)
        async with phones_host(game) as (host, port, claims):
            page = await phone(port, "ja")
            await page.join(token=token_of(claims, game.pending.team, 0))
            snap = await page.snapshot()
            await page.send(p.Hint(seq=snap.seq))
            await page.send(p.Hint(seq=snap.seq))
            assert (await page.next(p.Refused)).code == "hinting"
            hinted = await page.next(p.Hinted, wait=60)
            assert hinted.seq == snap.seq and isinstance(hinted.why, str)
            assert hinted.key in {c.key for c in snap.observation.decision.choices}
            other = await phone(port)  # the other team's page is not asked: it may not ask the coach
            await other.join(token=token_of(claims, "white" if game.pending.team == "black" else "black", 0))
            await other.send(p.Hint(seq=snap.seq))
            assert (await other.next(p.Refused)).code == "not-yours"
    run(go())


def test_phone_links_say_each_seat_and_the_watch_link():
    game = Game.new(config((2, 1)), seed=1)
    claims = Claims(None)
    claims.claim_phones([("black", 0), ("black", 1), ("white", 0)])
    lines = phone_links(game.table.config, claims, "192.168.1.5", 47426)
    assert [line.split(": http")[0] for line in lines] == [
        "Phone link for Black Ash", "Phone link for Black Bo", "Phone link for White Dee",
        "Link to watch the table (no hand shown)"]
    assert lines[0].endswith(f"http://192.168.1.5:47426/#seat={claims.phones[0].token}")
    assert lines[-1].endswith(f"/#watch={claims.invite}")
    assert len(claims.phones[0].token) * 6 >= 64  # the seat's secret: 256 bits, at least 64


def test_a_seats_qr_code_reads_back_as_its_link():
    """The QR code the table's screen draws for a seat (segno's matrix): a version 5 code,
    its three finder patterns where a reader looks for them."""
    from adrenaline_team.net.phones import qr_modules
    link = "http://192.168.1.5:47426/#seat=" + "A" * 43
    rows = qr_modules(link)
    assert len(rows) == len(rows[0]) == 37  # version 5: 17 + 4 * 5 modules
    finder = [[True] * 7, [True, *[False] * 5, True], *[[True, False, True, True, True, False, True]] * 3,
              [True, *[False] * 5, True], [True] * 7]
    for top, left in ((0, 0), (0, 30), (30, 0)):
        assert [row[left:left + 7] for row in rows[top:top + 7]] == finder


def test_the_hosting_window_offers_each_phone_seat_until_its_phone_is_there(monkeypatch, tmp_path):
    """The window that hosts with phones (the table's screen) watches, and knows each phone
    seat's link and whether its phone came."""
    from adrenaline_team.session.hosting import host_game
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path))
    session = host_game(config((2, 1)), 3, None, port=0, bind=LOCAL, announce=False, phones=("black", "white"),
                        wake=lambda: None)
    try:
        seats = session.phones()
        assert [(s.team, s.player, s.name, s.connected) for s in seats] == [
            ("black", 0, "Ash", False), ("black", 1, "Bo", False), ("white", 0, "Dee", False)]
        port = session.thread.host.phone_port
        assert all(s.link.startswith(f"http://{LOCAL}:{port}/#seat=") and s.address == f"{LOCAL}:{port}" for s in seats)

        session.begin()  # the lobby's Start: the phones' links stay on offer
        end = time.monotonic() + WAIT
        while not session.ready() or session.waiting() is None or session.waiting().team is None:
            assert time.monotonic() < end
            time.sleep(0.05)
        asked = session.waiting().team  # the starting team drafts first
        name = {"black": "Black", "white": "White"}[asked]
        assert session.waiting().words == f"Waiting for {name}'s phone: open the seat's link (its QR code is on this screen)"
        opened = [s.team == asked for s in seats].index(True)

        async def open_a_phone():
            page = await phone(port)
            await page.join(token=seats[opened].link.split("#seat=")[1])
            await page.snapshot()
            end = asyncio.get_running_loop().time() + WAIT
            while not session.phones()[opened].connected:
                assert asyncio.get_running_loop().time() < end
                session.pump()
                await asyncio.sleep(0.05)
            assert [s.connected for s in session.phones()] == [i == opened for i in range(3)]
            while session.waiting().words != f"{name}: answering on a phone":  # the draft is the team's
                assert asyncio.get_running_loop().time() < end
                session.ready()
                await asyncio.sleep(0.05)
            await page.close()
        run(open_a_phone())
        assert session.people == []  # the window holds no hand: it watches
    finally:
        session.close()


def test_a_phones_page_is_sent_no_log():
    async def go():
        game = Game.new(config((1, 1)), seed=8)
        async with phones_host(game) as (host, port, claims):
            page = await phone(port)
            await page.join(token=token_of(claims, game.pending.team, 0))
            snap = await page.snapshot()
            await page.send(p.Choose(seq=snap.seq, key=snap.observation.decision.choices[0].key))
            await page.snapshot(newer_than=snap.seq)
            assert game.log and not [m for m in page.got if isinstance(m, p.Events)]
    run(go())


def test_a_resumed_hosted_game_keeps_its_phone_links(tmp_path):
    """The phones' seats are kept with the other seats (`hosted-seats.json`): `--resume`
    serves the same links."""
    claims = Claims(tmp_path / "hosted-seats.json")
    claims.claim_phones([("black", 0), ("white", 1)])
    again = Claims.load(tmp_path / "hosted-seats.json")
    assert [(c.team, c.seats, c.token) for c in again.phones] == [(c.team, c.seats, c.token) for c in claims.phones]
    assert again.invite == claims.invite
