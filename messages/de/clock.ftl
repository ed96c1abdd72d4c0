# The clock's posts: reminders, timeouts, stand-ins and returns (table/clock.py). The post's title:
clock-post-title = {$title}: Spiel #{$id}
# Who acts when the clock answers a deadline, as the table names a caller.
clock-caller = die Uhr

# A reminder in the game's channel ($due a Discord timestamp), and the ping to the player it waits for.
clock-reminder = ⏰ Erinnerung: das Spiel wartet auf **{$name}** ({$awaited}). Fällig {$due}.
clock-reminder-ping = Erinnerung: {$prompt} Fällig {$due}.

# The warning beside a reminder or a timeout when the next missed deadline removes the player:
# what the channel reads, and what their ping says.
clock-last-chance = ⚠️ Verpasst {$name} diese Frist, scheidet {$name} aus dem Spiel aus.
clock-last-chance-ping = wenn du diese Frist verpasst, scheidest du aus dem Spiel aus.
clock-last-chance-missed = ⚠️ {$name} hat {$missed ->
    [one] {$missed} Frist
   *[other] {$missed} Fristen
  } in Folge verpasst: noch eine, und {$name} scheidet aus dem Spiel aus.
clock-last-chance-missed-ping = du hast {$missed ->
    [one] {$missed} Frist
   *[other] {$missed} Fristen
  } in Folge verpasst: noch eine, und du scheidest aus dem Spiel aus.

# The game's log when the clock answered for a player ($played: the moves' notations).
clock-stand-in = Der Bot spielt {$played} für {$name} (abwesend).
clock-timed-out-bot = ⏰ Die Zeit von {$name} ist abgelaufen: der Bot hat für {$name} {$played} gespielt.
clock-timed-out-passed = ⏰ Die Zeit von {$name} ist abgelaufen: die Entscheidung wurde übersprungen.
clock-timed-out-leaves = {$name} hat {$limit} Fristen in Folge verpasst und scheidet aus dem Spiel aus.
clock-left-server = {$name} ist nicht mehr Mitglied dieses Servers und scheidet aus dem Spiel aus.
# A game that waits for a player whose time is up.
clock-time-up = ⏰ Die Zeit von {$name} ist um. Dieses Spiel wartet auf {$name} ({$awaited}); ein Admin kann es mit `{COMMAND("admin skip")}` überspringen oder {$name} mit `{COMMAND("admin kick")}` entfernen.
clock-time-up-ping = deine Zeit ist um: das Spiel wartet auf dich.

# /game away and /game back.
clock-away-others-admins-only = Nur Admins können ein anderes Mitglied als abwesend markieren; ohne member betrifft es dich selbst.
clock-back-others-admins-only = Nur Admins können ein anderes Mitglied zurückholen; ohne member betrifft es dich selbst.
clock-away-unknown-mode = Den Abwesenheitsmodus `{$mode}` gibt es nicht: wähle pause (deine Fristen warten) oder bot (der Bot spielt für dich).
clock-away-days-out-of-range = {OPTION("days")} muss zwischen 1 und 60 liegen; angegeben war {$days}. Lass es weg, um bis `{COMMAND("game back")}` abwesend zu sein.
# $days is 0 for an absence until /game back; $until a Unix time; $mode pause or bot.
clock-away-you = Du bist {$days ->
    [0] bis `{COMMAND("game back")}`
   *[other] bis <t:{$until}:f>
  } in den Spielen dieses Servers abwesend: {$mode ->
    [pause] so lange warten deine Fristen
   *[bot] so lange trifft der Bot deine Entscheidungen, jedes Mal eine, wenn eine Frist fällig wird
  }. Brettposts und `{COMMAND("game status")}` zeigen „abwesend“ neben dem Namen.
clock-away-member = <@{$member}> ist {$days ->
    [0] bis `{COMMAND("game back")}`
   *[other] bis <t:{$until}:f>
  } in den Spielen dieses Servers abwesend: {$mode ->
    [pause] so lange warten die Fristen von <@{$member}>
   *[bot] so lange trifft der Bot die Entscheidungen von <@{$member}>, jedes Mal eine, wenn eine Frist fällig wird
  }. Brettposts und `{COMMAND("game status")}` zeigen „abwesend“ neben dem Namen.
clock-back-not-away-you = Du bist auf diesem Server nicht als abwesend markiert.
clock-back-not-away-member = <@{$member}> ist auf diesem Server nicht als abwesend markiert.
clock-back-you = Du bist zurück: {$mode ->
    [pause] die Fristen laufen dort weiter, wo sie angehalten wurden
   *[bot] der Bot spielt nicht mehr für dich, und jede offene Entscheidung in einem Spiel mit Fristen bekommt eine neue Frist, mit neuen Erinnerungen
  }.
clock-back-member = <@{$member}> ist zurück: {$mode ->
    [pause] die Fristen laufen dort weiter, wo sie angehalten wurden
   *[bot] der Bot spielt nicht mehr für <@{$member}>, und jede offene Entscheidung in einem Spiel mit Fristen bekommt eine neue Frist, mit neuen Erinnerungen
  }.
clock-back-stood-in-you = Der Bot hat in der Zwischenzeit für dich gespielt:
clock-back-stood-in-member = Was der Bot in der Zwischenzeit gespielt hat:
# Under it, a line per game: how many moves the bot made and the latest of them ($shown: notations).
clock-back-stood-in-line = • <#{$channel}> {$title} #{$id}: {$moves ->
    [one] {$moves} Zug
   *[other] {$moves} Züge
  } ({$shown}).
clock-back-waiting-you = Jetzt wartet auf dich (während deiner Abwesenheit kam kein Ping):
clock-back-waiting-member = Jetzt offen:
clock-back-nothing-waits = Gerade wartet nichts auf eine Entscheidung.
# Under it, a line per decision owed ($what: the game's prompt; $due a Unix time).
clock-back-owed-line = • <#{$channel}> {$title} #{$id}: {$what}.
clock-back-owed-line-due = • <#{$channel}> {$title} #{$id}: {$what}, fällig <t:{$due}:R>.

# A post in each game that waits for a member whose absence ran out, and their ping ($prompt: what it asks).
clock-return = 👋 Die Abwesenheit von {$name} ist vorbei: das Spiel wartet auf **{$name}** ({$awaited}).
clock-return-due = 👋 Die Abwesenheit von {$name} ist vorbei: das Spiel wartet auf **{$name}** ({$awaited}). Fällig <t:{$due}:R>.
clock-return-ping = du bist zurück: {$prompt}
clock-return-ping-due = du bist zurück: {$prompt} Fällig <t:{$due}:R>.

# /game notify, /game follow and /game unfollow.
clock-notify-unknown-mode = Den Benachrichtigungsmodus `{$mode}` gibt es nicht: channel (ein Ping unter dem Brett), dm (eine Direktnachricht mit Link) oder off (keine Erinnerungen, keine Pings).
clock-notify-set = {$mode ->
    [channel] Du wirst im Kanal des Spiels gepingt.
    [dm] Du bekommst eine Direktnachricht mit einem Link zu jedem Brett, das auf dich wartet (einen Ping im Kanal, wenn deine Direktnachrichten geschlossen sind).
   *[off] Keine Erinnerungen und keine Pings: die Bretter nennen dich trotzdem, wenn das Spiel auf dich wartet.
  }
clock-follow-no-game = In diesem Kanal läuft kein Spiel, dem du folgen könntest.
clock-follow = Du folgst Spiel #{$id}: eine Direktnachricht mit Link zu jedem neuen Brett. `{COMMAND("game unfollow")}` beendet das.
clock-unfollow = Du folgst Spiel #{$id} nicht mehr.

# /game mine (this server) and /mygames (every server): a line per game ($where: its channel or link).
clock-mine-none = Du spielst in keinem Spiel dieses Servers. `{COMMAND("game new")}` eröffnet eins.
clock-mine-hours = 🌙 Deine Zeiten (`{COMMAND("game hours")}`): {$hours}.
clock-my-games-none = Du spielst in keinem Spiel, das dieser Bot anbietet. `{COMMAND("game new")}` in einem Kanal eines Servers eröffnet eins.
clock-games-lobby = {$where}, Spiel #{$id}, in der Lobby
clock-games-damaged = {$where}, Spiel #{$id}, kann nicht geladen werden: ein Admin kann es mit `{COMMAND("admin reset")}` zurücksetzen
clock-games-waiting = {$where}, Spiel #{$id}: wartet auf {$waiting}
clock-games-your-move = ➡️ **du bist am Zug** — {$where}, Spiel #{$id}: wartet auf {$waiting}
clock-games-your-move-due = ➡️ **du bist am Zug** — {$where}, Spiel #{$id}: wartet auf {$waiting}, fällig <t:{$due}:R>
# A game whose channel the bot cannot post to (its clocks stand still), and why (channels.ftl's reasons).
clock-games-held = {$line} — angehalten: {$reason}
clock-games-ends-unless-back = {$line}; es endet <t:{$ends}:R>, wenn der Bot nicht wieder hinzugefügt wird
