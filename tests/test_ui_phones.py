"""Issue 43, the window side: the new-game screen sets a team's hands on phones, and Start
hosts the game with the phones' port, the lobby showing a code to scan for each phone seat
(and a tick once its phone is there). Everything on 127.0.0.1."""

import asyncio
import contextlib
import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

from adrenaline_team.net import protocol as p  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.screens import newgame  # noqa: E402
from netkit import LOCAL, config  # noqa: E402
from test_ui_network import data, host_here, new_game_form  # noqa: E402,F401  (data: the fixture)
from test_ui_play import click  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

WAIT = 20.0


@pytest.mark.usefixtures("data")  # a data folder of its own
def test_the_new_game_screen_puts_every_teams_hands_on_phones(monkeypatch):
    host_here(monkeypatch)
    app = App(fast=True, size=(1280, 720))
    try:
        form = new_game_form(app, config((2, 1)))
        form.teams["black"]["seats"][0].set(newgame.PHONE)
        click(app, form.start.rect.center)  # Ash on a phone, Bo at the window: refused, in one line
        assert app.scene is form and form.notice == "Hands on phones: set all of the team's people to " \
                                                    "“Person (phone)”, or none"
        for team, n in (("black", 2), ("white", 1)):
            for i in range(n):
                form.teams[team]["seats"][i].set(newgame.PHONE)
        click(app, form.start.rect.center)
        end = time.monotonic() + WAIT
        while not getattr(app.scene, "lobby", False):
            assert time.monotonic() < end
            app.frame(0.016, [])
        lobby = app.scene
        hosted = lobby.session
        assert hosted.people == []  # the window watches: the table, no hand
        assert [(s.team, s.name, s.connected) for s in hosted.phones()] == [
            ("black", "Ash", False), ("black", "Bo", False), ("white", "Dee", False)]
        assert lobby.lines[0] == "Each player: scan your seat's code with your phone's camera"
        assert lobby.picture.h > 0 and lobby.card_w >= 120  # three codes to scan, large enough across a room
        assert not lobby.all_there()

        async def phones():
            pages = []
            for seat in hosted.phones():
                ws = await connect(f"ws://{LOCAL}:{hosted.thread.host.phone_port}/play", proxy=None)
                await ws.send(p.Join(version=p.VERSION, token=seat.link.split("#seat=")[1]).model_dump_json())
                pages.append(ws)
            while not lobby.all_there() or not all(s.connected for s in lobby.shown_phones):
                assert time.monotonic() < end
                app.frame(0.016, [])
                await asyncio.sleep(0.01)
            for ws in pages:
                await ws.close()
        asyncio.run(phones())
        assert lobby.lines[-1] == "Both teams are here: Start"
    finally:
        app.close()


@pytest.mark.usefixtures("data")
def test_the_table_on_the_tv_shows_no_hand_no_hand_off_and_who_answers_on_a_phone():
    """Both teams' hands on phones (each phone a connection answering at random): the window's
    table never holds a powerup's face, never shows a hand-off screen, and while a phone answers
    says who, in the same words whatever is asked (a tagback question held a grenade or not).
    A phone that goes away gets its seat's code over its team's side until it comes back."""
    import random
    import re

    from adrenaline_team.session.hosting import host_game
    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.kit.controls import wake
    from adrenaline_team.ui.kit.scene import ToPlay
    from adrenaline_team.ui.screens.play import PlayScene
    app = App(fast=True, size=(1280, 720))
    hosted = host_game(config((2, 2)), 4, None, port=0, bind=LOCAL, announce=False, phones=("black", "white"),
                       wake=wake)
    seats, rnd, sent = hosted.phones(), random.Random(4), set()
    words: dict[str, set[str]] = {}
    asking = [True]  # the words are read while every phone is there (one away is waited for by name)
    end = time.monotonic() + 90

    async def page(seat):
        ws = await connect(f"ws://{LOCAL}:{hosted.thread.host.phone_port}/play", proxy=None)
        await ws.send(p.Join(version=p.VERSION, token=seat.link.split("#seat=")[1]).model_dump_json())
        return ws

    async def answer(pages):
        """Each page answers the last question it was sent (a team's question: one page)."""
        for ws in pages:
            last = None
            with contextlib.suppress(TimeoutError):
                while True:
                    message = p.parse_host(await asyncio.wait_for(ws.recv(), 0.001))
                    last = message if isinstance(message, p.Snapshot) else last
            if last is not None and last.observation.decision is not None and last.seq not in sent:
                sent.add(last.seq)
                await ws.send(p.Choose(seq=last.seq, key=rnd.choice(last.observation.decision.choices).key)
                              .model_dump_json())

    def frame():
        assert time.monotonic() < end
        app.frame(0.05, [])
        scene = app.scene
        if isinstance(scene, PlayScene) and scene.picture.shown is not None:
            assert scene.handoff.count == 0 and scene.handoff.team is None
            assert {c for t in scene.picture.shown.teams.values() for pl in t.players for c in pl.powerups} <= {
                "hidden"}
            d, wait = hosted.thread.host.game.pending, hosted.waiting()
            if d is not None and wait is not None and not wait.final and asking[0]:
                words.setdefault(d.kind, set()).add(wait.words)
        return scene

    async def play():
        pages = [await page(seat) for seat in seats]
        while not hosted.ready():
            assert time.monotonic() < end
            await asyncio.sleep(0.01)
        hosted.begin()  # the lobby's Start, every phone there
        app.switch(ToPlay(hosted))
        while len(hosted.thread.host.game.history) < 150 or "tagback" not in words:
            frame()
            await answer(pages)
            await asyncio.sleep(0.002)
        away = seats[-1]  # a phone sleeps: its code comes over its team's side
        asking[0] = False
        await pages[-1].close()
        while [s.player for s in app.scene.phone_cards.away] != [away.player]:
            frame()
            await answer(pages[:-1])
            await asyncio.sleep(0.002)
        card = app.scene.phone_cards.rects()[0]
        assert L.now().side[away.team].contains(card) and card.collidelist(L.now().protected()) == -1
        pages[-1] = await page(away)  # the link opened again
        while app.scene.phone_cards.away:
            frame()
            await asyncio.sleep(0.002)
        for ws in pages:
            await ws.close()
    try:
        asyncio.run(play())
    finally:
        app.close()
    # whatever the question (the host's may be a step ahead of the words on show): who, never what
    said = re.compile(r"^(Black|White)( \((Ash|Bo|Dee|Eli)\))?: answering on a phone$")
    assert {"draft", "spawn", "action", "tagback"} <= set(words) and all(
        said.match(w) for seen in words.values() for w in seen), words


@pytest.mark.usefixtures("data")
def test_a_phone_undoes_its_answer_the_save_follows_and_a_resumed_game_takes_the_same_phones():
    """Undo on a phone takes back its team's answer, the hosted game's save on disk with it
    (written before the phones are told); the window stopped and `resume` hosts the same game
    with the same links, and a phone that opens its link again is asked its question anew."""
    from adrenaline_team.net.headless import hosted_save
    from adrenaline_team.rules.save import load_game
    from adrenaline_team.session.hosting import host_game
    from adrenaline_team.ui.kit.controls import wake
    hosted = host_game(config((1, 1)), 6, None, port=0, bind=LOCAL, announce=False, phones=("black", "white"),
                       wake=wake)
    links = [s.link for s in hosted.phones()]

    async def page(link, port):
        ws = await connect(f"ws://{LOCAL}:{port}/play", proxy=None)
        await ws.send(p.Join(version=p.VERSION, token=link.split("#seat=")[1]).model_dump_json())
        return ws

    answered = [-1]  # the last question answered: a page may be sent a table again (a seat joined)

    async def asked(ws) -> p.Snapshot:
        while True:
            message = p.parse_host(await asyncio.wait_for(ws.recv(), WAIT))
            if isinstance(message, p.Snapshot) and message.observation.decision is not None and \
                    message.seq > answered[0]:
                return message

    async def undo_on_a_phone():
        port = hosted.thread.host.phone_port
        pages = {s.team: await page(s.link, port) for s in hosted.phones()}
        host = hosted.thread.host
        hosted.begin()  # the lobby's Start

        async def answer(ws, snap) -> None:
            made, answered[0] = len(host.game.history), snap.seq
            await ws.send(p.Choose(seq=snap.seq, key=snap.observation.decision.choices[0].key).model_dump_json())
            while len(host.game.history) == made:  # the host took it: the next question's team is known
                await asyncio.sleep(0.01)
        for _ in range(6):  # the draft, each team on its phone
            team = host.game.pending.team
            await answer(pages[team], await asked(pages[team]))
        team = host.game.pending.team
        snap = await asked(pages[team])
        while not snap.can_undo:  # the team's own answer to take back
            await answer(pages[team], snap)
            team = host.game.pending.team
            snap = await asked(pages[team])
        made, answered[0] = list(host.game.history), snap.seq
        await pages[team].send(p.Undo(seq=snap.seq).model_dump_json())
        again = await asked(pages[team])
        assert again.seq > snap.seq and len(host.game.history) < len(made)
        assert load_game(hosted_save()).history == host.game.history  # on disk before the phone was told
        for ws in pages.values():
            await ws.close()
        return list(host.game.history)
    try:
        history = asyncio.run(undo_on_a_phone())
    finally:
        hosted.close()
    resumed = host_game(None, 0, None, port=0, bind=LOCAL, announce=False, resume=True, wake=wake)
    resumed.begin()  # its lobby's Start
    try:
        assert [s.link.split("#")[1] for s in resumed.phones()] == [link.split("#")[1] for link in links]
        host = resumed.thread.host
        assert host.game.history == history

        async def rejoin():
            answered[0] = -1  # a host's questions are numbered afresh
            seat = next(s for s in resumed.phones() if s.team == host.game.pending.team)
            ws = await page(seat.link, host.phone_port)
            snap = await asked(ws)
            assert snap.observation.decision.kind == host.game.pending.kind
            await ws.close()
        asyncio.run(rejoin())
    finally:
        resumed.close()
