"""The card data: exact counts and costs from the rules files, and one-line errors for bad data."""

import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from adrenaline_team.catalog import CatalogError, Reward, catalog, load_catalog
from adrenaline_team.catalog.models import Params

DATA_DIR = Path(__file__).parents[1] / "adrenaline_team" / "catalog"
COLOUR = {"R": "red", "B": "blue", "Y": "yellow"}


def cubes(letters: str) -> tuple[str, ...]:
    return tuple(COLOUR[letter] for letter in letters)


# The weapon cards (BASE-WPN-1, BASE-WPN-2, BASE-WG-2): name, reload, grab, structure, extra cost of each non-basic box.
B1 = {
    "lock_rifle": ("Lock Rifle", "BB", "B", "optional", {"second_lock": "R"}),
    "machine_gun": ("Machine Gun", "BR", "R", "optional", {"focus_shot": "Y", "turret_tripod": "B"}),
    "thor": ("T.H.O.R.", "BR", "R", "optional", {"chain_reaction": "B", "high_voltage": "B"}),
    "plasma_gun": ("Plasma Gun", "BY", "Y", "optional", {"phase_glide": "", "charged_shot": "B"}),
    "whisper": ("Whisper", "BBY", "BY", "basic", {}),
    "electroscythe": ("Electroscythe", "B", "", "alternative", {"reaper": "BR"}),
    "tractor_beam": ("Tractor Beam", "B", "", "alternative", {"punisher": "RY"}),
    "vortex_cannon": ("Vortex Cannon", "RB", "B", "optional", {"black_hole": "R"}),
    "furnace": ("Furnace", "RB", "B", "alternative", {"cozy_fire": ""}),
    "heatseeker": ("Heatseeker", "RRY", "RY", "basic", {}),
    "hellion": ("Hellion", "RY", "Y", "alternative", {"nano_tracer": "R"}),
    "flamethrower": ("Flamethrower", "R", "", "alternative", {"barbecue": "YY"}),
    "grenade_launcher": ("Grenade Launcher", "R", "", "optional", {"extra_grenade": "R"}),
    "rocket_launcher": ("Rocket Launcher", "RR", "R", "optional", {"rocket_jump": "B", "fragmenting_warhead": "Y"}),
    "railgun": ("Railgun", "YYB", "YB", "alternative", {"piercing": ""}),
    "cyberblade": ("Cyberblade", "YR", "R", "optional", {"shadowstep": "", "slice_and_dice": "Y"}),
    "zx2": ("ZX-2", "YR", "R", "alternative", {"scanner": ""}),
    "shotgun": ("Shotgun", "YY", "Y", "alternative", {"long_barrel": ""}),
    "power_glove": ("Power Glove", "YB", "B", "alternative", {"rocket_fist": "B"}),
    "shockwave": ("Shockwave", "Y", "", "alternative", {"tsunami": "Y"}),
    "sledgehammer": ("Sledgehammer", "Y", "", "alternative", {"pulverize": "R"}),
}

# The house character weapons (HS-W-1..12): house id, owner, name, reload.
HS_W = {
    "bile_spitter": ("HS-W-1", "sprog", "Bile Spitter", "YY"),  # issue 42, round 2: was Y
    "spore_mine": ("HS-W-2", "sprog", "Spore Mine", "RB"),
    "siren_call": ("HS-W-3", "banshee", "Siren Call", "B"),
    "scream": ("HS-W-4", "banshee", "Scream", "BY"),
    "arc_welder": ("HS-W-5", "dstruct", "Arc Welder", "YR"),
    "scrap_cannon": ("HS-W-6", "dstruct", "Scrap Cannon", "YY"),  # round 2: was Y
    "demolisher": ("HS-W-7", "dozer", "Demolisher", "R"),
    "battering_ram": ("HS-W-8", "dozer", "Battering Ram", "R"),  # round 2: was RY
    "ghost_knife": ("HS-W-9", "violet", "Ghost Knife", "B"),
    "tracer_drone": ("HS-W-10", "violet", "Tracer Drone", "BR"),
    "twin_pistols": ("HS-W-11", "echo", "Twin Pistols", "Y"),  # round 2: was YB
    "signal_jammer": ("HS-W-12", "echo", "Signal Jammer", "B"),
}

# Draft order: name, colour, letter, ability, ability is mandatory.
CHARACTERS = {
    "dstruct": (":D-struct-0R", "yellow", "D", "overload", True),
    "banshee": ("Banshee", "blue", "B", "mind_control", False),
    "dozer": ("Dozer", "grey", "Z", "plating", False),
    "violet": ("Violet", "purple", "V", "nanobots", False),
    "sprog": ("Sprog", "green", "S", "venom", True),
    "echo": ("Echo", "orange", "E", "hack", False),
}


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


# ---------------------------------------------------------------- arena weapons


def test_BASE_SETUP_2_twenty_one_arena_weapons_seven_per_colour(cat):
    arena = cat.arena_weapons()
    assert [w.id for w in arena] == list(B1)
    assert Counter(w.colour for w in arena) == {"red": 7, "blue": 7, "yellow": 7}
    assert not any(w.house or w.house_id for w in arena)


@pytest.mark.parametrize("weapon_id", B1)
def test_BASE_WPN_1_reload_name_structure_and_extra_costs(cat, weapon_id):
    name, reload, _, structure, extra = B1[weapon_id]
    weapon = cat.weapons[weapon_id]
    assert (weapon.name, weapon.reload, weapon.colour, weapon.structure) == (
        name,
        cubes(reload),
        COLOUR[reload[0]],
        structure,
    )
    basic, *others = weapon.effects
    assert (basic.id, basic.kind, basic.cost) == ("basic", "basic", ())
    assert {e.id: e.cost for e in others} == {box: cubes(cost) for box, cost in extra.items()}
    assert {e.kind for e in others} <= {"alternative": {"mode"}, "optional": {"optional"}, "basic": set()}[structure]


@pytest.mark.parametrize("weapon_id", B1)
def test_BASE_WPN_2_grab_cost_is_reload_minus_first_cube(cat, weapon_id):
    assert cat.weapons[weapon_id].grab_cost == cubes(B1[weapon_id][2])


def test_BASE_WPN_2_examples(cat):
    assert cat.weapons["whisper"].reload == ("blue", "blue", "yellow")
    assert cat.weapons["whisper"].grab_cost == ("blue", "yellow")
    assert cat.weapons["electroscythe"].reload == ("blue",)
    assert cat.weapons["electroscythe"].grab_cost == ()


def test_BASE_WG_3_effect_order_only_where_the_card_needs_it(cat):
    afters = {(w.id, e.id): e.after for w in cat.arena_weapons() for e in w.effects if e.after}
    assert afters == {
        ("machine_gun", "focus_shot"): ("basic",),
        ("machine_gun", "turret_tripod"): ("basic",),
        ("thor", "chain_reaction"): ("basic",),
        ("thor", "high_voltage"): ("chain_reaction",),
        ("plasma_gun", "charged_shot"): ("basic",),
        ("vortex_cannon", "black_hole"): ("basic",),
        ("rocket_launcher", "fragmenting_warhead"): ("basic",),
    }


def test_card_numbers_are_in_the_params(cat):
    assert cat.weapons["lock_rifle"].effects[0].params == Params(targets=1, damage=2, marks=1)
    assert cat.weapons["whisper"].effects[0].params.min_distance == 2
    assert cat.weapons["zx2"].effects[1].params == Params(targets=3, marks=1)
    assert cat.weapons["flamethrower"].effects[1].params == Params(damage=2, second_square_damage=1)


def test_each_effect_says_its_shape_and_selector(cat):
    def does(weapon_id):
        return [(e.shape, e.select or e.script) for e in cat.weapons[weapon_id].effects]
    assert does("lock_rifle") == [("pick", "seen"), ("pick", "seen")]
    assert does("grenade_launcher") == [("pick", "seen"), ("area", "seen")]
    assert does("rocket_launcher") == [("script", "rocket_launcher"), ("move", None), ("everyone", "blast")]
    assert does("scrap_cannon") == [("area", "seen"), ("pick", "chosen_square"), ("everyone", "chosen_square")]
    scripted = sorted({e.script for w in cat.weapons.values() for e in w.effects if e.script})
    assert len(scripted) == 16


# ---------------------------------------------------------------- character weapons


def test_DLC_WPN_1_twelve_character_weapons_two_per_character(cat):
    own = [w for w in cat.weapons.values() if w.owner is not None]
    assert [w.id for w in own] == list(HS_W)
    for char_id in CHARACTERS:
        assert [cat.weapons[w].owner for w in cat.characters[char_id].weapons] == [char_id, char_id]
    for weapon in own:
        assert (weapon.house_id, weapon.owner, weapon.name, weapon.reload, weapon.house) == (
            *HS_W[weapon.id][:3],
            cubes(HS_W[weapon.id][3]),
            True,
        )


def test_DLC_WG_6_character_weapon_grab_cost_at_most_one(cat):
    grab = Counter(len(w.grab_cost) for w in cat.weapons.values() if w.owner)
    assert grab == {0: 6, 1: 6}


def test_DLC_WG_7_character_weapons_have_lightning_base_weapons_none(cat):
    for weapon in cat.weapons.values():
        lightning = [e.id for e in weapon.effects if e.lightning]
        assert bool(lightning) == (weapon.owner is not None), weapon.id
    assert [e.id for e in cat.weapons["scream"].effects if e.lightning] == ["howl"]
    assert cat.weapons["scream"].effects[1].cost == ("yellow",)
    ghost_step = cat.weapons["ghost_knife"].effects[1]
    assert (ghost_step.kind, ghost_step.cost, ghost_step.lightning) == ("optional", ("blue",), False)  # round 3


# ---------------------------------------------------------------- powerups, ammo tiles


def test_BASE_PU_1_twenty_four_powerups(cat):
    assert len(cat.powerups) == 24
    assert len({p.id for p in cat.powerups}) == 24
    assert Counter(p.kind for p in cat.powerups) == dict.fromkeys(
        ["targeting_scope", "newton", "tagback_grenade", "teleporter"], 6
    )
    assert set(Counter((p.kind, p.colour) for p in cat.powerups).values()) == {2}
    first = cat.powerups[0]
    assert (first.id, first.name, first.colour) == ("targeting_scope-red-1", "Targeting Scope", "red")


def test_BASE_SETUP_3_thirty_six_ammo_tiles(cat):
    tiles = cat.ammo_tiles
    assert len(tiles) == 36
    assert len({t.id for t in tiles}) == 36
    assert sum(t.powerup for t in tiles) == 18
    assert Counter(c for t in tiles for c in t.cubes) == {"red": 30, "blue": 30, "yellow": 30}
    assert Counter(t.design for t in tiles) == {
        "YBB": 3, "YRR": 3, "RBB": 3, "RYY": 3, "BYY": 3, "BRR": 3,
        "PYY": 2, "PRR": 2, "PBB": 2, "PRY": 4, "PRB": 4, "PYB": 4,
    }  # fmt: skip
    ybb = tiles[0]
    assert (ybb.id, ybb.cubes, ybb.powerup) == ("YBB-1", ("yellow", "blue", "blue"), False)


# ---------------------------------------------------------------- characters, abilities, rewards


def test_six_characters_in_draft_order_with_unique_letters(cat):
    assert list(cat.characters) == list(CHARACTERS)
    for char_id, character in cat.characters.items():
        assert (character.name, character.colour, character.letter, character.ability) == CHARACTERS[char_id][:4]
    assert len({c.letter for c in cat.characters.values()}) == 6


def test_six_abilities_only_venom_official(cat):
    assert len(cat.abilities) == 6
    assert [a.id for a in cat.abilities.values() if not a.house] == ["venom"]
    for char_id, (*_, ability_id, mandatory) in CHARACTERS.items():
        ability = cat.abilities[ability_id]
        assert (ability.character, ability.mandatory, ability.script) == (char_id, mandatory, ability_id)


def test_DLC_REW_4_three_reward_tiles(cat):
    assert {tile_id: tile.name for tile_id, tile in cat.reward_tiles.items()} == {
        "HS-REW-A": "Focus",
        "HS-REW-B": "Spread",
        "HS-REW-C": "Supply",
    }
    assert cat.reward_tiles["HS-REW-A"].rows[2] == Reward(points=2, heals=1)
    assert {tile_id: tile.rows for tile_id, tile in cat.reward_tiles.items()} == {
        "HS-REW-A": {1: Reward(points=3), 2: Reward(points=2, heals=1), 3: Reward(points=1, ammo=1, powerups=1)},
        "HS-REW-B": {1: Reward(points=1, heals=1), 2: Reward(points=2), 3: Reward(points=3, ammo=1)},
        "HS-REW-C": {1: Reward(ammo=2, powerups=1), 2: Reward(points=1, ammo=1, powerups=1), 3: Reward(points=2, heals=1)},
    }


@pytest.mark.slow
def test_default_catalog_is_loaded_once_and_not_at_import(cat):
    assert catalog() is load_catalog() is cat
    check = (
        "import adrenaline_team.catalog as c, adrenaline_team.catalog.loader as l;"
        "assert l._default.cache_info().currsize == 0"
    )
    subprocess.run([sys.executable, "-c", check], check=True, cwd=Path(__file__).parents[1])


# ---------------------------------------------------------------- bad data


@pytest.fixture
def data(tmp_path):
    for file in DATA_DIR.glob("*.toml"):
        shutil.copy(file, tmp_path)
    return tmp_path


def edit(directory: Path, file: str, header: str, old: str, new: str) -> None:
    """Replace the first `old` after the line `header` of `file`."""
    path = directory / file
    text = path.read_text()
    start = text.index(header + "\n")
    at = text.index(old, start)
    path.write_text(text[:at] + new + text[at + len(old) :])


def error(directory: Path) -> str:
    with pytest.raises(CatalogError) as info:
        load_catalog(directory)
    return str(info.value)


def test_copied_files_load_the_same_catalog(data, cat):
    assert load_catalog(data) == cat


def test_bad_reload_colour(data):
    edit(data, "weapons.toml", "[weapon.lock_rifle]  # card 1", '"blue"]', '"purple"]')
    assert error(data) == "weapons.toml: weapon 'lock_rifle': field 'reload.1': Input should be 'red', 'blue' or 'yellow'"


def test_unknown_field(data):
    edit(data, "weapons.toml", "[weapon.lock_rifle]  # card 1", "house = false", "house = false\nrange = 3")
    assert error(data) == "weapons.toml: weapon 'lock_rifle': field 'range': Extra inputs are not permitted"


def test_DLC_WG_6_character_weapon_grab_cost_two_is_refused(data):
    edit(data, "character_weapons.toml", "[weapon.arc_welder]", '"red"]', '"red", "red"]')
    assert error(data) == (
        "character_weapons.toml: weapon 'arc_welder': field 'reload': "
        "a character weapon's grab cost is at most 1 cube, got 2"
    )


def test_a_draft_value_belongs_to_a_character_weapon_only(data):
    edit(data, "weapons.toml", "[weapon.lock_rifle]  # card 1", "house = false", "house = false\ndraft = 1.5")
    assert error(data) == "weapons.toml: weapon 'lock_rifle': field 'draft': only a character weapon has a draft value"


@pytest.mark.parametrize("value, words", [("31.0", "Input should be less than or equal to 30"),
                                          ("nan", "Input should be less than or equal to 30"),
                                          ("-31", "Input should be greater than or equal to -30")])
def test_a_draft_value_beyond_any_game_is_refused(data, value, words):
    path = data / "character_weapons.toml"
    path.write_text(re.sub(r"(\[weapon\.arc_welder\]\n(?:.*\n)*?)draft = .*", rf"\g<1>draft = {value}",
                           path.read_text(), count=1))
    assert error(data) == f"character_weapons.toml: weapon 'arc_welder': field 'draft': {words}"


def test_every_character_weapon_has_its_measured_draft_value(cat):
    assert {w.id for w in cat.weapons.values() if w.draft is not None} == {
        w.id for w in cat.weapons.values() if w.owner is not None}


def test_missing_file(data):
    (data / "powerups.toml").unlink()
    assert error(data) == f"powerups.toml: file not found in {data}"


def test_toml_syntax_error_names_file_and_line(data):
    edit(data, "reward_tiles.toml", "[reward_tile.HS-REW-A]", 'name = "Focus"', 'name = "Focus')
    line = (data / "reward_tiles.toml").read_text().splitlines().index('name = "Focus') + 1
    assert error(data) == f"reward_tiles.toml: invalid TOML: Illegal character '\\n' (at line {line}, column 14)"


def test_character_naming_unknown_weapon(data):
    edit(data, "characters.toml", "[character.dozer]", '"battering_ram"', '"wrecking_ball"')
    assert error(data) == "characters.toml: character 'dozer': field 'weapons': unknown weapon 'wrecking_ball'"


def test_each_character_owns_exactly_the_two_weapons_it_lists(data):
    path = data / "character_weapons.toml"
    text = path.read_text()
    twin_pistols = text[text.index("[weapon.twin_pistols]") : text.index("[weapon.signal_jammer]")]
    path.write_text(text + twin_pistols.replace("twin_pistols", "third_pistol"))
    assert error(data) == "character_weapons.toml: weapon 'third_pistol': field 'owner': character 'echo' does not list it"


@pytest.mark.parametrize(
    ("file", "header", "old", "new", "message"),
    [
        pytest.param(
            "weapons.toml", "[weapon.whisper]  # card 5", 'colour = "blue"', 'colour = "red"',
            "weapons.toml: weapon 'whisper': field 'reload': "
            "first cube must be the weapon's colour 'red', got 'blue'",
            id="BASE_WPN_1_colour_is_first_cube",
        ),
        pytest.param(
            "weapons.toml", "[weapon.furnace]  # card 9", 'structure = "alternative"', 'structure = "optional"',
            "weapons.toml: weapon 'furnace': field 'effects': "
            "structure 'optional' needs 1 basic effect and at least 1 optional effect, got ['basic', 'mode']",
            id="BASE_WG_2_optional_weapon_without_modes",
        ),
        pytest.param(
            "weapons.toml", "[weapon.heatseeker]  # card 10", 'structure = "basic"', 'structure = "alternative"',
            "weapons.toml: weapon 'heatseeker': field 'effects': "
            "structure 'alternative' needs 1 basic effect and at least 1 mode effect, got ['basic']",
            id="BASE_WG_2_alternative_weapon_needs_a_mode",
        ),
        pytest.param(
            "weapons.toml", "[weapon.thor]  # card 3; effects in card order only", 'after = ["chain_reaction"]',
            'after = ["overcharge"]',
            "weapons.toml: weapon 'thor': field 'effects': "
            "effect 'high_voltage': after 'overcharge' is not an earlier effect of this weapon",
            id="after_names_an_unknown_effect",
        ),
        pytest.param(
            "weapons.toml", "[weapon.cyberblade]  # card 16", 'id = "slice_and_dice"', 'id = "shadowstep"',
            "weapons.toml: weapon 'cyberblade': field 'effects': effect id 'shadowstep' is used twice",
            id="effect_ids_unique",
        ),
        pytest.param(
            "weapons.toml", "[weapon.shotgun]  # card 18", 'kind = "mode"', 'kind = "mode"\nlightning = true',
            "weapons.toml: weapon 'shotgun': field 'effects': only character weapons have lightning effects",
            id="DLC_AR_4_no_lightning_on_base_weapons",
        ),
        pytest.param(
            "character_weapons.toml", "[weapon.tracer_drone]", "lightning = true\n", "",
            "character_weapons.toml: weapon 'tracer_drone': field 'effects': "
            "a character weapon needs a lightning effect",
            id="DLC_WG_7_character_weapon_needs_lightning",
        ),
        pytest.param(
            "weapons.toml", "[weapon.lock_rifle]  # card 1", "targets = 1, damage = 2", "targets = 1, dammage = 2",
            "weapons.toml: weapon 'lock_rifle': field 'effects.0.params.dammage': Extra inputs are not permitted",
            id="misspelt_param_key",
        ),
        pytest.param(
            "weapons.toml", "[weapon.heatseeker]  # card 10", 'select = "unseen"\n', "",
            "weapons.toml: weapon 'heatseeker': field 'effects.0': effect 'basic': shape 'pick' needs a select",
            id="shape_needs_its_selector",
        ),
        pytest.param(
            "weapons.toml", "[weapon.furnace]  # card 9", 'select = "near"', 'select = "unseen"',
            "weapons.toml: weapon 'furnace': field 'effects.1': effect 'cozy_fire': an area selects squares: "
            "'seen' or 'near', got 'unseen'",
            id="area_selects_squares",
        ),
        pytest.param(
            "weapons.toml", "[weapon.railgun]  # card 15", 'shape = "script"', 'shape = "pick"',
            "weapons.toml: weapon 'railgun': field 'effects.0': effect 'basic': shape 'pick' needs a select",
            id="script_needs_shape_script",
        ),
        pytest.param(
            "weapons.toml", "[weapon.thor]  # card 3; effects in card order only", 'seen_by = "chain_reaction"',
            'seen_by = "high_voltage"',
            "weapons.toml: weapon 'thor': field 'effects': effect 'high_voltage': seen_by 'high_voltage' is not an "
            "earlier effect of this weapon",
            id="seen_by_names_an_earlier_effect",
        ),
        pytest.param(
            "character_weapons.toml", "[weapon.scrap_cannon]", 'instead_of = "scrap_shot"', 'instead_of = "scrapshot"',
            "character_weapons.toml: weapon 'scrap_cannon': field 'effects': effect 'scrap_storm': instead_of "
            "'scrapshot' is not another effect of this weapon",
            id="instead_of_names_another_effect",
        ),
        pytest.param(
            "character_weapons.toml", "[weapon.demolisher]", 'owner = "dozer"', 'owner = "violet"',
            "characters.toml: character 'dozer': field 'weapons': weapon 'demolisher' is not owned by 'dozer'",
            id="character_lists_a_weapon_it_does_not_own",
        ),
        pytest.param(
            "characters.toml", "[character.echo]", 'letter = "E"', 'letter = "D"',
            "characters.toml: character 'echo': field 'letter': 'D' is already used by 'dstruct'",
            id="letters_unique",
        ),
        pytest.param(
            "characters.toml", "[character.sprog]", 'ability = "venom"', 'ability = "poison"',
            "characters.toml: character 'sprog': field 'ability': unknown ability 'poison'",
            id="character_naming_unknown_ability",
        ),
        pytest.param(
            "characters.toml", "[ability.hack]  # HS-ABIL-ECHO", 'character = "echo"', 'character = "violet"',
            "characters.toml: ability 'hack': field 'character': character 'violet' does not name this ability",
            id="ability_belongs_to_its_character",
        ),
        pytest.param(
            "powerups.toml", "[powerup.newton]  # BASE-PU-5", "red = 2", "red = 0",
            "powerups.toml: powerup 'newton': field 'copies.red': Input should be greater than or equal to 1",
            id="powerup_copies_positive",
        ),
        pytest.param(
            "ammo_tiles.toml", "[tile.PRY]", '"red", "yellow"]', '"red", "blue"]',
            "ammo_tiles.toml: tile 'PRY': field 'powerup': design 'PRY' does not match its cubes and powerup icon",
            id="ammo_design_matches_cubes",
        ),
        pytest.param(
            "ammo_tiles.toml", "[tile.YBB]", '"blue"]', '"blue", "red"]',
            "ammo_tiles.toml: tile 'YBB': field 'powerup': a tile shows 3 items, got 4 cubes and powerup = false",
            id="ammo_tile_shows_three_items",
        ),
        pytest.param(
            "reward_tiles.toml", "[reward_tile.HS-REW-B.rows]", "3 = { points = 3, ammo = 1 }\n", "",
            "reward_tiles.toml: reward_tile 'HS-REW-B': field 'rows': rows must be exactly 1, 2 and 3, got [1, 2]",
            id="DLC_REW_2_one_row_per_colour_count",
        ),
        pytest.param(
            "reward_tiles.toml", "[reward_tile.HS-REW-C]", 'name = "Supply"', 'id = "HS-REW-D"\nname = "Supply"',
            "reward_tiles.toml: reward_tile 'HS-REW-C': field 'id': the table's key is the id, remove the field",
            id="id_is_the_table_key",
        ),
        pytest.param(
            "reward_tiles.toml", "[reward_tile.HS-REW-C]", "[reward_tile.HS-REW-C]", "[reward.HS-REW-C]",
            "reward_tiles.toml: unknown table 'reward'",
            id="unknown_table",
        ),
    ],
)  # fmt: skip
def test_bad_entry_is_one_line_naming_file_entry_and_field(data, file, header, old, new, message):
    edit(data, file, header, old, new)
    assert error(data) == message
