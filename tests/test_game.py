"""The decision API as a whole: full random games with the game's invariants checked after
every choice, saves and positions, illegal choices, hidden information, the commands."""

import json
import random
import subprocess
import sys

import pytest

from adrenaline_team.ai.match import play_out
from adrenaline_team.cli import main
from adrenaline_team.rules import Game, GameState, IllegalChoice, view
from adrenaline_team.rules.cards import weapon
from adrenaline_team.rules.state import MAX_CUBES, MAX_LOADED, MAX_MARKS, MAX_POWERUPS, SKULLS
from builders import config

SIZES = [(b, w) for b in (1, 2, 3) for w in (1, 2, 3)]


def check_invariants(game: Game, last_scores: dict) -> None:
    t = game.table
    if t.phase in ("turn", "over"):
        assert all(f.square is not None for f in t.figures.values()), "6 figures on the arena"
    respawning = game.pending is not None and game.pending.kind in ("spawn", "discard")
    for team, ts in t.teams.items():
        for p in ts.players:
            assert all(0 <= n <= MAX_CUBES for n in p.cubes.values()), "cubes per colour"
            assert len(p.powerups) <= MAX_POWERUPS + respawning, "powerups in hand"
            assert sum(weapon(w).owner is None for w in p.weapons) <= MAX_LOADED, "loaded arena weapons"
        assert all(0 < n <= MAX_MARKS for n in ts.buffer.marks.values()), "marks per colour"
        assert ts.score >= last_scores.get(team, 0), "scores never decrease"
        last_scores[team] = ts.score
    assert t.skulls + sum(f.skulls for f in t.figures.values()) == SKULLS, "skulls"
    assert all(0 <= f.damage <= f.overkill for f in t.figures.values())
    cards = len(t.powerup_deck) + len(t.powerup_discard) + sum(len(p.powerups) for ts in t.teams.values()
                                                                for p in ts.players)
    assert cards == 24, "every powerup card is somewhere"
    held = [w for ts in t.teams.values() for w in ts.table + [w for p in ts.players for w in p.weapons]]
    slots = [w for s in t.slots.values() for w in s if w]
    # Character weapons reach a hand or the team's table once the starting weapons are paid.
    expected = 21 + (6 if t.phase in ("spawn", "turn", "over") else len(held))
    assert len(held) + len(slots) + len(t.weapon_deck) == expected, "every weapon is somewhere"
    assert len(set(held + slots + t.weapon_deck)) == expected
    if game.pending is not None:  # choices are equal by key: no two answers of a question share one
        keys = [c.key for c in game.pending.choices]
        assert len(set(keys)) == len(keys), "one key per answer"


def random_game(seed: int, arena: str, sizes: tuple[int, int], checks: bool = True) -> Game:
    game = Game.new(config(arena, sizes[0], sizes[1], reward=None, starting=None), seed)
    rnd = random.Random(seed)
    scores: dict = {}
    play_out(game, lambda seat: rnd.choice(seat.decision.choices), limit=100_000,
             after=lambda events: check_invariants(game, scores) if checks else None)
    assert game.over, "the game reached its end"
    return game


@pytest.mark.slow
@pytest.mark.parametrize("block", range(8))
def test_random_games_keep_every_invariant(block):
    """200 seeded random games over all arenas and team sizes (25 per block): the game's
    invariants after every choice; every game ends with a winner or the TP-GAME-4 tie-break."""
    for i in range(block * 25, block * 25 + 25):
        game = random_game(i, "ABCD"[i % 4], SIZES[i % len(SIZES)])
        r = game.result
        assert r.winner in ("black", "white") or (r.scores["black"] == r.scores["white"]
                                                  and r.remaining["black"] == r.remaining["white"])
        if r.winner:
            other = "white" if r.winner == "black" else "black"
            assert (r.scores[r.winner], r.remaining[r.winner]) > (r.scores[other], r.remaining[other])


def test_state_json_round_trips_exactly_and_replays_to_the_same_table():
    game = Game.new(config("C", 2, 3), 5)
    rnd = random.Random(5)
    for _ in range(400):
        game.choose(rnd.choice(game.pending.choices))
    text = game.state.model_dump_json()
    state = GameState.model_validate_json(text)
    assert state.model_dump_json() == text
    again = Game.from_position(text)
    assert again.table == game.table
    assert [c.key for c in again.pending.choices] == [c.key for c in game.pending.choices]
    # Both continue identically.
    for _ in range(200):
        if game.over:
            break
        key = rnd.choice(game.pending.choices).key
        game.choose(key)
        again.choose(key)
    assert again.table == game.table


def test_illegal_choice_raises_with_a_reason_and_changes_nothing():
    game = Game.new(config(), 1)
    before = game.table.model_dump_json()
    pending = game.pending
    with pytest.raises(IllegalChoice, match="not a legal choice for 'draft'"):
        game.choose("draft:nobody")
    assert game.table.model_dump_json() == before and game.pending is pending


def test_same_seed_same_choices_same_game():
    a = random_game(3, "B", (2, 2), checks=False)
    b = random_game(3, "B", (2, 2), checks=False)
    assert a.table == b.table


def test_view_hides_the_other_teams_powerups_and_the_decks():
    game = random_game(2, "A", (1, 1), checks=False)
    seen = view(game.table, "white")
    assert all(c == "hidden" for p in seen.teams["black"].players for c in p.powerups)
    assert seen.teams["white"].players[0].powerups == game.table.teams["white"].players[0].powerups
    assert set(seen.powerup_deck) <= {"hidden"} and len(seen.powerup_deck) == len(game.table.powerup_deck)


@pytest.mark.slow
def test_rules_core_never_imports_pygame():
    code = "import sys, adrenaline_team.rules, adrenaline_team.ai; assert 'pygame' not in sys.modules, 'pygame'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.slow
def test_bench_and_autoplay_never_import_the_cli():
    """The command line imports them, never the other way round."""
    code = ("import sys, adrenaline_team.bench, adrenaline_team.autoplay; "
            "assert 'adrenaline_team.cli' not in sys.modules, 'cli'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_schema_command_prints_the_game_state_schema(capsys):
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "GameState" and "table" in schema["properties"]


def test_simulate_json_summary(capsys):
    assert main(["simulate", "--games", "3", "--seed", "1", "--teams", "3v1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["finished"] == 3
    assert out["wins"]["black"] + out["wins"]["white"] + out["draws"] == 3
    assert set(out) == {"games", "finished", "wins", "draws", "mean_score", "mean_team_turns"}


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--games", "0"], "must be a whole number from 1"),
    (["simulate", "--teams", "4v1"], "each team has 1, 2 or 3 players"),
    (["simulate", "--black", "nobody"], "unknown bot"),
    (["simulate", "--seed", "9" * 5000], "at most 18 digits"),
    (["simulate", "--gmaes", "2"], "unrecognized arguments"),
    (["nonsense"], "invalid choice"),
])
def test_bad_command_line_is_one_line_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        code = main(argv)
        raise SystemExit(code)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]  # issue 10: argparse's usage lines are gone


def _undo_position():
    from builders import arrange, table_at_turn
    table = table_at_turn()
    arrange(table, squares={"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2),
                            "dozer": (0, 1), "echo": (2, 1)}, cubes={("black", 0): {"red": 0, "blue": 0, "yellow": 0}})
    table.ammo["2,1"] = "PRB-1"  # red, blue and a powerup draw
    table.ammo["1,2"] = "YBB-1"  # no powerup icon
    return Game(table)


def test_undo_goes_back_one_decision_at_a_time_within_the_turn():
    from builders import play
    game = _undo_position()
    before = game.table.model_dump_json()
    assert not game.can_undo
    play(game, "act:dstruct", "action:grab", "move:1,2")
    assert game.table.teams["black"].players[0].cubes == {"red": 0, "blue": 2, "yellow": 1}
    undone = 0
    while game.can_undo:
        game.undo()
        undone += 1
    assert undone == 3 and game.table.model_dump_json() == before
    assert {c.key for c in game.pending.choices} == {"act:dstruct", "act:violet", "act:sprog"}
    with pytest.raises(IllegalChoice, match="nothing to undo"):
        game.undo()


def test_undo_never_goes_back_past_a_powerup_draw():
    from builders import play
    game = _undo_position()
    play(game, "act:dstruct", "action:grab", "move:2,1")
    assert len(game.table.teams["black"].players[0].powerups) == 1
    assert not game.can_undo


@pytest.mark.slow
def test_no_screen_is_one_line_and_exit_2():
    import os
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"} | {"SDL_VIDEODRIVER": "x11"}
    run = subprocess.run([sys.executable, "-m", "adrenaline_team.cli"], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [run.stderr.strip()] and "cannot open the window" in run.stderr


BROKEN = """
import shutil, sys, tempfile
from pathlib import Path
import adrenaline_team.{module} as m
tmp = Path(tempfile.mkdtemp())
shutil.copytree(m.{folder}, tmp / "data")
f = tmp / "data" / "{file}"
f.write_text(f.read_text().replace({old!r}, {new!r}, 1))
m.{folder} = tmp / "data"
from adrenaline_team.cli import main
sys.exit(main(["simulate", "--games", "1", "--arena", "A"]))
"""


@pytest.mark.slow
@pytest.mark.parametrize("module, folder, file, old, new, words", [
    ("catalog.loader", "DATA_DIR", "weapons.toml", 'reload = ["blue", "blue"]', 'reload = ["blue", "pink"]',
     "weapons.toml: weapon 'lock_rifle': field 'reload"),
    ("arena", "MAPS_DIR", "A.tmx", 'name="spawn" value="red"', 'name="spawn" value="blue"', "A.tmx: the red spawnpoint has 2 weapon slots, needs 3"),
    ("catalog.loader", "DATA_DIR", "weapons.toml", "targets = 1, damage = 2, marks = 1", "targets = 1, dammage = 2",
     "weapons.toml: weapon 'lock_rifle': field 'effects.0.params.dammage': Extra inputs are not permitted"),
    ("catalog.loader", "DATA_DIR", "character_weapons.toml", 'script = "battering_ram"', 'script = "batering_ram"',
     "character_weapons.toml: weapon 'battering_ram': field 'effects.0.script': Input should be"),
])
def test_broken_data_file_is_one_line_and_exit_2(module, folder, file, old, new, words):
    code = BROKEN.format(module=module, folder=folder, file=file, old=old, new=new)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 2, run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and words in run.stderr


def test_undo_never_goes_back_into_the_other_teams_decision():
    from builders import arrange, play, table_at_turn
    table = table_at_turn()
    arrange(table, squares={"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2),
                            "dozer": (0, 1), "echo": (0, 1)}, weapons={("black", 0): ["zx2"]},
            powerups={("white", 0): ["tagback_grenade-red-1"]}, cubes={("black", 0): {"red": 0, "blue": 0,
                                                                                        "yellow": 0}})
    game = Game(table)
    play(game, "act:dstruct", "action:shoot", "effect:basic")  # Banshee, the one enemy in sight
    assert game.pending.kind == "tagback" and not game.can_undo  # White may not undo Black's choices
    play(game, "tagback:tagback_grenade-red-1")
    assert game.pending.team == "black" and not game.can_undo


def test_undo_never_goes_back_past_the_refill():
    from builders import arrange, pass_actions, play, table_at_turn
    table = table_at_turn()
    arrange(table, squares={"dstruct": (1, 1), "violet": (0, 0), "sprog": (2, 3), "banshee": (1, 2),
                            "dozer": (0, 1), "echo": (2, 1)}, cubes={("black", 0): {"red": 3, "blue": 3,
                                                                                      "yellow": 3}})
    table.ammo["1,2"] = "YBB-1"
    table.teams["black"].table = ["lock_rifle"]
    game = Game(table)
    play(game, "act:dstruct", "action:grab", "move:1,2")
    events = pass_actions(game)
    assert "Refilled" in [e.kind for e in events] and game.pending.kind == "reload"
    assert not game.can_undo


def test_copy_is_an_independent_game_at_the_same_point():
    """Issue 12: `game.copy()` is what a search tries choices on: same table, question,
    history, undo limit and saved state; choosing on it leaves the original untouched."""
    game = Game.new(config("C", 2, 3), 8)
    rnd = random.Random(8)
    while not (game.table.phase == "turn" and game.state.script):
        game.choose(rnd.choice(game.pending.choices))
    copy = game.copy()
    assert copy.table == game.table and copy.state == game.state and copy.history == game.history
    assert [c.key for c in copy.pending.choices] == [c.key for c in game.pending.choices]
    assert copy.can_undo == game.can_undo and copy.seed == game.seed == 8
    before = game.table.model_dump()
    while not copy.over:
        copy.choose(rnd.choice(copy.pending.choices))
    assert game.table.model_dump() == before and not game.over


def test_a_snapshot_worked_out_when_asked_is_the_one_taken_at_the_turns_start():
    """Issue 12: snapshots are taken when asked for, by replaying from the last one taken;
    the saved state, the undo and the table of a game asked now and then, many turns after
    its last snapshot, agree with a game asked after every choice (as the tabletop's
    autosave does), whose replays are never longer than a turn."""
    for seed, arena in ((3, "A"), (4, "D")):
        cfg = config(arena, 3, 2)
        lazy, eager = Game.new(cfg, seed), Game.new(cfg, seed)
        rnd, asked = random.Random(seed), 0
        while not lazy.over:
            key = rnd.choice(lazy.pending.choices).key
            lazy.choose(key)
            eager.choose(key)
            eager.turn_start  # asked after every choice: its snapshot is always this turn's start
            if rnd.random() < 0.02:  # now and then, many turns after the last look
                asked += 1
                assert lazy.state == eager.state and lazy.can_undo == eager.can_undo
                if lazy.can_undo:
                    lazy.undo()
                    eager.undo()
                    assert lazy.table == eager.table and lazy.state == eager.state
        assert asked > 3 and lazy.state == eager.state and lazy.table == eager.table


SIMULATE_FOREVER = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))  # a gigabyte: room for games, not for a billion configs
from adrenaline_team.cli import main
sys.exit(main(["simulate", "--games", "999999999", "--jobs", sys.argv[1]]))
"""


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_simulate_a_billion_games_prints_each_as_it_finishes_in_bounded_memory(jobs):
    """Issue 21: the games' configurations are made as the games start, not all first."""
    import subprocess
    import sys
    with subprocess.Popen([sys.executable, "-c", SIMULATE_FOREVER, jobs], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as proc:
        try:
            lines = [proc.stdout.readline() for _ in range(3)]
        finally:
            proc.kill()
        assert [line.split(" seed ")[0] for line in lines] == ["game 1", "game 2", "game 3"], proc.stderr.read()
