# Apocalyte's own words (rules/apocalyte/): its prompts, buttons, log lines, refusals and status.
# German: "du", as messages/de/admin.ftl says; Apocalyte has no German edition, so the map's names are
# those of the German Risiko, and the game's counters read "Armeen", "Vorräte" (supply counters), the
# Apocalytes "Apocalyten".

# The words other sentences are built with (rules/apocalyte/words.py): a territory's name, counts of
# armies, supplies and territories, and the scenario's name and its Apocalytes.
apocalyte-territory = {$code ->
    [ala] Alaska
    [nwt] Nordwest-Territorium
    [grl] Grönland
    [alb] Alberta
    [ont] Ontario
    [que] Quebec
    [wus] Weststaaten
    [eus] Oststaaten
    [cam] Mittelamerika
    [ven] Venezuela
    [per] Peru
    [bra] Brasilien
    [arg] Argentinien
    [ice] Island
    [sca] Skandinavien
    [gbr] Großbritannien
    [neu] Nordeuropa
    [weu] Westeuropa
    [seu] Südeuropa
    [ukr] Ukraine
    [naf] Nordafrika
    [egy] Ägypten
    [con] Kongo
    [eaf] Ostafrika
    [saf] Südafrika
    [mad] Madagaskar
    [ura] Ural
    [sib] Sibirien
    [yak] Jakutsk
    [kam] Kamtschatka
    [irk] Irkutsk
    [mon] Mongolei
    [jap] Japan
    [afg] Afghanistan
    [chi] China
    [mea] Mittlerer Osten
    [ind] Indien
    [sia] Siam
    [ino] Indonesien
    [ngu] Neuguinea
    [wau] Westaustralien
    [eau] Ostaustralien
   *[other] {$code}
  }
apocalyte-armies = {$count ->
    [one] {$count} Armee
   *[other] {$count} Armeen
  }
apocalyte-supplies = {$count ->
    [one] {$count} Vorrat
   *[other] {$count} Vorräte
  }
apocalyte-territories = {$count ->
    [one] {$count} Gebiet
   *[other] {$count} Gebieten
  }
apocalyte-scenario = {$scenario ->
    [zombies] Zombies
    [infection] Infektion
    [mutants] Mutanten
    [aliens] Aliens
    [demons] Dämonen
    [meteor] Meteor
   *[other] Apocalyte
  }
apocalyte-noun = {$scenario ->
    [zombies] Zombies
    [infection] Infizierten
    [mutants] Mutanten
    [aliens] Aliens
    [demons] Dämonen
    [meteor] Randalierer
   *[other] Apocalyten
  }
apocalyte-whose = {$scenario ->
    [zombies] der Zombies
    [infection] der Infizierten
    [mutants] der Mutanten
    [aliens] der Aliens
    [demons] der Dämonen
    [meteor] der Randalierer
   *[other] der Apocalyten
  }
apocalyte-counted = {$scenario ->
    [zombies] {$count} Zombie{$count ->
        [one] {""}
       *[other] s
      }
    [infection] {$count} Infizierte{$count ->
        [one] r
       *[other] {""}
      }
    [mutants] {$count} Mutant{$count ->
        [one] {""}
       *[other] en
      }
    [aliens] {$count} Alien{$count ->
        [one] {""}
       *[other] s
      }
    [demons] {$count ->
        [one] {$count} Dämon
       *[other] {$count} Dämonen
      }
    [meteor] {$count} Randalierer
   *[other] {$count} Apocalyte{$count ->
        [one] {""}
       *[other] n
      }
  }

# The prompts (rules/apocalyte/asks.py): to the player owing the decision, after their name, and
# (the tasks) to everyone else, after "waiting for NAME to".
apocalyte-draft-prompt = du wählst: nimm ein freies Gebiet (`pick ural`) oder `pick auto`.
apocalyte-draft-task = ein Gebiet wählen
apocalyte-place-prompt = setze deine {$count ->
    [one] {$count} zusätzliche Armee
   *[other] {$count} zusätzlichen Armeen
  }, höchstens 5 mehr auf ein Gebiet (`place 3 ural`), oder verteile sie mit `place auto`.
apocalyte-place-task = {$count ->
    [one] {$count} zusätzliche Armee
   *[other] {$count} zusätzliche Armeen
  } setzen
apocalyte-quarantine-prompt = {$noun} aus {$from} dringen nach {$to} vor: unter Quarantäne stellen? (`quarantine yes` würfelt, um sie fernzuhalten, `quarantine no` lässt sie herein).
apocalyte-quarantine-task = über eine Quarantäne von {$place} entscheiden
apocalyte-permission-prompt = {$name} bittet dich um Erlaubnis, {$reasons}: `allow` oder `refuse`?
apocalyte-permission-task = die Bitte von {$name} beantworten: {$move}
apocalyte-reinforce-prompt = du bist dran: setze deine {$count ->
    [one] {$count} neue Armee
   *[other] {$count} neuen Armeen
  } auf Gebiete ohne {$noun} (`place 2 ural`), oder `place auto`.
apocalyte-reinforce-task = {$count ->
    [one] {$count} neue Armee
   *[other] {$count} neue Armeen
  } setzen
apocalyte-move-source-prompt = Bewegung {$number} von 2: wähle, von wo Armeen abziehen (`move ural`, oder alles auf einmal: `move 3 ural ukraine`), oder `done`, um zum Kampf zu gehen.
apocalyte-move-route-prompt = Abzug aus {$place}: wohin?
apocalyte-move-count-prompt = wie viele Armeen ziehen von {$route}?
apocalyte-move-carry-prompt = wie viele Vorräte nehmen die {$armies} aus {$place} mit?
apocalyte-move-task = Armeen bewegen
apocalyte-combat-prompt = Kampf: kämpfe bis zu {$rounds} Runden in jedem Gebiet, das du mit {$noun} teilst (`attack 2 ukraine`).
apocalyte-combat-owed = Du musst mindestens eine Runde in {$places} kämpfen.
apocalyte-combat-or-done = Oder `done`.
apocalyte-combat-task = gegen die {$noun} kämpfen
apocalyte-end-prompt = Ende deines Zuges: {$actions}, oder `done`.
apocalyte-end-task = den Zug beenden
# A movement's route, in a prompt and in the words of a movement.
apocalyte-route = {$from} nach {$to}
apocalyte-route-through = {$from} nach {$to}, durch {$via}

# The buttons and menu choices (rules/apocalyte/asks.py and the scenarios' end-of-turn actions).
apocalyte-label-pick-auto = Für mich wählen
apocalyte-label-pick = {$place} wählen
apocalyte-label-place-auto = Alle {$count} für mich verteilen
apocalyte-label-place = {$count} in {$place} setzen
apocalyte-label-back = Zurück
apocalyte-label-move-from = Abzug aus {$place} ({$armies})
apocalyte-label-moves-done = Bewegung fertig: zum Kampf
apocalyte-label-route = {$from} → {$to}
apocalyte-label-route-through = {$from} → {$to} durch {$via} (beide Bewegungen)
apocalyte-label-move-count = {$armies} bewegen
apocalyte-label-carry = {$supplies} mitnehmen
apocalyte-label-carry-none = Keine Vorräte mitnehmen
apocalyte-label-fight = {$word ->
    [research] Heilmittel erforschen
    [attack] Angreifen
   *[fight] Kämpfen
  } in {$place}, {$rounds ->
    [one] {$rounds} Runde
   *[other] {$rounds} Runden
  } (du {$armies}, {$noun} {$apocalytes})
apocalyte-label-fights-done = Kampf beenden
apocalyte-label-end-turn = Zug beenden
apocalyte-label-allow = Erlauben
apocalyte-label-refuse = Ablehnen
apocalyte-label-quarantine = Quarantäne (würfeln, um sie fernzuhalten)
apocalyte-label-let-in = Hereinlassen
apocalyte-label-destroy = Das unbewachte Mutterschiff in {$place} angreifen (1 Würfel gegen 2)
apocalyte-label-close = Das Portal in {$place} mit seinen {$supplies} Vorräten schließen

# A movement (rules/apocalyte/movement.py): in the infinitive, in a permission's prompt and in the log's
# requests; as the log's line once it is made.
apocalyte-describe = {$armies} von {$route} bewegen
apocalyte-describe-carrying = {$armies} von {$route} bewegen und {$supplies} mitnehmen
apocalyte-moves = {$name} bewegt {$armies} von {$route}.
apocalyte-moves-carrying = {$name} bewegt {$armies} von {$route} und nimmt {$supplies} mit.
# Why a movement needs another player's permission, after "NAME asks your permission".
apocalyte-reason-leave = um {$place} zu verlassen, das ihr euch teilt, in ein Gebiet, in dem {$name} keine Armeen hat
apocalyte-reason-enter = um {$place} mit {$armies} zu betreten, ohne die {$others} der anderen Spieler dort zu übertreffen
apocalyte-reason-carry = um {$supplies} aus {$place} mitzunehmen, wo du mehr Armeen hast

# The refusals of a movement: the one check behind the routes offered and a typed movement.
apocalyte-refusal-no-armies = Du hast keine Armeen in {$place}.
apocalyte-refusal-last-army = Deine einzige Armee in {$place} muss bleiben: Ein Gebiet wird nie leer zurückgelassen.
apocalyte-refusal-both-moves = Der Weg durch {$place} braucht beide Bewegungen des Zuges; du hast noch {$left}.
apocalyte-refusal-not-bordering = {$place} grenzt nicht an {$other}.
apocalyte-refusal-no-way-through = Es gibt keinen Weg von {$from} durch {$via} nach {$to}.
apocalyte-refusal-not-crossable = Armeen können nicht durch {$place} ziehen: Nur ein leeres Gebiet, in dem niemand bleiben darf, lässt sich durchqueren, mit beiden Bewegungen.
apocalyte-refusal-movement-refused = Diese Bewegung von {$from} nach {$to} wurde in diesem Zug abgelehnt.
apocalyte-refusal-withdraw-only = Deine Armeen teilen {$place} mit den {$noun}: Sie dürfen sich nur in ein Gebiet zurückziehen, in dem du Armeen hast.
apocalyte-refusal-move-count = Du kannst 1 bis {$most} deiner Armeen aus {$place} abziehen.
apocalyte-refusal-no-carrying = Es lassen sich keine Vorräte mitnehmen: {$why}
apocalyte-refusal-carry-limit = Eine Bewegung nimmt höchstens {$most} mit, und {$place} hat {$held}.
apocalyte-refusal-nowhere = Die Armeen in {$place} können jetzt nirgendwohin ziehen.

# A player's turn (rules/apocalyte/turn.py): the log's lines.
apocalyte-turn-begins = {$name} ist dran: {$armies} zu setzen.
apocalyte-turn-begins-none = {$name} ist dran: keine neuen Armeen, in jedem eigenen Gebiet stehen {$noun}.
apocalyte-moves-done = {$name} beendet die Bewegungen.
apocalyte-request = {$name} bittet {$asked} um Erlaubnis: {$move}.
apocalyte-refused = {$name} lehnt ab: {$mover} darf nicht {$move}.
apocalyte-allowed = {$name} erlaubt {$mover}: {$move}.
apocalyte-request-lapses = Die Bitte um Erlaubnis verfällt: Einer der Gefragten hat das Spiel verlassen.
# The refusals of a turn's moves.
apocalyte-refusal-fought-most = Du hast in diesem Zug schon {$rounds} Runden in {$place} gekämpft: Mehr geht nicht.
apocalyte-refusal-none-to-fight = In {$place} gibt es keine {$noun} zu bekämpfen.
apocalyte-refusal-needs-supply = Deine Armeen können die {$noun} in {$place} nicht angreifen: Dazu braucht es dort einen Vorrat.
apocalyte-refusal-rounds-left = {$place} hat in diesem Zug noch {$rounds ->
    [one] {$rounds} Kampfrunde
   *[other] {$rounds} Kampfrunden
  }.
apocalyte-refusal-finish-movement = Beende die angefangene Bewegung oder steige mit `back` aus, bevor du `done` sagst.
apocalyte-refusal-nothing-to-go-back = Es wird keine Bewegung gewählt, aus der du zurückgehen könntest.
apocalyte-refusal-carry-first = Wähle zuerst den Weg und die Zahl der Armeen, dann, wie viele Vorräte sie mitnehmen.
apocalyte-refusal-fights-owed = Kämpfe mindestens eine Runde in jedem Gebiet, das du teilst: noch {$places}.
apocalyte-refusal-end-action = `{$move}` geht jetzt nicht. Am Ende deines Zuges: {$allowed}, oder `done`.

# The Apocalytes' moves and the combat rounds (rules/apocalyte/scenario.py, dice.py): the log's lines.
apocalyte-nowhere-to-go = Die {$noun} in {$place} können nirgendwohin.
apocalyte-how-many-move = Wie viele von {$counted} in {$place} ziehen: Der Würfel zeigt {$die} ({$band ->
    [one] 1–2: einer
    [half] 3–4: die Hälfte, aufgerundet
   *[most] 5–6: alle bis auf einen
  }), also {$count ->
    [one] zieht {$count}
   *[other] ziehen {$count}
  }.
apocalyte-apocalytes-move = {$counted} {$count ->
    [one] zieht
   *[other] ziehen
  } von {$from} nach {$to}.
apocalyte-dice = {$name} {$dice}, {$noun} {$apocalytes}
apocalyte-quarantine-holds = {$name} stellt {$place} unter Quarantäne: {$dice}: {$successes ->
    [one] {$successes} Erfolg
   *[other] {$successes} Erfolge
  } für die {$noun}, also hält die Quarantäne.
apocalyte-quarantine-failed = {$name} stellt {$place} unter Quarantäne: {$dice}: {$details}.
apocalyte-quarantine-fails = Die Quarantäne scheitert
apocalyte-attacks = {$name} greift die {$noun} in {$place} an: {$details}.
apocalyte-attacked = Die {$noun} in {$place} greifen {$name} an: {$details}.
apocalyte-nobody-falls = niemand fällt
apocalyte-loses = {$name} verliert {$armies}
apocalyte-fall = {$counted} {$count ->
    [one] fällt
   *[other] fallen
  }
# A re-roll, within a combat round's line.
apocalyte-reroll-apocalytes = die {$why ->
    [zombies] Zombies (hier kein Vorrat)
    [mutants] Mutanten (sie sind mehr als die Spieler, bei zwei Vorräten)
   *[demons] Dämonen (ein Erfolg)
  } würfeln ihre {$old} neu: {$new}
apocalyte-reroll-player = {$name} (Vorräte hier) würfelt eine {$old} neu: {$new}
# How the game ends, in the log, the status and the end's summary.
apocalyte-won = Alle {$noun} sind fort: Die Spieler gewinnen gemeinsam.
apocalyte-lost-clock = {$rounds} Runden sind vorbei, und die {$noun} sind noch da: Die Spieler verlieren.

# Zombies (rules/apocalyte/zombies.py): the log's lines.
apocalyte-zombies-outbreak = Karten für den Ausbruch gezogen: {$places}. In jedem erheben sich {$count} Zombies.
apocalyte-zombies-no-growth = Kein Gebiet hat nur Zombies: Es kommt kein Zombie dazu.
apocalyte-zombies-growth = Ein Drittel {$pool ->
    [one] des {$pool} Gebiets nur mit Zombies
   *[other] der {$pool} Gebiete nur mit Zombies
  } (aufgerundet, höchstens 3) wird gezogen: {$places} {$count ->
    [one] erhält einen Zombie.
   *[other] erhalten je einen Zombie.
  }
apocalyte-zombies-rise = {$loss}, {$count ->
    [one] die sich als Zombie erhebt
   *[other] die sich als Zombies erheben
  }

# Infection (rules/apocalyte/infection.py): the log's lines, a refusal and the status.
apocalyte-infection-outbreak = {$count ->
    [one] Ground Zero gezogen: {$places}.
   *[other] Ground Zeros gezogen: {$places}.
  }
apocalyte-infection-first-there = Eine Armee von {$name} dort wird zum ersten Infizierten.
apocalyte-infection-first-in = Eine Armee von {$name} in {$place} wird zum ersten Infizierten.
apocalyte-infection-nowhere = Die Infizierten in {$place} haben keinen Nachbarn mit Armeen ohne Infektion: Sie breiten sich nirgends aus.
apocalyte-infection-no-spread = Die Infektion greift von {$from} nach {$to}: Der Würfel zeigt {$die}, {$need}+ war nötig; sie breitet sich nicht aus.
apocalyte-infection-spreads = Die Infektion breitet sich von {$from} nach {$to} aus: Der Würfel zeigt {$die} ({$need}+ nötig); eine Armee von {$name} wird infiziert.
apocalyte-terminal = Endphase: {$rolls}.
apocalyte-terminal-deaths = Infizierte sterben: {$deaths}.
apocalyte-infection-deaths = {$count} in {$place}
apocalyte-terminal-no-deaths = Niemand erliegt.
apocalyte-terminal-sealed = Leer und abgeriegelt: {$places}.
apocalyte-infection-attack = {$name} greift die Infizierten in {$place} an: {$dice}; {$outcome}.
apocalyte-infection-nobody-cured = niemand wird geheilt
apocalyte-research-nothing = {$name} erforscht ein Heilmittel in {$place}: {$dice}: kein Durchbruch (zwei Erfolge sind nötig).
apocalyte-research-found = {$name} erforscht ein Heilmittel in {$place}: {$dice}: zwei Erfolge, und die Heilmittelwürfel zeigen {$cure}, ein Pasch! Teil {$part} von {$parts} des Heilmittels ist gefunden.
apocalyte-research-no-double = {$name} erforscht ein Heilmittel in {$place}: {$dice}: zwei Erfolge, und die Heilmittelwürfel zeigen {$cure}, kein Pasch.
apocalyte-cure-complete = Das Heilmittel ist vollständig: Angriffe, wo Vorräte liegen, verwandeln die Infizierten jetzt zurück.
apocalyte-infection-infected = {$loss}, {$count ->
    [one] die infiziert wird
   *[other] die infiziert werden
  }
apocalyte-infection-unkillable = Infizierte lassen sich nicht töten
apocalyte-infection-cured = {$count} {$count ->
    [one] Infizierter wird geheilt und schließt sich
   *[other] Infizierte werden geheilt und schließen sich
  } {$name} an
apocalyte-refusal-sealed = {$place} ist abgeriegelt, bis das Heilmittel gefunden ist.
apocalyte-refusal-sealed-supplies = {$place} ist abgeriegelt: Armeen dürfen nur mit Vorräten hinein.
apocalyte-unsealed = Vorräte erreichen das abgeriegelte {$place}: Das Gebiet ist wieder offen.
apocalyte-progress-cure = Heilmittel: {$parts} von {$of} Teilen
apocalyte-progress-sealed = Abgeriegelt: {$territories}

# Mutants (rules/apocalyte/mutants.py): the log's lines, refusals, the status and the end.
apocalyte-mutants-outbreak = Ground Zeros gezogen: {$places}. Alle Armeen dort sind verloren, und je {$count} Mutanten nehmen sie ein; kein Spieler darf sie je betreten.
apocalyte-mutants-no-growth = Kein Gebiet außerhalb der Ground Zeros hat nur Mutanten: Es kommen keine dazu.
apocalyte-mutants-growth = Gezogen unter {$pool ->
    [one] {$pool} Gebiet nur mit Mutanten
   *[other] {$pool} Gebieten nur mit Mutanten
  }: {$place} erhält {$count} Mutanten.
apocalyte-mutants-drag = Sie sind mehr als die Spieler dort und schleppen {$supplies} mit.
apocalyte-mutants-plain-round = die Spieler sind so viele wie die Mutanten und haben zwei Vorräte: eine gewöhnliche Runde
apocalyte-refusal-ground-zero = {$place} ist ein Ground Zero: Keine Armee eines Spielers darf hinein.
apocalyte-refusal-mutants-outnumber = die Mutanten in {$place} sind mehr als die Spieler dort ({$mutants} zu {$players}), also verlassen keine Vorräte das Gebiet.
apocalyte-mutants-won = Kein Mutant ist mehr in Reichweite der Spieler, nur einzelne in Ground Zeros gestrandete: Die Spieler gewinnen gemeinsam.
apocalyte-progress-ground-zeros = Ground Zeros: {$count} (gesperrt)

# Aliens (rules/apocalyte/aliens.py): the log's lines, the status and the end.
apocalyte-aliens-outbreak = Das Mutterschiff landet in {$place}: Alle Armeen und Vorräte dort sind verloren, und {$count} Aliens halten es.
apocalyte-aliens-no-growth = Das Mutterschiff ist zerstört: Es kommen keine Aliens dazu.
apocalyte-aliens-growth = Das Mutterschiff in {$place} bringt {$counted}.
apocalyte-aliens-growth-seizing = Das Mutterschiff in {$place} bringt {$counted}, {$each} für jeden Vorrat, den die Aliens erbeuten ({$supplies}, in {$places}).
apocalyte-mothership-follows = Alle Aliens bis auf einen verlassen {$from}: Das Mutterschiff folgt ihnen nach {$to}.
apocalyte-aliens-survival = {$rolls ->
    [one] Überlebenswurf
   *[other] Überlebenswürfe
  } {$dice} ({$need}+ überlebt): {$fall}
apocalyte-mothership-destroyed = {$name} greift das Mutterschiff in {$place} an: {$attack} gegen {$defence}: Das Mutterschiff ist zerstört!
apocalyte-mothership-holds = {$name} greift das Mutterschiff in {$place} an: {$attack} gegen {$defence}: Es hält stand.
apocalyte-aliens-won = Das Mutterschiff ist zerstört und alle Aliens sind fort: Die Spieler gewinnen gemeinsam.
apocalyte-progress-mothership = Mutterschiff: {$place}
apocalyte-progress-mothership-destroyed = Mutterschiff: zerstört

# Demons (rules/apocalyte/demons.py): the log's lines, a refusal, the status and the end.
apocalyte-demons-outbreak = Portale öffnen sich in {$places}; aus jedem strömen {$count} Dämonen.
apocalyte-demons-growth = {$count} Dämonen kommen durch jedes offene Portal: {$places}.
apocalyte-refusal-demons-outnumber = die Spieler in {$place} sind nicht mehr als die Dämonen dort ({$players} zu {$demons}), also verlassen keine Vorräte das Gebiet.
apocalyte-portal-closed = {$name} schließt das Portal in {$place} und verbraucht seine {$supplies} Vorräte.
apocalyte-portals-beyond-reach = Nur noch {$supplies ->
    [one] {$supplies} Vorrat liegt
   *[other] {$supplies} Vorräte liegen
  } auf dem Brett, zu wenig, um {$portals ->
    [one] {$portals} offenes Portal
   *[other] {$portals} offene Portale
  } zu schließen: Ab jetzt gewinnen die Spieler nach der allgemeinen Regel, sobald kein Dämon mehr auf dem Brett ist.
apocalyte-demons-won = Kein Dämon ist mehr auf dem Brett: Die Spieler gewinnen gemeinsam.
apocalyte-progress-portals = Offene Portale: {$count} von {$of}

# Meteor (rules/apocalyte/meteor.py): the log's lines, refusals, the status and the end.
apocalyte-meteor-outbreak = Unruhen brechen aus in {$places}: je ein Randalierer.
apocalyte-meteorite = Meteorit {$number} von {$of} vernichtet {$place}: Alle Armeen und Vorräte dort sind fort.
apocalyte-missile = {$supplies} Vorräte stehen in {$place}, kein Randalierer in der Nähe: Die Rakete startet, und der Meteor ist zerstört!
apocalyte-riots = Unruhen breiten sich um {$place} aus, und Karten für neue Unruhen bringen je einen Randalierer nach {$places}.
apocalyte-riots-into = Unruhen breiten sich um {$place} aus, nach {$around}, und Karten für neue Unruhen bringen je einen Randalierer nach {$places}.
apocalyte-refusal-rioters = in {$place} sind Randalierer, also verlassen keine Vorräte das Gebiet.
apocalyte-refusal-crater = {$place} ist ein Krater: Nichts darf hinein oder hindurch.
apocalyte-meteor-won = Die Rakete fliegt, und der Meteor ist zerstört: Die Spieler gewinnen gemeinsam.
apocalyte-meteor-strikes = Der {$number}. Meteorit ist ohne Rakete gefallen: Der Meteor schlägt ein.
apocalyte-meteor-lost-clock = {$rounds} Runden sind vorbei, und keine Rakete ist geflogen: Die Spieler verlieren.
apocalyte-progress-meteorites = Meteoriten: {$count} von {$of}
apocalyte-progress-missile = Rakete: {$count} von {$of} Vorräten

# The Apocalytes' turn (rules/apocalyte/apocalytes.py): the log's lines.
apocalyte-round = Runde {$round}: Zug {$whose}.
apocalyte-round-of = Runde {$round} von {$of}: Zug {$whose}.
apocalyte-no-movers = In keinem Gebiet können die {$noun} in diesem Zug ziehen.
apocalyte-movers = Karten für die Bewegung {$whose} gezogen, in dieser Reihenfolge: {$places} (von {$pool ->
    [one] {$pool} Gebiet
   *[other] {$pool} Gebieten
  }, die ziehen konnten).
apocalyte-cannot-move = Die {$noun} in {$place} können nicht mehr ziehen.
apocalyte-destination = Die {$noun} in {$place} ziehen Richtung {$to}, gezogen unter {$among}.

# Setting up (rules/apocalyte/setup.py): the log's lines and the draft's refusal.
apocalyte-drafted = Die Gebiete werden gewählt: Reihum nimmt jeder eines, bis alle {$count} vergeben sind.
apocalyte-dealt = Die Gebietskarten sind verteilt: {$counts} Gebiete, je eine Armee darauf.
apocalyte-placement = Alle setzen jetzt gleichzeitig {$count} zusätzliche Armeen, höchstens 5 mehr auf ein Gebiet. Das Szenario wird aufgedeckt, sobald alle Armeen stehen.
apocalyte-supplies-drawn = Vorratsmarker gezogen: {$drawn}.
apocalyte-supplies-of = {$name}: {$places}
apocalyte-refusal-taken = {$place} ist schon vergeben.
apocalyte-picks = {$name} wählt {$place}.
apocalyte-scenario-rolled = Der Szenario-Würfel zeigt {$die}: {$scenario}!
apocalyte-scenario-revealed = Das Szenario wird aufgedeckt: {$scenario}!
apocalyte-clock = Die Spieler haben {$rounds} Runden, um zu gewinnen ({$source}): Endet Runde {$rounds} ohne ihren Sieg, verlieren sie.
apocalyte-clock-option = die Tisch-Option `rounds`
apocalyte-clock-level = die Uhr der Schwierigkeit `{$level}` für {$scenario} mit {$players} Spielern

# Placing armies (rules/apocalyte/placement.py): the log's lines (two in a row of one player read as one
# in a post) and the refusals.
apocalyte-places = {$name} setzt {$placed} (noch {$left} zu setzen).
apocalyte-places-new = {$name} setzt neue Armeen: {$placed}.
apocalyte-placed-on = {$place} +{$count}
apocalyte-refusal-not-yours = {$place} gehört dir nicht: Setze zusätzliche Armeen auf deine eigenen Gebiete.
apocalyte-refusal-left-to-place = Du hast noch {$armies} zu setzen.
apocalyte-refusal-room = {$place} kann noch {$armies} aufnehmen: höchstens {$most} zusätzliche auf ein Gebiet.
apocalyte-refusal-barred = Neue Armeen können nicht nach {$place}: Dort sind die Apocalyten. Sie kommen auf deine Gebiete ohne Apocalyten.
apocalyte-refusal-barred-not-held = Neue Armeen können nicht nach {$place}: Du hast dort keine Armeen. Sie kommen auf deine Gebiete ohne Apocalyten.

# Leaving the game and the game's end (rules/apocalyte/engine.py, flow.py).
apocalyte-refusal-seat-not-in-game = Dieser Platz ist nicht im Spiel.
apocalyte-resigns = {$name} verlässt das Spiel; die Armeen verlassen das Brett, die Vorräte bleiben.
apocalyte-everyone-left = Alle haben das Spiel verlassen.
apocalyte-out = {$name} hat keine Armeen mehr und ist raus; die anderen spielen für das Team weiter.
apocalyte-overrun = Alle Armeen der Spieler sind fort: Die {$noun} haben die Welt überrannt.

# A quarantine declined, and the refusals of an answer to another decision than the one asked
# (rules/apocalyte/stages.py): what the verb typed does, and when.
apocalyte-no-quarantine = {$name} lässt sie herein: keine Quarantäne von {$place}.
apocalyte-refusal-not-asked = `{$verb}` {$when}: Danach wirst du gerade nicht gefragt, antworte also mit {$answers}. {$asked}
apocalyte-refusal-not-possible = `{$verb}` {$when}: Das geht jetzt nicht. Jetzt erlaubt: {$allowed}.
apocalyte-when = {$verb ->
    [pick] wählt ein Gebiet beim Aufbau, wenn die Gebiete gewählt werden
    [place] setzt deine zusätzlichen Armeen beim Aufbau oder deine neuen Armeen zu Beginn deines Zuges
    [move] bewegt Armeen, im Bewegungsteil deines Zuges
    [carry] sagt, wie viele Vorräte eine Bewegung mitnimmt, sobald Weg und Armeen gewählt sind
    [back] steigt aus der Bewegung aus, die du gerade wählst
    [attack] kämpft gegen die Apocalyten in einem Gebiet, im Kampfteil deines Zuges
    [destroy] greift am Ende deines Zuges das Mutterschiff an (Szenario Aliens), wenn deine Armeen sein Gebiet teilen und keine Aliens es bewachen
    [close] schließt am Ende deines Zuges ein Portal (Szenario Dämonen), wo du Armeen hast und das Portal vier oder mehr Vorräte hält
    [allow] antwortet einem Spieler, der dich um Erlaubnis für eine Bewegung bittet
    [refuse] antwortet einem Spieler, der dich um Erlaubnis für eine Bewegung bittet
    [quarantine] antwortet auf Apocalyten, die in eines deiner Gebiete vordringen
   *[done] beendet deine Bewegungen, deinen Kampf oder deinen Zug
  }

# Reading typed notation (rules/apocalyte/notation.py, territories.py): the refusals, naming what was
# wrong and what is allowed. A number's kind is the key `armies`, `rounds` or `supplies`.
apocalyte-refusal-too-long = `{$typed}` ist zu lang für einen Zug.
apocalyte-refusal-no-move = Gib einen Zug ein, z. B. `move 3 alaska kamchatka`, `attack ukraine` oder `done`.
apocalyte-refusal-not-a-move = `{$typed}` ist kein Zug. Züge: {$moves}.
apocalyte-refusal-extra = Nach `{$verb}` kommt nichts; `{$typed}` ist zu viel.
apocalyte-refusal-quarantine-answer = Antworte mit `quarantine yes` (würfeln, um sie fernzuhalten) oder `quarantine no`.
apocalyte-refusal-not-number = `{$typed}` ist keine {$what ->
    [rounds] Zahl von Kampfrunden
    [supplies] Zahl von Vorräten
   *[armies] Zahl von Armeen
  }: Nimm eine ganze Zahl von {$low} bis {$high}.
apocalyte-refusal-out-of-range = {$typed} liegt außerhalb des Bereichs für eine {$what ->
    [rounds] Zahl von Kampfrunden
    [supplies] Zahl von Vorräten
   *[armies] Zahl von Armeen
  }: Nimm eine ganze Zahl von {$low} bis {$high}.
apocalyte-refusal-pick-what = Nenne das Gebiet, das du wählst, z. B. `pick ural`, oder `pick auto`.
apocalyte-refusal-place-where = Nenne, wohin die Armeen kommen, z. B. `place 3 ural`, oder `place auto`.
apocalyte-refusal-move-where = Nenne auch, wohin die Armeen ziehen, z. B. `move 3 alaska kamchatka carry 1`.
apocalyte-refusal-carry-how-many = Sag, wie viele Vorräte mitkommen: `carry 0`, `carry 1` oder `carry 2`.
apocalyte-refusal-rounds-most = Höchstens {$rounds} Kampfrunden pro Gebiet und Zug.
apocalyte-refusal-attack-where = Nenne das Gebiet, in dem du kämpfst, z. B. `attack 2 ukraine`.
apocalyte-refusal-close-where = Nenne das Portal, das du schließt, z. B. `close ukraine`.
apocalyte-refusal-territory-too-long = `{$typed}` ist kein Gebiet: Die Namen sind kürzer.
apocalyte-refusal-not-a-territory = `{$typed}` ist kein Gebiet. Nimm einen Namen, deutsch oder englisch (`Kamtschatka`, `Kamchatka`), eine Kurzform (`kamt`, `südeur`) oder einen Code aus drei Buchstaben (`kam`).
apocalyte-territory-coded = {$place} (`{$code}`)
apocalyte-refusal-territory-ambiguous = `{$typed}` könnte {$territories} sein: Tippe etwas mehr.
apocalyte-refusal-name-territories = Nenne die Gebiete, z. B. `alaska kamchatka`.
apocalyte-refusal-unreadable-territories = `{$typed}` lässt sich nicht als Gebiete lesen: Trenne sie deutlich, z. B. mit Codes (`ala kam`).
apocalyte-refusal-territories-ambiguous = `{$typed}` lässt sich auf mehrere Arten lesen: Nimm die Codes, z. B. `ala kam`.

# The status and the board's panel (rules/apocalyte/status.py).
apocalyte-one = {$scenario ->
    [zombies] Zombie
    [infection] Infizierter
    [mutants] Mutant
    [aliens] Alien
    [demons] Dämon
    [meteor] Randalierer
   *[other] Apocalyte
  }
apocalyte-phase-draft = Aufbau: Gebiete wählen (das Szenario wird nach dem Setzen aufgedeckt).
apocalyte-phase-place = Aufbau: zusätzliche Armeen setzen (das Szenario wird aufgedeckt, sobald alle Armeen stehen).
apocalyte-phase-over = {$scenario}, Spiel vorbei nach Runde {$round}.
apocalyte-phase-round = {$scenario}, Runde {$round}
apocalyte-phase-round-of = {$scenario}, Runde {$round} von {$of}
apocalyte-phase-apocalytes = {$now}: Zug {$whose}.
apocalyte-phase-turn = {$now}: {$name} ist dran ({$stage ->
    [reinforce] neue Armeen
    [move] Bewegung
    [combat] Kampf
   *[end] Ende des Zuges
  }).
apocalyte-status-apocalytes = {$scenario}: {$counted} in {$territories}.
apocalyte-status-left = {$name} ({$colour}): hat das Spiel verlassen.
apocalyte-status-out = {$name} ({$colour}): keine Armeen mehr, raus.
apocalyte-status-player = {$name} ({$colour}): {$armies} in {$territories}, dort {$supplies} (in {$stocked} davon).
apocalyte-status-over = Spiel vorbei. {$summary}
