"""What is wrong in a broken JSON file, in the player's words: Python's `json` says it in its
own terse English ("Expecting value"), which reached the screen as it was, in Japanese too."""

from __future__ import annotations

import json

from .i18n import N_, _

# JSONDecodeError.msg, each a fixed text (the position is in its own fields)
FAULTS = {
    "Expecting value": N_("a value is missing"),
    "Expecting property name enclosed in double quotes": N_("a field name in double quotes is missing"),
    "Expecting ':' delimiter": N_("a colon is missing"),
    "Expecting ',' delimiter": N_("a comma is missing"),
    "Unterminated string starting at": N_("a string is not closed"),
    "Invalid control character at": N_("a control character is inside a string"),
    "Invalid \\escape": N_("a backslash escape is wrong"),
    "Invalid \\uXXXX escape": N_("a character code escape is wrong"),
    "Extra data": N_("more text follows the end of the data"),
}
OTHER = N_("the text breaks the JSON syntax")  # a message of a later Python


def json_fault(err: json.JSONDecodeError) -> str:
    """The fault, without its place (the caller says the line and column)."""
    return _(FAULTS.get(err.msg, OTHER))
