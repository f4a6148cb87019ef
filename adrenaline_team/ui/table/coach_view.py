"""The coach at the table: the Hint button (H, gamepad Y) asks the expert level about the
question a person faces (`ai/coach.py`). Its answer is lit on the table in green and takes
the keyboard focus (Enter still has to pick it: the table never acts for a player); a small
panel beside the board (at the top of the side not on show, under a rule's caption) gives the
reason, the next two answers with how much worse they are, and the whole turn it plans.

The expert level plans a whole turn and the other team's reply for every answer, which can
take seconds: it thinks in the worker process the computer seats use (`thinker`), so the
window keeps drawing, and the panel says it is thinking. A hint is for one question: the next decision, an undo or a
second press of the button puts it away, so a hand-off never shows it to the other team."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...ai.coach import Hint
from ...i18n import N_, _
from ...rules.observe import Observation
from ...rules.state import Team
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from ...session.play import PlaySession
from ...session.thinker import COACH, Thinker
from ..words import team_word
from .arena_view import walls
from .choices import ChoiceInput
from .draft_view import draw_worth
from .hotspots import Regions
from .render import Picture
from .topbar import tool_button

if TYPE_CHECKING:
    from ..app import App

HINT = (110, 230, 140)  # the coach's green: apart from the gold of every legal choice
HINT_TIP = N_("<b>Hint</b> (H / gamepad Y): what the computer's expert level would answer, and why. It knows only "
              "what your team can see. Press again to put it away.")


# what the numbers the coach puts on the draft's cards are (`draft_view.draw_worth`)
WORTH = N_("The number on each card: what the character with its weapon is measured to be worth to its team, in "
           "points a game")
PAD_X, PAD_Y = 10, 6  # the panel's words from its edge


def panel_rect(team: str, top: int, need: int = 0) -> pygame.Rect:
    """The coach's panel: on `team`'s side, from `top` down, room for its eight lines or for
    `need` px of words (and its padding), as far as the side goes."""
    lay = L.now()
    side = lay.side[team].inflate(-lay.gap, -lay.gap)
    h = min(side.bottom - top, max(lay.u(300), 9 * (lay.small + 6), need + 2 * PAD_Y))
    return pygame.Rect(side.x, top, side.w, h)


def tag_spot(size: tuple[int, int], lit: pygame.Rect, clear: list[pygame.Rect], open_areas: list[pygame.Rect]
             ) -> pygame.Rect | None:
    """Where the HINT tag goes on the ring around `lit`: the first spot that stays in the window
    and covers none of `clear` (what a player reads) — just out of `lit` over the ring's top
    edge (as a tab), its bottom edge, at their middle then their ends, over its sides, then at
    its corners, out of both edges, where that lies in one of `open_areas` (the arena and the
    answers, where everything readable is in `clear`; a side's texts are not all there), then
    inside `lit` at its lower right corner (a player board's values row ends short of it), its
    upper right, then its lower left, rising as far as its middle (on a slim player board, over
    the character's portrait, above its poison and mind control tokens and under its letter: a
    board packed between its neighbours is still tagged, not only ringed). None: no such spot."""
    lay = L.now()
    w, h = size
    outside = [pygame.Rect(x, y, w, h) for y in (lit.y - 1 - h, lit.bottom + 1)
               for x in (lit.centerx - w // 2, lit.x, lit.right - w)]
    outside += [pygame.Rect(x, lit.centery - h // 2, w, h) for x in (lit.right + 1, lit.x - 1 - w)]
    outside += [pygame.Rect(x, y, w, h) for y in (lit.y - 1 - h, lit.bottom + 1) for x in (lit.right + 1, lit.x - 1 - w)]
    inside = [pygame.Rect(lit.right - 4 - w, y, w, h) for y in (lit.bottom - 3 - h, lit.y + 3)]
    inside += [pygame.Rect(lit.x + 4, y, w, h) for y in range(lit.bottom - 3 - h, lit.centery - h // 2 - 1, -2)]
    for spot in outside:
        if lay.window.contains(spot) and any(a.contains(spot) for a in open_areas) and spot.collidelist(clear) < 0:
            return spot
    for spot in inside:
        if lit.contains(spot) and spot.collidelist(clear) < 0:
            return spot
    return None


class CoachView:
    def __init__(self, app: App):
        self.app = app
        self.thinker: Thinker[Hint | None] | None = None
        self.hint: Hint | None = None
        self.choices: ChoiceInput | None = None  # the input the hint is lit in
        self.clock = 0.0  # for the thinking dots
        self.button: UIButton | None = None

    def build(self, ui: pygame_gui.UIManager, shown: bool) -> None:
        """`shown`: somebody plays at this table (a demonstration has no use for hints)."""
        self.button = tool_button(1, ui, _(HINT_TIP))
        self.button.disable()
        if not shown:
            self.button.hide()

    @property
    def busy(self) -> bool:
        return self.thinker is not None

    def ask(self, seen: Observation | None, choices: ChoiceInput) -> None:
        """Ask about the question in `seen` (the observation of the team it is asked of);
        asked again while shown, the hint goes away."""
        if self.busy or self.hint is not None:
            self.forget()
            return
        self.choices = choices
        self.clock = 0.0
        # a new thinker each time: an answer to a question since put away is never taken for this one's
        self.thinker = Thinker(COACH, 0, self.app.worker())
        self.thinker.start(seen)
        self.update(0.0, True)

    def forget(self) -> None:
        self.thinker = None
        self.hint = None

    def update(self, dt: float, able: bool) -> None:
        """Collect the answer once it comes; the button is lit only while a person decides."""
        if self.button is not None and able != self.button.is_enabled:
            self.button.enable() if able else self.button.disable()
        if self.thinker is None:
            return
        self.clock += dt
        answer = self.thinker.result()
        if answer is not None:
            self.thinker = None
            self.hint = answer
            self._focus(answer)

    def _focus(self, hint: Hint) -> None:
        """The keyboard focus goes to the hinted answer: Enter takes it, if the person wants."""
        c = self.choices
        if c is None or c.targets is None:
            return
        keys = [ch.key for ch in c.order]
        if hint.choice.key in keys:
            c.focus = keys.index(hint.choice.key)
            page = c._page_of(c.order[c.focus])
            if page != c.page:
                c.page = page
                c.make_buttons(self.button.ui_manager if self.button else None)

    def lit(self) -> list[pygame.Rect]:
        """Where the hinted answer is: its places on the table, or its button."""
        c = self.choices
        if self.hint is None or c is None or c.targets is None:
            return []
        choice = next((ch for ch in c.order if ch.key == self.hint.choice.key), None)
        if choice is None:
            return []
        return c.targets.rects(choice) or [b.rect for b, ch in c.buttons if ch is choice]

    def draw(self, screen: pygame.Surface, team: str, top: int, regions: Regions, covered: list[pygame.Rect]
             ) -> list[pygame.Rect]:
        """The hinted answer ringed where it is, each ring tagged where the tag covers nothing a
        player reads (`tag_spot`: the table's `regions` but its squares' floors, and what is
        `covered`: the arena's walls, what lies over the table), and the panel on `team`'s side
        from `top`. Returns where the tags went."""
        if self.thinker is None and self.hint is None:
            return []
        lay = L.now()
        rects = self.lit()
        worths = [draw_worth(screen, card, value, HINT) for c, value in (self.hint.worth if self.hint else ())
                  for card in regions.rects(("character", c))]
        blocks = self._words(panel_rect(team, top).w - 2 * PAD_X)
        panel = panel_rect(team, top, sum(b.get_height() + gap for b, gap in blocks))
        others = [b.rect for b, _choice in self.choices.buttons + self.choices.greyed] if self.choices is not None else []
        clear = [r for r, place, _tip in regions.items if (place is None or place[0] != "square") and r not in rects]
        clear += [r for r in others if r not in rects] + covered + worths + [panel, lay.top, lay.notice, lay.prompt]
        # a figure in the arena is read whole: its own tag never goes over its face and letter (a
        # card's or a board's tag may: it sits in a corner clear of the card's words; a draft card
        # stands for its figure too)
        cards = [r for r, place, _tip in regions.items if place is not None and place[0] == "character"]
        pieces = [r for r, place, _tip in regions.items
                  if place is not None and place[0] == "figure" and lay.centre.contains(r) and r not in cards]
        tags: list[pygame.Rect] = []
        for r in rects:
            pygame.draw.rect(screen, HINT, r.inflate(16, 16), 4, border_radius=12)
            if any(o is not r and o.contains(r) for o in rects):
                continue  # a figure on its lit square: one tag for both
            tag = th.text(_("HINT"), lay.small, th.BG, True)
            itself = [r] if r in pieces else []
            box = tag_spot(tag.get_rect().inflate(8, 2).size, r, clear + tags + itself, [lay.centre, lay.choices])
            if box is None:
                # nowhere that hides nothing (a figure in a full square in a room's corner): the
                # coach's green ring alone; the character's board beside is tagged, the panel names it
                continue
            pygame.draw.rect(screen, HINT, box, border_radius=4)
            th.blit_center(screen, tag, box.center)
            tags.append(box)
        self._panel(screen, panel, blocks)
        return tags

    def _words(self, width: int) -> list[tuple[pygame.Surface, int]]:
        """The panel's words `width` px wide, block by block, each with the gap under it: who
        asked, the answer, why, the next two (or that the coach is still thinking)."""
        lay = L.now()
        hint = self.hint
        if hint is None:
            dots = "." * (1 + int(self.clock * 3) % 3)
            return [(th.wrapped(_("COACH · the expert level is planning the turn") + dots, lay.body, width, HINT), 0)]
        # on two lines where the side is narrow: the panel stands beside the board now
        out = [(th.lines(_("COACH · the expert level's answer for {team} (H hides)").format(team=team_word(hint.team)),
                         lay.small, width, 2, HINT), 2),
               (th.fit(f"▶ {hint.choice.label}", lay.body, width, th.TEXT, True), 6),
               (th.wrapped(hint.reason, lay.small, width, th.TEXT), 4)]
        if hint.worth:
            out.append((th.wrapped(_(WORTH), lay.small, width, HINT), 4))
        for alt in hint.alternatives:
            worse = _("as good") if alt.worse < 0.05 else _("{points:.1f} points worse").format(points=alt.worse)
            out.append((th.lines(_("or {answer}: {worse}").format(answer=alt.choice.label, worse=worse), lay.small,
                                 width, 2, th.DIM), 2))  # on two lines where one would cut it
        if hint.line:  # last: the panel keeps whole blocks, and the planned turn is the longest
            out.append((th.wrapped(hint.planned.text + "\n" + hint.best_line, lay.small, width, th.DIM), 0))
        return out

    def _panel(self, screen: pygame.Surface, box: pygame.Rect, blocks: list[tuple[pygame.Surface, int]]) -> None:
        """The words in the panel, whole blocks only: a block the side has no room for is left
        off rather than cut through a line."""
        lay = L.now()
        pygame.draw.rect(screen, th.PANEL_LIGHT, box, border_radius=lay.radius)
        pygame.draw.rect(screen, HINT, box, 2, border_radius=lay.radius)
        inner = box.inflate(-2 * PAD_X, -2 * PAD_Y)
        y = inner.y
        for surf, gap in blocks:
            if y + surf.get_height() > inner.bottom:
                rows = (inner.bottom - y) // th.line_height(lay.small)
                if rows > 0:  # the lines that fit, whole
                    screen.blit(surf, (inner.x, y), area=pygame.Rect(0, 0, inner.w, rows * th.line_height(lay.small)))
                break
            screen.blit(surf, (inner.x, y))
            y += surf.get_height() + gap


class CoachLayer(Layer):
    """The coach at the table: its button (H, gamepad Y) asks about the session's question, lit
    only while a person may answer it (`able()`); the hint is drawn over the table, its panel
    on the side not on show (`aside()`), its tags off the arena's walls and what lies beside
    the board (`covered()`)."""

    name = "coach"

    def __init__(self, coach: CoachView, session: PlaySession, choices: ChoiceInput, picture: Picture,
                 able: Callable[[], bool], aside: Callable[[], Team], covered: Callable[[], list[pygame.Rect]]):
        self.coach, self.session, self.choices, self.picture = coach, session, choices, picture
        self.able, self.aside, self.covered = able, aside, covered
        self.walls: list[pygame.Rect] = []

    def build(self, ui: pygame_gui.UIManager) -> None:
        self.coach.build(ui, shown=bool(self.session.people))  # a demonstration has no use for hints
        self.walls = [seg for seg, _door in walls(self.picture.geo)]

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if command == "hint" or event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.coach.button:
            self.coach.ask(self.session.observation(), self.choices)
            return True
        return False

    def update(self, dt: float) -> bool:
        self.coach.update(dt, self.able())
        return False

    def draw(self, screen: pygame.Surface) -> None:
        aside = self.aside()
        self.coach.draw(screen, aside, L.now().side[aside].y + L.now().gap // 2, self.picture.regions,
                        self.walls + self.covered())
