### German. The bot says "du" to players, as Discord bots do. Game names as their publishers gave them in
### German: Primordial Soup is "Ursuppe" (Doris & Frank's own German edition); Animacule Apocalypse,
### Apocalyte, Extinction and µ (Micro) have no German edition and keep their names. Soup's terms follow
### its German edition (Amöben, BP, Schadenspunkte, Genkarten, Umweltkarten, Ozon, Strömung, Zielzone);
### the food and population cubes are "Steine", so that "Würfel" is only ever a die. The colour initials
### in Animacule's counts stay R, G, Y, B, the letters drawn on its pieces. Backticked command and
### option names and the values a member types stay as in English (Discord commands are localised
### apart). Plurals select on German's categories (one, other); German writes an ordinal "2.", so no
### ordinal select is needed. Large counts use NUMBER() (12.000).

# `/admin reset`: the refusal, the log's event, the game's ended reason, the answer and the players' pings.
admin-reset-no-game = In diesem Kanal gibt es kein Spiel zum Zurücksetzen.
admin-reset-event = {$name} hat den Kanal zurückgesetzt; das Spiel ist archiviert.
admin-reset-reason = zurückgesetzt von {$name}
admin-reset-done = {$name} hat Spiel #{$id} ({$game}) beendet. Es ist archiviert; der Kanal ist frei für `{COMMAND("game new")}`.
admin-reset-ping = Spiel #{$id} wurde von einem Admin beendet.
# `/admin kick` and `/admin skip`; the events go in the game's log.
admin-no-game = In diesem Kanal gibt es kein Spiel.
admin-kick-not-playing = Dieses Mitglied spielt im Spiel dieses Kanals nicht mit.
admin-kick-event = {$admin} (Admin) hat {$name} aus dem Spiel genommen.
admin-skip-event = {$admin} (Admin) hat die offene Entscheidung übersprungen.
# `/admin role`.
admin-role-only-managers = Nur Mitglieder mit „Kanäle verwalten“ können die Admin-Rolle festlegen.
admin-role-cleared = Admin-Rolle entfernt: Nur Mitglieder mit „Kanäle verwalten“ verwalten jetzt die Spiele.
admin-role-set = Mitglieder mit {$role} können jetzt in den Spielen dieses Servers zurücksetzen, rauswerfen und überspringen.
# `/admin defaults`: the server's clock, shown, or saved and shown.
admin-defaults-only-admins = Nur Admins können die Standardwerte des Servers ändern: Mitglieder mit „Kanäle verwalten“.
admin-defaults-timeouts = {OPTION("timeouts")} muss zwischen 1 und {$most} liegen; angegeben war {$given}.
admin-defaults = Die Uhr dieses Servers: Neue Tische geben {$deadline} pro Entscheidung; Erinnerungen bei {$reminders}; wer {$timeouts} Fristen in Folge verpasst, scheidet aus dem Spiel aus. Bereits offene Tische behalten ihre eigene Zeit pro Entscheidung. Öffentliche Beiträge sind auf {$language} (`{COMMAND("admin language")}`).
admin-defaults-saved = Gespeichert. Die Uhr dieses Servers: Neue Tische geben {$deadline} pro Entscheidung; Erinnerungen bei {$reminders}; wer {$timeouts} Fristen in Folge verpasst, scheidet aus dem Spiel aus. Bereits offene Tische behalten ihre eigene Zeit pro Entscheidung. Öffentliche Beiträge sind auf {$language} (`{COMMAND("admin language")}`).
# The time per decision in the server's clock when new tables have no deadline.
admin-no-deadline = unbegrenzte Zeit (keine Frist)
# `/admin language`.
language-own-name = Deutsch
admin-language-unknown = Der Bot kennt keine Sprache „{$given}“; wähle eine von: {$languages}.
admin-language = Die öffentlichen Beiträge dieses Servers (Spielbretter, Erinnerungen, Zusammenfassungen) sind auf {$language}. Die privaten Antworten an jedes Mitglied folgen seiner eigenen Discord-Sprache.
admin-language-saved = Gespeichert. Die öffentlichen Beiträge dieses Servers (Spielbretter, Erinnerungen, Zusammenfassungen) sind jetzt auf {$language}. Die privaten Antworten an jedes Mitglied folgen seiner eigenen Discord-Sprache.
