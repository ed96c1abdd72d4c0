# A player's private panel ("My moves") once it asks nothing more of them.
play-panel-done = ✅ Ta décision est prise : on ne te demande plus rien pour l’instant. Le plateau du salon montre la suite, et tu seras prévenu quand ce sera de nouveau ton tour.
play-panel-game-over = 🏁 La partie est terminée : le plateau du salon montre comment elle s’est finie.
# A press on a panel or a board the game has moved on from.
play-stale-panel-no-seat = Ce panneau n’était plus à jour (la partie a avancé depuis qu’il a été dessiné), donc rien n’a été fait. Tu n’as plus de place dans cette partie.
play-stale-panel = Ce panneau n’était plus à jour (la partie a avancé depuis qu’il a été dessiné), donc rien n’a été fait. Il montre maintenant tes coups tels qu’ils sont.
play-stale-board = Ce plateau n’est plus à jour (la partie a avancé depuis qu’il a été dessiné), donc rien n’a été fait. Utilise les boutons du plateau le plus récent, ou `{COMMAND("game board")}` pour en afficher un nouveau.
play-stale-board-your-moves = Ce plateau n’est plus à jour (la partie a avancé depuis qu’il a été dessiné), donc rien n’a été fait. Tes coups tels qu’ils sont maintenant :
# A move of another game ($group: the channel's game's command group, as the reader's client names it).
play-other-game = Ce salon joue à {$game}, pas à {$other} : ses coups sont les commandes `/{$group} …`, ou les boutons sous le plateau.
play-resign-no-game = Il n’y a pas de partie dans ce salon à abandonner.
play-resign-not-playing = Tu ne joues pas dans cette partie, donc il n’y a rien à abandonner.
play-resign-already-out = Tu es déjà éliminé de cette partie, donc il n’y a rien à abandonner.
# Asked privately before a player resigns, with one button.
play-resign-confirm = Quitter définitivement la partie nº {$id} ? Ta place ne pourra pas être reprise.
play-resign-button = Abandonner
# Who a confirming button is for (the line above it), in the resign and forget-me questions.
play-confirm = Confirmer
