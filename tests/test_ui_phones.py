"""Issue 43, the window side: the new-game screen sets a team's hands on phones, and Start
hosts the game with the phones' port, the lobby showing a code to scan for each phone seat
(and a tick once its phone is there). Everything on 127.0.0.1."""

import asyncio
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
