"""The golden fingerprint: play stays exactly the same through refactors and speed work.

36 seeded random games (every arena, every team size, a random reward tile and starting team)
are hashed decision by decision: each decision's deciding team and player, its kind (by its
string value), its legal choice keys in order, the key chosen, and the narration of every
event the choice caused. The hashes live in `tests/golden/fingerprints.json`.

When a commit changes play on purpose (a rule fix, a new question, new narration), it
regenerates the file with `python tests/test_golden.py --update` and says why in its message.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from builders import config  # noqa: E402

from adrenaline_team.rules import Game  # noqa: E402

GOLDEN = Path(__file__).parent / "golden" / "fingerprints.json"
ARENAS = "ABCD"
SIZES = [(b, w) for b in (1, 2, 3) for w in (1, 2, 3)]
GAMES = [(seed, ARENAS[seed % 4], SIZES[seed % 9]) for seed in range(36)]


def fingerprint(seed: int, arena: str, sizes: tuple[int, int]) -> str:
    game = Game.new(config(arena, sizes[0], sizes[1], reward=None, starting=None), seed)
    rnd = random.Random(seed * 7919 + 1)
    digest = hashlib.sha256()
    lines = [event.text for event in game.log]
    while not game.over:
        d = game.pending
        choice = rnd.choice(d.choices)
        lines.append(f"? {d.team} {d.player} {str(getattr(d.kind, 'value', d.kind))} "
                     f"{' '.join(c.key for c in d.choices)} -> {choice.key}")
        lines.extend(event.text for event in game.choose(choice))
        if len(lines) > 4096:
            digest.update("\n".join(lines).encode())
            lines = []
    r = game.result
    lines.append(f"= {r.winner} {r.scores['black']} {r.scores['white']}")
    digest.update("\n".join(lines).encode())
    return digest.hexdigest()


def _name(seed: int, arena: str, sizes: tuple[int, int]) -> str:
    return f"seed {seed} arena {arena} {sizes[0]}v{sizes[1]}"


@pytest.mark.parametrize("seed, arena, sizes", GAMES, ids=[_name(*g) for g in GAMES])
def test_golden_fingerprint_unchanged(seed, arena, sizes):
    stored = json.loads(GOLDEN.read_text())
    assert fingerprint(seed, arena, sizes) == stored[_name(seed, arena, sizes)]


if __name__ == "__main__" and sys.argv[1:] == ["--update"]:
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps({_name(*g): fingerprint(*g) for g in GAMES}, indent=1) + "\n")
    print(f"wrote {GOLDEN}")
