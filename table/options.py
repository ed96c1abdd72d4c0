"""Game options typed at creation: `first=creator, other=value`, checked by the engine."""

from __future__ import annotations

import re

from rules.base import Engine
from rules.notation import excerpt


def parse_options(engine: Engine, text: str) -> dict[str, str]:
    """The options as a dict with every default filled in; ValueError (IllegalAction) naming the problem."""
    given: dict[str, str] = {}
    for word in re.split(r"[,\s]+", text.strip()):
        if not word:
            continue
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"Write options as name=value, several separated by commas or spaces "
                             f"(e.g. {_example(engine)}); `{excerpt(word)}` has no `=`.")
        name = name.lower()
        if name in given:
            raise ValueError(f"Option `{excerpt(name)}` is given twice ({excerpt(name)}={excerpt(given[name])}, "
                             f"{excerpt(word.lower())}): give each option once.")
        given[name] = value.lower()
    return engine.checked_options(given)


def _example(engine: Engine) -> str:
    if not engine.options:
        return "this game has no options"
    option = engine.options[0]
    return f"`{option.name}={option.choices[-1]}`"
