"""The engine: the table plus the operations every rule uses (who is who, payments, the
damage buffer, boards, healing). Flows in the other modules call these."""

from __future__ import annotations

from itertools import combinations

from ..arena import Arena, load_arena
from . import events as ev
from . import powerups
from .cards import card_name, name, powerup
from .decision import Choice, Decision, Flow, Kind, ask
from .state import (AMMO, MAX_CUBES, MAX_MARKS, MAX_RUSH, Figure, Player, Square, Table, Team,
                    TeamState, other)


class Engine:
    def __init__(self, table: Table):
        self.table = table
        self.arena: Arena = load_arena(table.config.arena)
        self.events: list[ev.Event] = []
        # Marks placed during the action under way: they wait for a later action (TP-DMG-4/5).
        # Never saved: checkpoints fall between actions, where this is empty.
        self.fresh_marks: dict[str, int] = {}

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)

    # --- who is who -------------------------------------------------------------------
    def team(self, team: Team) -> TeamState:
        return self.table.teams[team]

    def player(self, team: Team, index: int) -> Player:
        return self.table.teams[team].players[index]

    def pname(self, team: Team, index: int) -> str:
        return self.table.teams[team].players[index].name

    def fig(self, char: str) -> Figure:
        return self.table.figures[char]

    def controlled_by(self, team: Team, index: int) -> list[str]:
        return [c for c in self.table.teams[team].characters if index in self.table.controllers(c)]

    def enemies(self, team: Team) -> list[str]:
        """The other team's figures on the arena, the only legal targets (DLC-WG-3)."""
        return [c for c in self.table.teams[other(team)].characters if self.table.figures[c].square is not None]

    def gain_cubes(self, player: Player, colours: list[str] | tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        gained, lost = [], []
        for colour in colours:
            if player.cubes[colour] < MAX_CUBES:
                player.cubes[colour] += 1
                gained.append(colour)
            else:
                lost.append(colour)
        return tuple(gained), tuple(lost)

    # --- payments (BASE-AMMO-3, TP-WPN-3) ---------------------------------------------
    def payment_ways(self, team: Team, index: int, cost: tuple[str, ...], exclude: tuple[str, ...] = (),
                     helpers: tuple[int, ...] = ()) -> list[tuple[tuple[str, ...], tuple[tuple[int, str], ...]]]:
        """Every distinct way to pay `cost` (colours, or "any" for one cube of any colour):
        (cubes paid, powerups paid as (player, card)). `helpers` are teammates whose
        powerups may help (TP-PU-2c)."""
        payer = self.player(team, index)
        cards = [(index, c) for c in payer.powerups if c not in exclude]
        for h in helpers:
            cards += [(h, c) for c in self.player(team, h).powerups if c not in exclude]
        colour_options = [cost]
        if "any" in cost:
            fixed = tuple(c for c in cost if c != "any")
            n_any = len(cost) - len(fixed)
            colour_options = [fixed + extra for extra in _colour_multisets(n_any)]
        ways: dict[tuple, tuple] = {}
        for colours in colour_options:
            for way in self._ways_for(payer, cards, colours):
                key = (tuple(sorted(way[0])), tuple(sorted(way[1])))
                ways.setdefault(key, way)
        return sorted(ways.values(), key=lambda w: (len(w[1]), w))

    @staticmethod
    def _ways_for(payer: Player, cards: list[tuple[int, str]], colours: tuple[str, ...]):
        need = {c: colours.count(c) for c in AMMO if c in colours}
        per_colour: list[list[tuple[tuple[str, ...], tuple[tuple[int, str], ...]]]] = []
        for colour, n in need.items():
            matching = [pc for pc in cards if powerup(pc[1]).colour == colour]
            options = []
            for k in range(0, min(n, len(matching)) + 1):
                if n - k > payer.cubes[colour]:
                    continue
                for combo in combinations(matching, k):
                    options.append(((colour,) * (n - k), combo))
            if not options:
                return []
            per_colour.append(options)
        ways = [((), ())]
        for options in per_colour:
            ways = [(w[0] + o[0], w[1] + o[1]) for w in ways for o in options]
        return ways

    def can_pay(self, team: Team, index: int, cost: tuple[str, ...], exclude: tuple[str, ...] = (),
                helpers: tuple[int, ...] = ()) -> bool:
        if not cost:
            return True
        # Called for every weapon slot and effect while the legal choices are worked out: one
        # pass over the cards, then one comparison per colour.
        payer = self.player(team, index)
        have = dict(payer.cubes)
        for c in payer.powerups:
            if c not in exclude:
                have[powerup(c).colour] += 1
        for h in helpers:
            for c in self.player(team, h).powerups:
                have[powerup(c).colour] += 1
        spare = 0
        for colour in AMMO:
            need = cost.count(colour)
            if need > have[colour]:
                return False
            spare += have[colour] - need
        return cost.count("any") <= spare

    def pay(self, team: Team, index: int, cost: tuple[str, ...], what: str, exclude: tuple[str, ...] = (),
            helpers: tuple[int, ...] = ()) -> Flow:
        """Pay in full (BASE-AMMO-4); the payer chooses cubes or powerups where it matters."""
        if not cost:
            return
        ways = self.payment_ways(team, index, cost, exclude, helpers)
        choices = tuple(Choice(_pay_key(w), _pay_label(w), player=index, cubes=tuple(sorted(w[0])),
                               cards=tuple(sorted(c for _, c in w[1]))) for w in ways)
        choice = yield from ask(Decision(team, index, Kind.PAY, f"{self.pname(team, index)}: pay {', '.join(cost)} for {what}",
                                         choices))
        cubes, cards = ways[choices.index(choice)]
        payer = self.player(team, index)
        for colour in cubes:
            payer.cubes[colour] -= 1
        for owner, card in cards:
            powerups.spend(self, team, owner, card)
        self.emit(ev.Paid(payer.name, cubes, tuple(c for _, c in cards), what))

    # --- the Adrenaline Rush tile (HS-AR) -------------------------------------------------
    def can_rush(self, char: str) -> bool:
        """A payment slides the tile left; at most 3 spaces, and never onto damage already
        on the board: a payment never kills (HS-AR-2)."""
        fig = self.table.figures[char]
        return fig.rush < MAX_RUSH and fig.damage < fig.killshot - 1

    def pay_rush(self, char: str, what: str) -> None:
        fig = self.table.figures[char]
        fig.rush += 1
        self.emit(ev.RushPaid(char, fig.rush, what))

    def heal(self, team: Team, why: str) -> Flow:
        """Heal one of the team's characters: its tile slides one space right, unless every
        tile is already at its start (TP-END-4, TP-KILL-3, HS-AR-4)."""
        hurt = [c for c in self.table.teams[team].characters if self.table.figures[c].rush > 0]
        if not hurt:
            return
        choice = yield from ask(Decision(team, None, Kind.HEAL, f"{why}: heal which character?",
                                         tuple(Choice(f"heal:{c}", name(c), figure=c) for c in hurt)))
        fig = self.table.figures[choice.figure]
        fig.rush -= 1
        self.emit(ev.Healed(fig.id, fig.rush))

    # --- damage -----------------------------------------------------------------------
    def hit(self, source: str | None, target: str, damage: int = 0, marks: int = 0) -> None:
        """Damage and marks go into the target team's buffer (TP-DMG-2): damage first, with
        every mark of the target's colour placed by an earlier action turning into damage
        (TP-DMG-4), then the new marks, which wait for a later action (TP-DMG-5). The damaged
        team's answer, if any, is `powerups.attack`'s."""
        fig = self.table.figures[target]
        buf = self.table.teams[fig.team].buffer
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
        fig = self.table.figures[char]
        before = fig.damage
        fig.damage = min(fig.overkill, before + amount)
        self.emit(ev.BoardDamaged(char, fig.damage - before, fig.damage, how))
        if before < fig.killshot <= fig.damage:
            fig.dead = True
            self.emit(ev.Killshot(char, by))
        if before < fig.overkill <= fig.damage:
            fig.overkilled = True

    def move(self, char: str, square: Square, by: str | None = None) -> None:
        fig = self.table.figures[char]
        if fig.square != square:
            self.emit(ev.Moved(char, fig.square, square, by))
            fig.square = square

    def score(self, team: Team, points: int, why: str, category: str) -> None:
        ts = self.table.teams[team]
        ts.score += points
        ts.tally[category] = ts.tally.get(category, 0) + points
        self.emit(ev.Scored(team, points, why))


def _colour_multisets(n: int) -> list[tuple[str, ...]]:
    if n == 0:
        return [()]
    out = []
    for rest in _colour_multisets(n - 1):
        for c in AMMO:
            m = tuple(sorted(rest + (c,)))
            if m not in out:
                out.append(m)
    return out


def _pay_key(way) -> str:
    cubes, cards = way
    return "pay:" + ",".join(sorted(cubes)) + "|" + ",".join(sorted(c for _, c in cards))


def _pay_label(way) -> str:
    cubes, cards = way
    parts = [f"{c} cube" for c in cubes] + [f"{card_name(c)} as ammo" for _, c in cards]
    return ", ".join(parts) or "free"
