"""What each side of a networked table sees: a team its own hands, a spectator no hand at all,
and a powerup drawn by someone else as a card seen from behind (TP-PU-7, BASE-PU-3)."""

import random

from adrenaline_team.rules import Game, view
from adrenaline_team.rules.events import PowerupDiscarded, PowerupDrawn
from adrenaline_team.rules.observe import hand_moves
from adrenaline_team.rules.view import HIDDEN, seen_event
from netkit import config


def _played(steps=400, seed=3) -> Game:
    game = Game.new(config((2, 3)), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        game.choose(rnd.choice(game.pending.choices))
    return game


def test_a_spectator_sees_no_hand_no_deck_order_and_no_random_generator():
    game = _played()
    t = game.table
    held = {team: [len(p.powerups) for p in t.teams[team].players] for team in ("black", "white")}
    assert sum(sum(n) for n in held.values()) > 0  # the game holds cards to hide
    seen = view(t, None)
    for team in ("black", "white"):
        assert [p.powerups for p in seen.teams[team].players] == [[HIDDEN] * n for n in held[team]]
    assert seen.powerup_deck == [HIDDEN] * len(t.powerup_deck)
    assert seen.weapon_deck == [HIDDEN] * len(t.weapon_deck)
    assert seen.ammo_deck == [HIDDEN] * len(t.ammo_deck)
    assert seen.rng == 0
    assert seen.powerup_discard == t.powerup_discard  # face up: public
    assert seen.slots == t.slots and seen.ammo == t.ammo


def test_a_team_still_sees_its_own_hands_and_not_the_others():
    game = _played()
    t = game.table
    seen = view(t, "black")
    assert [p.powerups for p in seen.teams["black"].players] == [p.powerups for p in t.teams["black"].players]
    assert all(set(p.powerups) <= {HIDDEN} for p in seen.teams["white"].players)


def test_BASE_PU_3_a_draw_is_seen_from_behind_by_the_other_team_and_spectators_a_discard_face_up():
    drawn = PowerupDrawn("white", "White 1", "newton-red-1")
    assert seen_event(drawn, "white") == drawn
    assert seen_event(drawn, "black") == PowerupDrawn("white", "White 1", HIDDEN)
    assert seen_event(drawn, None) == PowerupDrawn("white", "White 1", HIDDEN)
    discarded = PowerupDiscarded("white", "White 1", "newton-red-1", "(hand limit)")
    assert seen_event(discarded, "black") is discarded


def test_a_spectators_hand_moves_hide_every_draw():
    game = Game.new(config((1, 1)), 5)
    while not any(drawn for *_, drawn in game.eng.hands):
        game.choose(game.pending.choices[0])
    moves = hand_moves(game, None)
    assert moves and all(m.card == HIDDEN for m in moves if m.drawn)
    assert any(m.card != HIDDEN for m in hand_moves(game, moves[0].team) if m.drawn)


def test_the_greyed_actions_travel_with_their_words_and_places():
    """A client's window shows the action question as the tabletop does: every action in its
    fixed place, those not on offer greyed with the rule's reason."""
    from adrenaline_team.rules import Greyed, Kind
    from adrenaline_team.rules.observe import DecisionData
    game = Game.new(config((2, 2)), 4)
    rnd = random.Random(4)
    while not (game.pending.kind == Kind.ACTION and game.pending.greyed):
        game.choose(rnd.choice(game.pending.choices))
    sent = DecisionData.of(game.pending).model_dump_json()
    got = DecisionData.model_validate_json(sent).decision()

    def shown(places):
        return [(a.key, a.label, a.reason if isinstance(a, Greyed) else None) for a in places]
    assert shown(got.places()) == shown(game.pending.places())
    assert any(isinstance(a, Greyed) for a in got.places()) and got == game.pending
