# Alt text: what a screen reader says of an image the bot posts. Each line becomes a sentence.
alttext-game-over = Spiel vorbei: {$summary}
alttext-waiting-for = Wir warten auf {$name}: {$task}
alttext-board = Spielbrett von {$game}, Spiel #{$id}, Version {$version}
alttext-last-move = Letzter Zug: {$events}
# A seat's private picture (Extinction's gene cards), read to its owner alone.
alttext-private = Nur für dich: {$secret} in {$game}, Spiel #{$id}
alttext-chart = Balkendiagramm: {$title}
alttext-bar = {$label}: {$part} von {$total} gewonnen
alttext-bar-note = {$label}: {$part} von {$total} gewonnen, {$note}
