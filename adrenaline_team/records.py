"""Pydantic dataclasses with the model methods the code uses: for the state and the cards
the rules read in their hot loops.

A BaseModel class hooks attribute reads (its `__getattr__`), which keeps CPython's attribute
look-up off its specialised fast path, and sends every write through its `__setattr__`: for
the rules' reads of the table and the cards, about a tenth of a random game. A pydantic
dataclass is validated, dumped and described by a JSON schema the same way, and its
attributes are plain ones.
"""

from __future__ import annotations

import re
from typing import Any, Literal, TypeVar

from pydantic import ConfigDict, TypeAdapter
from pydantic_core import ErrorDetails

from . import i18n
from .i18n import N_, _

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


# Pydantic's messages for the errors a hand-edited file or a hostile message makes most, by error
# type, with the placeholders its `ctx` fills: worded in the player's language where it is not
# English (in English, pydantic's own message is shown as it is).
ERRORS = {
    "missing": N_("Field required"),
    "extra_forbidden": N_("Extra inputs are not permitted"),
    "unexpected_keyword_argument": N_("Extra inputs are not permitted"),
    "string_type": N_("Input should be a valid string"),
    "int_type": N_("Input should be a valid integer"),
    "float_type": N_("Input should be a valid number"),
    "bool_type": N_("Input should be a valid boolean"),
    "list_type": N_("Input should be a valid list"),
    "tuple_type": N_("Input should be a valid tuple"),
    "dict_type": N_("Input should be a valid dictionary"),
    "model_type": N_("Input should be an object"),
    "dataclass_type": N_("Input should be an object"),
    "dataclass_exact_type": N_("Input should be an object"),
    "none_required": N_("Input should be None"),
    "literal_error": N_("Input should be {expected}"),
    "enum": N_("Input should be {expected}"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "greater_than": N_("Input should be greater than {gt}"),
    "less_than": N_("Input should be less than {lt}"),
    "too_long": N_("Value should have at most {max_length} items"),
    "too_short": N_("Value should have at least {min_length} items"),
    "string_too_long": N_("String should have at most {max_length} characters"),
    "string_pattern_mismatch": N_("String should match the pattern"),
    "union_tag_invalid": N_("Input tag {tag} does not match any of the expected tags: {expected_tags}"),
    "union_tag_not_found": N_("Unable to extract tag using discriminator {discriminator}"),
    "json_invalid": N_("Invalid JSON"),
}


def error_words(error: ErrorDetails) -> str:
    """A validation error's message as a file's reader gets it: a dataclass words an unknown
    key as a function call's, so it is said as the models say it; in another language than
    English, a known error is worded from `ERRORS`."""
    said = ERRORS.get(error["type"])
    if error["type"] == "unexpected_keyword_argument" and said is not None and i18n.language() == i18n.DEFAULT:
        return said
    if said is None or i18n.language() == i18n.DEFAULT:
        return error["msg"]
    ctx = dict(error.get("ctx", {}))
    if isinstance(ctx.get("expected"), str):  # pydantic's "'black' or 'white'": the values kept, the "or" worded
        ctx["expected"] = _alternatives(ctx["expected"])
    try:
        return _(said).format(**ctx)
    except (KeyError, IndexError, ValueError):
        return error["msg"]


def _alternatives(expected: str) -> str:
    """pydantic's list of the values a field may hold ("'a', 'b' or 'c'") in the current language."""
    values = re.split(r", or |, | or ", expected)
    if len(values) < 2:
        return expected
    return _("{values} or {last}").format(values=_(", ").join(values[:-1]), last=values[-1])
