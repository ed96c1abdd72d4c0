# The slash commands' names in German (see en/slash.ftl for the rules a name follows). Where an option's
# description names the English value a member types in the console (easy, pause, continue, yes…), its
# choice shows that value in brackets beside the German word, so the two read as one.

slash-group = { $group ->
    [game] spiel
    [admin] admin
    [animacule] animacule
    [soup] ursuppe
    [apocalyte] apocalyte
    [extinction] extinction
    [micro] micro
   *[other] {$group}
}
slash-command = { $command ->
    [mygames] meine-spiele
    [game-new] neu
    [game-join] beitreten
    [game-start] starten
    [game-addbot] bot-hinzufügen
    [game-hint] tipp
    [game-resign] aufgeben
    [game-board] brett
    [game-status] status
    [game-log] protokoll
    [game-rules] regeln
    [game-export] export
    [game-undo] zurücknehmen
    [game-replay] wiederholung
    [game-history] verlauf
    [game-stats] statistik
    [game-top] bestenliste
    [game-mine] meine
    [game-away] abwesend
    [game-hours] zeiten
    [game-back] zurück
    [game-notify] benachrichtigung
    [game-follow] folgen
    [game-unfollow] entfolgen
    [game-my-data] meine-daten
    [game-forget-me] vergiss-mich
    [admin-reset] zurücksetzen
    [admin-kick] entfernen
    [admin-skip] überspringen
    [admin-rollback] zurückrollen
    [admin-role] rolle
    [admin-defaults] vorgaben
    [admin-language] sprache
    [admin-forget] vergessen
    [animacule-play] spielen
    [animacule-move] ziehen
    [animacule-attack] angreifen
    [animacule-split] teilen
    [animacule-mate] paaren
    [animacule-fight] kampf
    [animacule-mating] paarung
    [soup-play] spielen
    [soup-drift] treiben
    [soup-move] ziehen
    [soup-stay] bleiben
    [soup-eat] fressen
    [soup-buy] kaufen
    [soup-divide] teilen
    [soup-place] einsetzen
    [soup-defend] verteidigen
    [soup-escape] fliehen
    [soup-decline] verzichten
    [soup-done] fertig
    [apocalyte-play] spielen
    [apocalyte-place] einsetzen
    [apocalyte-move] bewegen
    [apocalyte-carry] mitnehmen
    [apocalyte-attack] angreifen
    [apocalyte-allow] erlauben
    [apocalyte-refuse] ablehnen
    [apocalyte-quarantine] quarantäne
    [apocalyte-done] fertig
    [apocalyte-back] zurück
    [apocalyte-pick] wählen
    [apocalyte-close] schließen
    [apocalyte-destroy] zerstören
    [extinction-play] spielen
    [extinction-genes] gene
    [extinction-place] besiedeln
    [extinction-move] wandern
    [extinction-add] fortpflanzen
    [extinction-remove] sterben
    [extinction-barrier] barriere
    [extinction-compete] konkurrieren
    [extinction-prey] beute
    [extinction-change] gene-ändern
    [extinction-take] aktionen
    [extinction-auto] auto
    [extinction-done] fertig
    [micro-play] spielen
    [micro-arrange] anordnen
    [micro-place] setzen
    [micro-grow] wachsen
    [micro-double] verdoppeln
    [micro-spore] spore
    [micro-move] ziehen
    [micro-evolve] entwickeln
    [micro-exchange] tauschen
    [micro-attack] angreifen
    [micro-metabolism] stoffwechsel
    [micro-uptake] aufnahme
    [micro-pass] passen
    [micro-done] fertig
   *[other] {$name}
}
slash-option = { $option ->
    [game] spiel
    [options] optionen
    [deadline] frist
    [level] stufe
    [count] anzahl
    [speed] tempo
    [member] mitglied
    [days] tage
    [mode] modus
    [start] beginn
    [end] ende
    [timezone] zeitzone
    [player] spieler
    [version] version
    [role] rolle
    [reminders] erinnerungen
    [timeouts] zeitüberschreitungen
    [language] sprache
    [member_id] mitglieds-id
    [move] zug
    [animacule] animacule
    [direction] richtung
    [choice] wahl
    [answer] antwort
    [cubes] steine
    [gene] gen
    [space] feld
    [armies] armeen
    [supplies] nachschub
    [fight] kampf
    [territory] gebiet
    [portal] portal
    [hex] feld
    [source] von
    [target] nach
    [kind] art
    [deck] stapel
    [first] erste
    [second] zweite
    [habitats] habitate
    [colony] kolonie
    [to] nach
    [colonies] kolonien
    [setting] einstellung
   *[other] {$option}
}
slash-choice = { $choice ->
    [animacule] Animacule Apocalypse
    [soup] Ursuppe
    [apocalyte] Apocalyte
    [extinction] Extinction
    [micro] µ (Micro)
    [easy] leicht (easy)
    [normal] normal
    [strong] stark (strong)
    [slow] langsam
    [fast] schnell
    [pause] Fristen anhalten (pause)
    [bot] der Bot spielt für mich (bot)
    [channel] Ping im Kanal (channel)
    [dm] Direktnachricht (dm)
    [off] aus (off)
    [de] Deutsch
    [en] English
    [fr] Français
    [north] Norden
    [east] Osten
    [south] Süden
    [west] Westen
    [continue] weiterkämpfen (continue)
    [retreat] zurückziehen (retreat)
    [accept] annehmen (accept)
    [decline] ablehnen (decline)
    [yes] ja (yes)
    [no] nein (no)
    [city] Stadt
    [jetport] Flughafen
    [mountain] Gebirge
    [river] Fluss
    [desert] Wüste
    [habitat] Habitat
    [reproduction] Fortpflanzung
    [tolerance] Toleranz
    [defense] Verteidigung
    [predator] Räuber
    [crossing] Kreuzung
    [reproduce] fortpflanzen
    [environment] Umwelt
    [barrier] Barriere
    [migrate] wandern
    [compete] konkurrieren
    [genes] Gene
   *[other] {$choice}
}
