# The console's reading of Discord's relative timestamps (`<t:…:R>`), which Discord writes in each reader's
# client language.
console-now = jetzt
console-in = in {$duration}
console-ago = vor {$duration}

# What the console prints around a reply, as Discord's client shows it: in the members' language (`--locale`).
console-only-you = (nur du siehst das)
console-panel-now = ({$name}s Panel lautet jetzt:)
console-board-now = (das Brett lautet jetzt:)
console-clock-posts = (die Uhr postet in Kanal {$channel})
console-pinged = @{$name} wird angepingt: {$text}
console-direct = @{$name} bekommt eine Direktnachricht: {$text}
console-following = @{$name} (folgt) bekommt eine Direktnachricht mit einem Link
console-buttons = Knöpfe ({$who}): {$labels}
console-anyone = alle
console-file = Datei: {$path}
console-alt = Alternativtext: {$text}
