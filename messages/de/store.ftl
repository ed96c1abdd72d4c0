# Why a stored row is damaged, as the damage reports name it ($error: the kind of error).
store-seats-damaged = seine Plätze lassen sich nicht zurücklesen ({$error})
store-options-damaged = seine Optionen lassen sich nicht zurücklesen ({$error})
store-takeback-damaged = seine Liste der Spieler, die noch antworten müssen, lässt sich nicht zurücklesen ({$error})
# A log entry whose events do not read back, as /game log shows it.
store-events-damaged = (die Ereignisse dieses Eintrags sind beschädigt und können nicht gezeigt werden)
# The names the ratings keep for the bot seats together and for the game a co-operative table plays against.
store-rating-bots = KI-Plätze
store-rating-the-game = das Spiel

# What an operator reads when the store cannot be used or written ($where: the database, its password hidden).
store-cannot-use = die Datenbank {$where} ist nicht nutzbar: {$error}
store-damaged-write = Spiel {$id} ist beschädigt ({$damage}): nur archive() darf es schreiben
store-incomplete-migration = eine unvollständige Anweisung in einer Migration: {$statement}
store-no-initdb = initdb von PostgreSQL ist nicht installiert (Debian: apt-get install postgresql)
store-no-postgres-user = läuft als root, und es gibt keinen Benutzer `postgres`, als der der Server laufen kann
store-no-runuser = läuft als root, und es gibt kein `runuser`, um den Server als `postgres` zu starten

# `python bot.py db backup`.
store-backup-no-source = unter {$source} gibt es keine SQLite-Datei
store-backup-exists = {$target} gibt es schon: nenne eine neue Datei für die Sicherung (eine Sicherung überschreibt nie)
store-backup-no-folder = es gibt keinen Ordner {$folder}, in den die Sicherung geschrieben werden kann
store-backup-failed = {$source} lässt sich nicht nach {$target} sichern: {$error}

# `python bot.py db copy` ($role: source or target).
store-copy-schema = {$role ->
    [source] die Quelle
   *[target] das Ziel
  } {$where} hat Schema-Version {$version}, dieser Bot hat {$ours}: führe dort zuerst `python bot.py db migrate` aus
store-copy-tables-differ = die Tabellen der beiden Speicher unterscheiden sich: {$source} gegenüber {$target}
store-copy-columns-differ = die Tabellen {$table} der beiden Speicher haben unterschiedliche Spalten
store-copy-target-not-empty = das Ziel {$where} ist nicht leer ({$rows} Zeilen): füge --force hinzu, um alles zu ersetzen
store-copy-counts-differ = {$table}: die Quelle enthält {$expected} Zeilen, {$read} wurden gelesen und {$written} geschrieben: nichts wurde kopiert
store-copy-row-refused = {$table}: eine Zeile, die das Ziel nicht annimmt ({$error}): nichts wurde kopiert

# `python bot.py db check`: what was found right, and each problem.
store-verify-schema-newer = Schema-Version {$version}, neuer als die dieses Bots: nimm einen neueren Bot ({$ours})
store-verify-schema-older = Schema-Version {$version}, älter als die dieses Bots: `python bot.py db migrate` (oder der nächste Start des Bots) bringt sie auf den neuesten Stand ({$ours})
store-verify-schema = Schema-Version {$version}, die dieses Bots
store-verify-game-broken = Spiel #{$id} in Kanal {$channel}: {$error}
# $statuses: how many games of each status ("2 active, 5 finished").
store-verify-games = {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spiele
  } ({$statuses}): jede Zeile und jeder Stand lässt sich zurücklesen
store-verify-no-statuses = keine
store-verify-log-gaps = die Protokolleinträge von Spiel #{$id} sind von {$low} bis {$high} nummeriert, es sind aber {$count}
store-verify-logs = {$entries ->
    [one] {NUMBER($entries)} Protokolleintrag
   *[other] {NUMBER($entries)} Protokolleinträge
  } in {$logs ->
    [one] {NUMBER($logs)} Protokoll
   *[other] {NUMBER($logs)} Protokollen
  }, jeweils ab 1 ohne Lücken nummeriert
store-verify-events-damaged = Protokolleintrag {$seq} von Spiel #{$id}: seine Ereignisse lassen sich nicht zurücklesen
store-verify-events = die Ereignisse jedes Protokolleintrags lassen sich zurücklesen
store-verify-orphans = {NUMBER($count)} Zeilen von {$table} gehören zu keinem Spiel
store-verify-no-orphans = keine Zeile gehört zu einem fehlenden Spiel
store-verify-more = … und {NUMBER($count)} weitere dieser Art
