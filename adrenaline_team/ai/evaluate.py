"""A fast static evaluation of a table for one team, in points (score track = 1.0).

It reads the Team Play economy: a buffer at 6+ damage WILL be flushed (TP-END-3) and is
valued as that flush (reward row by colour count, killshots, overkill, double/triple
kill); a buffer under 6 is damage banked for later, worth less; damage on boards is
progress towards a killshot; loaded weapons, cubes and powerups are future shots."""

from __future__ import annotations

import math
from collections import Counter

from ..rules.abilities import OVERLOAD_DAMAGE
from ..rules.state import FLUSH_AT, MULTIKILL, TOKENS_PER_POINT, Figure, Square, Table, Team, other
from .position import Position
from .values import CUBE, HEAL, RUSH, UNSEEN_POWERUP, loaded_value, powerup_value, reward_value, unloaded_value

PENDING = 1.0  # banked buffer damage: it waits a turn or more and may be plated away
MARK = 0.25  # a mark turns into damage with the next hit on that colour (TP-DMG-4)
THREAT = 2  # damage one enemy in sight can be expected to add next turn


def board_value(fig: Figure, damage: int) -> float:
    """Progress towards the killshot, tokens near it worth a little more; each token is
    also a third of a point in the final tally (TP-GAME-3c)."""
    ratio = min(damage, fig.killshot) / fig.killshot
    return 0.8 * fig.value * math.pow(ratio, 1.2) + damage / 6


def flush_value(table: Table, victim: Team, tokens: list[str]) -> float:
    """What the victim's enemies gain when these buffer tokens go onto the boards."""
    counts = Counter(tokens)
    can_heal = any(table.figures[c].rush for c in table.teams[other(victim)].characters)
    value = reward_value(table.reward_tile, len(counts), can_heal)
    kills = 0
    for char, n in counts.items():
        fig = table.figures[char]
        after = fig.damage + n
        if after >= fig.killshot:
            kills += 1
            value += fig.value - board_value(fig, fig.damage)
            if after > fig.killshot:
                value += 1 + HEAL  # TP-KILL-3
        else:
            value += board_value(fig, after) - board_value(fig, fig.damage)
    return value + (MULTIKILL[kills][1] if kills in MULTIKILL else 0)


def banked_value(table: Table, victim: Team, tokens: list[str]) -> float:
    """Damage under the flush line: half its flush worth, and the reward grows closer."""
    if not tokens:
        return 0.0
    counts = Counter(tokens)
    value = 0.0
    for char, n in counts.items():
        fig = table.figures[char]
        value += board_value(fig, min(fig.killshot - 1, fig.damage + n)) - board_value(fig, fig.damage)
    reward = reward_value(table.reward_tile, len(counts), True)
    return PENDING * value + 0.5 * reward * (len(tokens) / FLUSH_AT) ** 2


def overloaded(table: Table, victim: Team) -> list[str]:
    """The damage tokens Overload puts into the victim's buffer: the other team's
    :D-struct-0R hits each of the victim's characters on an overload token at the end of
    this turn, in time for its flush check (HS-ABIL-DSTRUCT), as surely as a shot."""
    if not table.overload or "dstruct" not in table.teams[other(victim)].characters:
        return []
    return [c for c in table.teams[victim].characters if table.figures[c].square in table.overload
            for _ in range(OVERLOAD_DAMAGE)]


def buffer_value(table: Table, victim: Team) -> float:
    """The victim's buffer, seen by its enemies, with the overload damage on its way."""
    buf = table.teams[victim].buffer
    marks = MARK * sum(buf.marks.values())
    damage = buf.damage + overloaded(table, victim)
    if len(damage) >= FLUSH_AT:
        return flush_value(table, victim, damage) + marks
    return banked_value(table, victim, damage) + marks


def kit(table: Table, team: Team, seen: bool) -> float:
    """Weapons, cubes and powerups. Powerups count by what they are only where the
    evaluating team can see them (`seen`): the other team's hand is valued by its size,
    whatever a determinised world dealt into it."""
    ts = table.teams[team]
    value = sum(unloaded_value(w) for w in ts.table)
    for p in ts.players:
        value += sum(loaded_value(w) for w in p.weapons)
        value += CUBE * sum(p.cubes.values())
        value += sum(powerup_value(c) for c in p.powerups) if seen else UNSEEN_POWERUP * len(p.powerups)
    return value


def resources(table: Table, team: Team, seen: bool) -> float:
    """The team's kit, less the damage taken and the rush paid."""
    value = kit(table, team, seen)
    for c in table.teams[team].characters:
        fig = table.figures[c]
        value -= RUSH * fig.rush + board_value(fig, fig.damage)
    return value


def tokens(table: Table, team: Team) -> float:
    """Poison pays 1 damage every turn of the team with Sprog (TP-END-2); mind control lets
    Banshee move (overload is damage on its way: `overloaded`)."""
    mine = table.teams[team].characters
    value = 0.0
    for c in table.teams[other(team)].characters:
        fig = table.figures[c]
        if fig.poison and "sprog" in mine:
            value += 0.6
        if fig.mind_control and "banshee" in mine:
            value += 0.15
    return value


def position(game: Position, team: Team) -> float:
    """Targets in sight are next turn's shots; enemies in sight are a threat, a deadly one
    when the team's buffer could reach a flush that kills (avoid being flushed to death)."""
    table, arena = game.table, game.arena
    enemies = [sq for c in table.teams[other(team)].characters if (sq := table.figures[c].square) is not None]
    buf = table.teams[team].buffer.damage
    counts = Counter(buf)
    seen_by: dict[str, tuple[Square, int]] = {}  # character -> (its square, enemies that see it)
    for c in table.teams[team].characters:
        square = table.figures[c].square
        if square is not None:
            seen_by[c] = square, sum(arena.can_see(e, square) for e in enemies)
    threat = THREAT * sum(n for _, n in seen_by.values())
    value = 0.0
    for c, (square, n) in seen_by.items():
        fig = table.figures[c]
        sees = sum(arena.can_see(square, e) for e in enemies)
        value += 0.2 * min(2, sees) - 0.15 * n
        if n and len(buf) + threat >= FLUSH_AT and fig.damage + counts[c] + THREAT * n >= fig.killshot:
            value -= 0.4 * fig.value
    return value


def evaluate(game: Position, team: Team) -> float:
    table = game.table
    enemy = other(team)
    value = float(table.teams[team].score - table.teams[enemy].score)
    value += buffer_value(table, enemy) - buffer_value(table, team)
    value += resources(table, team, True) - resources(table, enemy, False)
    value += tokens(table, team) - tokens(table, enemy)
    return value + position(game, team)


WIN = 5.0  # winning against points: once the game is decided, only the winner counts (TP-GAME-4)
LAST_TURN_KIT = 0.5  # the other team's kit with one turn left to use it


def turns_left(table: Table, team: Team) -> int | None:
    """How many turns the team still plays once the end is triggered (TP-GAME-2), else None."""
    if not table.end_triggered:
        return None
    return max(table.teams[t].turns for t in table.teams) - table.teams[team].turns


def final_thirds(table: Table, victim: Team) -> int:
    """What the victim's enemies score for the damage its boards would hold after the final
    clearing of its buffer (TP-GAME-3b/c)."""
    counts = Counter(table.teams[victim].buffer.damage)
    tokens = 0
    for c in table.teams[victim].characters:
        fig = table.figures[c]
        if not fig.dead:
            tokens += min(fig.overkill, fig.damage + counts[c])
    return tokens // TOKENS_PER_POINT


def last_turn(game: Position, team: Team) -> float:
    """The team has played its last turn and the other team plays one more: the team's kit
    is worth nothing now, the other team's buffer will only be cleared (no flush reward),
    while the other team may still flush the team's buffer and spends its kit once."""
    table = game.table
    enemy = other(team)
    value = float(table.teams[team].score - table.teams[enemy].score)
    value += final_thirds(table, enemy) - final_thirds(table, team)
    value -= buffer_value(table, team) + LAST_TURN_KIT * kit(table, enemy, False)
    return value + position(game, team)


def judge(game: Position, team: Team) -> float:
    """The hard bot's evaluation: `evaluate` until the end is in sight, then the end as the
    rulebook scores it: the last turn, the final thirds and who wins."""
    table = game.table
    if table.result is not None:
        r = table.result
        enemy = other(team)
        won = 0 if r.winner is None else (WIN if r.winner == team else -WIN)
        return won + r.scores[team] - r.scores[enemy]
    if turns_left(table, team) == 0:
        return last_turn(game, team)
    return evaluate(game, team)
