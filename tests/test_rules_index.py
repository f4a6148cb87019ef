"""The rules index (docs/rules/) lists every clause id the code and the tests cite, and every
place it names in the code exists."""

import ast
import re
from functools import cache
from pathlib import Path

import adrenaline_team

PACKAGE = Path(adrenaline_team.__file__).parent
REPO = PACKAGE.parent
INDEX = REPO / "docs" / "rules"

# A citation: `TP-KILL-4`, `TP-GAME-3b`, a section `TP-KILL`, a range `TP-END-1..6`, a pair
# `TP-AMMO-3/4` or `TP-GAME-3b/c`; in a test's name `test_TP_KILL_4_...`.
CITED = re.compile(r"(?<![A-Za-z0-9])(TP|BASE|HS|DLC)-([A-Z]+)(?:-(\d+)([a-z]?)((?:(?:/|\.\.)[0-9a-z]+)*))?"
                   r"(?![A-Za-z0-9])")
IN_A_NAME = re.compile(r"(?<![A-Za-z0-9])(?:test)?_?(TP|BASE|HS|DLC)_([A-Z]+)_(\d+)([a-z]?)(?![0-9])")
ROW = re.compile(r"^\| ((?:TP|BASE|HS|DLC)-[A-Z]+(?:-[0-9A-Za-z]+)?) \|.*\| ([^|]*) \|$")


def citations(text: str) -> set[str]:
    ids = set()
    for source, section, number, part, more in CITED.findall(text):
        head = f"{source}-{section}"
        if not number:
            ids.add(head)
            continue
        ids.add(f"{head}-{number}{part}")
        for sep, end in re.findall(r"(/|\.\.)([0-9a-z]+)", more):
            if sep == "..":
                ids.update(f"{head}-{n}" for n in range(int(number) + 1, int(end) + 1))
            else:
                ids.add(f"{head}-{end}" if end.isdigit() else f"{head}-{number}{end}")
    ids.update(f"{s}-{sec}-{n}{p}" for s, sec, n, p in IN_A_NAME.findall(text))
    return ids


def cited() -> dict[str, list[str]]:
    """Every id the package's code and data (cards, tour positions) and the tests cite, with
    the files citing it."""
    files = [*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.toml"), *PACKAGE.rglob("*.json"), *(REPO / "tests").rglob("*.py")]
    out: dict[str, list[str]] = {}
    for path in sorted(files):
        if path.name == Path(__file__).name:
            continue
        for cid in citations(path.read_text(encoding="utf-8")):
            out.setdefault(cid, []).append(str(path.relative_to(REPO)))
    return out


def index() -> dict[str, list[str]]:
    """Every id the index lists, with the places it names."""
    rows: dict[str, list[str]] = {}
    for page in sorted(INDEX.glob("*.md")):
        for line in page.read_text(encoding="utf-8").splitlines():
            if m := ROW.match(line):
                assert m[1] not in rows, f"{page.name}: {m[1]} listed twice"
                rows[m[1]] = re.findall(r"`([^`]+)`", m[2])
                assert rows[m[1]], f"{page.name}: {m[1]} names no place in the code"
    return rows


@cache  # the index names over 200 places in a couple of dozen files: each file is parsed once
def names(path: Path) -> dict[str, set[str]]:
    """A module's top-level names, each with the names its class body defines."""
    out: dict[str, set[str]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        body = node.body if isinstance(node, ast.ClassDef) else []
        inner = {n.name for n in body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        inner |= {n.target.id for n in body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out[node.name] = inner
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = set()
        elif isinstance(node, ast.Assign):
            out.update({t.id: set() for t in node.targets if isinstance(t, ast.Name)})
    return out


def missing(place: str) -> str | None:
    """Why `place` (`rules/endturn.py::flush`, `rules/state.py::Table.controllers`,
    `catalog/weapons.toml`) does not exist, or None."""
    file, _, dotted = place.partition("::")
    path = PACKAGE / file
    if not path.is_file():
        return f"no file adrenaline_team/{file}"
    if not dotted:
        return None
    top, _, member = dotted.partition(".")
    found = names(path)
    if top not in found:
        return f"no {top} in {file}"
    if member and member not in found[top]:
        return f"no {member} in {file}'s {top}"
    return None


def test_every_clause_the_code_and_the_tests_cite_is_in_the_index():
    listed = index()
    lacking = {cid: files for cid, files in cited().items() if cid not in listed}
    assert not lacking, "add these to docs/rules/: " + "; ".join(f"{c} ({', '.join(f[:3])})"
                                                                  for c, f in sorted(lacking.items()))


def test_every_place_the_index_names_exists():
    wrong = [f"{cid}: {why}" for cid, places in index().items() for p in places if (why := missing(p))]
    assert not wrong, "; ".join(wrong)


def test_the_index_covers_the_four_sources():
    listed = index()
    assert {cid.split("-")[0] for cid in listed} == {"TP", "BASE", "DLC", "HS"}
    assert len(listed) > 150


def test_citations_are_read_in_every_form_the_code_uses():
    text = ("TP-KILL-4 and TP-GAME-3b/c; TP-END-1..3, BASE-AMMO-3/4; the TP-DMG section.\n"
            "def test_TP_PU_2c_reload_help(): HS_W = {}  # a name, not a citation")
    assert citations(text) == {"TP-KILL-4", "TP-GAME-3b", "TP-GAME-3c", "TP-END-1", "TP-END-2", "TP-END-3",
                               "BASE-AMMO-3", "BASE-AMMO-4", "TP-DMG", "TP-PU-2c"}


def test_a_place_that_is_gone_is_named():
    assert missing("rules/endturn.py::flush") is None and missing("rules/state.py::Table.controllers") is None
    assert missing("catalog/weapons.toml") is None and missing("arena.py::Arena.ammo_squares") is None
    assert missing("rules/endturn.py::no_such_step") == "no no_such_step in rules/endturn.py"
    assert missing("rules/state.py::Table.nothing") == "no nothing in rules/state.py's Table"
    assert missing("rules/gone.py") == "no file adrenaline_team/rules/gone.py"


def clause_tests(source: str) -> list[tuple[str, set[str], bool]]:
    """Each test function in a test module's `source`: its name, the Team Play clauses its
    name and docstring cite, and whether it is slow (marked itself, or its whole module)."""
    tree = ast.parse(source)
    slow = {t.id for n in tree.body if isinstance(n, ast.Assign) and _slow_mark(n.value, set())
            for t in n.targets if isinstance(t, ast.Name)}  # `pytestmark`, or a name for the mark
    found = []
    for node in [*tree.body, *(n for c in tree.body if isinstance(c, ast.ClassDef) for n in c.body)]:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
            cited_here = citations(f"{node.name}\n{ast.get_docstring(node) or ''}")
            found.append((node.name, {c for c in cited_here if c.startswith("TP-")},
                          "pytestmark" in slow or any(_slow_mark(d, slow) for d in node.decorator_list)))
    return found


def _slow_mark(node: ast.expr, names: set[str]) -> bool:
    """`pytest.mark.slow`, a list holding it, or a name given to it (`names`)."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_slow_mark(n, names) for n in node.elts)
    if isinstance(node, ast.Name):
        return node.id in names
    return isinstance(node, ast.Attribute) and node.attr == "slow" and isinstance(node.value, ast.Attribute) \
        and node.value.attr == "mark"


def test_the_fast_loop_tests_every_team_play_clause_the_suite_tests():
    """Issue 41: a test moves out of the fast loop (`-m "not slow"`) only while another test of
    its Team Play clause stays in it."""
    fast, slow = set(), {}
    for path in sorted((REPO / "tests").glob("test_*.py")):
        for name, clauses, is_slow in clause_tests(path.read_text(encoding="utf-8")):
            if is_slow:
                slow.update({c: f"{path.name}::{name}" for c in clauses})
            else:
                fast |= clauses
    assert {c: t for c, t in slow.items() if c not in fast} == {}


def test_the_fast_loop_check_sees_a_clause_tested_only_by_a_slow_test():
    source = ('import pytest\nSLOW = pytest.mark.slow\n\n'
              '@pytest.mark.slow\ndef test_TP_KILL_4_in_games():\n    """Also TP-END-3."""\n\n'
              '@SLOW\ndef test_TP_GAME_1_aliased(): ...\n\n'
              'def test_TP_KILL_4_triple_kill_scores_4(): ...\n')
    assert clause_tests(source) == [("test_TP_KILL_4_in_games", {"TP-KILL-4", "TP-END-3"}, True),
                                    ("test_TP_GAME_1_aliased", {"TP-GAME-1"}, True),
                                    ("test_TP_KILL_4_triple_kill_scores_4", {"TP-KILL-4"}, False)]
    assert clause_tests("import pytest\npytestmark = pytest.mark.slow\ndef test_TP_END_1_x(): ...\n") == [
        ("test_TP_END_1_x", {"TP-END-1"}, True)]
