# /game hours: a member's own hours ($option, $missing: its options start, end, timezone, as the reader's client names them).
hours-incomplete = Donne {OPTION("start")}, {OPTION("end")} et {OPTION("timezone")} ensemble (manquant : {$missing}), p. ex. `{COMMAND("game hours")} {OPTION("start")}:9 {OPTION("end")}:23 {OPTION("timezone")}:Europe/Paris` ; n’en donne aucun pour effacer tes horaires.
hours-not-an-hour = {$option} est une heure de la journée de 0 à 23 ; {$hour} a été donné.
hours-empty = {OPTION("start")} et {OPTION("end")} valent tous deux {$hour} : tes horaires doivent laisser du temps entre les deux ({OPTION("end")} peut dépasser minuit, comme {OPTION("start")}:20 {OPTION("end")}:2).
hours-unknown-zone = `{$zone}` n’est pas un fuseau horaire que ce bot connaît : donne un nom IANA comme Europe/Paris, America/Montreal, Africa/Dakar ou UTC.
# A member's hours where none are set, as /game mine and /game status name them.
hours-none = aucun horaire : les échéances et les rappels courent jour et nuit
hours-cleared = Tes horaires sont effacés, sur tous les serveurs : tes échéances et tes rappels courent jour et nuit.
# $hours: the hours and their time zone; $now: the time of day there now.
hours-set = Tes horaires sont {$hours}, sur tous les serveurs où tu joues (il y est {$now} en ce moment). En dehors, aucune de tes échéances n’expire : celle qui expirerait tombe au début de tes prochains horaires plus le temps qui restait, et les rappels attendent le matin. Une échéance déjà en cours est décalée si elle tombe pendant ta nuit ; les nouvelles affichent l’heure décalée sur le plateau. `{COMMAND("game hours")}` seul les efface.
