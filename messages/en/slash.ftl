# The names of the slash commands, their groups, options and choices, as Discord shows them to a member
# whose client reads another language (cogs/translator.py). English is the names the code declares: the
# name Discord sends back with every interaction, whatever the member's language, so each message here
# reads the name as given. A translation selects its own word for each name. A command or group name: 1-32
# characters, lower case, letters, digits, - and _ only, no two alike in one group or command; a choice's
# name: 1-100 characters of anything. Choice values (what a handler reads) are never translated. Every
# catalogue's sentences name commands and options through these messages, with `{COMMAND("game new")}` and
# `{OPTION("deadline")}` (messages/compiled.py), so a sentence names them as its reader's client does.

# A command group (/game, /admin, one per game), by its name.
slash-group = {$group}
# A command, by its path with a dash for each space ($command: game-new, mygames); $name is its name as
# declared (new, mygames), which English reads and a translation reads for a command it does not select.
slash-command = { $command ->
   *[other] {$name}
}
# A command's option, by its name (the same word wherever it appears).
slash-option = {$option}
# A choice of an option, by its value.
slash-choice = {$choice}
