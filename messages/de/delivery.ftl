# Under a move's board posted again because Discord lost the answer that carried it.
delivery-lost-answer = *Discord hat die Antwort auf den Zug von {$mover} verloren: der Zug ist gespeichert, und dies ist sein Brett.*
# To a member acting in a channel the bot cannot post to, privately (and in `/game status`).
delivery-unreachable-missing = ⚠️ Ich kann in diesem Kanal nicht von mir aus posten ({$reason}), daher warten Erinnerungen und Zeitüberschreitungen, und die Fristen hier ruhen seit {$since}. Züge und Knöpfe funktionieren weiter. Ein Server-Admin („Rollen verwalten“) kann die Berechtigung erteilen: Kanaleinstellungen → Berechtigungen → dieser Bot oder seine Rolle.
delivery-unreachable-thread = ⚠️ Ich kann in diesem Kanal nicht von mir aus posten ({$reason}), daher warten Erinnerungen und Zeitüberschreitungen, und die Fristen hier ruhen seit {$since}. Züge und Knöpfe funktionieren weiter. Ein Moderator mit „Threads verwalten“ kann den Thread wieder öffnen oder dem Bot „Threads verwalten“ geben, damit er ihn selbst öffnet.
# The last event of a game whose channel was deleted.
delivery-channel-deleted = Der Kanal des Spiels wurde gelöscht: das Spiel endet, aufgegeben.
# How a game ended whose server removed the bot (or was deleted), and the last event of its log.
delivery-removed-ended = der Bot wurde vom Server entfernt und nicht binnen {$days ->
    [one] {$days} Tag
   *[other] {$days} Tagen
} wieder hinzugefügt
delivery-removed-ended-event = Der Bot wurde vom Server entfernt und nicht binnen {$days ->
    [one] {$days} Tag
   *[other] {$days} Tagen
} wieder hinzugefügt: das Spiel endet, aufgegeben.
