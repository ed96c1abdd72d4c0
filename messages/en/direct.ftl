# The direct message a game's follower gets with each new post of it (cogs/direct.py), with the post's link.

direct-followed-game-posted = New in a game you follow: {$title} {$link}
direct-followed-game-new-board = New in a game you follow: a new board {$link}
