"""The new-game screen: everything already filled in, so Start (Enter, or A on a gamepad)
plays at once; arena with a preview, each team's players, and for each player seat a name
and who plays it (a person, or the computer at a level: one person can play one character
beside computer teammates), the reward tile, the seed, motion and sound; and the rules tour,
whose positions each set up one Team Play rule to try as a lesson (`ui.lesson`).

Every control is a field of one focus ring (`fields.Form`), so the whole screen works by
mouse, by keyboard alone and by gamepad alone."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypedDict

import pygame
from pygame_gui.elements import UILabel

from ...arena import ARENA_NAMES, load_arena
from ...catalog.loader import card_set
from ...i18n import _
from ...places import shown, user_cards
from ...positions import TourPosition, tour
from ...rules import GameConfig, PlayerConfig
from ...rules.cards import catalog
from ...rules.gate import MAX_NAME, MAX_SEED
from ...rules.state import TEAMS, Team
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Entry, Field, Form, Picker
from ..kit.scene import Scene, screen
from ..kit.sound_fields import SoundFields
from ..lesson import Lesson
from ..table.arena_view import floor_layer

if TYPE_CHECKING:
    from ..app import App

PERSON = "Person"
COUNTS = ["1 player", "2 players", "3 players"]
LEVELS = ("easy", "normal", "hard")  # the computer levels a seat offers (the other bots are for tests)
DEFAULT_LEVEL = "normal"
MOTION = {"Motion: full": False, "Motion: reduced (fades)": True}
DEFAULT_NAMES = {"black": ["Ash", "Bo", "Cy"], "white": ["Dee", "Eli", "Fay"]}
# a gamepad cannot type: it steps through these
NAME_POOL = DEFAULT_NAMES["black"] + DEFAULT_NAMES["white"] + ["Gil", "Hal", "Ivy", "Jo", "Kit", "Lou"]
RANDOM_TILE = "Random (drawn at setup)"


def seat_label(bot: str | None) -> str:
    """A seat picker's words for a person (None) or a computer level; a save's other bot
    names show as the default level."""
    if bot is None:
        return PERSON
    return f"Computer: {bot if bot in LEVELS else DEFAULT_LEVEL}"


SEATS = {seat_label(b): b for b in (None, *LEVELS)}  # a seat picker's words -> who plays the seat
SEATS_NOTE = ("Each computer seat plays its own character; the team's questions (who acts next, heals, "
              "rewards, reloads) are the people's.")


def cards_words() -> str:
    """Which cards are played: the DLC's printed ones are not reproduced here."""
    cards = card_set()
    if cards.files:
        return _("{set} over the house set (the DLC's printed abilities, character weapons and reward tiles are "
                 "not reproduced here)").format(set=cards.words())
    return _("{set} (the DLC's printed abilities, character weapons and reward tiles are not reproduced here) · "
             "put your own cards in {folder}").format(set=cards.words(), folder=shown(user_cards()))


class TeamValues(TypedDict):
    """What a team's part of the form shows."""

    count: str
    seats: list[str]
    names: list[str]


class FormValues(TypedDict):
    """What the form shows, kept while a resize builds it anew."""

    arena: str
    reward: str
    seed: str
    motion: str
    focus: str  # the focused field's name (`NewGameScene.named_fields`)
    black: TeamValues
    white: TeamValues


class TeamFields(TypedDict):
    """A team's fields: its number of players, and each seat's name and who plays it."""

    count: Picker
    names: list[Entry]
    seats: list[Picker]


class Columns:
    """The new-game screen's places for the window's size: the two teams on the left, the
    arena, the settings and Start in the middle, the rules tour and its caption on the right."""

    def __init__(self) -> None:
        lay = L.now()
        W, H = lay.size
        g = lay.gap
        self.row = row = max(30, lay.u(44))
        self.title = pygame.Rect(0, g, W, lay.title + g)
        self.sub = pygame.Rect(0, self.title.bottom, W, lay.body + g)
        self.cards = pygame.Rect(g, self.sub.bottom, W - 2 * g, lay.small + g // 2)  # which cards are played
        top = self.cards.bottom + g
        bottom = H - g - (lay.body + g)  # the hint line under everything
        col = (W - 4 * g) // 3
        team_h = (bottom - top - g) // 2
        self.team: dict[Team, pygame.Rect] = {"black": pygame.Rect(g, top, col, team_h),
                                              "white": pygame.Rect(g, top + team_h + g, col, team_h)}
        self.mid = pygame.Rect(2 * g + col, top, col, bottom - top)
        right = pygame.Rect(3 * g + 2 * col, top, W - 4 * g - 2 * col, bottom - top)
        tour_h = min(right.h * 3 // 5, lay.big + 2 * g + 8 * (row + 4))
        self.tour = pygame.Rect(right.x, right.y, right.w, tour_h)
        self.caption = pygame.Rect(right.x, self.tour.bottom + g, right.w, right.bottom - self.tour.bottom - g)
        self.hint = pygame.Rect(0, bottom + g // 4, W, lay.body + 8)
        m = self.mid.inflate(-2 * g, -2 * g)
        self.arena = pygame.Rect(m.x, m.y, m.w, row)
        tail = 5 * (row + g // 2) + max(row, lay.u(64)) + row + 2 * g
        self.preview = pygame.Rect(m.x, self.arena.bottom + g // 2, m.w, m.bottom - self.arena.bottom - tail)
        y = self.preview.bottom + g
        self.reward = pygame.Rect(m.x, y, m.w, row)
        y += row + g // 2
        half = (m.w - g) // 2
        self.seed_label = pygame.Rect(m.x, y, half // 2, row)
        self.seed = pygame.Rect(m.x + half // 2, y, half - half // 2, row)
        self.motion = pygame.Rect(m.x + half + g, y, m.w - half - g, row)
        y += row + g // 2
        self.sound = pygame.Rect(m.x, y, m.w, row)
        y += row + g
        self.start = pygame.Rect(m.x, y, m.w, max(row, lay.u(64)))
        y = self.start.bottom + g // 2
        self.saved = pygame.Rect(m.x, y, (m.w - g) // 2, row)
        self.quit = pygame.Rect(self.saved.right + g, y, m.w - self.saved.w - g, row)


@screen("newgame")
class NewGameScene(Scene):
    def __init__(self, app: App, config: GameConfig | None = None, notice: str = ""):
        """`config`: the last game's, to play again with the same players; `notice`: one line
        to show (a bad autosave)."""
        super().__init__(app)
        self.notice = notice or app.settings_error
        teams = {}
        for team in TEAMS:
            ps = config.players(team) if config else []
            teams[team] = TeamValues(
                count=COUNTS[max(0, len(ps) - 1)],
                # a replay starts from the last game's players and seats
                seats=[seat_label(p.bot) for p in ps] + [PERSON] * (3 - len(ps)),
                names=[p.name for p in ps] + DEFAULT_NAMES[team][len(ps):])
        self.values = FormValues(
            arena=f"Arena {config.arena if config else 'A'}",
            reward=RANDOM_TILE,
            seed=str(random.randrange(10**6)),
            motion=next(k for k, v in MOTION.items() if v == app.settings.reduced_motion),
            focus="start",
            black=teams["black"], white=teams["white"])
        self.hovered: TourPosition | None = None
        self.previews: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self.build()

    def _keep(self) -> None:
        """Remember what the form shows (a resize builds it anew)."""
        self.values.update({"arena": self.arena.value, "reward": self.reward.value, "seed": self.seed.value,
                            "motion": self.motion.value})
        for team, w in self.teams.items():
            self.values[team] = TeamValues(count=w["count"].value, seats=[s.value for s in w["seats"]],
                                           names=[e.value for e in w["names"]])
        named = {id(f): n for n, f in self.named_fields().items()}
        self.values["focus"] = named.get(id(self.form.focused), "start")

    def relayout(self) -> None:
        self._keep()
        super().relayout()

    def named_fields(self) -> dict[str, Field]:
        out: dict[str, Field] = {"arena": self.arena, "reward": self.reward, "seed": self.seed, "motion": self.motion,
                                 "sound": self.sound.mute, "volume": self.sound.volume,
                                 "start": self.start, "quit": self.quit}
        for team, w in self.teams.items():
            out[f"{team}.count"] = w["count"]
            out.update({f"{team}.name{i}": e for i, e in enumerate(w["names"])})
            out.update({f"{team}.seat{i}": s for i, s in enumerate(w["seats"])})
        out.update({f"tour{i}": b for i, b in enumerate(self.tour)})
        out["saved"] = self.saved
        return out

    def build(self) -> None:
        ui, v, lay = self.ui, self.values, L.now()
        c = self.cols = Columns()
        g, row = lay.gap, c.row
        UILabel(c.title, "ADRENALINE · TEAM PLAY", ui, object_id="#title")
        if not self.notice:  # a notice (a bad autosave) takes the line under the title
            UILabel(c.sub, "Two teams, six characters, one damage buffer each. Each seat a person (hot-seat on one "
                    "screen) or the computer.", ui)
        self.arena = Picker([f"Arena {n}" for n in ARENA_NAMES], v["arena"], c.arena, ui)
        self.teams: dict[Team, TeamFields] = {}
        fields: list[Field] = []
        for team in TEAMS:
            box = c.team[team].inflate(-2 * g, -2 * g)
            tv = v[team]
            UILabel(pygame.Rect(box.x, box.y, box.w, row), f"{team.upper()} TEAM", ui, object_id="#heading")
            half = (box.w - g) // 2
            y = box.y + row + g // 2

            def line(i: int) -> int:
                return y + (1 + i) * (row + g // 2)
            w = TeamFields(
                count=Picker(COUNTS, tv["count"], pygame.Rect(box.x, y, half, row), ui),
                # one seat a line, under the team's size: its name and who plays it
                names=[Entry(tv["names"][i], pygame.Rect(box.x, line(i), half, row), ui,
                             pool=NAME_POOL, limit=MAX_NAME) for i in range(3)],
                seats=[Picker(list(SEATS), tv["seats"][i], pygame.Rect(box.x + half + g, line(i), box.w - half - g, row),
                              ui) for i in range(3)],
            )
            self.teams[team] = w
            fields += [w["count"], *(f for pair in zip(w["names"], w["seats"]) for f in pair)]
        tiles = catalog().reward_tiles
        self.reward_names: dict[str, str | None] = {RANDOM_TILE: None}
        self.reward_names.update({f"Flush reward: {t.name}{' (house)' if t.house else ''}": tid
                                  for tid, t in tiles.items()})
        self.reward = Picker(list(self.reward_names), v["reward"], c.reward, ui)
        UILabel(c.seed_label, "Seed", ui)
        self.seed = Entry(v["seed"], c.seed, ui, numbers=True, limit=len(str(MAX_SEED)))
        self.motion = Picker(list(MOTION), v["motion"], c.motion, ui)
        self.sound = SoundFields(c.sound, ui, self.app.sound)
        self.start = Button("START", c.start, ui, "#start", "Start the game (Enter / gamepad A)")
        self.quit = Button("Quit", c.quit, ui)
        self.saved = Button(_("Saved games…"), c.saved, ui, None, _("Finished games, exports and games set aside"))
        t = c.tour.inflate(-2 * g, -2 * g)
        UILabel(pygame.Rect(t.x, t.y, t.w, row), "RULES TOUR", ui, object_id="#heading")
        step = (t.bottom - t.y - row - g // 2) // 8
        self.tour = {Button(f"{i + 1} · {p.title}", pygame.Rect(t.x, t.y + row + g // 2 + i * step, t.w, step - 4),
                            ui, "#tour"): p for i, p in enumerate(tour())}
        UILabel(c.hint, "Mouse, keyboard (arrows / Tab move, left / right change, Enter) or gamepad (d-pad, A) · "
                "F11 full screen", ui)
        fields = [self.arena, *fields, self.reward, self.seed, self.motion, *self.sound.fields, *self.tour,
                  self.start, self.saved, self.quit]
        self.form = Form(ui, fields, focus=self.named_fields().get(v["focus"], self.start))
        self._sync()

    def _sync(self) -> None:
        """Show only the seats of players that play."""
        for w in self.teams.values():
            n = int(w["count"].value[0])
            for i, (entry, seat) in enumerate(zip(w["names"], w["seats"])):
                entry.show(i < n)
                seat.show(i < n)

    def _motion_changed(self) -> None:
        """The motion setting is kept for the next games too."""
        reduced = MOTION[self.motion.value]
        if reduced != self.app.settings.reduced_motion:
            self.app.settings.reduced_motion = reduced
            if self.app.saves:
                self.app.settings.save()

    def config(self) -> tuple[GameConfig, int]:
        teams: dict[Team, list[PlayerConfig]] = {}
        for team, w in self.teams.items():
            n = int(w["count"].value[0])
            teams[team] = [PlayerConfig(name=w["names"][i].value.strip() or DEFAULT_NAMES[team][i],
                                        bot=SEATS[w["seats"][i].value]) for i in range(n)]
        arena = self.arena.value[-1]
        reward = self.reward_names[self.reward.value]
        seed = int(self.seed.value or 0)
        return GameConfig(arena=arena, black=teams["black"], white=teams["white"], reward_tile=reward), seed

    def begin(self) -> None:
        config, seed = self.config()
        self.app.form = config
        self.app.switch("play", config, seed)

    def begin_tour(self, p: TourPosition) -> None:
        """The lesson's caption first (Start, Back); this form waits as it is."""
        self.app.switch("lesson", Lesson(tour().index(p), home=self))

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        typing = self.form.typing(event)
        self.ui.process_events(event)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((p for b, p in self.tour.items() if b.rect.collidepoint(event.pos)), None)
        if self.form.handle(event, command):
            self._sync()
            self._motion_changed()
            self.sound.apply()
        elif command == "back" and not typing:
            self.form.focus(self.start)
        if self.start.pressed:
            self.begin()
        elif self.quit.pressed:
            self.app.running = False
        elif self.saved.pressed:
            self.saved.pressed = False
            self.app.switch("saved", back=self)
        for button, p in self.tour.items():
            if button.pressed:
                self.begin_tour(p)

    def _preview(self) -> pygame.Surface:
        key = (self.arena.value[-1], L.now().size)
        if key not in self.previews:
            self.previews[key], _ = floor_layer(load_arena(key[0]), self.cols.preview)
        return self.previews[key]

    def _draw_caption(self, screen: pygame.Surface) -> None:
        """The caption of the tour position under the focus (or the mouse)."""
        lay = L.now()
        focused = self.form.focused
        p = (self.tour.get(focused) if isinstance(focused, Button) else None) or self.hovered
        box = self.cols.caption
        g = lay.gap
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.EDGE, box, 1, border_radius=lay.radius_large)
        inner = box.inflate(-2 * g, -2 * g)
        line = lay.px(24) + 6
        if p is None:
            title = _("TRY A RULE")
            words = _("Each position of the tour sets up one Team Play rule on a real table: pick one to read what "
                      "it shows, then start it, play the move, and the table says what the rule did.")
        else:
            title, words = _(p.title), _(p.text)  # the rule by its name, never its clause id
        th.label(screen, title, lay.px(24), (inner.x, inner.y, inner.w, line), th.GOLD, True)
        y = inner.y + line
        foot = lay.small + 6 if p else 0
        body = th.wrapped(words, lay.body, inner.w)
        screen.blit(body, (inner.x, y + 4), area=pygame.Rect(0, 0, inner.w, max(0, inner.bottom - foot - y - 4)))
        if p:
            th.label(screen, _("Enter / A / click: open this lesson (then Start, or Back)"), lay.small,
                     (inner.x, inner.bottom - foot, inner.w, foot), th.HILITE)

    def _draw_seats_note(self, screen: pygame.Surface, team: Team, box: pygame.Rect) -> None:
        """Under a team's seats, when people and the computer share it: who answers what."""
        seats = [s.value for s in self.teams[team]["seats"] if s.visible]
        if PERSON not in seats or len(set(seats)) == 1:
            return
        lay = L.now()
        below = max(s.rect.bottom for s in self.teams[team]["seats"] if s.visible) + lay.gap
        inner = pygame.Rect(box.x + 2 * lay.gap, below, box.w - 4 * lay.gap, box.bottom - lay.gap - below)
        words = th.wrapped(SEATS_NOTE, lay.small, inner.w, th.DIM)
        screen.blit(words, inner.topleft, area=pygame.Rect(0, 0, inner.w, max(0, inner.h)))

    def draw(self, screen: pygame.Surface) -> None:
        lay = L.now()
        screen.fill(th.BG)
        for team, box in self.cols.team.items():
            pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
            pygame.draw.rect(screen, th.TEAM[team], box.inflate(-4, -4), 3, border_radius=lay.radius_large)
            self._draw_seats_note(screen, team, box)
        for box in (self.cols.mid, self.cols.tour):
            pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        screen.blit(self._preview(), self.cols.preview)
        self._draw_caption(screen)
        th.label(screen, cards_words(), lay.small, self.cols.cards, th.DIM, False, "center")
        if self.notice:
            th.label(screen, self.notice, lay.body, self.cols.sub.inflate(-2 * lay.gap, 0), th.DANGER, True, "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        c = self.cols
        return super().boxes() + [("team black", c.team["black"]), ("team white", c.team["white"]),
                                  ("middle", c.mid), ("tour", c.tour), ("caption", c.caption),
                                  ("preview", c.preview), ("cards", c.cards)] + ([("notice", c.sub)] if self.notice else [])
