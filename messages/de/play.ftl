# A player's private panel ("My moves") once it asks nothing more of them.
play-panel-done = ✅ Deine Entscheidung ist getroffen: im Moment wird nichts weiter von dir verlangt. Das Brett im Kanal zeigt, wie es weitergeht, und du erfährst es, wenn du wieder dran bist.
play-panel-game-over = 🏁 Das Spiel ist vorbei: das Brett im Kanal zeigt, wie es ausging.
# A press on a panel or a board the game has moved on from.
play-stale-panel-no-seat = Dieses Panel war veraltet (das Spiel ist weiter, seit es gezeichnet wurde), daher ist nichts passiert. Du hast in diesem Spiel keinen Platz mehr.
play-stale-panel = Dieses Panel war veraltet (das Spiel ist weiter, seit es gezeichnet wurde), daher ist nichts passiert. Es zeigt jetzt deine aktuellen Züge.
play-stale-board = Dieses Brett ist veraltet (das Spiel ist weiter, seit es gezeichnet wurde), daher ist nichts passiert. Nutze die Knöpfe auf dem neuesten Brett oder `{COMMAND("game board")}` für ein frisches.
play-stale-board-your-moves = Dieses Brett ist veraltet (das Spiel ist weiter, seit es gezeichnet wurde), daher ist nichts passiert. Deine Züge, wie sie jetzt sind:
# A move of another game ($group: the channel's game's command group, as the reader's client names it).
play-other-game = In diesem Kanal wird {$game} gespielt, nicht {$other}: die Züge sind `/{$group} …`-Befehle oder die Knöpfe unter dem Brett.
play-resign-no-game = In diesem Kanal gibt es kein Spiel, das du aufgeben könntest.
play-resign-not-playing = Du spielst in diesem Spiel nicht mit, also gibt es nichts aufzugeben.
play-resign-already-out = Du bist schon aus diesem Spiel ausgeschieden, also gibt es nichts aufzugeben.
# Asked privately before a player resigns, with one button.
play-resign-confirm = Spiel #{$id} endgültig verlassen? Deinen Platz bekommst du nicht zurück.
play-resign-button = Aufgeben
# Who a confirming button is for (the line above it), in the resign and forget-me questions.
play-confirm = Bestätigen
