# A command refused before the bot's own code ran (cogs/bot.py), answered privately.

bot-not-in-direct-messages = Les parties se jouent dans les salons d’un serveur, pas en messages privés.
# Discord sent an option value the bot could not convert; `reason` is discord.py's own account of it.
bot-option-unreadable = Je n’ai pas pu lire la valeur d’option {$value} : {$reason}
