"""/game hours: a member sets (or clears) their own hours, the same in every server where they play."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from messages import say
from table.core import Service
from table.replies import Caller, Reply, refusal
from table.timekeeping.hours import HoursError, read_hours, say_hours


class OwnHours(Service):
    async def hours(self, caller: Caller, start: int | None = None, end: int | None = None,
                    timezone: str | None = None) -> Reply:
        """Set the caller's hours (all three options), or clear them (none)."""
        try:
            hours = read_hours(start, end, timezone)
        except HoursError as wrong:
            return refusal(str(wrong))
        await self.store.set_hours(caller.user_id, hours)
        if hours is None:
            return refusal(say("hours-cleared"))
        there = datetime.fromtimestamp(self.clock.now(), ZoneInfo(hours.zone)).strftime("%H:%M")
        return refusal(say("hours-set", hours=say_hours(hours), now=there))
