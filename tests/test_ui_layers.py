"""Issue 22: the tabletop's layering, read from the source (no pygame needed).

- Screens reach each other only through typed routes (`App.switch(ToResults(game))`): no module
  under `ui/screens/` imports another screen, and nothing under `ui/` but the app shell and
  the screens package itself imports a screen.
- The tabletop reaches the rules only through their public face: the names `rules/__init__.py`
  exports, the table as a player may see it (`rules.view`) and a seat's view (`rules.observe`),
  the events, the state's types and constants, the card data, and the file gates (`rules.save`,
  `rules.gate`); never the engine behind a `Game` (`game.eng`).
- Issue 41: the tabletop reaches the network only through the session layer (`session/`): no
  module under `ui/` imports `net/`. The play screen is a client of its session: no module
  under `ui/` drives a computer seat (`session.bot_driver`), the `PlayScene` class never asks
  for the whole game, and it stays under 300 lines (its overlays are layers of their own)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from test_layers import PACKAGE, imports, name

# With the tabletop's other tests: it reads the whole of ui/ and imports the window's screens.
pytestmark = pytest.mark.slow

UI = PACKAGE / "ui"
RULES_PUBLIC = {"adrenaline_team.rules", "adrenaline_team.rules.view", "adrenaline_team.rules.observe",
                "adrenaline_team.rules.events",
                "adrenaline_team.rules.state", "adrenaline_team.rules.cards", "adrenaline_team.rules.save",
                "adrenaline_team.rules.gate"}


def module_name(path: Path) -> str:
    return name(path, UI.parent)


def imported(path: Path) -> set[str]:
    """Every module of the package `path` imports, anywhere in it (also inside functions and
    type-checking blocks)."""
    return imports(path, UI.parent)


def ui_files() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def screen_of(module: str) -> str | None:
    """The screen a module belongs to: the first name under `ui.screens` (a module or a
    package holding one screen and its parts)."""
    prefix = "adrenaline_team.ui.screens."
    return module[len(prefix):].split(".")[0] if module.startswith(prefix) else None


def crossings() -> list[tuple[str, str]]:
    """(screen module, another screen's module it imports)."""
    screens = [p for p in ui_files() if screen_of(module_name(p))]
    return [(module_name(p), m) for p in screens for m in imported(p)
            if screen_of(m) and screen_of(m) != screen_of(module_name(p))]


def reaches() -> list[tuple[str, str]]:
    """(ui file, what it reaches in the rules beyond their public API)."""
    found = []
    for p in ui_files():
        where = p.relative_to(UI).as_posix()
        found += [(where, m) for m in imported(p)
                  if m.startswith("adrenaline_team.rules") and m not in RULES_PUBLIC]
        found += [(where, f"line {node.lineno}: .eng") for node in ast.walk(ast.parse(p.read_text()))
                  if isinstance(node, ast.Attribute) and node.attr == "eng"]
    return found


def network_reaches(paths: list[Path]) -> list[tuple[str, str]]:
    """(ui file, the module of `net/` it imports)."""
    return [(p.relative_to(UI).as_posix(), m) for p in paths for m in imported(p)
            if m == "adrenaline_team.net" or m.startswith("adrenaline_team.net.")]


def test_the_ui_imports_nothing_from_the_network_layer():
    assert network_reaches(ui_files()) == []


def play_scene() -> ast.ClassDef:
    tree = ast.parse((UI / "screens" / "play" / "play.py").read_text())
    return next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "PlayScene")


def test_the_play_screen_is_a_client_of_its_session():
    scene = play_scene()
    assert scene.end_lineno is not None and scene.end_lineno - scene.lineno + 1 < 300
    assert [n.lineno for n in ast.walk(scene) if isinstance(n, ast.Attribute) and n.attr == "whole"] == []
    assert [(p.relative_to(UI).as_posix(), m) for p in ui_files() for m in imported(p)
            if m == "adrenaline_team.session.bot_driver"] == []


def test_no_screen_imports_another_screen():
    assert {screen_of(module_name(p)) for p in ui_files()} >= {"newgame", "play", "results", "replay", "resume",
                                                               "lock", "lesson"}
    assert crossings() == []


def test_only_the_app_shell_imports_the_screens():
    reaching = [(module_name(p), m) for p in ui_files() for m in imported(p)
                if (screen_of(m) or m == "adrenaline_team.ui.screens")
                and not module_name(p).startswith("adrenaline_team.ui.screens")
                and module_name(p) != "adrenaline_team.ui.app"]
    assert reaching == []


def test_every_route_opens_a_screen():
    """Issue 30: a hand-over names a typed route (`kit.scene`), and every route has the screen
    that opens it."""
    from adrenaline_team.ui.app import App  # noqa: F401  (imports the screens: they register)
    from adrenaline_team.ui.kit.scene import OPENERS, Route
    assert sorted(r.__name__ for r in OPENERS) == sorted(r.__name__ for r in Route.__subclasses__()) == [
        "Guarded", "ToConnect", "ToDemo", "ToFirstGame", "ToJoin", "ToLesson", "ToNewGame", "ToPlay", "ToPuzzles", "ToReplay",
        "ToResults", "ToSaved", "ToShowMe", "ToStart"]


def named_hand_overs(paths: list[Path]) -> list[tuple[str, int]]:
    """(file, line) of each `switch("name", ...)` or `make("name")`: a screen named in a string."""
    return [(p.name, node.lineno) for p in paths for node in ast.walk(ast.parse(p.read_text()))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("switch", "make") and node.args and isinstance(node.args[0], ast.Constant)]


def test_no_hand_over_names_a_screen_in_a_string(tmp_path):
    """Issue 30: `switch("play", ...)` is gone for good; mypy checks every hand-over's route.
    The check can fail: a named hand-over in a scratch file is found."""
    assert named_hand_overs(ui_files()) == []
    scratch = tmp_path / "x.py"
    scratch.write_text("self.app.switch(ToSaved(back=self))\nself.app.switch(\"saved\", back=self)\n")
    assert named_hand_overs([scratch]) == [("x.py", 2)]


def test_the_ui_reaches_the_rules_only_through_their_public_api():
    assert reaches() == []


def test_the_layer_checks_see_an_import_loop_and_a_reach_into_the_engine(tmp_path, monkeypatch):
    """The checks can fail: a play screen importing the results screen inside a function, a
    table piece asking the engine behind the game, and one importing the network layer inside
    a function, are all found."""
    fake = tmp_path / "adrenaline_team" / "ui"
    folders = [fake, fake / "screens", fake / "screens" / "play", fake / "screens" / "results", fake / "table"]
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "__init__.py").write_text("")
    (fake / "screens" / "play" / "play.py").write_text("def f():\n    from ..results import results\n")
    (fake / "screens" / "results" / "results.py").write_text("")
    (fake / "table" / "x.py").write_text("from ...rules.turn import why_not\n\nwhy_not(game.eng)\n")
    (fake / "table" / "y.py").write_text("def f():\n    from ...net import protocol\n")
    monkeypatch.setitem(globals(), "UI", fake)
    assert sorted(crossings()) == [("adrenaline_team.ui.screens.play.play", "adrenaline_team.ui.screens.results"),
                                   ("adrenaline_team.ui.screens.play.play", "adrenaline_team.ui.screens.results.results")]
    assert sorted(reaches()) == [("table/x.py", "adrenaline_team.rules.turn"), ("table/x.py", "line 3: .eng")]
    assert network_reaches(ui_files()) == [("table/y.py", "adrenaline_team.net")]
