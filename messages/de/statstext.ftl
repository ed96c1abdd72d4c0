# A member's record in /game stats, a line per game and its details ($percent: the share won).
statstext-record = **{$title}**: {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spiele
  } beendet, {NUMBER($wins)} gewonnen ({$percent})
statstext-record-rated = **{$title}**: {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spiele
  } beendet, {NUMBER($wins)} gewonnen ({$percent}), Wertung **{$rating}**
# $bots: how many of the games had bot seats; $finishing: the member's mean place, below.
statstext-record-detail = {"   "}im Schnitt {$moves} Züge pro Spiel{$bots ->
    [0] {""}
   *[other] ; {NUMBER($bots)} davon mit Bot-Plätzen
  }
statstext-record-detail-placed = {"   "}im Schnitt {$moves} Züge pro Spiel, {$finishing}{$bots ->
    [0] {""}
   *[other] ; {NUMBER($bots)} davon mit Bot-Plätzen
  }
# A place in a ranking, as a number with its ordinal ending.
statstext-place = {$place}.
statstext-finishing = durchschnittlich Platz {$place}
statstext-finishing-between = durchschnittlich zwischen Platz {$above} und {$below} (mittlere Platzierung {$mean})
statstext-none-finished = Noch keins nach seinen Regeln beendet.
# Games not finished by their rules, counted apart ($outcome: how they ended; $games: "2 Soup, 1 Micro").
statstext-apart = {$outcome ->
    [abandoned] Abgebrochen (vor dem Ende zurückgesetzt)
    [stood_in] Vom Bot zu Ende gespielt für ein Mitglied, das das ganze Spiel abwesend war
    [hinted] Mit Hinweisen des starken Bots gespielt (ungewertet)
   *[other] {$outcome}
  }, gesondert gezählt: {$games}.
# The note beside a bar of a statistics chart.
statstext-rating-note = Wertung {$rating}
# A leaderboard's line, and the bot seats' and the game's own records below it.
statstext-standing = {$rank}. {$name}: **{$rating}**, {NUMBER($wins)} gewonnen von {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spielen
  } ({$percent})
statstext-bots-standing = KI-Plätze (alle Bot-Plätze zusammen): {$rating}, {NUMBER($wins)} gewonnen von {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spielen
  }
statstext-game-standing = Das Spiel selbst (wenn der ganze Tisch gemeinsam gewinnt oder verliert): {$rating}, {NUMBER($wins)} gewonnen von {$games ->
    [one] {NUMBER($games)} Spiel
   *[other] {NUMBER($games)} Spielen
  }
