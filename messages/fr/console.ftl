# The console's reading of Discord's relative timestamps (`<t:…:R>`) within a minute, which Discord writes in
# each reader's client language; a longer one is Babel's (`say_relative`: in 2 days, in 2 Tagen, dans 2 jours).
console-now = maintenant

# What the console prints around a reply, as Discord's client shows it: in the members' language (`--locale`).
console-only-you = (toi seul peux voir ceci)
console-panel-now = (le panneau de {$name} se lit maintenant :)
console-board-now = (le plateau se lit maintenant :)
console-clock-posts = (l’horloge publie dans le salon {$channel})
console-pinged = @{$name} est mentionné : {$text}
console-direct = @{$name} reçoit un message privé : {$text}
console-following = @{$name} (suit la partie) reçoit un message privé avec un lien
console-buttons = boutons ({$who}) : {$labels}
console-anyone = tout le monde
console-file = fichier : {$path}
console-alt = texte alternatif : {$text}

# The console's own refusals of a line it cannot run, as Discord's client refuses a badly typed slash command:
# in the members' language (`--locale`). The console's words `click` and `wait` are typed as they are in every
# language; a command, an option and a value are shown as the member typed them, and a list of commands,
# option names, choices or buttons is a list as the language writes one.
console-unread-line = écris `NOM: /groupe commande option:valeur …`, `NOM: click LIBELLÉ` ou `wait 30h`
console-wait-how-long = attendre combien de temps ? par exemple `wait 30h`
console-system-clock = cette console suit l’horloge du système, que seul le temps fait avancer
console-clock-not-kept = l’horloge de la console n’a pas pu être enregistrée dans la base de données ({$error})
console-slash-first = les commandes commencent par / (par exemple {COMMAND("game board")}), sinon écris `click LIBELLÉ`
console-unknown-command = commande inconnue /{$command}. Commandes : {$commands}
console-option-needed = /{$command} demande l’option {$option}: ({$description})
console-not-whole = {$option} doit être un nombre entier, pas « {$value} »
console-number-between = {$option} doit être un nombre entre {$least} et {$most}, pas {$value}
console-number-at-least = {$option} doit valoir au moins {$least}, pas {$value}
console-number-at-most = {$option} doit valoir au plus {$most}, pas {$value}
console-not-a-choice = {$option} doit être l’une des valeurs {$choices}, pas « {$value} »
console-no-buttons = la dernière réponse ne te propose aucun bouton
console-no-such-button = aucun bouton au libellé « {$label} » ; boutons proposés : {$labels}
console-button-ambiguous = « {$label} » commence {$count ->
    [one] un libellé
   *[other] {$count} libellés
  } ; écris davantage de l’un d’eux : {$labels}
console-no-options = cette commande ne prend aucune option ; tu as écrit « {$text} »
console-options-written = les options s’écrivent nom:valeur, avec un nom parmi {$names} ; tu as écrit « {$text} »
console-option-twice = l’option {$option} figure deux fois : donne chaque option une seule fois
console-one-option = {$first} et {$second} sont une seule et même option : donne chaque option une seule fois
