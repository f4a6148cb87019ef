"""Team Play setup: teams, draft, ammo and starting weapons, spawn round (TP-TEAM, TP-DRAFT,
TP-AMMO, TP-SPAWN)."""

import pytest

from adrenaline_team.arena import load_arena
from adrenaline_team.catalog import load_catalog
from adrenaline_team.rules import ConfigError, Game, GameConfig, PlayerConfig, view
from adrenaline_team.rules.cards import powerup, weapon
from adrenaline_team.rules.setup import new_table
from builders import config, table_at_turn

CHARS = {"dstruct", "banshee", "dozer", "violet", "sprog", "echo"}


def setup_decisions(game):
    """Play the setup with first choices, recording each decision asked."""
    asked = []
    while game.table.phase != "turn":
        asked.append(game.pending)
        game.choose(game.pending.choices[0])
    return asked


@pytest.mark.parametrize("sizes", [(0, 1), (4, 1), (1, 0)])
def test_TP_TEAM_1_each_team_has_one_to_three_players(sizes):
    cfg = GameConfig(black=[PlayerConfig(name=f"b{i}") for i in range(sizes[0])],
                     white=[PlayerConfig(name=f"w{i}") for i in range(sizes[1])])
    with pytest.raises(ConfigError, match="each team has 1, 2 or 3"):
        Game.new(cfg, 1)


def test_TP_TEAM_1_counts_may_differ_3v1():
    table = table_at_turn(black=3, white=1)
    assert [len(table.teams[t].players) for t in ("black", "white")] == [3, 1]


@pytest.mark.parametrize("arena", ["A", "B", "C", "D"])
@pytest.mark.parametrize("sizes", [(1, 1), (2, 3), (3, 2), (1, 3)])
def test_TP_TEAM_2_and_3_all_six_figures_on_any_arena(arena, sizes):
    """TP-TEAM-2, TP-TEAM-3: six figures on the arena whatever the arena and team sizes."""
    table = table_at_turn(arena=arena, black=sizes[0], white=sizes[1], seed=7)
    assert set(table.figures) == CHARS
    assert [len(table.teams[t].characters) for t in ("black", "white")] == [3, 3]
    squares = set(load_arena(arena).squares)
    assert all(f.square in squares for f in table.figures.values())


def test_TP_TEAM_4_skull_board_holds_eight():
    assert table_at_turn().skulls == 8


def test_TP_TEAM_5_reward_tile_random_from_seed_or_fixed():
    tiles = {new_table(GameConfig(), seed).reward_tile for seed in range(40)}
    assert tiles == {"HS-REW-A", "HS-REW-B", "HS-REW-C"}
    assert new_table(GameConfig(), 3).reward_tile == new_table(GameConfig(), 3).reward_tile
    assert new_table(GameConfig(reward_tile="HS-REW-C"), 3).reward_tile == "HS-REW-C"


def test_TP_TEAM_6_starting_team_random_from_seed():
    starts = [new_table(GameConfig(), seed).starting_team for seed in range(40)]
    assert set(starts) == {"black", "white"}
    game = Game.new(GameConfig(), 11)
    assert game.pending.team == game.table.starting_team == game.table.active


def test_TP_TEAM_7_no_run_around_and_team_play_tile_side():
    table = table_at_turn()
    game = Game(table)
    game.choose("act:dstruct")
    keys = {c.key for c in game.pending.choices}
    assert not any("run" in k for k in keys)
    assert keys <= {"action:grab", "action:shoot", "action:rush-grab", "action:rush-shoot", "action:pass"}
    assert all(f.rush == 0 and f.killshot == 11 and f.overkill == 12 for f in table.figures.values())


def test_TP_DRAFT_1_one_random_character_weapon_each():
    cat = load_catalog()
    seen = {c: set() for c in CHARS}
    for seed in range(30):
        table = new_table(GameConfig(), seed)
        for c, w in table.dealt.items():
            assert w in cat.characters[c].weapons
            seen[c].add(w)
    assert all(len(ws) == 2 for ws in seen.values())
    table = table_at_turn(seed=5)
    assert all(f.weapon == table.dealt[f.id] for f in table.figures.values())


def test_TP_DRAFT_2_pick_order_one_two_two_one():
    game = Game.new(config(starting="white"), 2)
    asked = setup_decisions(game)
    drafts = [d.team for d in asked if d.kind == "draft"]
    # The last character is taken without a choice.
    assert drafts == ["white", "black", "black", "white", "white"]
    assert game.table.teams["white"].characters == ["dstruct", "violet", "sprog"]
    assert game.table.teams["black"].characters == ["banshee", "dozer", "echo"]


def test_TP_DRAFT_3_control_two_player_team_shares_one():
    table = table_at_turn(black=2, white=3)
    b, w = table.teams["black"], table.teams["white"]
    assert b.owner == {"dstruct": 0, "violet": 1} and b.shared == "sprog"
    assert w.owner == {"banshee": 0, "dozer": 1, "echo": 2} and w.shared is None


def test_TP_DRAFT_4_ability_cards_start_upright():
    table = table_at_turn()
    assert not any(f.acted for f in table.figures.values())


def _cubes(player):
    return sum(player.cubes.values())


def test_TP_AMMO_1_ammo_is_the_players_and_capped_at_three():
    table = table_at_turn(black=2, white=1)
    p0, p1 = table.teams["black"].players
    assert p0.cubes is not p1.cubes
    from adrenaline_team.rules.engine import Engine
    eng = Engine(table)
    p0.cubes = {"red": 3, "blue": 2, "yellow": 0}
    gained, lost = eng.gain_cubes(p0, ("red", "blue", "blue"))
    assert gained == ("blue",) and lost == ("red", "blue")
    assert p0.cubes == {"red": 3, "blue": 3, "yellow": 0} and p1.cubes != p0.cubes


@pytest.mark.parametrize("seed", range(6))
def test_TP_AMMO_2_one_cube_each_minus_grab_costs(seed):
    table = table_at_turn(black=1, white=3, seed=seed)
    for team in ("black", "white"):
        ts = table.teams[team]
        paid = sum(len(weapon(w).grab_cost) for p in ts.players for w in p.weapons)
        assert sum(_cubes(p) for p in ts.players) == 3 * len(ts.players) - paid
        for w in ts.table:  # only weapons that could not be paid start unloaded
            assert weapon(w).grab_cost


def test_TP_AMMO_3_one_player_two_costs_in_one_colour():
    table = new_table(config(), 0)
    table.dealt.update(dstruct="arc_welder", violet="tracer_drone", sprog="spore_mine")  # R, R, B
    game = Game(table)
    asked = setup_decisions(game)
    startpay = [d for d in asked if d.kind == "ammo" and d.team == "black"]
    assert len(startpay) == 1
    assert {c.weapon for c in startpay[0].choices} == {"arc_welder", "tracer_drone", "spore_mine"}
    black = game.table.teams["black"]
    assert black.players[0].weapons == ["arc_welder", "spore_mine"]
    assert black.table == ["tracer_drone"]
    assert black.players[0].cubes == {"red": 0, "blue": 0, "yellow": 1}


def test_TP_AMMO_4_two_player_team_one_pays_for_the_shared_weapon():
    table = new_table(config(black=2), 0)
    table.dealt.update(dstruct="arc_welder", violet="ghost_knife", sprog="spore_mine")  # R, free, B
    game = Game(table)
    while game.pending.kind != "ammo":
        game.choose(game.pending.choices[0])
    d = game.pending
    assert d.team == "black" and "shared" in d.prompt and {c.player for c in d.choices} == {0, 1}
    game.choose("payer:1")
    setup_decisions(game)
    p0, p1 = game.table.teams["black"].players
    assert p0.weapons == ["arc_welder"] and p0.cubes == {"red": 0, "blue": 1, "yellow": 1}
    assert p1.weapons == ["ghost_knife", "spore_mine"] and p1.cubes == {"red": 1, "blue": 0, "yellow": 1}


def test_TP_AMMO_5_three_player_team_each_pays_own():
    table = new_table(config(black=3), 0)
    table.dealt.update(dstruct="arc_welder", violet="tracer_drone", sprog="spore_mine")  # R, R, B
    game = Game(table)
    setup_decisions(game)
    black = game.table.teams["black"]
    owned = {c: i for c, i in black.owner.items()}
    for c, w in (("dstruct", "arc_welder"), ("violet", "tracer_drone"), ("sprog", "spore_mine")):
        p = black.players[owned[c]]
        assert p.weapons == [w]
        assert _cubes(p) == 2 and p.cubes[weapon(w).grab_cost[0]] == 0


def test_TP_SPAWN_1_starting_team_spawns_first():
    game = Game.new(config(starting="white"), 4)
    events = []
    while game.table.phase != "turn":
        events += game.choose(game.pending.choices[0])
    spawned = [e.character for e in events if e.kind == "Spawned"]
    assert len(spawned) == 6
    assert set(spawned[:3]) == set(game.table.teams["white"].characters)


def test_TP_SPAWN_2_one_player_draws_four_keeps_one():
    game = Game.new(config(), 9)
    asked = setup_decisions(game)
    spawns = [d for d in asked if d.kind == "spawn" and d.team == "black"]
    assert [len(d.choices) for d in spawns] == [4, 3, 2]
    table = game.table
    assert len(table.teams["black"].players[0].powerups) == 1
    for c in table.teams["black"].characters:
        assert table.figures[c].square in load_arena("A").spawnpoints.values()


def test_TP_SPAWN_3_two_player_team_draws_two_and_three():
    game = Game.new(config(black=2), 9)
    asked = setup_decisions(game)
    who = [d for d in asked if d.kind == "spawn" and d.team == "black"]
    assert "draws 2" in who[0].prompt
    assert [len(d.choices) for d in who[1:]] == [2, 3, 2]  # player 0 (2 cards), then player 1 (3 cards) twice
    assert [len(p.powerups) for p in game.table.teams["black"].players] == [1, 1]
    assert who[1].player == 0 and who[2].player == 1 and who[3].player == 1
    assert who[3].figure == game.table.teams["black"].shared


def test_TP_SPAWN_4_three_player_team_two_each():
    game = Game.new(config(white=3), 9)
    asked = setup_decisions(game)
    spawns = [d for d in asked if d.kind == "spawn" and d.team == "white"]
    assert [(d.player, len(d.choices)) for d in spawns] == [(0, 2), (1, 2), (2, 2)]
    assert [len(p.powerups) for p in game.table.teams["white"].players] == [1, 1, 1]


def test_TP_SPAWN_5_and_TP_PU_7_teammates_see_hands_opponents_do_not():
    table = table_at_turn(black=2, white=3, seed=3)
    seen = view(table, "black")
    assert [p.powerups for p in seen.teams["black"].players] == [p.powerups for p in table.teams["black"].players]
    assert all(c == "hidden" for p in seen.teams["white"].players for c in p.powerups)
    assert [len(p.powerups) for p in seen.teams["white"].players] == [1, 1, 1]
    assert all(powerup(c) for p in table.teams["white"].players for c in p.powerups)


def test_TP_AMMO_2_the_log_says_pays_only_when_a_cube_was_paid():
    """A free grab cost is narrated as free; a paid one is told once, by the payment's line
    (who pays what, for which weapon), and the weapon's own line only says it starts loaded."""
    table = new_table(config(black=2), 0)
    table.dealt.update(dstruct="arc_welder", violet="ghost_knife", sprog="spore_mine")  # R, free, B
    game = Game(table)
    setup_decisions(game)
    texts = [e.text for e in game.log if e.kind == "StartingWeapon" and e.team == "black"]
    names = {p.name for p in game.table.teams["black"].players}
    assert any(t.startswith("Ghost Knife starts loaded for ") and t.endswith(": its grab cost is free") for t in texts)
    arc = [t for t in texts if t.startswith("Arc Welder")]
    assert len(arc) == 1 and arc[0] in {f"Arc Welder starts loaded for {n}" for n in names}
    assert not any(" pays " in t or " paid " in t for t in texts)
    paid = [e.text for e in game.log if e.kind == "Paid" and "Arc Welder" in e.text]
    assert paid == [f"{arc[0].removeprefix('Arc Welder starts loaded for ')} pays 1 red cube for Arc Welder (grab cost)"]
