"""Issue 44: the first-game setup, opened from the new-game screen: the rules tour's first
lesson offered before the game, the draft in one screen with every ability's whole text (no
key), who runs which character for the teams chosen, how long the game takes; Start plays the
form's game."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.i18n import _  # noqa: E402
from adrenaline_team.rules.cards import catalog  # noqa: E402
from adrenaline_team.session.length import length_words  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.ui.screens.firstgame import DRAFT, FirstGameScene  # noqa: E402
from adrenaline_team.ui.screens.lesson import LessonScene  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_fit import LANGUAGES, SIZES, render_at  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def opened(app: App) -> tuple[NewGameScene, FirstGameScene]:
    form = NewGameScene(app)
    app.switch(form)
    form.teams["black"]["count"].value = "2"
    form._sync()
    form.first.pressed = True
    form.handle(pygame.event.Event(pygame.USEREVENT), None)
    assert isinstance(app.scene, FirstGameScene)
    return form, app.scene


def test_ui_first_game_offers_the_first_lesson_then_starts_the_forms_game():
    app = App(fast=True)
    form, first = opened(app)
    assert first.to.config == form.config()[0]
    assert list(first.buttons) == ["lesson", "start", "back"]
    assert first.form.focused is first.buttons["lesson"]  # Enter opens the lesson: what it offers first
    first.act("lesson")
    assert isinstance(app.scene, LessonScene) and app.scene.lesson.index == 0
    app.scene.act("back")
    assert app.scene is first and first.form.focused is first.buttons["start"]  # back from it: Start is next
    first.act("start")
    assert isinstance(app.scene, PlayScene)
    assert app.scene.game.table.config == form.config()[0]
    assert [len(app.scene.game.table.config.players(t)) for t in ("black", "white")] == [2, 1]
    app.close()


def test_ui_first_game_back_returns_to_the_form_as_it_was():
    app = App(fast=True)
    form, first = opened(app)
    first.act("back")
    assert app.scene is form and form.teams["black"]["count"].value == "2"
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ui_first_game_shows_every_ability_whole_at_every_size(lang):
    """Each of the six abilities' words drawn whole (not cut, no key to press), inside its
    character's box, at 13 px or more; the draft's words and the game's length beside them."""
    app = App(fast=True, size=SIZES[0], lang=lang)
    _form, first = opened(app)
    abilities = {FirstGameScene._text(c) for c in catalog().characters}
    assert len(abilities) == 6
    for size in SIZES:
        records = render_at(app, size)
        drawn = {s: n for kind, s, n, *_ in records if kind == "text"}
        assert abilities <= set(drawn), size
        assert min(drawn[s] for s in abilities) >= th.MIN_TEXT
        assert [r for r in records if r[0] == "cut"] == [], size
        assert any(_(DRAFT) in s for s in drawn), size
        assert length_words(first.to.config) and any(length_words(first.to.config) in s for s in drawn), size
        assert [(tuple(text), tuple(box)) for text, box in first.texts if not box.contains(text)] == [], size
    app.close()


def test_ui_the_new_game_screen_says_how_long_a_game_of_its_teams_takes():
    app = App(fast=True)
    form = NewGameScene(app)
    app.switch(form)

    def said() -> list[str]:
        with th.recording() as records:
            form.draw(app.screen)
        return [s for kind, s, *_ in records if kind == "fit" and "minutes" in s]
    assert said() == ["A game of these teams takes about 85 minutes"]  # the usual form: two people, one each
    form.teams["white"]["seats"][0].value = "normal"
    assert said() == ["A game of these teams takes about 45 minutes"]  # the computer answers at its pace
    app.close()
