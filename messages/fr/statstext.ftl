# A member's record in /game stats, a line per game and its details ($percent: the share won).
statstext-record = **{$title}** : {$games ->
    [one] {NUMBER($games)} partie terminée
   *[other] {NUMBER($games)} parties terminées
  }, {$wins ->
    [one] {NUMBER($wins)} gagnée
   *[other] {NUMBER($wins)} gagnées
  } ({$percent})
statstext-record-rated = **{$title}** : {$games ->
    [one] {NUMBER($games)} partie terminée
   *[other] {NUMBER($games)} parties terminées
  }, {$wins ->
    [one] {NUMBER($wins)} gagnée
   *[other] {NUMBER($wins)} gagnées
  } ({$percent}), cote **{$rating}**
# $bots: how many of the games had bot seats; $finishing: the member's mean place, below.
statstext-record-detail = {"   "}{$moves} coups par partie en moyenne{$bots ->
    [0] {""}
   *[other] ; {NUMBER($bots)} d’entre elles avec des bots
  }
statstext-record-detail-placed = {"   "}{$moves} coups par partie en moyenne, {$finishing}{$bots ->
    [0] {""}
   *[other] ; {NUMBER($bots)} d’entre elles avec des bots
  }
# A place in a ranking, as a number with its ordinal ending (a "place" is feminine: 1re, 2e).
statstext-place = {$place ->
    [1] 1re
   *[other] {$place}e
  }
statstext-finishing = en moyenne à la {$place} place
statstext-finishing-between = en moyenne entre la {$above} et la {$below} place (place moyenne {$mean})
statstext-none-finished = Aucune terminée selon ses règles pour l’instant.
# Games not finished by their rules, counted apart ($outcome: how they ended; $games: "2 Soup, 1 Micro").
statstext-apart = {$outcome ->
    [abandoned] Abandonnées (réinitialisées avant la fin)
    [stood_in] Jouées par le bot pour un membre absent toute la partie
    [hinted] Jouées avec les conseils du bot fort (non classées)
   *[other] {$outcome}
  }, comptées à part : {$games}.
# The note beside a bar of a statistics chart.
statstext-rating-note = cote {$rating}
# A leaderboard's line, and the bot seats' and the game's own records below it.
statstext-standing = {$rank}. {$name} : **{$rating}**, {$wins ->
    [one] {NUMBER($wins)} gagnée
   *[other] {NUMBER($wins)} gagnées
  } sur {$games ->
    [one] {NUMBER($games)} partie
   *[other] {NUMBER($games)} parties
  } ({$percent})
statstext-bots-standing = Places IA (tous les bots ensemble) : {$rating}, {$wins ->
    [one] {NUMBER($wins)} gagnée
   *[other] {NUMBER($wins)} gagnées
  } sur {$games ->
    [one] {NUMBER($games)} partie
   *[other] {NUMBER($games)} parties
  }
statstext-game-standing = Le jeu lui-même (quand toute la table gagne ou perd ensemble) : {$rating}, {$wins ->
    [one] {NUMBER($wins)} gagnée
   *[other] {NUMBER($wins)} gagnées
  } sur {$games ->
    [one] {NUMBER($games)} partie
   *[other] {NUMBER($games)} parties
  }
