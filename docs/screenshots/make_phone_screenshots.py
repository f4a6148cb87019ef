"""Make the phone page's screenshots again (issue 43): a seeded 2v2 game, hands on phones, at a
question with a map (where Ash moves), served by a host on 127.0.0.1, and Ash's page in
Chromium (a 390x844 phone, touch on) in English and in Japanese:

    python docs/screenshots/make_phone_screenshots.py                  # phone-en.png, phone-ja.png here
    python docs/screenshots/make_phone_screenshots.py --all --out DIR  # every width and engine, to look at

`--all` draws 360, 390 and 430 px wide pages in Chromium and WebKitGTK (under Xvfb), each in
both languages and as tall as the whole page (WebKitGTK's window is at least about 447 px
wide: the page is held to the width asked, at the left of the picture). Needs what the browser tests need
(tests/phonekit.py: Debian's chromium, chromium-driver, webkit2gtk-driver and xvfb)."""

from __future__ import annotations

import argparse
import contextlib
import random
import socket
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests"))

from phonekit import display, phone, wait_for  # noqa: E402

from adrenaline_team.net.host import HostThread  # noqa: E402
from adrenaline_team.net.phones import seat_link  # noqa: E402
from adrenaline_team.net.seats import Claims  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, Kind, PlayerConfig  # noqa: E402

TWO_V_TWO = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                       white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


def asked_to_move(seed: int = 7) -> Game:
    """A game at Ash's question of where to move, Ash holding a powerup or more."""
    game, pick = Game.new(TWO_V_TWO, seed), random.Random(seed)
    while True:
        d = game.pending
        hand = game.table.teams["black"].players[0].powerups
        if (d.kind == Kind.MOVE and d.team == "black" and d.player == 0 and hand and game.table.teams["black"].turns
                >= 2):
            return game
        game.choose(pick.choice(d.choices))


def shoot(page, out: Path, lang: str, tall: bool, width: int) -> None:
    page.execute_script("localStorage.setItem('lang', arguments[0])", lang)
    page.refresh()
    wait_for(page, "return window.phone.snap && !document.getElementById('question').hidden")
    # WebKitGTK's window is never narrower than about 447 px: the page is held to `width` (it
    # has no media query nor vw unit, so it lays out as on a screen that wide)
    page.execute_script("document.documentElement.style.width = arguments[0] + 'px'", width)
    time.sleep(2.6)  # the question's pulse is over
    if tall:
        height = page.execute_script("return document.documentElement.scrollHeight")
        page.set_window_size(page.get_window_size()["width"], height + 120)
    page.save_screenshot(str(out))
    print(out)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--all", action="store_true", help="every width and engine, whole pages")
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    game = asked_to_move()
    claims = Claims(None)
    claims.claim_phones([(t, i) for t in ("black", "white") for i in range(2)])
    with tempfile.TemporaryDirectory():
        thread = HostThread(game, claims=claims, bind="127.0.0.1", phones=socket.create_server(("127.0.0.1", 0)))
        assert thread.host is not None
        link = seat_link("127.0.0.1", thread.host.phone_port, claims.phones[0].token)
        # the README's two pictures, or every width and engine to look at
        runs = [(e, w, f"phone-{e}-{w}-{{lang}}.png") for e in ("chromium", "webkit") for w in (360, 390, 430)] \
            if args.all else [("chromium", 390, "phone-{lang}.png")]
        try:
            for engine, width, name in runs:
                with display() if engine == "webkit" else contextlib.nullcontext() as screen:
                    page = phone(engine, screen, width)
                    try:
                        page.get(link)
                        for lang in ("en", "ja"):
                            shoot(page, args.out / name.format(lang=lang), lang, args.all, width)
                    finally:
                        page.quit()
        finally:
            thread.stop()


if __name__ == "__main__":
    main()
