# Alt text: what a screen reader says of an image the bot posts. Each line becomes a sentence.
alttext-game-over = Partie terminée : {$summary}
alttext-waiting-for = On attend {$name} : {$task}
alttext-board = {$game}, plateau de la partie nº {$id}, version {$version}
alttext-last-move = Dernier coup : {$events}
# A seat's private picture (Extinction's gene cards), read to its owner alone.
alttext-private = Tes {$secret} dans la partie nº {$id} ({$game})
alttext-chart = Diagramme en barres : {$title}
alttext-bar = {$label} : {$part} gagnées sur {$total}
alttext-bar-note = {$label} : {$part} gagnées sur {$total}, {$note}
