"""Who sits where at a hosted game: the tokens that hold the seats people claimed from their
own computers.

A seat is one player of a team (`GameConfig.players`): a person's (claimed by a connection
with a token, the host's own window's included) or a computer's (played on the host). Which
seats answer a question is the tabletop's rule (`seating.answered_by`).

Tokens are 256 random bits (`secrets`): a seat cannot be taken by guessing. They are kept in
a file beside the hosted game's save, so a host that restarts (after a crash) knows them and
its clients take their seats back. The invite code's secret (`invite`) is kept there too:
the same code lets people in after a `--resume`."""

from __future__ import annotations

import hmac
import secrets
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..files import read_model, write_atomic
from ..rules.state import Team
from .invite import new_secret

SEATS_FORMAT = "adrenaline-team-seats"


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
    invite: str | None = None  # the invite code's secret (a file from before invite codes has none)


class Claims:
    """The seats people claimed, by token; written to `path` (when given) at every change."""

    def __init__(self, path: Path | None, claims: list[Claim] | None = None, invite: str | None = None):
        """`invite`: the invite code's secret (none: a new one)."""
        self.path = path
        self.claims: list[Claim] = claims or []
        self.invite = invite or new_secret()

    @classmethod
    def load(cls, path: Path) -> Claims:
        """The claims of a hosted game being resumed (`SaveError`: one line, if the file is bad);
        none if it was never written (nobody had joined)."""
        if not path.exists():
            return cls(path)
        kept = read_model(path, ClaimsFile)
        return cls(path, kept.claims, kept.invite)

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
            write_atomic(self.path, ClaimsFile(claims=self.claims, invite=self.invite).model_dump_json())
