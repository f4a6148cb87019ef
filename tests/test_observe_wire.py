"""Issue 41: `Observation` is the one view of a seat, and its wire form holds all of it. Rebuilt
from the JSON a host sends a connection or a window sends its worker process, it is the
observation the rules made, the question among it; the same bot with the same seed answers
from it as at the table; a page in another language reads it by stable field names."""

from __future__ import annotations

import copy
import json
import random

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.match import bot_config
from adrenaline_team.cli import main
from adrenaline_team.rules import Game
from adrenaline_team.rules.observe import (ChoiceData, DecisionData, Observation, ObservationData, ObservedSeat,
                                           GameSeat, observe)
from adrenaline_team.rules.state import TEAMS
from adrenaline_team.rules.view import HIDDEN

GAMES = [((1, 1), "A", 3), ((2, 3), "B", 4), ((3, 2), "C", 5)]


def wired(seen: Observation) -> Observation:
    """`seen` sent as JSON and rebuilt, as a client or the worker process does."""
    return Observation.from_wire(ObservationData.model_validate_json(seen.to_wire().model_dump_json()))


def same(a: Observation, b: Observation) -> bool:
    """Equal in everything a bot or a screen reads: the tables, the answers given and every
    field of their choices, the hand moves, and the question with its words."""
    def choices(obs):
        return [(x.team, x.player, x.kind, ChoiceData.of(x.choice)) for x in obs.answers]
    question = [DecisionData.of(d) if d is not None else None for d in (a.decision, b.decision)]
    return (a.team, a.start, a.now, a.hands, a.script, choices(a)) == (b.team, b.start, b.now, b.hands, b.script,
                                                                        choices(b)) and question[0] == question[1]


def moments(sizes, arena, seed, every=9):
    """A seeded random game, paused at every `every`-th question."""
    game = Game.new(bot_config(sizes, arena, ("random", "random")), seed)
    rnd = random.Random(seed)
    n = 0
    while not game.over:
        if n % every == 0:
            yield game
        game.choose(rnd.choice(game.pending.choices))
        n += 1


def test_an_observation_sent_as_json_is_rebuilt_whole_for_each_team_and_a_spectator():
    checked = asked = 0
    for sizes, arena, seed in GAMES:
        for game in moments(sizes, arena, seed, every=131):
            for team in (*TEAMS, None):
                seen = observe(game, team)
                assert same(wired(seen), seen), (seed, team, game.pending.kind)
                checked += 1
                asked += seen.decision is not None
    assert checked >= 60 and asked >= 20  # the questions travelled too


def test_a_spectators_observation_holds_no_hand_and_no_question():
    game = next(g for g in moments((2, 2), "D", 6, every=1) if len(g.eng.hands) > 4)
    seen = observe(game, None)
    assert seen.team is None and seen.decision is None
    assert all(c == HIDDEN for t in TEAMS for p in seen.now.teams[t].players for c in p.powerups)
    assert all(m.card == HIDDEN for m in seen.hands if m.drawn)


def answers_alike(level: str, most: int, every: int) -> int:
    """Ask the bot at questions of seeded games, at the table and from the rebuilt
    observation, each time with a copy of one bot (the same random stream); how many."""
    compared = 0
    for sizes, arena, seed in GAMES:
        bot = make_bot(level, seed)
        for game in moments(sizes, arena, seed, every):
            d = game.pending
            if d is None or game.table.phase != "turn" or len(d.choices) < 2:
                continue
            here = copy.deepcopy(bot)(GameSeat(game)).key
            assert copy.deepcopy(bot)(ObservedSeat(wired(observe(game, d.team)))).key == here, (level, seed, d.kind)
            compared += 1
            if compared == most:
                return compared
    return compared


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_a_bot_answers_from_the_rebuilt_observation_as_at_the_table(level):
    """The window's worker process and a network client ask the bot with the observation
    alone (`ObservedSeat`): the same seed, the same answer."""
    assert answers_alike(level, 12, 29) == 12


@pytest.mark.slow
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_searching_bot_answers_from_the_rebuilt_observation_as_at_the_table(level):
    assert answers_alike(level, 10, 23) == 10


def test_an_observed_seat_hands_each_reader_tables_of_its_own():
    """A bot may try things on its observation: the next reader is not told of them."""
    game = next(g for g in moments((1, 1), "A", 3) if g.table.phase == "turn")
    seat = ObservedSeat(wired(observe(game, game.pending.team)))
    first = seat.observation()
    first.now.skulls = 99
    assert seat.observation().now.skulls == game.table.skulls != 99


def test_the_wire_form_has_stable_names_and_messages_for_words():
    """What a JavaScript page reads (docs/network.md): these names, and every word a reader
    shows as a message (id, args) it words itself."""
    game = next(g for g in moments((2, 2), "A", 8, every=1) if g.table.phase == "turn" and g.answers)
    data = json.loads(observe(game, game.pending.team).to_wire().model_dump_json())
    assert list(data) == ["team", "start", "answers", "hands", "now", "decision"]
    assert list(data["decision"]) == ["team", "player", "kind", "prompt", "choices", "figure", "action", "greyed"]
    assert list(data["decision"]["choices"][0]) == ["key", "label", "square", "figure", "weapon", "powerup", "player",
                                                    "ammo", "option", "lightning", "cubes", "cards", "source"]
    assert list(data["answers"][0]) == ["team", "player", "kind", "choice"]
    assert set(data["decision"]["prompt"]) >= {"id"} and set(data["decision"]["choices"][0]["label"]) >= {"id"}
    assert data["now"]["rng"] == 0 and set(data["now"]["powerup_deck"]) <= {HIDDEN}


def test_schema_command_prints_the_observations_schema(capsys):
    assert main(["schema", "--observation"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "ObservationData"
    assert list(schema["properties"]) == ["team", "start", "answers", "hands", "now", "decision"]
    label = schema["$defs"]["ChoiceData"]["properties"]["label"]["anyOf"]
    assert {"type": "string"} in label and any(s.get("title") == "Message" for s in label)
