"""Determinisation: a whole game that agrees with everything one team has seen.

A bot that looks ahead needs a game to play forward, but the real game holds what its team
may not know: the other team's powerups, the order of the face-down decks and the random
generator. From the team's observation only (`rules/observe.py`) this module deals the
unseen cards at random into those hidden places, consistently with what happened since the
turn started, and replays the turn's answers on that table. The result is one possible
world; looking ahead over several of them is information-set search (determinisation).

What the team saw pins parts of the world:
- the powerups drawn since the turn started come off the top of the deck in that order
  (its own draws as seen; the other team's draws unknown);
- a card the other team showed (played, paid, discarded to spawn) was in that player's
  hand or among their draws;
- the ammo tiles and weapons that refilled the arena came off the top of their decks.
Being asked about tagback grenades tells nothing: the question comes whenever the rules
allow one, held or not (`rules/powerups.tagbacks`).
A world that still does not lead to what the team sees now (a replayed answer illegal, a
different table, or another question) is dealt again; after a few misses there is no world (`None`): an
ammo or weapon deck reshuffled in mid-turn can make that happen, and the bot then decides
without looking ahead. A powerup deck reshuffled in mid-turn is dealt as if the discards had
lain below it from the turn's start (where each card lies after the shuffle, no world pins)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from ..rules import Game, GameState, IllegalChoice
from ..rules.cards import catalog
from ..rules.observe import Observation
from ..rules.state import Table, Team, other
from ..rules.view import HIDDEN, view
from .policy import need

TRIES = 6  # worlds dealt before giving up on looking ahead at this question


def world(obs: Observation, rnd: random.Random) -> Game | None:
    """One game consistent with `obs`, at the same question, or None."""
    for _ in range(TRIES):
        table = _deal(obs, rnd)
        if table is None:
            return None
        if (game := replayed(table, obs)) is not None:
            return game
    return None


def replayed(start: Table, obs: Observation) -> Game | None:
    """The world whose turn started at `start` with the turn's answers so far played on, if
    it still asks the question the team is asked, on the table the team sees (a card drawn
    since may make it disagree)."""
    try:
        game = Game.resume(GameState(table=start, script=obs.script))
    except IllegalChoice:
        return None
    if game.pending != obs.decision:
        return None
    seen = view(game.table, obs.team)
    if reshuffled(obs):  # which cards went back into the deck, and so lie where, no world pins
        seen.powerup_deck, seen.powerup_discard = obs.now.powerup_deck, obs.now.powerup_discard
    return game if seen == obs.now else None


def reshuffled(obs: Observation) -> bool:
    """The powerup deck ran out in the turn and the discards were shuffled in: a world dealt
    then stands in for the game but is not its twin (its turn started with the discards in the
    deck, so its piles then and now look otherwise)."""
    return sum(m.drawn for m in obs.hands) > len(obs.start.powerup_deck)


def _deal(obs: Observation, rnd: random.Random) -> Table | None:
    """The turn-start table with the hidden places filled; None when a deck ran out and was
    reshuffled since the turn started (the reshuffle's order cannot be pinned)."""
    table = obs.start.model_copy(deep=True)
    enemy = other(need(obs.team))
    if not _deal_powerups(obs, table, enemy, rnd):
        return None
    ammo = _pinned_refill(obs.start.ammo_deck, _all_tiles(),
                          _seen_tiles(obs.start), [t for t in obs.now.ammo.values() if t])
    weapons = _pinned_refill(obs.start.weapon_deck, _all_weapons(), _seen_weapons(obs.start),
                             [w for slots in obs.now.slots.values() for w in slots if w])
    if ammo is None or weapons is None:
        return None
    table.ammo_deck = _stack(ammo[1], _fill(ammo[0], len(obs.start.ammo_deck) - len(ammo[1]), rnd, _all_tiles()), rnd)
    table.weapon_deck = _stack(weapons[1], _fill(weapons[0], len(obs.start.weapon_deck) - len(weapons[1]), rnd,
                                                 _all_weapons()), rnd)
    table.rng = rnd.getrandbits(64)
    return table


def _deal_powerups(obs: Observation, table: Table, enemy: Team, rnd: random.Random) -> bool:
    start = obs.start
    players = table.teams[enemy].players
    seen = [c for p in start.teams[other(enemy)].players for c in p.powerups] + list(start.powerup_discard)
    pool = _minus(_all_powerups(), seen)
    draws = [m for m in obs.hands if m.drawn]
    deck = len(start.powerup_deck)
    # The deck ran out in the turn and the discards were shuffled in (BASE-REFILL-3): dealt as if
    # they had lain below it from the turn's start, so the draws after come from them (the
    # reshuffle's order is the generator's, which no world can pin)
    shuffled_in = list(start.powerup_discard) if reshuffled(obs) else []
    if len(draws) > deck + len(shuffled_in):
        return False
    if shuffled_in:
        table.powerup_discard = []
    # Cards a draw is known to give: the team's own draws.
    top: list[str | None] = [m.card if m.card != HIDDEN else None for m in draws]
    pool = _minus(pool, [c for c in top[:deck] if c is not None])
    shuffled_in = _minus(shuffled_in, [c for c in top[deck:] if c is not None])
    hands: list[list[str]] = [[] for _ in players]
    room = [len(p.powerups) for p in players]
    # What the other team showed: in the shower's hand at the start, else one of their draws.
    for move in obs.hands:
        if move.team != enemy or move.drawn or move.card in hands[move.player]:
            continue
        if len(hands[move.player]) < room[move.player]:
            hands[move.player].append(move.card)
        else:
            spot = next((i for i, m in enumerate(draws) if m.team == enemy and m.player == move.player
                         and top[i] is None), None)
            if spot is None:
                return False
            top[spot] = move.card
        pool = _minus(pool, [move.card])
    rnd.shuffle(pool)
    for p, hand in enumerate(hands):
        while len(hand) < room[p]:
            hand.append(pool.pop() if pool else rnd.choice(_all_powerups()))
        players[p].powerups = hand
    rnd.shuffle(shuffled_in)
    drawn = [c if c is not None else (pool.pop() if pool and i < deck else shuffled_in.pop() if shuffled_in else
                                      rnd.choice(_all_powerups())) for i, c in enumerate(top)]
    table.powerup_deck = _stack(drawn, shuffled_in or _fill(pool, deck - len(drawn), rnd, _all_powerups()), rnd)
    return True


def _pinned_refill(deck: list[str], every: list[str], seen: Iterable[str],
                   now: list[str]) -> tuple[list[str], list[str]] | None:
    """The face-down deck as (its unseen cards, the cards known to have come off its top, in
    order): those on the arena now that were in the deck at the start."""
    unseen = _minus(every, list(seen))
    in_deck = Counter(unseen)
    drawn = []
    for card in now:
        if in_deck[card] > 0:
            in_deck[card] -= 1
            drawn.append(card)
    if len(drawn) > len(deck):
        return None
    rest = _minus(unseen, drawn)
    return rest, drawn


def _stack(top: list[str], rest: list[str], rnd: random.Random) -> list[str]:
    """A deck whose next cards (popped from the end) are `top` in order, `rest` below it
    shuffled."""
    below = list(rest)
    rnd.shuffle(below)
    return below + list(reversed(top))


def _fill(pool: list[str], n: int, rnd: random.Random, every: list[str]) -> list[str]:
    """`n` cards from the pool, which holds exactly `n` in a played game; a hand-made
    position (a test, a tour position) may hide fewer or more cards than the pool holds."""
    cards = rnd.sample(pool, max(0, min(n, len(pool))))
    while len(cards) < n:
        cards.append(rnd.choice(every))
    return cards


def _minus(cards: list[str], taken: list[str]) -> list[str]:
    left = Counter(taken)
    out = []
    for c in cards:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


def _seen_tiles(table: Table) -> list[str]:
    return [t for t in table.ammo.values() if t] + list(table.ammo_discard)


def _seen_weapons(table: Table) -> list[str]:
    held = [w for ts in table.teams.values() for p in ts.players for w in p.weapons]
    return held + [w for ts in table.teams.values() for w in ts.table] + \
        [w for slots in table.slots.values() for w in slots if w]


def _all_powerups() -> list[str]:
    return [p.id for p in catalog().powerups]


def _all_tiles() -> list[str]:
    return [t.id for t in catalog().ammo_tiles]


def _all_weapons() -> list[str]:
    return [w.id for w in catalog().arena_weapons()]
