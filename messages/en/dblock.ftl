# An operator starts a second bot on a SQLite database another process uses.
dblock-no-lock-file = cannot use the database {$database}: cannot create its lock file {$path} ({$error})
dblock-in-use = another process (pid {$pid}) is using the database {$database}: it holds {$path}. SQLite serves one process: stop the other one first, or give this one a database file of its own
# In place of the process id when the lock file does not name one.
dblock-pid-unknown = unknown
