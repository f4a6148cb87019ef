"""Issue 24: whole demonstration games played headless in Japanese say nothing in English — no
narration line, prompt, answer label, greyed answer's reason, rule caption or review line holds
a run of 4 or more Latin letters; cards, characters and the default players are named in
Japanese."""

from __future__ import annotations

import io
import re

import pytest

from adrenaline_team import i18n
from adrenaline_team.ai import make_bot
from adrenaline_team.cli import main
from adrenaline_team.rules.observe import GameSeat
from adrenaline_team.rules import Game
from adrenaline_team.rules.cards import catalog, name
from adrenaline_team.rules.save import to_save
from adrenaline_team.rules.state import TEAMS
from adrenaline_team.session.demo import BOT, demo_config
from adrenaline_team.session.moments import Moments

LATIN = re.compile(r"[A-Za-z]{4,}")
# the default names (glossary §6) and every character's figure, as the Japanese box names them
NAMES_JA = {"アオイ", "ハル", "ソラ", "リン", "カイ", "ユウ"}


def _english(lines: list[str]) -> list[str]:
    return [line for line in lines if LATIN.search(line)]


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("arena, seed", [("A", 3), ("B", 8), ("C", 21), ("D", 34)])
def test_a_demonstration_game_in_japanese_says_nothing_in_english(japanese, arena, seed):
    config = demo_config(arena, seed)
    assert {p.name for team in TEAMS for p in config.players(team)} == NAMES_JA
    game = Game.new(config, seed)
    bots = {team: make_bot(BOT, seed + k) for k, team in enumerate(TEAMS)}
    moments = Moments()
    said = [e.text for e in game.log]
    asked = 0
    while (d := game.pending) is not None:
        said.append(d.prompt)
        said += [c.label for c in d.choices]
        said += [f"{g.label}: {g.reason}" for g in d.greyed]
        events = game.choose(bots[d.team](GameSeat(game)))
        said += [e.text for e in events]
        said += [f"{c.title}: {c.text}" for c in moments.of(events)]
        asked += 1
    assert game.over and asked > 200
    assert _english(said) == []
    from adrenaline_team.review import review, text
    assert _english(text(review(to_save(game))).splitlines()) == []
    # the characters and the cards that were played are named in Japanese, and said so
    shown = "\n".join(said)
    characters = [name(c) for c in catalog().characters]
    assert all(not LATIN.search(c) for c in characters) and sum(c in shown for c in characters) == 6


@pytest.mark.slow
def test_the_headless_demonstration_prints_the_game_in_japanese(capsys):
    """The command issue 24 is checked with."""
    assert main(["demo", "--headless", "--lang", "ja", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) > 500 and _english(out) == []
    assert out[0].startswith("デモ：") and "アオイ" in "\n".join(out)
    assert i18n.language() == "ja"


@pytest.mark.slow
def test_review_command_in_japanese(tmp_path, capsys):
    from adrenaline_team.ai.match import play_out
    from adrenaline_team.rules.save import save_game
    game = Game.new(demo_config("A", 5), 5)
    play_out(game, make_bot("random", 5))
    save_game(game, tmp_path / "game.json")
    assert main(["review", "--lang", "ja", str(tmp_path / "game.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) > 20 and _english(out) == []


@pytest.mark.slow
def test_the_same_game_is_worded_in_the_language_of_the_moment():
    """Worded when read: the same game printed in English after Japanese says it in English."""
    from adrenaline_team.session.demo import demo_headless
    i18n.set_language("ja")
    ja = io.StringIO()
    demo_headless("B", 2, ja)
    i18n.set_language("en")
    en = io.StringIO()
    demo_headless("B", 2, en)
    assert len(ja.getvalue().splitlines()) == len(en.getvalue().splitlines())
    assert _english(ja.getvalue().splitlines()) == [] and "Demonstration" in en.getvalue()


def test_japanese_names_pass_the_save_gate_and_come_back(tmp_path):
    """Names typed through an input method (kanji, kana) are a save's like any other."""
    from adrenaline_team.rules import GameConfig, PlayerConfig
    from adrenaline_team.rules.save import load_game, save_game
    config = GameConfig(black=[PlayerConfig(name="齋藤"), PlayerConfig(name="さくら")],
                        white=[PlayerConfig(name="アオイ・ハル")])
    game = Game.new(config, 4)
    game.choose(game.pending.choices[0])
    save_game(game, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    assert [p.name for p in loaded.table.config.black] == ["齋藤", "さくら"]
    assert [p.name for p in loaded.table.config.white] == ["アオイ・ハル"]
    assert loaded.history == game.history
