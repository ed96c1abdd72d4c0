# Posting in a channel on the bot's own (cogs/channels.py).

# The reason Discord's audit log shows a server's admins for the bot reopening an archived thread.
channels-reopen-reason = A game here has a post to make
# Why the bot cannot post in a channel: the note the next member acting there gets, and /game status, show
# it in brackets ("I cannot post in this channel on my own (…)").
channels-thread-archived = the thread is archived, and the bot may not reopen it
channels-missing-a-permission = missing a permission it needs to post: {$permissions}
channels-bot-removed = the bot was removed from the server
