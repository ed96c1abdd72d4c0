# Posting in a channel on the bot's own (cogs/channels.py).

# The reason Discord's audit log shows a server's admins for the bot reopening an archived thread.
channels-reopen-reason = Ein Spiel hier hat etwas zu posten
# Why the bot cannot post in a channel: the note the next member acting there gets, and /game status, show
# it in brackets ("I cannot post in this channel on my own (…)").
channels-thread-archived = der Thread ist archiviert, und der Bot darf ihn nicht wieder öffnen
channels-missing-a-permission = es fehlt eine Berechtigung, die er zum Posten braucht: {$permissions}
channels-bot-removed = der Bot wurde vom Server entfernt
