# An operator starts a second bot on a SQLite database another process uses.
dblock-no-lock-file = die Datenbank {$database} ist nicht nutzbar: ihre Sperrdatei {$path} lässt sich nicht anlegen ({$error})
dblock-in-use = ein anderer Prozess (PID {$pid}) nutzt die Datenbank {$database}: er hält {$path}. SQLite bedient nur einen Prozess: beende zuerst den anderen oder gib diesem eine eigene Datenbankdatei
# In place of the process id when the lock file does not name one.
dblock-pid-unknown = unbekannt
