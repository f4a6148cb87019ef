"""The hidden-information capture test (issue 25): every frame the host sends to one team, or
to a spectator, over whole games, is read for what it must not say. None names a card in
the other team's hands (a spectator: in anyone's hand), unless it was shown face up after it
was drawn (played, paid, discarded, or announced as played by an answer); none names a card still in a face-down deck (so none gives a deck's order); none
holds the random generator's state or the game's seed (either would deal every card to
come). The bytes are taken as the host hands them to the connection, and judged against the
real table at that moment."""

import asyncio
import json
import time
from dataclasses import dataclass, replace

import pytest

from adrenaline_team.ai import make_bot
from adrenaline_team.ai.match import play_out
from adrenaline_team.net import protocol as p
from adrenaline_team.net.client import Link, play_bot
from adrenaline_team.net.host import Conn
from adrenaline_team.rules import Game
from adrenaline_team.rules.events import PowerupDrawn
from adrenaline_team.rules.observe import observe
from adrenaline_team.rules.state import TEAMS
from adrenaline_team.session.bot_driver import BotDriver
from adrenaline_team.session.thinker import Worker
from adrenaline_team.rules.view import HIDDEN, view
from netkit import INVITES, LOCAL, config, run, serving, watch

pytestmark = pytest.mark.slow  # network play: hosts and clients on real sockets

SEED = 987_654_321_987  # long enough that its digits appear nowhere by chance


@dataclass
class Secrets:
    """What a reader may not learn, as the real table stood when a frame was sent."""

    hands: dict[str, int]  # card -> the log index of its last draw into a hand the reader may not see
    decks: set[str]  # the cards in the face-down decks now
    weapons: set[str]  # the weapon deck: weapons never seen, never named anywhere
    at_start: set[str]  # the hidden hands' and the decks' cards as the turn started
    rng: str


def _hidden(table, teams) -> set[str]:
    return {c for team in teams for pl in table.teams[team].players for c in pl.powerups} | \
        set(table.powerup_deck) | set(table.weapon_deck) | set(table.ammo_deck)


def secrets_now(game: Game, reader) -> Secrets:
    hidden = [t for t in TEAMS if t != reader]
    last_draw = {e.card: i for i, e in enumerate(game.log) if isinstance(e, PowerupDrawn) and e.team in hidden}
    # A card named by an answer of this turn was announced at the table: "Black 1 plays
    # Newton (yellow)" shows the card before its target is chosen (and an undo cannot unshow it).
    announced = {x for _, c in game.answers for x in (c.powerup, *c.cards) if x}
    t = game.table
    hands = {c: last_draw.get(c, -1) for team in hidden for pl in t.teams[team].players for c in pl.powerups
             if c not in announced}
    return Secrets(hands, set(t.powerup_deck) | set(t.weapon_deck) | set(t.ammo_deck), set(t.weapon_deck),
                   _hidden(game.turn_start, hidden), str(t.rng))


def _names(part, cards) -> list[str]:
    text = json.dumps(part)
    return [c for c in cards if f'"{c}"' in text]


def check(reader, text: str, s: Secrets) -> int:
    """Assert the frame says nothing of the secrets; the number of card ids it was checked for.

    A card may be named where it was face up at the time the part of the frame tells of:
    an event from before the card's last draw (a discard before a reshuffle; a rejoining
    reader gets the whole log again), the turn's starting table (the discard pile then,
    reshuffled into a deck since), an answer that spent it this turn."""
    assert s.rng not in text and str(SEED) not in text
    message = json.loads(text)
    if message["type"] == "events":
        for k, event in enumerate(message["events"]):
            later = [c for c, drawn_at in s.hands.items() if message["start"] + k >= drawn_at]
            assert not _names(event, later + list(s.weapons)), (reader, event)
            if event["kind"] == "PowerupDrawn" and event["team"] != reader:
                assert event["card"] == HIDDEN
        return (len(s.hands) + len(s.weapons)) * len(message["events"])
    if message["type"] != "snapshot":
        assert not _names(message, [*s.hands, *s.decks]), (reader, message)
        return len(s.hands) + len(s.decks)
    seen = message["observation"]
    for table in (seen["now"], seen["start"]):
        for deck in ("powerup_deck", "weapon_deck", "ammo_deck"):
            assert set(table[deck]) <= {HIDDEN}
        assert table["rng"] == 0
    assert not _names(seen.pop("now"), [*s.hands, *s.decks]), reader
    assert not _names(seen.pop("start"), s.at_start), reader
    assert not _names(message, [*s.hands, *s.weapons]), (reader, message)
    return 2 * len(s.hands) + len(s.decks) + len(s.at_start) + len(s.weapons)


@pytest.mark.parametrize("sizes, arena, levels, drop", [((3, 2), "C", ("random", "random"), False),
                                                        ((2, 2), "D", ("easy", "normal"), False),
                                                        ((1, 3), "B", ("random", "easy"), True)])
def test_no_frame_to_a_team_or_a_spectator_names_a_hidden_card_a_deck_order_or_the_random_state(tmp_path, monkeypatch,
                                                                                                 sizes, arena, levels, drop):
    """`drop`: mid-game, each team's connection dies once and rejoins (the whole log and the
    table are sent again: they are checked too)."""
    game = Game.new(config(sizes, arena), SEED)
    frames: list[tuple[object, str, Secrets]] = []
    send = Conn.send

    def captured(conn, message):
        if not conn.closing:
            frames.append((conn.team, message.model_dump_json(), secrets_now(game, conn.team)))
        send(conn, message)
    monkeypatch.setattr(Conn, "send", captured)

    async def cut(host):
        for team, after in (("black", 150), ("white", 300)):
            while len(game.history) < after:
                await asyncio.sleep(0.01)
            for conn in list(host.conns):
                if conn.team == team:
                    conn.ws.transport.abort()

    async def main():
        async with serving(game) as (host, port):
            watched: list = []
            if drop:
                asyncio.get_running_loop().create_task(cut(host))
            await asyncio.gather(watch(port, watched), *(
                play_bot(Link(LOCAL, port, team, tokens=tmp_path / f"{team}.json", invite=INVITES[port]), make_bot(level, k))
                for k, (team, level) in enumerate(zip(TEAMS, levels))))
    run(main(), timeout=300)
    assert game.over
    checked = {reader: 0 for reader in (*TEAMS, None)}
    for reader, text, s in frames:
        checked[reader] += check(reader, text, s)
    assert all(n > 1000 for n in checked.values()), checked  # the test had secrets to keep
    hidden_draws = sum(1 for reader, text, _ in frames if f'"card":"{HIDDEN}"' in text and reader is not None)
    assert hidden_draws > 10  # the other team's draws did reach each team, seen from behind
    rejoins = sum(1 for reader, text, _ in frames if text.startswith('{"type":"events","start":0,'))
    assert rejoins == 3 + 2 * drop  # every connection got the whole log at its join, and again at its rejoin


class Captured:
    """The window's end of its worker's pipe, keeping each message it sends."""

    def __init__(self, conn, game: Game):
        self.conn, self.game, self.frames = conn, game, []

    def send(self, message) -> None:
        _bot, _name, _seed, text = message
        team = self.game.pending.team
        self.frames.append((team, json.dumps({"type": "snapshot", "observation": json.loads(text)}),
                            secrets_now(self.game, team)))
        self.conn.send(message)

    def poll(self) -> bool:
        return self.conn.poll()

    def recv(self):
        return self.conn.recv()

    def close(self) -> None:
        self.conn.close()


def test_the_worker_process_is_sent_the_asked_teams_observation_and_nothing_hidden_from_it():
    """Issue 41: the window's computer seats think in the worker process (`session.thinker`),
    which is sent the asked team's observation, never the game. Every message to it over a
    whole game is checked as a frame to that team; and the game its bots play is the one the
    same bots play at one table, seeded as the window seeds them."""
    cfg = config((2, 2), "D", black="normal", white="easy")
    game = Game.new(cfg, SEED)
    worker = Worker()
    pipe = worker.conn = Captured(worker.conn, game)
    driver = BotDriver(cfg, SEED, worker, 0.0)
    try:
        while not game.over:
            key = driver.step(game, 0.0)
            while key is None:
                time.sleep(0.001)
                key = driver.step(game, 0.0)
            game.choose(key)
    finally:
        worker.close()
    local = Game.new(cfg, SEED)
    play_out(local, {"black": make_bot("normal", SEED), "white": make_bot("easy", SEED + 1)})
    assert game.history == local.history
    assert len(pipe.frames) == len(game.history)  # one message a question
    checked = {team: sum(check(team, text, s) for reader, text, s in pipe.frames if reader == team) for team in TEAMS}
    assert all(n > 1000 for n in checked.values()), checked


def test_the_check_catches_a_leak():
    """The check is not blind: a frame with the other team's hand in it fails."""
    game = Game.new(config((1, 1)), SEED)
    while not any(pl.powerups for pl in game.table.teams["white"].players):
        game.choose(game.pending.choices[0])
    s = secrets_now(game, "black")
    card = next(iter(s.hands))
    with pytest.raises(AssertionError):
        check("black", json.dumps({"type": "seats", "seats": [], "x": card}), s)
    with pytest.raises(AssertionError):
        check("black", json.dumps({"type": "events", "start": len(game.log) - 1,
                                   "events": [{"kind": "PowerupDrawn", "team": "white", "player": "W", "card": card}]}), s)
    with pytest.raises(AssertionError):
        check("black", json.dumps({"type": "pong", "id": int(s.rng)}), s)
    seen = view(game.table, "black")
    leaked = game.table.model_copy(deep=True)
    leaked.rng, leaked.powerup_deck, leaked.weapon_deck, leaked.ammo_deck = 0, seen.powerup_deck, seen.weapon_deck, \
        seen.ammo_deck
    for table in (seen, leaked):  # the view passes; the whole table (its hands) does not
        told = replace(observe(game, "black"), now=table).to_wire()
        snap = p.Snapshot(seq=1, observation=told, waiting=None, can_undo=False)
        if table is seen:
            check("black", snap.model_dump_json(), s)
        else:
            with pytest.raises(AssertionError):
                check("black", snap.model_dump_json(), s)
