"""The new-game screen: everything already filled in, so Start (Enter, or A on a gamepad)
plays at once; arena with a preview, each team's players and names, who is human and who
is the computer, the reward tile and the seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from ..ai import BOTS
from ..arena import ARENA_NAMES, load_arena
from ..rules import GameConfig, PlayerConfig
from ..rules.cards import catalog
from . import theme as th
from .arena_view import floor_layer
from .scene import Scene

HUMAN = "Human (hot-seat)"
COUNTS = ["1 player", "2 players", "3 players"]
PREVIEW = pygame.Rect(710, 200, 500, 340)
DEFAULT_NAMES = {"black": ["Ash", "Bo", "Cy"], "white": ["Dee", "Eli", "Fay"]}


def bot_label(name: str) -> str:
    return f"Computer: {name}"


class NewGameScene(Scene):
    def __init__(self, app, config: GameConfig | None = None):
        super().__init__(app)
        ui = self.ui
        UILabel(pygame.Rect(0, 40, 1920, 64), "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        UILabel(pygame.Rect(0, 104, 1920, 30), "Two teams, six characters, one damage buffer each. "
                "Hot-seat on one screen, or against the computer.", ui)
        UILabel(pygame.Rect(PREVIEW.x, 150, 200, 40), "Arena", ui, object_id="#heading")
        self.arena = UIDropDownMenu([f"Arena {n}" for n in ARENA_NAMES], f"Arena {config.arena if config else 'A'}",
                                    pygame.Rect(PREVIEW.x + 210, 152, 290, 40), ui)
        self.previews: dict[str, pygame.Surface] = {}
        self.teams: dict[str, dict] = {}
        for team, x in (("black", 150), ("white", 1290)):
            # a replay starts from the last game's players
            players = config.players(team) if config else []
            names = [p.name for p in players] + DEFAULT_NAMES[team][len(players):]
            bot = players[0].bot if players else None
            UILabel(pygame.Rect(x, 150, 480, 40), f"{team.upper()} TEAM", ui, object_id="#heading")
            count = UIDropDownMenu(COUNTS, COUNTS[max(0, len(players) - 1)], pygame.Rect(x, 210, 230, 40), ui)
            who = UIDropDownMenu([HUMAN] + [bot_label(b) for b in BOTS], bot_label(bot) if bot else HUMAN,
                                 pygame.Rect(x + 250, 210, 230, 40), ui)
            names = [UITextEntryLine(pygame.Rect(x, 270 + i * 54, 480, 44), ui, initial_text=names[i])
                     for i in range(3)]
            self.teams[team] = {"count": count, "who": who, "names": names, "box": pygame.Rect(x - 20, 140, 520, 440)}
        tiles = catalog().reward_tiles
        self.reward_names = {"Random (drawn at setup)": None}
        self.reward_names.update({f"{t.name} ({tid}{', house' if t.house else ''})": tid for tid, t in tiles.items()})
        UILabel(pygame.Rect(560, 620, 260, 40), "Flush reward tile", ui, object_id="#heading")
        self.reward = UIDropDownMenu(list(self.reward_names), "Random (drawn at setup)",
                                     pygame.Rect(830, 620, 420, 40), ui)
        UILabel(pygame.Rect(560, 680, 260, 40), "Seed", ui, object_id="#heading")
        self.seed = UITextEntryLine(pygame.Rect(830, 680, 200, 40), ui, initial_text=str(random.randrange(10**6)))
        self.seed.set_allowed_characters("numbers")
        self.start = UIButton(pygame.Rect(760, 800, 400, 80), "START", ui, object_id="#start",
                              tool_tip_text="Start the game (Enter / gamepad A)")
        self.quit = UIButton(pygame.Rect(860, 900, 200, 48), "Quit", ui)
        UILabel(pygame.Rect(0, 1000, 1920, 30), "Mouse, keyboard (Tab / arrows, Enter, Esc) or gamepad (d-pad, A, B)"
                " · F11 fullscreen", ui)
        self._sync_names()

    def _sync_names(self) -> None:
        for w in self.teams.values():
            n = int(w["count"].selected_option[0][0])
            for i, entry in enumerate(w["names"]):
                entry.show() if i < n else entry.hide()

    def config(self) -> tuple[GameConfig, int]:
        teams = {}
        for team, w in self.teams.items():
            n = int(w["count"].selected_option[0][0])
            who = w["who"].selected_option[0]
            bot = None if who == HUMAN else who.removeprefix(bot_label(""))
            teams[team] = [PlayerConfig(name=w["names"][i].get_text().strip() or DEFAULT_NAMES[team][i], bot=bot)
                           for i in range(n)]
        arena = self.arena.selected_option[0][-1]
        reward = self.reward_names[self.reward.selected_option[0]]
        seed = int(self.seed.get_text() or 0)
        return GameConfig(arena=arena, black=teams["black"], white=teams["white"], reward_tile=reward), seed

    def begin(self) -> None:
        from .play import PlayScene
        config, seed = self.config()
        self.app.switch(PlayScene(self.app, config, seed))

    def handle(self, event, command) -> None:
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._sync_names()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.start:
                self.begin()
            elif event.ui_element is self.quit:
                self.app.running = False
        elif command == "pick":
            self.begin()
        elif command == "back" and event.type != pygame.KEYDOWN:
            self.app.running = False

    def _preview(self) -> pygame.Surface:
        name = self.arena.selected_option[0][-1]
        if name not in self.previews:
            self.previews[name], _ = floor_layer(load_arena(name), PREVIEW)
        return self.previews[name]

    def draw(self, screen) -> None:
        screen.fill(th.BG)
        for team, w in self.teams.items():
            pygame.draw.rect(screen, th.PANEL, w["box"], border_radius=14)
            pygame.draw.rect(screen, th.TEAM[team], w["box"].inflate(-6, -6), 3, border_radius=12)
        pygame.draw.rect(screen, th.PANEL, PREVIEW.inflate(30, 90).move(0, -25), border_radius=14)
        screen.blit(self._preview(), PREVIEW)
        super().draw(screen)

