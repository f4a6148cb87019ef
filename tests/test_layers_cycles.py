"""Issue 41: no two modules of the package import each other, directly or round a longer
loop, at run time. A cycle works only by the order its modules happen to load in (one of
them reads the other half made), so it breaks when that order changes, and it means two
modules that are one job or a job in the wrong place (`rules/game` and `rules/gate` read
saves for each other until saves moved to `rules/save.py`).

What counts is what runs, read from the source with `test_layers.imports` (which parses each
module once: run after test_layers.py, as its name sorts, this test reads what it parsed):
- an import inside a function counts: it runs when the function is called, and putting an
  import there is how a cycle usually hides;
- an import under `if TYPE_CHECKING:` does not: it never runs (the type checker reads it,
  and a type-only loop, such as a screen naming the scene that opens it in an annotation,
  costs nothing at run time);
- importing `a.b.c` runs the `__init__` of `a.b` first, so the importer depends on every
  package on the way that is not its own ancestor (its ancestors are already importing it).
"""

from graphlib import CycleError, TopologicalSorter
from pathlib import Path

from test_layers import PACKAGE, imports, modules, name


def runtime_graph(paths: list[Path], root: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module of the package at `root` and the modules that importing it runs."""
    graph = {}
    for path in paths:
        module = name(path, root)
        ancestors = _packages(module) - ({module} if path.name != "__init__.py" else set())
        graph[module] = {p for m in imports(path, root, at_run_time=True) for p in _packages(m)
                         if p not in ancestors and p != module}
    return graph


def _packages(module: str) -> set[str]:
    """`adrenaline_team.rules.game` -> itself and the packages it lies in, the package's top aside."""
    parts = module.split(".")
    return {".".join(parts[:i]) for i in range(2, len(parts) + 1)}


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle in `graph` (its modules, the first again at the end), or []."""
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as err:
        return list(err.args[1])
    return []


def test_no_module_imports_itself_round_a_cycle_at_run_time():
    found = cycle(runtime_graph(modules()))
    assert not found, "a runtime import cycle: " + " -> ".join(found)


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "adrenaline_team"
    for where, text in {"__init__.py": "", **files}.items():
        (root / where).parent.mkdir(parents=True, exist_ok=True)
        (root / where).write_text(text)
    return root


def test_the_cycle_check_sees_a_cycle_through_an_import_inside_a_function(tmp_path):
    """The check can fail: `rules.game` imports `rules.gate` at its top, which imports it back
    inside a function (as the two did before issue 41)."""
    root = _package(tmp_path, {"rules/__init__.py": "from .game import Game\n",
                               "rules/game.py": "from . import gate\n",
                               "rules/gate.py": "def load():\n    from .game import Game\n"})
    found = cycle(runtime_graph(sorted(root.rglob("*.py")), root))
    assert found in (["adrenaline_team.rules.game", "adrenaline_team.rules.gate", "adrenaline_team.rules.game"],
                     ["adrenaline_team.rules.gate", "adrenaline_team.rules.game", "adrenaline_team.rules.gate"])


def test_the_cycle_check_leaves_out_type_checking_and_a_packages_own_modules(tmp_path):
    """An import for the type checker never runs, and `from . import sibling` in a package
    whose `__init__` imports the module is no cycle: the package is already importing."""
    root = _package(tmp_path, {"rules/__init__.py": "from .game import Game\n",
                               "rules/game.py": "from . import events\nfrom ..ai import bot\n",
                               "rules/events.py": "",
                               "ai/__init__.py": "",
                               "ai/bot.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                            "    from ..rules.game import Game\n"})
    graph = runtime_graph(sorted(root.rglob("*.py")), root)
    assert graph["adrenaline_team.rules.game"] == {"adrenaline_team.rules.events", "adrenaline_team.ai",
                                                   "adrenaline_team.ai.bot"}
    assert graph["adrenaline_team.ai.bot"] == set() and cycle(graph) == []


def test_the_cycle_check_sees_a_cycle_through_a_packages_init(tmp_path):
    """Importing `ai.bot` runs `ai/__init__.py` first: when that imports the rules, which
    import `ai.bot`, the loop goes through the package."""
    root = _package(tmp_path, {"rules/__init__.py": "",
                               "rules/game.py": "from ..ai.bot import play\n",
                               "ai/__init__.py": "from ..rules import game\n",
                               "ai/bot.py": ""})
    found = cycle(runtime_graph(sorted(root.rglob("*.py")), root))
    assert set(found) == {"adrenaline_team.ai", "adrenaline_team.rules.game"}
