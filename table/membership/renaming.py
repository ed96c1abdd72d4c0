"""Renaming a forgotten member in what the store keeps of a game: their id becomes a former
player's id and their names "former player N" wherever the bot wrote them.

Engines tell players apart by the seat's name, and write it into states and into the text of
events, so a name is replaced as a whole value, or as a whole name inside a text: never inside a
longer word, nor inside another player's longer name ("Al" in "Alice", or "Alice" in "Alice B").
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from messages import say

# Former players' ids: far below Discord's first ids (every snowflake since 2015 is above 10**14),
# above the small negative numbers of bot seats and the rating entities 0 and -1.
FORMER_PLAYER_IDS = 1_000_000


def former_player_name(number: int) -> str:
    return say("renaming-former-player", number=number)


def former_player_id(number: int) -> int:
    return FORMER_PLAYER_IDS + number


def former_player_number(user_id: int) -> int | None:
    """The number of the former player whose id this is, or None if it is a member's or a bot's."""
    return user_id - FORMER_PLAYER_IDS if FORMER_PLAYER_IDS < user_id < 2 * FORMER_PLAYER_IDS else None


def mention(user_id: int) -> str:
    """How a post names a member by id: their mention, or a former player's name (no one to ping)."""
    number = former_player_number(user_id)
    return f"<@{user_id}>" if number is None else former_player_name(number)


@dataclass(frozen=True)
class Renaming:
    """Member `user_id`, known as `names`, becomes former player `number`, in a game whose other
    players are called `others` (kept as they are, even where one of `names` is part of them)."""

    user_id: int
    number: int
    names: frozenset[str]
    others: frozenset[str] = frozenset()
    _pattern: re.Pattern[str] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = sorted({n for n in self.names | self.others if n}, key=len, reverse=True)  # the longest name first
        mentions = rf"<@!?{self.user_id}>"
        whole = "|".join(re.escape(n) for n in names)
        pattern = rf"{mentions}|(?<!\w)(?:{whole})(?!\w)" if whole else mentions
        object.__setattr__(self, "_pattern", re.compile(pattern))

    @property
    def new_id(self) -> int:
        return former_player_id(self.number)

    @property
    def new_name(self) -> str:
        return former_player_name(self.number)

    def text(self, text: str) -> str:
        """`text` with the member's names and mentions replaced."""
        assert self._pattern is not None
        return self._pattern.sub(self._replacement, text)

    def _replacement(self, match: re.Match[str]) -> str:
        found = match.group(0)
        return self.new_name if found.startswith("<@") or found in self.names else found

    def id(self, user_id: int) -> int:
        return self.new_id if user_id == self.user_id else user_id

    def value(self, value: Any) -> Any:
        """A JSON value with the member's id and names replaced throughout (keys too)."""
        if isinstance(value, str):
            return self.new_name if value in self.names else self.text(value)
        if isinstance(value, bool) or not isinstance(value, int | list | dict):
            return value
        if isinstance(value, int):
            return self.id(value)
        if isinstance(value, list):
            return [self.value(item) for item in value]
        return {self.value(key): self.value(item) for key, item in value.items()}

    def json_text(self, text: str, compact: bool = False) -> str:
        """A JSON document's text, renamed, written back as the store wrote it (`compact`: states, posts)."""
        return json.dumps(self.value(json.loads(text)), separators=(",", ":") if compact else None)
