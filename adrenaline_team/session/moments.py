"""Rule moments: the events of a game that show a Team Play rule at work, each with a caption
in the rulebook's words, keyed by clause id. The demonstration pauses on them in
the window and prints them headless. No pygame here."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import N_, _
from ..rules import events as ev
from ..rules.cards import name, team_name
from ..rules.state import BOARD_VALUES, FLUSH_AT, SKULLS

Words = str | Callable[[], str]  # words as they are, or how to word them when read


class Caption:
    """A rule shown in words: a title, the text, the clause ids. Title and text may be given
    as functions: they are then worded each time they are read (a demonstration's caption
    stays on screen while the language may change)."""

    __slots__ = ("_title", "_text", "rule")

    def __init__(self, title: Words, text: Words, rule: str = ""):
        self._title, self._text, self.rule = title, text, rule

    @property
    def title(self) -> str:
        return self._title if isinstance(self._title, str) else self._title()

    @property
    def text(self) -> str:
        return self._text if isinstance(self._text, str) else self._text()

    def __repr__(self) -> str:
        return f"Caption({self.title!r}, {self.rule!r})"


# the rulebook's words for each moment, by clause id (worded where shown: `said`)
WORDS = {
    "TP-DMG-2": N_("Damage and marks dealt to the other team never go straight onto their boards: they go into "
                   "that team's damage buffer."),
    "TP-DMG-4": N_("When damage of a colour is placed in the buffer, every mark of that colour already in the "
                   "buffer turns into damage of that colour as well."),
    "TP-END-3": N_("At the end of the turn, look at the other team's buffer: with {flush} or more damage, every "
                   "damage token in it moves onto the board of the character of its colour. Marks stay."),
    "TP-END-3-wait": N_("If the other team's buffer holds fewer than {flush} damage, nothing happens and the "
                        "damage waits for later turns."),
    "TP-END-4": N_("The team that flushed gains the reward the reward tile gives for the number of distinct "
                   "colours among the flushed damage."),
    "TP-KILL-2": N_("Killshots are scored right after the flush: the board's first uncovered value ({values}) goes "
                    "to the team that made the kill, and a skull moves onto the value just scored."),
    "TP-KILL-3": N_("A team that deals an overkill scores 1 point and heals one of its characters (its "
                    "Adrenaline Rush tile moves one space right)."),
    "TP-KILL-4": N_("A team that ends its turn having dealt 2 killshots scores 2 bonus points; all 3 enemy "
                    "characters, 4."),
    "TP-END-2": N_("{sprog}'s lethal venom is mandatory: every character bearing a poison token takes 1 damage "
                   "directly on its board, not through the buffer."),
    "TP-GAME-2": N_("If both teams have played the same number of turns, the game ends at once; otherwise the "
                    "other team plays one more turn. The second team always plays the last turn."),
    "TP-GAME-3": N_("Unflushed damage moves onto the boards with no reward; each team scores 1 point for every 3 "
                    "damage tokens left on the other team's boards. More points wins; on a tie, the team that "
                    "scored more for remaining damage."),
}


def rule_words(key: str) -> str:
    """A moment's rule in the current language, its numbers filled in."""
    return _(WORDS[key]).format(flush=FLUSH_AT, values=_(", ").join(map(str, BOARD_VALUES)),
                                sprog=name("sprog"))


def said(*parts: Callable[[], str] | str) -> Callable[[], str]:
    """A caption's text: an event's narration, then rules by clause id, worded when read."""
    return lambda: sentences(*(part() if callable(part) else rule_words(part) for part in parts))


STOPS = ".。!?！？"


def sentences(*parts: str) -> str:
    """Sentences one after another, as the language writes them: the narration of an event has
    no stop of its own, so one is put after it ("Sprog dies. Killshots are scored…")."""
    out = ""
    for part in parts:
        if not out:
            out = part
        elif out.rstrip()[-1:] in STOPS:
            out = _("{sentence} {next}").format(sentence=out, next=part)
        else:
            out = _("{event}. {next}").format(event=out, next=part)
    return out


class Moments:
    """Turns each choice's events into captions; remembers what it has shown, so the
    everyday moments (damage into a buffer, marks converting, a buffer that waits, venom)
    are explained once and the scoring moments every time."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def _once(self, key: str) -> bool:
        if key in self.seen:
            return False
        self.seen.add(key)
        return True

    def of(self, events: list[ev.Event]) -> list[Caption]:
        out: list[Caption] = []
        tally = [e for e in events if isinstance(e, ev.TallyLine)]
        for e in events:
            text = _narration(e)
            if isinstance(e, ev.DamageBuffered):
                before = e.total - e.damage - e.converted
                if e.converted and self._once("marks"):
                    out.append(Caption(lambda: _("Marks turn into damage"), said(text, "TP-DMG-4"), "TP-DMG-4"))
                elif self._once("buffer"):
                    out.append(Caption(lambda: _("Damage goes into the buffer"), said(text, "TP-DMG-2"), "TP-DMG-2"))
                if before < FLUSH_AT <= e.total:
                    out.append(Caption(_full(e.buffer), said(_holds(e.total), "TP-END-3"), "TP-END-3"))
            elif isinstance(e, ev.NotFlushed) and e.damage and self._once("wait"):
                # the narration and the rule both say "fewer than 6": the title says only what happened
                out.append(Caption(lambda: _("No flush"),
                                   said(text, "TP-END-3-wait"), "TP-END-3"))
            elif isinstance(e, ev.Flushed):
                out.append(Caption(lambda: _("Flush"), said(text, "TP-END-3", "TP-END-4"), "TP-END-3, TP-END-4"))
            elif isinstance(e, ev.SkullMoved):
                out.append(Caption(_killshot_on(e.character), said(text, "TP-KILL-2"), "TP-KILL-2"))
            elif isinstance(e, ev.Overkill):
                out.append(Caption(lambda: _("Overkill"), said(text, "TP-KILL-3"), "TP-KILL-3"))
            elif isinstance(e, ev.MultiKill):
                title = (lambda: _("Triple kill")) if e.kills >= 3 else (lambda: _("Double kill"))
                out.append(Caption(title, said(text, "TP-KILL-4"), "TP-KILL-4"))
            elif isinstance(e, ev.BoardDamaged) and e.how == "venom" and self._once("venom"):
                out.append(Caption(lambda: _("Venom"), said(text, "TP-END-2"), "TP-END-2, TP-KILL-1"))
            elif isinstance(e, ev.EndTriggered):
                out.append(Caption(lambda: _("The {n}th skull: the last turn").format(n=SKULLS),
                                   said(text, "TP-GAME-2"), "TP-GAME-1, TP-GAME-2"))
            elif isinstance(e, ev.GameOver):
                out.append(Caption(lambda: _("Final tally"), said(text, _tally(tally), "TP-GAME-3"),
                                   "TP-GAME-3, TP-GAME-4"))
        return out


def _narration(e: ev.Event) -> Callable[[], str]:
    return lambda: e.text


def _full(team: str) -> Callable[[], str]:
    return lambda: _("{team}'s buffer is full enough to flush").format(team=team_name(team))


def _holds(total: int) -> Callable[[], str]:
    return lambda: _("It holds {n} damage").format(n=total)


def _killshot_on(character: str) -> Callable[[], str]:
    return lambda: _("Killshot on {character}").format(character=name(character))


def _tally(lines: list[ev.TallyLine]) -> Callable[[], str]:
    """The final tally's lines, one after another: "Black: killshots — 14; ..."."""
    return lambda: _("; ").join(_("{team}: {what} — {points}").format(team=team_name(e.team), what=e.what,
                                                                       points=e.points) for e in lines)
