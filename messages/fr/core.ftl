# Why a game cannot be loaded, in the damage notice to the server's admins.
core-damaged-unknown-kind = elle désigne un jeu que ce bot n’héberge pas ({$kind})
core-damaged-no-state = la partie est marquée active mais n’a pas d’état enregistré
# How a game ends that was left before it started (its ended reason, shown with its final board).
core-abandoned-in-lobby = abandonnée avant de commencer
core-board-changed = Le plateau a changé pendant que tu agissais, donc rien n’a été fait : regarde à nouveau.
core-only-admins = Seuls les admins peuvent faire ceci : les membres ayant Gérer les salons.
core-only-admins-or-role = Seuls les admins peuvent faire ceci : les membres ayant Gérer les salons ou le rôle {$role}.
core-no-game = Il n’y a pas de partie dans ce salon : lances-en une avec `{COMMAND("game new")}`.
core-not-started = La partie nº {$id} n’a pas encore commencé : l’hôte la lance avec `{COMMAND("game start")}`.
core-board-out-of-date = Ce plateau n’est plus à jour : la partie a avancé depuis. Utilise les boutons du plateau le plus récent, ou `{COMMAND("game board")}` pour en afficher un nouveau.
# A button of a game that is not this channel's live one.
core-button-unknown-game = Ce bouton appartient à une partie nº {$id} dont ce bot n’a aucune trace : il ne fait rien.
core-button-game-elsewhere = Ce bouton appartient à la partie nº {$id}, qui se joue dans {$channel}, pas ici.
core-button-game-over = Ce bouton appartient à la partie nº {$id}, qui est terminée ({$reason}). Lances-en une nouvelle avec `{COMMAND("game new")}`.
core-button-game-ended = Ce bouton appartient à la partie nº {$id}, qui est terminée. Lances-en une nouvelle avec `{COMMAND("game new")}`.
core-spectator = Tu regardes cette partie, tu n’y joues pas : les spectateurs peuvent utiliser `{COMMAND("game board")}`, `{COMMAND("game status")}` et `{COMMAND("game log")}`.
core-game-over = La partie est terminée : plus rien ne peut être joué.
core-not-your-move = Ce n’est pas ton tour. On attend {$waiting}.
core-seat-not-taken = Cette place n’est pas prise à cette table : personne de ce nom n’y est assis.
# A member leaves the lobby.
core-left-table-closed = {$name} a quitté la table et plus personne n’est assis : la table nº {$id} est fermée.
core-left-table = {$name} a quitté la table.
core-left-table-new-host = {$name} a quitté la table. {$host} est maintenant l’hôte.
# The answer to a request whose board the outbox posts (the clock's, a bot's).
core-board-posted-by-table = Le plateau de la partie nº {$id} est publié par la table elle-même.
# A game whose saved state does not read back: to the channel, calling the admins.
core-damaged-title = La partie nº {$id} ne peut pas être chargée
core-damaged = ⚠️ L’état enregistré de la partie nº {$id} de ce salon est endommagé ({$reason}), elle ne peut donc être ni jouée ni affichée. {$admins} : `{COMMAND("admin reset")}` l’archive et libère le salon ; `{COMMAND("game export")}` sauvegarde d’abord son enregistrement et son journal.
# Who is called to a damaged game when the server has no admin role.
core-admins = Admins (Gérer les salons)
# A take-back request voided by a move: in the board post, and in the asker's ping.
core-takeback-lapsed = ↩️ La demande d’annulation faite par {$name} est caduque : un coup a été joué avant que tout le monde réponde.
core-takeback-lapsed-ping = ta demande d’annulation est caduque : un coup a été joué avant que tout le monde réponde.
