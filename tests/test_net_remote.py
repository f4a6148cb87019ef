"""The network seat as the play screen drives it (`session.remote.RemoteSession`), fed the
messages a real host sent, at the pace the screen takes them."""

from adrenaline_team.net import protocol as p
from adrenaline_team.net.client import Status
from adrenaline_team.rules import Game
from adrenaline_team.session.remote import RemoteSession
from netkit import config, run, serving, sit_both


class Feed:
    """A client whose messages are the test's, handed over when it says."""

    def __init__(self):
        self.waiting = []
        self.encrypted = True

    def poll(self):
        out, self.waiting = self.waiting, []
        return out

    def close(self, wait=0.0):
        pass


async def two_questions():
    """What a host sends Black's seat: the welcome and its first question, then (its
    teammate or the computer answered elsewhere) the next."""
    async with serving(Game.new(config((1, 1)), 3)) as (host, port):
        asked = (await sit_both(port))[host.game.pending.team]
        first = await asked.snapshot()
        start = len(asked.got)
        await asked.send(p.Choose(seq=first.seq, key=first.observation.decision.choices[0].key))
        await asked.snapshot(newer_than=first.seq)
        return asked.got[:start], asked.got[start:]


def test_a_question_is_not_offered_once_a_later_one_waits_to_be_shown():
    before, after = run(two_questions())
    feed = Feed()
    held = RemoteSession(feed, "127.0.0.1:1", delay=10.0)
    feed.waiting = [Status(state="joined"), *before]
    held.ready()
    held._hold = 10.0  # a change was just shown: the next waits its turn
    feed.waiting = [m for m in after if isinstance(m, (p.Events, p.Snapshot))]
    assert held.follow(0.0) is not None  # what the screen shows changed: the question went
    assert held.moving() and held.game.snapshot.seq == before[-1].seq and held.game.pending is None
    held._hold = 0.0
    held.follow(0.0)
    assert held.game.snapshot.seq == after[-1].seq and not held.moving()
    assert (held.game.pending is not None) == (after[-1].observation.decision is not None)


def test_the_question_on_show_is_offered_while_nothing_later_waits():
    before, _after = run(two_questions())
    feed = Feed()
    session = RemoteSession(feed, "127.0.0.1:1", delay=10.0)
    feed.waiting = [Status(state="joined"), *before]
    session.ready()
    session._hold = 10.0
    session.follow(0.0)
    assert session.game.pending is not None and session.game.pending.kind == before[-1].observation.decision.kind
