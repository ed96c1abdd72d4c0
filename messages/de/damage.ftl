# Which kept board is damaged, in the notice to the server's admins.
damage-kept-board = das Brett, das nach Protokolleintrag {$seq} (`{$action}`) gespeichert wurde
damage-kept-board-version = das Brett, das nach Protokolleintrag {$seq} (`{$action}`, Version {$version}) gespeichert wurde
