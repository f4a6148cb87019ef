"""Bots: they play a team through the same `pending` / `choose` API as people."""

from __future__ import annotations

from collections.abc import Callable

from ..message import Msg
from ..rules import Choice
from ..rules.observe import Seat
from .easy import EasyBot
from .expert import ExpertBot
from .hard import HardBot
from .random_bot import RandomBot
from .tactical import TacticalBot

Bot = Callable[[Seat], Choice]  # a bot reads its seat's question and what its team saw, never the game

BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": TacticalBot,
    "tactical": TacticalBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

# The computer players' names as a player reads them (a command's lines, the demonstration's).
LEVEL_WORDS = {"random": Msg.term("computer level", "random"), "easy": Msg.term("computer level", "easy"),
               "normal": Msg.term("computer level", "normal"), "tactical": Msg.term("computer level", "tactical"),
               "hard": Msg.term("computer level", "hard"), "expert": Msg.term("computer level", "expert")}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; `seed` makes its play repeatable."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None
