### French. The bot says "tu" to players, as Discord's own French interface does; a bot in a game
### channel is a fellow at the table, not an office.
### Game names: no French edition of any of the five is known (the rulebooks and their notes name none),
### so Primordial Soup keeps the English name of its English edition (Ursuppe is its German title);
### Animacule Apocalypse, Apocalyte,
### Extinction and µ (Micro) keep theirs. Soup's terms read as French players say them: amibes, PB
### (points biologiques), points de dégât, cartes Gène, cartes Environnement, ozone, courant; the food
### and population cubes are "cubes", a die is always "dé". Animacule's colour initials stay R, G, Y, B,
### the letters drawn on its pieces. Backticked command and option names and the values a member types
### stay as in English (Discord commands are localised apart). Plurals select on French's categories
### (`one` covers 0 and 1); ordinals select on French's (`one`: 1er, `other`: 2e). Large counts use
### NUMBER() (12 000). A name is never written after "de" or "que", which French elides before a vowel
### (d'Anne, d'Extinction): such lines name the person or the game after "pour", "par", a colon or in
### brackets. Typography: a no-break space U+00A0 before : ; ? ! % and inside « », outside backticks, as
### French writes them, so that Discord never wraps a lone colon or question mark onto a line of its
### own; U+00A0 rather than the narrow U+202F because it is the space French writers' tools put there,
### and every font Discord's clients use draws it. (Babel's NUMBER() groups digits with U+202F, as CLDR
### says French does.)

# `/admin reset`: the refusal, the log's event, the game's ended reason, the answer and the players' pings.
admin-reset-no-game = Il n’y a pas de partie à réinitialiser dans ce salon.
admin-reset-event = {$name} a réinitialisé le salon ; la partie est archivée.
admin-reset-reason = réinitialisée par {$name}
admin-reset-done = {$name} a terminé la partie nº {$id} ({$game}). Elle est archivée ; le salon est libre pour `{COMMAND("game new")}`.
admin-reset-ping = la partie nº {$id} a été terminée par un admin.
# `/admin kick` and `/admin skip`; the events go in the game's log.
admin-no-game = Il n’y a pas de partie dans ce salon.
admin-kick-not-playing = Ce membre ne joue pas dans la partie de ce salon.
admin-kick-event = {$admin} (admin) a retiré {$name} de la partie.
admin-skip-event = {$admin} (admin) a passé la décision en attente.
# `/admin role`.
admin-role-only-managers = Seuls les membres ayant Gérer les salons peuvent choisir le rôle d’admin.
admin-role-cleared = Rôle d’admin retiré : seuls les membres ayant Gérer les salons administrent désormais les parties.
admin-role-set = Les membres ayant {$role} peuvent désormais réinitialiser, exclure et passer dans les parties de ce serveur.
# `/admin defaults`: the server's clock, shown, or saved and shown.
admin-defaults-only-admins = Seuls les admins peuvent modifier les réglages par défaut du serveur : les membres ayant Gérer les salons.
admin-defaults-timeouts = {OPTION("timeouts")} doit aller de 1 à {$most} ; {$given} a été donné.
admin-defaults = L’horloge de ce serveur : les nouvelles tables accordent {$deadline} par décision ; rappels à {$reminders} ; un joueur qui manque {$timeouts} échéances d’affilée quitte la partie. Les tables déjà ouvertes gardent leur propre temps par décision. Les messages publics sont en {$language} (`{COMMAND("admin language")}`).
admin-defaults-saved = Enregistré. L’horloge de ce serveur : les nouvelles tables accordent {$deadline} par décision ; rappels à {$reminders} ; un joueur qui manque {$timeouts} échéances d’affilée quitte la partie. Les tables déjà ouvertes gardent leur propre temps par décision. Les messages publics sont en {$language} (`{COMMAND("admin language")}`).
# The time per decision in the server's clock when new tables have no deadline.
admin-no-deadline = un temps illimité (pas d’échéance)
# `/admin language`.
language-own-name = français
admin-language-unknown = Le bot n’a pas de langue « {$given} » ; choisis parmi : {$languages}.
admin-language = Les messages publics de ce serveur (plateaux, rappels, résumés) sont en {$language}. Les réponses privées suivent la langue Discord de chaque membre.
admin-language-saved = Enregistré. Les messages publics de ce serveur (plateaux, rappels, résumés) sont désormais en {$language}. Les réponses privées suivent la langue Discord de chaque membre.
