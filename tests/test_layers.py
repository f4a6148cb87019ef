"""The package's layers: each part imports only the parts below it, read from the source with
`ast` (every import counts, those for type checking too). The rules core stands on the
catalog, the arenas and a few plain modules; the bots on the rules; the tabletop on all of
those; the command line on everything, and nothing imports it."""

import ast
from pathlib import Path

import pytest

from adrenaline_team import ai, levels

PACKAGE = Path(ai.__file__).parent.parent

# Each part of the package (a top-level module or sub-package) and its layer: a module may
# import its own part and the parts of lower layers, never a part of its own layer or above.
LAYERS = {
    "places": 0, "levels": 0, "locale": 0, "textbreak": 0, "jobs": 0, "columns": 0, "system": 0,
    "i18n": 1,
    "message": 2, "records": 2, "oserrors": 2,
    "arena": 3, "catalog": 3,
    "rules": 4,
    "ai": 5, "positions": 5, "args": 5, "seating": 5, "keep": 5,
    "review": 6, "autoplay": 6, "net": 6,
    "ui": 7,
    "bench": 8,
    "cli": 9,
}


def part(module: str) -> str:
    """`adrenaline_team.rules.game` -> `rules`."""
    return module.split(".")[1]


def name(path: Path, root: Path = PACKAGE) -> str:
    """The dotted name of the module at `path` in the package at `root`."""
    return ".".join(path.relative_to(root.parent).with_suffix("").parts).removesuffix(".__init__")


def imports(path: Path, root: Path = PACKAGE) -> set[str]:
    """The package's modules that the file at `path` imports, by dotted name; `from package
    import module` names the module too."""
    package = name(path, root) if path.name == "__init__.py" else name(path, root).rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            found.add(source)
            found |= {f"{source}.{a.name}" for a in node.names if _is_module(f"{source}.{a.name}", root)}
    return {m for m in found if m.startswith("adrenaline_team.")}


def _is_module(dotted: str, root: Path) -> bool:
    where = root.parent / dotted.replace(".", "/")
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p != PACKAGE / "__init__.py")


def test_every_part_of_the_package_has_a_layer():
    parts = {part(name(p)) for p in modules()}
    assert parts <= set(LAYERS), f"give these a layer in LAYERS: {sorted(parts - set(LAYERS))}"


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_module_imports_only_the_layers_below_its_own(path):
    own = part(name(path))
    upward = sorted(m for m in imports(path) if part(m) != own and LAYERS.get(part(m), 99) >= LAYERS[own])
    assert not upward, f"{path.relative_to(PACKAGE)} ({own}, layer {LAYERS[own]}) imports {upward}"


def test_the_layer_test_sees_an_import_that_runs_back_up(tmp_path):
    """The check can fail: a rules module importing the bots is caught, relative or not."""
    rules = tmp_path / "adrenaline_team" / "rules"
    rules.mkdir(parents=True)
    bad = rules / "bad.py"
    bad.write_text("from ..ai import BOTS\nimport adrenaline_team.ui.play\nfrom . import state\n")
    assert imports(bad, rules.parent) == {"adrenaline_team.ai", "adrenaline_team.ui.play", "adrenaline_team.rules"}


def test_the_bots_are_exactly_the_computer_players_the_gate_knows():
    """`levels.BOTS` names them below the rules (the save gate reads it); `ai.BOTS` makes them."""
    assert tuple(ai.BOTS) == levels.BOTS
