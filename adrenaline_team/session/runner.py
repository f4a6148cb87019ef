"""Who runs a two-player team's shared character, remembered from turn to turn.

The team is asked at the start of each of its turns which of its two players runs the shared
character until the reload step (TP-CTRL-2, `rules.turn.start_turn`), and the table never
answers for it. A team usually keeps the same split for many turns, so the answer given last
time is where the focus starts (Enter, or A on a gamepad, keeps it); the question is still
asked every turn, its answers in the rules' order. What was answered last is read from the
game's log (its `SharedControl` events), so it holds for a game resumed from its save (whose
history is replayed) and for a network seat (the log it was sent) alike."""

from __future__ import annotations

from ..rules import Decision, Kind
from ..rules.events import SharedControl
from .play import ShownGame


def first_answer(game: ShownGame, d: Decision) -> int:
    """The index of `d`'s answer the focus starts on: for "who runs the shared character?",
    the player who ran it in the team's last turn; else the first."""
    if d.kind != Kind.SHARED:
        return 0
    ran = next((e.player for e in reversed(game.log) if isinstance(e, SharedControl) and e.team == d.team), None)
    if ran is None:
        return 0
    names = [p.name for p in game.table.teams[d.team].players]
    return next((i for i, c in enumerate(d.choices) if c.player is not None and names[c.player] == ran), 0)
