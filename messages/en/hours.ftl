# /game hours: a member's own hours ($option, $missing: its options start, end, timezone, as the reader's client names them).
hours-incomplete = Give {OPTION("start")}, {OPTION("end")} and {OPTION("timezone")} together (missing: {$missing}), e.g. `{COMMAND("game hours")} {OPTION("start")}:9 {OPTION("end")}:23 {OPTION("timezone")}:Europe/Berlin`; give none to clear your hours.
hours-not-an-hour = {$option} is an hour of the day from 0 to 23; {$hour} was given.
hours-empty = {OPTION("start")} and {OPTION("end")} are both {$hour}: your hours need some time between them ({OPTION("end")} may be past midnight, as {OPTION("start")}:20 {OPTION("end")}:2).
hours-unknown-zone = `{$zone}` is not a time zone this bot knows: give an IANA name such as Europe/Berlin, America/New_York, Asia/Tokyo or UTC.
# A member's hours where none are set, as /game mine and /game status name them.
hours-none = none set: deadlines and reminders run day and night
hours-cleared = Your hours are cleared, in every server: your deadlines and reminders run day and night.
# $hours: the hours and their time zone; $now: the time of day there now.
hours-set = Your hours are {$hours}, in every server where you play (it is {$now} there now). Outside them no deadline of yours runs out: one that would falls due at the start of your next hours plus the time that was left, and reminders wait for the morning. A deadline already running moves when it falls due in your night; new ones show the moved time on the board. `{COMMAND("game hours")}` alone clears them.
