"""A time is written in the reader's language where it is read (issue 34: durations formatted by Babel
for the locale), and as a member types it where it is a setting to copy."""

from __future__ import annotations

import pytest

from messages import reading
from table.timekeeping.timing import (
    read_duration,
    read_reminders,
    say_duration,
    say_relative,
    say_reminders,
    typed_duration,
)

NBSP = "\u00a0"


@pytest.mark.parametrize(("locale", "seconds", "said"), [
    ("en", 2 * 86400, "2 days"), ("en", 86400 + 12 * 3600, "1 day 12 hours"), ("en", 45 * 60, "45 minutes"),
    ("en", 7 * 86400, "7 days"), ("en", 20, "0 minutes"),
    ("de", 2 * 86400, "2 Tage"), ("de", 86400 + 12 * 3600, "1 Tag 12 Stunden"), ("de", 3600 + 60, "1 Stunde 1 Minute"),
    ("fr", 2 * 86400, f"2{NBSP}jours"), ("fr", 86400 + 3600, f"1{NBSP}jour 1{NBSP}heure"),
])
def test_a_time_reads_in_the_readers_language_in_its_largest_two_units(locale: str, seconds: int, said: str) -> None:
    with reading(locale):
        assert say_duration(seconds) == said


@pytest.mark.parametrize(("locale", "seconds", "said"), [
    ("en", 2 * 86400, "in 2 days"), ("en", -5 * 3600, "5 hours ago"), ("en", 30 * 60, "in 30 minutes"),
    ("de", 2 * 86400, "in 2 Tagen"), ("de", 3600, "in 1 Stunde"), ("de", -5 * 3600, "vor 5 Stunden"),
    ("fr", 2 * 86400, "dans 2 jours"), ("fr", -3600, "il y a 1 heure"),
])
def test_a_time_from_now_reads_as_discord_writes_a_relative_timestamp(locale: str, seconds: int, said: str) -> None:
    """In its largest unit, with its direction and the case that goes with it: German's dative "in 2 Tagen", where
    "in" before the duration as a deadline reads it ("2 Tage") was wrong."""
    with reading(locale):
        assert say_relative(seconds) == said


@pytest.mark.parametrize("typed", ["2d", "1d12h", "45m", "12h30m", "1h1m"])
def test_a_setting_reads_back_as_it_is_typed_in_every_language(typed: str) -> None:
    seconds = read_duration(typed)
    assert seconds is not None
    for locale in ("en", "de", "fr"):
        with reading(locale):
            assert typed_duration(seconds) == typed
            assert say_reminders(read_reminders(f"50%,{typed}")) == f"50%,{typed}"
