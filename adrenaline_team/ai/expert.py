"""The expert bot: searches every part of its team turn to the turn's end, and once the
game's end is in reach, through the other team's reply. It drafts as every level does
(`draft.py`), so that it leads by its play.

At "who acts next?" each candidate is played, in several worlds dealt from the cards the
team has not seen (`worlds.world`), to the end of the team's turn, both teams' questions
answered by the tactical look-ahead; once the end is in reach (`endgame`) it is played on
through the other team's whole reply, where the game's end is scored as the rulebook scores
it. The candidate whose end evaluates best averaged over the same worlds is played. This is
determinised search with the results pooled across worlds: one answer is chosen for what
the team knows, never one per world (no strategy fusion at the question asked).

Why not the reply at every "who acts next?": played so, the expert measured weaker against
hard on the same games (docs/strength/README.md). Before the end, the table after the reply
is read by an evaluation made for the end of one's own turn, whose rough rates (threats,
banked damage) the reply's own noise then swamps; at the end, the reply is scored exactly.

Every other question of its turn with more than one answer (which action, where to move,
which weapon to grab or fire, effect, target, square, how to pay, what to reload...) is
searched in two steps: the one-action look-ahead ranks the answers in one world, and its
best few (`FINALISTS`) are each played to the end of the team's turn in that world and a
fresh one, the turn's later questions answered as the hard bot answers them. An action is
then judged by what the team's other characters can do after it (the third damage colour,
the flush at 6, a teammate's killshot), not by the action alone: the hard bot's gap. Its
budget is a count (worlds x candidates x team turns), never seconds: a seed plays the same
game on any machine."""

from __future__ import annotations

from ..rules import Choice, Decision, Kind
from ..rules.observe import Observation
from ..rules.state import Table
from .evaluate import judge
from .hard import TURN_KINDS, HardBot, outlooks
from .tactical import LOOKAHEAD, looks_ahead, ranked_by_lookahead
from .worlds import world

WORLDS = 3  # determinisations per "who acts next?", shared by every candidate (common random numbers)
TURNS = 2  # this team turn and the other team's reply, once the end is in reach
ENDGAME_SKULLS = 3  # skulls left on the skull board when the end is in reach: one flush can take them all
FINALISTS = 4  # answers to another question played to the end of the turn: the one-action look-ahead's best
FINAL_WORLDS = 2  # determinisations those finalists are played in, shared by all of them
# Questions the tactical bot answers by rule of thumb that the expert searches too, when its
# team is the one playing its turn: what it grabs, drops, pays with, reloads and takes as reward
# shapes the rest of the turn.
ALSO = {Kind.GRAB, Kind.DROP, Kind.PAY, Kind.RELOAD, Kind.REWARD, Kind.HEAL, Kind.DISCARD, Kind.UNLOAD}
SEARCHED = LOOKAHEAD | ALSO


def endgame(table: Table) -> bool:
    """Whether the other team's reply may end the game: then it is searched, since the end
    is judged as the rulebook scores it (`judge`), not by the evaluation's rough rates."""
    return table.end_triggered or table.skulls <= ENDGAME_SKULLS


class ExpertBot(HardBot):
    def searches(self, d: Decision, active: str) -> bool:
        return looks_ahead(d, active, SEARCHED)

    def look(self, obs: Observation, d: Decision, default: Choice) -> Choice:
        if d.kind in TURN_KINDS:
            ranked = outlooks(obs, self.rnd, WORLDS, TURNS if endgame(obs.now) else 1)
            return ranked[0].choice if ranked else default
        dealt = world(obs, self.rnd)
        if dealt is None:
            return default
        finalists = ranked_by_lookahead(dealt, d, default, self.rnd, judge)[:FINALISTS]
        if len(finalists) == 1:
            return finalists[0]
        played = outlooks(obs, self.rnd, FINAL_WORLDS, 1, finalists, dealt)
        return played[0].choice if played else finalists[0]
