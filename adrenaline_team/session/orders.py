"""Standing orders (issue 43): at one screen without phones, a team may say in advance how
its out-of-turn tagback questions are answered, so the other team's turn needs no hand-off
for them.

The tagback question comes whenever the rules allow a grenade, whether or not the damaged
team holds one (`rules.powerups.tagbacks`): its coming tells nothing. An order keeps it so:
it answers the same way with a grenade in hand or without one ("always" with none is "no",
at once, as "never" is), so the other team learns from the table only what it would from a
card played (a grenade thrown is shown, as at the table). The table never acts beyond the
order: "ask" (the default, and after a resume: orders are not saved) puts every question to
the team, and an order answers nothing but a tagback question asked during the other team's
turn. The other out-of-turn question, a killed character's spawnpoint (the powerup it
discards), still comes to its team behind the hand-off screen (README, "Standing orders").

A game at one screen keeps each team's order in `Orders` (`local.LocalSession.orders`, when
both teams are people there); the play screen's menu shows and changes the order of the team
whose own turn is on show, and of no other (`settable`)."""

from __future__ import annotations

from typing import Literal, get_args

from ..i18n import N_
from ..rules import Choice, Decision, Kind, Table
from ..rules.state import TEAMS, Team

Order = Literal["ask", "never", "always"]
ORDERS: dict[Order, str] = {  # as the team's picker says them, in this order
    "ask": N_("Tagback grenades: ask us"),
    "never": N_("Tagback grenades: never throw"),
    "always": N_("Tagback grenades: throw whenever allowed"),
}


def standing_answer(table: Table, d: Decision, order: Order) -> Choice | None:
    """The answer the deciding team's `order` gives to `d`, or None when the question is put
    to the team: every question but a tagback asked in the other team's turn, and every
    question under "ask". "always" throws the first grenade on offer (asked again while the
    rules allow another: every grenade goes), "never" none."""
    if order == "ask" or d.kind != Kind.TAGBACK or d.team == table.active:
        return None
    grenades = [c for c in d.choices if c.powerup is not None]
    if order == "always" and grenades:
        return grenades[0]
    return next(c for c in d.choices if c.powerup is None)


class Orders:
    """Each team's standing order in a game at one screen ("ask" until the team sets one)."""

    def __init__(self) -> None:
        self.given: dict[Team, Order] = {team: "ask" for team in TEAMS}

    def answer(self, table: Table, d: Decision) -> Choice | None:
        """What the deciding team's order answers to `d` (None: the question is put to it)."""
        return standing_answer(table, d, self.given[d.team])

    @staticmethod
    def settable(table: Table, d: Decision | None) -> Team | None:
        """The team that may set its order now: the one whose own turn it is, while it is asked
        a question of that turn (its hand is on show then, the other team looking away)."""
        if d is None or table.phase != "turn" or d.team != table.active:
            return None
        return d.team

    def next(self, team: Team) -> Order:
        """`team`'s next order, round the three (the menu's row steps through them)."""
        orders: tuple[Order, ...] = get_args(Order)
        self.given[team] = orders[(orders.index(self.given[team]) + 1) % len(orders)]
        return self.given[team]
