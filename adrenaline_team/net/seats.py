"""Who sits where at a hosted game: the tokens that hold the seats people claimed from their
own computers.

A seat is one player of a team (`GameConfig.players`): a person's (claimed by a connection
with a token, the host's own window's included) or a computer's (played on the host). Which
seats answer a question is the tabletop's rule (`seating.answered_by`).

Tokens are 256 random bits (`secrets`): a seat cannot be taken by guessing. They are kept in
a file beside the hosted game's save, so a host that restarts (after a crash) knows them and
its clients take their seats back. The invite code's secret (`invite`) is kept there too:
the same code lets people in after a `--resume`. A change that cannot be written there is not
made (`CannotWrite`): a seat held in memory only would be lost with a restart, its token
still in someone's hands."""

from __future__ import annotations

import hmac
import secrets
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from ..files import exists, read_model, write_atomic
from ..rules.state import Team
from .invite import new_secret

SEATS_FORMAT = "adrenaline-team-seats"


class Claim(BaseModel):
    model_config = ConfigDict(extra="forbid")

    token: str
    team: Team
    seats: list[int]
    phone: bool = False  # one player's seat, played on a phone's page (`phones`): its link carries the token


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
        none if it was never written (nobody had joined). An invite code made just now (none
        was kept) is saved at once (`CannotWrite`), so that the code given out stays valid."""
        kept = read_model(path, ClaimsFile) if exists(path) else ClaimsFile(claims=[])
        claims = cls(path, kept.claims, kept.invite)
        if kept.invite is None:
            claims.write()
        return claims

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
        """A new claim of `seats`, once it is saved (`CannotWrite`: not made)."""
        claim = Claim(token=secrets.token_urlsafe(32), team=team, seats=sorted(seats))
        self._keep([*self.claims, claim])
        return claim

    def claim_phones(self, seats: list[tuple[Team, int]]) -> None:
        """A claim of its own for each of `seats`, each played on a phone: its token is that
        seat's link's secret. Saved at once (`CannotWrite`: none made)."""
        self._keep([*self.claims, *(Claim(token=secrets.token_urlsafe(32), team=team, seats=[player], phone=True)
                                    for team, player in seats)])

    @property
    def phones(self) -> list[Claim]:
        """The phones' seats, in the teams' order."""
        return sorted((c for c in self.claims if c.phone), key=lambda c: (c.team != "black", c.seats))

    def release(self, team: Team, player: int) -> None:
        """Free a seat whose person cannot come back with their token (another computer), once
        that is saved (`CannotWrite`: it stays taken)."""
        kept = [c.model_copy(update={"seats": [s for s in c.seats if not (c.team == team and s == player)]})
                for c in self.claims]
        self._keep([c for c in kept if c.seats])

    def write(self) -> None:
        """The claims as they are (`CannotWrite` if they cannot be saved)."""
        self._keep(self.claims)

    def _keep(self, claims: list[Claim]) -> None:
        """`claims` saved, then taken as the claims: never in memory only."""
        if self.path is not None:
            write_atomic(self.path, ClaimsFile(claims=claims, invite=self.invite).model_dump_json())
        self.claims = claims
