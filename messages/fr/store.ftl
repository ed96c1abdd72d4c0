# Why a stored row is damaged, as the damage reports name it ($error: the kind of error).
store-seats-damaged = ses places ne se relisent pas ({$error})
store-options-damaged = ses options ne se relisent pas ({$error})
store-takeback-damaged = sa liste des joueurs qui doivent encore répondre ne se relit pas ({$error})
# A log entry whose events do not read back, as /game log shows it.
store-events-damaged = (les événements de cette entrée sont endommagés et ne peuvent pas être affichés)
# The names the ratings keep for the bot seats together and for the game a co-operative table plays against.
store-rating-bots = Places IA
store-rating-the-game = le jeu

# What an operator reads when the store cannot be used or written ($where: the database, its password hidden).
store-cannot-use = impossible d’utiliser la base de données {$where} : {$error}
store-damaged-write = la partie {$id} est endommagée ({$damage}) : seul archive() peut l’écrire
store-incomplete-migration = une instruction incomplète dans une migration : {$statement}
store-no-initdb = initdb de PostgreSQL n’est pas installé (Debian : apt-get install postgresql)
store-no-postgres-user = exécution en root, et il n’y a pas d’utilisateur `postgres` pour lancer le serveur
store-no-runuser = exécution en root, et il n’y a pas de `runuser` pour lancer le serveur en tant que `postgres`

# `python bot.py db backup`.
store-backup-no-source = il n’y a pas de fichier SQLite à {$source}
store-backup-exists = {$target} existe déjà : nomme un nouveau fichier pour la sauvegarde (une sauvegarde n’écrase jamais rien)
store-backup-no-folder = il n’y a pas de dossier {$folder} où écrire la sauvegarde
store-backup-failed = impossible de sauvegarder {$source} vers {$target} : {$error}

# `python bot.py db copy` ($role: source or target).
store-copy-schema = {$role ->
    [source] la source
   *[target] la cible
  } {$where} a la version de schéma {$version}, celle de ce bot est {$ours} : lance d’abord `python bot.py db migrate` dessus
store-copy-tables-differ = les tables des deux stockages diffèrent : {$source} contre {$target}
store-copy-columns-differ = les tables {$table} des deux stockages n’ont pas les mêmes colonnes
store-copy-target-not-empty = la cible {$where} n’est pas vide ({$rows} lignes) : ajoute --force pour tout remplacer
store-copy-counts-differ = {$table} : la source contient {$expected} lignes, {$read} ont été lues et {$written} écrites : rien n’a été copié
store-copy-row-refused = {$table} : une ligne que la cible ne peut pas accepter ({$error}) : rien n’a été copié

# `python bot.py db check`: what was found right, and each problem.
store-verify-schema-newer = version de schéma {$version}, plus récente que celle de ce bot : lance un bot plus récent ({$ours})
store-verify-schema-older = version de schéma {$version}, plus ancienne que celle de ce bot : `python bot.py db migrate` (ou le prochain démarrage du bot) la met à jour ({$ours})
store-verify-schema = version de schéma {$version}, celle de ce bot
store-verify-game-broken = partie nº {$id} dans le salon {$channel} : {$error}
# $statuses: how many games of each status ("2 active, 5 finished").
store-verify-games = {$games ->
    [one] {NUMBER($games)} partie
   *[other] {NUMBER($games)} parties
  } ({$statuses}) : chaque ligne et chaque état se relisent
store-verify-no-statuses = aucune
store-verify-log-gaps = les entrées du journal de la partie nº {$id} sont numérotées de {$low} à {$high}, mais il y en a {$count}
store-verify-logs = {$entries ->
    [one] {NUMBER($entries)} entrée de journal
   *[other] {NUMBER($entries)} entrées de journal
  } dans {$logs ->
    [one] {NUMBER($logs)} journal
   *[other] {NUMBER($logs)} journaux
  }, chacun numéroté à partir de 1 sans trou
store-verify-events-damaged = entrée {$seq} du journal de la partie nº {$id} : ses événements ne se relisent pas
store-verify-events = les événements de chaque entrée de journal se relisent
store-verify-orphans = {$table} : {$count} lignes n’appartiennent à aucune partie
store-verify-no-orphans = aucune ligne n’appartient à une partie disparue
store-verify-more = … et {$count} autres comme celles-ci
