"""Game options typed at creation: `first=creator, other=value`, checked by the engine; and the
options the table reads itself (`think=`, `hints=`), which the engine never sees."""

from __future__ import annotations

import re
from typing import Any

from messages import say
from rules.base import Engine
from rules.levels import DEFAULT_THINK_MS, THINK_RANGE_MS
from rules.notation import excerpt

# think: the strong bot's time per decision, in milliseconds; hints: on lets the seated ask /game hint
TABLE_OPTIONS = ("think", "hints")


def parse_options(engine: Engine[Any], text: str) -> dict[str, str]:
    """The options as a dict with every default filled in; ValueError (IllegalAction) naming the problem."""
    given: dict[str, str] = {}
    for word in re.split(r"[,\s]+", text.strip()):
        if not word:
            continue
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(_not_name_value(engine, excerpt(word)))
        name = name.lower()
        if name in given:
            raise ValueError(say("options-given-twice", name=excerpt(name), first=excerpt(given[name]),
                                 second=excerpt(word.lower())))
        given[name] = value.lower()
    table = {name: given.pop(name) for name in TABLE_OPTIONS if name in given}
    chosen = engine.checked_options(given)
    if "think" in table:
        chosen["think"] = str(_read_think(table["think"]))
    if "hints" in table:
        if table["hints"] not in ("on", "off"):
            raise ValueError(say("options-hints", value=excerpt(table["hints"])))
        chosen["hints"] = table["hints"]
    return chosen


def hints_on(options: dict[str, str]) -> bool:
    """Whether the table offers /game hint (such a game is unrated)."""
    return options.get("hints") == "on"


def engine_options(options: dict[str, str]) -> dict[str, str]:
    """A table's options without those the table reads itself: what the engine is set up with."""
    return {name: value for name, value in options.items() if name not in TABLE_OPTIONS}


def think_ms(options: dict[str, str]) -> int:
    """The strong bot's time per decision at a table, in milliseconds."""
    return int(options.get("think", DEFAULT_THINK_MS))


def _read_think(value: str) -> int:
    low, high = THINK_RANGE_MS
    digits = value.removesuffix("ms")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 5 and low <= int(digits) <= high):
        raise ValueError(say("options-think", least=low, most=high, value=excerpt(value)))
    return int(digits)


def _not_name_value(engine: Engine[Any], word: str) -> str:
    """The refusal of a word with no `=`, with an example of the engine's first option."""
    if not engine.options:
        return say("options-not-name-value-no-options", word=word)
    option = engine.options[0]
    return say("options-not-name-value", example=f"`{option.name}={option.choices[-1]}`", word=word)
