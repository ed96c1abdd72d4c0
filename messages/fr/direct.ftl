# The direct message a game's follower gets with each new post of it (cogs/direct.py), with the post's link.

direct-followed-game-posted = Du nouveau dans une partie que tu suis : {$title} {$link}
direct-followed-game-new-board = Du nouveau dans une partie que tu suis : un nouveau plateau {$link}
