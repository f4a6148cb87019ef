"""How long a game usually takes, for the teams on the new-game screen: measured, not guessed.

`game_length.json` holds how many questions each team is asked in a game, by team sizes, and
of whom (a seat's own questions, the team's together), and how many words a question shows:
the means of seeded games between normal computer teams (`tools/game_length.py` measures
them). A game's time is each question answered at the pace of whoever answers it
(`seating.answered_by`): a computer seat at the pause its answer stays on show (`play.PACE`),
a person at `person_pace`: reading the question and its answers, then deciding and clicking,
at rates measured on people (docs/game-length.md gives the sources, and what the estimate
leaves out). The time is said in whole five minutes ("about 85 minutes"): the games it comes
from spread by more than that."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict

from ..files import SaveError, read_model
from ..i18n import ngettext
from ..places import shipped
from ..rules.state import TEAMS, GameConfig
from ..seating import answered_by
from .play import PACE

FILE = shipped("adrenaline_team.session") / "game_length.json"
LEVEL = "normal"  # the computer level whose games are counted (`tools/game_length.py`)
STEP = 5  # minutes the time is rounded to
# A person's pace over a question (docs/game-length.md): silent reading of English at 238 words
# a minute (Brysbaert 2019, a meta-analysis of 190 studies), then the keystroke-level model's
# operators (Card, Moran and Newell 1980): a mental preparation M, pointing with the mouse P,
# a click (a button's press and release, 2 B).
READING = 238 / 60  # words a second
DECIDE = 1.35 + 1.1 + 2 * 0.1  # seconds: M + P + 2 B


class Asked(BaseModel):
    """A team's questions in a game (means): the team's together, and each seat's own."""

    model_config = ConfigDict(extra="forbid")
    team: float
    seats: list[float]


class Pairing(BaseModel):
    """The games of one pairing of team sizes."""

    model_config = ConfigDict(extra="forbid")
    games: int
    team_turns: float
    black: Asked
    white: Asked


class Measured(BaseModel):
    model_config = ConfigDict(extra="forbid")
    level: str
    games: int
    words: float  # a question's prompt and answers, in English words
    pairings: dict[str, Pairing]  # "2-3": black's size, white's


@cache
def measured() -> Measured | None:
    """The measures the wheel ships (None when the file is damaged: no time is said)."""
    try:
        return read_model(FILE, Measured)
    except SaveError:
        return None


def person_pace(m: Measured) -> float:
    """Seconds a person takes over a question: reading it, then deciding and clicking."""
    return m.words / READING + DECIDE


def seconds(config: GameConfig) -> float | None:
    """The usual length of a game of `config` in seconds (None: not measured)."""
    m = measured()
    pairing = m.pairings.get(f"{len(config.black)}-{len(config.white)}") if m else None
    if m is None or pairing is None:
        return None
    pace = person_pace(m)
    total = 0.0
    for team in TEAMS:
        asked: Asked = getattr(pairing, team)
        for player, n in [(None, asked.team), *enumerate(asked.seats)]:
            total += n * (PACE if answered_by(config, team, player).level else pace)
    return total


def minutes(config: GameConfig) -> int | None:
    """The usual length in minutes, rounded to `STEP` (at least `STEP`)."""
    s = seconds(config)
    return None if s is None else max(STEP, STEP * round(s / 60 / STEP))


def length_words(config: GameConfig) -> str:
    """How long a game of these teams usually takes, in a sentence ("" when not measured)."""
    n = minutes(config)
    if n is None:
        return ""
    return ngettext("A game of these teams takes about {n} minute", "A game of these teams takes about {n} minutes",
                    n).format(n=n)
