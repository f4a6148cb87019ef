"""Command-line argument types shared by `adrenaline-team` and `python -m adrenaline_team.autoplay`."""

from __future__ import annotations

import argparse
from typing import NoReturn

from .i18n import _
from .rules.gate import MAX_SEED
from .rules.state import TEAM_SIZES


class Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is one line (and `--help` says the rest)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def seed_number(text: str) -> int:
    """A seed: a whole number of at most 18 digits (what the new-game screen takes)."""
    if not text.strip().lstrip("-").isdigit() or len(text.strip().lstrip("-")) > len(str(MAX_SEED)):
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number of at most {len(str(MAX_SEED))} digits")
    return int(text)


def parse_teams(text: str) -> tuple[int, int]:
    try:
        black, white = (int(x) for x in text.lower().split("v"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--teams {text!r}: expected BvW, e.g. 3v1") from None
    if black not in TEAM_SIZES or white not in TEAM_SIZES:
        raise argparse.ArgumentTypeError(f"--teams {text!r}: each team has 1, 2 or 3 players (TP-TEAM-1)")
    return black, white


def positive(text: str) -> int:
    try:
        value = int(text) if len(text) <= 9 else -1
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} must be a whole number from 1 to 999999999")
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
