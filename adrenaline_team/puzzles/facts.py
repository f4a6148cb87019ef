"""What a team turn did at the table, read from its events: what a puzzle's verdict says of a
turn (kills, damage dealt, the flush and its reward, skulls taken, points scored), what names
a puzzle (`theme`) and what tells two turns apart when a puzzle's best turn is proven
(`Facts.outcome`). No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..message import Msg
from ..rules import events as ev
from ..rules.state import Team, other


@dataclass(frozen=True)
class Facts:
    """A team turn's doings against the other team."""

    kills: tuple[str, ...] = ()  # characters of the other team killed (their killshots), in order
    multikill: int = 0  # 2 or 3: the double or triple kill's bonus was scored
    overkills: int = 0
    damage: int = 0  # damage dealt: into the other team's buffer (marks turned into damage too), and by Venom
    buffered: int = 0  # of it, into the other team's buffer
    converted: int = 0  # marks of the other team's buffer turned into damage
    marks: int = 0  # marks put into the other team's buffer
    flush: int = 0  # colours of the other team's buffer when it was flushed; 0: not flushed
    reward: Msg | None = None  # what the flush earned: the reward tile's row
    skulls: int = 0  # skulls taken from the skull board
    last_skull: bool = False  # the killshot took the skull board's last skull
    points: int = 0  # points scored
    venom: bool = False  # Venom damaged a board
    rush: int = 0  # Adrenaline Rush payments
    weapons: tuple[str, ...] = ()  # weapons grabbed
    dealers: tuple[str, ...] = ()  # the team's characters that put damage or marks in the other team's buffer

    @property
    def outcome(self) -> tuple[object, ...]:
        """What the turn achieved: whom it killed, the flush's colours and the points; short of
        a flush, the damage it left in the buffer. Two turns with the same outcome differ only
        in how (who stands where, which cubes paid, a token more past the flush line)."""
        return tuple(sorted(self.kills)), self.flush, self.points, 0 if self.flush else self.buffered


def facts(events: Sequence[ev.Event], team: Team) -> Facts:
    """The facts of a team turn's events (up to the other team's turn, if they go on)."""
    enemy = other(team)
    damage = buffered = converted = marks = flush = skulls = points = overkills = multikill = rush = 0
    kills: list[str] = []
    weapons: list[str] = []
    dealers: list[str] = []
    venom = last_skull = False
    reward = None
    for e in events:
        if isinstance(e, ev.TurnStarted) and e.team != team:
            break  # the other team's turn: not this turn's doing
        if isinstance(e, (ev.DamageBuffered, ev.MarksBuffered)) and e.buffer == enemy and e.source is not None \
                and e.source not in dealers:
            dealers.append(e.source)
        if isinstance(e, ev.DamageBuffered) and e.buffer == enemy:
            damage += e.damage + e.converted
            buffered += e.damage + e.converted
            converted += e.converted
        elif isinstance(e, ev.MarksBuffered) and e.buffer == enemy:
            marks += e.marks
        elif isinstance(e, ev.BoardDamaged) and e.how == "venom":
            damage += e.damage
            venom = True
        elif isinstance(e, ev.Flushed) and e.buffer == enemy:
            flush, reward = e.colours, e.reward
        elif isinstance(e, ev.Killshot) and e.by == team:
            kills.append(e.character)
        elif isinstance(e, ev.Overkill) and e.by == team:
            overkills += 1
        elif isinstance(e, ev.MultiKill) and e.team == team:
            multikill = e.kills
        elif isinstance(e, ev.SkullMoved):
            skulls += 1
            last_skull |= e.left == 0
        elif isinstance(e, ev.Scored) and e.team == team:
            points += e.points
        elif isinstance(e, ev.RushPaid):
            rush += 1
        elif isinstance(e, ev.WeaponGrabbed):
            weapons.append(e.weapon)
    return Facts(tuple(kills), multikill, overkills, damage, buffered, converted, marks, flush, reward, skulls,
                 last_skull and bool(kills), points, venom, rush, tuple(weapons), tuple(dealers))


def theme(done: Facts) -> str:
    """What a turn teaches, the weightiest thing it did first (`THEMES`' order)."""
    if done.multikill >= 3:
        return "triple-kill"
    if done.multikill == 2:
        return "double-kill-venom" if done.venom else "double-kill"
    if done.last_skull:
        return "last-skull"
    if done.overkills:
        return "overkill"
    if done.kills:
        return "venom-kill" if done.venom and not done.flush else "killshot"
    if done.flush:
        return f"flush-{min(3, done.flush)}"
    if done.converted:
        return "marks"
    if done.rush:
        return "rush"
    if done.buffered:
        return "buffer"
    if done.weapons:
        return "weapon"
    return "position"
