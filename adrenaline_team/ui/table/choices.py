"""Input to choice: the pending decision's answers as a person picks them, each kind of answer
offered one way, whatever the weapon, the card or the number of answers:

- a thing on the table (a character, a weapon card, a powerup card in the hand): ringed where
  it lies (a click there picks it) AND an answer button with its words, so the answers are
  always all read in one place. An answer is ringed at the thing that tells it apart from the
  other answers, the most specific first: a card (a powerup to play, a spawn's discard, a
  grenade) before a character, a character (a target, who acts) before the square it stands on.
- a square (where to move, where an effect acts): ringed on the map only. A square is read
  where it lies, and a move can reach a dozen of them: as buttons they would page and say
  less than the map.
- a weapon's effect and a payment: an answer button only, naming the effect and its cost, or
  what is paid. An effect is not a thing on the table (the card's boxes are not places one
  can click), and a payment spends: the player reads its words (the table never spends for
  a player, and a card ringed could be a card played rather than paid with).
- every other answer (an action, a direction, done, pass, a player's name): a button.
A place shared by two answers (one card, two players who could reload it) is ringed for
neither: a click there could not say which. The strip over the prompt names only what is on
screen (`where`). Tab / arrows / d-pad move a focus over all answers and Enter / A picks it,
the focus resting first where a reflexive Enter loses nothing (`resting`); `handle` turns one
input event into the choice it picks."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Mapping

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from pygame_gui.core.interfaces import IUIManagerInterface

from ...i18n import N_, _
from ...rules import Choice, Decision, Greyed, Kind
from ...session.play import PlaySession
from ..kit import controls
from ..kit import layout as L
from ..kit import theme as th
from ..kit.layers import Layer
from . import cards
from .hotspots import Place, Regions, Targets, places_of
from .prompt import UNDO_TIP, undo_rect
from .render import Picture

COLS = 3
PAD = 12  # a button's words keep this much of its width free (its rounded edges)
WORDS_ONLY = (Kind.EFFECT, Kind.PAY)  # answered by their buttons alone, never at a place on the table
# the strip over the prompt: where to click, by what is ringed; "its answer": every ringed thing
# but a square has its button too
RINGED = {"figure": N_("Click a ringed character, or pick its answer below"),
          "weapon": N_("Click a ringed weapon card, or pick its answer below"),
          "powerup": N_("Click a ringed powerup card, or pick its answer below")}
RINGED_MIXED = N_("Click a ringed character or card, or pick its answer below")
SQUARES = N_("Click a ringed square on the map")
SQUARES_AND_ANSWERS = N_("Click a ringed square on the map, or pick an answer below")
PLACES_AND_ANSWERS = N_("Click a ringed place on the table, or pick an answer below")
ANSWERS = N_("Pick an answer below · arrows + Enter · Esc undoes · gamepad: d-pad, A picks, B undoes")


def lit_places(d: Decision) -> Callable[[Choice], list[Place]]:
    """Where each answer of `d` is ringed: the first of its places (card, character, square) that
    no other answer shares (a move's answers all name the mover: each is its square); none for
    an effect or a payment."""
    shared = Counter(p for c in d.choices for p in places_of(c))

    def lit(choice: Choice) -> list[Place]:
        if d.kind in WORDS_ONLY:
            return []
        return next(([p] for p in places_of(choice) if shared[p] == 1), [])
    return lit


def resting(d: Decision) -> int:
    """Where the focus rests when `d` comes, before the player moves it: on the answer a
    reflexive Enter can pick and lose nothing. The first that declines (it names nothing on
    the table and spends nothing: Finish the shot, Stay / none, Nobody, Done reloading), else
    the first that spends nothing (no Adrenaline Rush payment ⚡, no cube, no card), else the
    first. The one rule for every question: Enter never pays for a spark the player did not
    pick, nor moves a figure where staying is an answer."""
    for safe in (_declines, _spends_nothing):
        if (i := next((i for i, c in enumerate(d.choices) if safe(c)), None)) is not None:
            return i
    return 0


def _spends_nothing(c: Choice) -> bool:
    return not (c.lightning or c.cubes or c.cards)


def _declines(c: Choice) -> bool:
    return _spends_nothing(c) and c.square is None and c.player is None and not (
        c.figure or c.weapon or c.powerup or c.ammo or c.option or c.source)


class ChoiceInput:
    def __init__(self) -> None:
        self.targets: Targets | None = None  # None while nobody at this screen may choose
        self.answers: list[Choice] = []  # the answers with a button, in the question's order
        self.buttons: list[tuple[UIButton, Choice | None]] = []  # None: the "more choices" button
        self.slots: list[Choice | Greyed] | None = None  # fixed places for the buttons (the actions)
        self.greyed: list[tuple[UIButton, str]] = []  # greyed buttons and their reasons
        # the dimmed table, for these lit places: (window size, the places), the picture
        self._dim: tuple[tuple[tuple[int, int], tuple[tuple[int, ...], ...], int], pygame.Surface] | None = None
        # the figures standing in front of each lit figure, for these targets (`in_front`)
        self._fronts: tuple[Targets | None, dict[tuple[int, int, int, int], list[pygame.Rect] | None]] = (None, {})
        self.order: list[Choice] = []  # the focus ring
        self.centres: Mapping[str, tuple[int, int]] = {}  # where each figure stands on the arena
        self.asked: tuple[object, ...] = ()  # the question the focus is on: who, what, the answers' keys
        self.focus = 0
        self.page = 0
        self.pages = self.per_page = 1

    def offer(self, d: Decision, regions: Regions, ui: IUIManagerInterface,
              slots: list[Choice | Greyed] | None = None, centres: Mapping[str, tuple[int, int]] | None = None,
              first: int = 0) -> None:
        """Take input for `d`, whose places are drawn in `regions`; `slots`: its buttons in fixed
        places, with answers not on offer now greyed there; `centres`: where each figure stands
        on the arena (none in the draft); `first`: an answer the focus starts on instead of the
        resting one (`session.runner.first_answer`: the shared character's last runner)."""
        self.targets = Targets(d, regions, lit_places(d))
        self.centres = centres or {}
        # every answer but a ringed square has its button
        self.answers = [c for c in d.choices if not self.targets.places[c.key]
                        or self.targets.places[c.key][0][0] != "square"]
        self.slots = slots
        # the same question again (a network game's table sent afresh after a rejoin) keeps its focus
        asked = (d.team, d.player, d.kind, d.figure, tuple(c.key for c in d.choices))
        if asked != self.asked:
            self.asked, self.focus, self.page = asked, first or resting(d), 0
        self.order = list(d.choices)
        self.make_buttons(ui)
        if (page := self._page_of(self.order[self.focus])) != self.page:  # the focus rests on a later page
            self.page = page
            self.make_buttons(ui)

    def clear(self) -> None:
        self.targets = None
        self.make_buttons(None)

    def make_buttons(self, ui: IUIManagerInterface | None) -> None:
        """The buttons of the current page (none while there is nothing to choose)."""
        for button, _unused in self.buttons + self.greyed:
            button.kill()
        self.buttons = []
        self.greyed = []
        if self.targets is None or ui is None:
            return
        lay = L.now()
        area, gap, size = lay.choices, 8, lay.body
        items = self.slots or self.answers
        # long labels get fewer, wider columns: a label is read whole, never cut
        widest = max((th.font(size, False, True).size(c.label)[0] for c in items), default=0)
        cols = next((n for n in (COLS, 2) if widest <= (area.w - (n - 1) * gap) // n - PAD), 1)
        if self.slots:
            cols = 2  # fixed places on one page, whatever the words (a cut label has its tooltip)
        width = (area.w - (cols - 1) * gap) // cols
        rows = lay.choice_rows
        row_gap = (area.h - rows * lay.button_h) // max(1, rows - 1)
        per_page = cols * rows
        pages = max(1, -(-len(items) // (per_page - 1))) if len(items) > per_page else 1
        if pages > 1:
            chunk = items[self.page * (per_page - 1):(self.page + 1) * (per_page - 1)]
        else:
            chunk = items

        def cell(i: int) -> pygame.Rect:
            row, col = divmod(i, cols)
            return pygame.Rect(area.x + col * (width + gap), area.y + row * (lay.button_h + row_gap), width,
                               lay.button_h)

        for i, choice in enumerate(chunk):
            text, tip = button_label(choice.label, size, width - PAD, condensed=True)
            if isinstance(choice, Greyed):
                button = UIButton(cell(i), text, ui, object_id="#choice")
                button.disable()  # its reason shows on hover (`reason_at`): a disabled button has no tooltip
                self.greyed.append((button, choice.reason))
                continue
            look = "#rush" if choice.lightning else "#choice"
            self.buttons.append((UIButton(cell(i), text, ui, object_id=look, tool_tip_text=tip), choice))
        if pages > 1:
            more = _("More choices ({page}/{pages})").format(page=self.page + 1, pages=pages) + th.widget_sign(" ▸", " ▶")
            text, tip = button_label(more, size, width - PAD)
            self.buttons.append((UIButton(cell(len(chunk)), text, ui, tool_tip_text=tip), None))
        self.pages, self.per_page = pages, per_page

    def _page_of(self, choice: Choice) -> int:
        assert self.targets is not None
        items = self.slots or self.answers
        if self.pages == 1 or choice not in items:
            return self.page
        return items.index(choice) // (self.per_page - 1)

    def handle(self, event: pygame.event.Event, command: str | None, ui: IUIManagerInterface) -> Choice | None:
        """The choice this event picks, if any (paging and focus moves pick none)."""
        if self.targets is None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, choice in self.buttons:
                if event.ui_element is button:
                    if choice is None:
                        self.page = (self.page + 1) % self.pages
                        self.make_buttons(ui)
                    return choice
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.targets.click(event.pos)
        elif command in controls.FORWARD + controls.BACKWARD:
            self.focus = (self.focus + (1 if command in controls.FORWARD else -1)) % len(self.order)
            page = self._page_of(self.order[self.focus])
            if page != self.page:
                self.page = page
                self.make_buttons(ui)
        elif command == "pick":
            return self.order[self.focus]
        return None

    def reason_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """A greyed answer under `pos`, and why it is not on offer."""
        return next(((b.rect, why) for b, why in self.greyed if b.rect.collidepoint(pos)), None)

    def label_at(self, pos: tuple[int, int]) -> str | None:
        """The label of the choice a click at `pos` picks (tooltips name it)."""
        choice = self.targets.click(pos) if self.targets else None
        return choice.label if choice else None

    def where(self) -> str:
        """How to answer, naming only what is on screen: the kinds of places ringed, and the
        buttons when there are some."""
        if self.targets is None:
            return ""
        ringed = {p[0] for p in self.targets.at}
        things = ringed - {"square"}
        if not ringed:
            return _(ANSWERS)
        if not things:
            return _(SQUARES_AND_ANSWERS if self.answers else SQUARES)
        if "square" in ringed:
            return _(PLACES_AND_ANSWERS)
        return _(RINGED[things.pop()] if len(things) == 1 else RINGED_MIXED)

    def focused_rects(self) -> list[pygame.Rect]:
        """Where the keyboard/gamepad focus is: the focused choice's place and its button."""
        if self.targets is None:
            return []
        choice = self.order[self.focus]
        return self.targets.rects(choice) + [b.rect for b, c in self.buttons if c is choice]

    def draw_lit(self, screen: pygame.Surface) -> None:
        """Every choice that lives on the table, lit where it is: the rest of the table dimmed
        and each place ringed white inside black. No card frame or room uses that, and it
        reads by brightness alone (colour-blind players, greyscale screenshots). A figure is
        lit and ringed round its disc, behind the figures standing in front of it."""
        if self.targets is None:
            return
        rects = [r for choice in self.order for r in self.targets.rects(choice)]
        if not rects:
            return
        lay = L.now()
        key = (screen.get_size(), tuple(map(tuple, rects)), id(self.targets))
        if self._dim is None or self._dim[0] != key:
            shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            for r in rects + [lay.prompt, lay.notice, lay.choices]:
                if self.in_front(r) is None:
                    shade.fill((0, 0, 0, 0), r.inflate(4, 4))
                else:
                    figure_shape(shade, r, (0, 0, 0, 0), 2)
            for r in rects:  # a figure in front of a lit one, not lit itself, stays dimmed
                for f in self.in_front(r) or ():
                    if f not in rects:
                        figure_shape(shade, f, (0, 0, 0, 120))
            self._dim = (key, shade)
        screen.blit(self._dim[1], (0, 0))
        for r in rects:
            front = self.in_front(r)
            if front is None:
                ring(screen, r)
            else:
                ring_figure(screen, r, front, ((0, 0, 0), 6), ((255, 255, 255), 3))

    def draw_focus(self, screen: pygame.Surface) -> None:
        for r in self.focused_rects():
            front = self.in_front(r)
            if front is None:
                pygame.draw.rect(screen, th.FOCUS, r.inflate(12, 12), 3, border_radius=10)
            else:
                ring_figure(screen, r, front, (th.FOCUS, 7))


    def in_front(self, r: pygame.Rect) -> list[pygame.Rect] | None:
        """`in_front` for these targets' places, worked out once (drawn every frame)."""
        if self.targets is None:
            return None
        if self._fronts[0] is not self.targets:
            self._fronts = (self.targets, {})
        known = self._fronts[1]
        at = (r.x, r.y, r.w, r.h)
        if at not in known:
            known[at] = in_front(self.targets.regions, r, self.centres)
        return known[at]


def ring(screen: pygame.Surface, r: pygame.Rect) -> None:
    """The lit place's ring: white inside black, seen on any floor by brightness alone."""
    pygame.draw.rect(screen, (0, 0, 0), r.inflate(12, 12), 3, border_radius=10)
    pygame.draw.rect(screen, (255, 255, 255), r.inflate(6, 6), 3, border_radius=8)


def in_front(regions: Regions, r: pygame.Rect, centres: Mapping[str, tuple[int, int]]) -> list[pygame.Rect] | None:
    """Where `r` is a figure on the arena, the figures standing in front of it (drawn after it
    and overlapping it: five or six on one square stand close); None where it is anything
    else (a card, a square, a player board, a button). A figure's disc is the place of its
    figure centred where it stands (`centres`): its player board and its card in the draft are
    places of the figure too, and a draft card lies inside the map's rectangle."""
    discs = [rect for rect, place, _tip in regions.items
             if place is not None and place[0] == "figure" and centres.get(place[1]) == rect.center]
    if r not in discs:
        return None
    behind = discs.index(r)
    return [d for d in discs[behind + 1:] if (d.centerx - r.centerx) ** 2 + (d.centery - r.centery) ** 2
            < ((d.w + r.w) / 2) ** 2]


def figure_shape(surf: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int, int], grow: int = 0,
                 disc: bool = True) -> None:
    """The shape of the figure whose place is `r` (its disc, `disc` False: its letter badge
    alone) set to `colour` on `surf` (alpha and all: (0, 0, 0, 0) clears it), `grow` px larger."""
    for dx, dy, rad in cards.outline(r.w // 2)[0 if disc else 1:]:
        pygame.draw.circle(surf, colour, (r.centerx + dx, r.centery + dy), rad + grow)


def ring_figure(screen: pygame.Surface, r: pygame.Rect, front: list[pygame.Rect],
                *rings: tuple[th.RGB, int]) -> None:
    """Rings round the figure at `r` (each a colour and how far out of the figure it runs),
    passing under its own letter badge and behind the figures in `front`, so none of their
    faces or letters is crossed."""
    out = max(grow for _colour, grow in rings) + 2
    box = r.inflate(2 * out, 2 * out)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    for colour, grow in rings:
        pygame.draw.circle(surf, colour, (r.centerx - box.x, r.centery - box.y), r.w // 2 + grow, 3)
    figure_shape(surf, r.move(-box.x, -box.y), (0, 0, 0, 0), 1, disc=False)
    for f in front:
        figure_shape(surf, f.move(-box.x, -box.y), (0, 0, 0, 0), 1)
    screen.blit(surf, box)


def action_slots(d: Decision) -> list[Choice | Greyed] | None:
    """A character's actions always in the same places, those not on offer greyed with the
    rule's reason (the question's own `greyed`); None for every other question."""
    if d.kind != Kind.ACTION:
        return None
    return list(d.places())


def button_label(label: str, size: int, width: int, condensed: bool = False) -> tuple[str, str | None]:
    """A button's words cut to its width (the whole label then in its tooltip), measured in the
    face the button draws with (choices: condensed)."""
    label = th.widget_text(label)
    f = th.font(size, False, condensed)
    if f.size(label)[0] <= width:
        return label, None
    cut = label
    while cut and f.size(cut.rstrip() + th.ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + th.ELLIPSIS, html.escape(label)


class UnaskedLayer(Layer):
    """While no question is on this screen, nothing under it answers one: it takes every input."""

    name = "unasked"

    def __init__(self, choices: ChoiceInput):
        self.choices = choices

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        return self.choices.targets is None


class QuestionLayer(Layer):
    """The question, at the bottom of the stack: the input that picks an answer `choose`s it,
    Esc, B and the Undo button at the prompt's end `take_back`; its answers are lit on the
    table, the figure of the character it is about ringed, the focus drawn. `moving()`:
    figures are on the move (none is ringed then)."""

    name = "question"

    def __init__(self, choices: ChoiceInput, picture: Picture, session: PlaySession, moving: Callable[[], bool],
                 choose: Callable[[Choice], object], take_back: Callable[[], None]):
        self.choices, self.picture, self.session, self.moving = choices, picture, session, moving
        self.choose, self.take_back = choose, take_back
        self.ui: IUIManagerInterface | None = None
        self.undo: UIButton | None = None

    def build(self, ui: IUIManagerInterface) -> None:
        self.ui = ui
        self.undo = UIButton(undo_rect(), th.widget_sign("↶ ", "← ") + _("Undo"), ui, tool_tip_text=_(UNDO_TIP))

    def light_undo(self, able: bool) -> None:
        """Undo lit (`able`: Esc would undo now) or greyed."""
        if self.undo is not None and able != self.undo.is_enabled:
            self.undo.enable() if able else self.undo.disable()

    def cover(self, covered: bool) -> None:
        """Undo hidden while something lies over its place (the menu's panel), or shown again."""
        if self.undo is not None:
            self.undo.hide() if covered else self.undo.show()

    def take(self, event: pygame.event.Event, command: str | None) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.undo:
            self.take_back()
            return True
        assert self.ui is not None, "built"
        choice = self.choices.handle(event, command, self.ui)
        if choice is not None:
            self.choose(choice)
        elif command == "back":
            self.take_back()
        return True

    def draw(self, screen: pygame.Surface) -> None:
        self.choices.draw_lit(screen)
        if (figure := self.figure()) is not None:
            ring_figure(screen, figure, in_front(self.picture.regions, figure, self.picture.centres) or [],
                        ((255, 255, 255), 4))
        self.choices.draw_focus(screen)  # under the coach's HINT tags and the widgets' tooltips

    def figure(self) -> pygame.Rect | None:
        """Where the figure of the character the question is about stands on the arena (its
        ring goes round it at its own size, smaller in a crowd); None when it is not there or
        while figures move."""
        d = self.session.game.pending
        centres = self.picture.centres
        if d is None or d.figure not in centres or self.moving():
            return None
        centre = centres[d.figure]
        return next((r for r in self.picture.regions.rects(("figure", d.figure)) if r.center == centre), None)  # not its board
