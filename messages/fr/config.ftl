# The bot's configuration refused at start (cogs/config.py): what the person running it reads, naming
# the setting (an environment variable or a .env key, see .env.example) and what it may be.

config-token-missing = DISCORD_TOKEN n’est pas défini. Mets le jeton du bot dans l’environnement ou dans un fichier .env à côté de bot.py (voir .env.example). Pour jouer sans Discord, lance : python bot.py console
config-dev-guild-not-an-id = DISCORD_DEV_GUILD doit être un identifiant de serveur (chiffres uniquement) ; reçu {$got}
config-some-shards-on-sqlite = SHARD_IDS={$ids} sert {$served} des SHARD_COUNT={$count} shards, donc d’autres processus serviraient le reste, mais SQLite ne sert qu’un processus : lance un seul processus avec tous les shards (laisse SHARD_IDS vide), ou partage une base PostgreSQL entre les processus (voir docs/deploy.md)
config-shard-ids-without-count = SHARD_IDS={$ids} exige aussi SHARD_COUNT : le nombre total de shards sur l’ensemble des processus
config-shard-count-not-a-number = SHARD_COUNT doit être un nombre entier de shards, au moins 1 ; reçu {$got}
config-shard-ids-not-numbers = SHARD_IDS doit être une liste de numéros de shards séparés par des virgules (p. ex. 0,2) ; reçu {$got}
config-shard-out-of-range = SHARD_IDS nomme le shard {$shard}, mais avec SHARD_COUNT={$count} les shards sont numérotés de 0 à {$last}
config-shard-twice = SHARD_IDS nomme deux fois le shard {$shard} ; chaque shard tourne dans un seul processus
config-render-workers-not-a-number = RENDER_WORKERS doit être un nombre de processus (0 dessine les plateaux dans le processus du bot) ; reçu {$got}
config-database-url-scheme = DATABASE_URL doit être une URL postgresql:// ou le chemin d’un fichier SQLite ; reçu {$scheme}://…
