lobby-unknown-game = Unbekanntes Spiel `{$game}`: wähle eins von {$games}.
# The news above the lobby's seats.
lobby-opened = {$name} hat einen Tisch für {$game} eröffnet.
lobby-joined = {$name} ist dabei.
lobby-bot-added = {$name} hat einen Bot-Spieler hinzugefügt ({$level}).
# The first line of a game's log.
lobby-started = {$name} hat das Spiel gestartet.
lobby-host-left = {$host}, der Gastgeber, ist nicht mehr Mitglied dieses Servers: der Platz ist frei, und {$name} leitet jetzt den Tisch.
# A new table refused: the channel has a game already.
lobby-channel-busy = Dieser Kanal ist gerade beschäftigt: versuch es noch einmal.
lobby-channel-has-game-in-lobby = In diesem Kanal gibt es schon ein Spiel: #{$id}, {$game}, in der Lobby: mach mit `{COMMAND("game join")}` mit. Ein Spiel pro Kanal; ein Admin kann es mit `{COMMAND("admin reset")}` beenden.
lobby-channel-has-game-in-play = In diesem Kanal gibt es schon ein Spiel: #{$id}, {$game}, es läuft. Ein Spiel pro Kanal; ein Admin kann es mit `{COMMAND("admin reset")}` beenden.
lobby-already-seated = Du sitzt schon an diesem Tisch, als {$seat}.
lobby-bot-level = Die Stufe eines Bots ist eine von {$levels}; `{$level}` gehört nicht dazu.
# A bot seat's name.
lobby-bot-name = Bot {$number}
lobby-too-few = {$game} braucht mindestens {$least} Spieler; {$seated ->
    [one] {$seated} sitzt
   *[other] {$seated} sitzen
  } am Tisch. Andere können `{COMMAND("game join")}` nutzen, oder `{COMMAND("game addbot")}` besetzt einen Platz mit einem Bot.
lobby-no-open-table = In diesem Kanal gibt es keinen offenen Tisch: eröffne einen mit `{COMMAND("game new")}`.
lobby-already-started = Spiel #{$id} hat schon begonnen; du kannst mit `{COMMAND("game board")}` zuschauen.
lobby-full = Der Tisch ist voll: {$game} hat Platz für {$least}–{$most} Spieler.
# Only the host (or an admin) may add a bot or start; `host` is the host's name.
lobby-only-host-add-bot = Nur {$host} als Gastgeber oder ein Admin kann einen Bot hinzufügen.
lobby-only-host-start = Nur {$host} als Gastgeber oder ein Admin kann es starten.
lobby-only-the-host-add-bot = Nur der Gastgeber oder ein Admin kann einen Bot hinzufügen.
lobby-only-the-host-start = Nur der Gastgeber oder ein Admin kann es starten.
