# The clock's posts: reminders, timeouts, stand-ins and returns (table/clock.py). The post's title:
clock-post-title = {$title} : partie nº {$id}
# Who acts when the clock answers a deadline, as the table names a caller.
clock-caller = l’horloge

# A reminder in the game's channel ($due a Discord timestamp), and the ping to the player it waits for.
clock-reminder = ⏰ Rappel : la partie attend **{$name}** ({$awaited}). Échéance {$due}.
clock-reminder-ping = rappel, {$prompt} Échéance {$due}.

# The warning beside a reminder or a timeout when the next missed deadline removes the player:
# what the channel reads, and what their ping says.
clock-last-chance = ⚠️ Une échéance manquée de plus, et {$name} quitte la partie.
clock-last-chance-ping = si tu manques cette échéance, tu quittes la partie.
clock-last-chance-missed = ⚠️ {$name} a manqué {$missed ->
    [one] {$missed} échéance
   *[other] {$missed} échéances
  } d’affilée : encore une et c’est la sortie de la partie.
clock-last-chance-missed-ping = tu as manqué {$missed ->
    [one] {$missed} échéance
   *[other] {$missed} échéances
  } d’affilée : encore une et tu quittes la partie.

# The game's log when the clock answered for a player ($played: the moves' notations).
clock-stand-in = Le bot joue {$played} pour {$name} pendant son absence.
clock-timed-out-bot = ⏰ Temps écoulé pour {$name} : le bot a joué {$played} à sa place.
clock-timed-out-passed = ⏰ Temps écoulé pour {$name} : sa décision a été passée.
clock-timed-out-leaves = {$name} a manqué {$limit} échéances d’affilée et quitte la partie.
clock-left-server = {$name} ne fait plus partie de ce serveur et quitte la partie.
# A game that waits for a player whose time is up.
clock-time-up = ⏰ Temps écoulé pour {$name}. Cette partie attend {$name} ({$awaited}) ; un admin peut faire `{COMMAND("admin skip")}` ou `{COMMAND("admin kick")}`.
clock-time-up-ping = ton temps est écoulé : la partie t’attend.

# /game away and /game back.
clock-away-others-admins-only = Seuls les admins peuvent déclarer un autre membre absent ; sans membre, la commande te concerne.
clock-back-others-admins-only = Seuls les admins peuvent faire revenir un autre membre ; sans membre, la commande te concerne.
clock-away-unknown-mode = Le mode d’absence `{$mode}` n’existe pas : choisis pause (tes échéances attendent) ou bot (le bot joue pour toi).
clock-away-days-out-of-range = {OPTION("days")} doit aller de 1 à 60 ; {$days} a été donné. Omets-le pour rester absent jusqu’à `{COMMAND("game back")}`.
# $days is 0 for an absence until /game back; $until a Unix time; $mode pause or bot.
clock-away-you = Tu es absent des parties de ce serveur {$days ->
    [0] jusqu’à `{COMMAND("game back")}`
   *[other] jusqu’au <t:{$until}:f>
  } : en attendant, {$mode ->
    [pause] tes échéances sont suspendues
   *[bot] le bot prend tes décisions, une à chaque échéance
  }. Les plateaux et `{COMMAND("game status")}` affichent « absent » à côté du nom.
clock-away-member = <@{$member}> est absent des parties de ce serveur {$days ->
    [0] jusqu’à `{COMMAND("game back")}`
   *[other] jusqu’au <t:{$until}:f>
  } : en attendant, {$mode ->
    [pause] ses échéances sont suspendues
   *[bot] le bot prend ses décisions, une à chaque échéance
  }. Les plateaux et `{COMMAND("game status")}` affichent « absent » à côté du nom.
clock-back-not-away-you = Tu n’es pas marqué absent sur ce serveur.
clock-back-not-away-member = <@{$member}> n’est pas marqué absent sur ce serveur.
clock-back-you = Te revoilà : {$mode ->
    [pause] les échéances reprennent là où elles s’étaient arrêtées
   *[bot] le bot ne joue plus pour toi, et chaque décision due dans une partie à échéances en reçoit une nouvelle, avec ses rappels
  }.
clock-back-member = <@{$member}> est de retour : {$mode ->
    [pause] les échéances reprennent là où elles s’étaient arrêtées
   *[bot] le bot ne joue plus à sa place, et chaque décision due dans une partie à échéances en reçoit une nouvelle, avec ses rappels
  }.
clock-back-stood-in-you = Le bot a joué pour toi entre-temps :
clock-back-stood-in-member = Le bot a joué à sa place entre-temps :
# Under it, a line per game: how many moves the bot made and the latest of them ($shown: notations).
clock-back-stood-in-line = • <#{$channel}> {$title} nº {$id} : {$moves ->
    [one] {$moves} coup
   *[other] {$moves} coups
  } ({$shown}).
clock-back-waiting-you = Ce qui t’attend maintenant (aucune mention ne t’a été envoyée pendant ton absence) :
clock-back-waiting-member = Ce qui l’attend maintenant :
clock-back-nothing-waits = Aucune décision n’est attendue pour l’instant.
# Under it, a line per decision owed ($what: the game's prompt; $due a Unix time).
clock-back-owed-line = • <#{$channel}> {$title} nº {$id} : {$what}.
clock-back-owed-line-due = • <#{$channel}> {$title} nº {$id} : {$what}, échéance <t:{$due}:R>.

# A post in each game that waits for a member whose absence ran out, and their ping ($prompt: what it asks).
clock-return = 👋 Fin d’absence pour {$name} : la partie attend **{$name}** ({$awaited}).
clock-return-due = 👋 Fin d’absence pour {$name} : la partie attend **{$name}** ({$awaited}). Échéance <t:{$due}:R>.
clock-return-ping = te revoilà : {$prompt}
clock-return-ping-due = te revoilà : {$prompt} Échéance <t:{$due}:R>.

# /game notify, /game follow and /game unfollow.
clock-notify-unknown-mode = Le mode de notification `{$mode}` n’existe pas : channel (une mention sous le plateau), dm (un message privé avec un lien) ou off (ni rappels, ni mentions).
clock-notify-set = {$mode ->
    [channel] Tu es mentionné dans le salon de la partie.
    [dm] Tu reçois un message privé avec un lien vers chaque plateau qui t’attend (une mention dans le salon si tes messages privés sont fermés).
   *[off] Ni rappels, ni mentions : les plateaux te nomment toujours quand la partie t’attend.
  }
clock-follow-no-game = Il n’y a pas de partie en cours dans ce salon à suivre.
clock-follow = Tu suis la partie nº {$id} : un message privé avec un lien vers chaque nouveau plateau. `{COMMAND("game unfollow")}` arrête le suivi.
clock-unfollow = Tu ne suis plus la partie nº {$id}.

# /game mine (this server) and /mygames (every server): a line per game ($where: its channel or link).
clock-mine-none = Tu ne joues dans aucune partie de ce serveur. `{COMMAND("game new")}` en ouvre une.
clock-mine-hours = 🌙 Tes horaires (`{COMMAND("game hours")}`) : {$hours}.
clock-my-games-none = Tu ne joues dans aucune partie hébergée par ce bot. `{COMMAND("game new")}` dans le salon d’un serveur en ouvre une.
clock-games-lobby = {$where}, partie nº {$id}, en attente de joueurs
clock-games-damaged = {$where}, partie nº {$id}, ne peut pas être chargée : un admin peut faire `{COMMAND("admin reset")}`
clock-games-waiting = {$where}, partie nº {$id} : on attend {$waiting}
clock-games-your-move = ➡️ **à toi de jouer** — {$where}, partie nº {$id} : on attend {$waiting}
clock-games-your-move-due = ➡️ **à toi de jouer** — {$where}, partie nº {$id} : on attend {$waiting}, échéance <t:{$due}:R>
# A game whose channel the bot cannot post to (its clocks stand still), and why (channels.ftl's reasons).
clock-games-held = {$line} — en pause : {$reason}
clock-games-ends-unless-back = {$line} ; elle se termine <t:{$ends}:R> si le bot n’y est pas rajouté
