"""The game's random generator (rules/rng.py): splitmix64, whose outputs every seeded game,
save and golden fingerprint depend on."""

from adrenaline_team.rules.rng import below, shuffle
from adrenaline_team.rules.setup import new_table
from builders import config


def fresh(state: int):
    table = new_table(config(), 1)
    table.rng = state
    return table


def test_splitmix64_reference_outputs_from_state_0():
    table = fresh(0)
    assert [below(table, 1 << 64) for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert table.rng == 3 * 0x9E3779B97F4A7C15 % (1 << 64)


def test_a_shuffle_is_fisher_yates_on_the_same_stream_and_wraps_at_64_bits():
    a, b = fresh(0xFFFF_FFFF_FFFF_FFF0), fresh(0xFFFF_FFFF_FFFF_FFF0)
    deck, same = list(range(10)), list(range(10))
    shuffle(a, deck)
    for i in range(9, 0, -1):
        j = below(b, i + 1)
        same[i], same[j] = same[j], same[i]
    assert deck == same and a.rng == b.rng
    empty: list[int] = []
    shuffle(a, empty)
    assert empty == [] and a.rng == b.rng
