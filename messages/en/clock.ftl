# The clock's posts: reminders, timeouts, stand-ins and returns (table/clock.py). The post's title:
clock-post-title = {$title}: game #{$id}
# Who acts when the clock answers a deadline, as the table names a caller.
clock-caller = the clock

# A reminder in the game's channel ($due a Discord timestamp), and the ping to the player it waits for.
clock-reminder = ⏰ Reminder: the game waits for **{$name}** to {$awaited}. Due {$due}.
clock-reminder-ping = reminder, {$prompt} Due {$due}.

# The warning beside a reminder or a timeout when the next missed deadline removes the player:
# what the channel reads, and what their ping says.
clock-last-chance = ⚠️ If {$name} misses this deadline, they leave the game.
clock-last-chance-ping = if you miss this deadline, you leave the game.
clock-last-chance-missed = ⚠️ {$name} has missed {$missed ->
    [one] {$missed} deadline
   *[other] {$missed} deadlines
  } in a row: one more and they leave the game.
clock-last-chance-missed-ping = you have missed {$missed ->
    [one] {$missed} deadline
   *[other] {$missed} deadlines
  } in a row: one more and you leave the game.

# The game's log when the clock answered for a player ($played: the moves' notations).
clock-stand-in = The bot plays {$played} for {$name}, who is away.
clock-timed-out-bot = ⏰ {$name}'s time ran out: the bot played {$played} for them.
clock-timed-out-passed = ⏰ {$name}'s time ran out: their decision was passed.
clock-timed-out-leaves = {$name} missed {$limit} deadlines in a row and leaves the game.
clock-left-server = {$name} is no longer a member of this server and leaves the game.
# A game that waits for a player whose time is up.
clock-time-up = ⏰ {$name}'s time is up. This game waits for them to {$awaited}; an admin can `{COMMAND("admin skip")}` it or `{COMMAND("admin kick")}` them.
clock-time-up-ping = your time is up: the game waits for you.

# /game away and /game back.
clock-away-others-admins-only = Only admins can mark another member away; without a member it is about yourself.
clock-back-others-admins-only = Only admins can bring another member back; without a member it is about yourself.
clock-away-unknown-mode = Away mode `{$mode}` is not one: choose pause (your deadlines wait) or bot (the bot plays for you).
clock-away-days-out-of-range = {OPTION("days")} must be from 1 to 60; {$days} was given. Leave it out to stay away until `{COMMAND("game back")}`.
# $days is 0 for an absence until /game back; $until a Unix time; $mode pause or bot.
clock-away-you = You are away in this server's games {$days ->
    [0] until `{COMMAND("game back")}`
   *[other] until <t:{$until}:f>
  }: {$mode ->
    [pause] your deadlines wait
   *[bot] the bot makes your decisions, one each time a deadline falls due
  } meanwhile. Board posts and `{COMMAND("game status")}` show “away” beside the name.
clock-away-member = <@{$member}> is away in this server's games {$days ->
    [0] until `{COMMAND("game back")}`
   *[other] until <t:{$until}:f>
  }: {$mode ->
    [pause] their deadlines wait
   *[bot] the bot makes their decisions, one each time a deadline falls due
  } meanwhile. Board posts and `{COMMAND("game status")}` show “away” beside the name.
clock-back-not-away-you = You are not marked away in this server.
clock-back-not-away-member = <@{$member}> is not marked away in this server.
clock-back-you = You are back: {$mode ->
    [pause] deadlines run again from where they paused
   *[bot] the bot no longer plays for you, and each decision owed in a game with deadlines gets a fresh one, reminded again
  }.
clock-back-member = <@{$member}> is back: {$mode ->
    [pause] deadlines run again from where they paused
   *[bot] the bot no longer plays for them, and each decision owed in a game with deadlines gets a fresh one, reminded again
  }.
clock-back-stood-in-you = The bot played for you meanwhile:
clock-back-stood-in-member = The bot played for them meanwhile:
# Under it, a line per game: how many moves the bot made and the latest of them ($shown: notations).
clock-back-stood-in-line = • <#{$channel}> {$title} #{$id}: {$moves ->
    [one] {$moves} move
   *[other] {$moves} moves
  } ({$shown}).
clock-back-waiting-you = Waiting for you now (no ping came while you were away):
clock-back-waiting-member = Waiting for them now:
clock-back-nothing-waits = Nothing waits for a decision now.
# Under it, a line per decision owed ($what: the game's prompt; $due a Unix time).
clock-back-owed-line = • <#{$channel}> {$title} #{$id}: {$what}.
clock-back-owed-line-due = • <#{$channel}> {$title} #{$id}: {$what}, due <t:{$due}:R>.

# A post in each game that waits for a member whose absence ran out, and their ping ($prompt: what it asks).
clock-return = 👋 {$name}'s absence is over: the game waits for **{$name}** to {$awaited}.
clock-return-due = 👋 {$name}'s absence is over: the game waits for **{$name}** to {$awaited}. Due <t:{$due}:R>.
clock-return-ping = you are back: {$prompt}
clock-return-ping-due = you are back: {$prompt} Due <t:{$due}:R>.

# /game notify, /game follow and /game unfollow.
clock-notify-unknown-mode = Notification mode `{$mode}` is not one: channel (a ping under the board), dm (a direct message with a link) or off (no reminders, no pings).
clock-notify-set = {$mode ->
    [channel] You are pinged in the game's channel.
    [dm] You get a direct message with a link to each board that waits for you (a channel ping if your messages are closed).
   *[off] No reminders and no pings: boards still name you when the game waits for you.
  }
clock-follow-no-game = There is no game in play in this channel to follow.
clock-follow = You follow game #{$id}: a direct message with a link to each new board. `{COMMAND("game unfollow")}` stops it.
clock-unfollow = You no longer follow game #{$id}.

# /game mine (this server) and /mygames (every server): a line per game ($where: its channel or link).
clock-mine-none = You are not playing in any game of this server. `{COMMAND("game new")}` opens one.
clock-mine-hours = 🌙 Your hours (`{COMMAND("game hours")}`): {$hours}.
clock-my-games-none = You are not playing in any game this bot hosts. `{COMMAND("game new")}` in a server's channel opens one.
clock-games-lobby = {$where}, game #{$id}, in its lobby
clock-games-damaged = {$where}, game #{$id}, cannot be loaded: an admin can `{COMMAND("admin reset")}` it
clock-games-waiting = {$where}, game #{$id}: waiting for {$waiting}
clock-games-your-move = ➡️ **your move** — {$where}, game #{$id}: waiting for {$waiting}
clock-games-your-move-due = ➡️ **your move** — {$where}, game #{$id}: waiting for {$waiting}, due <t:{$due}:R>
# A game whose channel the bot cannot post to (its clocks stand still), and why (channels.ftl's reasons).
clock-games-held = {$line} — on hold: {$reason}
clock-games-ends-unless-back = {$line}; it ends <t:{$ends}:R> unless the bot is added back
