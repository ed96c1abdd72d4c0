# A command refused before the bot's own code ran (cogs/bot.py), answered privately.

bot-not-in-direct-messages = Games are played in server channels, not in direct messages.
# Discord sent an option value the bot could not convert; `reason` is discord.py's own account of it.
bot-option-unreadable = I could not read the option value {$value}: {$reason}
