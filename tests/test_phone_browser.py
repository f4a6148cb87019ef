"""Issue 43 in a real browser: a whole 2v2 game with both teams' hands on phones, every answer
given on a page, in Chromium and again in WebKit (`phonekit`). Each page shows its own team's
cards and never a card of the other team's; a reloaded page keeps its seat and goes on; a
page without a seat's secret, or one that watches, sees no hidden card."""

from __future__ import annotations

import contextlib
import random
import re
import time

import pytest

from netkit import command, env, finish, LOCAL
from phonekit import AUTO, LOOK, display, engines, phone, wait_for

# selenium's own WebKitGTK driver sets its server's address the way it now deprecates
pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")]

GAME = 150.0  # seconds a whole game may take in one browser (about 40-60 s on a quiet two-core machine)


def host_with_phones(tmp_path, seed: int):
    """`host --headless --phones`: the process and its links, by seat and the watch link."""
    import subprocess
    log = tmp_path / "host.txt"
    proc = subprocess.Popen(command("host", "--headless", "--bind", LOCAL, "--port", "0", "--phones", "--teams", "2v2",
                                    "--seed", str(seed), "--no-announce"),
                            stdout=log.open("w"), stderr=subprocess.STDOUT, env=env(tmp_path / "data"))
    end = time.monotonic() + 30
    while "Link to watch" not in log.read_text():
        assert proc.poll() is None and time.monotonic() < end, log.read_text()
        time.sleep(0.05)
    text = log.read_text()
    seats = dict(re.findall(r"Phone link for (\w+ \w+): (\S+)", text))
    watch = re.search(r"Link to watch.*: (\S+)", text).group(1)
    return proc, log, seats, watch


@pytest.mark.parametrize("engine", ["chromium", "webkit"])
def test_a_whole_2v2_game_played_on_phones(engine, tmp_path):
    if engine not in engines():
        pytest.skip(f"{engine} and its WebDriver are not installed here (.ci/run installs them)")
    with display() if engine == "webkit" else contextlib.nullcontext() as screen:
        proc, log, seats, watch = host_with_phones(tmp_path, seed=11)
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
            tapped = _play(pages, proc)
            assert finish(proc, 30) == 0, log.read_text()
            # every kind of question was tapped for real once, the secret ones among them
            assert {"draft", "spawn", "action", "move", "tagback"} <= tapped, tapped
            for page in pages:
                wait_for(page, "return window.phone.snap && !window.phone.snap.waiting")
                spy = page.execute_script("return window.spy")
                assert spy["bad"] == [] and spy["cards"] > 0, spy
        finally:
            for page in pages:
                page.quit()
            if proc.poll() is None:
                proc.kill()


def _play(pages, proc) -> set[str]:
    """Until the game is over: a question of a kind not yet tapped for real is tapped for real
    (its square on the map when it has one, else one of its answers); then every page answers
    that kind itself. One page is reloaded once its game is under way, and must keep its seat
    and answer on. The kinds tapped for real."""
    pick = random.Random(5)
    tapped: set[str] = set()
    reloaded = False
    end = time.monotonic() + GAME
    while proc.poll() is None:
        assert time.monotonic() < end, "the game did not end in time"
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
        time.sleep(0.05)
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
