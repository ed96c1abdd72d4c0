"""A member's own hours (`/game hours start:9 end:23 timezone:Europe/Berlin`): the time of day, in
their zone, when they play. Outside them, their night, no deadline of theirs runs out and no reminder
reaches them.

- A deadline that would fall in their night moves to the start of their next hours plus the time that
  was left when their hours ended (1 h left at 22:30 with hours 9–23: due 09:30 next day). Every clock
  is given its deadline through `due_in_hours`.
- A reminder that falls in their night waits for the start of their next hours (the clock's pass,
  `woken`): a "1h left" reminder before a deadline moved to 09:30 then comes at 09:00, not after it.

Hours are a person's, not a server's: the same in every server where they play.
"""

from __future__ import annotations

import zoneinfo
from datetime import datetime, time, timedelta
from functools import lru_cache

from messages import option_named, say
from table.store import Hours

MAX_NIGHTS = 64  # a deadline's time left carried over this many nights at most (a 1-hour day and 60 days)


class HoursError(ValueError):
    """Hours that cannot be read; the message says what was wrong and what is allowed."""


def read_hours(start: int | None, end: int | None, timezone: str | None) -> Hours | None:
    """The hours from `/game hours`' options; None when none was given (the hours are cleared)."""
    given = {"start": start, "end": end, "timezone": timezone}
    if all(value is None for value in given.values()):
        return None
    missing = [name for name, value in given.items() if value is None]
    if missing:
        raise HoursError(say("hours-incomplete", missing=", ".join(option_named(name) for name in missing)))
    assert start is not None and end is not None and timezone is not None
    for name, hour in (("start", start), ("end", end)):
        if not 0 <= hour <= 23:
            raise HoursError(say("hours-not-an-hour", option=option_named(name), hour=hour))
    if start == end:
        raise HoursError(say("hours-empty", hour=start))
    zone = timezone.strip()
    if zone not in _zones():
        raise HoursError(say("hours-unknown-zone", zone=zone[:40]))
    return Hours(start, end, zone)


@lru_cache(maxsize=1)
def _zones() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def say_hours(hours: Hours | None) -> str:
    """`09:00–23:00 (Europe/Berlin)`, or that no hours are set."""
    if hours is None:
        return say("hours-none")
    return f"{hours.start:02d}:00–{hours.end:02d}:00 ({hours.zone})"


def in_hours(at: float, hours: Hours) -> bool:
    hour = datetime.fromtimestamp(at, _zone(hours.zone)).hour
    if hours.start < hours.end:
        return hours.start <= hour < hours.end
    return hour >= hours.start or hour < hours.end  # hours past midnight


def woken(at: float, hours: Hours | None) -> float:
    """`at`, or the start of the member's next hours if `at` falls in their night."""
    if hours is None or in_hours(at, hours):
        return at
    return _next_start(at, hours)


def due_in_hours(due: float, hours: Hours | None) -> float:
    """A deadline moved out of the member's night: from where their hours ended before it to the start
    of their next hours, the time that was left carried over (night after night if it outlasts a day)."""
    if hours is None:
        return due
    for _ in range(MAX_NIGHTS):
        if in_hours(due, hours):
            return due
        due = _next_start(due, hours) + (due - _last_end(due, hours))
    return due


def _next_start(at: float, hours: Hours) -> float:
    """The first start of the member's hours after `at`."""
    return _nearest(at, hours.zone, hours.start, 1)


def _last_end(at: float, hours: Hours) -> float:
    """The last end of the member's hours at or before `at`."""
    return _nearest(at, hours.zone, hours.end, -1)


def _nearest(at: float, zone_name: str, hour: int, direction: int) -> float:
    """The nearest `hour`:00 in the zone after `at` (direction 1) or at or before it (-1)."""
    zone = _zone(zone_name)
    day = datetime.fromtimestamp(at, zone).date()
    for offset in range(-1, 3):
        candidate = datetime.combine(day + timedelta(days=direction * offset), time(hour), zone).timestamp()
        if (direction > 0 and candidate > at) or (direction < 0 and candidate <= at):
            return candidate
    raise AssertionError("an hour of the day comes within two days")


@lru_cache(maxsize=64)
def _zone(name: str) -> zoneinfo.ZoneInfo:
    return zoneinfo.ZoneInfo(name)
