import atexit
import gc
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import settings

# Tests never open a real window or sound device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).parent))  # tests/builders.py
# Tests never read or write the player's own data folder (their autosave, their cards): a test
# that needs one points ADRENALINE_TEAM_DATA at its own temporary folder.
os.environ["ADRENALINE_TEAM_DATA"] = tempfile.mkdtemp(prefix="adrenaline-team-tests-")
atexit.register(shutil.rmtree, os.environ["ADRENALINE_TEAM_DATA"], True)

# Fuzzing budgets: tests/test_fuzz.py takes 10-20 s under "ci", about 10 minutes on one core
# under `--hypothesis-profile=long` (500 examples took 2m46s); tests/test_gate_fuzz.py (mutated
# save files) about 10 s and 40 s. A step can replay a whole game (undo, load): no deadline.
settings.register_profile("ci", max_examples=100, stateful_step_count=40, deadline=None)
settings.register_profile("long", max_examples=2000, stateful_step_count=100, deadline=None)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that plays in Japanese (the layout tests run in both languages) leaves the game
    in English for the next one: the language is the process's."""
    yield
    from adrenaline_team import i18n
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def no_window_left_behind(request):
    """What a tabletop test leaves is let go when it ends. The window's frame loop reads every
    queued event, but a test hands a screen its events itself: the events pygame_gui posted
    (a button hovered, pressed) stayed queued, each holding its widget and through it the
    whole screen and its game. And the play screen freezes what exists as its game starts,
    unfrozen when the game is left (issue 10): a test that drops the screen mid-game left it
    frozen. Between them the suite's process grew to 8.7 GB (docs/developers.md, "Memory"). Only a slow
    test opens the window, so the fast loop keeps what `pytest_collection_finish` froze."""
    yield
    if request.node.get_closest_marker("slow") is not None:
        gc.unfreeze()
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.display.get_init():
        pygame.event.get()


# The fast loop (`python -m pytest -m "not slow"`) must stay under 15 s of wall time on a quiet
# two-core machine (docs/developers.md says how it was measured). So in it every test is held
# to FAST_BUDGET seconds of CPU time, its setup (the fixtures it starts) and its call together,
# and fails past it: make it cheaper, or mark it slow with its measured time beside the mark.
# CPU time of this process, not wall time: a machine busy with other work stretches the wall
# clock but not what the test itself spends, so the check neither fails on a loaded machine
# nor lets a slow test through on a quiet one. Only in the fast loop: in the whole suite the
# same test costs more (the collector walks what the slow tests before it left, and they
# undo the frozen start below), which says nothing of the loop's time.
FAST_BUDGET = 0.5
_SETUP = pytest.StashKey[float]()


def _fast_loop(config):
    return "not slow" in (config.option.markexpr or "")


def pytest_collection_finish(session):
    """What the collection imported (the package, pygame_gui, hypothesis, every test module)
    stays for the whole run: frozen, the collector no longer walks it in every full
    collection, which cost the fast loop's tests a tenth of their CPU time. The first slow
    test undoes it (`no_window_left_behind`): nothing is frozen for good."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item):
    start = time.process_time()
    try:
        return (yield)
    finally:
        item.stash[_SETUP] = time.process_time() - start


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    start = time.process_time()
    result = yield  # a test that fails fails as it is
    spent = item.stash.get(_SETUP, 0.0) + time.process_time() - start
    if spent > FAST_BUDGET and _fast_loop(item.config):
        pytest.fail(f"{spent:.2f} s of CPU, over the fast loop's {FAST_BUDGET} s a test (tests/conftest.py): "
                    "make it cheaper, or mark it slow with its measured time", pytrace=False)
    return result
