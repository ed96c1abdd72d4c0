lobby-unknown-game = Jeu inconnu `{$game}` : choisis parmi {$games}.
# The news above the lobby's seats.
lobby-opened = {$name} a ouvert une table pour {$game}.
lobby-joined = {$name} a rejoint la table.
lobby-bot-added = {$name} a ajouté un joueur bot ({$level}).
# The first line of a game's log.
lobby-started = {$name} a lancé la partie.
lobby-host-left = {$host}, l’hôte, ne fait plus partie de ce serveur : sa place est libérée, et {$name} accueille désormais la table.
# A new table refused: the channel has a game already.
lobby-channel-busy = Ce salon est occupé : réessaie.
lobby-channel-has-game-in-lobby = Ce salon a déjà une partie : nº {$id}, {$game}, en attente de joueurs : rejoins-la avec `{COMMAND("game join")}`. Une partie par salon ; un admin peut la terminer avec `{COMMAND("admin reset")}`.
lobby-channel-has-game-in-play = Ce salon a déjà une partie : nº {$id}, {$game}, en cours. Une partie par salon ; un admin peut la terminer avec `{COMMAND("admin reset")}`.
lobby-already-seated = Tu es déjà assis à cette table : {$seat}.
lobby-bot-level = Le niveau d’un bot est l’un de {$levels} ; `{$level}` n’en fait pas partie.
# A bot seat's name.
lobby-bot-name = Bot {$number}
lobby-too-few = {$game} se joue à {$least ->
    [one] {$least} joueur
   *[other] {$least} joueurs
  } au moins ; {$seated ->
    [one] {$seated} est assis
   *[other] {$seated} sont assis
  }. D’autres peuvent faire `{COMMAND("game join")}`, ou `{COMMAND("game addbot")}` donne une place à un bot.
lobby-no-open-table = Il n’y a pas de table ouverte dans ce salon : ouvres-en une avec `{COMMAND("game new")}`.
lobby-already-started = La partie nº {$id} a déjà commencé ; tu peux la suivre avec `{COMMAND("game board")}`.
lobby-full = La table est complète : {$game} se joue de {$least} à {$most} joueurs.
# Only the host (or an admin) may add a bot or start; `host` is the host's name.
lobby-only-host-add-bot = Seul {$host}, l’hôte, ou un admin peut ajouter un bot.
lobby-only-host-start = Seul {$host}, l’hôte, ou un admin peut la lancer.
lobby-only-the-host-add-bot = Seul l’hôte ou un admin peut ajouter un bot.
lobby-only-the-host-start = Seul l’hôte ou un admin peut la lancer.
