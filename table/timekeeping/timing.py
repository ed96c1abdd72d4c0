"""The clock's arithmetic, with no store and no Discord: reading durations like `12h` or `2d`,
reading a server's reminder times like `50%,1h`, and when a prompt's reminders fall due.

A deadline is a prompt's time allowed, counted from when it opened. Reminders are pinged at
fixed points of that time: a share of it gone (`50%`) or an amount of it left (`1h`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from functools import lru_cache
from typing import Literal

from babel.dates import format_timedelta

from messages import reader_language, say

UNITS = {"m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
GRANULARITY: dict[str, Literal["minute", "hour", "day"]] = {"m": "minute", "h": "hour", "d": "day"}
THRESHOLD = 1000  # Babel rounds a time up to the next unit past a share of it: never here, a part is whole
SHORTEST = 60  # a deadline under a minute would time out before anyone could read the board
LONGEST = 60 * 86400
DEFAULT_DEADLINE = 2 * 86400
DEFAULT_REMINDERS = "50%,1h"
DEFAULT_TIMEOUTS_TO_RESIGN = 3
MAX_TIMEOUTS_TO_RESIGN = 20
MAX_REMINDERS = 4
NO_DEADLINE = ("none", "off", "never")
_PART = re.compile(r"([0-9]{1,4})([mhdw])")


class TimingError(ValueError):
    """A duration or reminder list that cannot be read; the message says what is allowed."""


def read_duration(text: str, what: str = "deadline") -> int | None:
    """Seconds from `12h`, `2d`, `1d12h`, `90m` or `1w`; None for `none`. TimingError otherwise."""
    typed = "".join(text.split()).lower()
    if typed in NO_DEADLINE:
        return None
    allowed = say("timing-durations-allowed", what=what)
    if not typed or len(typed) > 20 or not re.fullmatch(f"(?:{_PART.pattern})+", typed):
        raise TimingError(say("timing-not-a-duration", text=text[:20], what=what, allowed=allowed))
    parts = _PART.findall(typed)
    units = [unit for _, unit in parts]
    if repeated := next((unit for unit in units if units.count(unit) > 1), None):
        raise TimingError(say("timing-unit-twice", text=text[:20], unit=repeated, allowed=allowed))
    seconds = sum(int(n) * UNITS[unit] for n, unit in parts)
    if not SHORTEST <= seconds <= LONGEST:
        raise TimingError(say("timing-out-of-range", text=text[:20], allowed=allowed))
    return seconds


def say_duration(seconds: float) -> str:
    """A time as the reader's language writes it (Babel, from CLDR): `2 days`, `1 day 12 hours`,
    `1 Tag 12 Stunden`, `45 minutes`: the largest two units that say it, to the minute."""
    return " ".join(format_timedelta(timedelta(seconds=amount * UNITS[unit]), granularity=GRANULARITY[unit],
                                     threshold=THRESHOLD, format="long", locale=reader_language())
                    for amount, unit in _largest_two(seconds))


def say_relative(seconds: float) -> str:
    """A time from now, as Discord's client writes a relative timestamp in the reader's language: in its one
    largest unit, with its direction and the case that takes (`in 2 days`, `in 2 Tagen`, `il y a 5 heures`)."""
    return format_timedelta(timedelta(seconds=seconds), add_direction=True, format="long", locale=reader_language())


def typed_duration(seconds: float) -> str:
    """A time as a member types it in a setting (`2d`, `1d12h`, `45m`), whatever their language."""
    return "".join(f"{amount}{unit}" for amount, unit in _largest_two(seconds))


def _largest_two(seconds: float) -> list[tuple[int, str]]:
    left = max(0, round(seconds / 60)) * 60
    parts = []
    for unit in ("d", "h", "m"):
        if left >= UNITS[unit]:
            parts.append((left // UNITS[unit], unit))
            left %= UNITS[unit]
    return parts[:2] or [(0, "m")]


@dataclass(frozen=True)
class Reminder:
    """One reminder point: a share of the time gone (`share`), or an amount left (`left`)."""

    share: float | None = None
    left: int | None = None

    def at(self, opened: float, due: float) -> float:
        if self.share is not None:
            return opened + self.share * (due - opened)
        assert self.left is not None
        return due - self.left

    def __str__(self) -> str:
        if self.share is not None:
            return f"{round(self.share * 100)}%"
        return typed_duration(self.left or 0)


@lru_cache(maxsize=256)  # every move with a clock reads its server's setting: read each text once
def read_reminders(text: str) -> tuple[Reminder, ...]:
    """`50%,1h` (commas or spaces) as reminder points; `none` for none. TimingError otherwise."""
    words = [w for w in re.split(r"[,\s]+", text.strip().lower()) if w]
    if words in ([], ["none"], ["off"]):
        return ()
    if len(words) > MAX_REMINDERS:
        raise TimingError(say("timing-too-many-reminders", most=MAX_REMINDERS, count=len(words)))
    points = []
    for word in words:
        if word.endswith("%") and word[:-1].isascii() and word[:-1].isdecimal() and len(word) <= 3:
            share = int(word[:-1])
            if not 1 <= share <= 99:
                raise TimingError(say("timing-share-out-of-range", text=word))
            points.append(Reminder(share=share / 100))
            continue
        try:
            left = read_duration(word, "reminder")
        except TimingError:
            raise TimingError(say("timing-not-a-reminder", text=word[:20])) from None
        points.append(Reminder(left=left))
    if twice := next((p for n, p in enumerate(points) if p in points[:n]), None):
        raise TimingError(say("timing-reminder-twice", reminder=str(twice)))
    return tuple(points)


def say_reminders(points: tuple[Reminder, ...]) -> str:
    return ",".join(map(str, points)) or "none"


def reminder_times(points: tuple[Reminder, ...], opened: float, due: float) -> list[float]:
    """When a prompt opened at `opened` and due at `due` is reminded: each point that falls strictly
    inside its time, in order, never two at once."""
    inside = {p.at(opened, due) for p in points}
    return sorted(t for t in inside if opened < t < due)


def next_step(points: tuple[Reminder, ...], opened: float, due: float, sent: int) -> float:
    """When the clock next looks at a prompt that has had `sent` reminders: the next reminder, or the deadline."""
    times = reminder_times(points, opened, due)
    return times[sent] if sent < len(times) else due


def reminders_passed(points: tuple[Reminder, ...], opened: float, due: float, now: float) -> int:
    """How many of the prompt's reminder times lie at or before `now`."""
    return sum(1 for t in reminder_times(points, opened, due) if t <= now)
