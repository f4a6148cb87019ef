"""Final scoring (TP-GAME-3) and the winner (TP-GAME-4)."""

from __future__ import annotations

from collections import Counter

from . import events as ev
from .engine import Engine
from .state import TEAMS, TOKENS_PER_POINT, Result, other

TALLY_WORDS = {
    "killshots": "killshot points",
    "overkill": "overkill points",
    "multikill": "double / triple kill bonuses",
    "flush": "flush reward points",
    "remaining": f"remaining damage (1 per {TOKENS_PER_POINT} tokens)",
}


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
        eng.score(team, remaining[team], f"{tokens} damage left on {other(team).capitalize()}'s boards", "remaining")
    for team in TEAMS:
        tally = eng.teams[team].tally
        for key, words in TALLY_WORDS.items():
            eng.emit(ev.TallyLine(team, words, tally.get(key, 0)))
    scores = {team: eng.teams[team].score for team in TEAMS}
    if scores["black"] != scores["white"]:
        winner = max(TEAMS, key=lambda t: scores[t])
        reason = "more points"
    elif remaining["black"] != remaining["white"]:
        winner = max(TEAMS, key=lambda t: remaining[t])
        reason = "tie broken by points from remaining damage"  # TP-GAME-4
    else:
        winner = None
        reason = "tied on points and on remaining damage: the victory is shared"
    t.result = Result(winner=winner, scores=scores, remaining=remaining, reason=reason)
    eng.emit(ev.GameOver(winner, tuple(scores.items()), reason))
