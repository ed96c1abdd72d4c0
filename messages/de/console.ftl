# The console's reading of Discord's relative timestamps (`<t:…:R>`) within a minute, which Discord writes in
# each reader's client language; a longer one is Babel's (`say_relative`: in 2 days, in 2 Tagen, dans 2 jours).
console-now = jetzt

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

# The console's own refusals of a line it cannot run, as Discord's client refuses a badly typed slash command:
# in the members' language (`--locale`). The console's words `click` and `wait` are typed as they are in every
# language; a command, an option and a value are shown as the member typed them, and a list of commands,
# option names, choices or buttons is a list as the language writes one.
console-unread-line = schreib `NAME: /gruppe befehl option:wert …`, `NAME: click BESCHRIFTUNG` oder `wait 30h`
console-wait-how-long = wie lange warten? z. B. `wait 30h`
console-system-clock = diese Konsole läuft mit der Systemuhr, und die geht nur mit der Zeit weiter
console-clock-not-kept = die Uhr der Konsole konnte nicht in der Datenbank gespeichert werden ({$error})
console-slash-first = Befehle beginnen mit / (z. B. {COMMAND("game board")}), oder schreib `click BESCHRIFTUNG`
console-unknown-command = unbekannter Befehl /{$command}. Befehle: {$commands}
console-option-needed = /{$command} braucht {$option}: ({$description})
console-not-whole = {$option} muss eine ganze Zahl sein, nicht „{$value}“
console-number-between = {$option} muss zwischen {$least} und {$most} liegen, nicht bei {$value}
console-number-at-least = {$option} muss mindestens {$least} sein, nicht {$value}
console-number-at-most = {$option} darf höchstens {$most} sein, nicht {$value}
console-not-a-choice = {$option} muss einer der Werte {$choices} sein, nicht „{$value}“
console-no-buttons = die letzte Antwort bietet dir keine Knöpfe an
console-no-such-button = kein Knopf mit der Beschriftung „{$label}“; angeboten: {$labels}
console-button-ambiguous = „{$label}“ ist der Anfang {$count ->
    [one] einer Beschriftung
   *[other] von {$count} Beschriftungen
  }; schreib eine davon weiter aus: {$labels}
console-no-options = dieser Befehl hat keine Optionen; du hast „{$text}“ geschrieben
console-options-written = Optionen schreibt man name:wert, mit einem Namen aus {$names}; du hast „{$text}“ geschrieben
console-option-twice = {$option} steht zweimal da: gib jede Option nur einmal an
console-one-option = {$first} und {$second} sind dieselbe Option: gib jede Option nur einmal an
