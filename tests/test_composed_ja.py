"""Issue 45: the Japanese sentences the game composes from parts read as Japanese, not as English
with the words swapped — checked on the composed sentences themselves, not on the catalog's
entries one by one (docs/glossary-ja.md, §7)."""

from __future__ import annotations

import re

import pytest

from adrenaline_team import i18n
from adrenaline_team.cli import main
from adrenaline_team.message import Msg, text
from adrenaline_team.rules import events as ev
from adrenaline_team.rules.cards import effect_msg, weapon
from adrenaline_team.rules.turn import ACTION_WORDS, RUSH_WORDS, _answers
from adrenaline_team.rules.weapons.common import asked
from adrenaline_team.session.moments import Moments


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def _question(where: str, weapon_id: str, effect_id: str) -> str:
    effect = next(e for e in weapon(weapon_id).effects if e.id == effect_id)
    return asked(where, effect_msg(weapon_id, effect_id), effect).text


def test_TP_END_1_a_refill_names_only_what_it_placed(japanese):
    assert ev.Refilled(0, 3).text == "武器3枚が補充された。"
    assert ev.Refilled(2, 0).text == "弾薬タイル2枚が補充された。"
    assert ev.Refilled(1, 2).text == "弾薬タイル1枚と武器2枚が補充された。"
    i18n.set_language("en")
    assert ev.Refilled(0, 3).text == "Refill: 3 weapons placed"
    assert ev.Refilled(1, 2).text == "Refill: 1 ammo tile and 2 weapons placed"


def test_BASE_GRAB_1_an_ammo_tile_s_powerup_is_told_once_by_its_draw(japanese):
    """The grab's line said it drew a powerup, and the draw's line said it again."""
    grab = ev.AmmoGrabbed("echo", "ハル", "ybp", ("blue", "yellow"), (), True)
    assert grab.text == "エコが弾薬タイルを拾い、ハルが青1個と黄1個を得た。"
    assert ev.PowerupDrawn("black", "ハル", "newton-red-1").text == "ハル（チーム・ブラック）がパワーアップを1枚引いた。"


def test_TP_END_3_an_empty_buffer_is_not_said_to_wait(japanese):
    assert ev.NotFlushed("black", 0).text == "チーム・ブラックのバッファは空で、フラッシュはなかった。"
    assert ev.NotFlushed("white", 4).text == "チーム・ホワイトのバッファは4ダメージで6個未満なので、そのまま残った。"


def test_TP_END_3_the_no_flush_caption_gives_its_reason_once(japanese):
    """Its title said 6個未満 before a narration and a rule that both say it again."""
    caption, = Moments().of([ev.NotFlushed("white", 4)])
    assert caption.title == "フラッシュなし"
    assert caption.text.count("6個未満") == 2  # the narration's, then the rule's


def test_BASE_AMMO_3_a_powerup_paid_as_ammo_is_named_with_the_colour_it_pays(japanese):
    grabbing = Msg("grabbing {weapon}", weapon=Msg.term("weapon", "Railgun"))
    paid = ev.Paid("アオイ", ("blue",), ("tagback_grenade-yellow-1",), grabbing)
    assert paid.text == "アオイが青1個と応酬追尾グレネード（黄の弾薬として）を支払った（レールガンを拾うコスト）。"
    alone = ev.Paid("カイ", (), ("targeting_scope-red-1",), Msg("reloading {weapon}", weapon=Msg.term("weapon", "Railgun")))
    assert alone.text == "カイが照準スコープ（赤の弾薬として）を支払った（レールガンのリロード）。"
    i18n.set_language("en")
    assert paid.text == "アオイ pays 1 blue cube and Tagback Grenade (yellow) as ammo for grabbing Railgun"


def test_BASE_WG_a_shot_gives_damage_and_places_tokens_each_with_its_verb(japanese):
    assert _question("who", "bile_spitter", "basic") == "基本効果：誰に2ダメージを与え、毒トークンを置きますか？"
    assert _question("who", "siren_call", "basic") == "基本効果：誰に1ダメージとマーク1個を与え、マインドコントロール・トークンを置きますか？"
    assert _question("who", "lock_rifle", "basic") == "基本効果：誰に2ダメージとマーク1個を与えますか？"
    assert _question("another", "machine_gun", "basic") == "基本効果：ほかのどの目標に1ダメージを与えますか？"
    i18n.set_language("en")
    assert _question("who", "bile_spitter", "basic") == "basic effect: who takes 2 damage + poison?"


def test_BASE_WG_a_square_or_a_room_takes_nothing_the_enemies_on_it_do(japanese):
    assert _question("square", "spore_mine", "basic") == "基本効果：どのスペースの相手全員に1ダメージを与え、毒トークンを置きますか？"
    assert _question("square", "scrap_cannon", "basic") == "基本効果：どのスペースにオーバーロード・トークンを置きますか？"
    assert _question("square", "furnace", "cozy_fire") == "コージーファイアモード：どのスペースの相手全員に1ダメージとマーク1個を与えますか？"
    assert _question("room", "furnace", "basic") == "基本モード：どの部屋の相手全員に1ダメージを与えますか？"


def test_TP_TURN_3_an_adrenaline_action_is_named_as_the_rulebook_names_it(japanese):
    grab, shoot, rush_grab, rush_shoot, _pass = (text(c.label) for c in _answers("sprog", 2, 1))
    assert grab == "〈アドレナリン・アクション〉2スペースまで移動して拾う"
    assert shoot == "〈アドレナリン・アクション〉1スペースまで移動して撃つ"
    # a bought one keeps its own fill and border, and its words say what it costs (glossary §10)
    assert rush_grab == "2スペースまで移動して拾う · アドレナリン・ラッシュ"
    assert [w.text for w in RUSH_WORDS.values()] == [grab, shoot]  # the log names the action the same way
    assert ACTION_WORDS["action:shoot"].text == "撃つ"


def test_TP_GAME_1_the_8th_skull_meets_the_game_end_condition(japanese):
    assert ev.EndTriggered("black", "white").text == (
        "8個目のスカルがスカルボードを離れ、ゲーム終了の条件が達成された——チーム・ホワイトが最終ターンをプレイすることになった。")


@pytest.mark.slow
def test_the_japanese_demonstration_says_no_nothing_and_no_english_order(capsys):
    """The demonstration issue 45 read: 弾薬タイル0枚と武器3枚が補充された 24 times, a buffer of 0
    damage that waited, 弾薬として before a card in a list, （アドレナリン） on an action, a powerup drawn
    told twice."""
    assert main(["demo", "--headless", "--lang", "ja", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "補充された" in out and "の弾薬として）を支払った" in out and "〈アドレナリン・アクション〉" in out
    assert re.findall(r"得て、パワーアップ|\D0枚|\D0ダメージ|弾薬として[^）]|（アドレナリン）|むずかしい|やさしい|ふつう", out) == []
    i18n.set_language("en")


def test_TP_GAME_3_remaining_damage_worth_no_point_scores_nothing_not_0_points(japanese):
    why = Msg("{n} damage left on {team}'s boards", n=2, team=ev.team_msg("white"))
    assert ev.Scored("black", 0, why).text == "チーム・ブラックは得点しなかった（チーム・ホワイトのボードに残されたダメージ2個）。"
    assert ev.Scored("black", 1, why).text.startswith("チーム・ブラックは1ポイントを得点した")
    i18n.set_language("en")
    assert ev.Scored("black", 0, why).text == "Black scores nothing (2 damage left on White's boards)"
