"""The new-game screen: everything already filled in, so Start (Enter, or A on a gamepad)
plays at once; arena with a preview, each team's players and names, who is human and who
is the computer and at which level, the reward tile and the seed; and the rules tour, whose
positions each set up one Team Play rule to try.

Every control is a field of one focus ring (`fields.Form`), so the whole screen works by
mouse, by keyboard alone and by gamepad alone."""

from __future__ import annotations

import random

import pygame
from pygame_gui.elements import UILabel

from ..ai import BOTS
from ..arena import ARENA_NAMES, load_arena
from ..positions import TourPosition, tour
from ..rules import Game, GameConfig, PlayerConfig
from ..rules.cards import catalog
from ..rules.gate import MAX_NAME, MAX_SEED
from . import theme as th
from .arena_view import floor_layer
from .moments import Caption
from .fields import Button, Entry, Form, Picker
from .scene import Scene

HUMAN, COMPUTER = "Human (hot-seat)", "Computer"
COUNTS = ["1 player", "2 players", "3 players"]
LEVELS = list(BOTS)
DEFAULT_LEVEL = "normal"
PREVIEW = pygame.Rect(710, 200, 500, 340)
DEFAULT_NAMES = {"black": ["Ash", "Bo", "Cy"], "white": ["Dee", "Eli", "Fay"]}
# a gamepad cannot type: it steps through these
NAME_POOL = DEFAULT_NAMES["black"] + DEFAULT_NAMES["white"] + ["Gil", "Hal", "Ivy", "Jo", "Kit", "Lou"]
TOUR_BOX = pygame.Rect(110, 606, 560, 400)
CAPTION_BOX = pygame.Rect(1250, 606, 560, 400)


def level_label(name: str) -> str:
    return f"Level: {name}"


class NewGameScene(Scene):
    def __init__(self, app, config: GameConfig | None = None, notice: str = ""):
        """`config`: the last game's, to play again with the same players; `notice`: one line
        to show (a bad autosave)."""
        super().__init__(app)
        ui = self.ui
        self.notice = notice
        UILabel(pygame.Rect(0, 40, 1920, 64), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(0, 104, 1920, 30), "Two teams, six characters, one damage buffer each. "
                "Hot-seat on one screen, or against the computer.", ui)
        UILabel(pygame.Rect(PREVIEW.x, 150, 200, 40), "Arena", ui, object_id="#heading")
        self.arena = Picker([f"Arena {n}" for n in ARENA_NAMES], f"Arena {config.arena if config else 'A'}",
                            pygame.Rect(PREVIEW.x + 210, 152, 290, 40), ui)
        self.previews: dict[str, pygame.Surface] = {}
        self.teams: dict[str, dict] = {}
        fields: list = [self.arena]
        for team, x in (("black", 150), ("white", 1290)):
            # a replay starts from the last game's players
            players = config.players(team) if config else []
            names = [p.name for p in players] + DEFAULT_NAMES[team][len(players):]
            bot = players[0].bot if players else None
            UILabel(pygame.Rect(x, 150, 480, 40), f"{team.upper()} TEAM", ui, object_id="#heading")
            w = {
                "count": Picker(COUNTS, COUNTS[max(0, len(players) - 1)], pygame.Rect(x, 202, 230, 40), ui),
                "who": Picker([HUMAN, COMPUTER], COMPUTER if bot else HUMAN, pygame.Rect(x + 250, 202, 230, 40), ui),
                "level": Picker([level_label(b) for b in LEVELS], level_label(bot or DEFAULT_LEVEL),
                                pygame.Rect(x + 250, 252, 230, 40), ui),
                "names": [Entry(names[i], pygame.Rect(x, 306 + i * 54, 480, 44), ui, pool=NAME_POOL, limit=MAX_NAME)
                          for i in range(3)],
                "box": pygame.Rect(x - 20, 140, 520, 440),
            }
            self.teams[team] = w
            fields += [w["count"], w["who"], w["level"], *w["names"]]
        tiles = catalog().reward_tiles
        self.reward_names = {"Random (drawn at setup)": None}
        self.reward_names.update({f"{t.name} ({tid}{', house' if t.house else ''})": tid for tid, t in tiles.items()})
        UILabel(pygame.Rect(700, 590, 260, 40), "Flush reward tile", ui, object_id="#heading")
        self.reward = Picker(list(self.reward_names), "Random (drawn at setup)", pygame.Rect(720, 632, 480, 40), ui)
        UILabel(pygame.Rect(700, 684, 120, 40), "Seed", ui, object_id="#heading")
        self.seed = Entry(str(random.randrange(10**6)), pygame.Rect(830, 686, 200, 40), ui, numbers=True,
                          limit=len(str(MAX_SEED)))
        self.start = Button("START", pygame.Rect(760, 790, 400, 80), ui, "#start",
                            "Start the game (Enter / gamepad A)")
        self.quit = Button("Quit", pygame.Rect(860, 890, 200, 48), ui)
        UILabel(pygame.Rect(TOUR_BOX.x + 20, TOUR_BOX.y + 8, 400, 36), "RULES TOUR", ui, object_id="#heading")
        self.tour = {Button(f"{i + 1} · {p.title}", pygame.Rect(TOUR_BOX.x + 20, TOUR_BOX.y + 50 + i * 43, 520, 37),
                            ui, "#tour"): p for i, p in enumerate(tour())}
        UILabel(pygame.Rect(0, 1000, 1920, 30), "Mouse, keyboard (arrows / Tab move, left / right change, Enter) or "
                "gamepad (d-pad, A) · F11 fullscreen", ui)
        fields += [self.reward, self.seed, *self.tour, self.start, self.quit]
        self.form = Form(ui, fields, focus=self.start)
        self.hovered: TourPosition | None = None
        self._sync()

    def _sync(self) -> None:
        """Show only the names of players that play and the level of a computer team."""
        for w in self.teams.values():
            n = int(w["count"].value[0])
            for i, entry in enumerate(w["names"]):
                entry.show(i < n)
            w["level"].show(w["who"].value == COMPUTER)

    def config(self) -> tuple[GameConfig, int]:
        teams = {}
        for team, w in self.teams.items():
            n = int(w["count"].value[0])
            bot = w["level"].value.removeprefix(level_label("")) if w["who"].value == COMPUTER else None
            teams[team] = [PlayerConfig(name=w["names"][i].value.strip() or DEFAULT_NAMES[team][i], bot=bot)
                           for i in range(n)]
        arena = self.arena.value[-1]
        reward = self.reward_names[self.reward.value]
        seed = int(self.seed.value or 0)
        return GameConfig(arena=arena, black=teams["black"], white=teams["white"], reward_tile=reward), seed

    def begin(self) -> None:
        from .play import PlayScene
        config, seed = self.config()
        self.app.switch(PlayScene(self.app, config, seed))

    def begin_tour(self, p: TourPosition) -> None:
        from .play import PlayScene
        self.app.switch(PlayScene(self.app, game=Game.from_position(p.state), caption=Caption(p.title, p.text, p.rule)))

    def handle(self, event, command) -> None:
        typing = self.form.typing(event)
        self.ui.process_events(event)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((p for b, p in self.tour.items() if b.rect.collidepoint(event.pos)), None)
        if self.form.handle(event, command):
            self._sync()
        elif command == "back" and not typing:
            self.form.focus(self.start)
        if self.start.pressed:
            self.begin()
        elif self.quit.pressed:
            self.app.running = False
        for button, p in self.tour.items():
            if button.pressed:
                self.begin_tour(p)

    def _preview(self) -> pygame.Surface:
        name = self.arena.value[-1]
        if name not in self.previews:
            self.previews[name], _ = floor_layer(load_arena(name), PREVIEW)
        return self.previews[name]

    def _draw_caption(self, screen) -> None:
        """The caption of the tour position under the focus (or the mouse)."""
        p = self.tour.get(self.form.focused) or self.hovered
        box = CAPTION_BOX
        pygame.draw.rect(screen, th.PANEL, box, border_radius=14)
        pygame.draw.rect(screen, th.EDGE, box, 1, border_radius=14)
        if p is None:
            words = ("Each position of the tour sets up one Team Play rule on a real table: "
                     "pick one to read what it shows, then start it and play the move.")
            screen.blit(th.text("TRY A RULE", 24, th.GOLD, True), (box.x + 24, box.y + 18))
            screen.blit(th.wrapped(words, 19, box.w - 48), (box.x + 24, box.y + 64))
            return
        screen.blit(th.fit(p.title, 24, box.w - 48, th.GOLD, True), (box.x + 24, box.y + 18))
        screen.blit(th.text(f"Rule {p.rule}", 16, th.DIM, True), (box.x + 24, box.y + 54))
        screen.blit(th.wrapped(p.text, 19, box.w - 48), (box.x + 24, box.y + 86))
        screen.blit(th.text("Enter / A / click: play it from here", 16, th.HILITE), (box.x + 24, box.bottom - 36))

    def draw(self, screen) -> None:
        screen.fill(th.BG)
        for team, w in self.teams.items():
            pygame.draw.rect(screen, th.PANEL, w["box"], border_radius=14)
            pygame.draw.rect(screen, th.TEAM[team], w["box"].inflate(-6, -6), 3, border_radius=12)
        pygame.draw.rect(screen, th.PANEL, PREVIEW.inflate(30, 90).move(0, -25), border_radius=14)
        pygame.draw.rect(screen, th.PANEL, TOUR_BOX, border_radius=14)
        screen.blit(self._preview(), PREVIEW)
        self._draw_caption(screen)
        if self.notice:
            th.blit_center(screen, th.fit(self.notice, 18, 1800, th.DANGER, True), (960, 1050))
        super().draw(screen)
        self.form.draw_focus(screen)
