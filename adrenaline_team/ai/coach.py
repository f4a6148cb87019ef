"""The coach: what the expert bot would answer to the question on the table, and why, for the
person who asks.

In its team's own turn it asks the expert's search of the turn (`expert.Plans`, kept from
question to question of the turn as the expert keeps it: following the hints plays the
expert's turn), elsewhere (the other team's turn, the setup) the hard bot's whole-turn
look-ahead through the next turn (`hard.outlooks`), about the asking team's observation only,
so a hint knows what a person of that team knows and nothing more. The reason is built from
the turn the bot planned in one determinised world, and only from what that team could see
happen: damage and marks into the other team's buffer, a flush and its colours, killshots,
points, weapons grabbed from the slots on show, an Adrenaline Rush payment, who stands in
sight at the end. Cards the world dealt into hidden places (the other team's powerups, draws,
refills) are never named. The seeds come from what the team sees, so the same questions on
the same table get the same hints on any machine, and two tables the team sees alike get the
same; the same question asked again gets the same hint."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..arena import load_arena
from ..rules import Choice, Decision, Kind
from ..rules import events as ev
from ..message import Arg, Msg, Words, listing, series, text
from ..rules.cards import char_msg, team_msg, weapon_msg
from ..rules.observe import Observation, Seat
from ..rules.endturn import MULTIKILL_WORDS
from ..rules.state import FLUSH_AT, Square, Table, Team, other
from . import draft
from .expert import WORLDS, Plans, in_turn
from .hard import Outlook, outlooks
from .policy import need, quick
from .position import observed_table

TIE = 0.05  # points: answers closer than this are as good as each other
REPLY = 2  # outside its team's turn a question is judged through the turn under way and the next
# The coach's searches of each team's turn under way: the expert's (seed 0), kept from question
# to question as the expert keeps them, so that following its hints plays the expert's turn.
_PLANS: dict[Team, Plans] = {}
ALTERNATIVES = 2
END_KINDS = {Kind.ABILITY, Kind.HEAL, Kind.REWARD, Kind.RELOAD, Kind.UNLOAD}  # the end of a turn (TP-END)
PARTS = 3  # what the reason names of the planned turn, at most: one line


@dataclass(frozen=True, slots=True)
class Alternative:
    choice: Choice
    worse: float  # points below the hinted answer, by the expert's evaluation


@dataclass(frozen=True, slots=True)
class Hint:
    team: Team  # the team that asked
    choice: Choice  # the expert's answer
    why: Msg  # one line in the rulebook's words, worded when read (`reason`)
    alternatives: tuple[Alternative, ...]  # the next best answers, best first
    line: tuple[tuple[Words, ...], ...] = ()  # the whole team turn the expert planned, its answers in order (`said`)
    planned: Msg = Msg("The turn it plans:")  # what `line` is, as its heading
    worth: tuple[tuple[str, float], ...] = ()  # in the draft: each character's measured worth with its weapon

    @property
    def reason(self) -> str:
        """Why, in the current language."""
        return self.why.text

    @property
    def best_line(self) -> str:
        """The planned turn in the current language, answer after answer."""
        return arrows(self.line)


def seed_of(obs: Observation) -> int:
    """A seed from what the team sees (never from the hidden cards or the clock)."""
    digest = hashlib.sha256()
    for part in (need(obs.team), obs.start.model_dump_json(), obs.now.model_dump_json(), "|".join(obs.script),
                 repr(obs.hands)):
        digest.update(part.encode())
        digest.update(b"\0")
    return int.from_bytes(digest.digest()[:8], "big")


def hint(seat: Seat, worlds: int = WORLDS) -> Hint:
    """The coach's answer to the seat's question, for the team it is asked of."""
    obs = seat.observation()
    d = obs.decision
    assert d is not None
    if d.kind == Kind.DRAFT:
        return drafting(obs.now, d.team, d)
    if in_turn(obs):
        ranked = _PLANS.setdefault(d.team, Plans()).ranked(obs, worlds)
    else:
        ranked = outlooks(obs, random.Random(seed_of(obs)), worlds, REPLY)
    if not ranked:
        # no world agrees with what the team saw (a deck reshuffled this turn): the bot's rule of thumb
        return Hint(d.team, quick(observed_table(obs), d),
                    Msg("the computer's rule of thumb: no turn could be planned here"), ())
    best = ranked[0]
    rest = tuple(Alternative(o.choice, round(best.value - o.value, 1)) for o in ranked[1:1 + ALTERNATIVES])
    return Hint(d.team, best.choice, reason(obs, best, ranked[1:]), rest, said(best.line, d.team, _hands(obs)))


def forget() -> None:
    """Drop what the coach searched of the turns under way (a test asks afresh)."""
    _PLANS.clear()


def drafting(table: Table, team: Team, d: Decision) -> Hint:
    """The pick in the draft by the characters' measured worth (`ai/draft.py`), as every
    level drafts; the line is the team's picks to the draft's end, each team taking its best,
    and each character's worth goes with it, for the draft's cards to show."""
    picks = draft.ranked(table, d)
    best = picks[0]
    words = {need(c.figure): c.words for c in d.choices}
    # the draft's last character is taken without a question (TP-DRAFT-2): not a pick to say
    line = (best.choice.words, *(words[c] for t, c in best.then[:-1] if t == team))
    rest = tuple(Alternative(p.choice, round(best.value - p.value, 1)) for p in picks[1:1 + ALTERNATIVES])
    why = Msg("the strongest team by what each character is measured to be worth with its weapon")
    return Hint(team, best.choice, ahead(why, best.value, [p.value for p in picks[1:2]]), rest, (line,),
                Msg("The picks it plans:"), tuple((c, draft.worth(table, c)) for c in table.dealt))


def said(line: Sequence[tuple[Decision, Choice]], team: str, seen: set[str]) -> tuple[tuple[Words, ...], ...]:
    """A planned turn's answers that the team gives, as the table words them (the questions
    with a single answer are not asked), in groups: each character's action, then the end of
    the turn. It stops at the first answer that plays a card outside `seen`: in a
    determinised world that card was dealt at random, and naming it would tell nothing true
    (and could tell what the team must not know)."""
    groups: list[list[Words]] = []
    part = ""  # what the group under way is: "next" (who acts), "card" (a powerup played), "action" or "end"
    for d, choice in line:
        if d.team != team or len(d.choices) < 2:
            continue
        if d.kind == Kind.NEXT:
            groups.append([])
            part = "next" if choice.figure is not None and choice.powerup is None else "card"
        elif d.kind == Kind.ACTION and part != "next":
            # who acts went without asking: the last character to act
            groups.append([Msg("{character} takes an action", character=char_msg(d.figure or ""))])
        elif d.kind in END_KINDS and part != "end" or not groups:
            groups.append([])
            part = "end"
        if d.kind == Kind.ACTION:
            part = "action"
        if (choice.powerup is not None and choice.powerup not in seen) or not set(choice.cards) <= seen:
            groups[-1].append("…")
            break
        groups[-1].append(choice.words)
    return tuple(tuple(g) for g in groups if g)


def arrows(line: Sequence[Sequence[Words]]) -> str:
    """The groups of answers, each on its line after a bullet, answer after answer, in the
    current language (a bullet and an arrow read the same in both)."""
    return "\n".join("• " + " → ".join(text(w) for w in group) for group in line)


def _hands(obs: Observation) -> set[str]:
    """The powerups the team holds now: the cards its answers may name."""
    return {c for p in obs.now.teams[need(obs.team)].players for c in p.powerups}


def reason(obs: Observation, best: Outlook, others: Sequence[Outlook]) -> Msg:
    """What the planned turn does, then how far it leads the next answer."""
    words = planned(obs, best.events) or (Msg("the strongest position at the end of the turn")
                                          if obs.now.phase == "turn" else
                                          Msg("the strongest position at the end of the setup"))
    return ahead(words, best.value, [o.value for o in others[:1]])


def ahead(words: Msg, best: float, runner_up: Sequence[float]) -> Msg:
    """`words`, then how far the best answer leads the next (if there is one)."""
    if not runner_up:
        return words
    lead = best - runner_up[0]
    by = (Msg("{lead} points ahead of the next answer", lead=f"{lead:.1f}") if lead >= TIE else
          Msg("as good as the next answer"))
    # TRANSLATORS: what the planned turn does, then how far it leads the next answer
    return Msg("{words}; {ahead}", words=words, ahead=by)


def planned(obs: Observation, events: Sequence[ev.Event]) -> Msg | None:
    """The planned turn's effects that the asking team could see, the weightiest first (at
    most `PARTS`), in the rulebook's words."""
    events = _this_turn(events)
    me: Team = need(obs.team)
    enemy = other(me)
    mine = set(obs.now.teams[me].characters)
    on_show = _weapons_on_show(obs)
    parts: list[Msg] = []
    flushed = next((e for e in events if isinstance(e, ev.Flushed) and e.buffer == enemy), None)
    damage = sum(e.damage + e.converted for e in events if isinstance(e, ev.DamageBuffered) and e.buffer == enemy)
    marks = sum(e.marks for e in events if isinstance(e, ev.MarksBuffered) and e.buffer == enemy)
    buffer = next((e.total for e in reversed(events) if isinstance(e, ev.DamageBuffered) and e.buffer == enemy), 0)
    if flushed is not None:
        parts.append(Msg.counted("flushes {team}'s buffer with {n} colour", "flushes {team}'s buffer with {n} colours",
                                 flushed.colours, team=team_msg(enemy)))
    killed = [e.character for e in events if isinstance(e, ev.Killshot) and e.by == me]
    if killed:
        parts.append(Msg.counted("killshot on {names}", "killshots on {names}", len(killed), names=_names(killed)))
    parts += [MULTIKILL_WORDS[e.kills] for e in events if isinstance(e, ev.MultiKill) and e.team == me]
    parts += [Msg("overkill on {character}", character=char_msg(e.character)) for e in events
              if isinstance(e, ev.Overkill) and e.by == me]
    if damage and flushed is None:
        parts.append(Msg("{n} damage to {team}'s buffer ({buffer} of {most})", n=damage, team=team_msg(enemy),
                         buffer=buffer, most=FLUSH_AT))
    if marks:
        parts.append(Msg.counted("{n} mark in {team}'s buffer", "{n} marks in {team}'s buffer", marks,
                                 team=team_msg(enemy)))
    for e in events:
        if isinstance(e, ev.RushPaid) and e.character in mine:
            parts.append(Msg("{character} pays the Adrenaline Rush cost", character=char_msg(e.character)))
        elif isinstance(e, ev.WeaponGrabbed) and e.character in mine and e.weapon in on_show:
            parts.append(Msg("{character} grabs {weapon}", character=char_msg(e.character), weapon=weapon_msg(e.weapon)))
        elif isinstance(e, ev.AmmoGrabbed) and e.character in mine:
            parts.append(Msg("{character} grabs ammo", character=char_msg(e.character)))
    sighted = _in_sight(obs, events, set(killed))
    if sighted and flushed is None and len(parts) < PARTS:
        parts.append(Msg("{names} in sight", names=_names(sighted[:2])))
    points = sum(e.points for e in events if isinstance(e, ev.Scored) and e.team == me)
    kept = list(dict.fromkeys(parts))[:PARTS]
    if points:
        if not kept:
            return Msg("scores {n}", n=points)
        # TRANSLATORS: what the planned turn does, then the points it scores
        return Msg.counted("{words}: {n} point", "{words}: {n} points", points, words=series(kept))
    return series(kept) if kept else None


def _this_turn(events: Sequence[ev.Event]) -> Sequence[ev.Event]:
    """The events up to the next team turn's start: the rest of the setup, or of this turn."""
    end = next((i for i, e in enumerate(events) if isinstance(e, ev.TurnStarted)), len(events))
    return events[:end]


def _weapons_on_show(obs: Observation) -> set[str]:
    """Weapons the team can see now: in the spawnpoints' slots and in its own hands."""
    t = obs.now
    slots = {w for ws in t.slots.values() for w in ws if w}
    mine = t.teams[need(obs.team)]
    return slots | {w for p in mine.players for w in p.weapons} | set(mine.table)


def _in_sight(obs: Observation, events: Sequence[ev.Event], killed: set[str]) -> list[str]:
    """Enemies one of the team's characters can see where the plan leaves them (a killed
    enemy's respawn depends on a card the team never saw: left out)."""
    table = obs.now
    squares: dict[str, Square | None] = {c: f.square for c, f in table.figures.items()}
    for e in events:
        if isinstance(e, ev.Moved):
            squares[e.character] = e.to
    arena = load_arena(table.config.arena)
    team: Team = need(obs.team)
    mine = [sq for c in table.teams[team].characters if (sq := squares.get(c)) is not None]
    return [c for c in table.teams[other(team)].characters
            if c not in killed and (sq := squares.get(c)) is not None and any(arena.can_see(m, sq) for m in mine)]


def _names(chars: Sequence[str]) -> Arg:
    return listing([char_msg(c) for c in chars])
