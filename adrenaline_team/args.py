"""Command-line argument types and the parser shared by `adrenaline-team` and
`python -m adrenaline_team.autoplay`, in the player's language (`--lang`, on every command)."""

from __future__ import annotations

import argparse
import re
from typing import Any, NoReturn

from . import i18n
from .arena import ARENA_NAMES
from .columns import width
from .i18n import N_, _, pgettext
from .rules.gate import MAX_SEED
from .rules.state import TEAM_SIZES
from .textbreak import break_lines

# argparse's own words (Python 3.11's), which it looks up through its module's `_`: marked here
# so that the catalog has them, and the parser speaks the player's language for its usage lines
# and its errors too (`Parser`). Its one counted message ("expected %s arguments") needs a
# `nargs` of 2 or more, which no command has.
ARGPARSE = (N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
            N_("argument %(argument_name)s: %(message)s"), N_("unrecognized arguments: %s"),
            N_("the following arguments are required: %s"), N_("expected one argument"),
            N_("expected at most one argument"), N_("expected at least one argument"),
            N_("ambiguous option: %(option)s could match %(matches)s"), N_("invalid %(type)s value: %(value)r"),
            N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("not allowed with argument %s"),
            N_("ignored explicit argument %r"), N_("one of the arguments %s is required"),
            N_("unexpected option string: %s"), N_("can't open '%(filename)s': %(error)s"))


class Formatter(argparse.HelpFormatter):
    """argparse's help, laid out by terminal columns (`columns.width`), not characters: a
    Japanese placeholder (`--seed シード`) or `usage: ` (使い方:) takes two columns a character,
    and the help lines beside them would start a column or three late."""

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(action)
        if action.help is not argparse.SUPPRESS:
            self._action_max_length = max(self._action_max_length,
                                          width(self._format_action_invocation(action)) + self._current_indent)

    def _format_action(self, action: argparse.Action) -> str:
        text = super()._format_action(action)
        head = " " * self._current_indent + self._format_action_invocation(action)
        wider = width(head) - len(head)
        if wider and text.startswith(head + "  "):  # its help on the same line, padded by characters
            column = min(self._action_max_length + 2, self._max_help_position)
            gap = "\n" + " " * column if width(head) + 2 > column else " " * (column - width(head))
            text = head + gap + text[len(head):].lstrip(" ")
        return text

    def _split_lines(self, text: str, width_: int) -> list[str]:
        # argparse wraps with textwrap, by characters and at spaces: a Japanese help line, with
        # no spaces and two columns a character, broke anywhere ("ー）" starting a line)
        return break_lines(" ".join(text.split()), width, width_)

    def _fill_text(self, text: str, width_: int, indent: str) -> str:
        return "\n".join(indent + line for line in self._split_lines(text, width_ - len(indent)))

    def format_help(self) -> str:
        # argparse ends a section's heading ("options:") with its own colon, past gettext
        return re.sub(r"(?m)^(\S[^\n]*):$", lambda m: _("{heading}:").format(heading=m.group(1)), super().format_help())

    def _format_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None) -> str:
        text = super()._format_usage(usage, actions, groups, prefix)
        wider = width(prefix or _("usage: ")) - len(prefix or _("usage: "))
        return "\n".join(" " * wider + line if line.startswith(" ") else line for line in text.split("\n"))


class Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is one line (and `--help` says the rest), and its own
    words are in the player's language: argparse looks its words up through its module's
    gettext functions, which this points at the game's catalog (`i18n`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        argparse._ = i18n._  # type: ignore[attr-defined]
        super().__init__(*args, **{"formatter_class": Formatter, **kwargs})

    def error(self, message: str) -> NoReturn:
        self.exit(2, _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message) + "\n")


def add_language(parser: argparse.ArgumentParser) -> None:
    """`--lang en|ja`: the language of everything the command says."""
    # SUPPRESS: a subcommand's parser, which has it too, would otherwise write its None over the
    # `--lang ja` given before the command (`adrenaline-team --lang ja play` opened in English)
    parser.add_argument("--lang", choices=tuple(i18n.LANGUAGES), metavar="en|ja", default=argparse.SUPPRESS,
                        help=_("the language of what the game says (default: the settings', else the system's)"))


# A value's placeholder in a usage line (`--games N`) is a word in the player's language
# (pgettext "placeholder": 数, シード, ファイル…); a pattern the player types as it is stays
# as it is in both languages: en|ja, BvW (the --teams error's own word), {A,B,C,D}.
def add_seed(parser: argparse.ArgumentParser, said: str, **kwargs: Any) -> None:
    """`--seed SEED`: the number that shuffles the cards (the same seed deals the same game)."""
    parser.add_argument("--seed", type=seed_number, metavar=pgettext("placeholder", "SEED"), help=said, **kwargs)


def add_arena(parser: argparse.ArgumentParser, said: str, **kwargs: Any) -> None:
    """`--arena {A,B,C,D}`: the arena's letter."""
    parser.add_argument("--arena", choices=ARENA_NAMES, help=said, **kwargs)


def seed_number(text: str) -> int:
    """A seed: a whole number of at most 18 digits (what the new-game screen takes)."""
    if not text.strip().lstrip("-").isdigit() or len(text.strip().lstrip("-")) > len(str(MAX_SEED)):
        raise argparse.ArgumentTypeError(_("{text!r} is not a whole number of at most {digits} digits").format(
            text=text[:30], digits=len(str(MAX_SEED))))
    return int(text)


def parse_teams(text: str) -> tuple[int, int]:
    try:
        black, white = (int(x) for x in text.lower().split("v"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("--teams {text!r}: expected BvW, e.g. 3v1").format(text=text)) from None
    if black not in TEAM_SIZES or white not in TEAM_SIZES:
        raise argparse.ArgumentTypeError(_("--teams {text!r}: each team has 1, 2 or 3 players").format(text=text))
    return black, white


def positive(text: str) -> int:
    try:
        value = int(text) if len(text) <= 9 else -1
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text!r} is not a whole number").format(text=text[:30])) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("{text!r} must be a whole number from 1 to 999999999").format(
            text=text[:30]))
    return value


def window_size(text: str) -> tuple[int, int]:
    """A window size, WIDTHxHEIGHT (e.g. 1280x640), at least 1x1 and at most 16384 a side."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text!r} is not a window size such as 1280x640").format(text=text[:30])) from None
    if not (0 < w <= 16384 and 0 < h <= 16384):
        raise argparse.ArgumentTypeError(_("{text!r}: each side from 1 to 16384 pixels").format(text=text[:30]))
    return w, h
