"""Quick answers, one rule per decision kind, with no look-ahead.

The tactical bot answers the small decisions (pay, reward, discard, reload...) with these
directly, and uses them for every decision of its look-ahead rollouts, so they must stay
cheap: at most a static evaluation per choice, with the table changed in place and put back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..rules import Choice, Decision, Kind
from ..rules.cards import weapon
from ..rules.state import MAX_LOADED, Square, Team, other, standing
from .draft import drafted
from .evaluate import evaluate
from .position import Position
from .values import CUBE, loaded_value, powerup_value, unloaded_value, weapon_rating


T = TypeVar("T")


def need(value: T | None) -> T:
    """A field the decision's kind always sets on its choices (the figure of a target...)."""
    assert value is not None
    return value


def _by(decision: Decision, score: Callable[[Choice], float | tuple[float, ...]]) -> Choice:
    return max(decision.choices, key=score)


def _first(decision: Decision, *wanted: Callable[[Choice], bool]) -> Choice:
    """The first choice the earliest matching test accepts; else the first choice."""
    for test in wanted:
        for choice in decision.choices:
            if test(choice):
                return choice
    return decision.choices[0]


def _cards_kept(game: Position, decision: Decision, choice: Choice) -> float:
    """A payment's cost to the payer: cubes spent, powerups spent (worth more)."""
    player = game.table.teams[decision.team].players[need(decision.player)]
    # Spending the colour we hold most of keeps the widest choice of future costs.
    scarcity = sum(1.0 / player.cubes[c] for c in choice.cubes if player.cubes[c])
    return -(CUBE * len(choice.cubes) + sum(powerup_value(c) + CUBE for c in choice.cards) + 0.05 * scarcity)


def _with_damage(game: Position, team: Team, char: str) -> float:
    """The evaluation if `char` took one more damage into its buffer (marks convert)."""
    buf = game.table.teams[game.table.figures[char].team].buffer
    buf.damage.append(char)
    try:
        return evaluate(game, team)
    finally:
        buf.damage.pop()


def _at(game: Position, team: Team, char: str, square: Square | None) -> float:
    with standing(game.table.figures[char], square):
        return evaluate(game, team)


def _square_goods(game: Position, team: Team, player: int, square: Square) -> float:
    """What a grab on this square would bring: a tile, or a weapon worth having."""
    colour = game.arena.spawn_colour(square)
    if colour is None:
        return 0.8 if game.table.ammo.get(f"{square[0]},{square[1]}") else 0.0
    loaded = [w for w in game.table.teams[team].players[player].weapons if weapon(w).owner is None]
    best = max((weapon_rating(w) for w in game.table.slots[colour] if w), default=0.0)
    return 0.3 * best + (0.8 if len(loaded) < MAX_LOADED else 0.0)


def quick_move(game: Position, decision: Decision) -> Choice:
    team, char = decision.team, need(decision.figure)
    player = game.table.controllers(char)[0]
    grabbing = decision.action == "grab"
    return _by(decision, lambda c: _at(game, team, char, c.square)
               + (_square_goods(game, team, player, need(c.square)) if grabbing else 0.0))


def quick_reload(game: Position, decision: Decision) -> Choice:
    """Reload the best weapon whose loaded worth beats the cubes; character weapons first
    since only their character can use them and they are cheap."""
    def gain(c: Choice) -> float:
        if c.weapon is None:
            return 0.0
        w = weapon(c.weapon)
        player = game.table.teams[decision.team].players[need(c.player)]
        cost = CUBE * len(w.reload) + 0.05 * sum(1.0 / max(1, player.cubes[x]) for x in w.reload)
        return loaded_value(c.weapon) - unloaded_value(c.weapon) - cost + (0.3 if w.owner else 0.0)
    return _by(decision, gain)


def quick_tagback(game: Position, decision: Decision) -> Choice:
    """A tagback mark is worth its card when a teammate can see the attacker now: the mark
    turns into damage on our next hit (TP-DMG-4)."""
    throw = [c for c in decision.choices if c.powerup]
    attacker = throw[0].figure if throw else None
    if attacker is None:
        return _first(decision, _declines)
    table, arena = game.table, game.arena
    target = need(table.figures[attacker].square)
    sees = any((sq := table.figures[c].square) and arena.can_see(sq, target)
               for c in table.teams[decision.team].characters)
    return throw[0] if sees else _first(decision, _declines)


def quick_reward(game: Position, decision: Decision) -> Choice:
    """A cube of the colour the team needs for its unloaded weapons, else the scarcest; a
    powerup to the player holding fewest."""
    players = game.table.teams[decision.team].players
    wanted = [x for w in game.table.teams[decision.team].table for x in weapon(w).reload]

    def worth(c: Choice) -> float:
        p = players[need(c.player)]
        if c.ammo is None:
            return -len(p.powerups)
        return wanted.count(c.ammo) - p.cubes[c.ammo] - 0.1 * sum(p.cubes.values())
    return _by(decision, worth)


def quick_spawn(game: Position, decision: Decision) -> Choice:
    """Discard the least valuable card; among equals, spawn in sight of an enemy."""
    table, arena = game.table, game.arena
    enemies = [sq for c in table.teams[other(decision.team)].characters if (sq := table.figures[c].square)]
    return _by(decision, lambda c: -powerup_value(need(c.powerup))
               + 0.05 * sum(arena.can_see(need(c.square), e) for e in enemies))


def quick_ability(game: Position, decision: Decision) -> Choice:
    """A recolouring (Hack) or a move of an enemy (Mind Control) by the evaluation of the
    table it leaves, not using the ability where that is best; any other question of an
    ability (which one next, whom to repair...) by its first use. Rollouts end many a turn
    with these answers: the first answer on offer recoloured a token at random and moved an
    enemy to the first square listed."""
    team, choices = decision.team, decision.choices
    if any(c.source is not None for c in choices):
        return _by(decision, lambda c: _recolour(game, team, c))
    if all(c.square is not None and c.figure == choices[0].figure for c in choices):
        return _by(decision, lambda c: _at(game, team, need(c.figure), c.square))
    return _first(decision, lambda c: c.figure is not None)


def _recolour(game: Position, team: Team, choice: Choice) -> float:
    """The evaluation once the enemies' buffer token of `choice.source` is `choice.figure`'s
    (the last such token, as Hack takes it); as it is for an answer that recolours nothing."""
    buf = game.table.teams[other(team)].buffer.damage
    if choice.source is None:
        return evaluate(game, team)
    i = len(buf) - 1 - buf[::-1].index(choice.source)
    buf[i] = need(choice.figure)
    try:
        return evaluate(game, team)
    finally:
        buf[i] = choice.source


def quick_heal(game: Position, decision: Decision) -> Choice:
    figs = game.table.figures
    return _by(decision, lambda c: (figs[need(c.figure)].rush, figs[need(c.figure)].damage))


def quick_shared(game: Position, decision: Decision) -> Choice:
    """The shared character's weapon fires only from the hand that reloaded it (TP-WPN-5)."""
    ts = game.table.teams[decision.team]
    held = game.table.figures[need(ts.shared)].weapon
    return _by(decision, lambda c: (held in ts.players[need(c.player)].weapons,
                                    sum(ts.players[need(c.player)].cubes.values())))


def _declines(choice: Choice) -> bool:
    """No Targeting scope, no tagback grenade: the answer that plays no card."""
    return choice.powerup is None


def _plain(option: str) -> Callable[[Choice], bool]:
    """The action or effect named `option`, without an Adrenaline Rush payment."""
    return lambda c: c.option == option and not c.lightning


def quick(game: Position, decision: Decision) -> Choice:
    """A cheap, sensible answer to any decision."""
    kind, team, table = decision.kind, decision.team, game.table
    if kind == Kind.DRAFT:
        return drafted(game.table, decision)
    if kind == Kind.PAY:
        return _by(decision, lambda c: _cards_kept(game, decision, c))
    if kind == Kind.SPAWN and decision.choices[0].powerup:
        return quick_spawn(game, decision)
    if kind == Kind.SHARED:
        return quick_shared(game, decision)
    if kind == Kind.NEXT:
        # Never Newton / Teleporter in a rollout: act, and end the actions when all have.
        return _first(decision, lambda c: c.figure is not None and c.powerup is None,
                      lambda c: c.figure is None and c.powerup is None)
    if kind == Kind.ACTION:
        return _first(decision, _plain("shoot"), _plain("grab"), _plain("pass"))
    if kind == Kind.MOVE:
        return quick_move(game, decision)
    if kind in (Kind.GRAB, Kind.WEAPON):
        return _by(decision, lambda c: weapon_rating(need(c.weapon)))
    if kind in (Kind.DROP, Kind.UNLOAD):
        return _by(decision, lambda c: -weapon_rating(need(c.weapon)))
    if kind == Kind.EFFECT:
        return _first(decision, lambda c: c.option is not None and not c.lightning, lambda c: c.option is None)
    if kind == Kind.TARGET:
        return _by(decision, lambda c: _with_damage(game, team, c.figure) if c.figure else -1e9)
    if kind == Kind.SCOPE:
        return _first(decision, _declines)
    if kind == Kind.TAGBACK:
        return quick_tagback(game, decision)
    if kind == Kind.REWARD:
        return quick_reward(game, decision)
    if kind == Kind.DISCARD:
        return _by(decision, lambda c: -powerup_value(need(c.powerup)))
    if kind in (Kind.NEWTON, Kind.TELEPORTER) and decision.figure is not None:  # where the figure goes
        return _by(decision, lambda c: _at(game, team, need(c.figure), c.square))
    if kind == Kind.HEAL:
        return quick_heal(game, decision)
    if kind == Kind.RELOAD:
        return quick_reload(game, decision)
    if kind == Kind.ABILITY:
        return quick_ability(game, decision)
    if kind in (Kind.AMMO, Kind.RESPAWN, Kind.SPAWN):
        # Who pays, draws or respawns: the player with the most cubes and fewest cards.
        players = table.teams[team].players
        return _by(decision, lambda c: 0.1 * sum(players[c.player].cubes.values()) - len(players[c.player].powerups)
                   if c.player is not None else 0.0)
    return decision.choices[0]
