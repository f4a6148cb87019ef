"""What the join form reads of the network, through the session layer (no module under `ui/`
imports `net/`: `tests/test_ui_layers.py`): the usual port, the games announced on this
network (`Browser`, `Found`) and whether each can be joined from this version of the game,
and the invite code as typed (`parse`, an `Invite`). Joining itself is `remote.join`."""

from __future__ import annotations

from ..net import DEFAULT_PORT
from ..net.invite import Invite, parse
from ..net.lan import Browser, Found
from ..net.protocol import VERSION

__all__ = ["DEFAULT_PORT", "Browser", "Found", "Invite", "joinable", "parse"]


def joinable(game: Found) -> bool:
    """Whether a game found on the network speaks this version's protocol (another cannot be
    joined from here)."""
    return game.version == VERSION
