"""Who sits where at a hosted game: which seats answer a question, and the tokens that hold
the seats people claimed from their own computers.

A seat is one player of a team (`GameConfig.players`): a person's (claimed by a connection
with a token, or later by the host's own window) or a computer's (played on the host). A
question asked of one player goes to that seat; a question the whole team answers goes to
the team's people when it has any, since a computer teammate never overrules a person at the
table, and otherwise to the team's first seat: the rule the tabletop's computer seats follow
(`ui/bot_driver.py`), said once more here for seats that are not on this screen.

Tokens are 256 random bits (`secrets`): a seat cannot be taken by guessing. They are kept in
a file beside the hosted game's save, so a host that restarts (after a crash) knows them and
its clients take their seats back."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..rules.gate import parse_json, read_file, validate
from ..rules.save import write_atomic
from ..rules.state import GameConfig, Team

SEATS_FORMAT = "adrenaline-team-seats"


@dataclass(frozen=True, slots=True)
class Answerers:
    """Who answers a question: the computer at `level` in seat `seat`, or the people in
    `people` (any one of them; the first answer counts)."""

    people: tuple[int, ...]
    level: str | None
    seat: int


def answered_by(config: GameConfig, team: Team, player: int | None) -> Answerers:
    seats = config.players(team)
    if player is None:
        people = tuple(i for i, p in enumerate(seats) if p.bot is None)
        if people:
            return Answerers(people, None, people[0])
        player = 0
    level = seats[player].bot
    return Answerers(() if level else (player,), level, player)


class Claim(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token: str
    team: Team
    seats: list[int]


class ClaimsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = SEATS_FORMAT
    version: int = 1
    claims: list[Claim]


class Claims:
    """The seats people claimed, by token; written to `path` (when given) at every change."""

    def __init__(self, path: Path | None, claims: list[Claim] | None = None):
        self.path = path
        self.claims: list[Claim] = claims or []

    @classmethod
    def load(cls, path: Path) -> Claims:
        """The claims of a hosted game being resumed (`SaveError`: one line, if the file is bad);
        none if it was never written (nobody had joined)."""
        if not path.exists():
            return cls(path)
        text, _ = parse_json(read_file(path), str(path))
        return cls(path, validate(ClaimsFile, text, str(path)).claims)

    def find(self, token: str) -> Claim | None:
        """The claim a token names: compared in constant time, so the answer's timing tells a
        guesser nothing about how close the guess was."""
        found = None
        for claim in self.claims:
            if hmac.compare_digest(claim.token.encode(), token.encode()):
                found = claim
        return found

    def taken(self, team: Team) -> set[int]:
        return {s for c in self.claims if c.team == team for s in c.seats}

    def claim(self, team: Team, seats: list[int]) -> Claim:
        claim = Claim(token=secrets.token_urlsafe(32), team=team, seats=sorted(seats))
        self.claims.append(claim)
        self.write()
        return claim

    def release(self, team: Team, player: int) -> None:
        """Free a seat whose person cannot come back with their token (another computer)."""
        for claim in self.claims:
            if claim.team == team and player in claim.seats:
                claim.seats.remove(player)
        self.claims = [c for c in self.claims if c.seats]
        self.write()

    def write(self) -> None:
        if self.path is not None:
            write_atomic(self.path, ClaimsFile(claims=self.claims).model_dump_json())
