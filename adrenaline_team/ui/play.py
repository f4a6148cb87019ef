"""The play screen: one hot-seat Team Play game from the draft to the last turn.

Each pending decision is shown where it lives: its choices are highlighted on the table
(squares, figures, cards) or offered as buttons, and picked by click, keyboard or gamepad.
A hand-off screen guards each team's hand when the deciding team changes; computer teams
play on their own after a short pause, thinking in a worker thread (`thinker`); the events
of every choice animate, then the log keeps their narration. After every decision the game
is autosaved, so a closed window or a crash loses nothing."""

from __future__ import annotations

import gc
import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITooltip

from ..arena import load_arena
from ..rules import Choice, Game, GameConfig, view
from ..rules.state import other
from . import controls
from . import layout as L
from . import theme as th
from .anim import Animations
from .arena_view import floor_layer
from .caption import draw_caption, log_rect
from .moments import Caption
from .hotspots import Targets
from .log_panel import LogPanel
from .render import CARDS_PHASES, compose
from .scene import Scene
from .thinker import Thinker

BOT_DELAY = 0.45
TIP_DELAY = 0.35
COLS, ROWS = 3, L.CHOICE_ROWS
PAD = 12  # a button's words keep this much of its width free (its rounded edges)
UNDO_TIP = ("Back to the previous decision of this turn (Esc / gamepad B). Not past a draw or a refill, nor "
            "into the other team's turn.")
INPUT_HINT = "Click a lit place or a button · Tab / arrows + Enter · Esc undoes · gamepad: d-pad + A, B undoes"


def undo_rect() -> pygame.Rect:
    p = L.now().prompt
    return pygame.Rect(p.right - max(100, p.w // 6) - 6, p.y + 5, max(100, p.w // 6), p.h - 10)


def chip_rect() -> pygame.Rect:
    p = L.now().prompt
    return pygame.Rect(p.x + 6, p.y + 5, max(130, p.w // 5), p.h - 10)


class PlayScene(Scene):
    bot_delay = BOT_DELAY  # seconds a computer team's decision stays on show before the next
    def __init__(self, app, config: GameConfig | None = None, seed: int = 0, *, game: Game | None = None,
                 caption: Caption | None = None, autosave: bool = True, resumed: bool = False):
        """A new game from `config` and `seed`, or `game` as it stands (a loaded save, a tour
        position); `caption` stays on screen (the tour's rule); `autosave` off for a demo;
        `resumed`: the game came from the autosave (any other sets an unfinished one aside)."""
        super().__init__(app)
        self.game = game or Game.new(config, seed)
        self.config = config = self.game.table.config
        seed = self.game.seed or 0
        self.bots = {team: Thinker(config.players(team)[0].bot, seed + k, app.worker())
                     for k, team in enumerate(("black", "white")) if config.players(team)[0].bot}
        self.caption = caption
        self.caption_lit = False  # a demonstration holding on its caption
        self.autosaver = app.autosaver() if autosave else None
        humans = [t for t in ("black", "white") if t not in self.bots]
        self.guarded = len(humans) == 2  # hot-seat: hide each team's hand from the other
        # nobody plays (a demonstration): like a replay, every hand is open to the watchers
        self.open_hands = ("black", "white") if not humans else ()
        self.viewer: str | None = humans[0] if len(humans) == 1 else None
        self.log = LogPanel(log_rect(caption))
        self.anims = Animations()
        self.handoff: str | None = None
        self.buttons: list[tuple[UIButton, Choice]] = []
        self.page = 0
        self.focus = 0
        self.targets: Targets | None = None
        self.bot_wait = 0.0
        self.pending_key: str | None = None  # a bot's answer waiting for its pause to end
        self.redraw = False
        self.hover_pos = (0, 0)
        self.hover_tip: tuple | None = None
        self.hover_time = 0.0
        self.tooltip: UITooltip | None = None
        self.reached: set[str] = set()  # decision kinds a person answered here (tests read it)
        self.build()
        self._log_events(self.game.log)
        if self.autosaver is not None:
            self.autosaver.start(self.game, resumed)
        self._autosave()
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
        if hasattr(self, "surface"):  # a resize: the same question, laid out anew
            self.anims.skip()
            self.hover_tip = None
            self.tooltip = None
            self.buttons = []
            self._render()
            if self.decision is not None and self.decision.team not in self.bots and self.handoff is None:
                self._offer(self.decision)
            self.undo.disable()
            self._show_undo()

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(L.now().notice)  # kept for warnings: over the arena's foot, not the prompt

    def moving(self) -> bool:
        d = self.decision
        bot_turn = d is not None and d.team in self.bots and self.handoff is None
        tip_due = self.hover_tip is not None and self.tooltip is None
        return self.anims.busy or self.redraw or bot_turn or tip_due

    # --- state -> picture ------------------------------------------------------------------
    @property
    def decision(self):
        return self.game.pending

    def _refresh(self) -> None:
        """Show the game as it now stands and set up the pending decision's input."""
        d = self.decision
        self._clear_input()
        if d is None:
            from .results import ResultsScene
            gc.unfreeze()
            self.app.switch(ResultsScene(self.app, self.game))
            return
        human = d.team not in self.bots
        if human and d.team != self.viewer:
            if self.guarded:
                self.handoff = d.team
            self.viewer = d.team
        self._render()
        if human and self.handoff is None:
            self._offer(d)
        self.bot_wait = 0.0 if self.app.fast else self.bot_delay
        self._show_undo()

    def _show_undo(self) -> None:
        """Undo is lit only when a person decides and the rules allow going back."""
        d = self.decision
        able = d is not None and d.team not in self.bots and self.handoff is None and self.game.can_undo
        if able != self.undo.is_enabled:
            self.undo.enable() if able else self.undo.disable()

    def _compose(self, table, hidden: frozenset = frozenset()) -> None:
        viewer = None if self.handoff else self.viewer
        self.surface, self.regions, self.centres = compose(table, viewer, self.decision and self.decision.team,
                                                           self.floor, self.geo, hidden, self.open_hands)

    def _render(self) -> None:
        viewer = None if self.handoff else self.viewer
        # the table as the viewer may see it; with nobody viewing no hand is drawn at all
        self.shown = self.game.table.model_copy(deep=True) if self.open_hands else view(self.game.table,
                                                                                          viewer or "black")
        self._compose(self.shown)
        self._draw_prompt()

    def _draw_prompt(self) -> None:
        d = self.decision
        if d is None:
            return
        lay = L.now()
        ts = self.game.table.teams[d.team]
        who = ts.players[d.player].name if d.player is not None else None
        bar = lay.prompt
        chip = chip_rect()
        pygame.draw.rect(self.surface, th.TEAM[d.team], chip, border_radius=lay.radius)
        pygame.draw.rect(self.surface, th.EDGE, chip, 1, border_radius=lay.radius)
        th.label(self.surface, f"{d.team.upper()} · {who}" if who else f"{d.team.upper()} TEAM", lay.body,
                 chip.inflate(-12, 0), th.TEAM_INK[d.team], True, "center")
        if d.team in self.bots:
            words = f"The computer plays {d.team.capitalize()}: {d.prompt}"
        else:
            words = d.prompt
        th.label(self.surface, words, lay.px(20), (chip.right + 12, bar.y, undo_rect().x - chip.right - 24, bar.h),
                 th.TEXT, True)
        if d.team not in self.bots:
            self._draw_notice(INPUT_HINT, th.DIM)

    def _draw_notice(self, words: str, colour) -> None:
        """A line in the strip above the prompt (input hints; room for warnings)."""
        lay = L.now()
        strip = lay.notice
        pygame.draw.rect(self.surface, th.BG, strip)
        th.label(self.surface, words, lay.small, strip.inflate(-8, 0), colour)

    def _draw_where(self) -> None:
        """Say where the choices are when they are on the table rather than buttons."""
        kinds = {p[0] for p in self.targets.at}
        words = [w for k, w in (("square", "a square"), ("figure", "a character"), ("weapon", "a weapon card"),
                                ("powerup", "a powerup card")) if k in kinds]
        if words:
            self._draw_notice("Pick " + " or ".join(words) + " lit in gold on the table · or a button below",
                              th.HILITE)

    def _offer(self, d) -> None:
        self.targets = Targets(d, self.regions)
        self._draw_where()
        self.order = list(d.choices)
        self.focus = 0
        self.page = 0
        self._make_buttons()

    def _make_buttons(self) -> None:
        for button, _ in self.buttons:
            button.kill()
        self.buttons = []
        if self.targets is None:
            return
        lay = L.now()
        area, gap, size = lay.choices, 8, lay.body
        items = self.targets.buttons
        # long labels get fewer, wider columns: a label is read whole, never cut
        widest = max((th.font(size, False, True).size(c.label)[0] for c in items), default=0)
        cols = next((n for n in (COLS, 2) if widest <= (area.w - (n - 1) * gap) // n - PAD), 1)
        width = (area.w - (cols - 1) * gap) // cols
        row_gap = (area.h - ROWS * lay.button_h) // max(1, ROWS - 1)
        per_page = cols * ROWS
        pages = max(1, -(-len(items) // (per_page - 1))) if len(items) > per_page else 1
        if pages > 1:
            chunk = items[self.page * (per_page - 1):(self.page + 1) * (per_page - 1)]
        else:
            chunk = items

        def cell(i):
            row, col = divmod(i, cols)
            return pygame.Rect(area.x + col * (width + gap), area.y + row * (lay.button_h + row_gap), width,
                               lay.button_h)

        for i, choice in enumerate(chunk):
            text, tip = button_label(choice.label, size, width - PAD, condensed=True)
            self.buttons.append((UIButton(cell(i), text, self.ui, object_id="#choice", tool_tip_text=tip), choice))
        if pages > 1:
            text, tip = button_label(f"More choices ({self.page + 1}/{pages}) ▸", size, width - PAD)
            self.buttons.append((UIButton(cell(len(chunk)), text, self.ui, tool_tip_text=tip), None))
        self.pages, self.per_page = pages, per_page

    def _page_of(self, choice: Choice) -> int:
        items = self.targets.buttons
        if self.pages == 1 or choice not in items:
            return self.page
        return items.index(choice) // (self.per_page - 1)

    def _clear_input(self) -> None:
        self.targets = None
        self._make_buttons()
        self._kill_tip()

    # --- choosing --------------------------------------------------------------------------
    def choose(self, choice: Choice | str) -> list:
        """Apply a choice (a person's or a bot's key); returns its events."""
        d = self.decision
        if d.team not in self.bots:
            self.reached.add(d.kind)
        before, centres = self.shown, self.centres
        events = self.game.choose(choice)
        self._autosave()
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

    def _autosave(self) -> None:
        if self.autosaver is not None:
            self.autosaver.save(self.game)

    def take_back(self) -> None:
        """Undo one decision (Esc, gamepad B, the Undo button)."""
        if self.decision is None or self.decision.team in self.bots or not self.game.can_undo:
            return
        self.game.undo()
        self._autosave()
        self.log.add(["↶ Undone: back to the previous decision"])
        self._refresh()

    # --- input -----------------------------------------------------------------------------
    def handle(self, event, command) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.ui.process_events(event) or self.log.handle(event, self.hover_pos):
            return
        if self.anims.busy:
            if event.type == pygame.MOUSEBUTTONDOWN or command in ("pick", "back"):
                self.anims.skip()
                self._refresh()
            return
        if self.handoff:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
                self.handoff = None
                self._render()
                self._offer(self.decision)
            return
        if self.targets is None:
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.undo:
            self.take_back()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, choice in self.buttons:
                if event.ui_element is button:
                    if choice is None:
                        self.page = (self.page + 1) % self.pages
                        self._make_buttons()
                    else:
                        self.choose(choice)
                    return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.targets.click(event.pos)
            if choice is not None:
                self.choose(choice)
        elif command in controls.FORWARD + controls.BACKWARD:
            self.focus = (self.focus + (1 if command in controls.FORWARD else -1)) % len(self.order)
            page = self._page_of(self.order[self.focus])
            if page != self.page:
                self.page = page
                self._make_buttons()
        elif command == "pick":
            self.choose(self.order[self.focus])
        elif command == "back":
            self.take_back()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.redraw:
            self.redraw = False
            self._refresh()
            return
        if self.anims.busy:
            if self.anims.update(dt):
                self._refresh()
            return
        d = self.decision
        if d is not None and d.team in self.bots and self.handoff is None:
            self._play_bot(self.bots[d.team], dt)
            return
        self._update_tip(dt)

    def _play_bot(self, thinker: Thinker, dt: float) -> None:
        """Think while the pause runs; play once both are over."""
        if not thinker.busy and self.pending_key is None:
            thinker.start(self.game)
        self.bot_wait -= dt
        key = thinker.result()
        if key is not None:
            self.pending_key = key
        if self.bot_wait <= 0 and self.pending_key is not None:
            key, self.pending_key = self.pending_key, None
            self.choose(key)

    def _update_tip(self, dt: float) -> None:
        under = self.regions.under(self.hover_pos) if self.handoff is None else []
        top = next(((r, p, tip) for r, p, tip in under if tip), None)
        key = (tuple(top[0]), top[2]) if top else None
        if key != self.hover_tip:
            self.hover_tip, self.hover_time = key, 0.0
            self._kill_tip()
            return
        self.hover_time += dt
        if top and self.tooltip is None and self.hover_time >= TIP_DELAY:
            words = top[2]
            choice = self.targets.click(self.hover_pos) if self.targets else None
            if choice is not None:
                words = f"<b>▶ {html.escape(choice.label)}</b><br>{words}"
            self.tooltip = UITooltip(words, (0, 18), self.ui, wrap_width=max(300, L.now().u(420)))
            self.tooltip.find_valid_position(pygame.Vector2(self.hover_pos))

    def _kill_tip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None

    # --- drawing ---------------------------------------------------------------------------
    def focused_rects(self) -> list[pygame.Rect]:
        """Where the keyboard/gamepad focus is: the focused choice's places or its button."""
        if self.targets is None:
            return []
        choice = self.order[self.focus]
        rects = self.targets.rects(choice)
        return rects or [b.rect for b, c in self.buttons if c is choice]

    def draw(self, screen) -> None:
        screen.blit(self.surface, (0, 0))
        d = self.decision
        if d is not None and d.figure in self.centres and not self.anims.busy:
            # the character this question is about
            pygame.draw.circle(screen, (255, 255, 255), self.centres[d.figure], self.geo.figure_radius() + 4, 3)
        if self.targets is not None:
            for choice in self.order:
                for r in self.targets.rects(choice):
                    pygame.draw.rect(screen, th.HILITE, r.inflate(6, 6), 3, border_radius=8)
                    pygame.draw.rect(screen, (40, 30, 0), r.inflate(10, 10), 1, border_radius=10)
        self.log.draw(screen)
        if self.caption is not None:
            draw_caption(screen, self.caption, self.caption_lit)
        self.anims.draw(screen)
        super().draw(screen)
        for r in self.focused_rects():
            pygame.draw.rect(screen, th.FOCUS, r.inflate(12, 12), 3, border_radius=10)
        if self.handoff:
            self._draw_handoff(screen)

    def handoff_box(self) -> pygame.Rect:
        lay = L.now()
        box = pygame.Rect(0, 0, min(lay.size[0] - 2 * lay.gap, lay.u(900)), max(lay.u(300), 5 * lay.big))
        box.center = lay.window.center
        return box

    def _draw_handoff(self, screen) -> None:
        lay = L.now()
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((8, 9, 12, 235))
        screen.blit(shade, (0, 0))
        team = self.handoff
        d = self.decision
        box = self.handoff_box()
        pygame.draw.rect(screen, th.TEAM[team], box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.GOLD, box, 3, border_radius=lay.radius_large)
        ink = th.TEAM_INK[team]
        inner = box.inflate(-2 * lay.gap, -2 * lay.gap)
        rows = [(f"{team.upper()} TEAM", lay.px(56), True)]
        names = ", ".join(p.name for p in self.game.table.teams[team].players)
        why = "out of turn: " if d.team != self.game.table.active and self.game.table.phase == "turn" else ""
        rows += [(f"{names} — {why}{d.prompt}", lay.px(20), False),
                 ("press any key, click, or A to continue", lay.px(20), True),
                 (f"{other(team).capitalize()} team: please look away", lay.px(16), False)]
        h = inner.h // len(rows)
        for k, (words, size, bold) in enumerate(rows):
            th.label(screen, words, size, (inner.x, inner.y + k * h, inner.w, h), ink, bold, "center")

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        lay = L.now()
        out = super().boxes() + [(f"place {p}", r) for r, p, _ in self.regions.items]
        out += [("log", self.log.rect), ("prompt", lay.prompt), ("choices", lay.choices), ("top", lay.top),
                ("arena", self.geo.rect(self.geo.arena.bounds))]
        out += [(f"side {t}", r) for t, r in lay.side.items()]
        if self.handoff:
            out.append(("hand-off", self.handoff_box()))
        return out


def button_label(label: str, size: int, width: int, condensed: bool = False) -> tuple[str, str | None]:
    """A button's words cut to its width (the whole label then in its tooltip), measured in the
    face the button draws with (choices: condensed)."""
    f = th.font(size, False, condensed)
    if f.size(label)[0] <= width:
        return label, None
    cut = label
    while cut and f.size(cut.rstrip() + th.ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + th.ELLIPSIS, html.escape(label)
