"""Game options typed at creation: `first=creator other=value`, checked against the engine."""

from __future__ import annotations

from rules.base import Engine


def parse_options(engine: Engine, text: str) -> dict[str, str]:
    """The options as a dict with every default filled in; ValueError naming the problem."""
    known = {option.name: option for option in engine.options}
    chosen = {name: option.default for name, option in known.items()}
    for word in text.split():
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"Write options as name=value (e.g. {_example(engine)}); `{word}` has no `=`.")
        option = known.get(name.lower())
        if option is None:
            allowed = ", ".join(known) or "none"
            raise ValueError(f"{engine.title} has no option `{name}`. Its options: {allowed}.")
        if value.lower() not in option.choices:
            raise ValueError(f"Option `{option.name}` takes {', '.join(option.choices)}; `{value}` is not one of them.")
        chosen[option.name] = value.lower()
    return chosen


def _example(engine: Engine) -> str:
    if not engine.options:
        return "this game has no options"
    option = engine.options[0]
    return f"`{option.name}={option.choices[-1]}`"
