"""Make every screenshot in this folder again (run after changing how a screen looks, then look
at each one before committing it):

    SDL_VIDEODRIVER=dummy python docs/screenshots/make_screenshots.py
    SDL_VIDEODRIVER=dummy python docs/screenshots/make_screenshots.py --lang ja   # the ja-*.png

The screens are drawn at the window sizes named below, exactly as the window draws them, from
seeded games played by random choices (so the same code gives the same pictures). `--lang ja`
draws the Japanese edition's pictures (the new-game screen, a payment question, the hints in
play and in the draft, the review) at 1280x720, or at the sizes `--size` names, with the players' default Japanese names."""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import tempfile
from datetime import datetime
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# the player's data folder where it usually is, in a temporary home: the saves drawn live
# there, and the screens that name the folder write it as a player's would read (`~/...`)
os.environ["HOME"] = tempfile.mkdtemp()
os.environ["ADRENALINE_TEAM_DATA"] = str(Path(os.environ["HOME"]) / ".local" / "share" / "adrenaline-team")

import pygame  # noqa: E402

from adrenaline_team.ai import make_bot  # noqa: E402
from adrenaline_team.ai.match import play_out  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules.save import save_game  # noqa: E402
from adrenaline_team.rules.state import TEAMS, seat_name  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team import puzzles  # noqa: E402
from adrenaline_team.session.puzzle import Attempt  # noqa: E402
from adrenaline_team.ui.kit.scene import ToDemo, ToFirstGame, ToNewGame, ToPlay, ToPuzzles, ToSaved  # noqa: E402
from adrenaline_team.session.autosave import Autosaver, Offer, autosave_path, backups_dir, games_dir, saves_dir  # noqa: E402
from adrenaline_team.session.demo import demo_config  # noqa: E402
from adrenaline_team.ui.screens.lock import LockScene  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from adrenaline_team.ui.screens.resume import ResumeScene  # noqa: E402
from adrenaline_team.ui.table.anim import Banner, Flight, Slide  # noqa: E402

HERE = Path(__file__).resolve().parent
TWO_V_TWO = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                       white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


def named(config: GameConfig) -> GameConfig:
    """`config` with its players named as the new-game screen names them in the language of the
    moment (Ash is アオイ in Japanese)."""
    return config.model_copy(update={team: [p.model_copy(update={"name": seat_name(team, i)})
                                            for i, p in enumerate(config.players(team))] for team in TEAMS})


def two_v_two() -> GameConfig:
    """The hot-seat 2v2 game, its players named as the new-game screen names them in the
    language of the moment (Ash is アオイ in Japanese)."""
    return named(TWO_V_TWO)
THREE_V_THREE = GameConfig(black=[PlayerConfig(name=n) for n in ("Ash", "Bo", "Cy")],
                           white=[PlayerConfig(name=n) for n in ("Dee", "Eli", "Fay")])
# one person beside two computer teammates against a hard computer team
MIXED = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo", bot="hard"),
                          PlayerConfig(name="Cy", bot="hard")],
                   white=[PlayerConfig(name="Dee", bot="hard"), PlayerConfig(name="Eli", bot="hard")])


def save(app: App, name: str, folder: Path = HERE) -> None:
    app.frame(0)  # the whole window as a frame draws it (widgets update, warnings on top)
    pygame.image.save(app.screen, str(folder / f"{name}.png"))
    print(name, app.screen.get_size())


def table(app: App, game: Game) -> PlayScene:
    """The play screen on `game`, as the window opens it (its computer seats think in the
    window's worker process, at their pace)."""
    app.switch(ToPlay(game))
    assert isinstance(app.scene, PlayScene)
    return app.scene


def game_on(app: App, decisions: int, seed: int = 7, stop=None, config: GameConfig | None = None) -> PlayScene:
    """A hot-seat game (2v2 unless `config` says) played `decisions` random choices in (or
    until `stop(scene)`)."""
    scene = table(app, Game.new(config or two_v_two(), seed))
    rnd = random.Random(seed)
    for _i in range(decisions):
        if scene.decision is None or stop is not None and stop(scene):
            break
        d = scene.decision
        scene.choose(rnd.choice([c for c in d.choices if "pass" not in c.key] or d.choices))
        scene.anims.skip()
        app.frame(0)
    scene.anims.skip()
    if scene.decision is None:  # the game is over
        return scene
    scene.redraw = False
    scene._refresh()
    scene.reveal()
    return scene


def hinted(app: App) -> PlayScene:
    """A hot-seat game at "who acts next?", the coach asked and its answer on the table."""
    return coached(app, game_on(app, 400, seed=5,
                                stop=lambda s: s.decision.kind == "next" and len(s.game.history) > 150))


def draft_hinted(app: App) -> PlayScene:
    """A hot-seat game at the draft's second pick, the coach asked: its pick on the table, and
    on each card what the character with its weapon is measured to be worth."""
    return coached(app, game_on(app, 1, seed=5))


def coached(app: App, scene: PlayScene) -> PlayScene:
    scene.coach.ask(scene.session.observation(), scene.choices)
    while scene.coach.busy:  # it thinks in the worker process, as in play
        app.frame(1 / 60)
    return scene


def play_until_animation(app: App, scene: PlayScene, wanted, rnd: random.Random, at: float) -> None:
    """Play on with animations until one that `wanted` accepts is `at` of the way through."""
    for _i in range(5000):
        if scene.anims.busy:
            current = scene.anims.queue[0]
            if wanted(current) and current.t >= current.length * at:
                return
            app.frame(1 / 60)
            continue
        if scene.handoff.team:
            scene.reveal()
        d = scene.decision
        scene.choose(rnd.choice([c for c in d.choices if "pass" not in c.key] or d.choices))
        app.frame(0)
    sys.exit("no such animation came")


def trust_screens(size: tuple[int, int]) -> None:
    """Issue 9's pictures: a costed choice, the stable action buttons with a greyed reason, a
    lit grab at the yellow spawnpoint, the menu, its rules and its legend of the icons, a turn
    summary beside the board."""
    tag = f"{size[0]}x{size[1]}"
    app = App(size=size)
    want = {"costed-choice", "action-buttons", "grab-yellow-spawnpoint", "menu"}
    for seed in range(1, 40):
        scene = table(app, Game.new(TWO_V_TWO, seed))
        rnd = random.Random(seed)
        for _i in range(600):
            if not want or scene.decision is None:
                break
            if scene.handoff.team:
                scene.reveal()
                continue
            d = scene.decision
            if "costed-choice" in want and d.kind == "pay" and len(d.choices) == 1:
                save(app, f"costed-choice-{tag}")
                want.discard("costed-choice")
            if "action-buttons" in want and d.kind == "action" and any(c.lightning for c in d.choices) \
                    and scene.choices.greyed:
                scene.tips.pos = scene.choices.greyed[0][0].rect.center
                for _i in range(3):
                    app.frame(0.2)  # the greyed button's reason after the tooltip's pause
                save(app, f"action-buttons-{tag}")
                want.discard("action-buttons")
            if "grab-yellow-spawnpoint" in want and d.kind == "grab" and "yellow" in d.prompt and len(d.choices) > 1:
                save(app, f"grab-yellow-spawnpoint-{tag}")
                want.discard("grab-yellow-spawnpoint")
            if "menu" in want and scene.game.table.phase == "turn":
                scene.menu_layer.open("menu")
                save(app, f"menu-{tag}")
                scene.menu_layer.open("rules")
                save(app, f"menu-rules-{tag}")
                scene.menu_layer.open("legend")
                save(app, f"menu-legend-{tag}")
                scene.menu_layer.close()
                want.discard("menu")
            grabs = [c for c in d.choices if c.key in ("action:grab", "action:rush-grab")]
            scene.choose(rnd.choice(grabs or list(d.choices)))
            scene.anims.skip()
            scene._refresh()  # the table as it stands, its question offered
    solo = GameConfig(black=[PlayerConfig(name="Ash")], white=[PlayerConfig(name="Computer", bot="easy")])
    for seed in range(1, 20):
        scene = table(app, Game.new(solo, seed))
        rnd = random.Random(seed)
        for _i in range(3000):
            if scene.decision is None:
                break
            if scene.handoff.team:
                scene.reveal()
            if scene.turns.summary and scene.turns.summary.lines[0] != "Damage dealt: 0":
                save(app, f"turn-summary-{tag}")  # beside the board, at the foot of the side that played
                app.close()
                return
            scene.turns.summary = None
            if scene.person_decides():
                scene.choose(rnd.choice(scene.decision.choices))
                scene.anims.skip()
                scene._refresh()
            app.frame(0.1)
    app.close()


def board_screens(size: tuple[int, int]) -> None:
    """Issue 23's pictures: a shot with its targets lit, the magnifier on a rack's weapon card,
    the hand-off screen with the other team's turn on it."""
    tag = f"{size[0]}x{size[1]}"
    app = App(size=size)
    scene = game_on(app, 600, seed=4, stop=lambda s: s.decision.kind == "target" and sum(
        1 for c in s.decision.choices if c.figure) >= 2 and len(s.game.history) > 80)
    save(app, f"shot-targets-{tag}")
    wid = next(w for w in scene.game.table.slots["red"] if w)
    card = scene.picture.geo.slot("red", scene.game.table.slots["red"].index(wid))
    scene.tips.pos = (card.right - 8, card.centery)
    scene.lens.held.add("mouse")  # the right button held over the card
    save(app, f"magnifier-{tag}")
    scene.lens.held.clear()
    scene = table(app, Game.new(TWO_V_TWO, 6))
    rnd = random.Random(6)
    for _i in range(3000):
        if scene.handoff.team and scene.turns.summary is not None:
            break
        if scene.handoff.team:
            scene.reveal()
            continue
        d = scene.decision
        scene.choose(rnd.choice([c for c in d.choices if "pass" not in c.key] or d.choices))
        scene.anims.skip()
        scene.redraw = False
        scene._refresh()
    save(app, f"hand-off-{tag}")
    app.close()


def crowded_square(size: tuple[int, int]) -> None:
    """Five figures on one spawnpoint early in a 3v3 game: they stand close, each face and its
    letter showing (issue 30)."""
    app = App(size=size)

    def crowd(scene: PlayScene) -> bool:
        squares = [f.square for f in scene.game.table.figures.values() if f.square is not None]
        return scene.game.table.phase == "turn" and max(map(squares.count, squares), default=0) >= 5
    game_on(app, 100, seed=6, stop=crowd, config=THREE_V_THREE)
    save(app, f"crowded-square-{size[0]}x{size[1]}")
    app.close()


def log_names_a_square(size: tuple[int, int]) -> None:
    """The log drawer open beside the board, the mouse on a line that names a square: the
    square ringed on the table."""
    app = App(size=size)
    scene = game_on(app, 300)
    scene.turns.summary = None  # the last turn's summary, read and dismissed
    scene.drawer.open = True
    log = scene.drawer.panel
    line = max(i for i, _top in log._placed() if log.squares[i] is not None)
    log.hover((log.rect.centerx, dict(log._placed())[line] + 4))
    save(app, f"log-names-a-square-{size[0]}x{size[1]}")
    app.close()


def saved_games_files() -> None:
    """Finished games kept, an unfinished export, a game set aside and a file that does not
    load, a few hours apart, each named by its date as the window names them."""
    three = THREE_V_THREE.model_copy(update={"arena": "C"})
    when = 1_780_000_000  # a spring evening in 2026, then earlier
    for k, config in enumerate([TWO_V_TWO, MIXED, three, TWO_V_TWO, three, MIXED, TWO_V_TWO]):
        game = Game.new(config.model_copy(update={"arena": "ABCD"[k % 4]}), 30 + k)
        play_out(game, make_bot("random", k))
        _saved(game, games_dir(), "", when - k * 7_000)
    unfinished = Game.new(MIXED, 5)
    play_out(unfinished, make_bot("random", 5), limit=150)
    _saved(unfinished, saves_dir(), "", when - 3_500)
    play_out(unfinished, make_bot("random", 6), limit=80)
    _saved(unfinished, backups_dir(), "autosave-", when - 10_000)
    broken = saves_dir() / "copied-from-a-usb-stick.json"
    broken.write_text('{"format": "adrenaline-team-save", "version": 1, "seed": 4')
    os.utime(broken, (when - 20_000, when - 20_000))


def _saved(game: Game, folder: Path, prefix: str, when: int) -> None:
    """`game` saved in `folder`, named `prefix` and the date `when`, written at that date."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{prefix}{datetime.fromtimestamp(when):%Y-%m-%d_%H-%M-%S}.json"
    save_game(game, path)
    os.utime(path, (when, when))


def saved_games(size: tuple[int, int]) -> None:
    app = App(size=size)
    app.switch(NewGameScene(app))
    app.push(ToSaved())
    while app.scene.moving():  # every file read
        app.frame(0)
    save(app, f"saved-games-{size[0]}x{size[1]}")
    app.close()


def lesson(size: tuple[int, int]) -> None:
    """A rules-tour lesson as it opens: the position on a real table, its caption, the places
    it is about lit, Start and Back (the tour's third position: marks turn into damage)."""
    app = App(size=size)
    form = NewGameScene(app)
    app.switch(form)
    form.begin_tour(list(form.tour.values())[2])
    save(app, f"lesson-{size[0]}x{size[1]}")
    app.close()


def puzzle_screens(size: tuple[int, int], lang: str = "en", folder: Path = HERE) -> None:
    """The tactics puzzles: their list with two puzzles solved (starred, the focused one's
    theme, difficulty and mark in its caption), the fourth one's turn on the table with its
    caption, its verdict after the second-best line (so the best line shows beside the board),
    and Show me halfway through the best turn (issue 44)."""
    import shutil

    from adrenaline_team.session import marks as solved_marks
    from adrenaline_team.ui.screens.puzzles import VerdictScene
    tag = f"{size[0]}x{size[1]}" + ("-ja" if lang == "ja" else "")
    app = App(size=size, lang=lang)
    marks = solved_marks.Marks.load()
    for i in (1, 3):
        assert marks.mark(puzzles.puzzles()[i], 0) == ""
    form = NewGameScene(app)
    app.switch(form)
    app.push(ToPuzzles())
    app.scene.form.focus(list(app.scene.buttons)[3])
    save(app, f"puzzles-{tag}", folder)
    attempt = Attempt(3)
    p = attempt.puzzle
    app.replace(ToPlay(attempt.start(), puzzle=attempt))
    save(app, f"puzzle-play-{tag}", folder)
    game = puzzles.play(attempt.start().state, p.second.answers).game
    solved = attempt.end(game)
    assert solved is not None
    app.replace(ToPuzzles(attempt, solved))
    save(app, f"puzzle-verdict-{tag}", folder)
    verdict = app.scene
    assert isinstance(verdict, VerdictScene)
    verdict.act("show")
    session = app.scene.session
    while session.played < len(session.line) // 2:
        session.forward()
        while session.wanted or app.scene.moving():
            app.frame(0.05)
    save(app, f"puzzle-show-me-{tag}", folder)
    app.close()
    shutil.rmtree(solved_marks.folder())  # the next pictures' data folder as it was


def network_lobby(size: tuple[int, int]) -> None:
    """Issue 40's picture: the hosting window's lobby once someone on 127.0.0.1 typed a wrong
    invite code five times (the host slows that address and says so once). The code, the port
    and the fingerprint are new in every run: the one picture that differs."""
    import time

    from websockets.sync.client import connect

    from adrenaline_team.net import protocol as p
    from adrenaline_team.net.tls import client_context
    from adrenaline_team.session.hosting import host_game
    from adrenaline_team.ui.kit.controls import wake
    from adrenaline_team.ui.kit.scene import ToConnect
    app = App(size=size)
    hosted = host_game(TWO_V_TWO, 4, ("black", None), port=0, bind="127.0.0.1", announce=False, wake=wake)
    app.switch(ToConnect(hosted))
    for _guess in range(5):
        with connect(f"wss://127.0.0.1:{hosted.thread.port}", ssl=client_context(), proxy=None) as ws:
            ws.send(p.Join(version=p.VERSION, code="AAAAAAAA").model_dump_json())
            ws.recv(timeout=10)
    end = time.monotonic() + 20
    while not (app.scene.lobby and hosted.alerts()) and time.monotonic() < end:
        app.frame(0.05)
        time.sleep(0.01)
    save(app, f"net-lobby-guessing-{size[0]}x{size[1]}")
    app.close()


def first_game(size: tuple[int, int], lang: str) -> None:
    """Issue 44: the new-game screen with the first-game setup focused (and how long a game of
    its teams takes, under the arena), then the setup itself, for a hot-seat 2v2."""
    tag, lead = f"{size[0]}x{size[1]}", "ja-" if lang == "ja" else ""
    random.seed(1)
    app = App(size=size, lang=lang)
    form = NewGameScene(app, two_v_two())
    app.switch(form)
    form.form.focus(form.first)
    save(app, f"{lead}new-game-first-{tag}")
    app.push(ToFirstGame(form.config()[0], form.begin))
    save(app, f"{lead}first-game-{tag}")
    app.close()


def phones_lobby(size: tuple[int, int], lang: str = "en", folder: Path = HERE) -> None:
    """Issue 43's lobby: a 2v2 game with both teams' hands on phones, Ash's phone there (a
    page joined with its link's token), every other seat's QR code and the address."""
    import asyncio
    import time

    from websockets.asyncio.client import connect

    from adrenaline_team.net import protocol as p
    from adrenaline_team.session.hosting import host_game
    from adrenaline_team.ui.kit.controls import wake
    from adrenaline_team.ui.kit.scene import ToConnect
    app = App(size=size, lang=lang)
    hosted = host_game(named(TWO_V_TWO), 4, None, port=0, bind="127.0.0.1", announce=False, phones=TEAMS,
                       wake=wake)
    app.switch(ToConnect(hosted))
    ash = hosted.phones()[0]

    async def ashs_phone() -> None:
        async with connect(f"ws://127.0.0.1:{ash.link.split(':')[2].split('/')[0]}/play", proxy=None) as ws:
            await ws.send(p.Join(version=p.VERSION, token=ash.link.split("#seat=")[1]).model_dump_json())
            end = time.monotonic() + 20
            while not (app.scene.lobby and hosted.phones()[0].connected) and time.monotonic() < end:
                app.frame(0.05)
                await asyncio.sleep(0.01)
            app.scene.waited = 60.0  # the hint that comes once a phone is long in coming
            app.frame(0.05)
            save(app, f"phones-lobby-{'ja-' if lang == 'ja' else ''}{size[0]}x{size[1]}", folder)
    asyncio.run(ashs_phone())
    app.close()


def phones_table(size: tuple[int, int], lang: str = "en", folder: Path = HERE, decisions: int = 160) -> None:
    """Issue 43's table on the TV: a 2v2 game with both teams' hands on phones, each phone a
    connection answering with a random answer, until a phone team holding powerups is asked
    about its action: the window shows the public table, every hand face down with its count,
    and who is answering (phones-table-*); then that player's phone goes away, and its code
    comes over its team's side (phones-away-*)."""
    import asyncio
    import time

    from websockets.asyncio.client import connect

    from adrenaline_team.net import protocol as p
    from adrenaline_team.session.hosting import host_game
    from adrenaline_team.ui.kit.controls import wake
    from adrenaline_team.ui.kit.scene import ToConnect
    app = App(size=size, lang=lang)
    hosted = host_game(named(TWO_V_TWO), 4, None, port=0, bind="127.0.0.1", announce=False, phones=TEAMS,
                       wake=wake, delay=0.0)
    app.switch(ToConnect(hosted))
    rnd = random.Random(5)

    async def phones() -> None:
        pages = []
        for seat in hosted.phones():
            ws = await connect(f"ws://127.0.0.1:{hosted.thread.host.phone_port}/play", proxy=None)
            await ws.send(p.Join(version=p.VERSION, token=seat.link.split("#seat=")[1]).model_dump_json())
            pages.append(ws)
        end, made, sent = time.monotonic() + 120, 0, set()
        while time.monotonic() < end:
            app.frame(0.05)
            if getattr(app.scene, "lobby", False) and app.scene.all_there():
                app.scene.start_button.pressed = True
            host = hosted.thread.host
            d = host.game.pending
            ready = isinstance(app.scene, PlayScene) and not app.scene.moving() and hosted.waiting() is not None
            if d is not None and d.kind == "action" and made >= decisions and ready and any(
                    pl.powerups for pl in host.game.table.teams[d.team].players):
                tag = f"{'ja-' if lang == 'ja' else ''}{size[0]}x{size[1]}"
                save(app, f"phones-table-{tag}", folder)
                asked = [(s.team, s.player) for s in hosted.phones()].index((d.team, d.player or 0))
                answering = hosted.waiting()
                await pages[asked].close()  # the asked player's phone sleeps: its code comes over its side
                while not app.scene.phone_cards.away or hosted.waiting() == answering:
                    app.frame(0.05)
                    await asyncio.sleep(0.01)
                save(app, f"phones-away-{tag}", folder)
                break
            held = d is not None and d.kind == "action" and made >= decisions and any(
                pl.powerups for pl in host.game.table.teams[d.team].players)
            for ws in pages:  # every page answers its own question at once, but the one to draw
                last = None
                with contextlib.suppress(TimeoutError):
                    while True:
                        message = p.parse_host(await asyncio.wait_for(ws.recv(), 0.001))
                        last = message if isinstance(message, p.Snapshot) else last
                if last is not None and last.observation.decision is not None and not held and last.seq not in sent:
                    sent.add(last.seq)  # a team's question comes to each of its phones: one answers
                    await ws.send(p.Choose(seq=last.seq, key=rnd.choice(
                        last.observation.decision.choices).key).model_dump_json())
                    made += 1
            await asyncio.sleep(0.005)
        for ws in pages:
            await ws.close()
    asyncio.run(phones())
    app.close()


def japanese(size: tuple[int, int]) -> None:
    """Issue 24's pictures: the new-game screen, a mid-game turn with a payment question, the
    coach's hint and the review, in Japanese."""
    tag = f"{size[0]}x{size[1]}"
    random.seed(1)
    app = App(size=size, lang="ja")
    mixed = named(MIXED)
    app.switch(NewGameScene(app, mixed))
    save(app, f"ja-new-game-{tag}")
    game_on(app, 600, seed=3, stop=lambda s: s.decision.kind == "pay" and len(s.game.history) > 100)
    save(app, f"ja-payment-{tag}")
    hinted(app)
    save(app, f"ja-hint-{tag}")
    draft_hinted(app)
    save(app, f"ja-draft-hint-{tag}")
    app.switch(ResultsScene(app, game_on(app, 5000).game))
    save(app, f"ja-review-{tag}")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description="Draw the screenshots in this folder again.")
    parser.add_argument("--lang", choices=("en", "ja"), default="en", help="ja: the Japanese pictures only")
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT of the Japanese pictures (repeatable)")
    args = parser.parse_args()
    if args.lang == "ja":
        for size in args.size or ["1280x720"]:
            w, h = size.split("x")
            japanese((int(w), int(h)))
        return
    for lang in ("en", "ja"):
        for first in ((1280, 640), (1280, 720), (1920, 1080)):
            first_game(first, lang)
    random.seed(1)  # the new-game screen's seed field: the same picture each time
    for size in ((1920, 1080), (1280, 720)):
        app = App(size=size)
        scene = game_on(app, 260)
        save(app, "play-1920x1080" if size[0] == 1920 else "play-1280x720")
        app.close()
    for size in ((1920, 1080), (1280, 720)):
        app = App(size=size)
        hinted(app)
        save(app, f"hint-{size[0]}x{size[1]}")
        draft_hinted(app)
        save(app, f"draft-hint-{size[0]}x{size[1]}")
        app.switch(ResultsScene(app, game_on(app, 5000).game))
        save(app, f"review-{size[0]}x{size[1]}")
        app.close()
    app = App(size=(1920, 1080))
    app.switch(NewGameScene(app, MIXED))
    app.frame(0)
    save(app, "new-game")
    scene = game_on(app, 300, seed=3)
    save(app, "mid-game")
    game_on(app, 400, seed=5, stop=lambda s: s.decision.kind == "action" and len(s.game.history) > 120)
    save(app, "choosing-an-action")
    scene = game_on(app, 60, seed=11)
    play_until_animation(app, scene, lambda a: isinstance(a, Slide) and not a.fade and len(a.points) >= 3,
                         random.Random(4), 0.5)
    save(app, "figure-sliding")
    play_until_animation(app, scene, lambda a: isinstance(a, Banner) and a.words == "FLUSH", random.Random(5), 0.4)
    save(app, "flush")
    play_until_animation(app, scene, lambda a: isinstance(a, Flight) and a.hold > 0 and a.note is None,
                         random.Random(6), 0.4)
    save(app, "damage-landing")  # resting large beside the target, before it settles into the buffer
    play_until_animation(app, scene, lambda a: isinstance(a, Flight) and a.note is not None, random.Random(7), 0.7)
    save(app, "rush-slide")  # the Adrenaline Rush tile one space left, and where the killshot now is
    scene = game_on(app, 5000)
    app.switch(ResultsScene(app, scene.game))
    save(app, "results")
    resumed = game_on(app, 200, seed=9).game
    writer = Autosaver()
    writer.save(resumed)
    writer.flush()
    app.switch(ResumeScene(app, Offer(resumed, autosave_path())))
    save(app, "resume")
    backup = backups_dir() / "2026-11-23_12-00-00.json"
    save_game(resumed, backup)
    app.switch(ResumeScene(app, Offer(resumed, backup)))
    save(app, "resume-backup")
    app.switch(LockScene(app, "process 4242 on this computer", ToNewGame()))
    save(app, "second-window")
    game_on(app, 150, seed=12)
    app.not_saving = f"{autosave_path().parent} is read-only"
    save(app, "not-saving")
    app.not_saving = ""
    app.switch(ToDemo(demo_config("B", 2), 2))
    demo = app.scene
    assert isinstance(demo, PlayScene)
    for _i in range(4000):
        app.frame(1 / 30)
        if demo.session.caption.title == "Flush" and demo.session.hold > 3:
            break
    save(app, "demo-caption")
    app.close()
    for size in ((1920, 1080), (1280, 720)):
        trust_screens(size)
        crowded_square(size)
        log_names_a_square(size)
        board_screens(size)
    saved_games_files()
    for size in ((1920, 1080), (1280, 720)):
        saved_games(size)
        lesson(size)
    for size in ((1920, 1080), (1280, 720), (1280, 640)):
        for lang in ("en", "ja"):
            puzzle_screens(size, lang)
    network_lobby((1280, 720))
    phones_table((1280, 720))


if __name__ == "__main__":
    main()
