"""The clock: deadlines, reminders, timeouts, the scheduler, durations and members' own hours."""
