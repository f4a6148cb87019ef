"""The expert bot: plays its team turns by searching each one to its end, action by action.
It drafts as every level does (`draft.py`: by the characters' measured worth), so that it
leads by its play.

Every question of its own team turn with more than one answer (who acts next, the action,
where to move, which weapon, effect, target, how to pay, the end of the turn's abilities,
rewards and reloads) is answered by the turn search (`beam.TurnSearch`): the rest of the turn
searched action by action to its end and judged there (`judge`, as the puzzles judge a turn).
It searches one world dealt from the cards the team has not seen (`worlds.world`), and plays
the turn it found through each of the `PLAYED` best answers there in `WORLDS` worlds
(`beam.followed`: as planned, and by rule of thumb where a card that world did not deal is
wanted); the answer whose turn averages best over them is played. So one answer is chosen for what the team knows, and a
plan that needs a lucky card (a powerup drawn, where an enemy respawns) shows it.

The worlds are dealt once a turn, and what the search found is kept for the turn's later
questions (`Plans`): each question's budget (`REFINE`, after the first's `BUDGET`) goes
further on, and the turn it planned is never forgotten. A world that no longer agrees with
what the team sees (a card drawn since) is dealt again. The coach asks the same `Plans`
(seed 0), so following its hints plays the expert's turn.

It no longer searches the other team's reply once the end is in reach, as it did: paired
games measured that within their noise (docs/strength/README.md), and a team turn's end is
what a puzzle judges.

The other team's turn and the setup are answered as the hard bot answers them.

Its budget is a count of work (`beam.TurnSearch`), never seconds: a seed plays the same game
on any machine."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field

from ..rules import Choice, Decision, Game, Kind
from ..rules.observe import Observation
from ..rules.state import Table
from .beam import Memo, TurnSearch, followed, own
from .hard import HardBot, Outlook
from .tactical import looks_ahead
from .worlds import replayed, world

# Worlds dealt once a turn: the turn is searched in the first, and the turn planned through each
# answer is played in all of them (common random numbers for every answer).
WORLDS = 8
BUDGET = 50_000  # work for the turn's first search: under a second of a core (docs/performance.md)
# Work for each later question of the turn: its search starts from what the earlier ones found
# (the turn they planned among it), and refines it where the turn has got to.
REFINE = 5_000
PLAYED = 4  # answers whose planned turns are played in every world: the best four in the searched one


def in_turn(obs: Observation) -> bool:
    """The question is the team's own, in its own turn: what the turn search answers."""
    d = obs.decision
    return d is not None and obs.now.phase == "turn" and d.team == obs.now.active and len(d.choices) > 1


@dataclass
class _World:
    """One world of the turn: its table at the turn's start, what its searches found, and the
    best turn found from the turn's start (the answers)."""

    start: Table
    memo: Memo = field(default_factory=Memo)
    plan: tuple[str, ...] = ()


@dataclass
class Plans:
    """The searches of the team's current turn, kept from question to question. The same
    questions asked in the same order get the same answers: whatever it keeps only lets a
    later question's search start further on."""

    seed: int = 0
    turn: bytes = b""  # the turn they are for: the team and the table at its start, as the team saw it
    worlds: list[_World] = field(default_factory=list)
    asked: tuple[tuple[list[str], Decision], list[Outlook]] | None = None  # the last question and its answer

    def ranked(self, obs: Observation, worlds: int = WORLDS) -> list[Outlook]:
        """The question's answers, the best first: each with its best turn found in the first
        world and that turn's value, averaged over all the worlds for the `PLAYED` best (played
        there as planned: a plan that needs a lucky card shows it), which come first; the first
        with its turn's answers and events."""
        d = obs.decision
        assert d is not None
        turn = _digest(d.team, _unnamed(obs.start))
        if turn != self.turn:
            self.turn, self.worlds, self.asked = turn, [], None
        if self.asked is not None and self.asked[0] == (obs.script, d):
            return self.asked[1]  # the same question again: the same answer, not a longer search
        planned = bool(self.worlds)
        games = self._deal(obs, worlds)
        if not games:
            return []
        searched = self.worlds[0]
        done = len(obs.script)
        known = searched.plan[done:] if list(searched.plan[:done]) == obs.script else ()
        search = TurnSearch(games[0], REFINE if planned else BUDGET, searched.memo).run(known)
        order = {c.key: i for i, c in enumerate(d.choices)}
        found = sorted(search.best, key=lambda k: (-search.best[k].value, order[k]))
        means = {}
        for key in found[:PLAYED]:
            line = search.best[key]
            means[key] = (line.value + sum(followed(game, own(games[0], line.answers)) for game in games[1:])) / len(games)
        keys = sorted(means, key=lambda k: (-means[k], order[k])) + found[PLAYED:]
        means.update((k, search.best[k].value) for k in found[PLAYED:])
        searched.plan = (*obs.script, *search.best[keys[0]].answers)
        out = [_outlook(d, search, key, means[key], i == 0) for i, key in enumerate(keys)]
        self.asked = ((list(obs.script), d), out)
        return out

    def _deal(self, obs: Observation, worlds: int) -> list[Game]:
        """The turn's worlds at the question: those dealt before that still agree with what the
        team sees, and new ones dealt for the rest."""
        rnd = random.Random(int.from_bytes(_digest(str(self.seed), self.turn.hex(), *obs.script)[:8], "big"))
        kept: list[_World] = []
        games: list[Game] = []
        for w in self.worlds:
            if len(kept) < worlds and (game := replayed(w.start, obs)) is not None:
                kept.append(w)
                games.append(game)
        while len(kept) < worlds and (game := world(obs, rnd)) is not None:
            kept.append(_World(game.turn_start))
            games.append(game)
        self.worlds = kept
        return games


def _outlook(d: Decision, search: TurnSearch, key: str, value: float, played: bool) -> Outlook:
    """An answer and its value; `played`: with its best turn in the search's world, played
    out for its events and answers."""
    choice = d.find(key)
    if not played:
        return Outlook(choice, value, (), ((d, choice),))
    game = search.game.copy()
    events, line = [], []
    for k in search.best[key].answers:
        asked = game.decision
        line.append((asked, asked.find(k)))
        events += game.choose(k)
    return Outlook(choice, value, tuple(events), tuple(line))


def _unnamed(table: Table) -> str:
    """The table without its players' names, which follow the language (`positions.seated`):
    the worlds a turn is searched in are the same in every language."""
    data = table.model_dump()
    del data["config"]
    for team in data["teams"].values():
        for player in team["players"]:
            player["name"] = ""
    return json.dumps(data, sort_keys=True)


def _digest(*parts: str) -> bytes:
    digest = hashlib.blake2b(digest_size=16)
    for part in parts:
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.digest()


class ExpertBot(HardBot):
    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.plans = Plans(seed)

    def searches(self, d: Decision, active: str) -> bool:
        return d.kind != Kind.DRAFT and d.team == active and len(d.choices) > 1

    def look(self, obs: Observation, d: Decision, default: Choice) -> Choice:
        if in_turn(obs):
            ranked = self.plans.ranked(obs)
            return ranked[0].choice if ranked else default
        return super().look(obs, d, default) if looks_ahead(d, obs.now.active) else default
