"""`Choice` equality: the same key is the same answer (rules/decision.py)."""

from adrenaline_team.rules import Choice
from test_game import random_game


def test_choices_with_the_same_key_are_equal_and_hash_alike_whatever_their_wording():
    worded = []
    lazy = Choice("effect:basic", lambda: worded.append(1) or "Basic effect", weapon="lock_rifle", option="basic")
    plain = Choice("effect:basic", "Basic", weapon="lock_rifle", option="basic")
    assert lazy == plain and hash(lazy) == hash(plain) and len({lazy, plain}) == 1
    assert lazy != Choice("effect:other", "Basic", weapon="lock_rifle", option="basic")
    assert lazy != "effect:basic"  # a key is not a choice
    assert worded == []  # comparing never words a lazy label


def test_no_two_answers_of_a_question_share_a_key():
    """What equality by key relies on, checked at every question of two whole random games
    (`check_invariants` checks it in the 200 games of test_game.py)."""
    for seed, arena, sizes in ((1, "A", (1, 3)), (2, "D", (3, 2))):
        game = random_game(seed, arena, sizes)
        assert game.over
