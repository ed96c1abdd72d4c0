# A duration or a server's reminder times that cannot be read ($text: what was typed). $what says
# what the duration is for: a deadline (the game's time per decision), a reminder, or a wait in the console.
timing-not-a-duration = `{$text}` is not a {$what ->
    [reminder] reminder
    [wait] wait
   *[deadline] deadline
  }: {$allowed}.
timing-unit-twice = `{$text}` gives `{$unit}` more than once: {$allowed}, each unit once.
timing-out-of-range = `{$text}` is out of range: {$allowed}.
# What the three refusals above allow.
timing-durations-allowed = write the {$what ->
    [reminder] reminder
    [wait] wait
   *[deadline] deadline
  } like 30m, 12h, 2d, 1d12h or 1w (from 1 minute to 60 days), or none
timing-too-many-reminders = At most {$most} reminders; {$count} were given.
timing-share-out-of-range = `{$text}`: a share of the time goes from 1% to 99%.
timing-not-a-reminder = `{$text}` is not a reminder: write a share of the time gone (50%) or the time left (1h, 30m), separated by commas, or none.
timing-reminder-twice = The reminder at {$reminder} is given twice: give each reminder once, as a share of the time gone (50%) or the time left (1h), separated by commas, or none.
