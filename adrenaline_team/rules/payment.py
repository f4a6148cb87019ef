"""Paying a cost (BASE-AMMO-3/4, TP-WPN-3): with the payer's cubes, or with powerups spent as
ammo of their colour (BASE-PU-3b); a teammate's powerups may help to reload the shared
character's weapon (TP-PU-2c). The payer chooses among the distinct ways to pay.

A cost is a tuple of cube colours; "any" stands for one cube of any colour (the Targeting
scope, BASE-PU-4)."""

from __future__ import annotations

from functools import cache, lru_cache, partial
from itertools import combinations
from typing import TYPE_CHECKING

from . import events as ev
from ..message import Msg
from .cards import ammo_card_msg, catalog, cost_msg
from .decision import Choice, Decision, Flow, Kind
from .state import AMMO, Ammo, Team

if TYPE_CHECKING:
    from .engine import Engine

Cards = tuple[tuple[int, str], ...]  # powerups spent, as (player, card)
Way = tuple[tuple[Ammo, ...], Cards]  # cubes paid, powerups spent
Purse = tuple[int, int, int]  # what a player could pay with: red, blue and yellow (`purse`)


def can_pay(eng: Engine, team: Team, index: int, cost: tuple[str, ...], exclude: tuple[str, ...] = (),
            helpers: tuple[int, ...] = ()) -> bool:
    return not cost or covers(purse(eng, team, index, exclude, helpers), cost)


def purse(eng: Engine, team: Team, index: int, exclude: tuple[str, ...] = (),
          helpers: tuple[int, ...] = ()) -> Purse:
    """What the player could pay with now, by colour: cubes, and powerups as ammo (the
    player's own but `exclude`, and every one of `helpers`'). The legal choices ask about
    many costs at once (every weapon slot, every effect), so it is counted once (`covers`)."""
    payer = eng.teams[team].players[index]
    cubes = payer.cubes
    alone = cubes["red"], cubes["blue"], cubes["yellow"]
    cards = payer.powerups
    if not cards and not helpers:
        return alone
    slot = _slots()
    have = list(alone)
    for c in cards:
        if c not in exclude:
            have[slot[c]] += 1
    for h in helpers:
        for c in eng.teams[team].players[h].powerups:
            have[slot[c]] += 1
    return have[0], have[1], have[2]


@cache  # the catalog never changes
def _slots() -> dict[str, int]:
    """Each powerup's colour as its place in a `Purse`."""
    return {card.id: AMMO.index(card.colour) for card in catalog().powerups}


@cache
def covers(have: Purse, cost: tuple[str, ...]) -> bool:
    """Whether a `purse` pays `cost`: each colour's cubes, then "any" from what is left.
    Cached, so that the legal choices' many questions are one look-up each: the answer
    depends on nothing but its arguments, and there are few of them (a purse counts at
    most 3 cubes and 9 powerups of a colour, and the cards hold a few dozen costs)."""
    fixed, n_fixed, n_any = _needs(cost)
    for colour, n in fixed:
        if have[AMMO.index(colour)] < n:
            return False
    return not n_any or sum(have) - n_fixed >= n_any


@cache  # a few dozen distinct costs, asked about all the time
def _needs(cost: tuple[str, ...]) -> tuple[tuple[tuple[Ammo, int], ...], int, int]:
    """A cost as (colour, count) per colour it names, its cubes of named colours, and its "any"."""
    n_any = cost.count("any")
    return tuple((c, cost.count(c)) for c in AMMO if c in cost), len(cost) - n_any, n_any


def pay(eng: Engine, team: Team, index: int, cost: tuple[str, ...], what: Msg, exclude: tuple[str, ...] = (),
        helpers: tuple[int, ...] = ()) -> Flow:
    """Pay in full (BASE-AMMO-4); the payer chooses cubes or powerups where it matters. `what`:
    what the payment is for, in words ("grabbing Lock Rifle")."""
    if not cost:
        return
    ways = payment_ways(eng, team, index, cost, exclude, helpers)
    players = eng.teams[team].players
    # a teammate's card is named with its holder: two players may hold the same card and colour
    holders = tuple(p.name for p in players) if helpers else ()
    choices = tuple([_choice(w, index, holders) for w in ways])
    payer = players[index]
    # every way spends cubes or cards: asked even when it is the only one (the table never spends for a player)
    choice = yield Decision(team, index, Kind.PAY, partial(_pay_prompt, payer.name, cost, what), choices)
    cubes, cards = ways[choices.index(choice)]  # one of the offered ways (the driver checked it)
    for colour in cubes:
        payer.cubes[colour] -= 1
    for owner, card in cards:
        eng.spend_powerup(team, owner, card)
    eng.emit(ev.Paid(payer.name, cubes, tuple([c for _, c in cards]), what))


def _pay_prompt(player: str, cost: tuple[str, ...], what: Msg) -> Msg:
    """The payment's question, made when first read (bots never read it)."""
    return Msg("{player}: pay {cost} for {what}", player=player, cost=cost_msg(cost), what=what)


def payment_ways(eng: Engine, team: Team, index: int, cost: tuple[str, ...], exclude: tuple[str, ...] = (),
                 helpers: tuple[int, ...] = ()) -> list[Way]:
    """Every distinct way to pay `cost`. `helpers` are teammates whose powerups may help."""
    players = eng.teams[team].players
    payer = players[index]
    slot = _slots()
    by_colour: dict[str, list[tuple[int, str]]] = {}  # the cards of each colour, the payer's first
    for p in (index, *helpers):
        for c in players[p].powerups:
            if c not in exclude:
                by_colour.setdefault(AMMO[slot[c]], []).append((p, c))
    # A way lists its cubes and cards colour by colour, so two ways that pay with the same
    # cubes and cards are the same tuple: a set keeps each once.
    ways: set[Way] = set()
    for colours in _colour_options(cost):
        ways.update(_ways_for(payer.cubes, by_colour, colours))
    return sorted(ways, key=_fewest_cards)


def _fewest_cards(way: Way) -> tuple[int, Way]:
    return len(way[1]), way


@cache  # a few dozen distinct costs
def _colour_options(cost: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The costs without "any" that `cost` may be paid as: each "any" as each colour."""
    if "any" not in cost:
        return (cost,)
    fixed = tuple(c for c in cost if c != "any")
    return tuple(fixed + extra for extra in _colour_multisets(len(cost) - len(fixed)))


def _ways_for(cubes: dict[Ammo, int], by_colour: dict[str, list[tuple[int, str]]], colours: tuple[str, ...]) -> list[Way]:
    ways: list[Way] = [((), ())]
    for colour, n in _needs(colours)[0]:
        matching = by_colour.get(colour)
        if not matching:  # no card of the colour: its cubes, or no way at all
            if n > cubes[colour]:
                return []
            paid = (colour,) * n
            ways = [(w[0] + paid, w[1]) for w in ways]
            continue
        options: list[Way] = []
        for k in range(0, min(n, len(matching)) + 1):
            if n - k > cubes[colour]:
                continue
            for combo in combinations(matching, k):
                options.append(((colour,) * (n - k), combo))
        if not options:
            return []
        ways = [(w[0] + o[0], w[1] + o[1]) for w in ways for o in options]
    return ways


def _colour_multisets(n: int) -> list[tuple[Ammo, ...]]:
    if n == 0:
        return [()]
    out: list[tuple[Ammo, ...]] = []
    for rest in _colour_multisets(n - 1):
        for c in AMMO:
            m = tuple(sorted(rest + (c,)))
            if m not in out:
                out.append(m)
    return out


@lru_cache(maxsize=1024)
def _choice(way: Way, index: int, holders: tuple[str, ...]) -> Choice:
    """The answer that pays `way`; `holders`: the names of the team's players, when a
    teammate's cards may help. Cached: it depends on nothing but its arguments, and a
    game pays the same few ways again and again (a choice is never changed once made, so
    one object may answer many questions)."""
    return Choice(_key(way), partial(_label, way, index, holders), player=index, cubes=tuple(sorted(way[0])),
                  cards=tuple(sorted(c for _, c in way[1])))


def _key(way: Way) -> str:
    cubes, cards = way
    return "pay:" + ",".join(sorted(cubes)) + "|" + ",".join(sorted(c for _, c in cards))


def _label(way: Way, payer: int, holders: tuple[str, ...]) -> Msg:
    cubes, cards = way
    parts = [cost_msg(cubes)] if cubes else []
    parts += [ammo_card_msg(c, None if owner == payer else holders[owner]) for owner, c in cards]
    paid = parts[0]
    for part in parts[1:]:
        paid = Msg("{a} + {b}", a=paid, b=part)
    return Msg("Pay {paid}", paid=paid)

