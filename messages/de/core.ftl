# Why a game cannot be loaded, in the damage notice to the server's admins.
core-damaged-unknown-kind = es nennt ein Spiel, das dieser Bot nicht anbietet ({$kind})
core-damaged-no-state = das Spiel ist als aktiv markiert, hat aber keinen gespeicherten Stand
# How a game ends that was left before it started (its ended reason, shown with its final board).
core-abandoned-in-lobby = in der Lobby aufgegeben
core-board-changed = Das Brett hat sich geändert, während du gehandelt hast, daher ist nichts passiert: sieh es dir noch einmal an.
core-only-admins = Das dürfen nur Admins: Mitglieder mit „Kanäle verwalten“.
core-only-admins-or-role = Das dürfen nur Admins: Mitglieder mit „Kanäle verwalten“ oder der Rolle {$role}.
core-no-game = In diesem Kanal läuft kein Spiel: starte eins mit `{COMMAND("game new")}`.
core-not-started = Spiel #{$id} hat noch nicht begonnen: der Gastgeber startet es mit `{COMMAND("game start")}`.
core-board-out-of-date = Dieses Brett ist veraltet: das Spiel ist inzwischen weiter. Nutze die Knöpfe auf dem neuesten Brett oder `{COMMAND("game board")}` für ein frisches.
# A button of a game that is not this channel's live one.
core-button-unknown-game = Dieser Knopf gehört zu einem Spiel #{$id}, von dem dieser Bot nichts weiß: er bewirkt nichts.
core-button-game-elsewhere = Dieser Knopf gehört zu Spiel #{$id}, das in {$channel} gespielt wird, nicht hier.
core-button-game-over = Dieser Knopf gehört zu Spiel #{$id}, das vorbei ist ({$reason}). Starte ein neues mit `{COMMAND("game new")}`.
core-button-game-ended = Dieser Knopf gehört zu Spiel #{$id}, das vorbei ist (es wurde beendet). Starte ein neues mit `{COMMAND("game new")}`.
core-spectator = Du schaust bei diesem Spiel zu, du spielst nicht mit: Zuschauer können `{COMMAND("game board")}`, `{COMMAND("game status")}` und `{COMMAND("game log")}` nutzen.
core-game-over = Das Spiel ist vorbei: hier kann nichts mehr gespielt werden.
core-not-your-move = Du bist nicht am Zug. Wir warten auf {$waiting}.
core-seat-not-taken = Dieser Platz ist an diesem Tisch nicht besetzt: niemand dieses Namens sitzt hier.
# A member leaves the lobby.
core-left-table-closed = {$name} ist gegangen und niemand sitzt mehr am Tisch: Tisch #{$id} ist geschlossen.
core-left-table = {$name} hat den Tisch verlassen.
core-left-table-new-host = {$name} hat den Tisch verlassen. {$host} ist jetzt Gastgeber.
# The answer to a request whose board the outbox posts (the clock's, a bot's).
core-board-posted-by-table = Das Brett von Spiel #{$id} postet der Tisch selbst.
# A game whose saved state does not read back: to the channel, calling the admins.
core-damaged-title = Spiel #{$id} kann nicht geladen werden
core-damaged = ⚠️ Der gespeicherte Stand von Spiel #{$id} in diesem Kanal ist beschädigt ({$reason}), daher kann es weder gespielt noch gezeigt werden. {$admins}: `{COMMAND("admin reset")}` archiviert es und gibt den Kanal frei; `{COMMAND("game export")}` sichert vorher seinen Verlauf und sein Protokoll.
# Who is called to a damaged game when the server has no admin role.
core-admins = Admins („Kanäle verwalten“)
# A take-back request voided by a move: in the board post, and in the asker's ping.
core-takeback-lapsed = ↩️ Die Rücknahme-Anfrage von {$name} ist verfallen: ein Zug wurde gemacht, bevor alle geantwortet hatten.
core-takeback-lapsed-ping = deine Rücknahme-Anfrage ist verfallen: ein Zug wurde gemacht, bevor alle geantwortet hatten.
