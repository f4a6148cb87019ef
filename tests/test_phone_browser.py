"""Issue 43 in a real browser: a whole 2v2 game with both teams' hands on phones, hosted by the
window (offscreen, SDL's dummy driver) as the table on the TV, every answer given on a page, in
Chromium and again in WebKit (`phonekit`). The window never shows a hand-off screen nor a
powerup's face; each page shows its own team's cards and never a card of the other team's; a
reloaded page keeps its seat and goes on; a page without a seat's secret, or one that
watches, sees no hidden card. `host --headless --phones` prints the same links
(`test_the_headless_host_prints_a_link_per_phone_seat`)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pytest  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

from adrenaline_team.net import protocol as p  # noqa: E402
from adrenaline_team.net.phones import watch_link  # noqa: E402
from netkit import command, env, LOCAL  # noqa: E402
from phonekit import AUTO, LOOK, display, engines, phone, wait_for  # noqa: E402

# selenium's own WebKitGTK driver sets its server's address the way it now deprecates
pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")]

GAME = 300.0  # seconds a whole game may take in one browser (about 40-60 s on a quiet two-core machine, 150 s
# on one shared by six busy sessions): a bound for a game that never ends, not a measure


def test_the_headless_host_prints_a_link_per_phone_seat(tmp_path):
    """`host --headless --phones`: one line per seat, then the watch link; a seat's link opens
    that seat."""
    import subprocess
    log = tmp_path / "host.txt"
    proc = subprocess.Popen(command("host", "--headless", "--bind", LOCAL, "--port", "0", "--phones", "--teams", "2v2",
                                    "--seed", "3", "--no-announce"),
                            stdout=log.open("w"), stderr=subprocess.STDOUT, env=env(tmp_path / "data"))
    try:
        end = time.monotonic() + 30
        while "Link to watch" not in log.read_text():
            assert proc.poll() is None and time.monotonic() < end, log.read_text()
            time.sleep(0.05)
        seats = dict(re.findall(r"Phone link for (\w+ \w+): (\S+)", log.read_text()))
        assert list(seats) == ["Black Ash", "Black Bo", "White Dee", "White Eli"]

        async def open_seat() -> p.Welcome:
            link = seats["White Dee"]
            async with connect(f"ws://{link.split('//')[1].split('/')[0]}/play", proxy=None) as ws:
                await ws.send(p.Join(version=p.VERSION, token=link.split("#seat=")[1]).model_dump_json())
                while not isinstance(message := p.parse_host(await asyncio.wait_for(ws.recv(), 20)), p.Welcome):
                    pass
                return message
        welcome = asyncio.run(open_seat())
        assert (welcome.team, welcome.seats) == ("white", [0])
    finally:
        proc.kill()
        proc.wait(10)


class Table:
    """The window that hosts the game with every hand on phones, offscreen: the table on the
    TV. Each frame checks what it shows: never a hand-off screen, never a powerup's face."""

    def __init__(self, seed: int):
        from adrenaline_team.session.hosting import host_game
        from adrenaline_team.ui.app import App
        from adrenaline_team.ui.kit.controls import wake
        from adrenaline_team.rules import GameConfig, PlayerConfig
        self.app = App(fast=True, size=(1280, 720))
        names = {"black": ("Ash", "Bo"), "white": ("Dee", "Eli")}
        cfg = GameConfig(**{t: [PlayerConfig(name=n) for n in names[t]] for t in names})
        self.hosted = host_game(cfg, seed, None, port=0, bind=LOCAL, announce=False, phones=("black", "white"),
                                wake=wake)
        self.seats = {f"{s.team.title()} {s.name}": s.link for s in self.hosted.phones()}
        host = self.hosted.thread.host
        self.watch = watch_link(LOCAL, host.phone_port, host.claims.invite)
        self.frames = 0

    def frame(self) -> None:
        from adrenaline_team.ui.kit.scene import ToPlay
        from adrenaline_team.ui.screens.play import PlayScene
        if not isinstance(self.app.scene, PlayScene) and self.hosted.ready():
            self.app.switch(ToPlay(self.hosted))
        if not self.hosted.started() and all(s.connected for s in self.hosted.phones()):
            self.hosted.begin()  # the lobby's Start, once every phone is there (the host's own: idempotent)
        self.app.frame(0.05, [])
        scene = self.app.scene
        if isinstance(scene, PlayScene) and scene.picture.shown is not None:
            self.frames += 1
            assert scene.handoff.count == 0 and scene.handoff.team is None
            faces = {c for t in scene.picture.shown.teams.values() for pl in t.players for c in pl.powerups}
            assert faces <= {"hidden"}, faces

    @property
    def over(self) -> bool:
        host = self.hosted.thread.host
        return host is None or host.game.over

    def close(self) -> None:
        self.app.close()


@pytest.mark.parametrize("engine", ["chromium", "webkit"])
def test_a_whole_2v2_game_played_on_phones(engine, tmp_path, monkeypatch):
    if engine not in engines():
        pytest.skip(f"{engine} and its WebDriver are not installed here (.ci/run installs them)")
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    with display() if engine == "webkit" else contextlib.nullcontext() as screen:
        table = Table(seed=11)
        seats, watch = table.seats, table.watch
        pages = []
        try:
            pages = [phone(engine, screen) for _ in seats]
            base = watch.split("#")[0]
            # no secret: the page asks for the seat's link and shows nothing else
            stranger = pages[0]
            _open(stranger, base)
            words = wait_for(stranger, "return window.phone.game && window.phone.game.words")
            wait_for(stranger, f"return document.getElementById('status').textContent === {words['no_link']!r}")
            assert stranger.execute_script("return document.querySelectorAll('[data-card]').length") == 0
            # the watch link: the public table, every hand from behind, no question
            _open(stranger, watch)
            seen = wait_for(stranger, "return window.phone.snap && window.phone.snap.observation")
            assert seen["team"] is None and seen["decision"] is None
            assert {c for side in seen["now"]["teams"].values() for p in side["players"] for c in p["powerups"]} <= {
                "hidden"}
            assert stranger.execute_script("return document.getElementById('hand').hidden") is True
            for page, link in zip(pages, seats.values()):
                _open(page, link)
            for page in pages:
                wait_for(page, "return window.phone.welcome")
                page.execute_script(AUTO, [])
            tapped = _play(pages, table)
            assert table.frames > 100  # the table was on show all along
            # every kind of question was tapped for real once, the secret ones among them
            assert {"draft", "spawn", "action", "move", "tagback"} <= tapped, tapped
            for page in pages:
                wait_for(page, "return window.phone.snap && !window.phone.snap.waiting")
                spy = page.execute_script("return window.spy")
                assert spy["bad"] == [] and spy["cards"] > 0, spy
        finally:
            for page in pages:
                page.quit()
            table.close()


def _play(pages, table: Table) -> set[str]:
    """Until the game is over: a question of a kind not yet tapped for real is tapped for real
    (its square on the map when it has one, else one of its answers); then every page answers
    that kind itself. One page is reloaded once its game is under way, and must keep its seat
    and answer on. The kinds tapped for real."""
    pick = random.Random(5)
    tapped: set[str] = set()
    reloaded = False
    end = time.monotonic() + GAME
    while not table.over:
        assert time.monotonic() < end, "the game did not end in time"
        table.frame()
        for page in pages:
            look = page.execute_script(LOOK)
            if look["kind"] and look["kind"] not in tapped:
                _tap(page, look, pick)
                tapped.add(look["kind"])
                for other in pages:
                    other.execute_script("window.auto.add(arguments[0])", look["kind"])
        if not reloaded and "action" in tapped:
            reloaded = True
            seat = pages[-1].execute_script(LOOK)["seat"]
            pages[-1].refresh()
            wait_for(pages[-1], "return window.phone.welcome && window.phone.snap")
            assert pages[-1].execute_script(LOOK)["seat"] == seat
            pages[-1].execute_script(AUTO, sorted(tapped))
        time.sleep(0.02)
    return tapped


def _tap(page, look, pick) -> None:
    """A real tap (WebDriver's click) on the map's answer square, or on an answer's button."""
    from selenium.webdriver.common.by import By
    squares = page.find_elements(By.CSS_SELECTOR, "#map .sq.answer")
    buttons = page.find_elements(By.CSS_SELECTOR, "#answers button[data-key]")
    if look["squares"] and squares:
        pick.choice(squares).click()
        # several answers on one square: they are lit among the buttons, one is tapped
        lit = page.find_elements(By.CSS_SELECTOR, "#answers button.lit")
        if lit and not page.execute_script("return window.phone.answered"):
            pick.choice(lit).click()
    elif buttons:
        pick.choice(buttons).click()


def _open(page, url: str) -> None:
    """A new load of the page (from one link to another only the part after '#' differs,
    which a browser takes as a move within the same page)."""
    page.get("about:blank")
    page.get(url)
