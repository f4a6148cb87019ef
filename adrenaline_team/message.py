"""A message: words a player reads, kept as data and worded when read.

The rules ask and narrate in messages, not in finished sentences: a `Msg` is a gettext id (the
English, with `{named}` placeholders), its named arguments (a player's name as typed, a
number, or another message: a card's name, a place, a cost) and, for a count, its plural. It
is worded (`text`, `str()`) in the language of the moment it is read (`i18n`), so a label
made while the game was in English reads in Japanese once the menu switched the language,
and the same message sent over the network (`data`, `Msg.of`) is worded by each client in
its own language. Making one costs about what the f-string it replaces did: bots never read
them, and random games never word one.

Japanese sentences are not English sentences with the words swapped: a message is a whole
sentence (or a whole phrase with one role in the sentences that hold it), so the catalog
orders its parts, particles and counters as Japanese does (`docs/glossary-ja.md`, §7)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from gettext import NullTranslations
from string import Formatter
from typing import Any, TypeVar, Union

from .i18n import current

Arg = Union[str, int, float, "Msg"]  # a placeholder's value: a str is shown as it is (a player's name)
Words = Union[str, "Msg"]  # what a prompt or a label may be: words already worded (a test's), or a message

A = TypeVar("A", str, int, float, "Msg")

MAX_ID = 2000  # characters of a message id from the network
MAX_ARG = 500  # characters of a plain argument from the network
MAX_ARGS = 16
MAX_DEPTH = 8  # messages inside messages
# A serialisation context's key (`model_dump_json(context={WORDED: catalog})`): every message is
# sent worded in that catalog, as plain text, for a reader that cannot word (a phone's page).
WORDED = "worded"


class Msg:
    """A message worded when read. Immutable once made; equal to another with the same id and
    arguments (events holding messages compare as their fields do)."""

    __slots__ = ("id", "args")

    def __init__(self, id: str, /, **args: Arg) -> None:
        self.id = id
        self.args = args

    @staticmethod
    def counted(singular: str, plural: str, n: int, /, **args: Arg) -> Msg:
        """A message about a count `n` (also its `{n}`): English picks the singular or the
        plural, Japanese has one form with its counter (`ngettext`)."""
        return _Counted(singular, plural, n, args)

    @staticmethod
    def term(context: str, id: str, /) -> Msg:
        """A word told apart from the same English in another `context` (`pgettext`): a card's
        name ("weapon", "character"...), a colour, a team."""
        return _Term(context, id)

    # --- wording ------------------------------------------------------------------------
    def template(self, words: NullTranslations) -> str:
        """The message's words in the catalog `words`, placeholders unfilled."""
        return words.gettext(self.id)

    @property
    def text(self) -> str:
        return self.worded(current())

    def worded(self, words: NullTranslations) -> str:
        """The message in the catalog `words` (`i18n.translations`), whatever the process's
        language is: a phone's page is worded in its own language."""
        template = self.template(words)
        if not self.args:
            return template
        return _fill(template, {k: v.worded(words) if isinstance(v, Msg) else v for k, v in self.args.items()})

    def __str__(self) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)

    def __repr__(self) -> str:
        return f"Msg({self.id!r}{''.join(f', {k}={v!r}' for k, v in self.args.items())})"

    # --- as data --------------------------------------------------------------------------
    def _key(self) -> tuple[Any, ...]:
        return type(self), self.id, tuple(sorted(self.args.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def data(self) -> dict[str, Any]:
        """The message as JSON data (`Msg.of` reads it back)."""
        out: dict[str, Any] = {"id": self.id}
        if self.args:
            out["args"] = {k: v.data() if isinstance(v, Msg) else v for k, v in self.args.items()}
        return out

    @classmethod
    def of(cls, data: Any, depth: int = 0) -> Msg:
        """The message `data` describes, checked as anything from another computer is: a
        `ValueError` names what is wrong. A template's placeholders must be plain names (no
        attribute, index, conversion or format spec), so a message from a hostile host can
        neither reach into objects nor ask for a huge padding when worded."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError("a message is an object with a text 'id'")
        if depth >= MAX_DEPTH:
            raise ValueError(f"messages nested deeper than {MAX_DEPTH}")
        unknown = set(data) - {"id", "args", "plural", "context"}
        if unknown:
            raise ValueError(f"a message has no field {sorted(unknown)[0][:40]!r}")
        msg_id = _checked_template(data["id"])
        raw = data.get("args", {})
        if not isinstance(raw, dict) or len(raw) > MAX_ARGS:
            raise ValueError(f"a message's 'args' is an object of at most {MAX_ARGS} values")
        args: dict[str, Arg] = {}
        for key, value in raw.items():
            if not key.isidentifier() or len(key) > 40:
                raise ValueError(f"{key[:40]!r} is not an argument's name")
            args[key] = _checked_arg(value, depth)
        if "context" in data:
            context = data["context"]
            if not isinstance(context, str) or len(context) > 100 or args or "plural" in data:
                raise ValueError("a word in context is a text 'context' and its 'id' alone")
            return _Term(context, msg_id)
        if "plural" in data:
            plural, n = data["plural"], args.pop("n", None)
            if not isinstance(plural, str) or not isinstance(n, int):
                raise ValueError("a counted message has a text 'plural' and a whole number 'n'")
            return _Counted(msg_id, _checked_template(plural), n, args)
        return cls(msg_id, **args)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """A field typed `Msg` in a pydantic model or dataclass (an event, a network message):
        validated by `Msg.of`, serialised as `data`."""
        from pydantic_core import core_schema

        def validate(value: Any) -> Msg:
            return value if isinstance(value, Msg) else cls.of(value)

        def serialise(m: Msg, info: Any) -> Any:
            words = info.context.get(WORDED) if isinstance(info.context, dict) else None
            return m.worded(words) if words is not None else m.data()
        return core_schema.no_info_plain_validator_function(
            validate, serialization=core_schema.plain_serializer_function_ser_schema(serialise, info_arg=True))

    @classmethod
    def __get_pydantic_json_schema__(cls, core: Any, handler: Any) -> dict[str, Any]:
        """What `data` makes, for a JSON Schema's readers (a client in another language)."""
        return {
            "type": "object", "title": "Message", "additionalProperties": False, "required": ["id"],
            "description": "Words worded by the reader: `id` is the English, a gettext message id with {named} "
                           "placeholders, filled from `args` (a text as it is, a number, or a message worded first); "
                           "`plural` and `args.n`: a count's plural form; `context`: a term's gettext context.",
            "properties": {
                "id": {"type": "string", "maxLength": MAX_ID},
                "args": {"type": "object", "maxProperties": MAX_ARGS, "additionalProperties": {
                    "anyOf": [{"type": "string"}, {"type": "number"}, {"type": "object", "description": "a message"}]}},
                "plural": {"type": "string"},
                "context": {"type": "string"}}}


class _Counted(Msg):
    __slots__ = ("plural",)

    def __init__(self, singular: str, plural: str, n: int, args: dict[str, Arg]) -> None:
        args["n"] = n
        self.id = singular
        self.plural = plural
        self.args = args

    def template(self, words: NullTranslations) -> str:
        n = self.args["n"]
        return words.ngettext(self.id, self.plural, n if isinstance(n, int) else 0)

    def _key(self) -> tuple[Any, ...]:
        return super()._key() + (self.plural,)

    def data(self) -> dict[str, Any]:
        return {**super().data(), "plural": self.plural}


class _Term(Msg):
    __slots__ = ("context",)

    def __init__(self, context: str, id: str) -> None:
        self.id = id
        self.context = context
        self.args = {}

    def template(self, words: NullTranslations) -> str:
        return words.pgettext(self.context, self.id)

    def _key(self) -> tuple[Any, ...]:
        return super()._key() + (self.context,)

    def data(self) -> dict[str, Any]:
        return {"id": self.id, "context": self.context}


def _fill(template: str, values: dict[str, Any]) -> str:
    """The template with its placeholders filled; a template that does not fit its values
    (a message from a hostile host, a catalog entry gone wrong) is shown as it is rather
    than raising while a screen draws."""
    try:
        return template.format_map(values)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return template


def _checked_template(text: Any) -> str:
    if not isinstance(text, str) or len(text) > MAX_ID:
        raise ValueError(f"a message's text is at most {MAX_ID} characters")
    try:
        for _literal, field, spec, conversion in Formatter().parse(text):
            if field is not None and (not field.isidentifier() or spec or conversion):
                raise ValueError(f"{field[:40]!r}: a placeholder is a plain name")
    except ValueError as err:
        raise ValueError(f"a message's text: {err}") from None
    return text


def _checked_arg(value: Any, depth: int) -> Arg:
    if isinstance(value, bool):  # a JSON true is not a number
        raise ValueError("a message's argument is a text, a number or a message")
    if isinstance(value, str):
        if len(value) > MAX_ARG:
            raise ValueError(f"a message's argument is at most {MAX_ARG} characters")
        return value
    if isinstance(value, int):
        if abs(value) > 2**53:
            raise ValueError("a message's number is too large")
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("a message's number is not finite")
        return value
    if isinstance(value, dict):
        return Msg.of(value, depth + 1)
    raise ValueError("a message's argument is a text, a number or a message")


def text(words: Words) -> str:
    """Words as the current language reads them."""
    return words if isinstance(words, str) else words.text


# --- lists -------------------------------------------------------------------------------
def both(first: Arg, then: Arg) -> Msg:
    """"a and b" (と in Japanese)."""
    return Msg("{a} and {b}", a=first, b=then)


def series(items: Sequence[A]) -> A | Msg:
    """"a, b, c" (、 in Japanese)."""
    out: A | Msg = items[0]
    for item in items[1:]:
        out = Msg("{a}, {b}", a=out, b=item)
    return out


def listing(items: Sequence[A]) -> A | Msg:
    """"a", "a and b", "a, b and c": a list as a sentence says it."""
    return items[0] if len(items) == 1 else both(series(items[:-1]), items[-1])
