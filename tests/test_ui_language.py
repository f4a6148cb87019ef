"""Issue 24 on the tabletop: every word under ui/ is in the Japanese catalog, the language is
chosen on the new-game screen and in the menu and takes effect at once (no restart), it is
kept in settings.json, the first start follows the system, `--lang` wins for one window;
Japanese names are typed through an IME; Japanese text breaks between phrases and falls back
to other faces for the characters the main face lacks."""

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team import i18n  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.ui.kit.tooltip import broken  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.session.settings import Settings  # noqa: E402
from test_ui_play import key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

PO = Path(__file__).resolve().parent.parent / "adrenaline_team" / "locale" / "ja" / "LC_MESSAGES" / \
    "adrenaline_team.po"
HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ash"), PlayerConfig(name="Bo")],
                      white=[PlayerConfig(name="Dee"), PlayerConfig(name="Eli")])


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_TEAM_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def test_the_language_picked_on_the_new_game_screen_takes_effect_at_once_and_is_kept(data_dir):
    app = App(fast=True, autosave=True, size=(1280, 720))
    scene = app.scene
    assert isinstance(scene, NewGameScene) and i18n.language() == "en"
    names = [e.value for e in scene.teams["black"]["names"]]
    assert names == ["Ash", "Bo", "Cy"]
    scene.teams["black"]["names"][1].box.set_text("Zed")  # typed by the player: it stays
    scene.language.set("ja")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="日本語",
                                         selected_option_id="ja", ui_element=scene.language.menu))
    app.frame(0)
    assert i18n.language() == "ja" and app.scene is scene
    assert scene.start.button.text == "スタート"  # the widgets were made again, in Japanese
    assert [e.value for e in scene.teams["black"]["names"]] == ["アオイ", "Zed", "ソラ"]
    assert scene.config()[0].black[0].name == "アオイ"
    assert Settings.load()[0].language == "ja"
    app.close()
    again = App(fast=True, autosave=True, size=(1280, 720))  # the next start: in Japanese
    assert i18n.language() == "ja" and again.scene.start.button.text == "スタート"
    again.close()
    third = App(fast=True, autosave=True, size=(1280, 720), lang="en")  # --lang, for this window only
    assert i18n.language() == "en" and third.settings.language == "ja"
    third.close()


@pytest.mark.parametrize("env, code", [({"LANG": "ja_JP.UTF-8"}, "ja"), ({"LANG": "C.UTF-8"}, "en")])
def test_the_first_start_follows_the_system(data_dir, monkeypatch, env, code):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    app = App(fast=True, autosave=True, size=(1280, 720))
    assert i18n.language() == code and app.settings.language is None  # no choice made yet: none kept
    app.close()


def test_the_menu_changes_the_language_mid_game_and_the_log_is_worded_again():
    app = App(fast=True, size=(1280, 720))
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 4)))
    app.switch(scene)
    for _i in range(30):
        d = scene.decision
        scene.choose(d.choices[0])
    scene.drawer.open = True
    app.frame(0)
    english, old_log = scene.drawer.panel.texts[-1], scene.drawer.panel
    key(app, pygame.K_m)
    picker = scene.menu.language
    assert picker is not None and picker.value == "en"
    scene.menu.form.focus(picker)
    key(app, pygame.K_RIGHT)  # English -> 日本語, at once
    assert i18n.language() == "ja" and scene.menu.open and scene.menu.page == "menu"
    assert scene.menu.form.focused is scene.menu.language  # the focus stays on the language's row
    assert scene.menu.buttons["resume"].button.text == "再開"
    # no sign the face lacks
    assert scene.drawer.button.text.startswith("ログ") and scene.question.undo.text == "← 元に戻す"
    # laid out anew, from its events
    assert scene.drawer.panel is not old_log and scene.drawer.panel.events == old_log.events
    assert scene.drawer.panel.texts[-1] == scene.game.log[-1].text  # worded now, in the language of the moment
    key(app, pygame.K_m)
    assert not scene.menu.open and english  # the game goes on where it was
    app.close()


def test_a_japanese_name_is_typed_through_the_ime_and_shown_whole(monkeypatch):
    app = App(fast=True, size=(1280, 720), lang="ja")
    scene = app.scene
    entry = scene.teams["white"]["names"][0]
    placed = []
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda rect: placed.append(pygame.Rect(rect)))
    scene.form.focus(entry)
    assert placed[-1] == entry.rect  # the IME's window opens at the name box
    for _i in range(8):
        key(app, pygame.K_BACKSPACE)
    assert entry.value == ""
    app.frame(0, [pygame.event.Event(pygame.TEXTEDITING, text="さいとう", start=4, length=0)])
    assert entry.composing == "さいとう" and entry.value == ""  # being composed, not yet typed
    app.scene.draw(app.screen)  # drawn where it goes, underlined
    # Enter while composing commits the IME's words: it neither moves the focus nor starts the game
    app.frame(0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])
    assert scene.form.focused is entry and app.scene is scene
    app.frame(0, [pygame.event.Event(pygame.TEXTINPUT, text="齋藤")])
    assert entry.value == "齋藤" and entry.composing == ""
    config, _seed = scene.config()
    assert config.white[0].name == "齋藤"  # the save gate takes it
    assert entry.box.font.get_metrics("齋")[0] is not None  # the name box's face draws it
    app.close()


def test_a_character_the_main_face_lacks_is_drawn_by_the_next_face_on_one_baseline():
    pygame.font.init()
    i18n.set_language("ja")
    th.language_changed()
    runs = th.runs("⚡ラッシュ齋", "ja")
    faces = th.faces("ja")
    assert [faces[k].name for k, _run in runs][0].startswith("DejaVu")  # BIZ UDPGothic has no ⚡
    assert runs[1] == (0, "ラッシュ")
    assert th.measure("⚡ラッシュ", 16) == th.text("⚡ラッシュ", 16).get_width()
    assert th.runs("Ash", "ja") == ((0, "Ash"),)
    assert runs[2][1] == "齋" and runs[2][0] > 0  # past the cut (JIS level 2): the full BIZ UDPGothic or Noto
    assert th.wrap("ダメージ・バッファをフラッシュする。", 16, 170) == ("ダメージ・バッファを", "フラッシュする。")


def test_a_japanese_tooltip_breaks_between_phrases_not_with_dashes():
    pygame.font.init()
    i18n.set_language("ja")
    th.language_changed()
    words = ("<b>ダメージ・バッファ</b>：このチームに与えられたダメージとマークは、ボードではなくここに置かれる。"
             "外側の6スペース、その次に中央。")
    lines = broken(words, 200).split("<br>")
    assert len(lines) > 2 and "".join(lines) == words
    assert not any(line.startswith(("、", "。", "：")) for line in lines[1:])  # kinsoku
    assert broken("Two teams, six characters", 50) == "Two teams, six characters"  # pygame_gui breaks at spaces


@pytest.mark.parametrize("width", [170, 240, 266, 320])
def test_a_japanese_tooltip_has_no_blank_line_where_a_line_fills_its_row(width):
    """A line we break to the full width left pygame_gui no room for the line break after it,
    which it then put on a row of its own: a blank line mid-sentence (Violet's tooltip)."""
    from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect
    from pygame_gui.elements import UITooltip

    from adrenaline_team.ui.kit.tooltip import INSIDE
    app = App(fast=True, size=(1280, 720), lang="ja")
    words = ("<b>ダメージ・トラック</b>：ダメージ4個。トークンはすべてこのキャラクターの色：チームプレイでは、"
             "ダメージ・トークンはそれを「受ける」キャラクターの色で、基本ゲームとは逆。キルショットのスペースは8番目、"
             "オーバーキルのスペースは9番目（+1）：どちらも〈アドレナリン・ラッシュ〉タイルの上にある。<br>"
             "<b>ナノボット</b>（自作カード）：自作のアビリティ。ヴァイオレットと同じ部屋にいる自分のチームのキャラクター"
             "（ヴァイオレットを含む）1体のボードからダメージ・トークンを1個取り除く。")
    tip = UITooltip(broken(words, width - INSIDE), (0, 18), app.scene.ui, wrap_width=width)
    rows = tip.text_block.text_box_layout.layout_rows
    assert len(rows) > 6
    assert not [row for row in rows if all(isinstance(item, LineBreakLayoutRect) for item in row.items)]
    app.close()


def test_the_table_s_japanese_tooltips_punctuate_in_japanese(data_dir):
    """A tooltip made of parts (a board's: the character, who plays it, its weapon) is worded
    as one sentence per language: no English ". " or ": " joins Japanese parts."""
    import random
    import re
    latin_after_japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff）」][.:,;!?]")
    app = App(fast=True, size=(1280, 720), lang="ja")
    scene = PlayScene(app, LocalSession(Game.new(GameConfig(
        black=[PlayerConfig(name="アオイ"), PlayerConfig(name="ハル")],
        white=[PlayerConfig(name="リン"), PlayerConfig(name="カイ")]), 1)))
    app.switch(scene)
    rnd, seen, found = random.Random(1), 0, set()
    for _i in range(300):
        if scene.decision is None:
            break
        if scene.handoff.team:
            scene.reveal()
        app.frame(0)
        for _r, _p, tip in scene.picture.regions.items:
            seen += bool(tip)
            found |= {tip[max(m.start() - 12, 0):m.end() + 12] for m in latin_after_japanese.finditer(tip)}
        scene.choose(rnd.choice(scene.decision.choices))
        scene.anims.skip()
    assert seen > 1000 and found == set()
    app.close()


def test_the_focus_ring_goes_round_an_open_picker_and_its_list(data_dir):
    """The ring was drawn round the closed box only, across the open list's first option."""
    app = App(fast=True, size=(1280, 720), lang="ja")
    picker = app.scene.language
    assert picker.outline() == picker.rect
    menu = picker.menu
    menu.current_state.finish()
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()
    listed = menu.current_state.options_selection_list.rect
    assert listed.bottom > picker.rect.bottom + 30 and picker.outline() == picker.rect.union(listed)
    app.close()


def test_a_japanese_word_too_wide_at_the_smallest_size_is_squeezed_before_it_is_cut():
    """長体: drawn at 90 %, then 80 % of its width, whole; narrower than that, cut. English has
    its condensed face and is cut as before."""
    pygame.font.init()
    i18n.set_language("ja")
    th.language_changed()
    word = "ヴォルテックスキャノン"
    natural = th.measure(word, th.MIN_TEXT, False, True)
    for width, whole in ((int(natural * 0.95), True), (int(natural * 0.85), True), (int(natural * 0.75), False)):
        with th.recording() as records:
            image = th.fit(word, th.MIN_TEXT, width, bold=True)
        drawn = [r[1] for r in records if r[0] == "text"]
        assert image.get_width() <= width and (drawn == [word]) == whole, (width, drawn)
        assert [r[1] for r in records if r[0] == "cut"] == ([] if whole else [word])
    i18n.set_language("en")
    th.language_changed()
    natural = th.measure("Vortex Cannon", th.MIN_TEXT, False, True)
    with th.recording() as records:
        th.fit("Vortex Cannon", th.MIN_TEXT, int(natural * 0.9))
    assert [r[1] for r in records if r[0] == "cut"] == ["Vortex Cannon"]


def test_the_name_boxes_and_the_language_picker_draw_japanese_in_english_too():
    """pygame_gui draws a widget in one face: those that show a name or 日本語 have a face with
    kanji whatever the language (the open picker's options are themed through its id)."""
    import pygame.freetype
    pygame.freetype.init()
    i18n.set_language("en")
    theme = th.gui_theme(16, 24, 44, 8)
    for element in ("#names", "#names.#drop_down_options_list.button", "#names.ja", "#names.en"):
        face = pygame.freetype.Font(theme[element]["font"]["regular_path"], 16)
        assert all(face.get_metrics(ch)[0] is not None for ch in "日本語齋藤アオイ"), element
    main = pygame.freetype.Font(theme["button"]["font"]["regular_path"], 16)
    assert main.get_metrics("本")[0] is None  # the English widgets' DejaVu: why the names need their own


@pytest.mark.parametrize("size", [13, 14, 16])
def test_a_japanese_dash_is_drawn_at_every_size(size):
    """BIZ UDPGothic's ―― vanishes at 13 and 16 px (its hinting): our text draws dashes in
    DejaVu Sans, a widget (one face) as box drawing's line."""
    pygame.font.init()
    i18n.set_language("ja")
    th.language_changed()
    dash = th.text("——", size, (255, 255, 255))
    assert max(dash.get_at((x, y)).a for x in range(dash.get_width()) for y in range(dash.get_height())) > 200
    assert th.widget_text("A——B") == "A──B" and broken("<b>X</b>——Y", 200) == "<b>X</b>──Y"
    i18n.set_language("en")
    assert th.widget_text("A——B") == "A——B"
