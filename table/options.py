"""Game options typed at creation: `first=creator other=value`, checked by the engine."""

from __future__ import annotations

from rules.base import Engine


def parse_options(engine: Engine, text: str) -> dict[str, str]:
    """The options as a dict with every default filled in; ValueError (IllegalAction) naming the problem."""
    given = {}
    for word in text.split():
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"Write options as name=value (e.g. {_example(engine)}); `{word}` has no `=`.")
        given[name.lower()] = value.lower()
    return engine.checked_options(given)


def _example(engine: Engine) -> str:
    if not engine.options:
        return "this game has no options"
    option = engine.options[0]
    return f"`{option.name}={option.choices[-1]}`"
