"""Issue 41: one road for every change. Whatever plays a game at the play screen answers the
same two verbs: a person's answer goes out by `choose` (its events its return), and every
other change — a computer seat's answer — comes in by `follow`, after its pause on show, as a
network player's does. The demonstration is a session whose seats are all computers, holding
on its rule moments' captions; a lesson's move and a puzzle's turn end in their own way. No
pygame here: the sessions are what a window plays, without the window."""

import pytest

from adrenaline_team.positions import position, tour
from adrenaline_team.rules import Game, GameConfig, PlayerConfig
from adrenaline_team.session.demo import INTRO, DemoSession
from adrenaline_team.session.lesson import Learnt, Lesson
from adrenaline_team.session.local import LocalSession, PracticeSession
from adrenaline_team.session.play import PACE, Over, Step
from test_tour import LINES

SOLO = GameConfig(black=[PlayerConfig(name="Ann")], white=[PlayerConfig(name="Bo", bot="random")])
COMPUTERS = GameConfig(black=[PlayerConfig(name="Ash", bot="random"), PlayerConfig(name="Bo", bot="random")],
                       white=[PlayerConfig(name="Dee", bot="random"), PlayerConfig(name="Eli", bot="random")])


def test_a_computer_seats_answer_comes_by_follow_after_its_pause_on_show():
    session = LocalSession(Game.new(SOLO, 3), delay=PACE)
    while session.person_answers(session.game.pending):  # the person's answers come back from choose
        assert session.follow(1.0) is None and not session.moving()
        assert session.choose(session.game.pending.choices[0])
    assert session.game.pending.team == "white" and session.moving()
    made = len(session.game.history)
    assert session.follow(0.2) is None and session.follow(0.2) is None  # 0.4 s of its 0.45: still on show
    assert len(session.game.history) == made
    step = session.follow(0.1)
    assert isinstance(step, Step) and not step.undone and step.events
    assert len(session.game.history) == made + 1 and session.game.log[-len(step.events):] == step.events


@pytest.mark.slow  # a whole game of bots
def test_a_local_game_ends_in_its_results_and_holds_no_caption():
    session = LocalSession(Game.new(SOLO, 4))
    for _ in range(5000):
        if session.game.pending is None:
            break
        if session.person_answers(session.game.pending):
            session.choose(session.game.pending.choices[0])
        else:
            session.follow(0.0)
    assert session.ended() == Over(session.game) and session.game.over
    assert session.caption is None and not session.holding


def test_the_demonstration_is_a_session_of_computers_holding_on_its_captions():
    session = DemoSession(COMPUTERS, 1, pace=0.0, hold=1.0)
    assert session.people == [] and not session.person_answers(session.game.pending)
    assert session.caption is INTRO and session.holding
    assert session.follow(0.5) is None and session.holding  # the introduction holds the game
    assert session.follow(0.5) is not None and not session.holding  # a second of a still table: the computer plays
    for _ in range(300):
        session.forward()  # past the caption on show
        session.follow(0.0)
    assert len(session.game.history) > 100 and len(session.shown_captions) > 3
    session.pause()
    made = len(session.game.history)
    for _ in range(5):
        session.follow(1.0)
    while session.queue or session.hold > 0:  # the captions still to show, each gone past
        session.forward()
        assert session.follow(1.0) is None
    assert len(session.game.history) == made  # paused: nothing played
    session.forward()
    session.follow(0.0)
    assert len(session.game.history) == made + 1  # one step


@pytest.mark.slow  # a whole game of bots
def test_a_demonstrations_results_wait_for_its_last_caption():
    session = DemoSession(COMPUTERS, 2, pace=0.0, hold=1.0)
    while not session.game.over:
        session.forward()
        session.follow(0.0)
    assert session.holding and session.ended() is None  # the last moment's caption on the last table
    steps = []
    while session.ended() is None:
        session.forward()
        steps.append(session.follow(0.0))
    assert steps[-1] == Step([]) and not any(steps[:-1])  # told once, so the screen looks again
    assert session.ended() == Over(session.game) and session.follow(0.0) is None


def test_a_lesson_is_a_practice_with_its_caption_that_ends_in_what_its_rule_did():
    lesson = Lesson(tour().index(position("marks-convert")))
    session = PracticeSession(lesson.start(), lesson)
    assert session.caption.title == lesson.caption.title and session.autosaver is None
    assert session.ended() is None
    for key in LINES["marks-convert"]:
        session.choose(key)
        if session.ended() is not None:
            break
    end = session.ended()
    assert isinstance(end, Learnt) and end.lesson is lesson and end.game is session.game
    assert end.outcome.moment is not None



def test_show_me_plays_every_press_made_while_the_figures_still_move():
    """Issue 44: each press of Show me is an answer (with the single-answer questions after it),
    made while the last one is still on the move too; presses beyond the turn's end are
    dropped, and the verdict comes back on a press once the best turn is all played."""
    from adrenaline_team.session.puzzle import Attempt, Showing, Solved
    attempt = Attempt(0)
    game = attempt.start()
    for key in attempt.puzzle.best.answers:
        game.choose(key)
    solved = Solved(attempt, game, attempt.verdict(game))
    show = Showing(solved)
    presses = 1 + sum(show.asking[1:])
    assert presses > 2
    show.forward()
    show.forward()  # pressed again before the first answer is played
    assert show.follow(0.0) is not None and show.moving()  # the second press is still to play
    for _ in range(presses + 3):
        show.forward()  # mashed
    steps = 1
    while show.follow(0.0) is not None:
        steps += 1
    assert show.played == len(show.line) and steps == len(show.line) and not show.moving()
    assert show.game.history == list(attempt.puzzle.best.answers) and show.ended() is None
    show.forward()
    assert show.follow(0.0) == Step([]) and show.ended() is solved
