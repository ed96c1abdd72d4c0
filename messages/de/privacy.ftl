# `/game my-data`, privately, with the file.
privacy-my-data = Alles, was dieser Bot auf diesem Server über dich speichert: {$kept}. `{COMMAND("game forget-me")}` löscht es.
privacy-my-data-empty = Dieser Bot speichert auf diesem Server nichts über dich: die Datei ist leer.
# What is kept, when nothing is (in the forget question).
privacy-kept-nothing = nichts
# Forgetting a member: `/game forget-me` (the member themselves) or `/admin forget` (an admin, for `member`).
privacy-forgotten-already = Es gibt nichts mehr zu vergessen: es wurde schon vergessen.
privacy-forgotten-self = Erledigt. Du bist jetzt „{$name}“ in jedem auf diesem Server gespeicherten Spiel; Einstellungen, Abos und Wertungen sind gelöscht, und deine Plätze in laufenden Spielen wurden aufgegeben.
privacy-forgotten-member = Erledigt. {$member} ist jetzt „{$name}“ in jedem auf diesem Server gespeicherten Spiel; Einstellungen, Abos und Wertungen sind gelöscht, und die Plätze in laufenden Spielen wurden aufgegeben.
privacy-nothing-to-forget-self = Dieser Bot speichert auf diesem Server nichts über dich: es gibt nichts zu vergessen.
privacy-nothing-to-forget-member = Dieser Bot speichert auf diesem Server nichts über {$member}: es gibt nichts zu vergessen.
privacy-ask-self = Dich auf diesem Server endgültig vergessen? Deine Einstellungen, Abos und Wertungen werden gelöscht, deine Plätze in laufenden Spielen aufgegeben, und in jedem hier gespeicherten Spiel werden Name und ID zu „ehemaliger Spieler N“. Das lässt sich nicht rückgängig machen. Gespeichert ist jetzt: {$kept}.
privacy-ask-member = {$member} auf diesem Server endgültig vergessen? Einstellungen, Abos und Wertungen von {$member} werden gelöscht, Plätze in laufenden Spielen aufgegeben, und in jedem hier gespeicherten Spiel werden Name und ID zu „ehemaliger Spieler N“. Das lässt sich nicht rückgängig machen. Gespeichert ist jetzt: {$kept}.
privacy-forget-button = Vergessen
privacy-member-id = {$reason} Gib die ID des Mitglieds an (Entwicklermodus: Rechtsklick darauf → Nutzer-ID kopieren) oder seine Erwähnung; angegeben war {$got}.
