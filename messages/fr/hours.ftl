# /game hours: a member's own hours ($option: start or end, the command's options).
hours-incomplete = Donne start, end et timezone ensemble (manquant : {$missing}), p. ex. `/game hours start:9 end:23 timezone:Europe/Paris` ; n’en donne aucun pour effacer tes horaires.
hours-not-an-hour = {$option} est une heure de la journée de 0 à 23 ; {$hour} a été donné.
hours-empty = start et end valent tous deux {$hour} : tes horaires doivent laisser du temps entre les deux (end peut dépasser minuit, comme start:20 end:2).
hours-unknown-zone = `{$zone}` n’est pas un fuseau horaire que ce bot connaît : donne un nom IANA comme Europe/Paris, America/Montreal, Africa/Dakar ou UTC.
# A member's hours where none are set, as /game mine and /game status name them.
hours-none = aucun horaire : les échéances et les rappels courent jour et nuit
hours-cleared = Tes horaires sont effacés, sur tous les serveurs : tes échéances et tes rappels courent jour et nuit.
# $hours: the hours and their time zone; $now: the time of day there now.
hours-set = Tes horaires sont {$hours}, sur tous les serveurs où tu joues (il y est {$now} en ce moment). En dehors, aucune de tes échéances n’expire : celle qui expirerait tombe au début de tes prochains horaires plus le temps qui restait, et les rappels attendent le matin. Une échéance déjà en cours est décalée si elle tombe pendant ta nuit ; les nouvelles affichent l’heure décalée sur le plateau. `/game hours` seul les efface.
