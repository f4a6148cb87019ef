"""The game review: a finished (or saved) game replayed from its save, turn by turn.

For every team turn it keeps both teams' scores and the hard bot's evaluation of the position
for each team (`ai.evaluate`: a replayed game hides nothing, so the real table is judged);
the moments to mark on a chart (killshots, overkills, double and triple kills, flushes,
Adrenaline Rush payments); the three turning points, the team turns whose evaluation swing
was largest; and per-character figures. The results screen draws it and
`adrenaline-team review FILE` prints it. No pygame here.

Who gets the credit, where the rules name a team rather than a character: a flush is caused
by the character whose hit took the buffer to 6 or more (or, for damage without a shooter,
the character whose ability was used last); a killshot is made by the flush's cause when the
flush killed, else by the character whose ability (Venom) dealt the board damage. A
character's points are the board values of its killshots, overkills, the multi-kill bonus
of its flush and its flush's reward points; remaining damage at the end is the team's."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .ai.evaluate import evaluate
from .columns import table
from .i18n import _
from .message import Msg, series
from .rules import Game
from .rules import events as ev
from .rules.cards import TEAM_SHORT, catalog, char_msg, name, team_msg, team_name
from .rules.save import SaveFile
from .rules.state import BOARD_VALUES, FLUSH_AT, TEAMS, Team, other

TURNING_POINTS = 3
TEAM: dict[str, Team] = {t: t for t in TEAMS}  # an event's team, named by a plain word


@dataclass(frozen=True)
class Mark:
    """Something to mark on the chart: `kind` is killshot, overkill, double kill, triple
    kill, flush or rush."""

    turn: int
    team: Team  # the team it counts for
    kind: str
    words: Msg  # worded when read


@dataclass(frozen=True)
class TurnEnd:
    """The table after team turn `turn` (0: when the first turn starts)."""

    turn: int
    team: Team | None  # who played that turn
    scores: dict[Team, int]
    values: dict[Team, float]  # the hard bot's evaluation for each team, in points


@dataclass(frozen=True)
class TurningPoint:
    turn: int
    team: Team  # who played the turn
    swing: float  # points of evaluation the turn gained (negative: lost) for that team
    words: Msg  # worded when read


@dataclass
class Figures:
    character: str
    team: Team
    damage: int = 0
    killshots: int = 0
    deaths: int = 0
    flushes: int = 0
    points: int = 0


@dataclass
class Review:
    turns: list[TurnEnd] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    figures: dict[str, Figures] = field(default_factory=dict)
    turning: list[TurningPoint] = field(default_factory=list)
    scores: dict[Team, int] = field(default_factory=dict)
    winner: Team | None = None
    over: bool = False


def start(save: SaveFile) -> Game:
    return Game.new(save.config, save.seed or 0) if save.position is None else Game.from_position(save.position)


def review(save: SaveFile) -> Review:
    """Replay the save's choices and keep what the review shows."""
    game = start(save)
    out = Review()
    credit = _Credit(game, out)
    credit.take(game.log)
    for key in save.choices:
        credit.take(game.choose(key))
    if game.table.phase == "turn" or game.over:
        out.turns.append(_turn_end(game, credit.turn, credit.team))
    t = game.table
    for team in TEAMS:
        for c in t.teams[team].characters:
            credit.figures(c)
    out.figures = {c: out.figures[c] for team in TEAMS for c in t.teams[team].characters}
    out.scores = {team: t.teams[team].score for team in TEAMS}
    out.over = t.result is not None
    out.winner = t.result.winner if t.result else None
    out.turning = turning_points(out)
    return out


def _turn_end(game: Game, turn: int, team: Team | None) -> TurnEnd:
    t = game.table
    return TurnEnd(turn, team, {x: t.teams[x].score for x in TEAMS},
                   {x: round(evaluate(game, x), 2) for x in TEAMS})


class _Credit:
    """Reads the events in order and gives each to its character and team turn."""

    def __init__(self, game: Game, out: Review):
        self.game, self.out = game, out
        self.turn = 0
        self.team: Team | None = None
        t = game.table
        # killshots scored before the review starts (a position); drafted characters have none
        self.scored = {c: f.scored for c, f in t.figures.items()}
        self.actor: str | None = None  # the character acting now (a shot, an ability)
        self.cause: dict[Team, str | None] = {x: None for x in TEAMS}  # who took that buffer to 6
        self.killer: dict[str, str | None] = {}  # dead character -> who killed it, until scored
        self.flusher: str | None = None  # the cause of this turn's flush, while it scores

    def figures(self, char: str) -> Figures:
        if char not in self.out.figures:
            self.out.figures[char] = Figures(char, self.game.table.figures[char].team)
        return self.out.figures[char]

    def mark(self, team: Team, kind: str, words: Msg) -> None:
        self.out.marks.append(Mark(self.turn, team, kind, words))

    def take(self, events: list[ev.Event]) -> None:
        for e in events:
            self.one(e)

    def one(self, e: ev.Event) -> None:
        if isinstance(e, ev.TurnStarted):
            self.out.turns.append(_turn_end(self.game, self.turn, self.team))
            self.turn += 1
            self.team = TEAM[e.team]
            self.actor, self.flusher = None, None
        elif isinstance(e, ev.ActionTaken | ev.AbilityUsed):
            self.actor = e.character
        elif isinstance(e, ev.DamageBuffered):
            source = e.source or self.actor
            dealt = e.damage + e.converted
            if source is not None:
                self.figures(source).damage += dealt
            if e.total - dealt < FLUSH_AT <= e.total:
                self.cause[TEAM[e.buffer]] = source
        elif isinstance(e, ev.Flushed):
            by, buffer = TEAM[e.by], TEAM[e.buffer]
            self.flusher = self.cause[buffer]
            self.cause[buffer] = None
            reward = catalog().reward_tiles[self.game.table.reward_tile].rows[e.colours]
            if self.flusher is not None:
                self.figures(self.flusher).flushes += 1
                self.figures(self.flusher).points += reward.points
            self.mark(by, "flush", Msg.counted("{team} flushes {other}'s buffer ({n} colour)",
                                               "{team} flushes {other}'s buffer ({n} colours)", e.colours,
                                               team=team_msg(by), other=team_msg(buffer)))
        elif isinstance(e, ev.Killshot):
            killer = self.flusher if self.flusher is not None else self.actor
            self.killer[e.character] = killer
            self.figures(e.character).deaths += 1
            scored = self.scored.get(e.character, 0)
            value = BOARD_VALUES[min(scored, len(BOARD_VALUES) - 1)]
            self.scored[e.character] = scored + 1
            if killer is not None:
                self.figures(killer).killshots += 1
                self.figures(killer).points += value
            self.mark(TEAM[e.by], "killshot", Msg("killshot on {character} by {killer}", character=char_msg(e.character),
                                                  killer=char_msg(killer)) if killer else
                      Msg("killshot on {character}", character=char_msg(e.character)))
        elif isinstance(e, ev.Overkill):
            killer = self.killer.get(e.character)
            if killer is not None:
                self.figures(killer).points += 1
            self.mark(TEAM[e.by], "overkill", Msg("overkill on {character}", character=char_msg(e.character)))
        elif isinstance(e, ev.MultiKill):
            if self.flusher is not None:
                self.figures(self.flusher).points += e.points
            self.mark(TEAM[e.team], "double kill" if e.kills == 2 else "triple kill",
                      Msg("double kill") if e.kills == 2 else Msg("triple kill"))
        elif isinstance(e, ev.RushPaid):
            team = self.game.table.figures[e.character].team
            self.mark(team, "rush", Msg("{character} pays the Adrenaline Rush cost", character=char_msg(e.character)))


def turning_points(r: Review) -> list[TurningPoint]:
    """The team turns whose evaluation swing (the mover's gain against the other team) was
    largest, in turn order."""
    found = []
    for before, after in zip(r.turns, r.turns[1:]):
        team = after.team
        if team is None:
            continue
        enemy = other(team)
        gain = ((after.values[team] - after.values[enemy]) - (before.values[team] - before.values[enemy])) / 2
        happened = [m.words for m in r.marks if m.turn == after.turn and m.kind != "rush"]
        words = happened[0] if happened else Msg("no kill or flush: the position turned on moves, grabs and buffer "
                                                 "damage")
        for more in happened[1:]:
            # TRANSLATORS: two moments of one team turn, side by side
            words = Msg("{a}; {b}", a=words, b=more)
        found.append(TurningPoint(after.turn, team, round(gain, 1), words))
    top = sorted(found, key=lambda p: -abs(p.swing))[:TURNING_POINTS]
    return sorted(top, key=lambda p: p.turn)


def text(r: Review) -> str:
    """The review as plain text (`adrenaline-team review FILE`), in the current language; the
    tables' columns line up in a terminal in either (a Japanese character takes two columns)."""
    lines = []
    # TRANSLATORS: a team beside its score at the game's end: "Black 34" (of "Black 34, White 29")
    score = series([Msg("{team} {points}", team=TEAM_SHORT[t], points=r.scores[t]) for t in ("black", "white")])
    if not r.over:
        lines.append(_("Unfinished game ({score})").format(score=score))
    elif r.winner:
        lines.append(_("{team} wins ({score})").format(team=team_name(r.winner), score=score))
    else:
        lines.append(_("No winner ({score})").format(score=score))
    short = {t: TEAM_SHORT[t].text for t in ("black", "white")}
    value = _("value {team}")
    team = _("team")
    turns = [[_("turn"), team, short["black"], short["white"], value.format(team=short["black"]),
              value.format(team=short["white"]), _("marks")]]
    for t in r.turns:
        said = Counter(m.words for m in r.marks if m.turn == t.turn and t.turn > 0)
        # TRANSLATORS: a moment that happened more than once in a team turn: "killshot on Sprog ×2"
        marks = series([w if n == 1 else Msg("{mark} ×{n}", mark=w, n=n) for w, n in said.items()]).text if said else ""
        turns.append([str(t.turn), TEAM_SHORT[t.team].text if t.team else "-", str(t.scores["black"]),
                      str(t.scores["white"]), f"{t.values['black']:.1f}", f"{t.values['white']:.1f}", marks])
    lines += ["", _("Team turns (scores, and the hard bot's evaluation of the position for each team):"),
              *table(turns, "rlrrrrl")]
    lines += ["", _("Turning points (largest swings of the evaluation):")]
    for p in r.turning:
        lines.append("  " + _("turn {turn}, {team}: {swing} points — {words}").format(
            turn=p.turn, team=short[p.team], swing=f"{p.swing:+.1f}", words=p.words))
    characters = [[_("character"), team, _("damage dealt"), _("killshots"), _("deaths"), _("flushes caused"),
                   _("points")]]
    for f in sorted(r.figures.values(), key=lambda f: (f.team, f.character)):
        characters.append([name(f.character), short[f.team],
                           *map(str, (f.damage, f.killshots, f.deaths, f.flushes, f.points))])
    lines += ["", _("Characters:"), *table(characters, "llrrrrr")]
    return "\n".join(lines)
