# A member's record in /game stats, a line per game and its details ($percent: the share won).
statstext-record = **{$title}**: {$games ->
    [one] {$games} game
   *[other] {$games} games
  } finished, {$wins} won ({$percent})
statstext-record-rated = **{$title}**: {$games ->
    [one] {$games} game
   *[other] {$games} games
  } finished, {$wins} won ({$percent}), rating **{$rating}**
# $bots: how many of the games had bot seats; $finishing: the member's mean place, below.
statstext-record-detail = {"   "}{$moves} moves a game on average{$bots ->
    [0] {""}
   *[other] ; {$bots} of them with bot seats
  }
statstext-record-detail-placed = {"   "}{$moves} moves a game on average, {$finishing}{$bots ->
    [0] {""}
   *[other] ; {$bots} of them with bot seats
  }
# A place in a ranking, as a number with its ordinal ending.
statstext-place = {$place}{ORDINAL($place) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
  }
statstext-finishing = finishing {$place} on average
statstext-finishing-between = finishing between {$above} and {$below} on average (mean place {$mean})
statstext-none-finished = None finished by its rules yet.
# Games not finished by their rules, counted apart ($outcome: how they ended; $games: "2 Soup, 1 Micro").
statstext-apart = {$outcome ->
    [abandoned] Abandoned (reset before the end)
    [stood_in] Played out by the bot for a member away the whole game
    [hinted] Played with the strong bot's hints (unrated)
   *[other] {$outcome}
  }, counted apart: {$games}.
# The note beside a bar of a statistics chart.
statstext-rating-note = rating {$rating}
# A leaderboard's line, and the bot seats' and the game's own records below it.
statstext-standing = {$rank}. {$name}: **{$rating}**, {$wins} won of {$games ->
    [one] {$games} game
   *[other] {$games} games
  } ({$percent})
statstext-bots-standing = AI seats (every bot seat together): {$rating}, {$wins} won of {$games ->
    [one] {$games} game
   *[other] {$games} games
  }
statstext-game-standing = The game itself (when the whole table wins or loses together): {$rating}, {$wins} won of {$games ->
    [one] {$games} game
   *[other] {$games} games
  }
