"""The package's layers: each part imports only the parts below it, read from the source with
`ast` (every import counts, those for type checking too). The rules core stands on the
catalog, the arenas and a few plain modules; the bots on the rules; what a window plays
(`session/`: no pygame) on those; the tabletop (`ui/`: window code) on all of those; the
command line on everything, and nothing imports it but the command's first module (`command`:
a Ctrl-C while the command line is imported)."""

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from adrenaline_team import ai, levels

PACKAGE = Path(ai.__file__).parent.parent

# Each part of the package (a top-level module or sub-package) and its layer: a module may
# import its own part and the parts of lower layers, never a part of its own layer or above.
LAYERS = {
    "places": 0, "levels": 0, "locale": 0, "textbreak": 0, "columns": 0, "system": 0,
    "i18n": 1, "jobs": 1,
    "message": 2, "records": 2, "oserrors": 2, "jsonwords": 2,
    "arena": 3, "catalog": 3, "files": 3,
    "rules": 4, "ledger": 4,
    "ai": 5, "positions": 5, "args": 5, "seating": 5, "keep": 5,
    "review": 6, "autoplay": 6, "net": 6, "puzzles": 6,
    "session": 7,
    "ui": 8,
    "bench": 9,
    "cli": 10,
    "command": 11,
}
WINDOW = ("pygame", "pygame_gui")
PURE_UI = 2  # the modules under ui/ that may do without pygame: its words for the cards and the rules


def part(module: str) -> str:
    """`adrenaline_team.rules.game` -> `rules`."""
    return module.split(".")[1]


def name(path: Path, root: Path = PACKAGE) -> str:
    """The dotted name of the module at `path` in the package at `root`."""
    return ".".join(path.relative_to(root.parent).with_suffix("").parts).removesuffix(".__init__")


def imports(path: Path, root: Path = PACKAGE, at_run_time: bool = False) -> set[str]:
    """The package's modules that the file at `path` imports, by dotted name; `from package
    import module` names the module too. `at_run_time`: leave out the imports made only for
    the type checker (under `if TYPE_CHECKING:`), which never run."""
    every, run = _imported(path, root)
    return set(run if at_run_time else every)


@cache
def _imported(path: Path, root: Path) -> tuple[frozenset[str], frozenset[str]]:
    """Every module of the package the file imports, and those of them imported at run time:
    each file parsed once for the layer and cycle tests (a parse is most of their time)."""
    package = name(path, root) if path.name == "__init__.py" else name(path, root).rsplit(".", 1)[0]
    every: set[str] = set()
    run: set[str] = set()
    for node, typing_only in statements(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found = {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            found = {source} | {f"{source}.{a.name}" for a in node.names if _is_module(f"{source}.{a.name}", root)}
        else:
            continue
        found = {m for m in found if m.startswith("adrenaline_team.")}
        every |= found
        if not typing_only:
            run |= found
    return frozenset(every), frozenset(run)


def statements(tree: ast.AST) -> Iterator[tuple[ast.AST, bool]]:
    """Every statement in `tree`, in functions and classes too (an import is a statement, so
    expressions are not walked), and whether it lies under `if TYPE_CHECKING:`, where it
    runs only for the type checker."""
    stack = [(tree, False)]
    while stack:
        node, typing_only = stack.pop()
        yield node, typing_only
        if isinstance(node, ast.If) and _for_the_type_checker(node):
            stack.extend((n, True) for n in node.body)
            stack.extend((n, typing_only) for n in node.orelse)
        else:
            stack.extend((c, typing_only) for c in ast.iter_child_nodes(node)
                         if isinstance(c, (ast.stmt, ast.excepthandler, ast.match_case)))


def _for_the_type_checker(node: ast.If) -> bool:
    """`if TYPE_CHECKING:` (or `if typing.TYPE_CHECKING:`)."""
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def uses_the_window(path: Path) -> bool:
    """Whether the file at `path` imports pygame or pygame_gui (anywhere in it)."""
    names = set()
    for node, _typing_only in statements(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names.add(node.module or "")
    return any(n.split(".")[0] in WINDOW for n in names)


def windowless(folder: Path) -> list[str]:
    """The modules under `folder` (packages' `__init__` aside) that never import the window."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.py")
                  if p.name != "__init__.py" and not uses_the_window(p))


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


def test_the_session_layer_never_imports_the_window():
    """Issue 30: sessions, autosave, hosting, settings, the bot driver and the thinker run
    without pygame (the headless demo, `autoplay`, the command line's settings)."""
    assert [p.name for p in (PACKAGE / "session").rglob("*.py") if uses_the_window(p)] == []


def test_ui_holds_window_code():
    """Issue 30: at most two modules under ui/ do without pygame (`words`, `table/rules_text`):
    code that needs no window belongs in `session/` or below."""
    assert len(windowless(PACKAGE / "ui")) <= PURE_UI, windowless(PACKAGE / "ui")


def test_the_window_check_sees_a_module_without_pygame(tmp_path):
    """The check can fail: a module that imports pygame only inside a function counts as
    window code, one that names pygame only in a comment does not."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "__init__.py").write_text("")
    (tmp_path / "a.py").write_text("def f():\n    import pygame.freetype\n")
    (tmp_path / "sub" / "b.py").write_text("from pygame_gui.elements import UILabel\n")
    (tmp_path / "sub" / "c.py").write_text("# pygame\nfrom .b import UILabel\n")
    assert windowless(tmp_path) == ["sub/c.py"]


def test_the_bots_are_exactly_the_computer_players_the_gate_knows():
    """`levels.BOTS` names them below the rules (the save gate reads it); `ai.BOTS` makes them."""
    assert tuple(ai.BOTS) == levels.BOTS
