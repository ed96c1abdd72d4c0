# The direct message a game's follower gets with each new post of it (cogs/direct.py), with the post's link.

direct-followed-game-posted = Neu in einem Spiel, dem du folgst: {$title} {$link}
direct-followed-game-new-board = Neu in einem Spiel, dem du folgst: ein neues Brett {$link}
