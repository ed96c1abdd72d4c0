# /game history: a channel's past games, newest first.
history-none = Aucune partie n’a encore été jouée dans ce salon : lances-en une avec `{COMMAND("game new")}`.
history-orphans = **Parties dont le salon a été supprimé**
history-title = Parties de ce salon, les plus récentes d’abord
history-footer = Pour chacune : {COMMAND("game board")}, {COMMAND("game log")}, {COMMAND("game export")} ou {COMMAND("game replay")} avec {OPTION("game")}:<id>.
# One game of the list ($players: its seats; $ended: how it ended, or a status below; $dates: Discord timestamps).
history-entry = **nº {$id}** {$title} : {$players}
    {"   "}{$ended} · {$dates} · {$moves ->
        [one] {$moves} coup
       *[other] {$moves} coups
    }
history-status = {$status ->
    [lobby] en attente de joueurs
   *[active] en cours
  }
history-ended = terminée
history-bot-seat = {$name} (bot)
history-nobody = personne

# A game asked for by id (/game board, log, export, replay with game:<id>).
history-no-such-game = Il n’y a pas de partie nº {$id} sur ce serveur : `{COMMAND("game history")}` liste les parties d’un salon avec leurs numéros.
history-no-game-yet = Aucune partie n’a encore été jouée dans ce salon.

# /game stats and /game top ($title: a game's name).
history-stats-title = Statistiques
history-stats-none = <@{$member}> n’a pas encore de partie terminée sur ce serveur.
history-stats-none-of = <@{$member}> n’a pas encore de partie terminée sur ce serveur ({$title}).
history-stats-head = Les parties de <@{$member}> sur ce serveur :
history-stats-head-of = Les parties ({$title}) de <@{$member}> sur ce serveur :
# Whose statistics a chart shows when the member is not named in the standings.
history-stats-someone = Un membre
history-chart-title = {$name} : parties gagnées sur parties terminées
history-top-none = {$title} : aucune partie terminée sur ce serveur pour l’instant.
history-top-head = Classé par cote Elo ({$initial} au départ, selon les places à l’arrivée), parties terminées uniquement :
history-top-no-member = Aucun membre pour l’instant.
history-top-title = {$title} : classement
