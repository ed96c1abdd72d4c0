# The lobby's post: the seats and how to join, under the news of what just happened.
posts-seats-heading = **Seats** ({$seated} of {$least}–{$most}):
posts-options = Options: {$options}
posts-hints-on = 💡 Hints are on: anyone seated may ask `{COMMAND("game hint")}`. This game is unrated.
posts-time-per-decision = Time per decision: {$duration}
posts-no-deadline = Time per decision: no deadline (the game waits as long as it takes)
posts-how-to-join = Join with the button or `{COMMAND("game join")}`; the host starts with `{COMMAND("game start")}`.
posts-lobby-title = {$game}: table #{$id} is open
# The lobby's buttons.
posts-join = Join
posts-add-bot = Add bot
posts-start = Start
