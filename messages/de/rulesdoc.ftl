# `/game rules`: the game's summary and interpretations (from docs/rules/<game>.md), then the clock.
rulesdoc-title = {$game}: so wird gespielt
rulesdoc-no-summary = Noch keine Zusammenfassung geschrieben.
rulesdoc-no-interpretations = Keine.
rulesdoc-text =
    {$summary}

    {"*"}*Wie wir die Lücken der Spielregel lesen**
    {$interpretations}

    {"*"}*Die Uhr**
    {$clock}
# How deadlines work, by what the game does when one passes (its `on_timeout`).
rulesdoc-clock-skip = Jeder Tisch hat eine Zeit pro Entscheidung (`{COMMAND("game new")} {OPTION("deadline")}:`, Standard ist die des Servers, siehe `{COMMAND("admin defaults")}`). Wer eine Entscheidung schuldet, wird nach der halben Zeit und eine Stunde vor Ablauf erinnert; ist die Zeit um, wird die Entscheidung mit ihrer passivsten Antwort übersprungen, wie es `{COMMAND("admin skip")}` eines Admins täte. Wer mehrere Fristen in Folge verpasst, scheidet aus. `{COMMAND("game away")}` hält deine Fristen an oder lässt den Bot für dich spielen; `{COMMAND("game notify")}` wählt Pings im Kanal, Direktnachrichten oder keins von beiden; `{COMMAND("game mine")}` listet deine Spiele.
rulesdoc-clock-bot = Jeder Tisch hat eine Zeit pro Entscheidung (`{COMMAND("game new")} {OPTION("deadline")}:`, Standard ist die des Servers, siehe `{COMMAND("admin defaults")}`). Wer eine Entscheidung schuldet, wird nach der halben Zeit und eine Stunde vor Ablauf erinnert; ist die Zeit um, trifft der Bot diese eine Entscheidung für den Spieler, und das Protokoll vermerkt es. Wer mehrere Fristen in Folge verpasst, scheidet aus. `{COMMAND("game away")}` hält deine Fristen an oder lässt den Bot für dich spielen; `{COMMAND("game notify")}` wählt Pings im Kanal, Direktnachrichten oder keins von beiden; `{COMMAND("game mine")}` listet deine Spiele.
rulesdoc-clock-wait = Jeder Tisch hat eine Zeit pro Entscheidung (`{COMMAND("game new")} {OPTION("deadline")}:`, Standard ist die des Servers, siehe `{COMMAND("admin defaults")}`). Wer eine Entscheidung schuldet, wird nach der halben Zeit und eine Stunde vor Ablauf erinnert; ist die Zeit um, erinnert das Spiel nur und wartet; ein Admin kann `{COMMAND("admin skip")}` oder `{COMMAND("admin kick")}` nutzen. Wer mehrere Fristen in Folge verpasst, scheidet aus. `{COMMAND("game away")}` hält deine Fristen an oder lässt den Bot für dich spielen; `{COMMAND("game notify")}` wählt Pings im Kanal, Direktnachrichten oder keins von beiden; `{COMMAND("game mine")}` listet deine Spiele.
# Above the rules post in a language other than English: the rules pages (docs/rules/) are written in English.
rulesdoc-english-only = *Die Zusammenfassung und die Auslegungen unten gibt es nur auf Englisch.*
# The end of a section cut short in the rules post.
rulesdoc-cut = … (die vollständige Liste steht in der angehängten Datei)
