# An operator starts a second bot on a SQLite database another process uses.
dblock-no-lock-file = impossible d’utiliser la base de données {$database} : impossible de créer son fichier de verrou {$path} ({$error})
dblock-in-use = un autre processus (pid {$pid}) utilise la base de données {$database} : il détient {$path}. SQLite ne sert qu’un processus : arrête d’abord l’autre, ou donne à celui-ci son propre fichier de base de données
# In place of the process id when the lock file does not name one.
dblock-pid-unknown = inconnu
