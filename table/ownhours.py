"""/game hours: a member sets (or clears) their own hours, the same in every server where they play."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from table.core import TableCore
from table.hours import HoursError, read_hours, say_hours
from table.replies import Caller, Reply, refusal


class OwnHours(TableCore):
    async def hours(self, caller: Caller, start: int | None = None, end: int | None = None,
                    timezone: str | None = None) -> Reply:
        """Set the caller's hours (all three options), or clear them (none)."""
        try:
            hours = read_hours(start, end, timezone)
        except HoursError as wrong:
            return refusal(str(wrong))
        await self.store.set_hours(caller.user_id, hours)
        if hours is None:
            return refusal("Your hours are cleared, in every server: your deadlines and reminders run day and night.")
        there = datetime.fromtimestamp(self.clock.now(), ZoneInfo(hours.zone)).strftime("%H:%M")
        return refusal(
            f"Your hours are {say_hours(hours)}, in every server where you play (it is {there} there now). "
            "Outside them no deadline of yours runs out: one that would falls due at the start of your next hours "
            "plus the time that was left, and reminders wait for the morning. A deadline already running moves "
            "when it falls due in your night; new ones show the moved time on the board. `/game hours` alone "
            "clears them.")
