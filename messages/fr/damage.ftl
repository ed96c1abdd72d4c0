# Which kept board is damaged, in the notice to the server's admins.
damage-kept-board = le plateau conservé après l’entrée {$seq} du journal (`{$action}`)
damage-kept-board-version = le plateau conservé après l’entrée {$seq} du journal (`{$action}`, version {$version})
