"""Who answers a question at a table whose seats are people's or computers'.

A seat is one player of a team (`GameConfig.players`), played by a person or by the computer
at a level (`PlayerConfig.bot`). A question asked of one player goes to that seat; a question
the whole team answers (who acts next, the draft, heals, rewards, reloads) goes to the team's
people when it has any, since a computer teammate never overrules a person at the table, and
otherwise to the team's first seat. The tabletop's computer seats (`session/bot_driver.py`) and the
network host's seats (`net/host.py`) both follow this one rule."""

from __future__ import annotations

from dataclasses import dataclass

from .rules.state import GameConfig, Team


@dataclass(frozen=True, slots=True)
class Answerers:
    """Who answers a question: the computer at `level` in seat `seat`, or the people in
    `people` (any one of them; the first answer counts)."""

    people: tuple[int, ...]
    level: str | None
    seat: int


def answered_by(config: GameConfig, team: Team, player: int | None) -> Answerers:
    """Who answers the question of `team` asked of `player` (None: the team together)."""
    seats = config.players(team)
    if player is None:
        people = tuple(i for i, p in enumerate(seats) if p.bot is None)
        if people:
            return Answerers(people, None, people[0])
        player = 0
    level = seats[player].bot
    return Answerers(() if level else (player,), level, player)
