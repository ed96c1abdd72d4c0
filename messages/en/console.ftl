# The console's reading of Discord's relative timestamps (`<t:…:R>`), which Discord writes in each reader's
# client language.
console-now = now
console-in = in {$duration}
console-ago = {$duration} ago

# What the console prints around a reply, as Discord's client shows it: in the members' language (`--locale`).
console-only-you = (only you can see this)
console-panel-now = ({$name}'s panel now reads:)
console-board-now = (the board now reads:)
console-clock-posts = (the clock posts in channel {$channel})
console-pinged = @{$name} pinged: {$text}
console-direct = @{$name} gets a direct message: {$text}
console-following = @{$name} (following) gets a direct message with a link
console-buttons = buttons ({$who}): {$labels}
console-anyone = anyone
console-file = file: {$path}
console-alt = alt: {$text}
