# What the table answers whatever the game: failures, refusals of malformed requests.

failure = Something went wrong on our side and it has been logged; nothing was changed. `{COMMAND("game board")}` shows where the game stands.
failure-after-save = Something went wrong on our side after your request was saved, and it has been logged: what you did stands. `{COMMAND("game board")}` shows where the game stands.
unknown-button = This button is not one this bot understands: it does nothing.
store-busy = The game store is busy right now, so nothing was done: try again in a moment.
missing-permissions = missing {$permissions}
not-a-member-id = That is not a Discord member id: ids are whole numbers from 1 to {$largest}.
not-a-role-id = That is not a Discord role id: ids are whole numbers from 1 to {$largest}.
answer-lost-move-kept = Your move was saved, but Discord lost its answer: its board is posted in the channel.
