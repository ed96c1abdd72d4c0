# The console's reading of Discord's relative timestamps (`<t:…:R>`) within a minute, which Discord writes in
# each reader's client language; a longer one is Babel's (`say_relative`: in 2 days, in 2 Tagen, dans 2 jours).
console-now = now

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

# The console's own refusals of a line it cannot run, as Discord's client refuses a badly typed slash command:
# in the members' language (`--locale`). The console's words `click` and `wait` are typed as they are in every
# language; a command, an option and a value are shown as the member typed them, and a list of commands,
# option names, choices or buttons is a list as the language writes one.
console-unread-line = write `NAME: /group command option:value …`, `NAME: click LABEL` or `wait 30h`
console-wait-how-long = wait how long? e.g. `wait 30h`
console-system-clock = this console runs on the system's clock, which only time moves
console-clock-not-kept = the console's clock could not be kept in the store ({$error})
console-slash-first = commands start with / (e.g. {COMMAND("game board")}), or use `click LABEL`
console-unknown-command = unknown command /{$command}. Commands: {$commands}
console-option-needed = /{$command} needs {$option}: ({$description})
console-not-whole = {$option} must be a whole number; got '{$value}'
console-number-between = {$option} must be between {$least} and {$most}; got {$value}
console-number-at-least = {$option} must be at least {$least}; got {$value}
console-number-at-most = {$option} must be at most {$most}; got {$value}
console-not-a-choice = {$option} must be one of {$choices}; got '{$value}'
console-no-buttons = there are no buttons offered to you in the last reply
console-no-such-button = no button labelled '{$label}'; offered: {$labels}
console-button-ambiguous = '{$label}' starts {$count ->
    [one] one label
   *[other] {$count} labels
  }; write more of one: {$labels}
console-no-options = this command takes no options; got '{$text}'
console-options-written = options are written name:value, with names among {$names}; got '{$text}'
console-option-twice = {$option} is given twice: give each option once
console-one-option = {$first} and {$second} are one option: give each option once
