"""Set positions for tests: a table at the start of a team turn, then arranged by hand.

With the defaults (starting team Black, first legal choice everywhere) the draft gives
Black :D-struct-0R, Violet, Sprog and White Banshee, Dozer, Echo."""

from __future__ import annotations

from adrenaline_team.rules import Game, GameConfig, PlayerConfig, Table
from adrenaline_team.rules.observe import Seat


def config(arena="A", black=1, white=1, reward="HS-REW-A", starting="black") -> GameConfig:
    return GameConfig(arena=arena, black=[PlayerConfig(name=f"Black {i + 1}") for i in range(black)],
                      white=[PlayerConfig(name=f"White {i + 1}") for i in range(white)],
                      reward_tile=reward, starting_team=starting)


def table_at_turn(arena="A", black=1, white=1, seed=0, reward="HS-REW-A", starting="black") -> Table:
    """Play the setup with the first legal choice everywhere; return the table as the
    starting team's first turn begins."""
    game = Game.new(config(arena, black, white, reward, starting), seed)
    while game.table.phase != "turn":
        game.choose(game.pending.choices[0])
    return Table.model_validate(game.state.table.model_dump())


def arrange(table: Table, squares=None, damage=None, weapons=None, cubes=None, powerups=None, empty_hands=True):
    """Put figures on squares, damage on boards and cards in hands.
    weapons / cubes / powerups: {(team, player): value}."""
    if empty_hands:
        for ts in table.teams.values():
            ts.table = []
            for p in ts.players:
                p.weapons, p.powerups = [], []
    for char, square in (squares or {}).items():
        table.figures[char].square = tuple(square)
    for char, n in (damage or {}).items():
        table.figures[char].damage = n
    for (team, i), ws in (weapons or {}).items():
        table.teams[team].players[i].weapons = list(ws)
    for (team, i), cs in (cubes or {}).items():
        table.teams[team].players[i].cubes = dict(cs)
    for (team, i), ps in (powerups or {}).items():
        table.teams[team].players[i].powerups = list(ps)
    return table


# Questions the table asks even with one answer (it never spends, harms or moves for a player,
# nor tells whether a team holds a tagback grenade): tests of other rules need not name them.
ASKED_ALWAYS = {"pay", "target", "square", "option", "effect", "move", "newton", "teleporter", "ability", "tagback"}


def one_way(game: Game, key: str | None = None) -> list:
    """Answer, as its player would, each pending question that the table asks though it has one
    answer (a payment with one way, the one target, a tagback question with no grenade to
    throw), unless `key` answers it; return the events."""
    events = []
    while (d := game.pending) is not None and d.kind in ASKED_ALWAYS and len(d.choices) == 1 \
            and d.choices[0].key != key:
        events += game.choose(d.choices[0])
    return events


def play(game: Game, *keys: str) -> list:
    """Choose each key in turn; return all events. A question with one answer that the table
    asks anyway (`one_way`) and a key does not answer is answered on the way, and after the
    last key."""
    events = []
    for key in keys:
        events += one_way(game, key)
        d = game.pending
        assert d is not None, f"game over before {key!r}"
        assert key in [c.key for c in d.choices], f"{key!r} not legal for {d.kind} ({d.prompt}): {[c.key for c in d.choices]}"
        events += game.choose(key)
    return events + one_way(game)


def pass_actions(game: Game) -> list:
    """Every character of the active team that has not acted passes; returns the events up
    to the first decision after the actions (or the game's end)."""
    events = []
    team = game.table.active
    while game.pending and game.pending.team == team and game.pending.kind in ("next", "action"):
        d = game.pending
        if d.kind == "action":
            events += game.choose("action:pass")
        else:
            events += game.choose(next(c for c in d.choices if c.powerup is None))  # an action, else the end
    return events


def last_choice(seat: Seat):
    """A bot that always takes the last legal choice (pass, decline, done)."""
    return seat.decision.choices[-1]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
