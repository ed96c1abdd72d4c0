# The bot's configuration refused at start (cogs/config.py): what the person running it reads, naming
# the setting (an environment variable or a .env key, see .env.example) and what it may be.

config-token-missing = DISCORD_TOKEN ist nicht gesetzt. Trage das Bot-Token in die Umgebung oder in eine .env-Datei neben bot.py ein (siehe .env.example). Zum Spielen ohne Discord: python bot.py console
config-dev-guild-not-an-id = DISCORD_DEV_GUILD muss eine Server-ID sein (nur Ziffern); angegeben war {$got}
config-some-shards-on-sqlite = SHARD_IDS={$ids} bedient {$served} von SHARD_COUNT={$count} Shards, also müssten andere Prozesse den Rest bedienen, aber SQLite bedient nur einen Prozess: starte einen Prozess mit allen Shards (SHARD_IDS nicht setzen) oder teile eine PostgreSQL-Datenbank zwischen den Prozessen (siehe docs/deploy.md)
config-shard-ids-without-count = SHARD_IDS={$ids} braucht auch SHARD_COUNT: die Gesamtzahl der Shards über alle Prozesse
config-shard-count-not-a-number = SHARD_COUNT muss eine ganze Zahl von Shards sein, mindestens 1; angegeben war {$got}
config-shard-ids-not-numbers = SHARD_IDS müssen Shard-Nummern sein, durch Kommas getrennt (z. B. 0,2); angegeben war {$got}
config-shard-out-of-range = SHARD_IDS nennt Shard {$shard}, aber bei SHARD_COUNT={$count} sind die Shards von 0 bis {$last} nummeriert
config-shard-twice = SHARD_IDS nennt Shard {$shard} zweimal; jeder Shard läuft in nur einem Prozess
config-render-workers-not-a-number = RENDER_WORKERS muss eine Anzahl von Prozessen sein (0 zeichnet die Bretter im Prozess des Bots selbst); angegeben war {$got}
config-database-url-scheme = DATABASE_URL muss eine postgresql://-URL oder der Pfad einer SQLite-Datei sein; angegeben war {$scheme}://…
