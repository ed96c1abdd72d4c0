# /game undo: a player takes their latest move back ($move, $blocker: notations).
takeback-game-over = Spiel #{$id} ist vorbei ({$reason}), daher kann kein Zug zurückgenommen werden; ein Admin kann es mit `{COMMAND("admin rollback")}` bei einem früheren Brett wieder öffnen.
takeback-watching = Du schaust bei diesem Spiel zu: nur seine Spieler können einen Zug zurücknehmen.
takeback-no-move = Du hast in diesem Spiel keinen Zug gemacht, der sich zurücknehmen ließe.
takeback-blocked = Dein Zug `{$move}` kann nicht zurückgenommen werden: `{$blocker}` kam danach. Ein Admin kann das Spiel mit `{COMMAND("admin rollback")}` auf ein früheres Brett zurücksetzen.
takeback-not-kept = Dein Zug `{$move}` kann nicht zurückgenommen werden: der Stand davor wurde nicht aufbewahrt (er wurde gespielt, bevor dieser Bot jedes Brett aufbewahrt hat).
takeback-damaged = ⚠️ Dein Zug `{$move}` kann nicht zurückgenommen werden: in Spiel #{$id} ist {$board}, der Stand vor deinem Zug, beschädigt ({$error}). {$admins}: `{COMMAND("admin rollback")}` setzt das Spiel auf ein früheres Brett mit vollständiger Aufzeichnung zurück; `{COMMAND("game export")}` sichert vorher Verlauf und Protokoll.
takeback-secret-shown = Dein Zug `{$move}` kann nicht zurückgenommen werden: seitdem hat das Spiel allen etwas Geheimes eines Spielers gezeigt ({$secret}), und keine Rücknahme macht das ungesehen.
takeback-unfair = Dein Zug `{$move}` kann nicht fair zurückgenommen werden, weil {$why}, und es ist kein anderer Spieler mehr da, der zustimmen könnte.
# A player who moved since, named in a request when their seat is gone.
takeback-someone = jemand
# Why a take-back needs the other players' consent, read after "because" in the request.
takeback-why-moved = {$names} seitdem gezogen {$count ->
    [one] hat
   *[other] haben
  }
takeback-why-chance = dabei Zufall im Spiel war oder etwas Neues aufgedeckt wurde (ein Würfel, ein Mischen oder eine Karte)
# Names in a list, and the moves a take-back undoes: "`move 3 n` and Bob's `attack 2` and Carol's reply `skip`".
takeback-and = {$before} und {$after}
takeback-undone-move = `{$action}` von {$name}
takeback-undone-reply = die Antwort `{$action}` von {$name}
takeback-undone-bot-replies = die {$count} Antworten der Bots

# A request for the other players' consent, its ping and its buttons.
takeback-already-asked-you = Du hast schon gebeten, einen Zug zurückzunehmen; wir warten auf die Antwort von {$waiting}.
takeback-already-asked = {$name} hat schon gebeten, einen Zug zurückzunehmen; wir warten auf die Antwort von {$waiting}.
takeback-ask-title = Rücknahme erbeten in Spiel #{$id}
takeback-ask = {$name} möchte {$what} zurücknehmen. Dafür müssen alle zustimmen, weil {$why}.
    {$names}: annehmen oder ablehnen. Jeder Zug, bevor alle geantwortet haben, hebt die Anfrage auf.
takeback-ask-ping = {$name} möchte einen Zug zurücknehmen: annehmen oder ablehnen?
takeback-accept = Annehmen
takeback-refuse = Ablehnen

# The answers to a request.
takeback-request-closed = Diese Rücknahme-Anfrage ist nicht mehr offen: sie wurde beantwortet oder ersetzt.
takeback-request-lapsed = Das Spiel ist weitergegangen, seit diese Rücknahme erbeten wurde, daher ist die Anfrage verfallen.
takeback-already-answered = Du hast diese Anfrage schon beantwortet, oder sie richtet sich nicht an dich.
takeback-players-only = Nur die Spieler dieses Spiels beantworten seine Rücknahme-Anfragen.
takeback-refused-ping = deine Rücknahme wurde abgelehnt.
takeback-refused = {$name} hat abgelehnt: der Zug von {$asker} bleibt.
takeback-agreed = {$name} hat der Rücknahme von {$asker} zugestimmt; wir warten auf {$waiting}.
takeback-request-mismatch = Diese Rücknahme-Anfrage passt nicht mehr zum Spiel, daher ist sie verfallen.
takeback-answers-crowded = Während deine Antwort gespeichert wurde, kamen weitere Antworten auf diese Rücknahme an, daher ist nichts passiert: drück noch einmal.
takeback-request-damaged = ⚠️ Die gespeicherte Rücknahme-Anfrage für Spiel #{$id} ist beschädigt ({$damage}), daher kann sie nicht beantwortet werden, und nichts wurde geändert. {$name} kann mit `{COMMAND("game undo")}` neu fragen, was sie ersetzt. {$admins}: `{COMMAND("admin rollback")}` setzt das Spiel stattdessen auf das Brett vor dem Zug zurück (die Fußzeile jedes Bretts nennt seine Version).

# The log's entry for a take-back, and the mark on the entries it leaves behind in /game log.
takeback-taken = {$name} hat {$what} zurückgenommen.
takeback-taken-agreed = {$name} hat {$what} zurückgenommen, mit Zustimmung aller anderen Spieler.
takeback-dice-afresh = Die Würfel fallen ab hier neu.
takeback-mark = zurückgenommen von {$name}

# /admin rollback: the private question to the admin ($status: the game's status), its button, and the log's entry.
takeback-rollback-ask = Spiel #{$id} von Version {$current} auf Version {$version} zurücksetzen? Brett, Entscheidungen und Würfel sind dann wie damals.{$status ->
    [finished] {" "}Das öffnet das beendete Spiel wieder.
   *[other] {""}
  } Jeder Zug seitdem bleibt in `{COMMAND("game log")}`, als zurückgesetzt markiert.
takeback-rollback-ask-posted = Spiel #{$id} von Version {$current} auf Version {$version} (gepostet {$posted}) zurücksetzen? Brett, Entscheidungen und Würfel sind dann wie damals.{$status ->
    [finished] {" "}Das öffnet das beendete Spiel wieder.
   *[other] {""}
  } Jeder Zug seitdem bleibt in `{COMMAND("game log")}`, als zurückgesetzt markiert.
takeback-rollback-button = Auf Version {$version} zurücksetzen
takeback-rollback-changed = Das Spiel hat sich geändert, seit du gefragt hast, daher wurde nichts zurückgesetzt: frag noch einmal mit `{COMMAND("admin rollback")}`.
takeback-rolled-back = {$name} (Admin) hat das Spiel auf Version {$version} zurückgesetzt.
takeback-rolled-back-reopening = {$name} (Admin) hat das Spiel auf Version {$version} zurückgesetzt und wieder geöffnet.
takeback-rollback-mark = zurückgesetzt von {$name}

# Why a rollback cannot be done ($secret: the game's name for its secret card).
takeback-rollback-unloadable = Der für Version {$version} gespeicherte Stand lässt sich nicht laden ({$error}), daher kann das Spiel nicht dorthin zurück.
takeback-rollback-secrets = Spiel #{$id} kann nicht zu Version {$version} zurück: seitdem hat es allen geheime Karten der Spieler gezeigt ({$secret}), und es ginge mit Karten weiter, die jeder Rivale gelesen hat. Ein Admin kann den Kanal mit `{COMMAND("admin reset")}` zurücksetzen und ein neues Spiel starten.
takeback-rollback-secrets-since = Spiel #{$id} kann nicht zu Version {$version} zurück: seitdem hat es allen geheime Karten der Spieler gezeigt ({$secret}), und es ginge mit Karten weiter, die jeder Rivale gelesen hat. Ein Admin kann auf Version {$since} oder später zurücksetzen, wo sie schon gezeigt waren, oder den Kanal mit `{COMMAND("admin reset")}` zurücksetzen und ein neues Spiel starten.
takeback-rollback-no-game = In diesem Kanal gibt es kein Spiel zum Zurücksetzen.
takeback-rollback-lobby = Spiel #{$id} hat noch nicht begonnen: es gibt nichts zurückzusetzen.
takeback-rollback-unkept = Spiel #{$id} wurde gespielt, bevor dieser Bot jedes Brett aufbewahrt hat, daher kann es nicht zurückgesetzt werden.
takeback-rollback-nothing-earlier = Spiel #{$id} hat noch kein früheres Brett, zu dem es zurück könnte.
# What can be rolled back, after the two refusals below ($allowed).
takeback-rollback-versions = Die Versionen {$first} bis {$last} lassen sich wiederherstellen; die Fußzeile jedes Bretts nennt seine Version.
takeback-rollback-one-version = Nur Version {$first} lässt sich wiederherstellen; die Fußzeile jedes Bretts nennt seine Version.
takeback-rollback-not-earlier = Spiel #{$id} steht bei Version {$current}: setze auf eine frühere zurück. {$allowed}
takeback-rollback-no-such-version = Kein Brett von Spiel #{$id} wurde als Version {$version} gepostet. {$allowed}
