"""The first-game setup, over the new-game screen: what newcomers meet in their first game,
explained before they press Start, as a friend who owns the box would at the table.

On the left: the rules tour's first lesson offered (its title and what it shows), the draft in
one paragraph (the pick order, what a character brings), who runs which character for the
teams chosen, and how long the game usually takes (`session.length`). On the right: the six
characters, each with its ability's whole text, at one size for all six, so nothing is cut and
no key is needed (on the draft's cards, a small window cuts the text, and the magnifier shows
it). Buttons: the first lesson (Enter, first: it is what this screen offers), Start, Back; the
lesson's Back comes back here with Start focused."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UILabel

from ...i18n import N_, _
from ...positions import tour
from ...rules.cards import ability, catalog
from ...rules.state import TEAMS, GameConfig
from ...session.length import length_words
from ...session.lesson import Lesson
from ..kit import layout as L
from ..kit import theme as th
from ..kit.foot import FootScene, button_row, draw_panel
from ..kit.scene import Scene, ToFirstGame, ToLesson, screen
from ..table import cards
from ..words import ability_name, ability_text, character_name, team_words

if TYPE_CHECKING:
    from ..app import App

DRAFT = N_("Before the first turn the teams draft the six characters: the starting team picks one, the other "
           "team two, the starting team two, and the other team takes the last one. Each character brings its "
           "ability (on the right: every ability is in play) and one of its two character weapons, dealt at random "
           "and shown on its card in the draft.")
MEASURED = N_("(the questions of the computer's games, counted, at a person's pace: reading each question, then "
              "choosing)")
RUNS = {1: N_("{team}: one player runs all three characters."),
        2: N_("{team}: each player runs one character; at the start of each turn the team says who runs the third, "
              "shared one until the reload step (last turn's answer comes first: Enter keeps it)."),
        3: N_("{team}: each player runs one character of the three.")}


@screen(ToFirstGame)
def first_game(app: App, to: ToFirstGame) -> Scene:
    return FirstGameScene(app, to)


def control_words(config: GameConfig) -> str:
    """Who runs which character, for each team's size (TP-DRAFT-3, TP-CTRL-1..3)."""
    return "\n".join(_(RUNS[len(config.players(team))]).format(team=team_words(team)) for team in TEAMS)


class FirstGameScene(FootScene):
    def __init__(self, app: App, to: ToFirstGame):
        super().__init__(app)
        self.to = to
        self.build()

    def build(self) -> None:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        self.head = pygame.Rect(0, g, W, lay.title + g)
        UILabel(self.head, _("YOUR FIRST GAME"), self.ui, object_id="#title")
        top = self.head.bottom + g
        foot = lay.button_h + 2 * g
        self.left = pygame.Rect(g, top, (W - 3 * g) * 2 // 5, H - top - g - foot)
        self.right = pygame.Rect(self.left.right + g, top, W - self.left.right - 2 * g, self.left.h)
        names = [("start", _("Start the game")), ("back", _("Back"))]
        if tour():  # the first lesson first: it is what this screen offers before the first game
            names.insert(0, ("lesson", _("Lesson 1 first")))
        self.buttons = button_row(pygame.Rect(g, H - g - lay.button_h, W - 2 * g, lay.button_h), names, self.ui)
        self.ring(list(self.buttons.values()))

    def act(self, what: str) -> None:
        if what == "lesson":
            self.form.focus(self.buttons["start"])  # back from the lesson: Start is next
            self.app.push(ToLesson(Lesson(0)))
        elif what == "start":
            self.app.pop()  # the new-game screen starts it: anything it has to say (hosting), it says there
            self.to.begin()
        elif what == "back":
            self.app.pop()

    def sections(self) -> list[tuple[str, str]]:
        """The left column: (title, words) each."""
        out = []
        if tour():
            p = tour()[0]
            out.append((_("Learn one rule first"), _("{n} · {title}").format(n=1, title=_(p.title)) + "\n" + _(p.text)))
        out.append((_("The draft"), _(DRAFT)))
        out.append((_("Who runs which character"), control_words(self.to.config)))
        if length := length_words(self.to.config):
            out.append((_("How long"), length + " " + _(MEASURED)))
        return out

    def draw(self, screen: pygame.Surface) -> None:
        self.texts: list[tuple[pygame.Rect, pygame.Rect]] = []  # each text drawn, and the box it must lie in
        screen.fill(th.BG)
        draw_panel(screen, self.left)
        self._draw_left(screen)
        self._draw_abilities(screen)
        super().draw(screen)
        self.form.draw_focus(screen)

    def _draw_left(self, screen: pygame.Surface) -> None:
        """The sections at the body size, or smaller until all of them fit the column."""
        lay = L.now()
        box = self.left.inflate(-2 * lay.gap, -2 * lay.gap)
        parts = self.sections()
        size = fitting_size([text for _title, text in parts], box.w, box.h - len(parts) * (lay.body + 8 + lay.gap // 2),
                            lay.body)
        y = box.y
        for title, text in parts:
            th.label(screen, title, lay.body, (box.x, y, box.w, lay.body + 8), th.GOLD, True)
            y += lay.body + 8
            words = th.wrapped(text, size, box.w)
            self.texts.append((screen.blit(words, (box.x, y)), box))
            y += words.get_height() + lay.gap // 2

    def _draw_abilities(self, screen: pygame.Surface) -> None:
        """The six characters, three by two, each ability's whole text at one size for all."""
        lay = L.now()
        g = lay.gap
        chars = list(catalog().characters)
        cols = 3 if self.right.w > 2 * self.right.h else 2
        rows = -(-len(chars) // cols)
        w = (self.right.w - (cols - 1) * g) // cols
        h = (self.right.h - (rows - 1) * g) // rows
        port = min(w // 4, h // 3, lay.u(72))
        head = port + g // 2  # the portrait beside the names, the text under both
        text_w = w - 2 * g
        size = fitting_size([self._text(c) for c in chars], text_w, h - head - 2 * g, lay.body, each=True)
        for i, char in enumerate(chars):
            row, col = divmod(i, cols)
            r = pygame.Rect(self.right.x + col * (w + g), self.right.y + row * (h + g), w, h)
            pygame.draw.rect(screen, th.PANEL, r, border_radius=lay.radius_large)
            pygame.draw.rect(screen, cards.char_colour(char), r, 2, border_radius=lay.radius_large)
            screen.blit(cards.portrait(char, port, port), (r.x + g, r.y + g))
            x = r.x + 2 * g + port
            th.label(screen, character_name(char), lay.body, (x, r.y + g, r.right - g - x, lay.body + 6), th.TEXT, True)
            name = ability_name(char)
            words = _("{ability} · house").format(ability=name) if ability(char).house else name
            th.label(screen, words, lay.small, (x, r.y + g + lay.body + 8, r.right - g - x, lay.small + 4), th.GOLD,
                     True)
            self.texts.append((screen.blit(th.wrapped(self._text(char), size, text_w), (r.x + g, r.y + g + head)), r))

    @staticmethod
    def _text(char: str) -> str:
        # "house" is said over the text (in either language: a card's text may not be translated yet)
        return ability_text(char).removeprefix(_("House ability. ")).removeprefix("House ability. ")

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        return super().boxes() + [("left", self.left), ("abilities", self.right)]


def fitting_size(texts: list[str], width: int, height: int, largest: int, each: bool = False) -> int:
    """The largest size down to the floor at which the texts fit `height` (`each`: every one
    of them alone, as in its own box; else all of them together)."""
    size = largest
    while size > th.MIN_TEXT and not _fit(texts, size, width, height, each):
        size -= 1
    return size


def _fit(texts: list[str], size: int, width: int, height: int, each: bool) -> bool:
    heights = [sum(len(th.wrap(part, size, width)) for part in t.split("\n")) * th.line_height(size) for t in texts]
    return max(heights) <= height if each else sum(heights) <= height

