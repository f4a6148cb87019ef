"""The play screen: one Team Play game from the draft to the last turn.

`PlayScene` puts the parts together, each of which reads alone: the game it plays
(`session.play`: a game on this computer and its autosave, `session.local`, or a seat at a
game hosted on the network, `session.remote`), input to choice (`choices`: lit places, buttons, focus),
the hand-off between hot-seat teams (`handoff`), the computer teams (`bot_driver`), tooltips
(`tips`), the prompt bar (`prompt`, and `waiting` while the game waits elsewhere), the log
(`log_panel`), the coach (`coach_view`), the magnifier (`magnifier`) and the animations of
each choice's events (`anim`).
The scene draws the table as the deciding team may see it, and what lies over it is one stack,
`layers` (the menu, the hand-off, the magnifier, the log drawer, the widgets, the animations, the
turn summary, the coach, the question, from the top down): an input event goes down it until
a layer takes it, and the layers are drawn from the bottom up, so the one that takes a click is
the one on top. What is laid beside the board — the log drawer, the turn summary, a rule's
caption, the coach's panel — goes over the side of the team that is not on show (`aside`),
never over the arena, the prompt or the answers."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ....arena import load_arena
from ....rules import Choice, Decision, Game, Table, view
from ....rules.events import Event, TurnStarted
from ....rules.state import TEAMS, Team, other
from ....session.autosave import exported
from ....session.bot_driver import BotDriver
from ...kit import layout as L
from ...kit import theme as th
from ...kit.layers import Layer, draw_up, hand_down
from ...kit.scene import Scene, ToConnect, ToLesson, ToNewGame, ToPlay, ToPuzzles, ToResults, ToSaved, screen
from ....i18n import _
from ....session.lesson import Lesson
from ....session.puzzle import Attempt
from ....session.moments import Caption
from ....session.play import PlaySession, Seen, Step
from ....session.local import Session
from ....session.hosting import HostedSession
from ....session.remote import RemoteSession
from ...sound import HANDOFF
from ...table.anim import Animations
from ...table.caption import caption_rect, draw_caption, free_top, log_rect
from ...table.choices import ChoiceInput, action_slots, in_front, ring, ring_figure
from ...table.coach_view import CoachView
from ...table.handoff import CALM, HandOff
from ...table.log_panel import LogPanel
from ...table.magnifier import Magnifier
from ...table.netbadge import badge_at, badge_tips, draw_badges
from ...table.menu import LOG_TIP, MENU_TIP, Menu
from ...table.prompt import UNDO_TIP, draw_notice, draw_prompt, undo_rect
from ...table.arena_view import walls
from ...table.render import CARDS_PHASES, compose, table_floor
from ...table.side import actions_over
from ...table.tips import Tips
from ...table.topbar import tool_button
from ...table.turn_summary import box as summary_box
from ...table.turn_summary import draw as draw_summary
from ...table.turn_summary import TurnSummary, summarise
from ...table.waiting import WaitingBar

if TYPE_CHECKING:
    from ...app import App

BOT_DELAY = 0.45
CALMED = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION)


@screen(ToPlay)
def play(app: App, to: ToPlay) -> Scene:
    """A game on this computer is kept in the autosave, but for a lesson's (which keeps none)."""
    practice = to.lesson or to.puzzle
    session = Session(to.game, None if practice else app.autosaver(), to.resumed) if isinstance(to.game, Game) \
        else to.game
    return PlayScene(app, session, caption=practice.caption if practice else None, lesson=to.lesson, puzzle=to.puzzle)


class PlayScene(Scene):
    bot_delay = BOT_DELAY  # seconds a computer team's decision stays on show before the next

    def __init__(self, app: App, session: PlaySession, *, caption: Caption | None = None,
                 lesson: Lesson[Scene] | None = None, puzzle: Attempt[Scene] | None = None):
        """`session`: the game played (`session.play`); `caption` stays on screen (the tour's
        rule, the demonstration's); `lesson`: the tour's lesson this move is (its screen comes
        back once the move is made); `puzzle`: the tactics puzzle this turn is (its verdict
        comes once the turn ends)."""
        super().__init__(app)
        self.session = session
        self.config = session.game.table.config
        whole = session.whole()
        # A network seat's computer teammates play on the host: its questions are all people's
        # (`seating`), so there this driver never plays.
        self.bots = BotDriver(self.config, (whole.seed or 0) if whole else 0, app.worker(),
                              0.0 if app.fast else self.bot_delay)
        self.caption = caption
        self.lesson = lesson
        self.puzzle = puzzle
        self.caption_lit = False  # a demonstration holding on its caption
        humans = session.people
        # the tour is one person trying a rule: no screens between its two teams
        self.handoff = HandOff(humans, guarded=len(humans) == 2 and caption is None, calm=0.0 if app.fast else CALM)
        # nobody plays (a demonstration): like a replay, every hand is open to the watchers
        self.open_hands = TEAMS if not humans else ()
        self.log = LogPanel(log_rect(caption))
        self.log_open = False  # the log drawer: opened and closed by its button, L, the pad's Back
        self.turn_events: list[Event] = []  # the events of the team turn under way
        self.ended: TurnSummary | None = None  # the summary of the turn that just ended, until someone is shown it
        self.summary: TurnSummary | None = None  # the summary on show, until dismissed
        self.anims = Animations()
        self.choices = ChoiceInput()
        self.coach = CoachView(app)
        self.tips = Tips()
        self.menu = Menu(app.sound, hosting=isinstance(session, HostedSession))
        self.lens = Magnifier()
        self.redraw = False
        self.shown_over = False  # the table on show is past its team's actions (`side.actions_over`)
        self.reached: set[str] = set()  # decision kinds a person answered here (tests read it)
        self.waiting = WaitingBar()
        self.build()
        self._log_events(self.game.log)
        # What exists now lives as long as the game: keep it out of the collector's full
        # passes, which otherwise stall a frame for 20 ms and more. Collected first and
        # unfrozen when the game ends, so no game's garbage is kept for good (issue 10).
        gc.collect()
        gc.freeze()
        self._refresh()

    def build(self) -> None:
        """The arena, the log and the buttons for the window's size; the table drawn again."""
        lay = L.now()
        self.ui.keep_clear = self.keep_clear
        self.ui.tip_width = lay.side["black"].w - 2 * lay.gap  # so that they fit beside them
        self.floor, self.geo = table_floor(load_arena(self.config.arena))
        self.walls = [seg for seg, _door in walls(self.geo)]
        old = self.log
        self.log = LogPanel(log_rect(self.caption, self.aside), lay.px(15), _("LOG · L or the Log button closes it"))
        self.log.add_events(old.events)
        self.undo = UIButton(undo_rect(), th.widget_sign("↶ ", "← ") + _("Undo"), self.ui, tool_tip_text=_(UNDO_TIP))
        self.coach.build(self.ui, shown=bool(self.session.people))
        self.waiting.build(self.ui)
        self.menu_button = tool_button(0, self.ui, _(MENU_TIP))
        self.log_button = tool_button(2, self.ui, _(LOG_TIP))
        if hasattr(self, "surface"):  # a resize: the same question, laid out anew
            self.anims.skip()
            self.tips.reset()
            self.choices.buttons = []  # they died with the old widget manager
            self._render()
            if self.decision is not None and self.person_decides() and self.handoff.team is None:
                self._offer(self.decision)
            self.undo.disable()
            self._show_undo()
            if self.menu.page is not None:  # open
                self.menu.buttons = {}  # they died with the old widget manager
                self.open_menu(self.menu.page)

    @property
    def aside(self) -> Team:
        """The side the log, the summary, a caption and the coach's panel go over: that of the
        team whose hands are not on show (the deciding team's stay in view); White's when
        nobody's are."""
        shown = self.handoff.shown
        return other(shown) if shown else "white"

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(L.now().notice)  # kept for warnings: over the arena's foot, not the prompt

    def not_saving(self) -> str:
        return self.session.not_saving()

    def moving(self) -> bool:
        bot_turn = self.decision is not None and not self.person_decides() and self.handoff.team is None
        return (self.anims.busy or self.redraw or bot_turn or self.tips.due or self.coach.busy
                or self.handoff.calming or self.lens.on or self.session.moving())

    # --- state -> picture ------------------------------------------------------------------
    @property
    def game(self) -> Seen:
        return self.session.game

    @property
    def decision(self) -> Decision | None:
        return self.game.pending

    def person_decides(self) -> bool:
        d = self.decision
        return d is not None and not self.bots.plays(d)

    def _refresh(self) -> None:
        """Show the game as it now stands and set up the pending decision's input."""
        d = self.decision
        self._clear_input()
        whole = self.session.whole()
        if self.lesson is not None and whole is not None and (outcome := self.lesson.outcome(whole)) is not None:
            gc.unfreeze()
            self.app.switch(ToLesson(self.lesson, whole, outcome))
            return
        if self.puzzle is not None and whole is not None and (verdict := self.puzzle.verdict(whole)) is not None:
            gc.unfreeze()
            self.app.switch(ToPuzzles(self.puzzle.home, self.puzzle, whole, verdict))
            return
        if whole is not None and whole.over:
            gc.unfreeze()
            self.app.switch(ToResults(whole))
            return
        human = self.person_decides()
        if d is not None:
            screens = self.handoff.count
            self.handoff.follow(d, self.game.table, human)
            if self.handoff.count > screens:
                self.app.sound.cue(HANDOFF)
        if human and d is not None and self.ended is not None:
            # the other team's turn (or the computer's): what it did, for the people now deciding
            if self.ended.team != d.team or self.ended.team not in self.session.people:
                self.summary = self.ended
            self.ended = None
        self.waiting.show(None if d is not None else self.session.waiting())
        self._render()
        if human and d is not None and self.handoff.team is None:
            self._offer(d)
        self.bots.next_decision()
        self._show_undo()

    def _show_undo(self) -> None:
        """Undo is lit exactly when Esc would undo: a person decides, no screen or menu is up,
        and the rules allow going back."""
        d = self.decision
        able = (d is not None and self.person_decides() and self.handoff.team is None and not self.menu.open
                and self.game.can_undo)
        if able != self.undo.is_enabled:
            self.undo.enable() if able else self.undo.disable()

    def _compose(self, table: Table, hidden: frozenset[str] = frozenset()) -> None:
        """`table`: the one shown (`shown`), or the one before it while figures move from it."""
        deciding = self.decision.team if self.decision is not None else None
        self.surface, self.regions, self.centres = compose(table, self.handoff.shown, deciding, self.floor, self.geo,
                                                           hidden, self.open_hands, self.shown_over)
        if isinstance(self.session, HostedSession):
            badge_tips(self.regions, self.session.presence())
        self.lens.forget()

    def _render(self) -> None:
        # the table as the viewer may see it; with nobody viewing no hand is drawn at all
        self.shown = self.game.table.model_copy(deep=True) if self.open_hands else view(self.game.table,
                                                                                          self.handoff.shown or "black")
        self.shown_over = actions_over(self.game.log, self.decision)  # how its upright ability cards read
        self._compose(self.shown)
        self.anims.settle()
        self._draw_prompt()
        self.log.rect = log_rect(self.caption, self.aside, self.caption_floor())  # a caption keeps off the hands

    def _draw_prompt(self) -> None:
        d = self.decision
        if d is not None and (cut := draw_prompt(self.surface, self.game, d, computer=not self.person_decides())):
            self.regions.add(L.now().prompt, None, cut)  # the whole question, on hover
        self.waiting.draw(self.surface)  # whom the game waits for, when no question is on this screen

    def _offer(self, d: Decision) -> None:
        self.choices.offer(d, self.regions, self.ui, action_slots(d))
        where = self.choices.where()
        if where:
            draw_notice(self.surface, where, th.HILITE)

    def reveal(self) -> None:
        """The hand-off screen goes: the deciding team's hands and choices are shown (and the
        other team's turn summary, read on the screen, goes with it)."""
        self.handoff.dismiss()
        self.summary = None
        self._render()
        assert self.decision is not None, "the hand-off screen stands before a question"
        self._offer(self.decision)
        self._show_undo()

    def _clear_input(self) -> None:
        self.choices.clear()
        self.coach.forget()
        self.tips.kill()

    # --- choosing --------------------------------------------------------------------------
    def choose(self, choice: Choice | str) -> list[Event]:
        """Apply a choice (a person's or a bot's key); returns its events."""
        if self.redraw:  # chosen before the frame that redraws the table (a script's choice): that redraw first
            self.redraw = False
            self._refresh()
        d = self.decision
        assert d is not None, "a choice answers the pending question"
        if self.person_decides():
            self.reached.add(d.kind)
        self.summary = None  # read, or not wanted: the player has moved on
        events = self.session.choose(choice)
        self._played(events)
        return events

    def _played(self, events: list[Event]) -> None:
        """A choice's events shown: heard, logged and animated from the table as it was shown
        to the table as it is now."""
        before, centres = self.shown, self.centres
        self.app.sound.play(e.kind for e in events)
        self._log_events(events)
        self._clear_input()
        if not self.app.fast:
            geo = None if before.phase in CARDS_PHASES else self.geo
            self.anims.add_events(events, before, self.game.table, centres, geo, self.app.settings.reduced_motion)
            if self.anims.moving:  # the moving figures leave the picture: the animations draw them
                self._compose(before, self.anims.moving)
                self._draw_prompt()
        if self.app.fast:
            self._refresh()
        elif not self.anims.busy:
            self.redraw = True  # on the next frame: a choice and a redraw in one frame can pass 16 ms

    def _log_events(self, events: list[Event]) -> None:
        self.log.add_events(events)
        for e in events:
            if isinstance(e, TurnStarted):
                self.ended = summarise(self.turn_events) if self.session.people else None
                self.turn_events = []
            self.turn_events.append(e)

    def take_back(self) -> None:
        """Undo one decision (Esc, gamepad B, the Undo button)."""
        if self.decision is None or not self.person_decides() or not self.game.can_undo:
            return
        self.session.undo()
        self._relog()
        self._refresh()

    def _relog(self) -> None:
        """The log cut back (an undo): the undone events leave the log panel, which keeps what
        both logs share, then takes the replayed rest."""
        texts, shown = [e.text for e in self.game.log], self.log.texts
        same = 0
        while same < min(len(texts), len(shown)) and texts[same] == shown[same]:
            same += 1
        self.log.cut(same)
        self.log.add_events(self.game.log[same:])
        start = max((i for i, e in enumerate(self.game.log) if isinstance(e, TurnStarted)), default=0)
        self.turn_events = self.game.log[start:]  # undo never goes back into the other team's turn

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.tips.pos = event.pos
            self.log.hover(event.pos)
        hand_down(self.layers(), event, command)

    def layers(self) -> list[Layer]:
        """What lies over the table, from the top down: the menu over everything, the table's
        question at the bottom. An event goes down until a layer takes it (True), so nothing
        under an open menu, hand-off or log drawer ever sees it; `draw` draws them from the
        bottom up, so what takes input first is what lies on top."""
        return [Layer("menu", self._menu_input, self._draw_menu),
                Layer("hand-off", self._handoff_input, self._draw_handoff),
                Layer("magnifier", self._lens_input, self._draw_lens),
                Layer("log", self._log_input, self._draw_log),
                Layer("widgets", self._widget_input, super().draw),  # the buttons and their tooltips
                Layer("animations", self._anim_input, self._draw_anims),
                Layer("waiting", self._waiting_input),
                Layer("caption", draw=self._draw_caption),
                Layer("turn summary", self._summary_input, self._draw_summary),
                Layer("unasked", self._unasked_input),
                Layer("coach", self._coach_input, self._draw_coach),
                Layer("badges", self._badge_input, self._draw_badges),
                Layer("question", self._table_input, self._draw_question)]

    def _badge_input(self, event: pygame.event.Event, command: str | None) -> bool:
        """A click on a team's connection badge in the hosting window opens the seats, to
        release one; then back here."""
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and isinstance(self.session, HostedSession)
                and badge_at(self.session.presence(), event.pos)):
            self.app.switch(ToConnect(self.session, playing=self))
            return True
        return False

    def _draw_badges(self, screen: pygame.Surface) -> None:
        if isinstance(self.session, RemoteSession):  # a network game: whose people are connected
            draw_badges(screen, self.session.presence(), {t: team.score for t, team in self.shown.teams.items()})

    def _menu_input(self, event: pygame.event.Event, command: str | None) -> bool:
        """The game waits behind the open menu: it takes every input (its buttons are widgets)."""
        if command == "menu" or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.menu_button):
            self.close_menu() if self.menu.open else self.open_menu("menu")
            return True
        if not self.menu.open:
            return False
        if not self.ui.process_events(event):
            self._menu_pressed(self.menu.handle(event, command))
        return True

    def _handoff_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.handoff.calming and event.type in CALMED and not self.anims.busy:
            return True  # a key meant for the last question never answers this one (skipping a picture may)
        if not self.handoff.team:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
            self.reveal()
        return True

    def _lens_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.lens.handle(event, command):
            self.tips.kill()
            return True
        return False

    def _log_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if command == "log" or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.log_button):
            self.log_open = not self.log_open
            self.log.scroll = 0
            self.tips.kill()  # a tooltip placed beside the board may be where the drawer now is
            return True
        # the wheel scrolls the open log; a click on it picks nothing under it
        return self.log_open and (self.log.handle(event, self.tips.pos) or (
            event.type == pygame.MOUSEBUTTONDOWN and self.log.rect.collidepoint(event.pos)))

    def _widget_input(self, event: pygame.event.Event, command: str | None) -> bool:
        return bool(self.ui.process_events(event))

    def _anim_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if not self.anims.busy:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or command in ("pick", "back"):
            self.anims.skip()
            self._refresh()
        return True

    def _waiting_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.waiting.handle(event, command):
            self.leave()
            return True
        return False

    def _summary_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.summary is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.summary_rect().collidepoint(event.pos):
            self.summary = None  # read: a click on it puts it away, and picks nothing under it
            return True
        return False

    def _unasked_input(self, event: pygame.event.Event, command: str | None) -> bool:
        return self.choices.targets is None  # no question on this screen: nothing below answers one

    def _coach_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if command == "hint" or event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.coach.button:
            self.coach.ask(self.session.observation(), self.choices)
            return True
        return False

    def _table_input(self, event: pygame.event.Event, command: str | None) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.undo:
            self.take_back()
            return True
        choice = self.choices.handle(event, command, self.ui)
        if choice is not None:
            self.choose(choice)
        elif command == "back":
            self.take_back()
        return True

    # --- the menu --------------------------------------------------------------------------
    def open_menu(self, page: str) -> None:
        """The game waits behind the menu: its question's buttons go until the menu closes."""
        self._clear_input()
        self.menu.show(page, self.ui)
        self._show_undo()
        self.undo.hide()  # the menu's panel covers its place

    def close_menu(self) -> None:
        self.menu.close()
        self.menu.note = ""
        self.undo.show()
        self._refresh()

    def _menu_pressed(self, pressed: str | None) -> None:
        """What a press on the open menu does."""
        if pressed == "language" and self.menu.language is not None:
            self.app.set_language(self.menu.language.value)  # the table, the log and this menu, anew
        elif pressed in ("resume",) or (pressed == "back" and self.menu.page == "menu"):
            self.close_menu()
        elif pressed in ("rules", "legend", "back"):
            self.open_menu("menu" if pressed == "back" else pressed)
        elif pressed == "export":
            whole = self.session.whole()
            self.menu.note = exported(whole) if whole else _("A network game is saved by the computer that hosts it")
        elif pressed == "seats" and isinstance(self.session, HostedSession):
            self.app.switch(ToConnect(self.session, playing=self))  # release one; then back to this game
        elif pressed == "saved":
            self.app.switch(ToSaved(back=self))  # back to this menu, the game as it was
        elif pressed == "new":
            self.open_menu("confirm")
        elif pressed == "yes":
            self.menu.close()
            self.leave()
        elif pressed == "quit":
            self.app.running = False  # the autosave holds the game since its last choice

    def leave(self) -> None:
        """To the new-game screen: this game is left (a game on this computer stays in the
        autosave; a network seat leaves its seat, which its token keeps)."""
        self.session.close()
        gc.unfreeze()
        self.app.switch(ToNewGame(self.app.form or self.config))

    def close(self) -> None:
        """The window closes."""
        self.session.close()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.coach.update(dt, self.choices.targets is not None and self.handoff.team is None)
        self.handoff.update(dt)
        if self.redraw:
            self.redraw = False
            self._refresh()
            return
        if self.anims.busy:
            if self.anims.update(dt):
                self.redraw = True  # on the next frame: the last animation's frame and a redraw in one pass 8 ms
            return
        if self.menu.open:
            return  # the game waits, the computer too
        if self.decision is not None and not self.person_decides() and self.handoff.team is None:
            self._play_bot(dt)
            return
        if (step := self.session.follow(dt)) is not None:
            self._follow(step)
            return
        covered = self.handoff.team or self.menu.open or self.lens.on or any(
            r.collidepoint(self.tips.pos) for r in self.overlays())
        self.tips.update(dt, None if covered else self.regions, self.ui, self.choices.label_at, self.choices.reason_at)

    def _play_bot(self, dt: float) -> None:
        whole = self.session.whole()
        assert whole is not None, "the computer plays here only in a game on this computer"
        key = self.bots.step(whole, dt)
        if key is not None:
            self.choose(key)

    def _follow(self, step: Step) -> None:
        """A change that came from elsewhere (the host), shown as a choice made here is."""
        if step.undone:
            self._relog()
            self._refresh()
        else:
            self._played(step.events)

    # --- drawing ---------------------------------------------------------------------------
    def keep_clear(self) -> list[pygame.Rect]:
        """Where no tooltip goes: the arena, the prompt and the answers, and what is open
        beside the board (the log, the summary, a caption)."""
        return L.now().protected() + self.overlays()

    def overlays(self) -> list[pygame.Rect]:
        """What lies over the side not on show now: the log drawer, the summary, a caption, the
        coach's panel (nothing of it over the arena, the prompt or the answers)."""
        out = []
        if self.log_open:
            out.append(self.log.rect)
        if self.summary is not None and not self.handoff.team:
            out.append(self.summary_rect())
        if self.caption is not None:
            out.append(self.caption_box())
        return out

    def caption_floor(self) -> int | None:
        """Where the last card on the caption's side ends (None before the table is drawn)."""
        return free_top(self.regions, self.aside) if hasattr(self, "regions") else None

    def caption_box(self) -> pygame.Rect:
        return caption_rect(self.aside, self.caption, self.caption_floor())

    def summary_rect(self) -> pygame.Rect:
        """Where the summary stands: the foot of the side not on show, over a caption."""
        assert self.summary is not None
        return summary_box(self.summary, self.aside, self.caption_box().y if self.caption else None)

    def draw(self, screen: pygame.Surface) -> None:
        """The table, then what lies over it from the bottom of `layers` up."""
        screen.blit(self.surface, (0, 0))
        draw_up(self.layers(), screen)

    def _draw_question(self, screen: pygame.Surface) -> None:
        self.choices.draw_lit(screen)
        if (figure := self.question_figure()) is not None:
            ring_figure(screen, figure, in_front(self.regions, figure) or [], ((255, 255, 255), 4))
        self.choices.draw_focus(screen)  # under the coach's HINT tags and the widgets' tooltips

    def question_figure(self) -> pygame.Rect | None:
        """Where the figure of the character the question is about stands on the arena (its
        ring goes round it at its own size, smaller in a crowd); None when it is not there or
        while figures move."""
        d = self.decision
        if d is None or d.figure not in self.centres or self.anims.busy:
            return None
        centre = self.centres[d.figure]
        return next((r for r in self.regions.rects(("figure", d.figure)) if r.center == centre), None)  # not its board

    def _draw_coach(self, screen: pygame.Surface) -> None:
        self.coach.draw(screen, self.aside, L.now().side[self.aside].y + L.now().gap // 2, self.regions,
                        self.walls + self.overlays())

    def _draw_summary(self, screen: pygame.Surface) -> None:
        if self.summary is not None and not self.handoff.team and not self.log_open:
            draw_summary(screen, self.summary, self.aside, self.caption_box().y if self.caption else None)

    def _draw_caption(self, screen: pygame.Surface) -> None:
        if self.caption is not None:
            draw_caption(screen, self.caption, self.caption_box(), self.caption_lit)

    def _draw_anims(self, screen: pygame.Surface) -> None:
        self.anims.draw(screen, asked=self.person_decides())  # a banner keeps off the arena then

    def _draw_log(self, screen: pygame.Surface) -> None:
        if self.log_open:
            self.log.draw(screen)
        self._light_named_square(screen)

    def _draw_lens(self, screen: pygame.Surface) -> None:
        self.lens.draw(screen, self.surface, self.regions, self.tips.pos, self.choices.focused_rects())

    def _draw_handoff(self, screen: pygame.Surface) -> None:
        if self.handoff.team and self.decision is not None:
            self.handoff.draw(screen, self.game, self.decision, self.summary)

    def _draw_menu(self, screen: pygame.Surface) -> None:
        if self.menu.open:
            self.menu.draw(screen)
            self.ui.draw_ui(screen)  # the menu's buttons over its panel
            self.menu.draw_focus(screen)

    def _light_named_square(self, screen: pygame.Surface) -> None:
        """The square named by the log line the mouse points at, ringed where it lies on the
        table (the open log is beside the arena, never over it)."""
        i = self.log.pointed if self.log_open else None
        if i is None or self.shown.phase in CARDS_PHASES or self.anims.busy:
            return
        named = self.log.squares[i]
        assert named is not None, "a pointed line names a square"
        ring(screen, self.geo.square(named))

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        lay = L.now()
        out = super().boxes() + [(f"place {p}", r) for r, p, _ in self.regions.items]
        out += [("prompt", lay.prompt), ("choices", lay.choices), ("top", lay.top), ("arena", self.geo.box)]
        out += [(f"side {t}", r) for t, r in lay.side.items()]
        out += [("overlay", r) for r in self.overlays()]
        if self.handoff.team:
            out.append(("hand-off", self.handoff.box(self.summary)))
        return out
