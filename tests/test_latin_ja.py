"""Issue 31: what the game prints in Japanese has no English in it — no Latin word but the
player names typed by players, the card names the Japanese edition prints in Latin (T.H.O.R.,
ZX-2), the arena letters A–D, the name of the JSON format and the command syntax."""

from __future__ import annotations

import random
import re

import pytest

from adrenaline_team import i18n
from adrenaline_team.cli import main
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.rules.save import save_game
from adrenaline_team.rules.state import seat_name

LATIN = re.compile(r"[A-Za-z][A-Za-z0-9.\-]*")
PRINTED = {"T.H.O.R.", "ZX-2", "JSON", "adrenaline-team"}
ARENA = re.compile(r"アリーナ[A-D]\b")
COMMANDS = ("simulate", "replay", "review", "bench", "puzzles", "schema", "play", "demo", "host", "join")


def latin_words(text: str) -> list[str]:
    return [w for w in LATIN.findall(ARENA.sub("アリーナ", text)) if w not in PRINTED]


def help_prose(text: str) -> str:
    """A help text without its command syntax: the usage lines, each option's or command's own
    column, the words of the usage ({A,B,C,D}, BvW) and examples such as 3v1 (what the player
    types, as it is in both languages)."""
    prose = []
    syntax: set[str] = set()
    in_usage = False
    for line in text.splitlines():
        if line.startswith("使い方："):
            in_usage = True
        elif not line.strip():
            in_usage = False
        if in_usage:
            syntax.update(LATIN.findall(line))
            continue
        stripped = line.lstrip()
        if line != stripped and (stripped.startswith("-") or stripped.split(" ")[0] in COMMANDS):
            parts = re.split(r"\s{2,}", stripped, maxsplit=1)
            line = parts[1] if len(parts) > 1 else ""
        prose.append(LATIN.sub(lambda m: "" if m.group() in syntax else m.group(), re.sub(r"\b\d+v\d+\b", "", line)))
    return "\n".join(prose)


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


@pytest.mark.slow  # 1.0 s of CPU: a whole demonstration game
def test_the_demo_s_narration_and_captions_are_japanese_throughout(japanese, capsys):
    assert main(["--lang", "ja", "demo", "--headless"]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) > 500
    assert latin_words(out) == []
    # the glossary's punctuation: no ；, no colon chain (a caption's title and its words are one
    # colon; a parenthesis may hold its own), and ・ only inside a term (ダメージ・バッファ)
    unbracketed = [re.sub(r"（[^（）]*）", "", line) for line in out.splitlines()]
    assert [line for line in unbracketed if line.count("：") > 1 or "；" in line] == []
    assert [line for line in out.splitlines() if "・" in re.sub(r"[ァ-ヶー]・[ァ-ヶー]", "", line)] == []


def test_a_review_is_japanese_throughout(japanese, tmp_path, capsys):
    config = GameConfig(arena="C", black=[PlayerConfig(name=seat_name("black", 0)), PlayerConfig(name=seat_name("black", 1))],
                        white=[PlayerConfig(name=seat_name("white", 0))])
    game = Game.new(config, 12)
    rnd = random.Random(12)
    while not game.over:
        game.choose(rnd.choice([c for c in game.decision.choices if c.option != "pass"] or game.decision.choices))
    path = tmp_path / "game.json"
    save_game(game, path)
    assert main(["--lang", "ja", "review", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("チーム・")
    assert latin_words(out) == []


def test_a_file_that_is_not_a_save_is_refused_in_japanese_with_its_line_and_column(japanese, tmp_path, capsys):
    bad = tmp_path / "notes.json"
    bad.write_text("hello\n")
    assert main(["--lang", "ja", "review", str(bad)]) == 2
    err = capsys.readouterr().err.replace(str(bad), "")
    assert err == "adrenaline-team: ：セーブファイルではない。JSONではないか、途中で切れている（1行1列で値がない）\n"
    assert latin_words(err) == []


def test_python_s_own_json_words_never_reach_the_english_player_either(tmp_path, capsys):
    bad = tmp_path / "cut.json"
    bad.write_text('{"format": "adrenaline-team-save",\n "version": 1, "choices": [')
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.endswith("not a save file: not JSON or truncated (a value is missing at line 2, column 28)\n")


@pytest.mark.parametrize("command", [(), *((c,) for c in COMMANDS)])
def test_help_is_japanese_but_for_the_command_syntax(japanese, command, capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "ja", *command, "--help"])
    out = capsys.readouterr().out
    assert out.startswith("使い方：adrenaline-team")
    assert ": " not in out  # argparse's half-width colons are full-width in Japanese
    assert latin_words(help_prose(out)) == []


@pytest.mark.parametrize("argv", [["--lang", "ja", "play"], ["play", "--lang", "ja"], ["--lang", "ja", "demo"]])
def test_the_window_speaks_the_language_named_before_or_after_its_command(argv):
    """`adrenaline-team --lang ja play` opened the window in English: the command's own parser,
    which takes `--lang` too, wrote its default over the one given before the command."""
    from adrenaline_team.cli import build_parser, window_language
    assert window_language(build_parser().parse_args(argv)) == "ja"
    assert window_language(build_parser().parse_args(argv[-1:] if argv[0] == "--lang" else argv[:1])) is None
