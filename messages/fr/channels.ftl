# Posting in a channel on the bot's own (cogs/channels.py).

# The reason Discord's audit log shows a server's admins for the bot reopening an archived thread.
channels-reopen-reason = Une partie ici a un message à publier
# Why the bot cannot post in a channel: the note the next member acting there gets, and /game status, show
# it in brackets ("I cannot post in this channel on my own (…)").
channels-thread-archived = le fil est archivé, et le bot n’a pas le droit de le rouvrir
channels-missing-a-permission = il manque une permission nécessaire pour publier : {$permissions}
channels-bot-removed = le bot a été retiré du serveur
