"""Typed events: what one choice changed on the table, with a one-line narration in the
rulebook's words. The renderer animates them; the log keeps their `text`.

Events are slots dataclasses, not frozen ones (a game makes about 1200, and a frozen field
costs an `object.__setattr__` each); nobody changes an event once emitted. The narration
is worded when `text` is read."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import card_name, catalog, cost_words, name, team_name, weapon
from .state import FLUSH_AT, MAX_CUBES, MAX_MARKS, MULTIKILL, SKULLS, Square, killshot_at


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(slots=True, unsafe_hash=True)
class Event:
    @property
    def kind(self) -> str:
        return type(self).__name__

    @property
    def text(self) -> str:
        raise NotImplementedError

    @property
    def square_named(self) -> Square | None:
        """The square the line names in words (lit on the table while a reader points at it)."""
        return None


@dataclass(slots=True, unsafe_hash=True)
class Setup(Event):
    starting_team: str
    reward_tile: str
    dealt: tuple[tuple[str, str], ...]

    @property
    def text(self) -> str:
        weapons = ", ".join(f"{name(c)}: {weapon(w).name}" for c, w in self.dealt)
        tile = catalog().reward_tiles[self.reward_tile].name
        return (f"{team_name(self.starting_team)} is the starting team; the reward tile is {tile}; "
                f"character weapons dealt — {weapons}")


@dataclass(slots=True, unsafe_hash=True)
class Drafted(Event):
    team: str
    character: str

    @property
    def text(self) -> str:
        return f"{team_name(self.team)} picks {name(self.character)}"


@dataclass(slots=True, unsafe_hash=True)
class Assigned(Event):
    team: str
    player: str
    character: str
    shared: bool = False

    @property
    def text(self) -> str:
        how = "shares" if self.shared else "controls"
        return f"{self.player} ({team_name(self.team)}) {how} {name(self.character)}"


@dataclass(slots=True, unsafe_hash=True)
class StartingWeapon(Event):
    team: str
    player: str | None
    weapon: str
    loaded: bool

    @property
    def text(self) -> str:
        card = weapon(self.weapon)
        if not self.loaded:
            return f"{card.name} cannot be paid and starts unloaded"
        if not card.grab_cost:  # nothing was spent: the log must not say "pays"
            return f"{card.name} starts loaded for {self.player}: its grab cost is free"
        return f"{card.name} starts loaded for {self.player}"  # the payment's own line, just before, says what was paid


@dataclass(slots=True, unsafe_hash=True)
class PowerupDrawn(Event):
    team: str
    player: str
    card: str  # hidden from the other team by views

    @property
    def text(self) -> str:
        return f"{self.player} ({team_name(self.team)}) draws a powerup"


@dataclass(slots=True, unsafe_hash=True)
class PowerupDiscarded(Event):
    team: str
    player: str
    card: str
    why: str

    @property
    def text(self) -> str:
        return f"{self.player} discards {card_name(self.card)} {self.why}"


@dataclass(slots=True, unsafe_hash=True)
class Spawned(Event):
    character: str
    square: Square
    colour: str
    respawn: bool = False

    @property
    def text(self) -> str:
        verb = "respawns" if self.respawn else "spawns"
        return f"{name(self.character)} {verb} on the {self.colour} spawnpoint"

    @property
    def square_named(self) -> Square | None:
        return self.square


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    team: str
    number: int
    last: bool = False

    @property
    def text(self) -> str:
        extra = " — the last turn of the game" if self.last else ""
        return f"{team_name(self.team)} team's turn {self.number}{extra}"


@dataclass(slots=True, unsafe_hash=True)
class SharedControl(Event):
    team: str
    player: str
    character: str

    @property
    def text(self) -> str:
        return f"{self.player} runs the shared {name(self.character)} this turn"


@dataclass(slots=True, unsafe_hash=True)
class ActionTaken(Event):
    character: str
    action: str

    @property
    def text(self) -> str:
        return f"{name(self.character)}: {self.action}"


@dataclass(slots=True, unsafe_hash=True)
class Moved(Event):
    character: str
    frm: Square | None
    to: Square
    by: str | None = None  # what moved it, when not its own legs
    place: str = ""  # where it goes, in words (`Arena.place`)

    @property
    def text(self) -> str:
        how = f" ({self.by})" if self.by else ""
        return f"{name(self.character)} moves to {self.place}{how}"

    @property
    def square_named(self) -> Square | None:
        return self.to


@dataclass(slots=True, unsafe_hash=True)
class AmmoGrabbed(Event):
    character: str
    player: str
    tile: str
    gained: tuple[str, ...]
    lost: tuple[str, ...]
    powerup: bool

    @property
    def text(self) -> str:
        got = cost_words(self.gained)
        parts = [f"{name(self.character)} grabs an ammo tile: {self.player} gains {got}"]
        if self.lost:
            parts.append(f"({cost_words(self.lost)} lost at the limit of {MAX_CUBES} of a colour)")
        if self.powerup:
            parts.append("and draws a powerup")
        return " ".join(parts)


@dataclass(slots=True, unsafe_hash=True)
class WeaponGrabbed(Event):
    character: str
    player: str
    weapon: str
    dropped: str | None

    @property
    def text(self) -> str:
        drop = f", dropping {weapon(self.dropped).name} in its slot" if self.dropped else ""
        return f"{name(self.character)} grabs {weapon(self.weapon).name} for {self.player}{drop}"


@dataclass(slots=True, unsafe_hash=True)
class Paid(Event):
    player: str
    cubes: tuple[str, ...]
    powerups: tuple[str, ...]
    what: str

    @property
    def text(self) -> str:
        parts = ([cost_words(self.cubes)] if self.cubes else []) + [f"{card_name(c)} as ammo" for c in self.powerups]
        return f"{self.player} pays {' and '.join(parts) or 'nothing'} for {self.what}"


@dataclass(slots=True, unsafe_hash=True)
class RushPaid(Event):
    character: str
    rush: int
    what: str

    @property
    def text(self) -> str:
        return (f"{name(self.character)} pays the Adrenaline Rush cost for {self.what}: "
                f"the tile slides left (killshot now at damage {killshot_at(self.rush)})")


@dataclass(slots=True, unsafe_hash=True)
class Fired(Event):
    character: str
    weapon: str
    effect: str

    @property
    def text(self) -> str:
        return f"{name(self.character)} fires {weapon(self.weapon).name}: {self.effect}"


@dataclass(slots=True, unsafe_hash=True)
class DamageBuffered(Event):
    buffer: str  # whose buffer
    source: str | None
    target: str
    damage: int
    converted: int  # marks of the target's colour that turned into damage (TP-DMG-4)
    total: int  # damage in the buffer afterwards

    @property
    def text(self) -> str:
        src = f"{name(self.source)} deals " if self.source else ""
        conv = f", and {_plural(self.converted, 'mark')} turn{'s' if self.converted == 1 else ''} into damage" \
            if self.converted else ""
        return (f"{src}{self.damage} damage to {name(self.target)} into "
                f"{team_name(self.buffer)}'s buffer{conv} (buffer: {self.total})")


@dataclass(slots=True, unsafe_hash=True)
class MarksBuffered(Event):
    buffer: str
    source: str | None
    target: str
    marks: int
    lost: int

    @property
    def text(self) -> str:
        src = f"{name(self.source)} gives " if self.source else ""
        lost = f" ({self.lost} lost: {MAX_MARKS} is the limit)" if self.lost else ""
        return f"{src}{_plural(self.marks, 'mark')} to {name(self.target)}, into {team_name(self.buffer)}'s buffer{lost}"


@dataclass(slots=True, unsafe_hash=True)
class PowerupPlayed(Event):
    player: str
    card: str
    detail: str

    @property
    def text(self) -> str:
        return f"{self.player} plays {card_name(self.card)}: {self.detail}"


@dataclass(slots=True, unsafe_hash=True)
class TokenPlaced(Event):
    token: str  # "poison", "mind control", "overload"
    character: str | None
    square: Square | None
    removed: bool = False
    place: str = ""  # the square in words (`Arena.place`), for a token on a square

    @property
    def text(self) -> str:
        where = name(self.character) if self.character else self.place
        verb = "returns to the supply from" if self.removed else "placed on"
        return f"{self.token.capitalize()} token {verb} {where}"

    @property
    def square_named(self) -> Square | None:
        return self.square


@dataclass(slots=True, unsafe_hash=True)
class Unloaded(Event):
    team: str
    player: str
    weapon: str

    @property
    def text(self) -> str:
        return f"{weapon(self.weapon).name} is unloaded onto {team_name(self.team)}'s table"


@dataclass(slots=True, unsafe_hash=True)
class Refilled(Event):
    ammo_tiles: int
    weapons: int

    @property
    def text(self) -> str:
        return f"Refill: {_plural(self.ammo_tiles, 'ammo tile')} and {_plural(self.weapons, 'weapon')} placed"


@dataclass(slots=True, unsafe_hash=True)
class AbilityUsed(Event):
    character: str
    ability: str
    detail: str

    @property
    def text(self) -> str:
        return f"{name(self.character)} uses {self.ability}: {self.detail}"


@dataclass(slots=True, unsafe_hash=True)
class BoardDamaged(Event):
    character: str
    damage: int
    total: int
    how: str  # "flush", "venom", "final clearing"

    @property
    def text(self) -> str:
        return f"{name(self.character)}'s board takes {self.damage} damage ({self.how}): {self.total} on the board"


@dataclass(slots=True, unsafe_hash=True)
class Flushed(Event):
    buffer: str
    by: str
    damage: int
    colours: int
    reward: str

    @property
    def text(self) -> str:
        return (f"{team_name(self.buffer)}'s buffer: {self.damage} damage, {_plural(self.colours, 'colour')} — "
                f"flushed; {team_name(self.by)} gains {self.reward}")


@dataclass(slots=True, unsafe_hash=True)
class NotFlushed(Event):
    buffer: str
    damage: int

    @property
    def text(self) -> str:
        return f"{team_name(self.buffer)}'s buffer holds {self.damage} damage — fewer than {FLUSH_AT}, it waits"


@dataclass(slots=True, unsafe_hash=True)
class Scored(Event):
    team: str
    points: int
    why: str

    @property
    def text(self) -> str:
        return f"{team_name(self.team)} scores {self.points} ({self.why})"


@dataclass(slots=True, unsafe_hash=True)
class Healed(Event):
    character: str
    rush: int

    @property
    def text(self) -> str:
        return f"{name(self.character)} heals: the Adrenaline Rush tile slides right (killshot at damage {killshot_at(self.rush)})"


@dataclass(slots=True, unsafe_hash=True)
class RewardGiven(Event):
    team: str
    player: str
    what: str

    @property
    def text(self) -> str:
        return f"{self.player} ({team_name(self.team)}) receives {self.what}"


@dataclass(slots=True, unsafe_hash=True)
class Killshot(Event):
    character: str
    by: str

    @property
    def text(self) -> str:
        return f"KILLSHOT — {name(self.character)} dies ({team_name(self.by)})"


@dataclass(slots=True, unsafe_hash=True)
class Overkill(Event):
    character: str
    by: str

    @property
    def text(self) -> str:
        return f"OVERKILL on {name(self.character)} — {team_name(self.by)} scores 1 and heals"


@dataclass(slots=True, unsafe_hash=True)
class MultiKill(Event):
    team: str
    kills: int
    points: int

    @property
    def text(self) -> str:
        return f"{MULTIKILL[self.kills][0].upper()} — {team_name(self.team)} scores {self.points} bonus points"


@dataclass(slots=True, unsafe_hash=True)
class SkullMoved(Event):
    character: str
    value: int
    left: int

    @property
    def text(self) -> str:
        return f"A skull moves onto {name(self.character)}'s board over the {self.value}; {self.left} left on the skull board"


@dataclass(slots=True, unsafe_hash=True)
class BoardCleared(Event):
    character: str

    @property
    def text(self) -> str:
        return f"{name(self.character)}'s damage tokens are removed"


@dataclass(slots=True, unsafe_hash=True)
class Reloaded(Event):
    team: str
    player: str
    weapon: str

    @property
    def text(self) -> str:
        return f"{self.player} reloads {weapon(self.weapon).name}"


@dataclass(slots=True, unsafe_hash=True)
class EndTriggered(Event):
    team: str
    last_turn: str | None

    @property
    def text(self) -> str:
        if self.last_turn:
            return f"The {SKULLS}th skull leaves the skull board — {team_name(self.last_turn)} plays one last turn"
        return f"The {SKULLS}th skull leaves the skull board — both teams have played the same turns: the game ends"


@dataclass(slots=True, unsafe_hash=True)
class TallyLine(Event):
    team: str
    what: str
    points: int

    @property
    def text(self) -> str:
        return f"Final tally, {team_name(self.team)}: {self.what} — {self.points}"


@dataclass(slots=True, unsafe_hash=True)
class GameOver(Event):
    winner: str | None
    scores: tuple[tuple[str, int], ...]
    reason: str

    @property
    def text(self) -> str:
        score = ", ".join(f"{team_name(t)} {p}" for t, p in self.scores)
        who = f"{team_name(self.winner)} wins" if self.winner else "No winner"
        return f"Game over: {who} ({score}; {self.reason})"
