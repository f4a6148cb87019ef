"""Motion on the table: a figure slides square by square along a way it could walk (through
doors, never through a wall), damage flies from the shooter past the target into the buffer,
every animation can be skipped, and reduced motion turns them all into fades."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.arena import load_arena  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig, events as ev  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.ui.kit import layout as L  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.table.anim import Animations, Banner, Flight, Slide, path  # noqa: E402
from test_ui_play import key  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui


def test_ui_path_goes_through_doors_square_by_square():
    arena = load_arena("A")
    way = path(arena, (0, 0), (2, 3))  # blue room to the yellow room's far corner
    assert way[0] == (0, 0) and way[-1] == (2, 3)
    assert len(way) == 6  # 5 steps: the shortest walk
    crossings = []
    for a, b in zip(way, way[1:]):
        assert b in arena.neighbours(a)  # one square at a time, never through a wall
        if arena.room_of(a) != arena.room_of(b):
            assert frozenset((a, b)) in arena.doors  # a room is left by a door
            crossings.append((a, b))
    assert crossings == [((0, 2), (1, 2)), ((1, 2), (1, 3))]


def table_after_spawn():
    app = App(fast=True, size=(1280, 720))
    config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])
    scene = PlayScene(app, LocalSession(Game.new(config, 4), app.autosaver()))
    app.switch(scene)
    while scene.game.table.phase != "turn":
        scene.choose(scene.decision.choices[0])
    return app, scene


def test_ui_a_move_slides_along_its_path_and_the_figure_leaves_the_picture():
    app, scene = table_after_spawn()
    table = scene.game.table
    char = next(f.id for f in table.figures.values() if f.square is not None)
    frm = tuple(table.figures[char].square)
    arena = scene.picture.geo.arena
    to = max(arena.squares, key=lambda sq: arena.distance(frm, sq))
    after = table.model_copy(deep=True)
    after.figures[char].square = to
    anims = Animations()
    anims.add_events([ev.Moved(char, frm, to)], table, after, dict(scene.picture.centres), scene.picture.geo)
    slide = anims.queue[0]
    assert isinstance(slide, Slide) and not slide.fade
    assert len(slide.points) == arena.distance(frm, to) + 1
    assert anims.moving == frozenset({char})
    assert slide.length == 0.16 * arena.distance(frm, to)
    screen = pygame.Surface(L.now().size)
    anims.update(0.16 * 1.5)
    anims.draw(screen)
    x, y = anims.figures.pos[char]
    (x1, y1), (x2, y2) = slide.points[1], slide.points[2]
    assert min(x1, x2) <= x <= max(x1, x2) and min(y1, y2) <= y <= max(y1, y2)  # between squares 1 and 2
    while anims.busy:
        anims.update(0.1)
    assert anims.moving == frozenset()


def test_ui_damage_flies_from_the_shooter_past_the_target_into_the_buffer():
    app, scene = table_after_spawn()
    table = scene.game.table
    shooter, target = (next(f.id for f in table.figures.values() if f.square is not None and f.team == t)
                       for t in ("black", "white"))
    buffer = table.figures[target].team
    anims = Animations()
    e = ev.DamageBuffered(buffer, shooter, target, 2, 0, 2)
    anims.add_events([e], table, table, dict(scene.picture.centres), scene.picture.geo)
    flight = anims.queue[0]
    assert isinstance(flight, Flight) and len(flight.paths) == 2
    points = flight.paths[0][1]
    assert points[0] == scene.picture.centres[shooter] and points[2] == L.now().buffer_space(buffer, 0)
    tx, ty = scene.picture.centres[target]
    assert abs(points[1][0] - tx) < L.now().square and ty - L.now().square < points[1][1] < ty  # beside, over it
    assert flight.paths[1][1][-1] == L.now().buffer_space(buffer, 1)


def test_ui_reduced_motion_fades_every_animation():
    app, scene = table_after_spawn()
    table = scene.game.table
    shooter, target = (next(f.id for f in table.figures.values() if f.square is not None and f.team == t)
                       for t in ("black", "white"))
    frm = tuple(table.figures[shooter].square)
    to = next(iter(scene.picture.geo.arena.neighbours(frm)))
    after = table.model_copy(deep=True)
    after.figures[shooter].square = to
    events = [ev.Moved(shooter, frm, to), ev.DamageBuffered(table.figures[target].team, shooter, target, 1, 0, 1),
              ev.Killshot(target, shooter)]
    anims = Animations()
    anims.add_events(events, table, after, dict(scene.picture.centres), scene.picture.geo, reduced=True)
    kinds = [type(a) for a in anims.queue]
    assert kinds == [Slide, Flight, Banner]
    assert all(a.fade for a in anims.queue)
    assert anims.queue[0].length == 0.6  # out at the start, in at the end: no travel


def test_ui_a_teleporter_jump_is_a_fade_even_with_full_motion():
    app, scene = table_after_spawn()
    table = scene.game.table
    char = next(f.id for f in table.figures.values() if f.square is not None)
    frm = tuple(table.figures[char].square)
    to = max(scene.picture.geo.arena.squares, key=lambda sq: scene.picture.geo.arena.distance(frm, sq))
    after = table.model_copy(deep=True)
    after.figures[char].square = to
    anims = Animations()
    anims.add_events([ev.Moved(char, frm, to, "Teleporter")], table, after, dict(scene.picture.centres),
                     scene.picture.geo)
    assert anims.queue[0].fade


def test_ui_animations_play_in_the_window_and_a_key_skips_them():
    app = App(size=(1280, 720))  # not fast: animations on
    config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])
    scene = PlayScene(app, LocalSession(Game.new(config, 4), app.autosaver()))
    app.switch(scene)
    while scene.game.table.phase != "turn" or scene.decision.kind != "move":
        if scene.handoff.team:
            app.frame(0.5)  # the calm moment after the deciding team changed: input waits
            key(app, pygame.K_SPACE)
            continue
        scene.choose(scene.decision.choices[0])
        while scene.anims.busy:
            app.frame(0.05)
        app.frame(0.05)
    d = scene.decision
    start = tuple(scene.game.table.figures[d.figure].square)
    far = max((c for c in d.choices if c.square), key=lambda c: scene.picture.geo.arena.distance(start, tuple(c.square)))
    assert scene.picture.geo.arena.distance(start, tuple(far.square)) >= 1
    scene.choose(far)
    assert scene.anims.busy and scene.anims.moving
    app.frame(0.05)
    key(app, pygame.K_SPACE)
    assert not scene.anims.busy
    app.close()
