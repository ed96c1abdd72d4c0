# Under a move's board posted again because Discord lost the answer that carried it.
delivery-lost-answer = *Discord lost the answer to {$mover}'s move: the move was saved, and this is its board.*
# To a member acting in a channel the bot cannot post to, privately (and in `/game status`).
delivery-unreachable-missing = ⚠️ I cannot post in this channel on my own ({$reason}), so its reminders and timeouts wait and the deadlines here are paused since {$since}. Moves and buttons still work. A server admin (Manage Roles) can grant it: the channel's settings → Permissions → this bot or its role.
delivery-unreachable-thread = ⚠️ I cannot post in this channel on my own ({$reason}), so its reminders and timeouts wait and the deadlines here are paused since {$since}. Moves and buttons still work. A moderator with Manage Threads can reopen the thread, or grant the bot Manage Threads to reopen it.
# The last event of a game whose channel was deleted.
delivery-channel-deleted = The game's channel was deleted: the game ends, abandoned.
# How a game ended whose server removed the bot (or was deleted), and the last event of its log.
delivery-removed-ended = the bot was removed from the server and not added back within {$days ->
    [one] {$days} day
   *[other] {$days} days
}
delivery-removed-ended-event = The bot was removed from the server and not added back within {$days ->
    [one] {$days} day
   *[other] {$days} days
}: the game ends, abandoned.
