"""Issue 10: hypothesis mutates real save files, at the byte level and at the JSON level
(fields dropped, duplicated, retyped; ids, squares, numbers and nesting changed), and every
load ends in a game that plays on or in one `SaveError` line, never another exception.
Budget: the "ci" profile in conftest.py; `--hypothesis-profile=long` for more."""

import json
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from adrenaline_team.ai.match import play_out
from adrenaline_team.positions import tour
from adrenaline_team.rules import Game
from adrenaline_team.rules.cards import catalog
from adrenaline_team.rules.save import SaveError, game_from_save, to_save
from builders import config

PLAY_ON = 40  # random choices played after a load: a bad table shows itself when used


@cache
def saves() -> tuple[str, ...]:
    """Saves of every phase: new games (setup, early and late turns, over) and games from
    the rules tour's positions."""
    found = []
    for seed, arena, sizes, steps in ((1, "A", (1, 1), 0), (2, "B", (2, 3), 30), (3, "C", (3, 2), 150),
                                      (4, "D", (2, 2), 400), (5, "A", (1, 3), 100_000)):
        game = Game.new(config(arena, *sizes, reward=None, starting=None), seed)
        rnd = random.Random(seed)
        play_out(game, lambda game: rnd.choice(game.pending.choices), limit=steps)
        found.append(to_save(game).model_dump_json())
    for p in tour()[::3]:
        game = Game.from_position(p.state)
        game.choose(game.pending.choices[0])
        found.append(to_save(game).model_dump_json())
    return tuple(found)


@cache
def ids() -> tuple:
    cat = catalog()
    return (*cat.characters, *cat.weapons, *(p.id for p in cat.powerups), *(a.id for a in cat.ammo_tiles),
            *cat.reward_tiles, "random", "easy", "normal", "A", "Z", "../../etc/passwd", "/dev/zero", "x.tmx")


def _load_and_play(data, seed: int) -> None:
    try:
        game = game_from_save(data, "fuzz.json")
    except SaveError as err:
        message = str(err)
        assert message.startswith("fuzz.json: ") and "\n" not in message and len(message) < 1000
        event("refused")
        return
    event("loaded and played on")
    rnd = random.Random(seed)
    for _ in range(PLAY_ON):
        if game.over:
            break
        game.choose(rnd.choice(game.pending.choices))


# --- byte level ---------------------------------------------------------------------------
byte_edit = st.one_of(
    st.tuples(st.just("flip"), st.floats(0, 1), st.integers(1, 255)),
    st.tuples(st.just("insert"), st.floats(0, 1), st.binary(min_size=1, max_size=8)),
    st.tuples(st.just("delete"), st.floats(0, 1), st.integers(1, 40)),
    st.tuples(st.just("truncate"), st.floats(0, 1), st.none()),
    st.tuples(st.just("repeat"), st.floats(0, 1), st.integers(1, 200)),
)


def _edit_bytes(data: bytes, edit) -> bytes:
    kind, where, arg = edit
    at = int(where * len(data))
    if not data:
        return data
    if kind == "flip":
        return data[:at] + bytes([(data[at % len(data)] ^ arg)]) + data[at + 1:]
    if kind == "insert":
        return data[:at] + arg + data[at:]
    if kind == "delete":
        return data[:at] + data[at + arg:]
    if kind == "truncate":
        return data[:at]
    return data[:at] + data[at:at + arg] * 2 + data[at + arg:]


@pytest.mark.slow
@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(which=st.integers(0, 100), edits=st.lists(byte_edit, min_size=1, max_size=4), seed=st.integers(0, 9))
def test_byte_mutated_saves_load_or_fail_in_one_line(which, edits, seed):
    data = saves()[which % len(saves())].encode()
    for edit in edits:
        data = _edit_bytes(data, edit)
    _load_and_play(data, seed)


# --- JSON level ---------------------------------------------------------------------------
def _places(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _places(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _places(v, (*path, i))


replacement = st.one_of(
    st.sampled_from([None, True, 0, -1, 1, 2, 3, 4, 6, 7, 8, 11, 12, 13, 99, 2**64, -2**63, 1.5, "", "1", [], {}]),
    st.deferred(lambda: st.sampled_from(ids())),
    st.lists(st.integers(-2, 13), min_size=2, max_size=2),  # a square, on the arena or not
    st.text(max_size=60),
    st.integers(1, 60).map(lambda n: "[" * n + "]" * n).map(json.loads),  # nesting
)
json_edit = st.tuples(st.sampled_from(["replace", "drop", "duplicate", "rename", "wrap", "copy"]),
                      st.floats(0, 1), st.floats(0, 1), replacement)


def _edit_json(raw, edit):
    kind, which, other, new = edit
    places = [p for p in _places(raw) if p]
    if not places:
        return raw
    path = places[int(which * len(places)) % len(places)]
    parent = raw
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    new = json.loads(json.dumps(new))  # each edit its own copy
    if kind == "replace":
        parent[key] = new
    elif kind == "drop":
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(parent[key])))
    elif kind == "rename" and isinstance(parent, dict) and isinstance(new, str):
        parent[new] = parent.pop(key)
    elif kind == "wrap":
        parent[key] = [parent[key]]
    elif kind == "copy":  # a value from elsewhere in the same file: right type, wrong place
        source = raw
        for k in places[int(other * len(places)) % len(places)]:
            source = source[k]
        parent[key] = json.loads(json.dumps(source))
    return raw


@pytest.mark.slow
@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(which=st.integers(0, 100), edits=st.lists(json_edit, min_size=1, max_size=3), seed=st.integers(0, 9),
       as_position=st.booleans())
def test_json_mutated_saves_load_or_fail_in_one_line(which, edits, seed, as_position):
    raw = json.loads(saves()[which % len(saves())])
    if as_position:  # the same table as a starting position, so the mutations reach the table itself
        raw["seed"], raw["position"], raw["choices"] = None, raw["snapshot"], []
    for edit in edits:
        raw = _edit_json(raw, edit)
    if as_position and isinstance(raw.get("position"), dict):
        # a position the gate lets through must replay to the snapshot it came with
        try:
            raw["snapshot"] = json.loads(Game.from_position(raw["position"]).state.model_dump_json())
        except SaveError:
            pass
    _load_and_play(json.dumps(raw), seed)
