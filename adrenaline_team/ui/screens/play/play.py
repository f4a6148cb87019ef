"""The play screen: one Team Play game from the draft to the last turn, whatever session plays it.

Every change reaches this screen by one of two roads (`session.play`): a person's answer goes
out by `session.choose`, whose return is its events; every other change — a computer seat's
answer, a network player's, the host's — comes in by `session.follow`, asked once a frame
while the table is still. Both are shown the same way (`_played`): heard, logged, animated,
then the table drawn anew and the next question offered. The screen answers no question
itself, and hands over once the session says play here has ended (`after`).

`PlayScene` keeps the table (drawn as the viewer may see it: `render.Picture`), the question
(`choices`: lit places, buttons, focus, Undo) and where what lies beside the board goes.
What lies over the table is one stack of layers (`kit.layers`, listed in `__init__` from the
top down: the menu, the hand-off, the magnifier, the log drawer, the widgets, the animations,
the waiting bar, a caption, the turn summary, the unasked guard, the coach, the badges, a phone
seat's code while its phone is away, the question at the bottom), each a small object beside
the widget it wraps in `ui/table/`: an input event goes down it until a layer takes it, the
layers are drawn from the bottom up, and every layer is updated each frame (an open menu or
animations playing hold the table: `follow` waits). What
is laid beside the board — the log drawer, the turn summary, a rule's caption, the coach's
panel — goes over the side of the team that is not on show (`aside`), never over the arena,
the prompt or the answers."""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ....arena import load_arena
from ....i18n import _
from ....rules import Choice, Decision, Game, GameConfig, Table, view
from ....rules.events import Event
from ....rules.state import TEAMS, Team, other
from ....session.autosave import exported
from ....session.hosting import HostedSession
from ....session.lesson import Learnt
from ....session.local import LocalSession, PracticeSession
from ....session.orders import ORDERS, Orders
from ....session.play import PACE, End, Over, PlaySession, ShownGame, Step
from ....session.puzzle import Showing, Solved
from ....session.runner import first_answer
from ...kit import layout as L
from ...kit import theme as th
from ...kit.layers import Layer, Widgets, build_up, draw_up, hand_down, update_all
from ...kit.scene import Route, Scene, ToConnect, ToLesson, ToNewGame, ToPlay, ToPuzzles, ToResults, ToSaved, screen
from ...sound import HANDOFF
from ...table.anim import Animations, AnimationsLayer
from ...table.caption import CaptionLayer, caption_rect, log_rect, place_caption, roomiest_side
from ...table.choices import ChoiceInput, QuestionLayer, UnaskedLayer, action_slots
from ...table.coach_view import CoachLayer, CoachView
from ...table.handoff import CALM, HandOff, HandOffLayer
from ...table.log_panel import LogDrawer
from ...table.magnifier import LensLayer, Magnifier
from ...table.menu import ORDERS_KEY, Menu, MenuLayer
from ...table.netbadge import BadgesLayer, badge_tips
from ...table.phone_seats import PhoneSeatsLayer
from ...table.prompt import draw_notice, draw_prompt
from ...table.render import CARDS_PHASES, Picture, compose, table_floor
from ...table.side import actions_over
from ...table.tips import Tips
from ...table.turn_summary import TurnSummaries
from ...table.waiting import WaitingBar, WaitingLayer

if TYPE_CHECKING:
    from ...app import App


@screen(ToPlay)
def play(app: App, to: ToPlay) -> Scene:
    return PlayScene(app, session_of(app, to))


def session_of(app: App, to: ToPlay) -> PlaySession:
    """What `to` plays: a game on this computer is kept in the autosave, but for a lesson's or a
    puzzle's (which keep none); its computer seats think in the window's worker process."""
    if not isinstance(to.game, Game):
        return to.game
    worker, delay = app.worker(), 0.0 if app.fast else PACE
    practice = to.lesson or to.puzzle
    if practice is not None:
        return PracticeSession(to.game, practice, worker, delay)
    return LocalSession(to.game, app.autosaver(), to.resumed, worker=worker, delay=delay)


def after(end: End) -> Route:
    """The screen that comes once play here has ended."""
    if isinstance(end, Learnt):
        return ToLesson(end.lesson, end.game, end.outcome)
    if isinstance(end, Solved):
        return ToPuzzles(end.attempt, end)
    assert isinstance(end, Over), end
    return ToResults(end.game)


class Ways:
    """The ways from the table to another screen, or out of the window: where the menu's rows
    lead (the saved games, the hosting window's seats, a new game, quitting), the language it
    picks, the save it exports and a team's standing order, and leaving the game. Handed the
    window, the session, the menu and whose hands are on show only: what the table shows
    stays the play screen's."""

    def __init__(self, app: App, session: PlaySession, menu: Menu, config: GameConfig,
                 shown: Callable[[], Team | None]):
        """`shown`: whose hands the table shows now."""
        self.app, self.session, self.menu, self.config, self.shown = app, session, menu, config, shown

    def act(self, pressed: str) -> None:
        """What a press on one of the menu's ways out does (`table.menu.MenuLayer`)."""
        if pressed == "language" and self.menu.language is not None:
            self.app.set_language(self.menu.language.value)  # the table, the log and this menu, anew
        elif pressed == "export":
            whole = self.session.whole()
            self.menu.note = exported(whole) if whole else _("A network game is saved by the computer that hosts it")
        elif pressed == "seats":
            self.seats()
        elif pressed == "saved":
            self.app.push(ToSaved())  # back to this menu, the game as it was
        elif pressed == "yes":
            self.leave()
        elif pressed == "quit":
            self.app.running = False  # the autosave holds the game since its last choice
        elif pressed == ORDERS_KEY and (settable := self._settable()) is not None:
            settable[0].next(settable[1])

    def _settable(self) -> tuple[Orders, Team] | None:
        """The standing orders and the team whose order the menu may show and change now: at
        one screen with two teams of people, the team whose own turn is on show (its hand in
        view, so the other team is looking away), asked a question here."""
        session = self.session
        if not isinstance(session, LocalSession) or session.orders is None:
            return None
        d = session.game.pending
        team = session.orders.settable(session.game.table, d)
        if team is None or d is None or not session.person_answers(d) or self.shown() != team:
            return None
        return session.orders, team

    def order(self) -> str | None:
        """The menu's row for the standing order that may be set now (`_settable`)."""
        settable = self._settable()
        return ORDERS[settable[0].given[settable[1]]] if settable is not None else None

    def seats(self) -> None:
        """The hosting window's seats, to release one; then back to the table as it was."""
        if isinstance(self.session, HostedSession):
            self.app.push(ToConnect(self.session, seats=True))

    def leave(self) -> None:
        """To the new-game screen: this game is left (a game on this computer stays in the
        autosave; a network seat leaves its seat, which its token keeps)."""
        self.session.close()
        gc.unfreeze()
        self.app.switch(ToNewGame(self.app.form or self.config))


class PlayScene(Scene):
    def __init__(self, app: App, session: PlaySession, over: Sequence[Layer] = ()):
        """`session`: what is played (`session.play`); `over`: layers of a screen's own over
        all the others (the demonstration's keys)."""
        super().__init__(app)
        self.session = session
        self.config = session.game.table.config
        people = session.people
        # a lesson or a puzzle is one person trying a rule: no screens between its two teams
        self.handoff = HandOff(people, guarded=len(people) == 2 and session.caption is None,
                               calm=0.0 if app.fast else CALM)
        self.open_hands = TEAMS if not people else ()  # nobody plays: as in a replay, every hand is open
        self.anims, self.choices, self.tips, self.lens, self.waiting = (Animations(), ChoiceInput(), Tips(),
                                                                        Magnifier(), WaitingBar())
        self.coach = CoachView(app)
        self.menu = Menu(app.sound, hosting=isinstance(session, HostedSession), order=lambda: ways.order())
        self.picture = Picture(*table_floor(load_arena(self.config.arena)))
        self.redraw = False  # the table is drawn anew on the next frame
        self.shown_over = False  # the table on show is past its team's actions (`side.actions_over`)
        self.reached: set[str] = set()  # decision kinds a person answered here (tests read it)
        moving = lambda: self.anims.busy  # figures on the move: several layers wait for them
        ways = Ways(app, session, self.menu, self.config, lambda: self.handoff.shown)
        self.menu_layer = MenuLayer(self.menu, self._menu_shown, ways.act)
        self.drawer = LogDrawer(lambda: log_rect(self.caption_box() if session.caption else None, self.aside),
                                self.picture, self.tips, moving)
        self.turns = TurnSummaries(session, lambda: self.aside,
                                   lambda: self.caption_box().y if session.caption is not None else None,
                                   lambda: bool(self.handoff.team), lambda: self.drawer.open)
        self.question = QuestionLayer(self.choices, self.picture, session, moving, self.choose, self.take_back)
        self.phone_cards = PhoneSeatsLayer.over(session)  # a phone seat's code again, while its phone is away
        self.layers: list[Layer] = [  # from the top down
            *over, self.menu_layer,
            HandOffLayer(self.handoff, session, lambda: self.turns.summary, moving, self.reveal),
            LensLayer(self.lens, self.picture, self.tips, self.choices.focused_rects), self.drawer, Widgets(),
            AnimationsLayer(self.anims, self._redraw, self._refresh, self.person_decides),
            WaitingLayer(self.waiting, ways.leave), CaptionLayer(session, self.caption_box), self.turns,
            UnaskedLayer(self.choices),
            CoachLayer(self.coach, session, self.choices, self.picture,
                       lambda: self.choices.targets is not None and self.handoff.team is None,
                       lambda: self.aside, self.overlays),
            BadgesLayer(session, self.picture, ways.seats), self.phone_cards, self.question]
        self.build()
        self.drawer.panel.add_events(self.game.log)
        self.turns.add(self.game.log)
        # What exists now lives as long as the game: keep it out of the collector's full
        # passes, which otherwise stall a frame for 20 ms and more. Collected first and
        # unfrozen when the game ends, so no game's garbage is kept for good (issue 10).
        gc.collect()
        gc.freeze()
        self._refresh()

    def build(self) -> None:
        """The layers' widgets for the window's size; on a resize, the table drawn again."""
        lay = L.now()
        # no tooltip over the arena, the prompt, the answers, nor what is open beside the board
        self.ui.keep_clear = lambda: L.now().protected() + self.overlays()
        self.ui.tip_width = lay.side["black"].w - 2 * lay.gap  # so that they fit beside them
        resized = self.picture.shown is not None
        if resized:  # the same question, laid out anew
            self.picture.floor, self.picture.geo = table_floor(load_arena(self.config.arena))
            self.anims.skip()
            self.tips.reset()
            self.choices.buttons = []  # they died with the old widget manager
        build_up(self.layers, self.ui)
        if resized:
            self._show()
            if self.menu.open:  # laid out again over the table: its buttons alone take input
                self._clear_input()

    @property
    def aside(self) -> Team:
        """The side the log, the summary, a caption and the coach's panel go over: that of the
        team whose hands are not on show (the deciding team's stay in view); while nobody's
        are, a caption's roomiest side where nobody plays (the demonstration), else White's."""
        shown, caption = self.handoff.shown, self.session.caption
        if shown:
            return other(shown)
        if caption is None or self.session.people or self.picture.shown is None:
            return "white"
        return roomiest_side(self.picture.regions, caption)

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(L.now().notice)  # kept for warnings: over the arena's foot, not the prompt

    def not_saving(self) -> str:
        return self.session.not_saving()

    def moving(self) -> bool:
        return (self.anims.busy or self.redraw or self.tips.due or self.coach.busy or self.handoff.calming
                or self.lens.on or self.session.moving())

    # --- state -> picture ------------------------------------------------------------------
    @property
    def game(self) -> ShownGame:
        return self.session.game

    @property
    def decision(self) -> Decision | None:
        return self.game.pending

    def person_decides(self) -> bool:
        d = self.decision
        return d is not None and self.session.person_answers(d)

    def _refresh(self) -> None:
        """Show the game as it now stands and set up the pending decision's input; once play
        here has ended, the screen that comes next."""
        self._clear_input()
        if (end := self.session.ended()) is not None:
            gc.unfreeze()
            self.app.replace(after(end))
            return
        d, human = self.decision, self.person_decides()
        if d is not None:
            screens = self.handoff.count
            self.handoff.follow(d, self.game.table, human)
            if self.handoff.count > screens:
                self.app.sound.cue(HANDOFF)
            if human:
                self.turns.offer(d)  # the other team's turn (or the computer's): what it did
        self.waiting.show(None if d is not None else self.session.waiting())
        self._show()

    def _redraw(self) -> None:
        self.redraw = True  # on the next frame: the last animation's frame and a redraw in one pass 8 ms

    def _show(self) -> None:
        """The table drawn anew; the question's answers offered while a person here may answer
        it (no hand-off screen is up), and Undo lit when Esc would undo (nor is the menu)."""
        self._render()
        d = self.decision
        asked = d is not None and self.session.person_answers(d) and self.handoff.team is None
        if d is not None and asked:
            self.choices.offer(d, self.picture.regions, self.ui, action_slots(d), self.picture.centres,
                               first_answer(self.game, d))
            if where := self.choices.where():
                draw_notice(self.picture.surface, where, th.HILITE)
        self.question.light_undo(asked and not self.menu.open and self.game.can_undo)

    def _compose(self, table: Table, hidden: frozenset[str] = frozenset()) -> None:
        """`table`: the one shown, or the one before it while figures move from it."""
        p = self.picture
        deciding = self.decision.team if self.decision is not None else None
        p.surface, p.regions, p.centres = compose(table, self.handoff.shown, deciding, p.floor, p.geo, hidden,
                                                  self.open_hands, self.shown_over)
        if isinstance(self.session, HostedSession):
            badge_tips(p.regions, self.session.presence())
        self.lens.forget()

    def _render(self) -> None:
        # the table as the viewer may see it; with nobody viewing no hand is drawn at all
        self.picture.shown = self.game.table.model_copy(deep=True) if self.open_hands else view(
            self.game.table, self.handoff.shown or "black")
        self.shown_over = actions_over(self.game.log, self.decision)  # how its upright ability cards read
        self._compose(self.picture.shown)
        self.anims.settle()
        self._draw_prompt()
        self.drawer.settle()  # a caption keeps off the hands

    def _draw_prompt(self) -> None:
        d = self.decision
        # Show me plays its answers at the person's pace: the question is theirs to watch, nobody deciding
        computer = not self.person_decides() and not isinstance(self.session, Showing)
        if d is not None and (cut := draw_prompt(self.picture.surface, self.game, d, computer)):
            self.picture.regions.add(L.now().prompt, None, cut)  # the whole question, on hover
        self.waiting.draw(self.picture.surface)  # whom the game waits for, when no question is on this screen

    def reveal(self) -> None:
        """The hand-off screen goes: the deciding team's hands and choices are shown (and the
        other team's turn summary, read on the screen, goes with it)."""
        self.handoff.dismiss()
        self.turns.summary = None
        self._show()

    def _clear_input(self) -> None:
        self.choices.clear()
        self.coach.forget()
        self.tips.kill()

    # --- the two roads: a person's answer out, every other change in ----------------------------
    def choose(self, choice: Choice | str) -> list[Event]:
        """Answer the question on show (a person's choice, or a script's key); its events."""
        if self.redraw:  # chosen before the frame that redraws the table (a script's choice): that redraw first
            self.redraw = False
            self._refresh()
        d = self.decision
        assert d is not None, "a choice answers the pending question"
        if self.person_decides():
            self.reached.add(d.kind)
        self.turns.summary = None  # read, or not wanted: the player has moved on
        events = self.session.choose(choice)
        self._played(events)
        return events

    def take_back(self) -> None:
        """Undo one decision (Esc, gamepad B, the Undo button)."""
        if not self.person_decides() or not self.game.can_undo:
            return
        self.session.undo()
        self._follow(Step([], undone=True))

    def _follow(self, step: Step) -> None:
        """A change that came from elsewhere, shown as a choice made here is."""
        if step.undone:  # the log cut back: both logs made the game's again
            self.drawer.panel.follow(self.game.log)
            self.turns.follow(self.game.log)
            self._refresh()
        else:
            self._played(step.events)

    def _played(self, events: list[Event]) -> None:
        """Events shown: heard, logged and animated from the table as it was shown to the table
        as it is now."""
        before, centres = self.picture.shown, self.picture.centres
        assert before is not None, "drawn since the screen was made"
        self.app.sound.play(e.kind for e in events)
        self.drawer.panel.add_events(events)
        self.turns.add(events)
        self._clear_input()
        if not self.app.fast:
            geo = None if before.phase in CARDS_PHASES else self.picture.geo
            self.anims.add_events(events, before, self.game.table, centres, geo, self.app.settings.reduced_motion)
            if self.anims.moving:  # the moving figures leave the picture: the animations draw them
                self._compose(before, self.anims.moving)
                self._draw_prompt()
        if self.app.fast:
            self._refresh()
        elif not self.anims.busy:
            self._redraw()  # a choice and a redraw in one frame can pass 16 ms

    # --- input and time --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.tips.pos = event.pos
            self.drawer.panel.hover(event.pos)
        hand_down(self.layers, event, command)

    def update(self, dt: float) -> None:
        super().update(dt)
        redraw, self.redraw = self.redraw, False  # one asked for now is the next frame's
        held = update_all(self.layers, dt)
        if redraw:
            self._refresh()
            return
        if held:
            return  # the game waits behind the menu, the computer too; or the table is on the move
        if (step := self.session.follow(dt)) is not None:
            self._follow(step)
            return
        covered = self.handoff.team or self.lens.on or any(r.collidepoint(self.tips.pos) for r in self.overlays())
        self.tips.update(dt, None if covered else self.picture.regions, self.ui, self.choices.label_at,
                         self.choices.reason_at)

    # --- the menu ---------------------------------------------------------------------------
    def _menu_shown(self, shown: bool) -> None:
        """The game waits behind the menu: its question's input goes until the menu closes."""
        self.question.cover(shown)  # the menu's panel covers Undo's place
        if shown:
            self._clear_input()
            self.question.light_undo(False)
        else:
            self._refresh()

    def close(self) -> None:
        """The window closes."""
        self.session.close()

    # --- beside the board, and drawing -----------------------------------------------------
    def overlays(self) -> list[pygame.Rect]:
        """What lies over the side not on show now: the log drawer, the summary, a caption, the
        coach's panel (nothing of it over the arena, the prompt or the answers)."""
        out = [self.drawer.panel.rect] if self.drawer.open else []
        if (summary := self.turns.rect()) is not None:
            out.append(summary)
        if self.session.caption is not None:
            out.append(self.caption_box())
        return out + self.phone_cards.rects()

    def caption_box(self) -> pygame.Rect:
        """Where the caption goes (`place_caption`; before the table is drawn, its usual box)."""
        caption = self.session.caption
        if caption is None or self.picture.shown is None:
            return caption_rect(self.aside, caption)
        return place_caption(self.aside, caption, self.picture.regions)

    def draw(self, screen: pygame.Surface) -> None:
        """The table, then what lies over it from the bottom of `layers` up."""
        screen.blit(self.picture.surface, (0, 0))
        draw_up(self.layers, screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        lay = L.now()
        out = super().boxes() + [(f"place {p}", r) for r, p, _ in self.picture.regions.items]
        out += [("prompt", lay.prompt), ("choices", lay.choices), ("top", lay.top), ("arena", self.picture.geo.box)]
        out += [(f"side {t}", r) for t, r in lay.side.items()]
        out += [("overlay", r) for r in self.overlays()]
        if self.handoff.team:
            out.append(("hand-off", self.handoff.box(self.turns.summary)))
        return out
