"""The engine: the table plus the state operations every rule uses (who is who, cubes, the
Adrenaline Rush tile, the damage buffer, boards, moves, scores). It asks nothing: the flows
in the other modules ask the questions and call these."""

from __future__ import annotations

from collections.abc import Callable

from ..arena import Arena, load_arena
from ..message import Msg
from . import events as ev
from .state import MAX_CUBES, Ammo, MAX_MARKS, MAX_RUSH, Figure, Player, Square, Table, Team, TeamState, killshot_at, other


class Engine:
    def __init__(self, table: Table):
        self.table = table
        self.arena: Arena = load_arena(table.config.arena)
        # Every character's figure: the table's own dict (never replaced, only its figures
        # change), which every rule reads.
        self.figures: dict[str, Figure] = table.figures
        self.teams: dict[Team, TeamState] = table.teams  # likewise, each team's state
        self.events: list[ev.Event] = []  # every event emitted: the game's log
        self.emit: Callable[[ev.Event], None] = self.events.append  # what every rule calls to record an event
        # Marks placed during the action under way: they wait for a later action (TP-DMG-4/5).
        # Never saved: checkpoints fall between actions, where this is empty.
        self.fresh_marks: dict[str, int] = {}
        # (attacker, damaged character) for each hit of the action under way that the damaged
        # character could see dealt: its team's tagback moment asks about them once the
        # action's damage is dealt (`powerups.tagbacks`). Never saved: empty between actions.
        self.in_sight: list[tuple[str, str]] = []
        # Every powerup that entered or left a hand since the team turn started, in order:
        # (team, player, card, drawn). What a team saw of it is its observation (observe.py).
        self.hands: list[tuple[Team, int, str, bool]] = []
        # Set when something hidden or random is shown (a powerup drawn, the arena refilled):
        # undo never goes back past it. The driver clears it before each choice.
        self.revealed = False

    # --- who is who -------------------------------------------------------------------
    def player(self, team: Team, index: int) -> Player:
        return self.teams[team].players[index]

    def pname(self, team: Team, index: int) -> str:
        return self.teams[team].players[index].name

    def controlled_by(self, team: Team, index: int) -> list[str]:
        return [c for c in self.teams[team].characters if index in self.table.controllers(c)]

    def enemies(self, team: Team) -> list[str]:
        """The other team's figures on the arena, the only legal targets (DLC-WG-3)."""
        out = []
        figures = self.figures
        for c in self.teams[other(team)].characters:
            if figures[c].square is not None:
                out.append(c)
        return out

    def spend_powerup(self, team: Team, index: int, card: str) -> None:
        """The card leaves the player's hand for the discard pile, whatever it was used for
        (BASE-PU-3: its effect, as ammo, or to choose a spawnpoint)."""
        self.player(team, index).powerups.remove(card)
        self.table.powerup_discard.append(card)
        self.hands.append((team, index, card, False))

    def gain_cubes(self, player: Player, colours: tuple[Ammo, ...]) -> tuple[tuple[Ammo, ...], tuple[Ammo, ...]]:
        """Cubes into a player's ammo; over 3 of a colour they are lost (TP-AMMO-1)."""
        gained: list[Ammo] = []
        lost: list[Ammo] = []
        for colour in colours:
            if player.cubes[colour] < MAX_CUBES:
                player.cubes[colour] += 1
                gained.append(colour)
            else:
                lost.append(colour)
        return tuple(gained), tuple(lost)

    # --- the Adrenaline Rush tile (HS-AR) -------------------------------------------------
    def can_rush(self, char: str, paid: int = 0) -> bool:
        """A payment slides the tile left; at most 3 spaces, and never onto damage already
        on the board: a payment never kills (HS-AR-2). `paid`: asked as the tile will stand
        after that many more payments."""
        fig = self.figures[char]
        rush = fig.rush + paid
        return rush < MAX_RUSH and fig.damage < killshot_at(rush) - 1

    def pay_rush(self, char: str, what: Msg) -> None:
        fig = self.figures[char]
        fig.rush += 1
        self.emit(ev.RushPaid(char, fig.rush, what))

    def heal(self, char: str) -> None:
        """The character's tile slides one space right (TP-END-4, TP-KILL-3, HS-AR-4)."""
        fig = self.figures[char]
        fig.rush -= 1
        self.emit(ev.Healed(fig.id, fig.rush))

    # --- damage -----------------------------------------------------------------------
    def hit(self, source: str | None, target: str, damage: int = 0, marks: int = 0) -> None:
        """Damage and marks go into the target team's buffer (TP-DMG-2): damage first, with
        every mark of the target's colour placed by an earlier action turning into damage
        (TP-DMG-4), then the new marks, which wait for a later action (TP-DMG-5). The damaged
        team's answer, if any, is `powerups.tagbacks`'s."""
        fig = self.figures[target]
        buf = self.teams[fig.team].buffer
        if damage > 0:
            fresh = self.fresh_marks.get(target, 0)
            converted = buf.marks.get(target, 0) - fresh
            if fresh:
                buf.marks[target] = fresh
            else:
                buf.marks.pop(target, None)
            buf.damage.extend([target] * (damage + converted))
            self.emit(ev.DamageBuffered(fig.team, source, target, damage, converted, len(buf.damage)))
        if marks > 0:
            have = buf.marks.get(target, 0)
            placed = min(marks, MAX_MARKS - have)
            if placed:
                buf.marks[target] = have + placed
                self.fresh_marks[target] = self.fresh_marks.get(target, 0) + placed
            self.emit(ev.MarksBuffered(fig.team, source, target, placed, marks - placed))

    def board_damage(self, char: str, amount: int, how: str, by: Team) -> None:
        """Tokens onto a board. Killshot when one lands on the tile's killshot space (TP-KILL-1),
        one more may go on the overkill space, the rest is lost (TP-KILL-3)."""
        fig = self.figures[char]
        before = fig.damage
        fig.damage = min(fig.overkill, before + amount)
        self.emit(ev.BoardDamaged(char, fig.damage - before, fig.damage, how))
        if before < fig.killshot <= fig.damage:
            fig.dead = True
            self.emit(ev.Killshot(char, by))
        if before < fig.overkill <= fig.damage:
            fig.overkilled = True

    def move(self, char: str, square: Square, by: Msg | None = None) -> None:
        fig = self.figures[char]
        if fig.square != square:
            self.emit(ev.Moved(char, fig.square, square, by, self.arena.place(square)))
            fig.square = square

    def score(self, team: Team, points: int, why: Msg, category: str) -> None:
        ts = self.teams[team]
        ts.score += points
        ts.tally[category] = ts.tally.get(category, 0) + points
        self.emit(ev.Scored(team, points, why))
