"""`adrenaline-team bench`: the numbers that say whether the game is fast enough, each as a
median with its spread over repeated measurements (never a timed test)."""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .rules import Choice, Game, GameConfig, PlayerConfig
from .rules.events import Event
from .rules.observe import Seat


def _config(i: int, bots: tuple[str, str] = ("random", "random")) -> GameConfig:
    sizes = [(1, 1), (2, 3), (3, 2), (3, 3), (1, 3), (2, 2)][i % 6]
    return GameConfig(arena="ABCD"[i % 4],
                      black=[PlayerConfig(name=f"B{k}", bot=bots[0]) for k in range(sizes[0])],
                      white=[PlayerConfig(name=f"W{k}", bot=bots[1]) for k in range(sizes[1])])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} (min {min(values):.2f}, max {max(values):.2f}, n={len(values)})"


def random_games(batches: int, per_batch: int) -> list[float]:
    """Full random games per second of one core's time: process CPU time, so that other work
    on a shared machine does not count against the game."""
    from .ai.match import play_bots
    rates = []
    for b in range(batches):
        start = time.process_time()
        for g in range(per_batch):
            play_bots(_config(b * per_batch + g), 1000 + b * per_batch + g)
        rates.append(per_batch / (time.process_time() - start))
    return rates


def thinking(games: int, bot: str, against: str) -> tuple[list[float], list[float]]:
    """CPU milliseconds per decision of `bot` playing Black against `against`, and its
    CPU seconds of thinking over each whole game."""
    from .ai import make_bot
    from .ai.match import play_out
    times: list[float] = []
    per_game: list[float] = []
    for i in range(games):
        timed = make_bot(bot, i)
        first = len(times)

        def black(seat: Seat) -> Choice:
            start = time.process_time()
            choice = timed(seat)
            times.append((time.process_time() - start) * 1000)
            return choice
        play_out(Game.new(_config(i, (bot, against)), 500 + i), {"black": black, "white": make_bot(against, i)})
        per_game.append(sum(times[first:]) / 1000)
    return times, per_game


def copies(games: int) -> list[float]:
    """Milliseconds of one move of a search (`game.copy()`, then a choice tried on the copy)
    at every 'who acts next?' in the middle of a team turn (after its first choice) of
    `games` random games: the position a bot's look-ahead copies most."""
    from .rules.decision import Kind
    times: list[float] = []
    for i in range(games):
        game = Game.new(_config(i), 300 + i)
        rnd = random.Random(i)
        while not game.over:
            if game.decision.kind is Kind.NEXT and game.state.script:
                start = time.process_time()
                trial = game.copy()
                trial.choose(trial.decision.choices[0])
                times.append((time.process_time() - start) * 1000)
            game.choose(rnd.choice(game.decision.choices))
    return times


def frames(seconds_of_play: float, animated: int = 120) -> tuple[list[float], list[float]]:
    """Frame times (ms) at 1920x1080 with the dummy video driver, two bots playing with
    animations on: (steady frames, frames during an animation). Plays `seconds_of_play` of
    steady frames and on until `animated` frames of animation were seen (the draft and the
    setup move nobody, so a short stretch from the start may hold no animation), at most four
    times as long."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .ui.app import App  # first: the ui package quiets pygame's banner
    from .ui.kit.scene import ToPlay
    from .ui.screens.play import PlayScene

    import pygame
    app = App(size=(1920, 1080))
    app.switch(ToPlay(Game.new(_config(3), 42)))  # as the window plays it: the bots in its worker process
    scene = app.scene
    assert isinstance(scene, PlayScene)
    steady: list[float] = []
    animating: list[float] = []
    wanted = int(seconds_of_play * 60)
    for _ in range(4 * wanted):
        busy = scene.anims.busy
        start = time.perf_counter()
        app.frame(1 / 60)
        pygame.display.flip()
        (animating if busy else steady).append((time.perf_counter() - start) * 1000)
        if app.scene is None or not app.running or (len(steady) >= wanted and len(animating) >= animated):
            break
    app.close()  # its bots' worker process too: it ignores SIGTERM, and exit would wait for it forever
    pygame.quit()
    return steady, animating


def idle_cpu(seconds: float) -> float:
    """Percent of one core the window's own loop uses while nothing moves, the larger of two
    waits: on the new-game screen, and at a hot-seat game's hand-off waiting for a person."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .ui.app import FPS, App
    from .ui.kit.scene import ToNewGame, ToPlay

    import pygame
    app = App()
    humans = GameConfig(black=[PlayerConfig(name="A")], white=[PlayerConfig(name="B")])
    shares = []
    for to in (ToNewGame(), ToPlay(Game.new(humans, 1))):
        app.switch(to)
        app.frame(0)
        cpu, wall = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall < seconds:
            events = app.events()
            app.frame(app.clock.tick(FPS) / 1000, events)
            pygame.display.flip()
        shares.append(100 * (time.process_time() - cpu) / (time.perf_counter() - wall))
    app.close()
    pygame.quit()
    return max(shares)


FIRST_FRAME = """
import os, time
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
from adrenaline_team.ui.app import App
import pygame
app = App()
app.frame(0)
pygame.display.flip()
"""


def start_times(runs: int) -> list[float]:
    """Seconds from launching Python to the first frame shown."""
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", FIRST_FRAME], check=True)
        out.append(time.perf_counter() - start)
    return out


SESSION = """
import os, resource, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
from adrenaline_team.bench import _config
from adrenaline_team.rules import Game
from adrenaline_team.ui.app import App
from adrenaline_team.ui.kit.scene import ToPlay
from adrenaline_team.ui.screens.results import ResultsScene
app = App(fast=True)
for i in range(int(sys.argv[1])):
    app.switch(ToPlay(Game.new(_config(3), 500 + i)))
    while not isinstance(app.scene, ResultsScene):
        app.frame(1 / 60)
    app.frame(1 / 60)
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, flush=True)  # Linux: kilobytes
"""


def session_memory(games: int) -> list[float]:
    """Peak memory (MB) of one window session after each of `games` bot games in a row: a
    game's leftovers would make it climb (issue 10)."""
    out = subprocess.run([sys.executable, "-c", SESSION, str(games)], check=True, capture_output=True, text=True)
    return [float(line) for line in out.stdout.split()]


def save_load(runs: int) -> tuple[list[float], list[float], list[float]]:
    """Milliseconds: saving a finished game (atomic, with fsync); loading it (validate, then
    replay the whole game from its seed and compare the snapshot); loading the save of that
    game with the most choices since its snapshot."""
    from .ai import make_bot
    from .ai.match import play_out
    from .files import write_atomic
    from .rules.save import load_game, save_game, to_save
    game = Game.new(_config(1), 77)
    most, longest = -1, ""

    def keep_longest(_events: list[Event]) -> None:
        nonlocal most, longest
        if len(game.state.script) > most:
            most, longest = len(game.state.script), to_save(game).model_dump_json()
    play_out(game, make_bot("random", 77), after=keep_longest)
    saves: list[float] = []
    loads: list[float] = []
    worst: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        path, slow = Path(tmp) / "game.json", Path(tmp) / "longest.json"
        write_atomic(slow, longest)
        for _ in range(runs):
            start = time.perf_counter()
            save_game(game, path)
            saves.append((time.perf_counter() - start) * 1000)
            for out, file in ((loads, path), (worst, slow)):
                start = time.perf_counter()
                load_game(file)
                out.append((time.perf_counter() - start) * 1000)
    return saves, loads, worst


def net_round_trips(choices: int, idle_seconds: float, watchers: int, phones: bool = False
                    ) -> tuple[list[float], float | None, float | None]:
    """A 2v2 game served by `host --headless` in its own process on 127.0.0.1, both teams
    joined from this process answering at random over encrypted connections with its invite
    code, as players join: milliseconds from sending an answer to receiving the next
    question's table on the same connection (the host checks the answer, plays it, saves, and
    sends each team its view); then, nobody answering, the host's share of one core for
    `idle_seconds`, and the host's memory per idle connection in kB: `watchers` spectators
    join and wait, reading what they are sent (None where /proc does not say). `phones`: the
    game's hands on phones (`host --phones`): each seat joins as a phone's page does, with
    its link's token on the plain phones' port, sent every message worded in Japanese, and the
    spectators watch there too."""
    import asyncio
    import re

    from websockets.asyncio.client import ClientConnection, connect

    from .net import protocol as p
    from .net import tls
    from .net.invite import Invite, parse

    times: list[float] = []

    async def connected(invite: Invite, ports: tuple[int, int]) -> ClientConnection:
        if phones:
            return await connect(f"ws://127.0.0.1:{ports[1]}/play?lang=ja", proxy=None, max_size=p.MAX_HOST_FRAME)
        ws = await connect(f"wss://127.0.0.1:{ports[0]}", proxy=None, max_size=p.MAX_HOST_FRAME,
                           ssl=tls.client_context())
        tls.check(ws.transport, invite, "127.0.0.1")
        return ws

    async def play(ports: tuple[int, int], invite: Invite, tokens: list[str]) -> None:
        rnd = random.Random(1)
        done = asyncio.Event()

        async def seat(join: p.Join) -> None:
            async with await connected(invite, ports) as ws:
                await ws.send(join.model_dump_json())
                sent: tuple[int, float] | None = None
                seats: list[int] = []
                async for raw in ws:
                    message = p.parse_host(raw)
                    if isinstance(message, p.Welcome):
                        seats = message.seats
                    if isinstance(message, p.Over):
                        done.set()
                    if not isinstance(message, p.Snapshot) or done.is_set():
                        continue
                    if sent is not None and message.seq > sent[0]:
                        times.append((time.perf_counter() - sent[1]) * 1000)
                        sent = None
                        if len(times) >= choices:
                            done.set()
                    d = message.observation.decision
                    # a team's question is answered by its first seat (its phones would race)
                    if d is not None and sent is None and not done.is_set() and (d.player or 0) in seats:
                        key = rnd.choice(d.choices).key
                        sent = (message.seq, time.perf_counter())
                        await ws.send(p.Choose(seq=message.seq, key=key).model_dump_json())

        async def watch(joined: asyncio.Event) -> None:
            async with await connected(invite, ports) as ws:
                await ws.send(p.Join(version=p.VERSION, code=invite.secret).model_dump_json())
                async for raw in ws:
                    if isinstance(p.parse_host(raw), p.Snapshot):
                        joined.set()

        joins = [p.Join(version=p.VERSION, token=token) for token in tokens] if phones else [
            p.Join(version=p.VERSION, team=team, code=invite.secret) for team in ("black", "white")]
        seats = [asyncio.create_task(seat(join)) for join in joins]
        await done.wait()
        await asyncio.sleep(0.5)  # the last answers settle; nobody answers from here on
        share[0] = host_cpu(proc.pid, idle_seconds)
        before = host_memory(proc.pid)
        joined = [asyncio.Event() for _ in range(watchers)]
        watching = [asyncio.create_task(watch(event)) for event in joined]
        for event in joined:
            await event.wait()
        await asyncio.sleep(1.0)  # their frames sent and read: each now only waits
        after = host_memory(proc.pid)
        per_watcher[0] = None if before is None or after is None else (after - before) / watchers
        for task in seats + watching:
            task.cancel()

    share: list[float | None] = [None]
    per_watcher: list[float | None] = [None]
    with tempfile.TemporaryDirectory() as data:
        proc = subprocess.Popen([sys.executable, "-m", "adrenaline_team.cli", "host", "--headless", "--bind", "127.0.0.1",
                                 "--port", "0", "--seed", "1", "--no-announce", *(["--phones"] if phones else [])],
                                stdout=subprocess.PIPE, text=True, env={**os.environ, "ADRENALINE_TEAM_DATA": data})
        try:
            assert proc.stdout is not None
            port = int(re.findall(r"\d+", proc.stdout.readline())[-1])
            code = proc.stdout.readline().rsplit(":", 1)[-1]  # the next line gives the invite code
            links = [proc.stdout.readline() for _ in range(5)] if phones else []  # each seat's, then the watch link
            phone_port = int(re.findall(r":(\d+)/", links[0])[0]) if phones else 0
            tokens = [re.findall(r"#seat=(\S+)", line)[0] for line in links[:4]]
            asyncio.run(asyncio.wait_for(play((port, phone_port), parse(code), tokens), 600))
        finally:
            proc.terminate()
            proc.wait(30)
    return times, share[0], per_watcher[0]


def host_memory(pid: int) -> float | None:
    """The resident memory of process `pid` in kB (Linux: /proc)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return None
    return next((float(line.split()[1]) for line in lines if line.startswith("VmRSS:")), None)


def host_cpu(pid: int, seconds: float) -> float | None:
    """Percent of one core process `pid` used over the next `seconds` (Linux: /proc)."""
    def ticks() -> int | None:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return int(fields[11]) + int(fields[12])  # utime + stime
    before, wall = ticks(), time.perf_counter()
    time.sleep(seconds)
    after = ticks()
    if before is None or after is None or sys.platform == "win32":  # no /proc there
        return None
    return 100 * (after - before) / os.sysconf("SC_CLK_TCK") / (time.perf_counter() - wall)


def run(quick: bool = False) -> dict[str, Any]:
    """Measure everything; `quick` takes fewer samples (a smoke check of the command)."""
    rates = random_games(2 if quick else 5, 2 if quick else 8)
    decisions, _ = thinking(1 if quick else 3, "normal", "random")
    copy_times = copies(1 if quick else 6)
    hard, hard_games = thinking(1 if quick else 3, "hard", "normal")
    expert, expert_games = thinking(1 if quick else 2, "expert", "hard")  # about 10 s of thinking a game
    steady, animating = frames(3 if quick else 20)
    idle = idle_cpu(2 if quick else 10)
    starts = start_times(1 if quick else 5)
    saves, loads, worst = save_load(2 if quick else 10)
    peaks = session_memory(2 if quick else 10)
    trips, host_idle, idle_connection = net_round_trips(60 if quick else 400, 2 if quick else 10, 8 if quick else 32)
    phone_trips, _, per_phone = net_round_trips(60 if quick else 400, 0, 8 if quick else 32, phones=True)
    return {
        "games_per_second": round(statistics.median(rates), 2),
        "bot_decision_ms_p50": round(percentile(decisions, 50), 2),
        "bot_decision_ms_p95": round(percentile(decisions, 95), 2),
        "copy_ms": round(statistics.median(copy_times), 3),
        "copy_ms_p95": round(percentile(copy_times, 95), 3),
        "hard_decision_ms_p95": round(percentile(hard, 95), 2),
        "hard_thinking_s_per_game": round(statistics.mean(hard_games), 2),
        "expert_decision_ms_p95": round(percentile(expert, 95), 2),
        "expert_thinking_s_per_game": round(statistics.mean(expert_games), 2),
        "frame_ms_p50": round(percentile(steady, 50), 2),
        "frame_ms_p99": round(percentile(steady, 99), 2),
        "animation_frame_ms_p99": round(percentile(animating or [0.0], 99), 2),
        "idle_cpu_percent": round(idle, 2),
        "start_s": round(statistics.median(starts), 3),
        "save_ms": round(statistics.median(saves), 2),
        "load_ms": round(statistics.median(loads), 2),
        "load_ms_longest_script": round(statistics.median(worst), 2),
        "session_first_game_peak_mb": round(peaks[0], 1),
        "session_growth_mb": round(max(peaks) - peaks[0], 1),  # over the games after the first
        "net_choice_ms_p50": round(percentile(trips, 50), 2),
        "net_choice_ms_p95": round(percentile(trips, 95), 2),
        "net_host_idle_cpu_percent": None if host_idle is None else round(host_idle, 2),
        "net_host_kb_per_idle_connection": None if idle_connection is None else round(idle_connection),
        "phone_choice_ms_p50": round(percentile(phone_trips, 50), 2),
        "phone_choice_ms_p95": round(percentile(phone_trips, 95), 2),
        "phone_host_kb_per_page": None if per_phone is None else round(per_phone),
        "spread": {
            "games_per_second": spread(rates),
            "bot_decision_ms": spread(decisions),
            "copy_ms": spread(copy_times),
            "hard_decision_ms": spread(hard),
            "hard_thinking_s_per_game": spread(hard_games),
            "expert_decision_ms": spread(expert),
            "expert_thinking_s_per_game": spread(expert_games),
            "frame_ms": spread(steady),
            "animation_frame_ms": spread(animating or [0.0]),
            "start_s": spread(starts),
            "save_ms": spread(saves),
            "load_ms": spread(loads),
            "load_ms_longest_script": spread(worst),
            "net_choice_ms": spread(trips),
            "phone_choice_ms": spread(phone_trips),
        },
    }
