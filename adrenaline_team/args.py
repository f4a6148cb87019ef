"""Command-line argument types shared by `adrenaline-team` and `python -m adrenaline_team.autoplay`."""

from __future__ import annotations

import argparse

from .rules.state import TEAM_SIZES


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
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value
