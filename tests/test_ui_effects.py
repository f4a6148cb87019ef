"""Issue 30, cause and effect on the table and the cut or overlapping things: a banner keeps off
the arena while something is asked, the turn summary counts Venom, the skull board's title
reads, the Motion choice is never cut mid-bracket, the Resume screen's tooltips keep off its
buttons, the review chart's names keep clear of its marks, the coach's words fit its panel and
a demonstration's caption covers no hand where there is room under them."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.ai import make_bot  # noqa: E402
from adrenaline_team.ai.coach import Alternative, Hint  # noqa: E402
from adrenaline_team.ai.match import play_out  # noqa: E402
from adrenaline_team.message import Msg  # noqa: E402
from adrenaline_team.review import review  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig, events as ev  # noqa: E402
from adrenaline_team.rules.save import save_game, to_save  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.autosave import Offer  # noqa: E402
from adrenaline_team.session.local import LocalSession  # noqa: E402
from adrenaline_team.session.demo import demo_config  # noqa: E402
from adrenaline_team.ui.kit import layout as L  # noqa: E402
from adrenaline_team.ui.kit import theme as th  # noqa: E402
from adrenaline_team.ui.screens.newgame import NewGameScene, picker_text_width  # noqa: E402
from adrenaline_team.ui.kit.scene import ToDemo  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from adrenaline_team.ui.screens.results.chart import draw_chart  # noqa: E402
from adrenaline_team.ui.screens.resume import ResumeScene  # noqa: E402
from adrenaline_team.ui.table.anim import Animations, Banner  # noqa: E402
from adrenaline_team.ui.table.caption import caption_rect, free_top  # noqa: E402
from adrenaline_team.ui.table.coach_view import PAD_Y, panel_rect  # noqa: E402
from adrenaline_team.ui.table.hotspots import Regions  # noqa: E402
from adrenaline_team.ui.table.topbar import draw_top  # noqa: E402
from adrenaline_team.ui.table.turn_summary import summarise  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

SIZES = [(1280, 640), (1280, 720), (1920, 1080)]


def luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("size", SIZES)
def test_ui_a_banner_crosses_the_arena_only_while_nothing_is_asked(size):
    app = App(fast=True, size=size)
    lay = L.now()
    banner = Banner("OVERKILL", (250, 150, 60))
    asked, free = banner.rect(True), banner.rect(False)
    for r in (asked, free):
        assert lay.window.contains(r)
        assert not r.colliderect(lay.prompt) and not r.colliderect(lay.choices) and not r.colliderect(lay.notice)
    assert free.colliderect(lay.map)  # nothing asked: across the arena
    assert not asked.colliderect(lay.arena) and lay.top.contains(asked)  # asked: at the head of the table
    # drawn, it leaves every pixel of the arena, the question and its answers as they were
    screen = pygame.Surface(lay.size)
    screen.fill((10, 20, 30))
    anims = Animations()
    anims.queue.append(banner)
    banner.t = 0.5
    anims.draw(screen, asked=True)
    for r in lay.protected():
        assert pygame.transform.average_color(screen, r)[:3] == (10, 20, 30)
    anims.draw(screen, asked=False)
    assert pygame.transform.average_color(screen, lay.map)[:3] != (10, 20, 30)
    app.close()


def test_ui_TP_DMG_2_the_turn_summary_counts_venom_damage():
    """Venom puts its damage straight onto the boards (TP-DMG-2): the turn that used it says so,
    and a turn that did nothing else still has a summary."""
    events = [ev.TurnStarted("black", 5), ev.BoardDamaged("dozer", 1, 4, "venom"),
              ev.BoardDamaged("echo", 1, 7, "venom")]
    s = summarise(events)
    assert s is not None
    assert s.lines == ("Damage dealt: 0", "Venom: 2 damage straight onto the boards", "Marks given: 0",
                       "Kills: none", "Flush: none", "Points scored: 0")
    flushed = summarise([ev.TurnStarted("black", 5), ev.BoardDamaged("dozer", 3, 4, "flush")])
    assert flushed is None  # a flush's tokens moving onto a board are not damage dealt


@pytest.mark.parametrize("size", SIZES)
def test_ui_the_skull_boards_skulls_read_light_on_dark(size):
    """Its skulls in cream on near-black places (issue 45: the board's written title went, the
    skulls read alone, and its tooltip names it)."""
    app = App(fast=True, size=size)
    lay = L.now()
    table = Game.new(GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")]), 1).table
    screen = pygame.Surface(lay.size)
    draw_top(screen, table, Regions())
    band = lay.skulls.inflate(-2 * lay.gap, -4)
    ink = max((screen.get_at((x, y)) for x in range(band.x, band.right) for y in range(band.y, band.bottom)),
              key=luminance)
    place = screen.get_at((lay.skull_slot(7)[0], lay.skull_slot(7)[1] - lay.skull_radius() + 2))  # a skull's place
    assert contrast(ink, place) >= 12  # the old salmon on dark red was 7.5
    assert ink[0] - ink[2] < 60  # cream, not another red
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_ui_the_motion_choice_is_never_cut_mid_bracket_in_japanese(size):
    app = App(fast=True, size=size, lang="ja")
    form = NewGameScene(app)
    app.switch(form)
    form.motion.set("reduced")
    words = form.motion.menu.selected_option[0]
    assert words in ("アニメーション：控えめ（フェード）", "アニメーション：控えめ")
    assert th.font(L.now().body).size(words)[0] <= picker_text_width(form.motion.rect)
    app.close()


def test_ui_the_resume_screens_tooltip_keeps_off_its_buttons(tmp_path):
    app = App(fast=True, size=(1280, 720))
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")]), 3)
    path = tmp_path / "autosave.json"
    save_game(game, path)
    scene = ResumeScene(app, Offer(game, path))
    app.switch(scene)
    for button in (scene.resume, scene.new, scene.discard, scene.quit):
        tip = scene.ui.create_tool_tip("Play on from the last decision", button.rect.center, (0, 16),
                                       button.button, None)
        for other in (scene.resume, scene.new, scene.discard, scene.quit):
            assert not tip.rect.colliderect(other.rect)
        tip.kill()
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_ui_the_review_charts_team_names_keep_clear_of_its_marks(size):
    app = App(fast=True, size=size)
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ann"), PlayerConfig(name="Bo")],
                               white=[PlayerConfig(name="Ben"), PlayerConfig(name="Cy")]), 7)
    play_out(game, make_bot("random", 7))
    r = review(to_save(game))
    screen = pygame.Surface(L.now().size)
    box = pygame.Rect(L.now().window.w // 2, 60, L.now().window.w // 2 - 10, L.now().window.h // 2)
    placed = draw_chart(screen, box, r)
    names, marks = placed["names"], placed["marks"]
    assert len(names) == 2 and marks
    assert not names[0].colliderect(names[1])
    assert all(box.contains(n) for n in names)
    assert [(n, m) for n in names for m in marks if n.colliderect(m)] == []
    app.close()


def test_ui_the_coachs_panel_grows_to_its_last_line():
    app = App(fast=True, size=(1280, 640))
    scene = PlayScene(app, LocalSession(Game.new(GameConfig(black=[PlayerConfig(name="Ann")],
                                                      white=[PlayerConfig(name="Ben")]), 21)))
    app.switch(scene)
    d = scene.decision
    long = " ".join(["the reason goes on and on"] * 12)
    scene.coach.hint = Hint(d.team, d.choices[0], Msg(long), tuple(Alternative(c, 1.5) for c in d.choices[1:3]))
    team = "white"
    top = L.now().side[team].y + L.now().gap // 2
    blocks = scene.coach._words(panel_rect(team, top).w - 20)
    need = sum(b.get_height() + gap for b, gap in blocks)
    panel = panel_rect(team, top, need)
    assert panel.h == min(need + 2 * PAD_Y, L.now().side[team].inflate(-L.now().gap, -L.now().gap).bottom - top)
    assert panel.h > panel_rect(team, top).h  # the words need more than the eight lines it kept before
    app.close()


def test_ui_a_demonstrations_caption_covers_no_hand_where_there_is_room():
    app = App(fast=True, size=(1920, 1080))
    app.switch(ToDemo(demo_config("C", 2), 2))
    scene = app.scene
    seen = 0
    for _ in range(300):
        app.frame(1 / 60)
        floors = {t: free_top(scene.picture.regions, t) for t in ("black", "white")}
        box = scene.caption_box()
        room = caption_rect(scene.aside, scene.session.caption, floors[scene.aside]).top >= floors[scene.aside]
        if room:
            seen += 1
            hands = L.now().hands_rect(scene.aside)
            covered = [r for r, _p, _t in scene.picture.regions.items
                       if hands.collidepoint(r.center) and r.colliderect(box)]
            assert covered == []
    assert seen > 0
    app.close()


def _cut_rows(scene):
    """The cards and rows of the caption's side that its box hides in part: neither whole in
    view nor wholly under it."""
    box = scene.caption_box()
    hands = L.now().hands_rect(scene.aside)
    return [r for r, _p, _t in scene.picture.regions.items
            if hands.collidepoint(r.center) and r.colliderect(box) and r.top < box.top]


@pytest.mark.parametrize("size", SIZES)
def test_ui_a_caption_never_hides_half_a_row_of_the_side(size):
    """Issue 45, defect 6: a puzzle's caption and a demonstration's, where their words do not
    fit under the side's last card, hide its rows whole, never half of one (the Railgun row of
    Black's team's table, half under the first puzzle's caption at 1280x720)."""
    from adrenaline_team.session.puzzle import Attempt
    from adrenaline_team.ui.kit.scene import ToPlay
    app = App(fast=True, size=size)
    attempt = Attempt(3)
    app.switch(ToPlay(attempt.start(), puzzle=attempt))
    app.frame(0)
    assert app.scene.session.caption is not None and _cut_rows(app.scene) == []
    app.switch(ToDemo(demo_config("B", 2), 2))
    scene = app.scene
    captions = 0
    for _ in range(600):
        app.frame(1 / 30)
        if scene.session.caption is not None and scene.picture.shown is not None:
            captions += 1
            assert _cut_rows(scene) == [], scene.session.caption.title
    assert captions > 0
    app.close()


def test_ui_the_computers_prompt_names_its_player_once():
    """Issue 45, defect 6: "The computer plays Dee: Dee: discard a powerup…" said the name
    twice where the question names its player; the chip beside it says whose question it is."""
    from adrenaline_team.rules import Decision, Kind
    from adrenaline_team.ui.table.prompt import draw_prompt
    App(fast=True, size=(1280, 720))
    game = Game.new(GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Dee")]), 3)
    d = Decision("white", 0, Kind.DISCARD, Msg("{player}: discard a powerup (limit {most})", player="Dee", most=3),
                 game.pending.choices)
    with th.recording() as records:
        draw_prompt(pygame.Surface((1280, 720)), game, d, True)
    said = " ".join(s for kind, s, *_ in records if kind == "text")
    assert said.count("Dee") == 2, said  # the chip's, and the question's
    assert "Dee: discard a powerup (limit 3)" in said


def spawned_table(size=(1280, 720)):
    app = App(fast=True, size=size)
    config = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Ben")])
    scene = PlayScene(app, LocalSession(Game.new(config, 4)))
    app.switch(scene)
    while scene.game.table.phase != "turn":
        scene.choose(scene.decision.choices[0])
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_ui_damage_lands_large_beside_its_target_then_settles_into_the_buffer(size):
    app, scene = spawned_table(size)
    table = scene.game.table
    shooter, target = (next(f.id for f in table.figures.values() if f.square is not None and f.team == t)
                       for t in ("black", "white"))
    buffer = table.figures[target].team
    anims = Animations()
    anims.add_events([ev.DamageBuffered(buffer, shooter, target, 2, 0, 2), ev.MarksBuffered(buffer, shooter, target, 1, 0)],
                     table, table, dict(scene.picture.centres), scene.picture.geo)
    damage, mark = anims.queue
    assert damage.hold == mark.hold == 0.35
    big = damage.paths[0][0].get_width()
    assert big >= 36 and big == round(damage.grow * max(18, L.now().u(30)))
    assert mark.paths[0][0].get_width() >= 36
    came = 0.6 * 0.45
    pos, scale = damage._landing(damage.paths[0][1], came + 0.1)  # resting beside the target
    assert pos == damage.paths[0][1][1] and scale == damage.grow
    assert damage._sized(damage.paths[0][0], scale).get_width() == big
    pos, scale = damage._landing(damage.paths[0][1], damage.duration + damage.hold)  # settled
    assert pos == damage.paths[0][1][2] and scale == 1.0
    assert damage._sized(damage.paths[0][0], scale).get_width() == max(18, L.now().u(30))
    assert anims.queue[1].paths[0][1][2] == L.now().mark_space(buffer, 0, 0)
    app.close()


def test_ui_HS_AR_2_the_rush_tile_slides_left_and_says_where_the_killshot_is():
    app, scene = spawned_table()
    table = scene.game.table
    char = next(iter(table.figures))
    team = table.figures[char].team
    index = table.teams[team].characters.index(char)
    anims = Animations()
    anims.add_events([ev.RushPaid(char, 1, Msg("an adrenaline action"))], table, table, dict(scene.picture.centres),
                     scene.picture.geo)
    slide = anims.queue[0]
    (x0, y0), (x1, y1) = slide.paths[0][1]
    pitch = L.now().track_space(team, index, 1).x - L.now().track_space(team, index, 0).x
    assert y0 == y1 and abs(x0 - x1 - pitch) <= 1  # one space left, flat
    assert x1 == (L.now().track_space(team, index, 9).centerx + L.now().track_space(team, index, 10).centerx) / 2
    plate, where = slide.note
    assert L.now().board_rect(team, index).colliderect(where) or where.top >= L.now().board_rect(team, index).bottom - 2
    assert slide.hop == 0 and slide.length == 0.9 + 0.6
    anims = Animations()
    anims.add_events([ev.Healed(char, 0)], table, table, dict(scene.picture.centres), scene.picture.geo)
    (x0, _y0), (x1, _y1) = anims.queue[0].paths[0][1]
    assert abs(x1 - x0 - pitch) <= 1  # a heal slides it back right (HS-AR-4)
    app.close()


def test_ui_a_payment_leaves_the_board_for_the_supply():
    app, scene = spawned_table()
    table = scene.game.table
    player = table.teams["black"].players[0].name
    anims = Animations()
    what = Msg("grabbing Lock Rifle")
    anims.add_events([ev.Paid(player, ("red", "blue"), (), what), ev.Paid(player, (), (), what)], table, table,
                     dict(scene.picture.centres), scene.picture.geo)
    assert len(anims.queue) == 1  # paying nothing shows nothing
    pay = anims.queue[0]
    assert pay.vanish and len(pay.paths) == 2
    board = L.now().board_rect("black", 0)
    assert all(board.collidepoint(points[0]) and points[-1][1] == L.now().top.bottom for _s, points in pay.paths)
    app.close()


def test_ui_the_table_is_redrawn_on_the_frame_after_the_last_animation():
    """The last animation's frame and the whole table's redraw never share a frame (bench:
    animation frames under 8 ms at 1920x1080); the figures that moved stand where they went
    in between."""
    app = App(size=(1280, 720))  # not fast: animations on
    scene = PlayScene(app, LocalSession(Game.new(GameConfig(black=[PlayerConfig(name="Ann")],
                                                      white=[PlayerConfig(name="Ben")]), 4)))
    app.switch(scene)
    rnd = random.Random(4)
    while not scene.anims.busy or not scene.anims.moving:
        if scene.handoff.team:
            scene.reveal()
        scene.choose(rnd.choice(scene.decision.choices))
        if not scene.anims.moving:
            scene.anims.skip()
            scene._refresh()
        scene.redraw = False  # as the frames would have done
    redraws = []
    render = scene._render
    scene._render = lambda: (redraws.append(scene.anims.busy), render())[1]
    moved = set(scene.anims.moving)
    while scene.anims.busy:
        app.frame(0.05)
    assert redraws == [] and set(scene.anims.figures.pos) == moved  # still standing, drawn by the animations
    app.frame(0.05)
    assert redraws == [False] and scene.anims.figures.pos == {}
    app.close()
