"""The tabletop fits every window from 1024x600 to 2560x1440: the play scene (draft and
mid-game), the new-game screen, the results screen, the replay viewer, a rules-tour lesson
(before and after its move) and the tactics puzzles (their list, a verdict) are laid out for
each size, every panel, button and card lies inside the window, and no text is wider than the
box it was fitted into (the text helpers record each box; pygame_gui widgets are measured with
their own fonts). At 1366x768 no text is smaller than 13 px."""

import os
import random
from dataclasses import dataclass

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame_gui.elements import UIButton, UILabel  # noqa: E402

from adrenaline_team.ai import make_bot  # noqa: E402
from adrenaline_team.ai.match import play_out  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.rules.save import to_save  # noqa: E402
from adrenaline_team.ui.app import App, window_size  # noqa: E402
from adrenaline_team.ui.kit import layout as L  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.session.lesson import Lesson  # noqa: E402
from adrenaline_team.session.replay import Replay  # noqa: E402
from adrenaline_team.ui.screens.lesson import LessonScene  # noqa: E402
from adrenaline_team.ui.screens.puzzles import PuzzleList, VerdictScene  # noqa: E402
from adrenaline_team import puzzles  # noqa: E402
from adrenaline_team.session.puzzle import Attempt  # noqa: E402
from adrenaline_team.ui.screens.lock import LockScene  # noqa: E402
from adrenaline_team.ui.screens.firstgame import FirstGameScene  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.session.demo import demo_config  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.kit.scene import ToDemo, ToFirstGame  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.replay import ReplayScene  # noqa: E402
from adrenaline_team.ui.screens.results import ResultsScene  # noqa: E402
from adrenaline_team.ui.table.turn_summary import TurnSummary  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

LANGUAGES = ("en", "ja")  # every layout test runs in both (issue 24)
# the five sizes, and the windows that open on 1280x720 and 1366x768 desktops
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (1280, 640), (1366, 688)]
CONFIG = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo"), PlayerConfig(name="Cy")],
                    white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


@dataclass(frozen=True)
class Said(TurnSummary):
    """A turn summary with fixed words (a test's): its title, then its lines."""

    said: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return self.said[0]

    @property
    def lines(self) -> tuple[str, ...]:
        return self.said[1:]


def finished_game() -> Game:
    game = Game.new(CONFIG, 5)
    play_out(game, {t: make_bot("random", k) for k, t in enumerate(("black", "white"))})
    return game


def play_scene(app, decisions: int):
    """A hot-seat game `decisions` choices in, the hand-off passed (hands on show)."""
    scene = PlayScene(app, LocalSession(Game.new(CONFIG, 9), app.autosaver()))
    app.switch(scene)
    rnd = random.Random(2)
    for _ in range(decisions):
        d = scene.decision
        scene.choose(rnd.choice([c for c in d.choices if c.option != "pass"] or d.choices))
    scene.reveal()
    return scene


def play_with(app, what: str):
    """The table with something open beside or over it: the menu's pages, the log drawer,
    the coach's answer, the hand-off screen with the other team's turn summed up."""
    if what == "hand-off":
        scene = PlayScene(app, LocalSession(Game.new(CONFIG, 9), app.autosaver()))
        app.switch(scene)
        rnd = random.Random(2)
        while not (scene.handoff.team and scene.turns.summary is not None):
            d = scene.decision
            scene.choose(rnd.choice([c for c in d.choices if c.option != "pass"] or d.choices))
        return scene
    scene = play_scene(app, 160)
    if what == "log":
        scene.drawer.open = True
    elif what == "hint":
        scene.coach.ask(scene.session.observation(), scene.choices)
        while scene.coach.busy:
            app.frame(0)
    else:
        scene.menu_layer.open(what)
    return scene


SCENES = {
    "new game": lambda app: NewGameScene(app),
    "draft": lambda app: play_scene(app, 2),
    "play": lambda app: play_scene(app, 160),
    "menu": lambda app: play_with(app, "menu"),
    "rules": lambda app: play_with(app, "rules"),
    "icons": lambda app: play_with(app, "legend"),
    "log": lambda app: play_with(app, "log"),
    "hint": lambda app: play_with(app, "hint"),
    "hand-off": lambda app: play_with(app, "hand-off"),
    "demonstration": lambda app: app.make(ToDemo(demo_config("A", 1), 1)),
    "results": lambda app: ResultsScene(app, finished_game()),
    "replay": lambda app: ReplayScene(app, _midway(Replay(to_save(finished_game()))), "game.json"),
    "second window": lambda app: LockScene(app, "process 4242 on this computer", NewGameScene),
    "lock in the way": lambda app: LockScene(app, "/home/player/.local/share/adrenaline-team/lock is a folder",
                                             NewGameScene, broken=True),
    "lesson": lambda app: LessonScene(app, Lesson(1)),
    "first game": lambda app: FirstGameScene(app, ToFirstGame(NewGameScene(app).config()[0], lambda: None)),
    "lesson done": lambda app: lesson_done(app, 4),
    "puzzles": lambda app: PuzzleList(app),
    "puzzle verdict": lambda app: puzzle_done(app, 0),
}


def puzzle_done(app, n: int) -> VerdictScene:
    """The n-th tactics puzzle after its second-best line: the verdict and the best line."""
    attempt = Attempt(n)
    game = puzzles.play(attempt.start().state, attempt.puzzle.second.answers).game
    solved = attempt.end(game)
    assert solved is not None
    return VerdictScene(app, solved)


def lesson_done(app, n: int) -> LessonScene:
    """The rules tour's n-th lesson after its intended line: what the rule did."""
    from test_tour import LINES, intended
    lesson = Lesson(n)
    game = lesson.start()
    for _ in intended(game, LINES[lesson.position.id]):
        if (outcome := lesson.outcome(game)) is not None:
            return LessonScene(app, lesson, game, outcome)
    raise AssertionError("the line made no move")


def _midway(replay: Replay) -> Replay:
    replay.goto(len(replay) // 2)
    return replay


def widget_text_overflows(scene) -> list[str]:
    """pygame_gui buttons and labels whose words are wider than the widget."""
    out = []
    for e in scene.ui.get_root_container().elements:
        if not e.visible or not isinstance(e, UIButton | UILabel) or not e.text:
            continue
        width = e.font.size(e.text)[0]
        if width > e.rect.w - 4:
            out.append(f"{type(e).__name__} {e.text!r}: {width} px in {e.rect.w}")
    return out


def render_at(app, size):
    """Lay the current scene out for `size` and draw it, recording every text."""
    app.resize(size)
    with th.recording() as records:
        app.scene.relayout()
        app.frame(0)
        app.scene.draw(app.screen)
    return records


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", list(SCENES))
def test_ui_every_scene_fits_every_window_size(name, lang):
    app = App(fast=True, size=SIZES[0], lang=lang)
    app.switch(SCENES[name](app))
    for size in SIZES:
        records = render_at(app, size)
        assert app.screen.get_size() == size and L.now().size == size
        window = pygame.Rect(0, 0, *size)
        boxes = app.scene.boxes()
        assert len(boxes) >= 5
        outside = [(what, tuple(r)) for what, r in boxes if r.w and r.h and not window.contains(r)]
        assert outside == [], (name, size, outside[:5])
        fitted = [r for r in records if r[0] == "fit"]
        assert fitted, "the scene drew no fitted text"
        too_wide = [(s, w, box) for _, s, _, w, box in fitted if w > box]
        assert too_wide == [], (name, size, too_wide[:5])
        clipped = [(s, need, room) for kind, s, _, need, room in records if kind == "cut" and s in page_words()]
        assert clipped == [], (name, size, clipped[:3])  # a menu page (rules, legend) shows every word
        assert widget_text_overflows(app.scene) == [], (name, size)


def page_words() -> set[str]:
    """The words of the menu's reading pages, in the language of the moment: the rules in
    short and the legend of the icons."""
    from adrenaline_team.i18n import _ as words
    from adrenaline_team.ui.table.icons import LEGEND
    from adrenaline_team.ui.table.rules_text import SUMMARY
    return {words(m) for _k, _n, m in LEGEND} | {words(w) for _h, w in SUMMARY}


def legend_pages(scene) -> list[tuple[list[str], list[tuple]]]:
    """Each part of the open legend page as drawn: the meanings drawn, and what was cut."""
    from adrenaline_team.i18n import _ as words
    from adrenaline_team.ui.table.icons import LEGEND
    meanings = {words(m) for _k, _n, m in LEGEND}
    out = []
    for _k in range(len(scene.menu.parts)):
        with th.recording() as records:
            scene.menu.draw(scene.app.screen)
        out.append(([s for kind, s, *_ in records if kind == "text" and s in meanings],
                    [r for r in records if r[0] == "cut"]))
        scene.menu_layer.open(scene.menu.turn(1))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_ui_the_icon_legend_reads_every_entry_whole_at_every_size(lang):
    """The legend of the icons (menu, Rules, Icons and tokens) shows every entry whole at every
    window size: in columns, and where the page is too small for them all, in parts the page's
    button (and the mouse wheel, Page Up and Down) goes through; never clipped at its foot."""
    from adrenaline_team.ui.table.icons import LEGEND
    app = App(fast=True, size=SIZES[0], lang=lang)
    scene = play_with(app, "legend")
    for size in SIZES:
        app.resize(size)
        scene.relayout()
        pages = legend_pages(scene)
        drawn = [m for meanings, _cuts in pages for m in meanings]
        assert len(drawn) == len(set(drawn)) == len(LEGEND), (size, len(pages))  # each entry once, on one part
        assert [cuts for _m, cuts in pages] == [[]] * len(pages), size
        assert ("part" in scene.menu.buttons) == (len(pages) > 1)
    # a page too small for the legend in one part (the words of a future language, a smaller window)
    area = scene.menu.page_area
    scene.menu.page_area = lambda: area().inflate(0, -area().h // 2)
    scene.menu_layer.open("legend")
    pages = legend_pages(scene)
    drawn = [m for meanings, _cuts in pages for m in meanings]
    assert len(pages) >= 2 and "part" in scene.menu.buttons
    assert len(drawn) == len(set(drawn)) == len(LEGEND) and all(not cuts for _m, cuts in pages)
    first = scene.menu.part
    app.frame(0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert scene.menu.page == "legend" and scene.menu.part == (first + 1) % len(pages)  # the wheel turns it
    app.frame(0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0)])
    assert scene.menu.part == first
    app.close()


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_ui_no_text_under_13_px_at_1366x768(lang):
    app = App(fast=True, size=(1366, 768), lang=lang)
    sizes = []
    for name, make in SCENES.items():
        app.switch(make(app))
        sizes += [(name, s, size) for kind, s, size, _, _ in render_at(app, (1366, 768)) if kind == "text"]
        for e in app.scene.ui.get_root_container().elements:
            if isinstance(e, UIButton | UILabel) and e.visible:
                sizes.append((name, e.text, e.font.get_point_size()))
    assert len(sizes) > 200
    small = [x for x in sizes if x[2] < 13]
    assert small == [], small[:10]


def test_ui_window_opens_at_the_largest_size_that_fits_the_desktop():
    assert window_size((1280, 720)) == (1280, 640)  # room for a taskbar
    assert window_size((1366, 768)) == (1366, 688)
    assert window_size((1024, 600)) == (1024, 600)  # no room to spare: the whole screen
    assert window_size((3440, 1440)) == (3440, 1360)


def test_ui_f11_goes_full_screen_and_back_to_the_window():
    app = App(fast=True, size=(1280, 640))
    app.toggle_fullscreen()
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.full and app.screen.get_size() == desktop == L.now().size
    app.toggle_fullscreen()
    assert not app.full and app.screen.get_size() == (1280, 640) == L.now().size
    assert app._window().minimum_size == L.MIN_SIZE  # the window made again keeps its smallest size


def play_geometry(size, arena="A"):
    """The arena as the play screen lays it out in a window of `size`."""
    from adrenaline_team.arena import load_arena
    from adrenaline_team.ui.kit.layout import ArenaGeometry, Layout
    lay = Layout(size)
    return ArenaGeometry(load_arena(arena), lay.arena, lay.rack_min, lay.rack_gap)


@pytest.mark.parametrize("size", SIZES)
def test_ui_six_figures_on_one_square_stay_inside_it_and_apart(size):
    geo = play_geometry(size)
    for n in range(1, 7):
        square = geo.square((1, 1))
        r = geo.figure_radius(n)
        spots = [geo.figure_spot((1, 1), i, n) for i in range(n)]
        for x, y in spots:
            assert square.contains(pygame.Rect(x - r, y - r, 2 * r, 2 * r)), (size, n)
        # up to four stand apart; five and six stand close, no figure over another's middle
        apart = 2 * r if n <= 4 else r + 1
        for i, (x1, y1) in enumerate(spots):
            for x2, y2 in spots[i + 1:]:
                assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= apart ** 2, (size, n)
        assert r >= 8  # big enough for its letter


@pytest.mark.parametrize("size", [(1280, 640), (1366, 688)])
def test_ui_up_to_four_figures_on_one_square_stand_2x2_with_room_for_their_letters(size):
    geo = play_geometry(size)
    assert [geo.figure_radius(n) >= 10 for n in range(1, 5)] == [True] * 4
    spots = [geo.figure_spot((1, 1), i, 3) for i in range(3)]
    assert spots[0][1] == spots[1][1] < spots[2][1]  # two above, one below


@pytest.mark.parametrize("size, long", [((1024, 600), False), ((1024, 600), True), ((1280, 720), False),
                                        ((1366, 768), False)])
def test_ui_a_long_question_is_drawn_whole_on_a_small_window(size, long):
    """A question too long for one line takes two (at 1024x600 too since issue 30 widened the
    arena and the prompt under it); where even two cannot hold it (twice as long, at 1024x600)
    the whole question is the prompt bar's tooltip."""
    from adrenaline_team.rules import Choice, Decision, Kind
    from adrenaline_team.ui.table.prompt import draw_prompt
    app = App(fast=True, size=size)
    words = "Echo was hit by Sprog, who is in sight: play a tagback grenade before the turn goes on?"
    words = f"{words} {words}" if long else words
    d = Decision("white", 1, Kind.OPTION, words, (Choice("no", "No tagback grenade"),))
    with th.recording() as records:
        cut = draw_prompt(app.screen, Game.new(CONFIG, 5), d, computer=False)
    app.close()
    drawn = [s for kind, s, *_ in records if kind == "text" and s in words]
    if long:
        assert cut == words and len(drawn) == 1 and drawn[0] != words
    else:
        assert cut == "" and len(drawn) == 2 and " ".join(drawn) == words, drawn


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_ui_a_turn_summary_reads_whole_on_a_laptop(size):
    """A flush line with its reward is wrapped, not cut, in the summary after the other team's turn."""
    from adrenaline_team.ui.table.turn_summary import draw
    app = App(fast=True, size=size)
    flush = "Flush: Black's buffer, 6 damage of 3 colours; reward: 2 points + 1 ammo + 1 powerup for the team"
    summary = Said("white", (), ("White team's turn 8", "Damage dealt: 1, into Black's buffer", flush))
    with th.recording() as records:
        draw(app.screen, summary, "white")
    app.close()
    drawn = [s for kind, s, *_ in records if kind == "text" and s in flush]
    drawn = drawn[next(i for i, s in enumerate(drawn) if s.startswith("Flush")):]  # a line above may end in "buffer"
    assert len(drawn) >= 2 and " ".join(drawn) == flush, drawn


def test_ui_the_input_hints_read_whole_at_1280x720():
    """The strip over the prompt (how to answer, what is ringed) is never cut on a laptop."""
    from adrenaline_team.ui.table import choices
    app = App(fast=True, size=(1280, 720))
    strip = L.now().notice.inflate(-8, 0)
    hints = [*choices.RINGED.values(), choices.RINGED_MIXED, choices.SQUARES, choices.SQUARES_AND_ANSWERS,
             choices.PLACES_AND_ANSWERS, choices.ANSWERS]
    app.close()
    for words in hints:
        assert th.fits(words, L.now().small, strip.w), words


def test_ui_small_text_keeps_its_letters_apart():
    """At the smallest size a player reads (13 px) DejaVu Sans's letters keep a clear column
    between them, in our text and in the widgets' (tooltips, buttons): an r never runs into the
    n after it, so "turn" never reads "tum" (FreeType's default hinting joined them; the window
    asks for the classic one, `adrenaline_team.ui`)."""
    app = App(fast=True, size=(1280, 640))
    widgets = app.scene.ui.get_theme()
    tooltip = widgets.get_font(["tool_tip"]).render_premul("rn", pygame.Color(*th.TEXT))
    choice = widgets.get_font(["#choice"]).render_premul("rn", pygame.Color(*th.TEXT))  # the condensed face
    assert widgets.get_font(["tool_tip"]).get_point_size() == th.MIN_TEXT  # the smallest text on show
    for bold in (False, True):
        for condensed in (False, True):
            for image in (th.text("rn", th.MIN_TEXT, th.TEXT, bold, condensed), tooltip, choice):
                ink = [max(image.get_at((x, y))[3] for y in range(image.get_height())) for x in range(image.get_width())]
                inked = [x for x, alpha in enumerate(ink) if alpha > 64]
                assert min(ink[inked[0]:inked[-1]]) <= 8, (bold, condensed, ink)  # a gap between the letters
    app.close()


# The Japanese player's report (issue 24): words cut on the table at 1280x640 (the window on a
# 1280x720 desktop). Each place below reads whole in both languages: a "cut" record fails it.
LONG_NAME = "Maximiliana"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 640), (1920, 1080)])
def test_ui_the_hand_off_screen_reads_a_long_question_whole(lang, size):
    """The hand-off screen wraps the question onto more lines rather than cut it."""
    from adrenaline_team.rules import Choice, Decision, Kind
    from adrenaline_team.ui.table.handoff import HandOff
    app = App(fast=True, size=size, lang=lang)
    game = Game.new(CONFIG, 5)
    question = ("Which player controls the shared character D-struct-0R this turn (until the reload)? " * 2 if lang == "en"
                else "このターン（リロードまで）共用キャラクターのディーストラクターを操作するのは誰ですか？" * 2).strip()
    hand = HandOff(["black", "white"], True)
    hand.team = "black"
    for summary in (None, Said("white", (), ("White team's turn 8", "Damage dealt: 1", "Kills: none"))):
        with th.recording() as records:
            hand.draw(app.screen, game, Decision("black", 0, Kind.OPTION, question, (Choice("a", "A"),)), summary)
        assert [r for r in records if r[0] == "cut"] == [], (summary, records)
        drawn = "".join(s for kind, s, *_ in records if kind == "text")  # each line as drawn, in order
        assert question.replace(" ", "") in drawn.replace(" ", ""), drawn
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ui_the_prompt_chip_keeps_the_players_name(lang):
    """The chip names who decides: the team in one word (ブラック) where the whole does not fit,
    the player alone where even that does not; never the team with the name cut off."""
    from adrenaline_team.ui.table.prompt import chip_rect, chip_words
    from adrenaline_team.ui.words import team_short, team_word
    app = App(fast=True, size=(1280, 640), lang=lang)
    width = chip_rect().w - 12
    for name in ("アオイ", "アレクサンドラ", "Ash", LONG_NAME):
        said = chip_words("black", name, width)
        assert name in said and th.fits(said, th.MIN_TEXT, width, bold=True), said
    if lang == "ja":  # the chip at its narrowest (130 px; wider where the arena is, as at 1280x640 since issue 30)
        assert chip_words("black", "アオイ", 130 - 12) == f"{team_short('black')} · アオイ" != team_word("black")
    assert chip_words("black", LONG_NAME, 40) == LONG_NAME  # no room for the team's word at all
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ui_the_adrenaline_rush_buttons_read_whole_at_1280x640(lang):
    """The actions bought with the Adrenaline Rush fit two answers a row at 1280x640."""
    from adrenaline_team.rules.turn import ACTION_WORDS
    from adrenaline_team.ui.table.choices import PAD
    app = App(fast=True, size=(1280, 640), lang=lang)
    lay = L.now()
    width = (lay.choices.w - 8) // 2 - PAD
    rush = [ACTION_WORDS[k].text for k in ("action:rush-grab", "action:rush-shoot")]
    app.close()
    assert [w for w in rush if th.font(lay.body, False, True).size(th.widget_text(w))[0] > width] == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 640), (1280, 720), (1920, 1080)])
def test_ui_the_hint_button_keeps_its_keys(lang, size):
    """Issue 31: the Hint button read ヒント alone where English showed "Hint (H · Y)": Japanese
    writes the keys in its own narrower brackets, ヒント（H·Y）, which fit."""
    from adrenaline_team.ui.kit.scene import make_ui
    from adrenaline_team.ui.table.topbar import tool_button
    app = App(fast=True, size=size, lang=lang)
    button = tool_button(1, make_ui(), "")
    assert button.text == {"en": "Hint (H · Y)", "ja": "ヒント（H·Y）"}[lang]
    button.kill()
    app.close()


# Mind Control's words grew with its damage (issue 42, round 2): Banshee's are cut too at 1280x720
@pytest.mark.parametrize(("lang", "size", "cut"), [("ja", (1280, 720), {"dstruct", "violet", "banshee"}),
                                                 ("en", (1280, 720), {"dstruct", "violet", "banshee"}),
                                                 ("ja", (1920, 1080), set())])
def test_ui_a_draft_cards_ability_reads_whole_or_says_where_the_rest_is(lang, size, cut):
    """Issue 31: the ability's words go on under the portrait at the card's whole width; where
    they are still longer, the last line says that Z (the magnifier) shows the card whole."""
    from adrenaline_team.i18n import _
    from adrenaline_team.ui.table.draft_view import draw_draft
    from adrenaline_team.ui.table.hotspots import Regions
    from adrenaline_team.ui.words import ability_text
    app = App(fast=True, size=size, lang=lang)
    game = Game.new(CONFIG, 5)
    with th.recording() as records:
        draw_draft(app.screen, game.table, Regions())
    more = _("… (hold Z)")
    texts = {c: ability_text(c) for c in game.table.dealt}
    cuts = {c for kind, s, *_rest in records if kind == "cut" for c, words in texts.items() if s in words}
    assert cuts == cut
    ends = [s for kind, s, *_rest in records if kind == "fit" and s.endswith(more)]
    assert len(ends) == len(cut)
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 640), (1366, 688), (1920, 1080)])
def test_ui_every_reward_tile_reads_whole_in_the_top_bar(lang, size):
    """Each of the three reward tiles (Focus, Spread, Supply) shows its three rows whole in the
    top bar: one row a line where the tile's name and rows together would be cut."""
    from adrenaline_team.rules.cards import catalog
    from adrenaline_team.ui.table.hotspots import Regions
    from adrenaline_team.ui.table.topbar import _reward_tile
    app = App(fast=True, size=size, lang=lang)
    game = Game.new(CONFIG, 5)
    for tile in catalog().reward_tiles:
        game.table.reward_tile = tile
        with th.recording() as records:
            _reward_tile(app.screen, game.table, Regions())
        assert [r for r in records if r[0] == "cut"] == [], (tile, records)
        assert [(s, w, box) for kind, s, _, w, box in records if kind == "fit" and w > box] == []
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 640), (1280, 720)])
def test_ui_a_crowded_side_keeps_every_weapon_name_whole(lang, size):
    """Three players' hands and long names on the team's table: where two or three columns are
    forced on the chips, a chip too narrow for its name spans the columns it needs, as many as
    the side has room for (the Japanese player saw ヴォルテックスキャノン cut at 1280x640, and
    every name cut in three columns with room to spare below)."""
    from adrenaline_team.ui.table.hotspots import Regions
    from adrenaline_team.ui.table.side import _hands
    from adrenaline_team.ui.words import weapon_name
    app = App(fast=True, size=size, lang=lang)
    game = Game.new(CONFIG, 5)
    ts = game.table.teams["black"]
    hands = (["rocket_launcher", "tracer_drone"], ["heatseeker", "cyberblade"], ["shotgun", "zx2"])
    powerups = [c for p in game.table.teams["white"].players for c in p.powerups] + game.table.powerup_deck[:9]
    for k, (p, weapons) in enumerate(zip(ts.players, hands)):
        p.weapons, p.powerups = list(weapons), powerups[k:k + 1]
    ts.table = ["vortex_cannon", "arc_welder"]
    names = {weapon_name(w) for w in [*ts.table, *(w for ws in hands for w in ws)]}
    with th.recording() as records:
        _hands(app.screen, game.table, "black", True, Regions())
    drawn = {s for kind, s, *_ in records if kind == "fit"}
    assert names <= drawn and [r for r in records if r[0] == "cut" and r[1] in names] == []
    app.close()
