# Why the bot is not ready, as the health server's /readyz says it to whoever runs the bot (cogs/watch.py).

watch-commands-not-loaded = Befehle noch nicht geladen
watch-store-down = Speicher nicht erreichbar: {$reason}
