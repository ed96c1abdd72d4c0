# Which kept board is damaged, in the notice to the server's admins.
damage-kept-board = the board kept after log entry {$seq} (`{$action}`)
damage-kept-board-version = the board kept after log entry {$seq} (`{$action}`, version {$version})
