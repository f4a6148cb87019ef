"""Line breaking for text with and without spaces (issue 24): English at spaces as the
tabletop always broke it, Japanese between BudouX's phrases under the kinsoku rules."""

import socket
import unicodedata

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from adrenaline_team import textbreak
from adrenaline_team.textbreak import NO_END, NO_START, break_lines


def cells(s: str) -> int:
    """A monospaced stand-in for a font: a wide (full-width) character is 2 cells, others 1."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


@pytest.mark.parametrize("text, width, lines", [
    ("The quick brown fox jumps over the lazy dog", 10, ["The quick", "brown fox", "jumps over", "the lazy", "dog"]),
    ("Supercalifragilistic is long", 10, ["Supercalifragilistic", "is long"]),  # a word wider than the line
    ("  spaces   collapse \n and  newlines too ", 40, ["spaces collapse and newlines too"]),
    ("", 10, []),
    (" \n ", 10, []),
])
def test_english_breaks_at_spaces_only(text, width, lines):
    assert break_lines(text, cells, width) == lines


@pytest.mark.parametrize("text, width, lines", [
    # phrases (BudouX): each line ends at a phrase's end when the next phrase does not fit
    ("チーム・ホワイトのダメージ・バッファには9ダメージが置かれている。", 24,
     ["チーム・ホワイトの", "ダメージ・バッファには", "9ダメージが", "置かれている。"]),
    ("フラッシュされ、チーム・ブラックは2ポイントと回復1回を獲得した。", 20,
     ["フラッシュされ、", "チーム・ブラックは", "2ポイントと回復1回を", "獲得した。"]),
    ("キルショット——スブログが死亡した（チーム・ブラック）。", 24,
     ["キルショット——スブログが", "死亡した", "（チーム・ブラック）。"]),
    # a phrase wider than a line fills the line, then breaks between characters: after a
    # middle dot or where the script changes, not inside a katakana word
    ("チーム・ホワイトのダメージ・バッファには9ダメージが置かれている。", 16,
     ["チーム・ホワイト", "のダメージ・", "バッファには", "9ダメージが", "置かれている。"]),
    ("「ダメージ・バッファをフラッシュする」だって。", 12,
     ["「ダメージ・", "バッファを", "フラッシュす", "る」だって。"]),
])
def test_japanese_breaks_between_phrases(text, width, lines):
    assert break_lines(text, cells, width) == lines


@pytest.mark.parametrize("text, width, lines", [
    # an English name in a Japanese sentence: a phrase of its own, never cut
    ("Ash（チーム・ブラック）がパワーアップを1枚引く。", 24, ["Ash", "（チーム・ブラック）が", "パワーアップを1枚引く。"]),
    ("スブログがLockRifleで撃った。", 10, ["スブログが", "LockRifle", "で撃った。"]),
    # a name with a space breaks at the space like English, and fills the line before a long phrase
    ("Mary Ann（チーム・ホワイト）の手番です。", 20, ["Mary Ann（チーム・", "ホワイト）の", "手番です。"]),
    # where only a cut inside a word fits, it is made
    ("Mary Ann（チーム・ホワイト）の手番です。", 8, ["Mary Ann", "（チー", "ム・", "ホワイ", "ト）の手", "番です。"]),
])
def test_mixed_text_breaks_sensibly(text, width, lines):
    assert break_lines(text, cells, width) == lines


def test_kinsoku_no_line_starts_with_a_stop_small_kana_or_long_vowel_mark():
    # 2 wide characters a line: a plain cut would start lines with "ー", "ッ" and "。"
    assert break_lines("ヒートシーカー", cells, 4) == ["ヒー", "ト", "シー", "カー"]
    assert break_lines("ショットガン。", cells, 4) == ["ショッ", "トガ", "ン。"]  # "ショッ" is the least unit


@pytest.mark.parametrize("text, width, lines", [
    # the player's report (issue 24): a card's text, the racks' names, the results' header
    ("基本効果の目標のスペースにオーバーロード・トークンを置く。", 18,
     ["基本効果の目標の", "スペースに", "オーバーロード・", "トークンを置く。"]),  # not オーバーロード・トー／クン
    ("グレネードランチャー", 12, ["グレネード", "ランチャー"]),  # not グレネードラン／チャー
    ("ヴォルテックスキャノン", 16, ["ヴォルテックス", "キャノン"]),  # not ヴォルテック／スキャノン
    ("マインドコントロール", 16, ["マインド", "コントロール"]),  # not マインドコントロー／ル
    ("キルショット", 10, ["キル", "ショット"]),  # not キルショッ／ト
])
def test_a_long_katakana_name_breaks_at_its_dot_or_between_its_words(text, width, lines):
    assert break_lines(text, cells, width) == lines
    assert not textbreak.cuts_a_word(lines)


def test_a_katakana_word_is_cut_only_where_nothing_else_fits():
    assert break_lines("ヴァイオレット", cells, 8) == ["ヴァイオ", "レット"]  # one word, wider than the line
    assert textbreak.cuts_a_word(["ヴァイオ", "レット"]) and textbreak.cuts_a_word(["キルショッ", "ト"])
    assert not textbreak.cuts_a_word(["マインドコントロール・", "トークン"])


def test_the_catalogs_katakana_names_are_made_of_known_words():
    """Every katakana run of seven letters or more in the Japanese catalog is one of
    `KATAKANA_WORDS` or made of them: a new card's name lists its words there, so a line
    never cuts it inside one."""
    import re
    from pathlib import Path
    import adrenaline_team
    po = Path(adrenaline_team.__file__).parent / "locale" / "ja" / "LC_MESSAGES" / "adrenaline_team.po"
    runs = {run for msg in re.findall(r'^msgstr "(.*)"', po.read_text(encoding="utf-8"), re.M)
            for run in re.findall("[\u30a1-\u30fa\u30fc]{7,}", msg)}
    assert len(runs) > 50
    unknown = sorted(r for r in runs if r not in textbreak.KATAKANA_WORDS and not textbreak._word_joins(r))
    assert unknown == []


def test_kinsoku_no_line_starts_with_a_middle_dot():
    """The screens part their words with " · " (U+00B7) and names with ・: neither starts a line."""
    line = "バッファ報酬・スプレッド（自作） · 1色：1ポイント＋回復1回 · 2色：2ポイント"
    for width in range(10, 60):
        lines = break_lines(line, cells, width)
        assert not any(row[0] in "·・" for row in lines), (width, lines)
    assert break_lines("1色：1ポイント＋回復1回 · 2色：2ポイント", cells, 26) == ["1色：1ポイント＋回復1回 ·", "2色：2ポイント"]
    assert break_lines("Ash · Bo · Cy", cells, 5) == ["Ash ·", "Bo ·", "Cy"]


def test_kinsoku_no_line_ends_with_an_opening_bracket_and_dashes_stay_together():
    assert break_lines("あいう「えお」", cells, 8) == ["あいう", "「えお」"]
    assert break_lines("あいうえ——お", cells, 9) == ["あいうえ", "——お"]
    assert break_lines("あいうえお……", cells, 11) == ["あいうえ", "お……"]
    assert break_lines("ハル 、ソラ", cells, 8) == ["ハル 、", "ソラ"]  # a space before "、" is no break either


def test_a_unit_that_cannot_be_cut_small_enough_stays_whole():
    assert break_lines("あ。", cells, 2) == ["あ。"]  # "。" may not start a line
    assert break_lines("ABCDEFあ", cells, 4) == ["ABCDEF", "あ"]  # a Latin word is never cut


japanese = st.text(st.sampled_from(list("あいうえおかきくけこっゃーアイウエオッャー漢字日本語、。「」（）！？・——…… AbcXyz12")),
                   max_size=60)


@given(japanese, st.integers(min_value=2, max_value=30))
def test_any_text_keeps_its_characters_and_the_kinsoku_rules(text, width):
    lines = break_lines(text, cells, width)
    assert "".join(lines).replace(" ", "") == "".join(text.split())
    for before, after in zip(lines, lines[1:]):
        assert after[0] not in NO_START and before[-1] not in NO_END
    for line in lines:
        assert line == line.strip() and line
        # only something no rule lets be cut small enough; text without Japanese is cut at
        # spaces alone (a Latin word or a number is never split), so its cuts do not count
        if cells(line) > width and any(map(textbreak.is_japanese, line)):
            assert all(cells(line[:j]) > width for j in textbreak._cuts(line))


def test_budoux_reads_its_model_from_its_own_wheel(monkeypatch):
    """Nothing is fetched at run time: with every socket refused, a fresh parser still loads
    its model and cuts phrases."""
    def refused(*args, **kwargs):
        raise OSError("no network in this test")
    monkeypatch.setattr(socket, "socket", refused)
    monkeypatch.setattr(socket, "create_connection", refused)
    textbreak._parser.cache_clear()
    textbreak._phrases.cache_clear()
    assert textbreak._phrases("ダメージ・バッファをフラッシュする。") == ("ダメージ・バッファを", "フラッシュする。")


# --- English: the same lines as the tabletop's wrap, on the words the game shows ------------

def _game_strings() -> list[str]:
    from adrenaline_team.ai import make_bot
    from adrenaline_team.ai.match import play_out
    from adrenaline_team.positions import tour
    from adrenaline_team.rules import Game
    from adrenaline_team.rules.cards import catalog
    from adrenaline_team.session.moments import WORDS
    from adrenaline_team.ui.table.rules_text import SUMMARY

    cat = catalog()
    texts = [body for _, body in SUMMARY] + list(WORDS.values())
    texts += [p.text for p in tour()] + [p.title for p in tour()]
    for w in cat.weapons.values():
        texts += [w.name, w.text] + [e.text for e in w.effects]
    texts += [p.text for p in cat.powerups] + [a.text for a in cat.abilities.values()]
    texts += [c.bio for c in cat.characters.values()]
    game = Game.new(seed=3)
    play_out(game, make_bot("random", 3), limit=400)
    texts += [e.text for e in game.log]
    return texts


@pytest.mark.slow
def test_english_lines_are_the_tabletops_lines():
    from adrenaline_team.ui.kit import theme

    pygame.font.init()
    texts = _game_strings()
    assert len(texts) > 300
    for size in (13, 16, 22):
        f = theme.font(size)
        measure = lambda s: f.size(s)[0]  # noqa: E731 - the font's width, as theme.wrap measures
        for width in (90, 160, 260, 420):
            for s in texts:
                assert break_lines(s, measure, width) == list(theme.wrap(s, size, width)), (s, size, width)
