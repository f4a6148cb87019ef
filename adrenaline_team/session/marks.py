"""The puzzles a player has solved: a mark for each puzzle whose best turn they found (or beat),
kept in the data folder between games, read and written as every file the game keeps is
(`files`: one gate for reading, `write_atomic` for writing).

Each mark is a file of its own in `puzzles-solved/` (`<puzzle id>.json`): a file that cannot
be read (torn, hostile, not ours) is left out with one line, and takes no other puzzle's mark
with it. A mark names the puzzle and the table it was solved on (`position`): a puzzle made
again from another game (the prover remakes them) is not marked by a turn found on the old
one. No pygame here."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from ..files import CannotWrite, Shelf, read_model, write_atomic
from ..i18n import ngettext
from ..places import data_dir
from ..puzzles import Puzzle

FOLDER = "puzzles-solved"


class Mark(BaseModel):
    """One solved puzzle."""

    model_config = ConfigDict(extra="forbid")

    puzzle: str  # the puzzle's id
    position: str = Field(pattern="^[0-9a-f]{64}$")  # its table's SHA-256 (`table_key`)
    lead: int = Field(ge=0)  # tenths of a point the player's best turn led the puzzle's best (0: found it)


def folder() -> Path:
    return data_dir() / FOLDER


def table_key(p: Puzzle) -> str:
    """What tells a puzzle's table from any other: the SHA-256 of its position's JSON."""
    return hashlib.sha256(json.dumps(p.state.model_dump(mode="json"), sort_keys=True).encode()).hexdigest()


def _read(path: Path) -> Mark:
    return read_model(path, Mark)


@dataclass
class Marks:
    """The marks in the data folder, as read when made (`load`): by puzzle id, and each file
    left out in one line."""

    found: dict[str, Mark] = field(default_factory=dict)
    damaged: tuple[str, ...] = ()
    _keys: dict[str, str] = field(default_factory=dict)  # each puzzle's `table_key`, worked out once

    @classmethod
    def load(cls) -> Marks:
        shelf = Shelf(folder(), _read)
        return cls({m.puzzle: m for m in shelf.items()}, shelf.damaged())

    def _key(self, p: Puzzle) -> str:
        if p.id not in self._keys:
            self._keys[p.id] = table_key(p)
        return self._keys[p.id]

    def solved(self, p: Puzzle) -> bool:
        m = self.found.get(p.id)
        return m is not None and m.position == self._key(p)

    def mark(self, p: Puzzle, lead: int) -> str:
        """Keep `p` solved by a turn `lead` tenths of a point ahead of its best (at least 0): on
        disk first, then here. Returns "" or the one line saying why it could not be kept. A
        mark already there with a greater lead stays."""
        old = self.found.get(p.id)
        if old is not None and old.position == self._key(p) and old.lead >= lead:
            return ""
        mark = Mark(puzzle=p.id, position=self._key(p), lead=max(0, lead))
        try:
            write_atomic(folder() / f"{p.id}.json", mark.model_dump_json(indent=1) + "\n")
        except CannotWrite as err:
            return err.words
        self.found[p.id] = mark
        return ""

    def left_out(self) -> str:
        """One line when a mark's file could not be read ("" when all could)."""
        return ngettext("A solved mark is left out: {problem}", "{n} solved marks are left out; the first: {problem}",
                        len(self.damaged)).format(n=len(self.damaged), problem=self.damaged[0]) if self.damaged else ""
