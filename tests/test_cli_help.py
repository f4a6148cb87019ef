"""Every command's --help in the player's language: a Japanese player read argparse's own
placeholders (GAMES, SEED, TEAMS…), options with no help line, help columns a few columns
off, and "引数 command:" (argparse's dest) for a wrong command."""

import argparse
import re

import pytest

from adrenaline_team import autoplay, i18n
from adrenaline_team.cli import build_parser, main
from adrenaline_team.columns import width


def parsers() -> dict[str, argparse.ArgumentParser]:
    """Every parser a player meets, in the current language: the command line's, each of its
    commands', and the autoplay's."""
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {"adrenaline-team": parser, **commands.choices, "autoplay": autoplay.build_parser()}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_option_has_a_placeholder_in_the_players_words_and_a_help_line(lang):
    i18n.set_language(lang)
    found = parsers()
    assert len(found) == 12
    for name, parser in found.items():
        for action in parser._actions:
            if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
                continue
            assert action.help, (name, action.dest)
            if action.nargs != 0 and action.choices is None:  # takes a value the player writes
                assert action.metavar, (name, action.dest)
        if lang == "ja":  # no English placeholder: SEED, GAMES, FILE… (BvW, en|ja and {A,B,C,D} are typed as they are)
            assert not re.search(r"\b[A-Z]{2,}\b", parser.format_usage()), name


def test_the_simulate_help_in_japanese():
    i18n.set_language("ja")
    help_text = parsers()["simulate"].format_help()
    assert "--games 数         プレイするゲームの数（既定10）\n" in help_text
    assert "--seed シード      最初のゲームのシード。次のゲームはその次の数を使う\n" in help_text  # 80 columns
    assert "[--teams BvW] [--black レベル]" in help_text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_lines_and_usage_lines_line_up_in_a_terminal(lang):
    """Measured in terminal columns (a Japanese character takes two): the help beside each
    option starts at one column, and a usage line's continuation under its first option."""
    i18n.set_language(lang)
    for name, parser in parsers().items():
        lines = parser.format_help().splitlines()
        starts = {width(line[:m.start(2)]) for line in lines if (m := re.match(r"^(  \S.*?)  +(\S.*)$", line))}
        assert len(starts) == 1, (name, starts)
        usage = parser.format_usage().rstrip("\n").splitlines()
        first = usage[0].index("[")
        assert all(width(line) - width(line.lstrip(" ")) == width(usage[0][:first]) for line in usage[1:]), usage


@pytest.mark.parametrize(("lang", "said"), [("en", "adrenaline-team: argument COMMAND: invalid choice: 'bogus'"),
                                            ("ja", "adrenaline-team: 引数 コマンド：選べない値 'bogus'")])
def test_a_wrong_command_is_named_in_the_players_words(lang, said, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", lang, "bogus"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.startswith(said)


@pytest.mark.parametrize("name", ["adrenaline-team", "simulate", "join", "host", "review"])
def test_a_japanese_help_line_breaks_between_phrases_in_terminal_columns(name, monkeypatch):
    """Issue 45: argparse wrapped a Japanese help line by characters at spaces, so one began
    with ー）; and the commands' heading and their placeholder both read コマンド."""
    from adrenaline_team.textbreak import NO_START
    monkeypatch.setenv("COLUMNS", "80")
    i18n.set_language("ja")
    lines = parsers()[name].format_help().splitlines()
    assert [line for line in lines if line.strip() and line.strip()[0] in NO_START] == []
    body = lines[lines.index(""):]  # the help lines, past the usage (whose options argparse lays out)
    assert all(width(line) <= 80 for line in body), [line for line in body if width(line) > 80]
    heads = [line.strip().rstrip("：") for line in lines]
    assert [a for a, b in zip(heads, heads[1:]) if a and a == b] == []


def test_a_japanese_argument_error_has_no_two_parentheses_in_a_row(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "ja", "simulate", "--arena", "Z"])
    err = capsys.readouterr().err
    assert "）（" not in err and err.endswith("。adrenaline-team simulate --help を参照\n")


@pytest.mark.slow  # a whole game: 0.6 s of CPU
def test_simulate_says_confidence_interval_in_japanese(capsys):
    assert main(["--lang", "ja", "simulate", "--games", "1", "--seed", "1"]) == 0
    assert "（95%信頼区間 " in capsys.readouterr().out


@pytest.mark.slow  # a whole game saved at each choice: 1.1 s of CPU
def test_autoplay_ends_with_the_tables_words_for_the_games_end(tmp_path, capsys):
    assert autoplay.main(["--lang", "ja", "--seed", "1", "--save", str(tmp_path / "game.json")]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "ゲームオーバー。チーム・ブラックの勝利（ブラック53、ホワイト48、得点が多い）。"
