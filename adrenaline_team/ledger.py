"""A long run's finished games, kept one JSON line each as they end, so that the same command
run again goes on where a stopped run stopped: the strength records (`simulate --record`) and
the characters' measured worth (`tools/draft_values.py --record`) take hours of a machine, more
than one sitting.

Each line passes the gate every file the game reads passes (`files.parse_model`), and a line
that is not a row of the ledger's model is one line naming the file, the line and the field.
A torn last line, from a run stopped as it wrote, is cut off the file, so that the next row
starts a line of its own. A row is on disk (flushed and synced) before the run goes on."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Generic, TypeVar

from pydantic import BaseModel

from .files import CannotWrite, parse_model, read_file, write_atomic

M = TypeVar("M", bound=BaseModel)


class Ledger(Generic[M]):
    def __init__(self, path: Path, model: type[M]):
        self.path = path
        self.model = model

    def rows(self) -> list[M]:
        """Every row the file holds, in the order written; none when there is no file yet."""
        if not self.path.exists():
            return []
        data = read_file(self.path)
        whole = data[:data.rfind(b"\n") + 1]
        rows = [parse_model(line, self.model, f"{self.path}:{n}") for n, line in enumerate(whole.splitlines(), 1)]
        if whole != data:  # every line before it was read as UTF-8 JSON: it is written back as it was
            write_atomic(self.path, whole.decode("utf-8"))
        return rows

    def add(self, row: M) -> None:
        try:
            with self.path.open("a", encoding="utf-8") as f:
                f.write(row.model_dump_json() + "\n")
                f.flush()
                os.fsync(f.fileno())
        except OSError as err:
            raise CannotWrite(err, self.path) from None
