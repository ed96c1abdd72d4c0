"""Input that used to be accepted silently (issue 22, item 12): a repeated game option, a
duration giving a unit twice, a reminder given twice and an empty replay speed are each refused
with what is allowed, and nothing is stored."""

from __future__ import annotations

from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, BOB, CHANNEL, started


async def test_a_repeated_option_is_refused_naming_both_values(table: Table, store: Store) -> None:
    reply = await table.new_game(ALICE, "extinction", "end=6,end=8")
    assert reply.ephemeral and "Option `end` is given twice (end=6, end=8): give each option once." in reply.text
    assert await store.live_game(CHANNEL) is None
    spaced = await table.new_game(ALICE, "animacule", "first=creator First=random")
    assert spaced.ephemeral and "`first` is given twice" in spaced.text


async def test_a_deadline_giving_a_unit_twice_is_refused(table: Table, store: Store) -> None:
    reply = await table.new_game(ALICE, "animacule", deadline="1h 1h 1h 1h 1h 1h")
    assert reply.ephemeral and "gives `h` more than once" in reply.text and "each unit once" in reply.text
    assert "30m, 12h, 2d, 1d12h or 1w" in reply.text
    assert await store.live_game(CHANNEL) is None
    defaults = await table.admin_defaults(ADMIN, deadline="1d1d")
    assert defaults.ephemeral and "gives `d` more than once" in defaults.text
    assert (await store.guild_settings(ALICE.guild_id)).deadline is None
    mixed = await table.new_game(ALICE, "animacule", deadline="1d 12h")
    assert "Time per decision: 1 day 12 hours" in mixed.text


async def test_a_reminder_given_twice_is_refused_and_not_stored(table: Table, store: Store) -> None:
    for typed, shown in (("50%,50%", "50%"), ("1h, 60m", "1h")):
        reply = await table.admin_defaults(ADMIN, reminders=typed)
        assert reply.ephemeral and f"The reminder at {shown} is given twice: give each reminder once" in reply.text
    assert (await store.guild_settings(ALICE.guild_id)).reminders is None
    saved = await table.admin_defaults(ADMIN, reminders="50%,1h")
    assert "reminders at 50%,1h" in saved.text


async def test_an_empty_replay_speed_is_refused_naming_the_speeds(table: Table) -> None:
    await started(table, ALICE, BOB)
    for typed in ("", "  "):
        reply = await table.replay(ALICE, speed=typed)
        assert reply.ephemeral and reply.image is None
        assert "speed is one of slow, normal, fast (normal when left out); an empty speed is not." in reply.text
    assert not (await table.replay(ALICE)).ephemeral
