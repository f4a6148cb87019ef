"""Typed events: what one choice changed on the table, with a one-line narration in the
rulebook's words. The renderer animates them; the log keeps their `text`.

Events are slots dataclasses, not frozen ones (a game makes about 1200, and a frozen field
costs an `object.__setattr__` each); nobody changes an event once emitted. An event holds
data (ids, numbers, codes, and `Msg`s where the rule that emitted it said something in
words); its narration is one message built from those fields when it is read (`message`),
a whole sentence per language and per case, so that the catalog can put the parts in the
order Japanese puts them (`docs/glossary-ja.md`, §7). A client that receives an event over
the network words it in its own language the same way."""

from __future__ import annotations

from dataclasses import dataclass

from ..message import Arg, Msg, Words, both, series
from .cards import (TEAM_SHORT, ammo_card_msg, card_msg, catalog, char_msg, colour_msg, cost_msg, effect_msg, team_msg,
                    tile_msg, weapon_msg)
from .state import FLUSH_AT, MAX_CUBES, MAX_MARKS, SKULLS, Square, killshot_at


@dataclass(slots=True, unsafe_hash=True)
class Event:
    @property
    def kind(self) -> str:
        return type(self).__name__

    @property
    def message(self) -> Msg:
        """The narration, worded when read."""
        raise NotImplementedError

    @property
    def text(self) -> str:
        """The narration in the current language."""
        return self.message.text

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
    def message(self) -> Msg:
        # TRANSLATORS: a character and the character weapon dealt to it, in a list
        weapons = series([Msg("{character}: {weapon}", character=char_msg(c), weapon=weapon_msg(w))
                          for c, w in self.dealt])
        return Msg("{team} is the starting team; the reward tile is {tile}; character weapons dealt — {weapons}",
                   team=team_msg(self.starting_team), tile=tile_msg(self.reward_tile), weapons=weapons)


@dataclass(slots=True, unsafe_hash=True)
class Drafted(Event):
    team: str
    character: str

    @property
    def message(self) -> Msg:
        return Msg("{team} picks {character}", team=team_msg(self.team), character=char_msg(self.character))


@dataclass(slots=True, unsafe_hash=True)
class Assigned(Event):
    team: str
    player: str
    character: str
    shared: bool = False

    @property
    def message(self) -> Msg:
        args: dict[str, Arg] = {"player": self.player, "team": team_msg(self.team),
                                "character": char_msg(self.character)}
        if self.shared:
            return Msg("{player} ({team}) shares {character}", **args)
        return Msg("{player} ({team}) controls {character}", **args)


@dataclass(slots=True, unsafe_hash=True)
class StartingWeapon(Event):
    team: str
    player: str | None
    weapon: str
    loaded: bool

    @property
    def message(self) -> Msg:
        card = weapon_msg(self.weapon)
        if not self.loaded or self.player is None:
            return Msg("{weapon} cannot be paid and starts unloaded", weapon=card)
        if not catalog().weapons[self.weapon].grab_cost:  # nothing was spent: the log must not say "pays"
            return Msg("{weapon} starts loaded for {player}: its grab cost is free", weapon=card, player=self.player)
        # the payment's own line, just before, says what was paid
        return Msg("{weapon} starts loaded for {player}", weapon=card, player=self.player)


@dataclass(slots=True, unsafe_hash=True)
class PowerupDrawn(Event):
    team: str
    player: str
    card: str  # hidden from the other team by views

    @property
    def message(self) -> Msg:
        return Msg("{player} ({team}) draws a powerup", player=self.player, team=team_msg(self.team))


@dataclass(slots=True, unsafe_hash=True)
class PowerupDiscarded(Event):
    team: str
    player: str
    card: str
    why: Msg  # "to spawn Sprog", "(hand limit)"

    @property
    def message(self) -> Msg:
        return Msg("{player} discards {card} {why}", player=self.player, card=card_msg(self.card), why=self.why)


@dataclass(slots=True, unsafe_hash=True)
class Spawned(Event):
    character: str
    square: Square
    colour: str
    respawn: bool = False

    @property
    def message(self) -> Msg:
        args: dict[str, Arg] = {"character": char_msg(self.character), "colour": colour_msg(self.colour)}
        if self.respawn:
            return Msg("{character} respawns on the {colour} spawnpoint", **args)
        return Msg("{character} spawns on the {colour} spawnpoint", **args)

    @property
    def square_named(self) -> Square | None:
        return self.square


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    team: str
    number: int
    last: bool = False

    @property
    def message(self) -> Msg:
        if self.last:
            return Msg("{team} team's turn {number} — the last turn of the game", team=team_msg(self.team),
                       number=self.number)
        return Msg("{team} team's turn {number}", team=team_msg(self.team), number=self.number)


@dataclass(slots=True, unsafe_hash=True)
class SharedControl(Event):
    team: str
    player: str
    character: str

    @property
    def message(self) -> Msg:
        return Msg("{player} runs the shared {character} this turn", player=self.player,
                   character=char_msg(self.character))


@dataclass(slots=True, unsafe_hash=True)
class ActionTaken(Event):
    character: str
    action: Words  # the action as its answer said it

    @property
    def message(self) -> Msg:
        # TRANSLATORS: a character and the action it takes
        return Msg("{character}: {action}", character=char_msg(self.character), action=self.action)


@dataclass(slots=True, unsafe_hash=True)
class Moved(Event):
    character: str
    frm: Square | None
    to: Square
    by: Msg | None = None  # what moved it, when not its own legs: a weapon, a powerup, an ability
    place: Msg | None = None  # where it goes, in words (`Arena.place`)

    @property
    def message(self) -> Msg:
        if self.by is None:
            return Msg("{character} moves to {place}", character=char_msg(self.character), place=self.place or "")
        return Msg("{character} moves to {place} ({by})", character=char_msg(self.character), place=self.place or "",
                   by=self.by)

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
    def message(self) -> Msg:
        # the powerup it draws is the next line's (PowerupDrawn): said here too, it was told twice
        args: dict[str, Arg] = {"character": char_msg(self.character), "player": self.player}
        if not self.lost:
            return Msg("{character} grabs an ammo tile: {player} gains {gained}", gained=cost_msg(self.gained), **args)
        args.update(lost=cost_msg(self.lost), most=MAX_CUBES)
        if not self.gained:  # every cube over the limit
            return Msg("{character} grabs an ammo tile: {player} gains nothing ({lost} lost at the limit of {most} of "
                       "a colour)", **args)
        return Msg("{character} grabs an ammo tile: {player} gains {gained} ({lost} lost at the limit of {most} of a "
                   "colour)", gained=cost_msg(self.gained), **args)


@dataclass(slots=True, unsafe_hash=True)
class WeaponGrabbed(Event):
    character: str
    player: str
    weapon: str
    dropped: str | None

    @property
    def message(self) -> Msg:
        if self.dropped is None:
            return Msg("{character} grabs {weapon} for {player}", character=char_msg(self.character),
                       weapon=weapon_msg(self.weapon), player=self.player)
        return Msg("{character} grabs {weapon} for {player}, dropping {dropped} in its slot",
                   character=char_msg(self.character), weapon=weapon_msg(self.weapon), player=self.player,
                   dropped=weapon_msg(self.dropped))


@dataclass(slots=True, unsafe_hash=True)
class Paid(Event):
    player: str
    cubes: tuple[str, ...]
    powerups: tuple[str, ...]
    what: Msg  # what the payment is for: "grabbing Lock Rifle"

    @property
    def message(self) -> Msg:
        parts = ([cost_msg(self.cubes)] if self.cubes else []) + [ammo_card_msg(c) for c in self.powerups]
        paid = parts[0] if parts else cost_msg(())
        for part in parts[1:]:
            paid = both(paid, part)
        return Msg("{player} pays {paid} for {what}", player=self.player, paid=paid, what=self.what)


@dataclass(slots=True, unsafe_hash=True)
class RushPaid(Event):
    character: str
    rush: int
    what: Msg  # what it buys: "an adrenaline action"

    @property
    def message(self) -> Msg:
        return Msg("{character} pays the Adrenaline Rush cost for {what}: the tile slides left (killshot now at "
                   "damage {at})", character=char_msg(self.character), what=self.what, at=killshot_at(self.rush))


@dataclass(slots=True, unsafe_hash=True)
class Fired(Event):
    character: str
    weapon: str
    effect: str  # the effect's id on the weapon's card

    @property
    def message(self) -> Msg:
        return Msg("{character} fires {weapon}: {effect}", character=char_msg(self.character),
                   weapon=weapon_msg(self.weapon), effect=effect_msg(self.weapon, self.effect))


@dataclass(slots=True, unsafe_hash=True)
class DamageBuffered(Event):
    buffer: str  # whose buffer
    source: str | None
    target: str
    damage: int
    converted: int  # marks of the target's colour that turned into damage (TP-DMG-4)
    total: int  # damage in the buffer afterwards

    @property
    def message(self) -> Msg:
        args: dict[str, Arg] = {"target": char_msg(self.target), "damage": self.damage, "team": team_msg(self.buffer),
                "total": self.total}
        if self.source is None:
            if self.converted:
                return Msg.counted("{damage} damage to {target} into {team}'s buffer, and {n} mark turns into damage "
                                   "(buffer: {total})",
                                   "{damage} damage to {target} into {team}'s buffer, and {n} marks turn into damage "
                                   "(buffer: {total})", self.converted, **args)
            return Msg("{damage} damage to {target} into {team}'s buffer (buffer: {total})", **args)
        if self.converted:
            return Msg.counted("{source} deals {damage} damage to {target} into {team}'s buffer, and {n} mark turns "
                               "into damage (buffer: {total})",
                               "{source} deals {damage} damage to {target} into {team}'s buffer, and {n} marks turn "
                               "into damage (buffer: {total})", self.converted, source=char_msg(self.source), **args)
        return Msg("{source} deals {damage} damage to {target} into {team}'s buffer (buffer: {total})",
                   source=char_msg(self.source), **args)


@dataclass(slots=True, unsafe_hash=True)
class MarksBuffered(Event):
    buffer: str
    source: str | None
    target: str
    marks: int
    lost: int

    @property
    def message(self) -> Msg:
        args: dict[str, Arg] = {"target": char_msg(self.target), "team": team_msg(self.buffer)}
        if self.lost:
            args.update(lost=self.lost, most=MAX_MARKS)
            if self.source is None:
                return Msg.counted("{n} mark to {target}, into {team}'s buffer ({lost} lost: {most} is the limit)",
                                   "{n} marks to {target}, into {team}'s buffer ({lost} lost: {most} is the limit)",
                                   self.marks, **args)
            return Msg.counted("{source} gives {n} mark to {target}, into {team}'s buffer ({lost} lost: {most} is the "
                               "limit)",
                               "{source} gives {n} marks to {target}, into {team}'s buffer ({lost} lost: {most} is the "
                               "limit)", self.marks, source=char_msg(self.source), **args)
        if self.source is None:
            return Msg.counted("{n} mark to {target}, into {team}'s buffer",
                               "{n} marks to {target}, into {team}'s buffer", self.marks, **args)
        return Msg.counted("{source} gives {n} mark to {target}, into {team}'s buffer",
                           "{source} gives {n} marks to {target}, into {team}'s buffer", self.marks,
                           source=char_msg(self.source), **args)


@dataclass(slots=True, unsafe_hash=True)
class PowerupPlayed(Event):
    player: str
    card: str
    detail: Msg  # what it does: "Sprog is moved"

    @property
    def message(self) -> Msg:
        return Msg("{player} plays {card}: {detail}", player=self.player, card=card_msg(self.card), detail=self.detail)


# the tokens of `TokenPlaced`, by the code it carries
TOKENS = {"poison": Msg("Poison token"), "mind control": Msg("Mind control token"),
          "overload": Msg("Overload token")}


@dataclass(slots=True, unsafe_hash=True)
class TokenPlaced(Event):
    token: str  # "poison", "mind control", "overload"
    character: str | None
    square: Square | None
    removed: bool = False
    place: Msg | None = None  # the square in words (`Arena.place`), for a token on a square

    @property
    def message(self) -> Msg:
        where = char_msg(self.character) if self.character else self.place or ""
        token = TOKENS.get(self.token, self.token)
        if self.removed:
            return Msg("{token} returns to the supply from {where}", token=token, where=where)
        return Msg("{token} placed on {where}", token=token, where=where)

    @property
    def square_named(self) -> Square | None:
        return self.square


@dataclass(slots=True, unsafe_hash=True)
class Unloaded(Event):
    team: str
    player: str
    weapon: str

    @property
    def message(self) -> Msg:
        return Msg("{weapon} is unloaded onto {team}'s table", weapon=weapon_msg(self.weapon), team=team_msg(self.team))


@dataclass(slots=True, unsafe_hash=True)
class Refilled(Event):
    ammo_tiles: int
    weapons: int

    @property
    def message(self) -> Msg:
        # a refill names only what it placed: "0 ammo tiles and 3 weapons" said a nothing at
        # every turn's end (a refill of nothing at all is not emitted)
        tiles = Msg.counted("{n} ammo tile", "{n} ammo tiles", self.ammo_tiles)
        weapons = Msg.counted("{n} weapon", "{n} weapons", self.weapons)
        if not self.weapons:
            return Msg("Refill: {tiles} placed", tiles=tiles)
        if not self.ammo_tiles:
            return Msg("Refill: {weapons} placed", weapons=weapons)
        return Msg("Refill: {tiles} and {weapons} placed", tiles=tiles, weapons=weapons)


@dataclass(slots=True, unsafe_hash=True)
class AbilityUsed(Event):
    character: str
    ability: str  # the ability's id
    detail: Msg  # what it did: "Sprog heals"

    @property
    def message(self) -> Msg:
        return Msg("{character} uses {ability}: {detail}", character=char_msg(self.character),
                   ability=Msg.term("ability", catalog().abilities[self.ability].name), detail=self.detail)


# how damage came onto a board, by the code `BoardDamaged` carries
HOW = {"flush": Msg.term("board damage", "flush"), "venom": Msg.term("board damage", "venom"),
       "final clearing": Msg.term("board damage", "final clearing")}


@dataclass(slots=True, unsafe_hash=True)
class BoardDamaged(Event):
    character: str
    damage: int
    total: int
    how: str  # "flush", "venom", "final clearing"

    @property
    def message(self) -> Msg:
        return Msg("{character}'s board takes {damage} damage ({how}): {total} on the board",
                   character=char_msg(self.character), damage=self.damage, how=HOW.get(self.how, self.how),
                   total=self.total)


@dataclass(slots=True, unsafe_hash=True)
class Flushed(Event):
    buffer: str
    by: str
    damage: int
    colours: int
    reward: Msg

    @property
    def message(self) -> Msg:
        return Msg.counted("{team}'s buffer: {damage} damage, {n} colour — flushed; {by} gains {reward}",
                           "{team}'s buffer: {damage} damage, {n} colours — flushed; {by} gains {reward}", self.colours,
                           team=team_msg(self.buffer), damage=self.damage, by=team_msg(self.by), reward=self.reward)


@dataclass(slots=True, unsafe_hash=True)
class NotFlushed(Event):
    buffer: str
    damage: int

    @property
    def message(self) -> Msg:
        if not self.damage:  # nothing waits in an empty buffer
            return Msg("{team}'s buffer is empty: nothing to flush", team=team_msg(self.buffer))
        return Msg("{team}'s buffer holds {damage} damage — fewer than {most}, it waits", team=team_msg(self.buffer),
                   damage=self.damage, most=FLUSH_AT)


@dataclass(slots=True, unsafe_hash=True)
class Scored(Event):
    team: str
    points: int
    why: Msg

    @property
    def message(self) -> Msg:
        if not self.points:  # the final tally's remaining damage, fewer than 3 tokens
            return Msg("{team} scores nothing ({why})", team=team_msg(self.team), why=self.why)
        return Msg("{team} scores {points} ({why})", team=team_msg(self.team), points=self.points, why=self.why)


@dataclass(slots=True, unsafe_hash=True)
class Healed(Event):
    character: str
    rush: int

    @property
    def message(self) -> Msg:
        return Msg("{character} heals: the Adrenaline Rush tile slides right (killshot at damage {at})",
                   character=char_msg(self.character), at=killshot_at(self.rush))


@dataclass(slots=True, unsafe_hash=True)
class RewardGiven(Event):
    team: str
    player: str
    what: Msg  # "a red cube", "a powerup"

    @property
    def message(self) -> Msg:
        return Msg("{player} ({team}) receives {what}", player=self.player, team=team_msg(self.team), what=self.what)


@dataclass(slots=True, unsafe_hash=True)
class Killshot(Event):
    character: str
    by: str

    @property
    def message(self) -> Msg:
        return Msg("KILLSHOT — {character} dies ({team})", character=char_msg(self.character), team=team_msg(self.by))


@dataclass(slots=True, unsafe_hash=True)
class Overkill(Event):
    character: str
    by: str

    @property
    def message(self) -> Msg:
        return Msg("OVERKILL on {character} — {team} scores 1 and heals", character=char_msg(self.character),
                   team=team_msg(self.by))


@dataclass(slots=True, unsafe_hash=True)
class MultiKill(Event):
    team: str
    kills: int
    points: int

    @property
    def message(self) -> Msg:
        if self.kills == 2:
            return Msg("DOUBLE KILL — {team} scores {points} bonus points", team=team_msg(self.team), points=self.points)
        return Msg("TRIPLE KILL — {team} scores {points} bonus points", team=team_msg(self.team), points=self.points)


@dataclass(slots=True, unsafe_hash=True)
class SkullMoved(Event):
    character: str
    value: int
    left: int

    @property
    def message(self) -> Msg:
        return Msg("A skull moves onto {character}'s board over the {value}; {left} left on the skull board",
                   character=char_msg(self.character), value=self.value, left=self.left)


@dataclass(slots=True, unsafe_hash=True)
class BoardCleared(Event):
    character: str

    @property
    def message(self) -> Msg:
        return Msg("{character}'s damage tokens are removed", character=char_msg(self.character))


@dataclass(slots=True, unsafe_hash=True)
class Reloaded(Event):
    team: str
    player: str
    weapon: str

    @property
    def message(self) -> Msg:
        return Msg("{player} reloads {weapon}", player=self.player, weapon=weapon_msg(self.weapon))


@dataclass(slots=True, unsafe_hash=True)
class EndTriggered(Event):
    team: str
    last_turn: str | None

    @property
    def message(self) -> Msg:
        if self.last_turn:
            return Msg("The {n}th skull leaves the skull board — {team} plays one last turn", n=SKULLS,
                       team=team_msg(self.last_turn))
        return Msg("The {n}th skull leaves the skull board — both teams have played the same turns: the game ends",
                   n=SKULLS)


@dataclass(slots=True, unsafe_hash=True)
class TallyLine(Event):
    team: str
    what: Msg  # the kind of points: "killshot points"
    points: int

    @property
    def message(self) -> Msg:
        return Msg("Final tally, {team}: {what} — {points}", team=team_msg(self.team), what=self.what,
                   points=self.points)


@dataclass(slots=True, unsafe_hash=True)
class GameOver(Event):
    winner: str | None
    scores: tuple[tuple[str, int], ...]
    reason: str  # the table's `Result.reason`, an English message id (rules/final.py)

    @property
    def message(self) -> Msg:
        # TRANSLATORS: a team beside its score at the game's end: "Black 34" (of "Black 34, White 29")
        score = series([Msg("{team} {points}", team=TEAM_SHORT[t], points=p) for t, p in self.scores])
        if self.winner is None:
            return Msg("Game over: No winner ({score}; {reason})", score=score, reason=Msg(self.reason))
        return Msg("Game over: {team} wins ({score}; {reason})", team=team_msg(self.winner), score=score,
                   reason=Msg(self.reason))
