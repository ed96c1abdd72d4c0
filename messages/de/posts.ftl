# The lobby's post: the seats and how to join, under the news of what just happened.
posts-seats-heading = **Plätze** ({$seated} von {$least}–{$most}):
posts-options = Optionen: {$options}
posts-hints-on = 💡 Hinweise sind an: alle am Tisch können `{COMMAND("game hint")}` fragen. Dieses Spiel ist ungewertet.
posts-time-per-decision = Zeit pro Entscheidung: {$duration}
posts-no-deadline = Zeit pro Entscheidung: keine Frist (das Spiel wartet, so lange es dauert)
posts-how-to-join = Mach mit über den Knopf oder `{COMMAND("game join")}`; der Gastgeber startet mit `{COMMAND("game start")}`.
posts-lobby-title = {$game}: Tisch #{$id} ist offen
# The lobby's buttons.
posts-join = Mitmachen
posts-add-bot = Bot hinzufügen
posts-start = Starten
