# Why the bot is not ready, as the health server's /readyz says it to whoever runs the bot (cogs/watch.py).

watch-commands-not-loaded = commandes pas encore chargées
watch-store-down = stockage indisponible : {$reason}
