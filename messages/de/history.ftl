# /game history: a channel's past games, newest first.
history-none = In diesem Kanal wurde noch kein Spiel gespielt: starte eins mit `{COMMAND("game new")}`.
history-orphans = **Spiele, deren Kanal gelöscht wurde**
history-title = Spiele in diesem Kanal, die neuesten zuerst
history-footer = Für jedes davon: {COMMAND("game board")}, {COMMAND("game log")}, {COMMAND("game export")} oder {COMMAND("game replay")} mit {OPTION("game")}:<id>.
# One game of the list ($players: its seats; $ended: how it ended, or a status below; $dates: Discord timestamps).
history-entry = **#{$id}** {$title}: {$players}
    {"   "}{$ended} · {$dates} · {$moves ->
        [one] {$moves} Zug
       *[other] {$moves} Züge
    }
history-status = {$status ->
    [lobby] wartet in der Lobby
   *[active] läuft
  }
history-ended = beendet
history-bot-seat = {$name} (Bot)
history-nobody = niemand

# A game asked for by id (/game board, log, export, replay with game:<id>).
history-no-such-game = Auf diesem Server gibt es kein Spiel #{$id}: `{COMMAND("game history")}` listet die Spiele eines Kanals mit ihren Nummern.
history-no-game-yet = In diesem Kanal wurde noch kein Spiel gespielt.

# /game stats and /game top ($title: a game's name).
history-stats-title = Statistik
history-stats-none = <@{$member}> hat auf diesem Server noch keine beendeten Spiele.
history-stats-none-of = <@{$member}> hat auf diesem Server noch keine beendeten Spiele von {$title}.
history-stats-head = Die Spiele von <@{$member}> auf diesem Server:
history-stats-head-of = Die Spiele von <@{$member}> in {$title} auf diesem Server:
# Whose statistics a chart shows when the member is not named in the standings.
history-stats-someone = Ein Mitglied
history-chart-title = {$name}: gewonnene von beendeten Spielen
history-top-none = Auf diesem Server wurde noch kein Spiel {$title} beendet.
history-top-head = Nach Elo-Wertung ({$initial} zu Beginn, aus den Platzierungen), nur beendete Spiele:
history-top-no-member = Noch kein Mitglied.
history-top-title = {$title}: Bestenliste
