# The slash commands' descriptions: the command catalogue's (table/commands.py) and their groups' (cogs/).
# Discord shows each under its group, command or option, 100 characters at most (longer is cut); the
# console shows an option's when a command is typed without it. The option values and notations a description
# names (12h, none, easy, continue, accept, yes, pause, 'move 3 n', c5, …) are what a member types or picks:
# a translation keeps them as they are.

# The command groups, one per cog.
command-group-game = Evolutions-Brettspiele in diesem Kanal spielen
command-group-admin = Das Spiel dieses Kanals verwalten
command-group-animacule = Deine Züge in Animacule Apocalypse
command-group-soup = Deine Züge in Ursuppe
command-group-apocalyte = Deine Züge in Apocalyte
command-group-extinction = Deine Züge in Extinction
command-group-micro = Deine Züge in µ (Micro)

# /mygames, asked from anywhere (a direct message with the bot included).
command-mygames = Deine Spiele auf allen Servern dieses Bots, die auf dich wartenden zuerst

# /game: the table commands every game shares.
command-game-new = Einen Tisch für ein Spiel in diesem Kanal eröffnen
command-option-which-game = Welches Spiel
command-game-new-option-options = Regeloptionen als name=wert, mehrere mit Kommas oder Leerzeichen; siehe {COMMAND("game rules")}
command-game-new-option-deadline = Zeit pro Entscheidung: 12h, 2d, 1w oder none (Standard: die des Servers)
command-game-join = Am offenen Tisch Platz nehmen
command-game-start = Das Spiel starten (Gastgeber oder Admin)
command-game-addbot = Einen Platz mit einem KI-Spieler besetzen (Gastgeber oder Admin)
command-game-addbot-option-level = Wie gut er spielt: easy, normal (Standard) oder strong
command-game-hint = Tische mit hints=on: der Zug, den der starke Bot jetzt für dich machen würde, privat
command-game-resign = Das Spiel endgültig verlassen
command-game-board = Das aktuelle Brett posten oder das Endbrett eines früheren Spiels
command-option-past-game = Die Nummer eines Spiels aus {COMMAND("game history")} (Standard: das dieses Kanals)
command-game-status = Spieler, Farben, Figuren und wer am Zug ist
command-game-log = Die letzten Züge und jeder Würfelwurf
command-game-log-option-count = Wie viele Einträge (Standard 10)
command-game-rules = Wie man spielt und wie wir die Lücken der Regel lesen
command-game-rules-option-game = Welches Spiel (Standard: das dieses Kanals)
command-game-export = Die Aufzeichnung des Spiels (Stand und Protokoll) als JSON-Datei
command-game-undo = Deinen letzten Zug zurücknehmen (die anderen werden gefragt, wenn nötig)
command-game-replay = Eine Animation eines ganzen Spiels, ein Bild pro Zug
command-game-replay-option-speed = Wie schnell die Züge ablaufen (Standard normal)
command-game-history = Die früheren Spiele dieses Kanals mit ihren Nummern
command-game-stats = Gespielte und gewonnene Spiele und wie, nach Spiel, auf diesem Server
command-game-stats-option-member = Wessen (Standard: deine)
command-game-stats-option-game = Nur dieses Spiel
command-game-top = Die Bestenliste eines Spiels auf diesem Server: Wertungen und Siege
command-game-mine = Deine Spiele auf diesem Server, die auf dich wartenden zuerst
command-game-away = Abwesend: deine Fristen ruhen oder der Bot spielt für dich, in allen Spielen hier
command-game-away-option-days = Für wie viele Tage (Standard: bis {COMMAND("game back")})
command-game-away-option-mode = pause hält deine Fristen an, bot lässt den Bot für dich spielen
command-game-away-option-member = Admins: ein anderes Mitglied als abwesend markieren
command-game-hours = Deine Zeiten, auf jedem Server: außerhalb davon läuft keine deiner Fristen ab
command-game-hours-option-start = Wann deine Zeit beginnt: eine Stunde des Tages, 0-23
command-game-hours-option-end = Wann sie endet: 0-23 (nach Mitternacht, wenn kleiner als {OPTION("start")})
command-game-hours-option-timezone = IANA-Name deiner Zeitzone, z. B. Europe/Berlin (alles weglassen: löschen)
command-game-back = Zurück von der Abwesenheit: deine Fristen laufen wieder
command-game-back-option-member = Admins: ein anderes Mitglied zurückholen
command-game-notify = Wie du erfährst, dass du am Zug bist
command-game-notify-option-mode = channel (Ping im Kanal), dm (Direktnachricht) oder off
command-game-follow = Jedes neue Brett des Spiels in diesem Kanal als Direktnachricht bekommen
command-game-unfollow = Dem Spiel dieses Kanals nicht mehr folgen
command-game-my-data = Alles, was dieser Bot hier über dich speichert, als Datei nur für dich
command-game-forget-me = Deine Daten hier löschen; frühere Spiele führen dich als Ex-Spieler (mit Bestätigung)

# /admin: what an admin does to a channel's game.
command-admin-reset = Das Spiel dieses Kanals beenden und archivieren
command-admin-kick = Einen Spieler aus dem Spiel dieses Kanals aufgeben lassen
command-admin-kick-option-player = Der Spieler, der entfernt wird
command-admin-skip = Die offene Entscheidung mit ihrer passivsten Antwort überspringen
command-admin-rollback = Das Spiel dieses Kanals auf eine frühere Version zurücksetzen (jedes Brett nennt seine)
command-admin-rollback-option-version = Die Version, zu der zurückgekehrt wird
command-admin-role = Die Rolle festlegen (oder entfernen), deren Mitglieder hier Spiele verwalten
command-admin-role-option-role = Die Rolle; weglassen, um sie zu entfernen
command-admin-defaults = Die Uhr des Servers: Zeit pro Entscheidung, Erinnerungen, Zeitüberschreitungen
command-admin-defaults-option-deadline = Zeit pro Entscheidung neuer Tische: 12h, 2d, 1w oder none
command-admin-defaults-option-reminders = Wann erinnern: 50%,1h (verstrichener Anteil oder Restzeit) oder none
command-admin-defaults-option-timeouts = Verpasste Fristen in Folge, bevor ein Spieler das Spiel verlässt
command-admin-language = Die Sprache der öffentlichen Beiträge: Spielbretter, Erinnerungen, Zusammenfassungen
command-admin-language-option-language = Die Sprache; weglassen, um die aktuelle zu sehen
command-admin-forget = Ein Mitglied vergessen (etwa eines, das gegangen ist) wie {COMMAND("game forget-me")} (mit Bestätigung)
command-admin-forget-option-member-id = ID des Mitglieds (Entwicklermodus: Rechtsklick → Nutzer-ID kopieren) oder Erwähnung

# Every game's /<game> play, with its move option; then the moves of Animacule Apocalypse.
command-play = Einen beliebigen legalen Zug in Notation eingeben (die Autovervollständigung listet sie)
command-play-option-move = Der Zug, z. B. 'move 3 n'
command-animacule-move = Ein Animacule ein Feld ziehen (frisst Nahrung; ein leeres Feld bringt eine Katastrophe)
command-animacule-option-animacule = Die Nummer deines Animacules
command-animacule-option-direction = In welche Richtung
command-animacule-attack = Das Animacule neben deinem angreifen
command-animacule-split = Parthenogenese: ein volles Animacule teilt sich, das Kind kommt in diese Richtung
command-animacule-mate = Allogamie mit dem vollen Animacule auf dieser Seite
command-animacule-fight = Deinen Kampf fortsetzen oder dich zurückziehen
command-animacule-fight-option-choice = continue oder retreat
command-animacule-mating = Auf ein Paarungsangebot antworten
command-animacule-mating-option-answer = accept oder decline

# /soup: moves in Primordial Soup.
command-soup-drift = Die Amöbe mit der Strömung treiben lassen
command-soup-move = Für 1 BP nach dem Kompasswürfel ziehen, oder wie freie Wahl oder Bewegung II es erlauben
command-soup-move-option-direction = Bewegung II oder nach freier Wahl: die Richtung
command-soup-stay = Stehen bleiben: statt zu treiben (Halten), nach freier Wahl oder statt eines zweiten Zugs
command-soup-eat = Wähle die Steine, die deine Amöbe frisst
command-soup-eat-option-cubes = Die Farben, z. B. 'red green blue'
command-soup-buy = Eine Genkarte kaufen
command-soup-buy-option-gene = Das Gen
command-soup-divide = Für 6 BP eine neue Amöbe einsetzen
command-soup-option-space = Das Feld, z. B. c4
command-soup-place = Beim Aufbau eine Amöbe einsetzen
command-soup-defend = Einen Angriff mit Verteidigung beantworten: ein Kampf für 1 BP
command-soup-escape = Einen Angriff mit Flucht beantworten: für 1 BP wegziehen
command-soup-escape-option-direction = Bewegung II: die Richtung
command-soup-decline = Nicht auf den Angriff reagieren
command-soup-done = Das Genkaufen oder Teilen beenden

# /apocalyte: moves in Apocalyte.
command-apocalyte-place = Armeen einsetzen: zusätzliche beim Aufbau, neue in deinem Zug
command-apocalyte-place-option-armies = Wie viele und wohin, z. B. '3 ural' oder 'auto'
command-apocalyte-move = Armeen bewegen (erst ein Startgebiet oder alles auf einmal: '3 alaska kamchatka')
command-apocalyte-move-option-move = z. B. '3 alaska kamchatka' oder '2 w eur n afr carry 1'
command-apocalyte-carry = Wie viel Nachschub die ziehenden Armeen mitnehmen
command-apocalyte-carry-option-supplies = 0, 1 oder 2
command-apocalyte-attack = Die Apocalyten in einem Gebiet 1 bis 3 Runden lang bekämpfen
command-apocalyte-attack-option-fight = Runden und Gebiet, z. B. '2 ukraine'
command-apocalyte-allow = Die Bewegung erlauben, um die dich ein anderer Spieler bittet
command-apocalyte-refuse = Die Bewegung ablehnen, um die dich ein anderer Spieler bittet
command-apocalyte-quarantine = Dein Gebiet gegen ankommende Apocalyten unter Quarantäne stellen, oder nicht
command-apocalyte-quarantine-option-answer = yes würfelt, um sie fernzuhalten, no lässt sie herein
command-apocalyte-done = Bewegen, Kämpfen oder deinen Zug beenden
command-apocalyte-back = Aus der Bewegung, die du gerade wählst, zurücktreten
command-apocalyte-pick = Beim Aufbau ein Gebiet wählen
command-apocalyte-pick-option-territory = Das Gebiet oder 'auto'
command-apocalyte-close = Dämonen: ein Portal mit vier Nachschub schließen
command-apocalyte-close-option-portal = Das Gebiet des Portals
command-apocalyte-destroy = Aliens: das unbewachte Mutterschiff angreifen

# /extinction: moves in Extinction.
command-extinction-genes = Deine eigenen Genkarten ansehen (nur du)
command-extinction-place = Besiedlung: Gründer auf ein leeres Feld setzen
command-extinction-place-option-count = Wie viele Gründer (1-6)
command-extinction-option-hex = Das Feld, z. B. c5
command-extinction-move = Individuen von einem Feld auf ein anderes wandern lassen (oder beim Aufbau umsetzen)
command-extinction-move-option-count = Wie viele Individuen
command-extinction-move-option-source = Vom Feld, z. B. c5
command-extinction-move-option-target = Zum Feld, z. B. d6
command-extinction-add = Fortpflanzung: Nachwuchs auf ein Feld setzen
command-extinction-add-option-count = Wie viel Nachwuchs
command-extinction-remove = Wähle, welche deiner Individuen sterben
command-extinction-remove-option-count = Wie viele
command-extinction-barrier = Eine Barriere setzen (nur eine Art: dann ihr Feld wählen)
command-extinction-barrier-option-kind = Welche Barriere
command-extinction-barrier-option-hex = Das Feld, z. B. c5 (weglassen, um es im Menü der Art zu wählen)
command-extinction-compete = Konkurrenz: ein schwächeres Nachbarfeld eines Rivalen einnehmen
command-extinction-option-moving-in = Wie viele einziehen
command-extinction-option-from-your-hex = Von deinem Feld
command-extinction-option-rival-hex = Das Feld des Rivalen
command-extinction-prey = Beute: deinen Räubertyp ansagen (ohne Optionen) oder ein Feld eines Rivalen nehmen
command-extinction-change = Gene ändern: eine Karte gegen die oberste ihres Stapels tauschen
command-extinction-change-option-deck = Welcher Genstapel
command-extinction-take = Milde Jahreszeit: ein Paar Aktionen wählen
command-extinction-take-option-first = Die erste Aktion
command-extinction-take-option-second = Die zweite Aktion
command-extinction-auto = Das Spiel deine Gründer oder deinen Nachwuchs setzen oder wählen lassen, wer stirbt
command-extinction-done = Eine freiwillige Aktion (oder das Umsetzen) beenden

# /micro: moves in µ (Micro).
command-micro-arrange = Aufbau: lege deine drei Habitate in ihrer Reihenfolge auf deine Heimatfelder
command-micro-arrange-option-habitats = Die Habitate in der Reihenfolge deiner Heimatfelder, z. B. 'vent abyss brine'
command-micro-place = Beim Aufbau deine Startkolonie setzen, oder das Habitat, das ein Tausch gezogen hat
command-micro-place-option-hex = Das Feld, z. B. d4
command-micro-grow = Eine bereite Kolonie wachsen lassen: dann verdoppeln, ziehen, entwickeln, je 1 Ressource
command-micro-grow-option-colony = Das Feld deiner Kolonie, z. B. d5 (Autovervollständigung: wachstumsbereite)
command-micro-double = Eine bereite Kolonie durch Verdoppeln wachsen lassen (+1 Generation) oder die wachsende
command-micro-option-colony-growing = Das Feld deiner Kolonie, z. B. d5 (weglassen, solange sie wächst)
command-micro-spore = Eine bereite Kolonie durch eine Spore wachsen lassen, oder eine Spore der wachsenden
command-micro-move = Eine bereite Kolonie durch Ziehen wachsen lassen (ab Generation 2 die Hälfte) oder die wachsende
command-micro-move-option-colony = Das Feld deiner Kolonie, z. B. d5
command-micro-move-option-to = Das freie Habitat, auf das sie zieht, z. B. e6
command-micro-evolve = Eine bereite Kolonie durch Evolution wachsen lassen (Evolutionskarte ziehen) oder die wachsende
command-micro-exchange = Ein Habitat aus Gaia ziehen und gegen ein unbenutztes von dir tauschen
command-micro-attack = Eine nahe Kolonie eines Rivalen angreifen
command-micro-attack-option-colonies = Deine Kolonie und die angegriffene, z. B. 'd5 d6'
command-micro-metabolism = Eine Evolutionskarte zurückgeben und einen neuen Stoffwechsel ziehen
command-micro-metabolism-option-choice = Spezies und zurückgegebene Karte, z. B. 'vibrio gliding'
command-micro-uptake = Wie viel eine Kolonie pro Runde aufnimmt (kostenlos)
command-micro-uptake-option-setting = Kolonie und Menge: safe, min, max oder eine Zahl, z. B. 'd5 min'
command-micro-pass = Deinen Zug ohne Hauptaktion beenden
command-micro-done = Das Wachsen der Kolonie beenden (Wachsen ist deine Hauptaktion: der Zug endet)
