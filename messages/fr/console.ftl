# The console's reading of Discord's relative timestamps (`<t:…:R>`), which Discord writes in each reader's
# client language.
console-now = maintenant
console-in = dans {$duration}
console-ago = il y a {$duration}

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
