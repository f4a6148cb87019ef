"""The play screen: one Team Play game from the draft to the last turn.

`PlayScene` puts the parts together, each of which reads alone: the game and its autosave
(`session`), input to choice (`choices`: lit places, buttons, focus), the hand-off between
hot-seat teams (`handoff`), the computer teams (`bot_driver`), tooltips (`tips`), the prompt
bar (`prompt`), the log (`log_panel`), the coach (`coach_view`) and the animations of each
choice's events (`anim`).
The scene draws the table as the deciding team may see it and hands each input event to the
part it is for."""

from __future__ import annotations

import gc

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..arena import load_arena
from ..rules import Choice, Game, GameConfig, view
from . import layout as L
from . import theme as th
from .anim import Animations
from .arena_view import floor_layer
from .bot_driver import BotDriver
from .caption import draw_caption, log_rect
from .choices import ChoiceInput
from .coach_view import CoachView
from .handoff import HandOff
from .log_panel import LogPanel
from .moments import Caption
from .prompt import UNDO_TIP, draw_notice, draw_prompt, undo_rect
from .render import CARDS_PHASES, compose
from .scene import Scene
from .session import Session
from .tips import Tips

BOT_DELAY = 0.45


class PlayScene(Scene):
    bot_delay = BOT_DELAY  # seconds a computer team's decision stays on show before the next

    def __init__(self, app, config: GameConfig | None = None, seed: int = 0, *, game: Game | None = None,
                 caption: Caption | None = None, autosave: bool = True, resumed: bool = False):
        """A new game from `config` and `seed`, or `game` as it stands (a loaded save, a tour
        position); `caption` stays on screen (the tour's rule); `autosave` off for a demo;
        `resumed`: the game came from the autosave (any other sets an unfinished one aside)."""
        super().__init__(app)
        game = game or Game.new(config, seed)
        self.game = game
        self.config = game.table.config
        self.bots = BotDriver(self.config, game.seed or 0, app.worker(), 0.0 if app.fast else self.bot_delay)
        self.caption = caption
        self.caption_lit = False  # a demonstration holding on its caption
        humans = self.bots.humans()
        self.handoff = HandOff(humans, guarded=len(humans) == 2)
        # nobody plays (a demonstration): like a replay, every hand is open to the watchers
        self.open_hands = ("black", "white") if not humans else ()
        self.log = LogPanel(log_rect(caption))
        self.anims = Animations()
        self.choices = ChoiceInput()
        self.coach = CoachView(app)
        self.tips = Tips()
        self.redraw = False
        self.reached: set[str] = set()  # decision kinds a person answered here (tests read it)
        self.build()
        self._log_events(game.log)
        self.session = Session(game, app.autosaver() if autosave else None, resumed)
        # What exists now lives as long as the game: keep it out of the collector's full
        # passes, which otherwise stall a frame for 20 ms and more. Collected first and
        # unfrozen when the game ends, so no game's garbage is kept for good (issue 10).
        gc.collect()
        gc.freeze()
        self._refresh()

    def build(self) -> None:
        """The arena, the log and the buttons for the window's size; the table drawn again."""
        lay = L.now()
        self.floor, self.geo = floor_layer(load_arena(self.config.arena), lay.centre)
        old = self.log
        self.log = LogPanel(log_rect(self.caption), lay.px(15))
        self.log.add(old.texts)
        self.undo = UIButton(undo_rect(), "↶ Undo", self.ui, tool_tip_text=UNDO_TIP)
        self.coach.build(self.ui, shown=bool(self.bots.humans()))
        if hasattr(self, "surface"):  # a resize: the same question, laid out anew
            self.anims.skip()
            self.tips.reset()
            self.choices.buttons = []  # they died with the old widget manager
            self._render()
            if self.decision is not None and self.person_decides() and self.handoff.team is None:
                self._offer(self.decision)
            self.undo.disable()
            self._show_undo()

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(L.now().notice)  # kept for warnings: over the arena's foot, not the prompt

    def moving(self) -> bool:
        bot_turn = self.decision is not None and not self.person_decides() and self.handoff.team is None
        return self.anims.busy or self.redraw or bot_turn or self.tips.due or self.coach.busy

    # --- state -> picture ------------------------------------------------------------------
    @property
    def decision(self):
        return self.game.pending

    def person_decides(self) -> bool:
        return not self.bots.plays(self.decision)

    def _refresh(self) -> None:
        """Show the game as it now stands and set up the pending decision's input."""
        d = self.decision
        self._clear_input()
        if d is None:
            from .results import ResultsScene
            gc.unfreeze()
            self.app.switch(ResultsScene(self.app, self.game))
            return
        human = self.person_decides()
        if human:
            self.handoff.follow(d)
        self._render()
        if human and self.handoff.team is None:
            self._offer(d)
        self.bots.next_decision()
        self._show_undo()

    def _show_undo(self) -> None:
        """Undo is lit only when a person decides and the rules allow going back."""
        d = self.decision
        able = d is not None and self.person_decides() and self.handoff.team is None and self.game.can_undo
        if able != self.undo.is_enabled:
            self.undo.enable() if able else self.undo.disable()

    def _compose(self, table, hidden: frozenset = frozenset()) -> None:
        self.surface, self.regions, self.centres = compose(table, self.handoff.shown, self.decision and self.decision.team,
                                                           self.floor, self.geo, hidden, self.open_hands)

    def _render(self) -> None:
        # the table as the viewer may see it; with nobody viewing no hand is drawn at all
        self.shown = self.game.table.model_copy(deep=True) if self.open_hands else view(self.game.table,
                                                                                          self.handoff.shown or "black")
        self._compose(self.shown)
        self._draw_prompt()

    def _draw_prompt(self) -> None:
        d = self.decision
        if d is not None:
            draw_prompt(self.surface, self.game, d, computer=not self.person_decides())

    def _offer(self, d) -> None:
        self.choices.offer(d, self.regions, self.ui)
        where = self.choices.where()
        if where:
            draw_notice(self.surface, where, th.HILITE)

    def reveal(self) -> None:
        """The hand-off screen goes: the deciding team's hands and choices are shown."""
        self.handoff.dismiss()
        self._render()
        self._offer(self.decision)

    def _clear_input(self) -> None:
        self.choices.clear()
        self.coach.forget()
        self.tips.kill()

    # --- choosing --------------------------------------------------------------------------
    def choose(self, choice: Choice | str) -> list:
        """Apply a choice (a person's or a bot's key); returns its events."""
        d = self.decision
        if self.person_decides():
            self.reached.add(d.kind)
        before, centres = self.shown, self.centres
        events = self.session.choose(choice)
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
        return events

    def _log_events(self, events) -> None:
        self.log.add([e.text for e in events])

    def take_back(self) -> None:
        """Undo one decision (Esc, gamepad B, the Undo button)."""
        if self.decision is None or not self.person_decides() or not self.game.can_undo:
            return
        self.session.undo()
        self.log.add(["↶ Undone: back to the previous decision"])
        self._refresh()

    # --- input -----------------------------------------------------------------------------
    def handle(self, event, command) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.tips.pos = event.pos
        if self.ui.process_events(event) or self.log.handle(event, self.tips.pos):
            return
        if self.anims.busy:
            if event.type == pygame.MOUSEBUTTONDOWN or command in ("pick", "back"):
                self.anims.skip()
                self._refresh()
            return
        if self.handoff.team:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
                self.reveal()
            return
        if self.choices.targets is None:
            return
        if command == "hint" or event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.coach.button:
            self.coach.ask(self.game, self.choices)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.undo:
            self.take_back()
            return
        choice = self.choices.handle(event, command, self.ui)
        if choice is not None:
            self.choose(choice)
        elif command == "back":
            self.take_back()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.coach.update(dt, self.choices.targets is not None and self.handoff.team is None)
        if self.redraw:
            self.redraw = False
            self._refresh()
            return
        if self.anims.busy:
            if self.anims.update(dt):
                self._refresh()
            return
        if self.decision is not None and not self.person_decides() and self.handoff.team is None:
            self._play_bot(dt)
            return
        self.tips.update(dt, self.regions if self.handoff.team is None else None, self.ui, self.choices.label_at)

    def _play_bot(self, dt: float) -> None:
        key = self.bots.step(self.game, dt)
        if key is not None:
            self.choose(key)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, screen) -> None:
        screen.blit(self.surface, (0, 0))
        d = self.decision
        if d is not None and d.figure in self.centres and not self.anims.busy:
            # the character this question is about
            pygame.draw.circle(screen, (255, 255, 255), self.centres[d.figure], self.geo.figure_radius() + 4, 3)
        self.choices.draw_lit(screen)
        self.log.draw(screen)
        if self.caption is not None:
            draw_caption(screen, self.caption, self.caption_lit)
        self.coach.draw(screen)
        self.anims.draw(screen)
        super().draw(screen)
        self.choices.draw_focus(screen)
        if self.handoff.team:
            self.handoff.draw(screen, self.game, d)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        lay = L.now()
        out = super().boxes() + [(f"place {p}", r) for r, p, _ in self.regions.items]
        out += [("log", self.log.rect), ("prompt", lay.prompt), ("choices", lay.choices), ("top", lay.top),
                ("arena", self.geo.rect(self.geo.arena.bounds))]
        out += [(f"side {t}", r) for t, r in lay.side.items()]
        if self.handoff.team:
            out.append(("hand-off", self.handoff.box()))
        return out
