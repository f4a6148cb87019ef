"""Pydantic dataclasses with the model methods the code uses: for the state and the cards
the rules read in their hot loops.

A BaseModel class hooks attribute reads (its `__getattr__`), which keeps CPython's attribute
look-up off its specialised fast path, and sends every write through its `__setattr__`: for
the rules' reads of the table and the cards, about a tenth of a random game. A pydantic
dataclass is validated, dumped and described by a JSON schema the same way, and its
attributes are plain ones.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import ConfigDict, TypeAdapter
from pydantic_core import ErrorDetails

R = TypeVar("R", bound="Record")
RECORD = ConfigDict(extra="forbid")  # a key the game does not know is refused, as by the models


class Record:
    """The BaseModel methods the rest of the code calls, through one TypeAdapter per class."""

    @classmethod
    def _adapter(cls: type[R]) -> TypeAdapter[R]:
        found = _ADAPTERS.get(cls)
        if found is None:
            found = _ADAPTERS[cls] = TypeAdapter(cls)
        return found

    @classmethod
    def model_validate(cls: type[R], data: Any) -> R:
        return cls._adapter().validate_python(data)

    def model_dump(self) -> dict[str, Any]:
        dumped: dict[str, Any] = type(self)._adapter().dump_python(self)
        return dumped

    def model_dump_json(self) -> str:
        return type(self)._adapter().dump_json(self).decode()

    def model_copy(self: R, *, deep: Literal[True]) -> R:
        """A deep copy (the only kind asked for), validated from a dump: about 4 times
        cheaper than `copy.deepcopy`."""
        return type(self).model_validate(self.model_dump())


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}  # one per class, built on first use


def error_words(error: ErrorDetails) -> str:
    """A validation error's message as a file's reader gets it: a dataclass words an unknown
    key as a function call's, so it is said as the models say it."""
    if error["type"] == "unexpected_keyword_argument":
        return "Extra inputs are not permitted"
    return error["msg"]
