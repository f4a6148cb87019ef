"""Issue 11, the coach at the table: the Hint button, H and gamepad Y ask it; its answer is lit
and focused (Enter still picks it), with a reason panel; it works hot-seat, against the
computer and in the rules tour, and only for the person who decides."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from adrenaline_team.positions import position, tour  # noqa: E402
from adrenaline_team.rules import Game, GameConfig, PlayerConfig  # noqa: E402
from adrenaline_team.ui.app import App  # noqa: E402
from adrenaline_team.session.lesson import Lesson  # noqa: E402
from adrenaline_team.session.local import LocalSession, PracticeSession  # noqa: E402
from adrenaline_team.ui.screens.play import PlayScene  # noqa: E402
from test_ui_play import click, key, pad  # noqa: E402

pytestmark = pytest.mark.slow  # the tabletop's tests: the window, pygame and pygame_gui

HOT_SEAT = GameConfig(black=[PlayerConfig(name="Ash")], white=[PlayerConfig(name="Dee")])


def to_question(app, scene, kind: str, seed: int = 3):
    """Random answers (a person's, through the scene) until a person faces `kind`."""
    rnd = random.Random(seed)
    for _ in range(3000):
        if scene.handoff.team:
            scene.reveal()
        d = scene.decision
        if scene.person_decides() and d.kind == kind and scene.choices.targets is not None:
            return d
        if scene.person_decides():
            scene.choose(rnd.choice([c for c in d.choices if c.option != "pass"] or d.choices))
        app.frame(0)
    raise AssertionError(f"no {kind} question came")


def test_hint_by_key_is_lit_focused_and_gone_with_the_next_question():
    app = App(fast=True)
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 21)))
    app.switch(scene)
    d = to_question(app, scene, "next")
    key(app, pygame.K_h)
    h = scene.coach.hint
    assert h is not None and h.team == d.team and not scene.coach.busy
    assert scene.coach.lit()  # where the hinted answer lives
    assert scene.choices.order[scene.choices.focus].key == h.choice.key
    assert scene.decision is d  # nothing was chosen for the person
    key(app, pygame.K_h)  # a second press puts it away
    assert scene.coach.hint is None
    pad(app, button=3)  # gamepad Y asks again
    assert scene.coach.hint == h
    key(app, pygame.K_RETURN)  # the person takes it
    assert scene.game.history[-1] == h.choice.key
    assert scene.coach.hint is None


def test_hint_button_against_the_computer_and_not_during_its_turn():
    app = App(fast=True)
    config = GameConfig(black=[PlayerConfig(name="Ash")], white=[PlayerConfig(name="Dee", bot="easy")])
    scene = PlayScene(app, LocalSession(Game.new(config, 4)))
    app.switch(scene)
    to_question(app, scene, "action")
    assert scene.coach.button.is_enabled
    click(app, scene.coach.button.rect.center)
    assert scene.coach.hint is not None and scene.coach.hint.team == "black"


def test_no_hint_button_where_nobody_plays():
    app = App(fast=True)
    config = GameConfig(black=[PlayerConfig(name="A", bot="easy")], white=[PlayerConfig(name="B", bot="easy")])
    scene = PlayScene(app, LocalSession(Game.new(config, 4)))
    app.switch(scene)
    assert not scene.coach.button.visible


def test_no_hint_behind_the_hand_off_screen():
    app = App(fast=True)
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 5)))
    app.switch(scene)
    to_question(app, scene, "next")
    scene.handoff.team = scene.decision.team  # the screen is up for the incoming team
    app.frame(0)
    assert not scene.coach.button.is_enabled
    pad(app, button=3)  # dismisses the screen, asks nothing
    assert scene.coach.hint is None and scene.handoff.team is None


def test_hint_in_the_rules_tour():
    app = App(fast=True)
    p = position("venom-double-kill")
    lesson = Lesson(tour().index(p))
    scene = PlayScene(app, PracticeSession(lesson.start(), lesson))
    app.switch(scene)
    assert scene.handoff.team is None  # never a hand-off in the rules tour: one person at the table
    key(app, pygame.K_h)
    assert scene.coach.hint.choice.key == "act:dstruct"
    app.frame(0)


def test_the_coach_thinks_in_the_worker_process_and_answers_the_same():
    """Off the frame loop: the hint comes back from the bots' process equal to one made here."""
    from adrenaline_team.ai.coach import hint
    from adrenaline_team.rules.observe import GameSeat, observe
    from adrenaline_team.session.thinker import COACH, Thinker, Worker
    game = Game.from_position(position("venom-double-kill").state)
    worker = Worker()
    try:
        thinker = Thinker(COACH, 0, worker)
        thinker.start(observe(game, game.pending.team))  # what the window sends: the asked team's view
        answer = None
        for _ in range(6000):  # at most a minute on a loaded machine
            answer = thinker.result()
            if answer is not None:
                break
            pygame.time.wait(10)
    finally:
        worker.close()
    assert answer == hint(GameSeat(game))


def test_a_process_that_never_closes_its_worker_still_exits():
    """The worker ignores SIGTERM and waits for its pipe to close, and Python joins child
    processes at exit: a script or a crash that skips `Worker.close` must not hang for ever."""
    import subprocess
    import sys
    script = ("from adrenaline_team.session.thinker import Worker\n"
              "if __name__ == '__main__':\n"
              "    w = Worker()\n"
              "    w.conn.send((0, 'random', 1, '{}'))\n"
              "    print(w.conn.recv()[1])\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout.strip()) == (0, "error")


def readable(scene) -> list[tuple[str, pygame.Rect]]:
    """What a player reads on the table, from the layout: every board's name line, damage
    spaces and values, every buffer and team head, the arena's figures, ammo tiles and rack
    cards, the question, the hints over it and the answers."""
    from adrenaline_team.rules.state import BOARD_VALUES, TRACK
    from adrenaline_team.ui.table.arena_view import walls
    from adrenaline_team.ui.kit import layout as L
    lay = L.now()
    out = [("prompt", lay.prompt), ("notice", lay.notice), ("top bar", lay.top)]
    for team in ("black", "white"):
        out += [(f"{team} head", lay.head_rect(team)), (f"{team} buffer", lay.buffer_rect(team))]
        for i in range(3):
            b = lay.board_rect(team, i)
            name = lay.board_parts(b.w, b.h).name
            out.append((f"{team} board {i} name", name.move(b.topleft)))
            out += [(f"{team} board {i} space {s}", lay.track_space(team, i, s)) for s in range(TRACK)]
            out += [(f"{team} board {i} value {v}", lay.value_space(team, i, v)) for v in range(len(BOARD_VALUES))]
    out += [(f"{p[0]} {p[1]}", r) for r, p, _tip in scene.picture.regions.items
            if p is not None and p[0] in ("figure", "weapon") and scene.picture.geo.box.contains(r)]
    out += [("ammo tile", r) for r, p, tip in scene.picture.regions.items if p is None and "mmo tile" in tip]
    out += [("answer", b.rect) for b, _c in scene.choices.buttons]
    out += [("door" if door else "wall", seg) for seg, door in walls(scene.picture.geo)]
    return out


def free_spots(scene, ring: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """Every spot of a tag of `size` touching `ring` from outside (as `tag_spot` puts it: no
    farther out than its own width or height), in the arena, over nothing a player reads and
    not over the ringed piece itself: where a tag of it could go."""
    from adrenaline_team.ui.kit import layout as L
    clear = [r for _what, r in readable(scene) if not ring.contains(r)] + [ring]
    area = ring.inflate(2 * size[0] + 2, 2 * size[1] + 2)
    w, h = size
    return [s for x in range(area.x, area.right - w + 1) for y in range(area.y, area.bottom - h + 1)
            if L.now().centre.contains(s := pygame.Rect(x, y, w, h)) and s.collidelist(clear) < 0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_tag_covers_nothing_a_player_reads(lang):
    """The HINT tag on the coach's green ring lies over nothing a player reads — not the board
    above a hinted board (its values row), nor a figure (the hinted one too), a card or the
    question — at the laptop's and the desktop's window in both languages. The hinted
    character's slim player board is always tagged (issue 30); its figure is tagged where a spot
    near its ring covers nothing, else ringed alone: this position's hint is Violet, one of four
    figures filling a square in a room's corner (walls, a door and an ammo tile round it), and
    no spot within 30 px of her ring covers nothing (issue 44: the tag went over her face and
    letter)."""
    from adrenaline_team.i18n import _ as words
    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.kit import theme as th
    from adrenaline_team.ui.table.arena_view import walls
    for size in ((1280, 640), (1920, 1080)):
        app = App(fast=True, size=size, lang=lang)
        scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 21)))
        app.switch(scene)
        to_question(app, scene, "next")
        key(app, pygame.K_h)
        lit = scene.coach.lit()
        lay = L.now()
        tags = scene.coach.draw(app.screen, scene.aside, lay.side[scene.aside].y, scene.picture.regions,
                                [seg for seg, _door in walls(scene.picture.geo)] + scene.overlays())
        # the character's board and its figure, each ringed: the slim board's tag on the board
        # itself, the figure's in the arena where it has room
        tag_size = th.text(words("HINT"), lay.small, th.BG, True).get_rect().inflate(8, 2).size
        assert len(lit) == 2 and lit[0].contains(tags[0]) and lay.centre.contains(lit[1]), (size, lit, tags)
        assert len(tags) == 1 + bool(free_spots(scene, lit[1], tag_size)), (size, lit, tags)
        if len(tags) == 2:
            assert lay.centre.contains(tags[1]) and not tags[1].colliderect(lit[1]), (size, lit, tags)
        for tag in tags:
            own = next(r for r in lit if r.inflate(2 * tag.w + 2, 2 * tag.h + 2).contains(tag))  # the ring it labels
            under = [what for what, r in readable(scene) if r.colliderect(tag) and not own.contains(r)]
            assert under == [] and lay.window.contains(tag), (size, tag, under)
            inside = [what for what, r in readable(scene) if own.contains(r) and r.colliderect(tag)]
            assert inside == [], (size, tag, inside)  # nor the hinted board's own name, spaces or values
        app.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 640), (1280, 720), (1920, 1080)])
def test_a_hinted_slim_board_is_tagged_above_its_poison_token(size, lang):
    """Issue 30: a hinted player board is tagged with the word, not only ringed, even where
    its values row leaves no room and a poison token lies on its portrait's foot: the tag goes
    over the portrait, above the token, clear of the name, the damage spaces and the values."""
    from adrenaline_team.i18n import _ as words
    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.kit import theme as th
    from adrenaline_team.ui.table.coach_view import tag_spot
    from adrenaline_team.ui.table.side import _token_row
    app = App(fast=True, size=size, lang=lang)
    lay = L.now()
    board = lay.board_rect("white", 0)
    parts = lay.board_parts(board.w, board.h)
    track = lay.track_space("white", 0, 0).union(lay.track_space("white", 0, 11))
    values = lay.value_space("white", 0, 0).union(lay.value_space("white", 0, 5))
    clear = [parts.name.move(board.topleft), track, values, _token_row(parts).move(board.topleft),
             lay.head_rect("white"), lay.board_rect("white", 1)]
    tag = th.text(words("HINT"), lay.small, th.BG, True).get_rect().inflate(8, 2)
    spot = tag_spot(tag.size, board, clear, [lay.centre, lay.choices])
    assert spot is not None and board.contains(spot) and spot.collidelist(clear) < 0, (size, spot)
    app.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 640), (1920, 1080)])
def test_TP_DRAFT_2_the_coach_shows_each_characters_measured_worth_on_its_draft_card(size, lang):
    """Issue 42: asked in the draft, the coach puts on each of the six cards what its character
    is measured to be worth with the weapon dealt to it (`ai/draft.py`), in its green, over
    the foot of the portrait: inside the card, clear of its weapon card and of the HINT tag.
    Until asked, and once the pick is made, no card shows it."""
    from adrenaline_team.ai import draft
    from adrenaline_team.ui.kit import layout as L
    from adrenaline_team.ui.table.arena_view import walls
    from adrenaline_team.ui.table.coach_view import HINT
    app = App(fast=True, size=size, lang=lang)
    scene = PlayScene(app, LocalSession(Game.new(HOT_SEAT, 21)))
    app.switch(scene)
    d = to_question(app, scene, "draft")
    table = scene.game.table
    lay = L.now()

    def drawn() -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        app.frame(0)
        found = []
        for char in table.dealt:
            card = scene.picture.regions.rects(("character", char))[0]
            foot = pygame.Rect(card.x + 6, card.y + 6, card.w // 3, card.h // 2)  # the portrait's column
            found += [pygame.Rect(x, y, 1, 1) for x in range(foot.x, foot.right) for y in range(foot.y, foot.bottom, 2)
                      if app.screen.get_at((x, y))[:3] == HINT][:1]
        tags = scene.coach.draw(app.screen, scene.aside, lay.side[scene.aside].y, scene.picture.regions,
                                [seg for seg, _door in walls(scene.picture.geo)] + scene.overlays())
        return found, tags

    assert drawn()[0] == []  # not before the coach is asked
    key(app, pygame.K_h)
    hint = scene.coach.hint
    assert hint is not None and hint.choice.figure == draft.drafted(table, d).figure
    assert dict(hint.worth) == {c: draft.weapon(w).draft for c, w in table.dealt.items()}
    found, tags = drawn()
    assert len(found) == 6, (size, found)
    weapons = [r for r, p, _tip in scene.picture.regions.items if p is not None and p[0] == "weapon"]
    assert [r for r in found if r.collidelist(weapons) >= 0] == []
    assert len(tags) == 1 and [r for r in found if r.inflate(40, 20).colliderect(tags[0])] == []
    key(app, pygame.K_RETURN)  # the pick made: the next question has no hint
    assert scene.coach.hint is None and drawn()[0] == []
    app.close()
