# A duration or a server's reminder times that cannot be read ($text: what was typed). $what says
# what the duration is for: a deadline (the game's time per decision), a reminder, or a wait in the console.
timing-not-a-duration = `{$text}` ist keine gültige {$what ->
    [reminder] Erinnerung
    [wait] Wartezeit
   *[deadline] Frist
  }: {$allowed}.
timing-unit-twice = `{$text}` nennt `{$unit}` mehr als einmal: {$allowed}, jede Einheit einmal.
timing-out-of-range = `{$text}` liegt außerhalb des Bereichs: {$allowed}.
# What the three refusals above allow.
timing-durations-allowed = schreib die {$what ->
    [reminder] Erinnerung
    [wait] Wartezeit
   *[deadline] Frist
  } wie 30m, 12h, 2d, 1d12h oder 1w (zwischen 1 Minute und 60 Tagen), oder none
timing-too-many-reminders = Höchstens {$most} Erinnerungen; angegeben waren {$count}.
timing-share-out-of-range = `{$text}`: ein Anteil der Zeit geht von 1 % bis 99 %.
timing-not-a-reminder = `{$text}` ist keine Erinnerung: schreib einen verstrichenen Anteil der Zeit (50%) oder die Restzeit (1h, 30m), durch Kommas getrennt, oder none.
timing-reminder-twice = Die Erinnerung bei {$reminder} ist zweimal angegeben: gib jede Erinnerung einmal an, als verstrichenen Anteil der Zeit (50%) oder Restzeit (1h), durch Kommas getrennt, oder none.
