"""The four arenas against the base game's arena tables (BASE-ARENA-1..7), and the refusal of
broken maps.

The expected tables below are copied from the rules' arena data (squares by room, the door /
open / wall lists, the visible-rooms tables), never computed by the code under test.
"""

import dataclasses
import os
import subprocess
import sys
from itertools import product

import pytest

from adrenaline_team.arena import ARENA_NAMES, MAPS_DIR, Arena, ArenaError, load_arena

# Arena A .. Arena D (BASE-ARENA-3..5, BASE-SEE): rooms, missing squares, doors, open edges,
# walls and the rooms visible from each square (own room first).
DATA = {
    "A": dict(
        rooms={"blue": [(0, 0), (0, 1), (0, 2)], "red": [(1, 0), (1, 1), (1, 2)],
               "yellow": [(1, 3), (2, 3)], "white": [(2, 1), (2, 2)]},
        missing=[(0, 3), (2, 0)],
        doors=[((0, 0), (1, 0)), ((0, 2), (1, 2)), ((1, 1), (2, 1)), ((1, 2), (1, 3)), ((2, 2), (2, 3))],
        open=[((0, 0), (0, 1)), ((0, 1), (0, 2)), ((1, 0), (1, 1)), ((1, 1), (1, 2)), ((1, 3), (2, 3)),
              ((2, 1), (2, 2))],
        walls=[((0, 1), (1, 1)), ((1, 2), (2, 2))],
        visible_rooms={
            (0, 0): ("blue", "red"),
            (0, 1): ("blue",),
            (0, 2): ("blue", "red"),
            (1, 0): ("red", "blue"),
            (1, 1): ("red", "white"),
            (1, 2): ("red", "blue", "yellow"),
            (1, 3): ("yellow", "red"),
            (2, 1): ("white", "red"),
            (2, 2): ("white", "yellow"),
            (2, 3): ("yellow", "white"),
        },
    ),
    "B": dict(
        rooms={"blue": [(0, 0), (0, 1), (0, 2)], "green": [(0, 3)], "red": [(1, 0), (1, 1)],
               "yellow": [(1, 2), (1, 3), (2, 2), (2, 3)], "white": [(2, 1)]},
        missing=[(2, 0)],
        doors=[((0, 0), (1, 0)), ((0, 2), (0, 3)), ((0, 2), (1, 2)), ((0, 3), (1, 3)), ((1, 1), (2, 1)),
               ((2, 1), (2, 2))],
        open=[((0, 0), (0, 1)), ((0, 1), (0, 2)), ((1, 0), (1, 1)), ((1, 2), (1, 3)), ((1, 2), (2, 2)),
              ((1, 3), (2, 3)), ((2, 2), (2, 3))],
        walls=[((0, 1), (1, 1)), ((1, 1), (1, 2))],
        visible_rooms={
            (0, 0): ("blue", "red"),
            (0, 1): ("blue",),
            (0, 2): ("blue", "green", "yellow"),
            (0, 3): ("green", "blue", "yellow"),
            (1, 0): ("red", "blue"),
            (1, 1): ("red", "white"),
            (1, 2): ("yellow", "blue"),
            (1, 3): ("yellow", "green"),
            (2, 1): ("white", "red", "yellow"),
            (2, 2): ("yellow", "white"),
            (2, 3): ("yellow",),
        },
    ),
    "C": dict(
        rooms={"red": [(0, 0), (1, 0)], "blue": [(0, 1), (0, 2)], "green": [(0, 3)], "purple": [(1, 1)],
               "yellow": [(1, 2), (1, 3), (2, 2), (2, 3)], "white": [(2, 0), (2, 1)]},
        missing=[],
        doors=[((0, 0), (0, 1)), ((0, 1), (1, 1)), ((0, 2), (0, 3)), ((0, 2), (1, 2)), ((0, 3), (1, 3)),
               ((1, 0), (2, 0)), ((1, 1), (2, 1)), ((2, 1), (2, 2))],
        open=[((0, 0), (1, 0)), ((0, 1), (0, 2)), ((1, 2), (1, 3)), ((1, 2), (2, 2)), ((1, 3), (2, 3)),
              ((2, 0), (2, 1)), ((2, 2), (2, 3))],
        walls=[((1, 0), (1, 1)), ((1, 1), (1, 2))],
        visible_rooms={
            (0, 0): ("red", "blue"),
            (0, 1): ("blue", "purple", "red"),
            (0, 2): ("blue", "green", "yellow"),
            (0, 3): ("green", "blue", "yellow"),
            (1, 0): ("red", "white"),
            (1, 1): ("purple", "blue", "white"),
            (1, 2): ("yellow", "blue"),
            (1, 3): ("yellow", "green"),
            (2, 0): ("white", "red"),
            (2, 1): ("white", "purple", "yellow"),
            (2, 2): ("yellow", "white"),
            (2, 3): ("yellow",),
        },
    ),
    "D": dict(
        rooms={"red": [(0, 0), (1, 0)], "blue": [(0, 1), (0, 2)], "purple": [(1, 1), (1, 2)],
               "yellow": [(1, 3), (2, 3)], "white": [(2, 0), (2, 1), (2, 2)]},
        missing=[(0, 3)],
        doors=[((0, 0), (0, 1)), ((0, 1), (1, 1)), ((0, 2), (1, 2)), ((1, 0), (2, 0)), ((1, 1), (2, 1)),
               ((1, 2), (1, 3)), ((2, 2), (2, 3))],
        open=[((0, 0), (1, 0)), ((0, 1), (0, 2)), ((1, 1), (1, 2)), ((1, 3), (2, 3)), ((2, 0), (2, 1)),
              ((2, 1), (2, 2))],
        walls=[((1, 0), (1, 1)), ((1, 2), (2, 2))],
        visible_rooms={
            (0, 0): ("red", "blue"),
            (0, 1): ("blue", "purple", "red"),
            (0, 2): ("blue", "purple"),
            (1, 0): ("red", "white"),
            (1, 1): ("purple", "blue", "white"),
            (1, 2): ("purple", "blue", "yellow"),
            (1, 3): ("yellow", "purple"),
            (2, 0): ("white", "red"),
            (2, 1): ("white", "purple"),
            (2, 2): ("white", "yellow"),
            (2, 3): ("yellow", "white"),
        },
    ),
}
# squares, rooms, doors per arena (BASE-ARENA-2..5)
SUMMARY = {"A": (10, 4, 5), "B": (11, 5, 6), "C": (12, 6, 8), "D": (11, 5, 7)}
SPAWNPOINTS = {"red": (1, 0), "blue": (0, 2), "yellow": (2, 3)}

arenas = pytest.mark.parametrize("name", ARENA_NAMES)


def test_BASE_ARENA_1_four_arenas():
    assert ARENA_NAMES == ("A", "B", "C", "D")
    assert [load_arena(n).name for n in ARENA_NAMES] == ["A", "B", "C", "D"]


@arenas
def test_A2_summary_counts(name):
    arena = load_arena(name)
    assert (len(arena.squares), len(arena.rooms), len(arena.doors)) == SUMMARY[name]
    assert (arena.rows, arena.cols) == (3, 4)


@arenas
def test_BASE_ARENA_3_squares(name):
    arena = load_arena(name)
    expected = sorted(sq for sqs in DATA[name]["rooms"].values() for sq in sqs)
    assert arena.squares == tuple(expected)
    assert sorted(set(product(range(3), range(4))) - set(expected)) == DATA[name]["missing"]


@arenas
def test_BASE_ARENA_4_rooms(name):
    arena = load_arena(name)
    assert {room: list(sqs) for room, sqs in arena.rooms.items()} == DATA[name]["rooms"]
    for room, sqs in DATA[name]["rooms"].items():
        for sq in sqs:
            assert arena.room_of(sq) == room


@arenas
def test_BASE_ARENA_5_doors_open_edges_and_walls(name):
    arena = load_arena(name)
    data = DATA[name]
    assert arena.doors == frozenset(frozenset(d) for d in data["doors"])
    for kind, key in (("door", "doors"), ("open", "open"), ("wall", "walls")):
        for a, b in data[key]:
            assert (arena.edge(a, b), arena.edge(b, a)) == (kind, kind), (a, b)
    # the three lists cover every edge between existing squares exactly once
    listed = [frozenset(p) for key in ("doors", "open", "walls") for p in data[key]]
    adjacent = {frozenset((a, b)) for a in arena.squares for b in arena.squares
                if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1}
    assert sorted(map(sorted, listed)) == sorted(map(sorted, adjacent))


@arenas
def test_BASE_ARENA_5_outer_edge_and_missing_squares_are_walls(name):
    arena = load_arena(name)
    for sq in arena.squares:
        for n in ((sq[0] - 1, sq[1]), (sq[0] + 1, sq[1]), (sq[0], sq[1] - 1), (sq[0], sq[1] + 1)):
            if n not in arena.squares:
                assert arena.edge(sq, n) == "wall", (sq, n)
    if name == "A":
        assert arena.edge((1, 3), (0, 3)) == "wall"
        assert arena.step((1, 3), "N") is None


def test_edge_between_non_adjacent_squares_is_an_error():
    with pytest.raises(ValueError, match=r"\(0, 0\) and \(1, 1\) are not orthogonally adjacent"):
        load_arena("A").edge((0, 0), (1, 1))


@arenas
def test_BASE_ARENA_6_spawnpoints(name):
    arena = load_arena(name)
    assert dict(arena.spawnpoints) == SPAWNPOINTS
    assert {sq: arena.spawn_colour(sq) for sq in arena.squares if arena.spawn_colour(sq)} == {
        (1, 0): "red", (0, 2): "blue", (2, 3): "yellow"}


@arenas
def test_BASE_ARENA_7_ammo_squares_are_all_the_others(name):
    arena = load_arena(name)
    expected = sorted(sq for sqs in DATA[name]["rooms"].values() for sq in sqs if sq not in SPAWNPOINTS.values())
    assert arena.ammo_squares == tuple(expected)


@arenas
def test_BASE_SEE_2_visible_rooms_table(name):
    arena = load_arena(name)
    assert {sq: arena.visible_rooms(sq) for sq in arena.squares} == DATA[name]["visible_rooms"]


@arenas
def test_BASE_SEE_1_can_see_exactly_the_squares_of_the_visible_rooms(name):
    arena = load_arena(name)
    table, rooms = DATA[name]["visible_rooms"], DATA[name]["rooms"]
    for frm in arena.squares:
        expected = {sq for room in table[frm] for sq in rooms[room]}
        assert arena.visible_squares(frm) == expected, frm
        for to in arena.squares:
            assert arena.can_see(frm, to) == (to in expected), (frm, to)


def test_BASE_SEE_1_not_through_a_door_on_another_square_of_your_room():
    arena = load_arena("A")
    assert arena.can_see((1, 0), (0, 1))  # door (0,0)-(1,0) is on (1,0) itself
    assert not arena.can_see((1, 0), (2, 1))  # that door is on (1,1)
    assert not arena.can_see((1, 0), (1, 3))  # that door is on (1,2)
    assert not arena.can_see((0, 0), (2, 1))  # two rooms away


def test_BASE_SEE_1_a_square_with_two_doors_sees_through_both():
    arena = load_arena("A")
    assert arena.can_see((1, 2), (0, 0)) and arena.can_see((1, 2), (2, 3))
    assert arena.visible_squares((1, 2)) == {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3), (2, 3)}


def test_BASE_SEE_3_sight_is_not_symmetric():
    arena = load_arena("A")
    assert arena.can_see((0, 0), (1, 1))
    assert not arena.can_see((1, 1), (0, 0))
    arena = load_arena("B")
    assert arena.can_see((2, 1), (2, 3))  # white sees the yellow room through its door
    assert not arena.can_see((2, 3), (2, 1))


@arenas
def test_BASE_MOVE_3_largest_distance_is_5(name):
    arena = load_arena(name)
    assert max(arena.distance(a, b) for a in arena.squares for b in arena.squares) == 5
    for a in arena.squares:
        assert arena.distance(a, a) == 0
        for b in arena.squares:
            assert arena.distance(a, b) == arena.distance(b, a)


@pytest.mark.parametrize("name, a, b, expected", [
    ("A", (0, 0), (2, 3), 5),
    ("A", (0, 1), (1, 1), 3),  # a wall between them: round through a door
    ("A", (0, 0), (1, 0), 1),  # through a door
    ("B", (1, 2), (2, 3), 2),  # the diagonal of the 2x2 yellow room is "at least 2 moves away"
    ("B", (2, 1), (2, 2), 1),  # the square just through a door is not
    ("B", (0, 1), (1, 1), 3),
    ("C", (1, 0), (1, 1), 3),
    ("C", (0, 0), (2, 3), 5),
    ("D", (1, 2), (2, 2), 3),
    ("D", (0, 2), (2, 0), 4),
])
def test_BASE_MOVE_3_distance(name, a, b, expected):
    assert load_arena(name).distance(a, b) == expected


def test_BASE_MOVE_1_neighbours_never_cross_a_wall():
    arena = load_arena("A")
    assert arena.neighbours((0, 1)) == ((0, 0), (0, 2))
    assert arena.neighbours((1, 2)) == ((0, 2), (1, 1), (1, 3))
    assert arena.neighbours((2, 3)) == ((1, 3), (2, 2))


def test_BASE_MOVE_2_within():
    arena = load_arena("A")
    assert arena.within((0, 1), 0) == ((0, 1),)
    assert arena.within((0, 1), 1) == ((0, 0), (0, 1), (0, 2))
    assert arena.within((0, 1), 2) == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 2))
    assert arena.within((0, 0), 99) == arena.squares
    assert arena.within((0, 0), -1) == ()


def test_BASE_MOVE_4_step():
    arena = load_arena("A")
    assert arena.step((0, 0), "S") == (1, 0)  # door
    assert arena.step((0, 0), "E") == (0, 1)  # open
    assert arena.step((0, 1), "S") is None  # wall
    assert arena.step((0, 0), "N") is None  # outer edge
    assert arena.step((2, 1), "W") is None  # missing square


def test_BASE_MOVE_4_straight_stops_at_walls():
    arena = load_arena("A")
    assert arena.straight((1, 0), "E", 2) == ((1, 1), (1, 2))
    assert arena.straight((1, 0), "E", 3) == ((1, 1), (1, 2), (1, 3))  # through the door
    assert arena.straight((1, 0), "E", 9) == ((1, 1), (1, 2), (1, 3))
    assert arena.straight((0, 1), "S", 2) == ()
    assert arena.straight((0, 0), "S", 2) == ((1, 0),)  # (2,0) is missing
    assert arena.straight((1, 1), "S", 2) == ((2, 1),)
    assert arena.straight((1, 0), "E", 0) == ()
    assert load_arena("D").straight((0, 1), "S", 2) == ((1, 1), (2, 1))


def test_railgun_line_ignores_walls_and_skips_missing_squares():
    arena = load_arena("A")
    assert arena.line((2, 1), "N") == ((2, 1), (1, 1), (0, 1))  # through the wall (0,1)-(1,1)
    assert arena.line((1, 0), "E") == ((1, 0), (1, 1), (1, 2), (1, 3))
    assert arena.line((2, 3), "W") == ((2, 3), (2, 2), (2, 1))
    assert arena.line((1, 3), "N") == ((1, 3),)
    assert arena.line((0, 0), "N") == ((0, 0),)
    assert load_arena("C").line((2, 0), "E") == ((2, 0), (2, 1), (2, 2), (2, 3))


@arenas
def test_renderer_geometry(name):
    arena = load_arena(name)
    assert arena.tile_size == (160, 160)
    assert {colour: len(rects) for colour, rects in arena.slots.items()} == {"blue": 3, "red": 3, "yellow": 3}
    assert all(y + h <= 0 for x, y, w, h in arena.slots["blue"])  # along the top
    assert all(x + w <= 0 for x, y, w, h in arena.slots["red"])  # on the left
    assert all(x >= 640 for x, y, w, h in arena.slots["yellow"])  # on the right
    assert [x for x, *_ in arena.slots["blue"]] == sorted(x for x, *_ in arena.slots["blue"])


def test_arenas_are_cached_and_read_only():
    arena = load_arena("A")
    assert load_arena("A") is arena
    assert load_arena(MAPS_DIR / "A.tmx") is arena
    with pytest.raises(TypeError):
        arena.spawnpoints["red"] = (0, 0)
    with pytest.raises(TypeError):
        arena.rooms["red"] = ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        arena.name = "Z"


@pytest.mark.slow
@pytest.mark.parametrize("code", [
    "import adrenaline_team.arena",
    "from adrenaline_team.arena import load_arena; load_arena('C')",
])
def test_arena_does_not_import_pygame(code):
    check = f"{code}; import sys; assert 'pygame' not in sys.modules, 'pygame was imported'"
    result = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.slow
def test_pytmx_pygame_loader_still_works_after_a_headless_load():
    code = ("from adrenaline_team.arena import load_arena; load_arena('A'); "
            "from pytmx.util_pygame import load_pygame; print('ok')")
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert result.returncode == 0 and result.stdout.strip().endswith("ok"), result.stderr


# --- broken maps: each writes arena A with one fault and expects one exact line ---

T = 160
A_SQUARES = {sq: room for room, sqs in DATA["A"]["rooms"].items() for sq in sqs}
SPAWN_AT = {sq: colour for colour, sq in SPAWNPOINTS.items()}
SLOT_RECTS = {"blue": [(100 + 160 * i, -178, 120, 168) for i in range(3)],
              "red": [(-178, 20 + 160 * i, 168, 120) for i in range(3)],
              "yellow": [(650, 20 + 160 * i, 168, 120) for i in range(3)]}


def rect(x, y, w=T, h=T, **props):
    ps = "".join(f'<property name="{k}" value="{v}"/>' for k, v in props.items() if v is not None)
    return f'<object x="{x}" y="{y}" width="{w}" height="{h}"><properties>{ps}</properties></object>'


def square(sq, room=None, spawn=None):
    return rect(sq[1] * T, sq[0] * T, room=room, spawn=spawn)


def door(a, b):
    x, y = a[1] * T + T // 2, a[0] * T + T // 2
    return f'<object x="{x}" y="{y}"><polyline points="0,0 {(b[1] - a[1]) * T},{(b[0] - a[0]) * T}"/></object>'


def a_squares(changes=None):
    """Arena A's squares as rectangles with properties; changes: {(r,c): (room, spawn) or None}."""
    cells = {sq: (room, SPAWN_AT.get(sq)) for sq, room in A_SQUARES.items()}
    cells.update(changes or {})
    return [square(sq, *v) for sq, v in sorted(cells.items()) if v is not None]


A_DOORS = [door(a, b) for a, b in DATA["A"]["doors"]]


def write_map(tmp_path, squares=None, doors=A_DOORS, slots=SLOT_RECTS, layers=("squares", "doors", "slots")):
    objects = {
        "squares": a_squares() if squares is None else squares,
        "doors": doors,
        "slots": [rect(*r, spawn=c) for c, rs in slots.items() for r in rs],
    }
    body, next_id = [], 1
    for i, name in enumerate(layers, 1):
        tagged = []
        for obj in objects[name]:
            tagged.append(obj.replace("<object ", f'<object id="{next_id}" ', 1))
            next_id += 1
        body.append(f'<objectgroup id="{i}" name="{name}">{"".join(tagged)}</objectgroup>')
    path = tmp_path / "bad.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3" '
        f'tilewidth="{T}" tileheight="{T}" infinite="0" nextobjectid="{next_id}">{"".join(body)}</map>\n'
    )
    return path


def refusal(path):
    with pytest.raises(ArenaError) as caught:
        load_arena(path)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_the_broken_map_helper_writes_a_good_arena_A(tmp_path):
    arena = load_arena(write_map(tmp_path))
    good = load_arena("A")
    assert (arena.name, arena.squares, dict(arena.rooms), arena.doors, dict(arena.slots)) == (
        "bad", good.squares, dict(good.rooms), good.doors, dict(good.slots))


def test_BASE_ARENA_5_refuses_a_door_between_non_adjacent_squares(tmp_path):
    path = write_map(tmp_path, doors=A_DOORS + [door((0, 0), (2, 1))])
    assert refusal(path) == f"{path}: the door between row 1, column 1 and row 3, column 2 joins squares that are not side by side"


def test_BASE_ARENA_5_refuses_a_door_inside_one_room(tmp_path):
    path = write_map(tmp_path, doors=A_DOORS + [door((0, 1), (0, 0))])
    assert refusal(path) == f"{path}: the door between row 1, column 1 and row 1, column 2 is inside the blue room"


def test_BASE_ARENA_5_refuses_two_doors_on_one_edge(tmp_path):
    path = write_map(tmp_path, doors=A_DOORS + [door((1, 0), (0, 0))])
    assert refusal(path) == f"{path}: two doors between row 1, column 1 and row 2, column 1"


def test_BASE_ARENA_5_refuses_a_door_to_a_missing_square(tmp_path):
    path = write_map(tmp_path, doors=[door((1, 3), (0, 3))] + A_DOORS)
    assert refusal(path) == f"{path}: the door object 11 ends at row 1, column 4, where there is no square"


def test_BASE_ARENA_5_refuses_an_unreachable_square(tmp_path):
    cut = [((1, 1), (2, 1)), ((2, 2), (2, 3))]  # both doors of the white room
    path = write_map(tmp_path, doors=[door(a, b) for a, b in DATA["A"]["doors"] if (a, b) not in cut])
    assert refusal(path) == f"{path}: the square at row 3, column 2 cannot be reached from the square at row 1, column 1"


def test_BASE_ARENA_6_refuses_a_missing_spawnpoint(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(2, 3): ("yellow", None)}))
    assert refusal(path) == f"{path}: no yellow spawnpoint"


def test_BASE_ARENA_6_refuses_a_second_spawnpoint_of_one_colour(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(1, 1): ("red", "red")}))
    assert refusal(path) == f"{path}: a second red spawnpoint at row 2, column 2 (the first is at row 2, column 1)"


def test_BASE_ARENA_6_refuses_a_spawnpoint_outside_its_colour_room(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(1, 0): ("red", None), (0, 0): ("blue", "red")}))
    assert refusal(path) == f"{path}: the red spawnpoint at row 1, column 1 is in the blue room"


def test_BASE_ARENA_6_refuses_a_spawnpoint_of_no_ammo_colour(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(2, 1): ("white", "white")}))
    assert refusal(path) == (
        f"{path}: the spawnpoint at row 3, column 2 has the colour 'white', not red, blue or yellow")


def test_BASE_ARENA_6_refuses_a_spawnpoint_without_three_weapon_slots(tmp_path):
    path = write_map(tmp_path, slots={**SLOT_RECTS, "yellow": SLOT_RECTS["yellow"][:2]})
    assert refusal(path) == f"{path}: the yellow spawnpoint has 2 weapon slots, needs 3"


def test_BASE_ARENA_6_refuses_a_weapon_slot_of_no_spawnpoint(tmp_path):
    path = write_map(tmp_path, slots={**SLOT_RECTS, "green": [(0, 500, 120, 168)]})
    assert refusal(path) == (
        f"{path}: the weapon slot object 25 has spawn 'green', not red, blue or yellow")


def test_BASE_ARENA_3_refuses_a_square_outside_the_grid(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(1, 4): ("yellow", None)}))
    assert refusal(path) == f"{path}: the square at row 2, column 5 is outside the grid of 3 rows and 4 columns"


def test_BASE_ARENA_3_refuses_a_square_above_the_grid(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(-1, 0): ("blue", None)}))
    assert refusal(path) == f"{path}: the square at row 0, column 1 is outside the grid of 3 rows and 4 columns"


def test_BASE_ARENA_3_refuses_overlapping_squares(tmp_path):
    path = write_map(tmp_path, squares=a_squares() + [square((1, 1), "red")])
    assert refusal(path) == f"{path}: two squares at row 2, column 2"


def test_BASE_ARENA_3_refuses_a_square_across_two_cells(tmp_path):
    half_way = rect(T + T // 2, 2 * T, room="white")  # straddles (2,1) and (2,2)
    path = write_map(tmp_path, squares=a_squares({(2, 1): None, (2, 2): None}) + [half_way])
    assert refusal(path) == (
        f"{path}: the square object 9 at row 3, column 3 covers more than one cell of the grid")


def test_BASE_ARENA_4_refuses_a_square_without_a_room(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(2, 0): (None, None)}))
    assert refusal(path) == f"{path}: the square at row 3, column 1 has no room"


def test_BASE_ARENA_4_refuses_an_unknown_room_colour(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(2, 1): ("pink", None), (2, 2): ("pink", None)}))
    assert refusal(path) == f"{path}: the square at row 3, column 2 has the unknown room colour 'pink'"


def test_BASE_ARENA_4_refuses_a_room_in_two_pieces(tmp_path):
    path = write_map(tmp_path, squares=a_squares({(2, 1): ("yellow", None)}))
    assert refusal(path) == (
        f"{path}: the yellow room is split: the square at row 3, column 2 is not joined to row 2, column 4")


def test_refuses_a_door_that_is_not_a_polyline(tmp_path):
    path = write_map(tmp_path, doors=[rect(T - 20, T - 20, 40, 40)] + A_DOORS)
    assert refusal(path) == f"{path}: the door object 11 must be a polyline with 2 points"


def test_refuses_a_map_without_a_doors_layer(tmp_path):
    path = write_map(tmp_path, layers=("squares", "slots"))
    assert refusal(path) == f"{path}: no object layer named 'doors'"


def test_refuses_an_unparseable_file(tmp_path):
    path = tmp_path / "broken.tmx"
    path.write_text('<?xml version="1.0"?>\n<map width="4" height="3">\n<objectgroup name="squares">\n</map>\n')
    assert refusal(path) == f"{path}: cannot parse: mismatched tag: line 4, column 2"


def test_refuses_a_missing_file(tmp_path):
    path = tmp_path / "nowhere.tmx"
    assert refusal(path) == f"{path}: cannot read: no such file or folder"


def test_an_arena_built_in_code_is_checked_the_same_way():
    with pytest.raises(ArenaError, match=r"^no blue spawnpoint$"):
        Arena(name="x", rows=1, cols=2, square_rooms={(0, 0): "red", (0, 1): "yellow"},
              spawnpoints={"red": (0, 0), "yellow": (0, 1)}, doors=frozenset({frozenset({(0, 0), (0, 1)})}))
