"""Rule moments: the events of a game that show a Team Play rule at work, each with a caption
in the rulebook's words, keyed by clause id. The demonstration pauses on them in
the window and prints them headless. No pygame here."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import events as ev
from ..rules.cards import name, team_name
from ..rules.state import BOARD_VALUES, FLUSH_AT, SKULLS


@dataclass(frozen=True)
class Caption:
    """A rule shown in words: a title, the text, the clause ids."""

    title: str
    text: str
    rule: str = ""


WORDS = {
    "TP-DMG-2": "Damage and marks dealt to the other team never go straight onto their boards: they go into "
                "that team's damage buffer.",
    "TP-DMG-4": "When damage of a colour is placed in the buffer, every mark of that colour already in the "
                "buffer turns into damage of that colour as well.",
    "TP-END-3": f"At the end of the turn, look at the other team's buffer: with {FLUSH_AT} or more damage, "
                "every damage token in it moves onto the board of the character of its colour. Marks stay.",
    "TP-END-3-wait": f"If the other team's buffer holds fewer than {FLUSH_AT} damage, nothing happens and the "
                     "damage waits for later turns.",
    "TP-END-4": "The team that flushed gains the reward the reward tile gives for the number of distinct "
                "colours among the flushed damage.",
    "TP-KILL-2": "Killshots are scored right after the flush: the board's first uncovered value "
                 f"({', '.join(map(str, BOARD_VALUES))}) goes to the team that made the kill, and a skull moves "
                 "onto the value just scored.",
    "TP-KILL-3": "A team that deals an overkill scores 1 point and heals one of its characters (its "
                 "Adrenaline Rush tile moves one space right).",
    "TP-KILL-4": "A team that ends its turn having dealt 2 killshots scores 2 bonus points; all 3 enemy "
                 "characters, 4.",
    "TP-END-2": "Sprog's lethal venom is mandatory: every character bearing a poison token takes 1 damage "
                "directly on its board, not through the buffer.",
    "TP-GAME-2": "If both teams have played the same number of turns, the game ends at once; otherwise the "
                 "other team plays one more turn. The second team always plays the last turn.",
    "TP-GAME-3": "Unflushed damage moves onto the boards with no reward; each team scores 1 point for every 3 "
                 "damage tokens left on the other team's boards. More points wins; on a tie, the team that "
                 "scored more for remaining damage.",
}


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
        tally = [e.text.removeprefix("Final tally, ") for e in events if isinstance(e, ev.TallyLine)]
        for e in events:
            if isinstance(e, ev.DamageBuffered):
                before = e.total - e.damage - e.converted
                if e.converted and self._once("marks"):
                    out.append(Caption("Marks turn into damage", f"{e.text}. {WORDS['TP-DMG-4']}", "TP-DMG-4"))
                elif self._once("buffer"):
                    out.append(Caption("Damage goes into the buffer", f"{e.text}. {WORDS['TP-DMG-2']}", "TP-DMG-2"))
                if before < FLUSH_AT <= e.total:
                    out.append(Caption(f"{team_name(e.buffer)}'s buffer is full enough to flush",
                                       f"It holds {e.total} damage. {WORDS['TP-END-3']}", "TP-END-3"))
            elif isinstance(e, ev.NotFlushed) and e.damage and self._once("wait"):
                out.append(Caption(f"Fewer than {FLUSH_AT}: no flush", f"{e.text}. {WORDS['TP-END-3-wait']}", "TP-END-3"))
            elif isinstance(e, ev.Flushed):
                out.append(Caption("Flush", f"{e.text}. {WORDS['TP-END-3']} {WORDS['TP-END-4']}",
                                   "TP-END-3, TP-END-4"))
            elif isinstance(e, ev.SkullMoved):
                out.append(Caption(f"Killshot on {name(e.character)}", f"{e.text}. {WORDS['TP-KILL-2']}",
                                   "TP-KILL-2"))
            elif isinstance(e, ev.Overkill):
                out.append(Caption("Overkill", f"{e.text}. {WORDS['TP-KILL-3']}", "TP-KILL-3"))
            elif isinstance(e, ev.MultiKill):
                title = "Triple kill" if e.kills >= 3 else "Double kill"
                out.append(Caption(title, f"{e.text}. {WORDS['TP-KILL-4']}", "TP-KILL-4"))
            elif isinstance(e, ev.BoardDamaged) and e.how == "venom" and self._once("venom"):
                out.append(Caption("Venom", f"{e.text}. {WORDS['TP-END-2']}", "TP-END-2, TP-KILL-1"))
            elif isinstance(e, ev.EndTriggered):
                out.append(Caption(f"The {SKULLS}th skull: the last turn", f"{e.text}. {WORDS['TP-GAME-2']}",
                                   "TP-GAME-1, TP-GAME-2"))
            elif isinstance(e, ev.GameOver):
                out.append(Caption("Final tally", f"{e.text}. " + "; ".join(tally) + f". {WORDS['TP-GAME-3']}",
                                   "TP-GAME-3, TP-GAME-4"))
        return out
