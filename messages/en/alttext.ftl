# Alt text: what a screen reader says of an image the bot posts. Each line becomes a sentence.
alttext-game-over = Game over: {$summary}
alttext-waiting-for = Waiting for {$name} to {$task}
alttext-board = {$game} board, game #{$id}, version {$version}
alttext-last-move = Last move: {$events}
# A seat's private picture (Extinction's gene cards), read to its owner alone.
alttext-private = Your {$secret} in {$game} game #{$id}
alttext-chart = Bar chart: {$title}
alttext-bar = {$label}: {$part} won of {$total}
alttext-bar-note = {$label}: {$part} won of {$total}, {$note}
