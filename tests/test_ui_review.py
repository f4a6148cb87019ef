"""Issue 11, the review on the results screen: each turning point opens the replay viewer at
its team turn, and closing the viewer comes back to the results."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.review import Review, TurnEnd  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.ui.screens.results.chart import draw_chart  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from test_review import seeded_game  # noqa: E402
from test_ui_keyboard import focus_by_pad  # noqa: E402
from test_ui_play import click, key, pad  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_turning_points_open_the_replay_at_their_turn_and_come_back():
    app = App(fast=True, size=(1280, 720))
    results = ResultsScene(app, seeded_game())
    app.switch(results)
    app.frame(0)
    assert [p.turn for p in results.review.turning] == list(results.turning.values())
    for button, turn in list(results.turning.items()):
        click(app, button.rect.center)
        viewer = app.scene
        assert isinstance(viewer, ReplayScene)
        replay = viewer.replay
        assert replay.at == replay.turns[turn - 1] and replay.turn_of(replay.at) == turn
        key(app, pygame.K_ESCAPE)
        assert app.scene is results and app.running
    # by gamepad: the focus ring reaches the turning points, A opens one
    focus_by_pad(app, next(iter(results.turning)))
    pad(app, button=0)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.replay.turn_of(app.scene.replay.at) == results.review.turning[0].turn


@pytest.mark.parametrize("size", [(1280, 640), (1280, 720), (1920, 1080)])
def test_the_charts_axis_shows_minus_100_whole(size):
    """Issue 45 (4): an evaluation down to -100 put "-1…" on the axis at 1280x720 (its margin
    was measured for "-88")."""
    App(fast=True, size=size)
    review = Review(turns=[TurnEnd(n, "black", {"black": 2 * n, "white": n}, {"black": -5.0 * n, "white": 3.0 * n})
                           for n in range(1, 21)])
    surface = pygame.Surface(size)
    with th.recording() as records:
        draw_chart(surface, pygame.Rect(0, 0, size[0] // 2, size[1] // 2), review)
    drawn = {r[1] for r in records if r[0] == "text"}
    assert "-100" in drawn and not [r for r in records if r[0] == "cut"]


def test_a_teams_points_by_kind_never_read_as_the_characters_counts():
    """Issue 45 (4): "Killshots 52" (points) stood beside a "killshots" column counting kills (9)."""
    from adrenaline_team.ui.screens.results.results import CATEGORIES, COLUMNS
    heads = {words.casefold() for _key, words in COLUMNS}
    assert [words for _key, words in CATEGORIES if words.casefold().split(" (")[0] in heads] == []
    assert all("points" in words or "1 per 3" in words for _key, words in CATEGORIES)
