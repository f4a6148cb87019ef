"""The expert bot: plans its team turn against the other team's reply.

At "who acts next?" each candidate is played, in several worlds dealt from the cards the
team has not seen (`worlds.world`), to the end of the team's turn and then through the other
team's whole reply, both teams' questions answered by the tactical look-ahead; the candidate
whose end evaluates best averaged over the same worlds is played. This is determinised
search with the results pooled across worlds: one answer is chosen for what the team knows,
never one per world (no strategy fusion at the question asked). The turn's other questions
are answered as the hard bot answers them. Its budget is a count (worlds x candidates x two
team turns), never seconds: a seed plays the same game on any machine."""

from __future__ import annotations

from ..rules import Choice, Decision
from ..rules.observe import Observation
from .hard import TURN_KINDS, HardBot, outlooks

WORLDS = 3  # determinisations per "who acts next?", shared by every candidate (common random numbers)
TURNS = 2  # this team turn and the other team's reply


class ExpertBot(HardBot):
    def look(self, obs: Observation, d: Decision, default: Choice) -> Choice:
        if d.kind in TURN_KINDS:
            ranked = outlooks(obs, self.rnd, WORLDS, TURNS)
            return ranked[0].choice if ranked else default
        return super().look(obs, d, default)
