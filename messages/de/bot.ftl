# A command refused before the bot's own code ran (cogs/bot.py), answered privately.

bot-not-in-direct-messages = Gespielt wird in Server-Kanälen, nicht in Direktnachrichten.
# Discord sent an option value the bot could not convert; `reason` is discord.py's own account of it.
bot-option-unreadable = Ich konnte den Optionswert {$value} nicht lesen: {$reason}
