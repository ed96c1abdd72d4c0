# A duration or a server's reminder times that cannot be read ($text: what was typed). $what says
# what the duration is for: a deadline (the game's time per decision), a reminder, or a wait in the console.
timing-not-a-duration = `{$text}` n’est pas {$what ->
    [reminder] un rappel valable
    [wait] une attente valable
   *[deadline] une échéance valable
  } : {$allowed}.
timing-unit-twice = `{$text}` donne `{$unit}` plus d’une fois : {$allowed}, chaque unité une seule fois.
timing-out-of-range = `{$text}` est hors limites : {$allowed}.
# What the three refusals above allow.
timing-durations-allowed = écris {$what ->
    [reminder] le rappel
    [wait] l’attente
   *[deadline] l’échéance
  } comme 30m, 12h, 2d, 1d12h ou 1w (de 1 minute à 60 jours), ou none
timing-too-many-reminders = Au plus {$most} rappels ; reçu : {$count}.
timing-share-out-of-range = `{$text}` : une part du temps va de 1 % à 99 %.
timing-not-a-reminder = `{$text}` n’est pas un rappel : écris une part du temps écoulé (50%) ou le temps restant (1h, 30m), séparés par des virgules, ou none.
timing-reminder-twice = Le rappel à {$reminder} est donné deux fois : donne chaque rappel une seule fois, comme part du temps écoulé (50%) ou temps restant (1h), séparés par des virgules, ou none.
