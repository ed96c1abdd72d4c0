# /game replay: refusals ($speeds: the speeds it takes; $speed: what was given).
replays-unknown-speed = {OPTION("speed")} ist eins von {$speeds} (normal, wenn weggelassen); `{$speed}` gehört nicht dazu.
replays-empty-speed = {OPTION("speed")} ist eins von {$speeds} (normal, wenn weggelassen); ein leerer Wert gehört nicht dazu.
replays-not-started = Spiel #{$id} hat noch nicht begonnen: es gibt nichts zu wiederholen.
replays-secret-until-over = {$title} hält Karten bis zum Ende verdeckt: Spiel #{$id} kann wiederholt werden, sobald es vorbei ist.
replays-unkept = Spiel #{$id} wurde gespielt, bevor dieser Bot jedes Brett aufbewahrt hat, daher gibt es keine Wiederholung.
replays-too-large = Spiel #{$id} ist zu lang für eine Wiederholung innerhalb von Discords Upload-Grenze, selbst in halber Größe und mit ausgelassenen Bildern.

# The notes that tell the member how their replay is getting on ($step: drawing or encoding).
replays-waiting = Deine Wiederholung von Spiel #{$id} wartet, bis sie dran ist: Nummer {$place} in der Warteschlange.
replays-drawing-now = Deine Wiederholung von Spiel #{$id} wird gerade gezeichnet.
replays-progress = {$step ->
    [drawing] Die Bretter werden gezeichnet: {$done} von {$total}…
   *[encoding] Die Animation wird zusammengesetzt: Bild {$done} von {$total}…
  }
replays-drawn = Die Wiederholung von Spiel #{$id} ist gezeichnet: sie folgt.

# A replay that cannot be drawn: a kept state is damaged ($board: which board; $reason: what is wrong with it).
replays-damaged-title = Spiel #{$id} kann nicht wiederholt werden
replays-damaged = ⚠️ In Spiel #{$id} ist {$board} beschädigt ({$reason}), daher kann keine Wiederholung des Spiels gezeichnet werden; das Spiel selbst ist nicht betroffen. {$admins}: `{COMMAND("game export")} {OPTION("game")}:{$id}` sichert seinen Verlauf und sein Protokoll; die Wiederholung geht wieder, sobald der gespeicherte Stand dieses Eintrags (Spiel {$id}, Eintrag {$entry} in der Tabelle `moves`) aus einer Sicherung wiederhergestellt ist.
replays-undecompressed = es lässt sich nicht entpacken: {$error}

# Each frame's caption ($who: who moved, or the table below; $events: what happened).
replays-caption = {$n} von {$total} · {$who}: {$action}
    {$events}
replays-alt = Animierte Wiederholung von {$title}, Spiel #{$id}, vom Anfang an, {$boards ->
    [one] {$boards} Brett
   *[other] {$boards} Bretter
  }, eins pro Zug. Sein letztes Brett:
# The post with the replay ($speed: slow, normal or fast; $format: GIF or WEBP; $size: its file size).
replays-title = Wiederholung von Spiel #{$id}
replays-posted = Spiel #{$id} ({$title}) vom Anfang an, Zug um Zug: {$boards ->
    [one] {$boards} Brett
   *[other] {$boards} Bretter
  }, Tempo {$speed}, das letzte Brett bleibt stehen; {$format}, {$size}.
replays-fitted = Um in Discords Upload-Grenze zu passen: {$notes}.
