# Why a stored row is damaged, as the damage reports name it ($error: the kind of error).
store-seats-damaged = its seats do not read back ({$error})
store-options-damaged = its options do not read back ({$error})
store-takeback-damaged = its list of players yet to answer does not read back ({$error})
# A log entry whose events do not read back, as /game log shows it.
store-events-damaged = (this entry's events are damaged and cannot be shown)
# The names the ratings keep for the bot seats together and for the game a co-operative table plays against.
store-rating-bots = AI seats
store-rating-the-game = the game

# What an operator reads when the store cannot be used or written ($where: the database, its password hidden).
store-cannot-use = cannot use the database {$where}: {$error}
store-damaged-write = game {$id} is damaged ({$damage}): only archive() may write it
store-incomplete-migration = an incomplete statement in a migration: {$statement}
store-no-initdb = PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)
store-no-postgres-user = running as root, and there is no `postgres` user to run the server as
store-no-runuser = running as root, and there is no `runuser` to start the server as `postgres`

# `python bot.py db backup`.
store-backup-no-source = there is no SQLite file at {$source}
store-backup-exists = {$target} exists already: name a new file for the backup (a backup never overwrites)
store-backup-no-folder = there is no folder {$folder} to write the backup in
store-backup-failed = cannot back up {$source} to {$target}: {$error}

# `python bot.py db copy` ($role: source or target).
store-copy-schema = the {$role ->
    [source] source
   *[target] target
  } {$where} has schema version {$version}, this bot's is {$ours}: run `python bot.py db migrate` on it first
store-copy-tables-differ = the two stores' tables differ: {$source} against {$target}
store-copy-columns-differ = the two stores' {$table} tables have different columns
store-copy-target-not-empty = the target {$where} is not empty ({$rows} rows): add --force to replace all of it
store-copy-counts-differ = {$table}: the source holds {$expected} rows, {$read} were read and {$written} written: nothing was copied
store-copy-row-refused = {$table}: a row the target cannot take ({$error}): nothing was copied

# `python bot.py db check`: what was found right, and each problem.
store-verify-schema-newer = schema version {$version}, newer than this bot's: run a newer bot ({$ours})
store-verify-schema-older = schema version {$version}, older than this bot's: `python bot.py db migrate` (or the bot's next start) brings it up to date ({$ours})
store-verify-schema = schema version {$version}, this bot's
store-verify-game-broken = game #{$id} in channel {$channel}: {$error}
# $statuses: how many games of each status ("2 active, 5 finished").
store-verify-games = {$games ->
    [one] {$games} game
   *[other] {$games} games
  } ({$statuses}): every row and state reads back
store-verify-no-statuses = none
store-verify-log-gaps = game #{$id}'s log entries are numbered {$low} to {$high}, yet there are {$count}
store-verify-logs = {$entries ->
    [one] {$entries} log entry
   *[other] {$entries} log entries
  } in {$logs ->
    [one] {$logs} log
   *[other] {$logs} logs
  }, each numbered from 1 without gaps
store-verify-events-damaged = game #{$id}'s log entry {$seq}: its events do not read back
store-verify-events = every log entry's events read back
store-verify-orphans = {$count} rows of {$table} belong to no game
store-verify-no-orphans = no row belongs to a missing game
store-verify-more = … and {$count} more like these
