"""The replay viewer hides nothing unless the viewer picks one team's view, and its step
buttons show their arrows (glyphs the bundled font has, not empty boxes)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from test_ui_fit import finished_game  # noqa: E402
from adrenaline_team.rules.save import to_save  # noqa: E402
from adrenaline_team.rules.view import HIDDEN  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.session.replay import Replay  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene, STEPS  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def hand_cards(scene) -> dict[str, int]:
    """Cards on show in the hands, and hidden ones, as the table picture registered them."""
    shown = sum(1 for _, p, _ in scene.regions.items if p and p[0] == "powerup")
    hidden = sum(1 for _, p, tip in scene.regions.items if p is None and "hidden from the other team" in tip)
    return {"shown": shown, "hidden": hidden}


def test_ui_replay_shows_every_hand_unless_one_teams_view_is_picked():
    app = App(fast=True, size=(1366, 768))
    replay = Replay(to_save(finished_game()))
    scene = ReplayScene(app, replay, "game.json")
    app.switch(scene)
    for at in range(len(replay) // 2, len(replay)):
        replay.goto(at)
        table = replay.game.table
        held = {t: sum(len(p.powerups) for p in table.teams[t].players) for t in ("black", "white")}
        if all(held.values()):
            break
    scene.show()
    assert hand_cards(scene) == {"shown": held["black"] + held["white"], "hidden": 0}
    scene.views.set("black")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Black team's view",
                                         selected_option_id="black", ui_element=scene.views.menu))
    app.frame(0)
    assert scene.seen_by == "black"
    counts = hand_cards(scene)
    assert counts["shown"] == held["black"] and counts["hidden"] >= held["white"]
    assert HIDDEN not in table.teams["white"].players[0].powerups  # the game itself is untouched


def test_ui_replay_step_buttons_show_their_arrows():
    pygame.font.init()
    for bold in (False, True):
        f = th.font(16, bold)
        missing = pygame.image.tobytes(f.render("\ue000", True, (255, 255, 255)), "RGBA")
        for label in STEPS.values():
            for ch in set(label) - {" "}:
                glyph = pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA")
                assert glyph != missing, (label, ch)
    assert any("◀" in label for label in STEPS.values()) and any("▶" in label for label in STEPS.values())
