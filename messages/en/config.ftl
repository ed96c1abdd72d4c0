# The bot's configuration refused at start (cogs/config.py): what the person running it reads, naming
# the setting (an environment variable or a .env key, see .env.example) and what it may be.

config-token-missing = DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file beside bot.py (see .env.example). To play without Discord, run: python bot.py console
config-dev-guild-not-an-id = DISCORD_DEV_GUILD must be a server id (digits only); got {$got}
config-some-shards-on-sqlite = SHARD_IDS={$ids} serves {$served} of SHARD_COUNT={$count} shards, so other processes would serve the rest, but SQLite serves one process: run one process with every shard (leave SHARD_IDS unset), or share one PostgreSQL database between the processes (see docs/deploy.md)
config-shard-ids-without-count = SHARD_IDS={$ids} needs SHARD_COUNT too: the total number of shards across every process
config-shard-count-not-a-number = SHARD_COUNT must be a whole number of shards, at least 1; got {$got}
config-shard-ids-not-numbers = SHARD_IDS must be shard numbers separated by commas (e.g. 0,2); got {$got}
config-shard-out-of-range = SHARD_IDS names shard {$shard}, but with SHARD_COUNT={$count} shards are numbered 0 to {$last}
config-shard-twice = SHARD_IDS names shard {$shard} twice; each shard runs in one process only
config-render-workers-not-a-number = RENDER_WORKERS must be a number of processes (0 draws boards in the bot's own process); got {$got}
config-database-url-scheme = DATABASE_URL must be a postgresql:// URL or a SQLite file's path; got {$scheme}://…
