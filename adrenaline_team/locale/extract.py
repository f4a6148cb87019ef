"""Babel extractors for the game's own data files, so the words they hold reach the catalog
like the source's (`babel.cfg`, `[extractors]`; the workflow: docs/developers.md,
"Translations"):

- `cards`: the card files (`catalog/*.toml`): each card's, effect's, character's, ability's and
  reward tile's `name`, in the context the game words it in (`rules/cards.py`: "weapon",
  "weapon effect", "powerup", "character", "ability", "reward tile"), and their `text` and
  `bio` as they are;
- `tour`: the rules tour's positions (`positions/*.json`): each one's `title`, `text` (its
  caption) and `lesson.did`.

A player's own card files (in the data folder) are not extracted: they are shown as written.
Nothing from the game is imported here: Babel runs this on the files alone."""

from __future__ import annotations

import json
import tomllib
from collections.abc import Collection, Iterator
from typing import IO, Any

Found = tuple[int, str, str | tuple[str, str], list[str]]  # line, keyword, message (or context and message), comments

# a table of the card files -> the context its `name` is worded in
CONTEXTS = {"weapon": "weapon", "powerup": "powerup", "character": "character", "ability": "ability",
            "reward_tile": "reward tile"}
WORDED = ("text", "bio")  # said as they are, without a context


def cards(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
          options: dict[str, Any]) -> Iterator[Found]:
    source = fileobj.read().decode("utf-8")
    data = tomllib.loads(source)
    lines = source.splitlines()
    for kind, context in CONTEXTS.items():
        for key, entry in data.get(kind, {}).items():
            at = _line(lines, f"[{kind}.{key}]")
            yield from _entry(lines, at, entry, context, f"{kind} {key}")
            for n, effect in enumerate(entry.get("effects", ())):
                start = _line(lines, f"[[{kind}.{key}.effects]]", n)
                yield from _entry(lines, start, effect, "weapon effect", f"{kind} {key}, effect {effect.get('id')}")


def _entry(lines: list[str], start: int, entry: dict[str, Any], context: str, where: str) -> Iterator[Found]:
    if isinstance(entry.get("name"), str):
        yield _key_line(lines, start, "name"), "pgettext", (context, entry["name"]), [where]
    for key in WORDED:
        if isinstance(entry.get(key), str):
            yield _key_line(lines, start, key), "_", entry[key], [f"{where}, {key}"]


def _line(lines: list[str], header: str, nth: int = 0) -> int:
    """The line number (from 1) of the `nth` line that is `header`; 1 if there is none."""
    seen = 0
    for i, line in enumerate(lines):
        if line.split("#")[0].strip() == header:
            if seen == nth:
                return i + 1
            seen += 1
    return 1


def _key_line(lines: list[str], start: int, key: str) -> int:
    """The line of `key = ...` in the table that starts on line `start`."""
    for i in range(start, len(lines)):
        stripped = lines[i].lstrip()
        if stripped.startswith("["):
            break
        if stripped.startswith(f"{key} ") or stripped.startswith(f"{key}="):
            return i + 1
    return start


TOUR_FIELDS = (("title",), ("text",), ("lesson", "did"))


def tour(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
         options: dict[str, Any]) -> Iterator[Found]:
    source = fileobj.read().decode("utf-8")
    data = json.loads(source)
    lines = source.splitlines()
    for path in TOUR_FIELDS:
        value: Any = data
        for step in path:
            value = value.get(step) if isinstance(value, dict) else None
        if isinstance(value, str):
            key = f'"{path[-1]}":'
            line = next((i + 1 for i, text in enumerate(lines) if key in text), 1)
            yield line, "_", value, [f"rules tour {data.get('id')}, {'.'.join(path)}"]
