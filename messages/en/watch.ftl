# Why the bot is not ready, as the health server's /readyz says it to whoever runs the bot (cogs/watch.py).

watch-commands-not-loaded = commands not loaded yet
watch-store-down = store down: {$reason}
