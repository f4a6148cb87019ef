"""Issue 5: SIGKILL a headless game at random moments; the autosave is never corrupt, holds
exactly the last completed decision, and the resumed game ends as an uninterrupted one."""

import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from adrenaline_team.ai.match import bot_config, play_out
from adrenaline_team.autoplay import stateless_bot
from adrenaline_team.rules import Game
from adrenaline_team.rules.save import load_game

# (seed, arena, team sizes): three games killed side by side, 18 times each.
GAMES = [(11, "A", (1, 1)), (12, "C", (2, 3)), (13, "D", (3, 2))]
KILLS_PER_GAME = 18


def _launch(path, seed, arena, sizes, out, resume):
    argv = [sys.executable, "-m", "adrenaline_team.autoplay", "--save", str(path), "--seed", str(seed),
            "--arena", arena, "--teams", f"{sizes[0]}v{sizes[1]}"]
    return subprocess.Popen(argv + ["--resume"] * resume, stdout=out, stderr=subprocess.PIPE)


def _wait_for(condition, proc, timeout=60.0):
    end = time.monotonic() + timeout
    while not condition():
        assert proc.poll() is None, f"autoplay exited early: {proc.stderr.read().decode()}"
        assert time.monotonic() < end, "autoplay made no progress"
        time.sleep(0.005)


def _printed(out_path) -> list[int]:
    """Choice counts the killed run printed, each after its save was on disk (whole lines only)."""
    lines = out_path.read_text().split("\n")[:-1]
    return [int(line) for line in lines if line.isdigit()]


def _last(out_path) -> int:
    printed = _printed(out_path)
    return printed[-1] if printed else 0


def _kill_and_resume(tmp_path, seed, arena, sizes) -> int:
    config = bot_config(sizes, arena, ("random", "random"))
    full = Game.new(config, seed)  # the same game, never interrupted
    play_out(full, stateless_bot(seed, full))
    rnd = random.Random(seed)
    path = tmp_path / f"game-{seed}.json"
    known, startup = 0, 0.0
    for k in range(KILLS_PER_GAME):
        out_path = tmp_path / f"out-{seed}-{k}.txt"
        with out_path.open("w") as out:
            launched = time.monotonic()
            proc = _launch(path, seed, arena, sizes, out, resume=k > 0)
            # At most about 20 decisions a run, however fast the machine: each game outlives its kills.
            limit = known + rnd.randint(1, 20)
            if k > 0 and rnd.random() < 0.5:
                # During start-up, loading, or the first decisions.
                deadline = launched + rnd.uniform(0, 1.2 * startup)
                _wait_for(lambda: time.monotonic() >= deadline or _last(out_path) >= limit, proc)
            else:
                # While it plays: a few decisions in, anywhere within one decision.
                _wait_for(lambda: _last(out_path), proc)
                first = time.monotonic()
                startup = startup or first - launched
                _wait_for(lambda: _last(out_path) >= limit, proc)
                played = len(_printed(out_path))
                time.sleep(rnd.uniform(0, (time.monotonic() - first) / max(1, played - 1)))
            assert proc.poll() is None, "the game ended before its kill: the test needs a longer game"
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        saved = load_game(path)  # never corrupt: it loads, and its snapshot agrees with its replay
        history = saved.history
        assert history == full.history[:len(history)], "the save holds a prefix of the deterministic game"
        assert len(history) >= known, "a save never loses a completed decision"
        printed = _printed(out_path)
        if printed:  # the kill fell between a save and its line, at most
            assert printed[-1] <= len(history) <= printed[-1] + 1
        known = len(history)
    assert known > 0
    with (tmp_path / f"out-{seed}-end.txt").open("w") as out:
        proc = _launch(path, seed, arena, sizes, out, resume=True)
        _, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err.decode()
    resumed = load_game(path)
    assert resumed.over and resumed.history == full.history
    assert resumed.result == full.result and resumed.table == full.table
    return KILLS_PER_GAME


@pytest.mark.slow
def test_sigkill_at_random_moments_never_corrupts_the_autosave_and_resume_finishes_the_same(tmp_path):
    with ThreadPoolExecutor(len(GAMES)) as pool:
        kills = list(pool.map(lambda g: _kill_and_resume(tmp_path, *g), GAMES))
    assert sum(kills) >= 50
