"""Final scoring (TP-GAME-3) and the winner (TP-GAME-4)."""

from __future__ import annotations

from collections import Counter

from ..i18n import N_
from ..message import Msg
from . import events as ev
from .cards import team_msg
from .engine import Engine
from .state import TEAMS, TOKENS_PER_POINT, Result, other

TALLY_WORDS = {
    "killshots": Msg("killshot points"),
    "overkill": Msg("overkill points"),
    "multikill": Msg("double / triple kill bonuses"),
    "flush": Msg("flush reward points"),
    "remaining": Msg("remaining damage (1 per {n} tokens)", n=TOKENS_PER_POINT),
}
# Why the winner won: kept in the table's result (and so in saves) as these English ids,
# worded where shown.
MORE_POINTS = N_("more points")
TIE_BROKEN = N_("tie broken by points from remaining damage")  # TP-GAME-4
SHARED = N_("tied on points and on remaining damage: the victory is shared")


def final_scoring(eng: Engine) -> None:
    """(a) killed boards were cleared when scored; (b) unflushed buffer damage moves onto
    the boards with no reward and no killshot points, excess beyond overkill lost; (c) each
    team scores 1 per 3 damage tokens left on the other team's boards."""
    t = eng.table
    for team in TEAMS:
        buf = eng.teams[team].buffer
        for char, n in Counter(buf.damage).items():
            fig = eng.figures[char]
            before = fig.damage
            fig.damage = min(fig.overkill, fig.damage + n)
            eng.emit(ev.BoardDamaged(char, fig.damage - before, fig.damage, "final clearing"))
        buf.damage = []
    remaining = {}
    for team in TEAMS:
        tokens = sum(eng.figures[c].damage for c in eng.teams[other(team)].characters)
        remaining[team] = tokens // TOKENS_PER_POINT
        eng.score(team, remaining[team], Msg("{n} damage left on {team}'s boards", n=tokens,
                                             team=team_msg(other(team))), "remaining")
    for team in TEAMS:
        tally = eng.teams[team].tally
        for key, words in TALLY_WORDS.items():
            eng.emit(ev.TallyLine(team, words, tally.get(key, 0)))
    scores = {team: eng.teams[team].score for team in TEAMS}
    if scores["black"] != scores["white"]:
        winner = max(TEAMS, key=lambda t: scores[t])
        reason = MORE_POINTS
    elif remaining["black"] != remaining["white"]:
        winner = max(TEAMS, key=lambda t: remaining[t])
        reason = TIE_BROKEN
    else:
        winner = None
        reason = SHARED
    t.result = Result(winner=winner, scores=scores, remaining=remaining, reason=reason)
    eng.emit(ev.GameOver(winner, tuple(scores.items()), reason))
