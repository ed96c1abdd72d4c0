# A replay asked for while the queue is full ($place: 0 while it is drawn, else its number in the queue).
replayqueue-yours = Your replay of game #{$id} {$place ->
    [0] is being drawn now
   *[other] is number {$place} in the queue
  }: each member has one replay at a time, so ask for another once it is posted.
replayqueue-server-full = This server already has {$count} replays drawn or waiting, the most it may have at once ({$standing}): ask again once one of them is posted.
# One of the server's replays, listed in the refusal above.
replayqueue-standing = game #{$id} {$place ->
    [0] is being drawn now
   *[other] is number {$place} in the queue
  }
replayqueue-bot-full = The bot already has {$count} replays drawn or waiting ({$waiting} in the queue), the most it takes at once: ask again in a few minutes.
