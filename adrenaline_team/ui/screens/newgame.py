"""The new-game screen: everything already filled in, so Start (Enter, or A on a gamepad)
plays at once; arena with a preview, each team's players, and for each player seat a name
and who plays it (a person, or the computer at a level: one person can play one character
beside computer teammates), the reward tile, the seed, motion and sound; and the rules tour,
whose positions each set up one Team Play rule to try as a lesson (`ui.lesson`), headed by the
first-game setup (`screens.firstgame`), and the tactics puzzles (`screens.puzzles`); under the
arena, how long a game of the teams chosen usually takes (`session.length`). A seat may
also be a person at another computer: the game is then hosted on the network from this
window (`session.hosting`), and "Join a network game" plays a game another computer hosts.

Every control is a field of one focus ring (`fields.Form`), so the whole screen works by
mouse, by keyboard alone and by gamepad alone."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypedDict

import pygame
from pygame_gui.elements import UILabel

from ...arena import ARENA_NAMES, load_arena
from ...catalog.loader import card_set
from ... import i18n
from ...i18n import N_, _, ngettext
from ...places import shown, user_cards
from ...positions import TourPosition, tour
from ...rules import Game, GameConfig, PlayerConfig
from ...rules.cards import catalog
from ...rules.gate import MAX_NAME, MAX_SEED
from ...rules.state import SEAT_NAMES, TEAMS, Team, seat_name
from ..kit import controls
from ..kit import layout as L
from ..kit import theme as th
from ..kit.fields import Button, Entry, Field, Form, Picker
from ..kit.scene import Scene, ToConnect, ToFirstGame, ToJoin, ToLesson, ToNewGame, ToPlay, ToPuzzles, ToSaved, screen
from ..kit.sound_fields import SoundFields
from ...session.hosting import HostingError, host_game
from ...session.lesson import Lesson, left_out as lessons_left_out
from ...session.length import length_words
from ...session.puzzle import ABOUT
from ...session.play import PACE
from ..table.arena_view import floor_layer
from ..table.choices import button_label
from ..words import LANGUAGE_WORDS, team_title, tile_name

if TYPE_CHECKING:
    from ..app import App

# The form's values are keys, worded where shown (`Picker(words=...)`): a change of language
# words them anew and keeps what the player chose.
PERSON = "person"
LEVELS = ("easy", "normal", "hard", "expert")  # the computer levels a seat offers (the other bots are for tests)
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "expert": N_("expert")}
DEFAULT_LEVEL = "normal"
SEATS = (PERSON, *LEVELS)
REMOTE = "network"  # a person's seat, taken from their own computer: the game is hosted; last: one step left of a person
PHONE = "phone"  # a person's seat played on their phone (issue 43): a team's people all, or none
NETWORK_NOTE = N_("The seats of people on the network are taken from their own computers: Start hosts the game "
                  "on the network, and the people here play their team at this window.")
PHONE_NOTE = N_("Hands on phones: each of this team's people plays on their own phone, and this screen shows the "
                "table; Start shows each seat's code to scan.")
COUNTS = ("1", "2", "3")
MOTION = {"full": False, "reduced": True}  # the picker's key -> reduced motion
MOTION_WORDS = {"full": N_("Motion: full"), "reduced": N_("Motion: reduced (fades)")}
MOTION_SHORT = {"full": N_("Motion: full"), "reduced": N_("Motion: reduced")}  # where the long words do not fit
# a gamepad cannot type: it steps through the default names (rules.state.SEAT_NAMES) and these
MORE_NAMES = (N_("Gil"), N_("Hal"), N_("Ivy"), N_("Jo"), N_("Kit"), N_("Lou"))
RANDOM_TILE = "random"
SEATS_NOTE = N_("Each computer seat plays its own character; the team's questions (who acts next, heals, "
                "rewards, reloads) are the people's.")
OPEN_LESSON = N_("Enter / A / click: open this lesson (then Start, or Back)")
OPEN_PUZZLES = N_("Enter / A / click: open the puzzles' list")
OPEN_FIRST = N_("Enter / A / click: open the first-game setup (then Start, or Back)")
FIRST_GAME = N_("New to Team Play? Before the first game, in one screen: the first lesson of the rules tour, the "
                "draft and every character's ability in full, who runs which character in these teams, and how "
                "long the game takes.")


def seat_key(bot: str | None) -> str:
    """A seat picker's key for a person (None) or a computer level; a save's other bot names
    show as the default level."""
    if bot is None:
        return PERSON
    return bot if bot in LEVELS else DEFAULT_LEVEL


def seat_words(key: str) -> str:
    if key == REMOTE:
        return _("Person (network)")
    if key == PHONE:
        return _("Person (phone)")
    return _("Person") if key == PERSON else _("Computer: {level}").format(level=_(LEVEL_WORDS[key]))


def count_words(key: str) -> str:
    return ngettext("{n} player", "{n} players", int(key)).format(n=int(key))


def arena_words(key: str) -> str:
    return _("Arena {name}").format(name=key)


def motion_words(key: str, width: int | None = None) -> str:
    """The Motion picker's words for `key`: whole where they fit `width` px, else the short
    form, so that a word is never cut mid-bracket."""
    words = _(MOTION_WORDS[key])
    if width is not None and th.font(L.now().body).size(words)[0] > width:
        return _(MOTION_SHORT[key])
    return words


def picker_text_width(rect: pygame.Rect) -> int:
    """The room a picker's words have: its width less the arrow button and the padding."""
    return rect.w - rect.h - 2 * L.now().gap


def reward_choice(key: str) -> str:
    """The reward picker's words for a tile (or the random draw)."""
    if key == RANDOM_TILE:
        return _("Random (drawn at setup)")
    tile = catalog().reward_tiles[key]
    words = _("Flush reward: {tile} (house)") if tile.house else _("Flush reward: {tile}")
    return words.format(tile=tile_name(key))


def language_words(code: str) -> str:
    return i18n.LANGUAGES[code]  # each language by its own name


def default_names(team: Team) -> list[str]:
    return [seat_name(team, i) for i in range(len(SEAT_NAMES[team]))]


def name_pool() -> list[str]:
    """The names a gamepad steps through, in the language of the moment."""
    return default_names("black") + default_names("white") + [_(n) for n in MORE_NAMES]


def cards_words() -> str:
    """Which cards are played: the DLC's printed ones are not reproduced here."""
    cards = card_set()
    if cards.files:
        return _("{set} over the house set (the DLC's printed abilities, character weapons and reward tiles are "
                 "not reproduced here)").format(set=cards.words())
    return _("{set} (the DLC's printed abilities, character weapons and reward tiles are not reproduced here) · "
             "put your own cards in {folder}").format(set=cards.words(), folder=shown(user_cards()))


class TeamValues(TypedDict):
    """What a team's part of the form shows: keys of its pickers, and the names as typed."""

    count: str
    seats: list[str]
    names: list[str]


class FormValues(TypedDict):
    """What the form shows, kept while a resize or a change of language builds it anew."""

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
    arena, the settings and Start in the middle, the rules tour and its caption on the right;
    the language at the title's right end."""

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
        language_w = min(col // 2, lay.u(220))
        self.language = pygame.Rect(W - g - language_w, self.title.centery - row // 2, language_w, row)
        words = th.measure(LANGUAGE_WORDS, lay.small) + g
        self.language_label = pygame.Rect(self.language.x - words, self.language.y, words - g // 2, row)
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
        length_h = lay.small + 4  # under the preview: how long a game of these teams takes
        tail = 6 * (row + g // 2) + max(row, lay.u(64)) + row + 2 * g + length_h + g // 2
        self.preview = pygame.Rect(m.x, self.arena.bottom + g // 2, m.w, m.bottom - self.arena.bottom - tail)
        self.length = pygame.Rect(m.x, self.preview.bottom + g // 2, m.w, length_h)
        y = self.length.bottom + g
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
        self.host = pygame.Rect(m.x, y, (m.w - g) // 2, row)
        self.join = pygame.Rect(self.host.right + g, y, m.w - self.host.w - g, row)
        y += row + g // 2
        self.saved = pygame.Rect(m.x, y, (m.w - g) // 2, row)
        self.quit = pygame.Rect(self.saved.right + g, y, m.w - self.saved.w - g, row)


@screen(ToNewGame)
def new_game(app: App, to: ToNewGame) -> Scene:
    return NewGameScene(app, to.form, to.notice)


class NewGameScene(Scene):
    def __init__(self, app: App, config: GameConfig | None = None, notice: str = ""):
        """`config`: the last game's, to play again with the same players; `notice`: one line
        to show (a bad autosave)."""
        super().__init__(app)
        self.notice = notice or app.settings_error or lessons_left_out()
        teams = {}
        for team in TEAMS:
            ps = config.players(team) if config else []
            teams[team] = TeamValues(
                count=COUNTS[max(0, len(ps) - 1)],
                # a replay starts from the last game's players and seats
                seats=[seat_key(p.bot) for p in ps] + [PERSON] * (3 - len(ps)),
                names=[p.name for p in ps] + default_names(team)[len(ps):])
        self.values = FormValues(
            arena=config.arena if config else "A",
            reward=RANDOM_TILE,
            seed=str(random.randrange(10**6)),
            motion=next(k for k, v in MOTION.items() if v == app.settings.reduced_motion),
            focus="start",
            black=teams["black"], white=teams["white"])
        self.hovered: TourPosition | None = None
        self.over_puzzles = self.over_first = False  # the mouse over the puzzles' button, the first game's
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
        out: dict[str, Field] = {"language": self.language, "arena": self.arena, "reward": self.reward,
                                 "seed": self.seed, "motion": self.motion,
                                 "sound": self.sound.mute, "volume": self.sound.volume,
                                 "start": self.start, "host": self.host, "join": self.join, "quit": self.quit}
        for team, w in self.teams.items():
            out[f"{team}.count"] = w["count"]
            out.update({f"{team}.name{i}": e for i, e in enumerate(w["names"])})
            out.update({f"{team}.seat{i}": s for i, s in enumerate(w["seats"])})
        out["first"] = self.first
        out.update({f"tour{i}": b for i, b in enumerate(self.tour)})
        out["saved"], out["puzzles"] = self.saved, self.puzzles
        return out

    def _names_in_this_language(self) -> None:
        """A default name the player left as it was follows the language (Ash is アオイ in
        Japanese); a name they typed stays."""
        shown = getattr(self, "defaults_shown", None)
        self.defaults_shown = {team: default_names(team) for team in TEAMS}
        if shown is None:
            return
        for team in TEAMS:
            names = self.values[team]["names"]
            for i, name in enumerate(names):
                if name == shown[team][i]:
                    names[i] = self.defaults_shown[team][i]

    def build(self) -> None:
        self._names_in_this_language()
        ui, v, lay = self.ui, self.values, L.now()
        c = self.cols = Columns()
        g, row = lay.gap, c.row
        UILabel(c.title, _("ADRENALINE · TEAM PLAY"), ui, object_id="#title")
        if not self.notice:  # a notice (a bad autosave) takes the line under the title
            UILabel(c.sub, _("Two teams, six characters, one damage buffer each. Each seat a person (hot-seat on one "
                             "screen) or the computer."), ui)
        self.language = Picker(list(i18n.LANGUAGES), i18n.language(), c.language, ui, language_words, "#names")
        self.arena = Picker(list(ARENA_NAMES), v["arena"], c.arena, ui, arena_words)
        self.teams: dict[Team, TeamFields] = {}
        fields: list[Field] = []
        pool = name_pool()
        for team in TEAMS:
            box = c.team[team].inflate(-2 * g, -2 * g)
            tv = v[team]
            UILabel(pygame.Rect(box.x, box.y, box.w, row), team_title(team), ui, object_id="#heading")
            half = (box.w - g) // 2
            y = box.y + row + g // 2

            def line(i: int) -> int:
                return y + (1 + i) * (row + g // 2)
            w = TeamFields(
                count=Picker(list(COUNTS), tv["count"], pygame.Rect(box.x, y, half, row), ui, count_words),
                # one seat a line, under the team's size: its name and who plays it
                names=[Entry(tv["names"][i], pygame.Rect(box.x, line(i), half, row), ui,
                             pool=pool, limit=MAX_NAME, object_id="#names") for i in range(3)],
                seats=[Picker([*SEATS, PHONE, REMOTE], tv["seats"][i], pygame.Rect(box.x + half + g, line(i), box.w - half - g, row),
                              ui, seat_words) for i in range(3)],
            )
            self.teams[team] = w
            fields += [w["count"], *(f for pair in zip(w["names"], w["seats"]) for f in pair)]
        self.reward = Picker([RANDOM_TILE, *catalog().reward_tiles], v["reward"], c.reward, ui, reward_choice)
        UILabel(c.seed_label, _("Seed"), ui)
        self.seed = Entry(v["seed"], c.seed, ui, numbers=True, limit=len(str(MAX_SEED)))
        self.motion = Picker(list(MOTION), v["motion"], c.motion, ui,
                             lambda k: motion_words(k, picker_text_width(c.motion)))
        self.sound = SoundFields(c.sound, ui, self.app.sound)
        self.start = Button(_("START"), c.start, ui, "#start", _("Start the game (Enter / gamepad A)"))
        self.quit = Button(_("Quit"), c.quit, ui)
        self.host = Button(_("Host on the network"), c.host, ui, None,
                           _("Serve this game on the network: the seats set to “{network}” join from their own "
                             "computers, the people here play their team at this window").format(
                               network=seat_words(REMOTE)))
        self.join = Button(_("Join a network game…"), c.join, ui, None,
                           _("Play a team of a game another computer hosts"))
        self.saved = Button(_("Saved games…"), c.saved, ui, None, _("Finished games, exports and games set aside"))
        t = c.tour.inflate(-2 * g, -2 * g)
        UILabel(pygame.Rect(t.x, t.y, t.w, row), _("RULES TOUR"), ui, object_id="#heading")
        step = (t.bottom - t.y - row - g // 2) // (len(tour()) + 2)  # the first game, the lessons, the puzzles
        self.first = Button(_("First game: the draft, and a lesson first…"),
                            pygame.Rect(t.x, t.y + row + g // 2, t.w, step - 4), ui, "#tour")
        self.tour = {}
        for i, p in enumerate(tour()):
            words = _("{n} · {title}").format(n=i + 1, title=_(p.title))
            r = pygame.Rect(t.x, t.y + row + g // 2 + (i + 1) * step, t.w, step - 4)
            text, tip = button_label(words, lay.body, r.w - 24)
            self.tour[Button(text, r, ui, "#tour", tip)] = p
        r = pygame.Rect(t.x, t.y + row + g // 2 + (len(tour()) + 1) * step, t.w, step - 4)
        self.puzzles = Button(_("Tactics puzzles…"), r, ui, None,
                              _("Positions from real games: find the best team turn"))
        UILabel(c.hint, _("Mouse, keyboard (arrows / Tab move, left / right change, Enter) or gamepad (d-pad, A) · "
                          "F11 full screen"), ui)
        fields = [self.arena, *fields, self.reward, self.seed, self.motion, *self.sound.fields, self.first, *self.tour,
                  self.puzzles, self.start, self.host, self.join, self.saved, self.quit, self.language]
        self.form = Form(ui, fields, focus=self.named_fields().get(v["focus"], self.start))
        self._sync()

    def _sync(self) -> None:
        """Show only the seats of players that play."""
        for w in self.teams.values():
            n = int(w["count"].value)
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
            n = int(w["count"].value)
            teams[team] = [PlayerConfig(name=w["names"][i].value.strip() or default_names(team)[i],
                                        bot=None if w["seats"][i].value in (PERSON, PHONE, REMOTE) else w["seats"][i].value)
                           for i in range(n)]
        reward = None if self.reward.value == RANDOM_TILE else self.reward.value
        seed = int(self.seed.value or 0)
        return GameConfig(arena=self.arena.value, black=teams["black"], white=teams["white"], reward_tile=reward), seed

    def _seats(self, team: Team) -> list[str]:
        return [s.value for s in self.teams[team]["seats"] if s.visible]

    def begin(self) -> None:
        if any(key in (REMOTE, PHONE) for team in TEAMS for key in self._seats(team)):
            self.begin_hosting()  # some of its people play from other computers, or on phones
            return
        config, seed = self.config()
        self.app.form = config
        self.app.switch(ToPlay(Game.new(config, seed)))

    def begin_hosting(self) -> None:
        """Host the game on the network; the people here (seats set to a person) play their
        team at this window, the rest join from their own computers (or watch)."""
        config, seed = self.config()
        here = {team: [i for i, s in enumerate(w["seats"]) if s.visible and s.value == PERSON]
                for team, w in self.teams.items()}
        teams = [team for team, seats in here.items() if seats]
        phones = tuple(team for team in TEAMS if PHONE in self._seats(team))
        if any({PERSON, REMOTE} & set(self._seats(team)) for team in phones):
            self._say(_("Hands on phones: set all of the team's people to “{phone}”, or none").format(
                phone=seat_words(PHONE)))
            return
        if len(teams) > 1:
            self._say(_("Hosting: the people at this computer play one team; set the other team's people to "
                        "“{network}”").format(network=seat_words(REMOTE)))
            return
        try:
            session = host_game(config, seed, (teams[0], here[teams[0]]) if teams else None,
                                delay=0.0 if self.app.fast else PACE, phones=phones, wake=controls.wake)
        except HostingError as err:
            self._say(_("Cannot host the game: {why}").format(why=err))
            return
        self.app.form = config
        self.app.switch(ToConnect(session))

    def _say(self, words: str) -> None:
        """One line under the title (laid out anew: it takes the subtitle's place)."""
        self.notice = words
        self.relayout()

    def begin_tour(self, p: TourPosition) -> None:
        """The lesson's caption first (Start, Back); this form waits as it is."""
        self.app.push(ToLesson(Lesson(tour().index(p))))

    def handle(self, event: pygame.event.Event, command: str | None) -> None:
        typing = self.form.typing(event)
        self.ui.process_events(event)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((p for b, p in self.tour.items() if b.rect.collidepoint(event.pos)), None)
            self.over_puzzles = self.puzzles.rect.collidepoint(event.pos)
            self.over_first = self.first.rect.collidepoint(event.pos)
        if self.form.handle(event, command):
            if self.language.value != i18n.language():
                self.app.set_language(self.language.value)  # this screen is built anew in it
                return
            self._sync()
            self._motion_changed()
            self.sound.apply()
        elif command == "back" and not typing:
            self.form.focus(self.start)
        if self.start.pressed:
            self.begin()
        elif self.host.pressed:
            self.host.pressed = False
            self.begin_hosting()
        elif self.join.pressed:
            self.join.pressed = False
            self.app.push(ToJoin())
        elif self.quit.pressed:
            self.app.running = False
        elif self.saved.pressed:
            self.saved.pressed = False
            self.app.push(ToSaved())
        elif self.puzzles.pressed:
            self.puzzles.pressed = False
            self.app.push(ToPuzzles())
        elif self.first.pressed:
            self.first.pressed = False
            self.app.push(ToFirstGame(self.config()[0], self.begin))
        for button, p in self.tour.items():
            if button.pressed:
                self.begin_tour(p)

    def _preview(self) -> pygame.Surface:
        key = (self.arena.value, L.now().size)
        if key not in self.previews:
            self.previews[key], _geo = floor_layer(load_arena(key[0]), self.cols.preview)
        return self.previews[key]

    def _draw_caption(self, screen: pygame.Surface) -> None:
        """The caption of the tour position under the focus (or the mouse)."""
        lay = L.now()
        focused = self.form.focused
        p = (self.tour.get(focused) if isinstance(focused, Button) else None) or self.hovered
        puzzles = focused is self.puzzles or self.over_puzzles
        first = focused is self.first or self.over_first
        box = self.cols.caption
        g = lay.gap
        pygame.draw.rect(screen, th.PANEL, box, border_radius=lay.radius_large)
        pygame.draw.rect(screen, th.EDGE, box, 1, border_radius=lay.radius_large)
        inner = box.inflate(-2 * g, -2 * g)
        line = lay.px(24) + 6
        if first:
            title, words = _("YOUR FIRST GAME"), _(FIRST_GAME)
        elif puzzles:
            title, words = _("TACTICS PUZZLES"), _(ABOUT)
        elif p is None:
            title = _("TRY A RULE")
            words = _("Each position of the tour sets up one Team Play rule on a real table: pick one to read what "
                      "it shows, then start it, play the move, and the table says what the rule did.")
        else:
            title, words = _(p.title), _(p.text)  # the rule by its name, never its clause id
        th.label(screen, title, lay.px(24), (inner.x, inner.y, inner.w, line), th.GOLD, True)
        y = inner.y + line
        foot = th.wrapped(_(OPEN_FIRST if first else OPEN_PUZZLES if puzzles else OPEN_LESSON), lay.small, inner.w,
                          th.HILITE) if p or puzzles or first else None
        room = pygame.Rect(inner.x, y + 4, inner.w, inner.bottom - y - 4 - (foot.get_height() + 4 if foot else 0))
        th.block(screen, words, lay.body, room)
        if foot is not None:
            screen.blit(foot, (inner.x, inner.bottom - foot.get_height()))

    def _draw_seats_note(self, screen: pygame.Surface, team: Team, box: pygame.Rect) -> None:
        """Under a team's seats, when people and the computer share it: who answers what; when
        people play from other computers: what Start does."""
        seats = self._seats(team)
        network, phone = REMOTE in seats, PHONE in seats
        if not network and not phone and (PERSON not in seats or len(set(seats)) == 1):
            return
        lay = L.now()
        below = max(s.rect.bottom for s in self.teams[team]["seats"] if s.visible) + lay.gap
        inner = pygame.Rect(box.x + 2 * lay.gap, below, box.w - 4 * lay.gap, box.bottom - lay.gap - below)
        th.block(screen, _(PHONE_NOTE) if phone else _(NETWORK_NOTE) if network else _(SEATS_NOTE), lay.small, inner,
                 th.DIM)

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
        th.label(screen, length_words(self.config()[0]), lay.small, self.cols.length, th.DIM, False, "center")
        self._draw_caption(screen)
        th.label(screen, cards_words(), lay.small, self.cols.cards, th.DIM, False, "center")
        th.label(screen, LANGUAGE_WORDS, lay.small, self.cols.language_label, th.DIM, False, "right")
        if self.notice:
            th.label(screen, self.notice, lay.body, self.cols.sub.inflate(-2 * lay.gap, 0), th.DANGER, True, "center")
        super().draw(screen)
        self.form.draw_focus(screen)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        c = self.cols
        return super().boxes() + [("team black", c.team["black"]), ("team white", c.team["white"]),
                                  ("middle", c.mid), ("tour", c.tour), ("caption", c.caption),
                                  ("preview", c.preview), ("length", c.length), ("cards", c.cards)] + ([("notice", c.sub)] if self.notice else [])
