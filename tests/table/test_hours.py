"""Issue 34: a member's own hours, on the fake clock. Outside them their deadlines do not run out (a
deadline that would fall in their night moves to the start of their next hours plus the time that was
left) and no reminder reaches them; away mode combines with them; bad input is refused clearly."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from table.replies import Posting
from table.store import Hours, Store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from table.timekeeping.hours import HoursError, due_in_hours, in_hours, read_hours, woken
from tests.table.conftest import ALICE, BOB, table_on

BERLIN = ZoneInfo("Europe/Berlin")
DAYTIME = Hours(9, 23, "Europe/Berlin")
HOUR, MINUTE = 3600, 60


def berlin(day: int, hour: int, minute: int = 0) -> float:
    """A time in March 2027, Berlin's clock (winter time until the 28th)."""
    return datetime(2027, 3, day, hour, minute, tzinfo=BERLIN).timestamp()


def said(at: float) -> str:
    return datetime.fromtimestamp(at, BERLIN).strftime("%d %H:%M")


def test_a_deadline_in_the_night_moves_to_the_next_morning_plus_the_time_that_was_left() -> None:
    assert said(due_in_hours(berlin(10, 23, 30), DAYTIME)) == "11 09:30"  # owed at 22:30 with 1 h left
    assert said(due_in_hours(berlin(10, 15), DAYTIME)) == "10 15:00"  # in their hours: unmoved
    assert said(due_in_hours(berlin(11, 3), DAYTIME)) == "11 13:00"  # 4 h left when their hours ended
    assert said(due_in_hours(berlin(10, 23, 30), None)) == "10 23:30"  # no hours set
    short = Hours(9, 10, "Europe/Berlin")  # one hour a day: 10 h left take ten mornings, and the end of
    assert said(due_in_hours(berlin(10, 20), short)) == "21 09:00"  # their hours is their night's start
    owl = Hours(20, 2, "Asia/Tokyo")  # hours past midnight, in another zone
    tokyo_noon = datetime(2027, 3, 10, 12, tzinfo=ZoneInfo("Asia/Tokyo")).timestamp()
    assert not in_hours(tokyo_noon, owl) and in_hours(tokyo_noon + 9 * HOUR, owl)
    assert due_in_hours(tokyo_noon - 9 * HOUR, owl) == tokyo_noon + 9 * HOUR  # 03:00: 1 h left at 02:00, so 21:00
    assert said(woken(berlin(11, 4), DAYTIME)) == "11 09:00" and woken(berlin(11, 10), DAYTIME) == berlin(11, 10)
    # across the change to summer time (28 March) the morning is still 09:00 on their clock
    assert said(due_in_hours(berlin(27, 23, 30), DAYTIME)) == "28 09:30"


@pytest.mark.parametrize(("start", "end", "zone", "wrong"), [
    (9, None, None, "missing: end, timezone"),
    (24, 23, "UTC", "start is an hour of the day from 0 to 23; 24 was given"),
    (9, -1, "UTC", "end is an hour of the day from 0 to 23; -1 was given"),
    (9, 9, "UTC", "start and end are both 9"),
    (9, 23, "Europe/Berlinn", "`Europe/Berlinn` is not a time zone this bot knows"),
    (9, 23, "../../etc/passwd", "is not a time zone this bot knows: give an IANA name such as Europe/Berlin"),
])
def test_hours_that_cannot_be_read_say_what_is_allowed(start: int | None, end: int | None, zone: str | None,
                                                        wrong: str) -> None:
    with pytest.raises(HoursError, match=None) as refused:
        read_hours(start, end, zone)
    assert wrong in str(refused.value)


async def _started(table: Table, deadline: str) -> None:
    await table.new_game(ALICE, "animacule", "first=creator", deadline)  # Alice owes the first move
    await table.join(BOB)
    assert not (await table.start(ALICE)).ephemeral


async def _alices_clock(store: Store) -> float:
    game = await store.latest_game(500)
    (clock,) = await store.deadlines(game.id)
    return clock.due_at


async def test_a_decision_owed_at_half_past_ten_with_an_hour_left_falls_due_next_morning(store: Store) -> None:
    clock = FakeClock(berlin(10, 22, 30))
    table = table_on(store, clock)
    told = await table.hours(ALICE, start=9, end=23, timezone="Europe/Berlin")
    assert told.ephemeral and "Your hours are 09:00–23:00 (Europe/Berlin)" in told.text and "22:30 there" in told.text
    await _started(table, "1h")
    assert await _alices_clock(store) == berlin(11, 9, 30)
    board = await table.board(BOB)
    assert f"⏰ Due <t:{int(berlin(11, 9, 30))}:R>." in board.text  # the board shows the moved deadline
    status = await table.status(BOB)
    assert "🌙 Alice's hours: 09:00–23:00 (Europe/Berlin)." in status.text
    assert "🌙 Your hours (`/game hours`): 09:00–23:00 (Europe/Berlin)." in (await table.mine(ALICE)).text
    cleared = await table.hours(ALICE)
    assert "Your hours are cleared" in cleared.text
    assert "🌙 Your hours (`/game hours`): none set" in (await table.mine(ALICE)).text


async def test_reminders_never_land_in_the_night_and_the_deadline_runs_out_in_the_day(store: Store) -> None:
    clock = FakeClock(berlin(10, 20))
    table = table_on(store, clock)
    await table.hours(ALICE, start=9, end=23, timezone="Europe/Berlin")
    await _started(table, "12h")  # due 08:00, in her night: 9 h were left at 23:00, so 18:00 next day
    assert await _alices_clock(store) == berlin(11, 18)
    posts: list[tuple[float, Posting]] = []
    while clock.now() < berlin(11, 19):
        clock.advance(10 * MINUTE)
        posts += [(clock.now(), post) for post in await table.run_due()]
    reminders = [said(at) for at, post in posts if "Reminder" in post.reply.text]
    # half time (07:00) waited for 09:00; the hour-before one at 17:00
    assert reminders == ["11 09:00", "11 17:00"]
    timed_out = [said(at) for at, post in posts if "time ran out" in post.reply.text]
    assert timed_out == ["11 18:00"]
    assert all(in_hours(at, DAYTIME) for at, _post in posts)


async def test_a_running_deadline_that_falls_in_the_night_after_hours_were_set_moves_then(store: Store) -> None:
    clock = FakeClock(berlin(10, 22, 30))
    table = table_on(store, clock)
    await _started(table, "1h")  # no hours yet: due 23:30
    assert await _alices_clock(store) == berlin(10, 23, 30)
    await table.hours(ALICE, start=9, end=23, timezone="Europe/Berlin")
    clock.advance(HOUR)
    assert await table.run_due() == []  # 23:30: nothing runs out in her night
    assert await _alices_clock(store) == berlin(11, 9, 30)


async def test_away_and_hours_combine(store: Store) -> None:
    clock = FakeClock(berlin(10, 21))
    table = table_on(store, clock)
    await table.hours(ALICE, start=9, end=23, timezone="Europe/Berlin")
    await _started(table, "1h")  # due 22:00
    clock.advance(30 * MINUTE)
    await table.away(ALICE)  # paused with 30 minutes left
    clock.advance(75 * MINUTE)
    await table.back(ALICE)  # 22:45: resumed, due 23:15, in her night: 15 minutes left at 23:00
    assert await _alices_clock(store) == berlin(11, 9, 15)
    await table.away(ALICE, mode="bot")  # away with the bot: it keeps the table's pace, night or not
    clock.advance(HOUR)
    await table.run_due()
    assert await _alices_clock(store) == berlin(11, 9, 15)  # the bot's clock is the one it had …
    clock.advance(11 * HOUR)  # … and at 09:15 the bot plays for her
    await table.run_due()
    game = await store.latest_game(500)
    assert [e.kind for e in await store.log(game.id)][-1] == "stand_in"
