# `/admin reset`: the refusal, the log's event, the game's ended reason, the answer and the players' pings.
admin-reset-no-game = There is no game in this channel to reset.
admin-reset-event = {$name} reset the channel; the game is archived.
admin-reset-reason = reset by {$name}
admin-reset-done = {$name} ended game #{$id} ({$game}). It is archived; the channel is free for `{COMMAND("game new")}`.
admin-reset-ping = game #{$id} was ended by an admin.
# `/admin kick` and `/admin skip`; the events go in the game's log.
admin-no-game = There is no game in this channel.
admin-kick-not-playing = That member is not playing in this channel's game.
admin-kick-event = {$admin} (admin) removed {$name} from the game.
admin-skip-event = {$admin} (admin) passed the open prompt.
# `/admin role`.
admin-role-only-managers = Only members with Manage Channels can choose the admin role.
admin-role-cleared = Admin role cleared: only members with Manage Channels administer games now.
admin-role-set = Members with {$role} can now reset, kick and skip in this server's games.
# `/admin defaults`: the server's clock, shown, or saved and shown.
admin-defaults-only-admins = Only admins can change the server's defaults: members with Manage Channels.
admin-defaults-timeouts = {OPTION("timeouts")} must be from 1 to {$most}; {$given} was given.
admin-defaults = This server's clock: new tables allow {$deadline} per decision; reminders at {$reminders}; a player who misses {$timeouts} deadlines in a row leaves the game. Tables already open keep their own time per decision. Public posts are in {$language} (`{COMMAND("admin language")}`).
admin-defaults-saved = Saved. This server's clock: new tables allow {$deadline} per decision; reminders at {$reminders}; a player who misses {$timeouts} deadlines in a row leaves the game. Tables already open keep their own time per decision. Public posts are in {$language} (`{COMMAND("admin language")}`).
# The time per decision in the server's clock when new tables have no deadline.
admin-no-deadline = unlimited time (no deadline)
# `/admin language`: the language of the server's public posts; each catalogue names itself in
# `language-own-name`.
language-own-name = English
admin-language-unknown = The bot has no “{$given}” language; choose one of: {$languages}.
admin-language = This server's public posts (boards, reminders, summaries) are in {$language}. Each member's private replies follow their own Discord language.
admin-language-saved = Saved. This server's public posts (boards, reminders, summaries) are now in {$language}. Each member's private replies follow their own Discord language.
