# Apocalyte's own words (rules/apocalyte/): its prompts, buttons, log lines, refusals and status.
# French: "tu", as messages/fr/admin.ftl says; no French edition is known, so the map's names are those
# of the French Risk, the armies "armées", the supply counters "ravitaillements", a combat round a
# "manche", and a territory is "sur" the map. A name never follows "de" or "que" (see admin.ftl).

# The words other sentences are built with (rules/apocalyte/words.py): a territory's name, counts of
# armies, supplies and territories, and the scenario's name and its Apocalytes.
apocalyte-territory = {$code ->
    [ala] Alaska
    [nwt] Territoires du Nord-Ouest
    [grl] Groenland
    [alb] Alberta
    [ont] Ontario
    [que] Québec
    [wus] États de l’Ouest
    [eus] États de l’Est
    [cam] Amérique centrale
    [ven] Venezuela
    [per] Pérou
    [bra] Brésil
    [arg] Argentine
    [ice] Islande
    [sca] Scandinavie
    [gbr] Grande-Bretagne
    [neu] Europe du Nord
    [weu] Europe de l’Ouest
    [seu] Europe du Sud
    [ukr] Ukraine
    [naf] Afrique du Nord
    [egy] Égypte
    [con] Congo
    [eaf] Afrique de l’Est
    [saf] Afrique du Sud
    [mad] Madagascar
    [ura] Oural
    [sib] Sibérie
    [yak] Iakoutsk
    [kam] Kamtchatka
    [irk] Irkoutsk
    [mon] Mongolie
    [jap] Japon
    [afg] Afghanistan
    [chi] Chine
    [mea] Moyen-Orient
    [ind] Inde
    [sia] Siam
    [ino] Indonésie
    [ngu] Nouvelle-Guinée
    [wau] Australie occidentale
    [eau] Australie orientale
   *[other] {$code}
  }
apocalyte-armies = {$count ->
    [one] {$count} armée
   *[other] {$count} armées
  }
apocalyte-supplies = {$count ->
    [one] {$count} ravitaillement
   *[other] {$count} ravitaillements
  }
apocalyte-territories = {$count ->
    [one] {$count} territoire
   *[other] {$count} territoires
  }
apocalyte-scenario = {$scenario ->
    [zombies] Zombies
    [infection] Infection
    [mutants] Mutants
    [aliens] Aliens
    [demons] Démons
    [meteor] Météore
   *[other] Apocalyte
  }
apocalyte-noun = {$scenario ->
    [zombies] zombies
    [infection] infectés
    [mutants] mutants
    [aliens] aliens
    [demons] démons
    [meteor] émeutiers
   *[other] Apocalytes
  }
apocalyte-whose = {$scenario ->
    [zombies] des zombies
    [infection] des infectés
    [mutants] des mutants
    [aliens] des aliens
    [demons] des démons
    [meteor] des émeutiers
   *[other] des Apocalytes
  }
apocalyte-counted = {$scenario ->
    [zombies] {$count} zombie{$count ->
        [one] {""}
       *[other] s
      }
    [infection] {$count} infecté{$count ->
        [one] {""}
       *[other] s
      }
    [mutants] {$count} mutant{$count ->
        [one] {""}
       *[other] s
      }
    [aliens] {$count} alien{$count ->
        [one] {""}
       *[other] s
      }
    [demons] {$count} démon{$count ->
        [one] {""}
       *[other] s
      }
    [meteor] {$count} émeutier{$count ->
        [one] {""}
       *[other] s
      }
   *[other] {$count} Apocalyte{$count ->
        [one] {""}
       *[other] s
      }
  }

# The prompts (rules/apocalyte/asks.py): to the player owing the decision, after their name, and
# (the tasks) to everyone else, after "waiting for NAME to".
apocalyte-draft-prompt = à toi de choisir : prends un territoire libre (`pick ural`), ou `pick auto`.
apocalyte-draft-task = choisir un territoire
apocalyte-place-prompt = place tes {$count ->
    [one] {$count} armée supplémentaire
   *[other] {$count} armées supplémentaires
  }, 5 de plus au maximum sur un territoire (`place 3 ural`), ou `place auto` pour les répartir.
apocalyte-place-task = placer {$count ->
    [one] {$count} armée supplémentaire
   *[other] {$count} armées supplémentaires
  }
apocalyte-quarantine-prompt = des {$noun} venus depuis {$from} entrent sur {$to} : le mettre en quarantaine ? (`quarantine yes` lance les dés pour les repousser, `quarantine no` les laisse entrer).
apocalyte-quarantine-task = décider d’une quarantaine sur {$place}
apocalyte-permission-prompt = {$name} te demande la permission {$reasons} : `allow` ou `refuse` ?
apocalyte-permission-task = répondre à la demande faite par {$name} : {$move}
apocalyte-reinforce-prompt = à toi de jouer : place tes {$count ->
    [one] {$count} nouvelle armée
   *[other] {$count} nouvelles armées
  } sur des territoires sans {$noun} (`place 2 ural`), ou `place auto`.
apocalyte-reinforce-task = placer {$count ->
    [one] {$count} nouvelle armée
   *[other] {$count} nouvelles armées
  }
apocalyte-move-source-prompt = mouvement {$number} sur 2 : choisis d’où partent les armées (`move ural`, ou tout d’un coup : `move 3 ural ukraine`), ou `done` pour passer au combat.
apocalyte-move-route-prompt = départ depuis {$place} : vers où ?
apocalyte-move-count-prompt = combien d’armées vont {$route} ?
apocalyte-move-carry-prompt = combien de ravitaillements les {$armies} emportent-elles depuis {$place} ?
apocalyte-move-task = déplacer des armées
apocalyte-combat-prompt = combat : livre jusqu’à {$rounds} manches dans chaque territoire où tu côtoies des {$noun} (`attack 2 ukraine`).
apocalyte-combat-owed = Tu dois livrer au moins une manche sur {$places}.
apocalyte-combat-or-done = Ou `done`.
apocalyte-combat-task = combattre les {$noun}
apocalyte-end-prompt = fin de ton tour : {$actions}, ou `done`.
apocalyte-end-task = finir son tour
# A movement's route, in a prompt and in the words of a movement.
apocalyte-route = depuis {$from} vers {$to}
apocalyte-route-through = depuis {$from} vers {$to}, en passant par {$via}

# The buttons and menu choices (rules/apocalyte/asks.py and the scenarios' end-of-turn actions).
apocalyte-label-pick-auto = Choisir pour moi
apocalyte-label-pick = Choisir {$place}
apocalyte-label-place-auto = Répartir les {$count} pour moi
apocalyte-label-place = Placer {$count} sur {$place}
apocalyte-label-back = Retour
apocalyte-label-move-from = Partir depuis {$place} ({$armies})
apocalyte-label-moves-done = Mouvements finis : au combat
apocalyte-label-route = {$from} → {$to}
apocalyte-label-route-through = {$from} → {$to} par {$via} (les deux mouvements)
apocalyte-label-move-count = Déplacer {$armies}
apocalyte-label-carry = Emporter {$supplies}
apocalyte-label-carry-none = N’emporter aucun ravitaillement
apocalyte-label-fight = {$word ->
    [research] Chercher le remède
    [attack] Attaquer
   *[fight] Combattre
  } sur {$place}, {$rounds ->
    [one] {$rounds} manche
   *[other] {$rounds} manches
  } (toi {$armies}, {$noun} {$apocalytes})
apocalyte-label-fights-done = Combats finis
apocalyte-label-end-turn = Finir mon tour
apocalyte-label-allow = Autoriser
apocalyte-label-refuse = Refuser
apocalyte-label-quarantine = Quarantaine (lancer les dés pour les repousser)
apocalyte-label-let-in = Les laisser entrer
apocalyte-label-destroy = Attaquer le vaisseau mère sans garde sur {$place} (1 dé contre 2)
apocalyte-label-close = Fermer le portail sur {$place} avec ses {$supplies} ravitaillements

# A movement (rules/apocalyte/movement.py): in the infinitive, in a permission's prompt and in the log's
# requests; as the log's line once it is made.
apocalyte-describe = déplacer {$armies} {$route}
apocalyte-describe-carrying = déplacer {$armies} {$route}, en emportant {$supplies}
apocalyte-moves = {$name} déplace {$armies} {$route}.
apocalyte-moves-carrying = {$name} déplace {$armies} {$route}, en emportant {$supplies}.
# Why a movement needs another player's permission, after "NAME asks your permission".
apocalyte-reason-leave = pour quitter {$place}, que vous partagez, vers un territoire où {$name} n’a pas d’armées
apocalyte-reason-enter = pour entrer sur {$place} avec {$armies}, sans dépasser les {$others} des autres joueurs là-bas
apocalyte-reason-carry = pour emporter {$supplies} hors du territoire {$place}, où tu as plus d’armées

# The refusals of a movement: the one check behind the routes offered and a typed movement.
apocalyte-refusal-no-armies = Tu n’as pas d’armées sur {$place}.
apocalyte-refusal-last-army = Ta seule armée sur {$place} doit rester : un territoire n’est jamais laissé vide.
apocalyte-refusal-both-moves = Passer par {$place} prend les deux mouvements du tour ; il t’en reste {$left}.
apocalyte-refusal-not-bordering = {$place} ne touche pas {$other}.
apocalyte-refusal-no-way-through = Aucun chemin ne mène depuis {$from} vers {$to} en passant par {$via}.
apocalyte-refusal-not-crossable = Les armées ne peuvent pas passer par {$place} : seul un territoire vide où personne ne peut rester se traverse, avec les deux mouvements.
apocalyte-refusal-movement-refused = Ce mouvement depuis {$from} vers {$to} a été refusé pendant ce tour.
apocalyte-refusal-withdraw-only = Tes armées partagent {$place} avec les {$noun} : elles ne peuvent se replier que vers un territoire où tu as des armées.
apocalyte-refusal-move-count = Tu peux déplacer 1 à {$most} de tes armées hors du territoire {$place}.
apocalyte-refusal-no-carrying = Aucun ravitaillement ne peut être emporté : {$why}
apocalyte-refusal-carry-limit = Un mouvement emporte au plus {$most}, et {$place} en contient {$held}.
apocalyte-refusal-nowhere = Les armées sur {$place} ne peuvent aller nulle part pour l’instant.

# A player's turn (rules/apocalyte/turn.py): the log's lines.
apocalyte-turn-begins = À {$name} de jouer : {$armies} à placer.
apocalyte-turn-begins-none = À {$name} de jouer : aucune nouvelle armée, chacun de ses territoires abrite des {$noun}.
apocalyte-moves-done = {$name} termine ses mouvements.
apocalyte-request = {$name} demande la permission à {$asked} : {$move}.
apocalyte-refused = {$name} refuse : {$mover} ne peut pas {$move}.
apocalyte-allowed = {$name} autorise {$mover} à {$move}.
apocalyte-request-lapses = La demande de permission tombe : un des joueurs sollicités est parti.
# The refusals of a turn's moves.
apocalyte-refusal-fought-most = Tu as livré {$rounds} manches sur {$place} pendant ce tour : c’est le maximum.
apocalyte-refusal-none-to-fight = Rien à combattre sur {$place} : les {$noun} n’y sont pas.
apocalyte-refusal-needs-supply = Tes armées ne peuvent pas attaquer les {$noun} sur {$place} : il faut un ravitaillement sur place.
apocalyte-refusal-rounds-left = Il reste {$rounds ->
    [one] {$rounds} manche
   *[other] {$rounds} manches
  } sur {$place} pendant ce tour.
apocalyte-refusal-finish-movement = Termine le mouvement commencé, ou sors-en avec `back`, avant `done`.
apocalyte-refusal-nothing-to-go-back = Aucun mouvement n’est en cours de choix : rien à annuler.
apocalyte-refusal-carry-first = Choisis d’abord le chemin et le nombre d’armées ; ensuite combien de ravitaillements emporter.
apocalyte-refusal-fights-owed = Livre au moins une manche dans chaque territoire partagé : reste {$places}.
apocalyte-refusal-end-action = `{$move}` n’est pas possible maintenant. À la fin de ton tour : {$allowed}, ou `done`.

# The Apocalytes' moves and the combat rounds (rules/apocalyte/scenario.py, dice.py): the log's lines.
apocalyte-nowhere-to-go = Les {$noun} sur {$place} n’ont nulle part où aller.
apocalyte-how-many-move = Combien parmi les {$counted} sur {$place} se déplacent : le dé montre {$die} ({$band ->
    [one] 1–2 : un seul
    [half] 3–4 : la moitié, arrondie au-dessus
   *[most] 5–6 : tous sauf un
  }), donc {$count} {$count ->
    [one] se déplace
   *[other] se déplacent
  }.
apocalyte-apocalytes-move = {$counted} {$count ->
    [one] se déplace
   *[other] se déplacent
  } depuis {$from} vers {$to}.
apocalyte-dice = {$name} {$dice}, {$noun} {$apocalytes}
apocalyte-quarantine-holds = {$name} met {$place} en quarantaine : {$dice} : {$successes ->
    [one] {$successes} succès
   *[other] {$successes} succès
  } pour les {$noun}, la quarantaine tient donc.
apocalyte-quarantine-failed = {$name} met {$place} en quarantaine : {$dice} : {$details}.
apocalyte-quarantine-fails = la quarantaine échoue
apocalyte-attacks = {$name} attaque les {$noun} sur {$place} : {$details}.
apocalyte-attacked = Les {$noun} sur {$place} attaquent {$name} : {$details}.
apocalyte-nobody-falls = personne ne tombe
apocalyte-loses = {$name} perd {$armies}
apocalyte-fall = {$counted} {$count ->
    [one] tombe
   *[other] tombent
  }
# A re-roll, within a combat round's line.
apocalyte-reroll-apocalytes = les {$why ->
    [zombies] zombies (pas de ravitaillement ici)
    [mutants] mutants (plus nombreux que les joueurs, près de deux ravitaillements)
   *[demons] démons (un succès)
  } relancent leur {$old} : {$new}
apocalyte-reroll-player = {$name} (ravitaillements ici) relance un {$old} : {$new}
# How the game ends, in the log, the status and the end's summary.
apocalyte-won = Tous les {$noun} ont disparu : les joueurs gagnent ensemble.
apocalyte-lost-clock = {$rounds} manches sont passées et les {$noun} sont toujours là : les joueurs perdent.

# Zombies (rules/apocalyte/zombies.py): the log's lines.
apocalyte-zombies-outbreak = Cartes tirées pour l’épidémie : {$places}. {$count} zombies se lèvent dans chacun.
apocalyte-zombies-no-growth = Aucun territoire n’abrite que des zombies : aucun zombie n’est ajouté.
apocalyte-zombies-growth = Un tiers {$pool ->
    [one] du {$pool} territoire à zombies seuls
   *[other] des {$pool} territoires à zombies seuls
  } (arrondi au-dessus, 3 au plus) est tiré : {$places} {$count ->
    [one] gagne un zombie.
   *[other] gagnent un zombie chacun.
  }
apocalyte-zombies-rise = {$loss}, {$count ->
    [one] qui se relève en zombie
   *[other] qui se relèvent en zombies
  }

# Infection (rules/apocalyte/infection.py): the log's lines, a refusal and the status.
apocalyte-infection-outbreak = {$count ->
    [one] Point zéro tiré : {$places}.
   *[other] Points zéro tirés : {$places}.
  }
apocalyte-infection-first-there = Une armée appartenant à {$name} y devient le premier infecté.
apocalyte-infection-first-in = Une armée appartenant à {$name} sur {$place} devient le premier infecté.
apocalyte-infection-nowhere = Les infectés sur {$place} n’ont aucun voisin avec des armées saines : ils ne se propagent nulle part.
apocalyte-infection-no-spread = L’infection tente d’atteindre {$to} depuis {$from} : le dé montre {$die}, il fallait {$need}+ ; elle ne se propage pas.
apocalyte-infection-spreads = L’infection se propage depuis {$from} vers {$to} : le dé montre {$die} ({$need}+ requis) ; une armée appartenant à {$name} est infectée.
apocalyte-terminal = Phase terminale : {$rolls}.
apocalyte-terminal-deaths = Les infectés meurent : {$deaths}.
apocalyte-infection-deaths = {$count} sur {$place}
apocalyte-terminal-no-deaths = Personne ne succombe.
apocalyte-terminal-sealed = Laissés vides et scellés : {$places}.
apocalyte-infection-attack = {$name} attaque les infectés sur {$place} : {$dice} ; {$outcome}.
apocalyte-infection-nobody-cured = personne n’est guéri
apocalyte-research-nothing = {$name} cherche un remède sur {$place} : {$dice} : pas de percée (il faut deux succès).
apocalyte-research-found = {$name} cherche un remède sur {$place} : {$dice} : deux succès, et les dés du remède montrent {$cure}, un double ! La partie {$part} sur {$parts} du remède est trouvée.
apocalyte-research-no-double = {$name} cherche un remède sur {$place} : {$dice} : deux succès, et les dés du remède montrent {$cure}, pas de double.
apocalyte-cure-complete = Le remède est complet : les attaques là où se trouvent des ravitaillements guérissent désormais les infectés.
apocalyte-infection-infected = {$loss}, {$count ->
    [one] qui devient infectée
   *[other] qui deviennent infectées
  }
apocalyte-infection-unkillable = les infectés ne peuvent pas être tués
apocalyte-infection-cured = {$count} {$count ->
    [one] infecté est guéri et rejoint
   *[other] infectés sont guéris et rejoignent
  } {$name}
apocalyte-refusal-sealed = {$place} est scellé jusqu’à ce que le remède soit trouvé.
apocalyte-refusal-sealed-supplies = {$place} est scellé : les armées n’y entrent qu’en apportant des ravitaillements.
apocalyte-unsealed = Des ravitaillements atteignent {$place}, scellé : le territoire est de nouveau ouvert.
apocalyte-progress-cure = Remède : {$parts} parties sur {$of}
apocalyte-progress-sealed = Scellés : {$territories}

# Mutants (rules/apocalyte/mutants.py): the log's lines, refusals, the status and the end.
apocalyte-mutants-outbreak = Points zéro tirés : {$places}. Toutes les armées y sont perdues et {$count} mutants occupent chacun ; aucun joueur ne pourra jamais y entrer.
apocalyte-mutants-no-growth = Aucun territoire hors des points zéro n’abrite que des mutants : aucun n’est ajouté.
apocalyte-mutants-growth = Tiré parmi {$pool ->
    [one] {$pool} territoire à mutants seuls
   *[other] {$pool} territoires à mutants seuls
  } : {$place} gagne {$count} mutants.
apocalyte-mutants-drag = Ils sont plus nombreux que les joueurs et emportent {$supplies} avec eux.
apocalyte-mutants-plain-round = les joueurs égalent les mutants et tiennent deux ravitaillements : une manche ordinaire
apocalyte-refusal-ground-zero = {$place} est un point zéro : aucune armée de joueur ne peut y entrer.
apocalyte-refusal-mutants-outnumber = les mutants sur {$place} sont plus nombreux que les joueurs ({$mutants} contre {$players}), donc aucun ravitaillement n’en sort.
apocalyte-mutants-won = Il ne reste aucun mutant à portée des joueurs, hormis des isolés bloqués dans les points zéro : les joueurs gagnent ensemble.
apocalyte-progress-ground-zeros = Points zéro : {$count} (fermés)

# Aliens (rules/apocalyte/aliens.py): the log's lines, the status and the end.
apocalyte-aliens-outbreak = Le vaisseau mère se pose sur {$place} : toutes les armées et tous les ravitaillements y sont perdus, et {$count} aliens le tiennent.
apocalyte-aliens-no-growth = Le vaisseau mère est détruit : aucun alien n’est ajouté.
apocalyte-aliens-growth = Le vaisseau mère sur {$place} amène {$counted}.
apocalyte-aliens-growth-seizing = Le vaisseau mère sur {$place} amène {$counted}, {$each} par ravitaillement saisi par les aliens ({$supplies}, sur {$places}).
apocalyte-mothership-follows = Tous les aliens sauf un quittent {$from} : le vaisseau mère les suit vers {$to}.
apocalyte-aliens-survival = {$rolls ->
    [one] jet
   *[other] jets
  } de survie {$dice} ({$need}+ survit) : {$fall}
apocalyte-mothership-destroyed = {$name} attaque le vaisseau mère sur {$place} : {$attack} contre {$defence} : le vaisseau mère est détruit !
apocalyte-mothership-holds = {$name} attaque le vaisseau mère sur {$place} : {$attack} contre {$defence} : il tient bon.
apocalyte-aliens-won = Le vaisseau mère est détruit et tous les aliens ont disparu : les joueurs gagnent ensemble.
apocalyte-progress-mothership = Vaisseau mère : {$place}
apocalyte-progress-mothership-destroyed = Vaisseau mère : détruit

# Demons (rules/apocalyte/demons.py): the log's lines, a refusal, the status and the end.
apocalyte-demons-outbreak = Des portails s’ouvrent sur {$places} ; {$count} démons jaillissent de chacun.
apocalyte-demons-growth = {$count} démons franchissent chaque portail ouvert : {$places}.
apocalyte-refusal-demons-outnumber = les joueurs sur {$place} ne sont pas plus nombreux que les démons ({$players} contre {$demons}), donc aucun ravitaillement n’en sort.
apocalyte-portal-closed = {$name} ferme le portail sur {$place} et dépense ses {$supplies} ravitaillements.
apocalyte-portals-beyond-reach = Il ne reste que {$supplies ->
    [one] {$supplies} ravitaillement
   *[other] {$supplies} ravitaillements
  } sur le plateau, trop peu pour fermer {$portals ->
    [one] {$portals} portail ouvert
   *[other] {$portals} portails ouverts
  } : désormais les joueurs gagnent selon la règle générale, quand plus aucun démon n’est sur le plateau.
apocalyte-demons-won = Plus aucun démon sur le plateau : les joueurs gagnent ensemble.
apocalyte-progress-portals = Portails ouverts : {$count} sur {$of}

# Meteor (rules/apocalyte/meteor.py): the log's lines, refusals, the status and the end.
apocalyte-meteor-outbreak = Des émeutes éclatent sur {$places} : un émeutier dans chacun.
apocalyte-meteorite = La météorite {$number} sur {$of} anéantit {$place} : toutes les armées et tous les ravitaillements y disparaissent.
apocalyte-missile = {$supplies} ravitaillements se trouvent sur {$place} sans émeutier à proximité : le missile est tiré et le météore détruit !
apocalyte-riots = Les émeutes s’étendent autour du territoire {$place}, et des cartes tirées pour de nouvelles émeutes amènent un émeutier chacune sur {$places}.
apocalyte-riots-into = Les émeutes s’étendent autour du territoire {$place}, sur {$around}, et des cartes tirées pour de nouvelles émeutes amènent un émeutier chacune sur {$places}.
apocalyte-refusal-rioters = des émeutiers sont sur {$place}, donc aucun ravitaillement n’en sort.
apocalyte-refusal-crater = {$place} est un cratère : rien ne peut y entrer ni le traverser.
apocalyte-meteor-won = Le missile part et le météore est détruit : les joueurs gagnent ensemble.
apocalyte-meteor-strikes = La {$number}{ORDINAL($number) ->
    [one] re
   *[other] e
  } météorite est tombée sans missile : le météore frappe.
apocalyte-meteor-lost-clock = {$rounds} manches sont passées et aucun missile n’est parti : les joueurs perdent.
apocalyte-progress-meteorites = Météorites : {$count} sur {$of}
apocalyte-progress-missile = Missile : {$count} ravitaillements sur {$of}

# The Apocalytes' turn (rules/apocalyte/apocalytes.py): the log's lines.
apocalyte-round = Manche {$round} : tour {$whose}.
apocalyte-round-of = Manche {$round} sur {$of} : tour {$whose}.
apocalyte-no-movers = Aucun territoire ne permet aux {$noun} de se déplacer pendant ce tour.
apocalyte-movers = Cartes tirées pour le mouvement {$whose}, dans l’ordre : {$places} (parmi {$pool ->
    [one] {$pool} territoire
   *[other] {$pool} territoires
  } pouvant bouger).
apocalyte-cannot-move = Les {$noun} sur {$place} ne peuvent plus se déplacer.
apocalyte-destination = Les {$noun} sur {$place} se dirigent vers {$to}, tiré parmi {$among}.

# Setting up (rules/apocalyte/setup.py): the log's lines and the draft's refusal.
apocalyte-drafted = Les territoires sont choisis : chacun à son tour en prend un jusqu’à ce que les {$count} soient pris.
apocalyte-dealt = Les cartes de territoire sont distribuées : {$counts} territoires, une armée sur chacun.
apocalyte-placement = Chacun place maintenant {$count} armées supplémentaires en même temps, 5 de plus au maximum sur un territoire. Le scénario est révélé une fois toutes les armées placées.
apocalyte-supplies-drawn = Pions de ravitaillement tirés : {$drawn}.
apocalyte-supplies-of = {$name} : {$places}
apocalyte-refusal-taken = {$place} est déjà pris.
apocalyte-picks = {$name} choisit {$place}.
apocalyte-scenario-rolled = Le dé de scénario montre {$die} : {$scenario} !
apocalyte-scenario-revealed = Le scénario est révélé : {$scenario} !
apocalyte-clock = Les joueurs ont {$rounds} manches pour gagner ({$source}) : si la manche {$rounds} finit sans leur victoire, ils perdent.
apocalyte-clock-option = l’option `rounds` de la table
apocalyte-clock-level = l’horloge de la difficulté `{$level}` pour {$scenario} à {$players} joueurs

# Placing armies (rules/apocalyte/placement.py): the log's lines (two in a row of one player read as one
# in a post) and the refusals.
apocalyte-places = {$name} place {$placed} (encore {$left} à placer).
apocalyte-places-new = {$name} place ses nouvelles armées : {$placed}.
apocalyte-placed-on = {$place} +{$count}
apocalyte-refusal-not-yours = {$place} n’est pas à toi : place tes armées supplémentaires sur tes propres territoires.
apocalyte-refusal-left-to-place = Il te reste {$armies} à placer.
apocalyte-refusal-room = {$place} peut encore recevoir {$armies} : {$most} supplémentaires au plus sur un territoire.
apocalyte-refusal-barred = Les nouvelles armées ne peuvent pas aller sur {$place} : les Apocalytes y sont. Elles vont sur tes territoires sans Apocalytes.
apocalyte-refusal-barred-not-held = Les nouvelles armées ne peuvent pas aller sur {$place} : tu n’y as pas d’armées. Elles vont sur tes territoires sans Apocalytes.

# Leaving the game and the game's end (rules/apocalyte/engine.py, flow.py).
apocalyte-refusal-seat-not-in-game = Cette place n’est pas dans la partie.
apocalyte-resigns = {$name} quitte la partie ; ses armées quittent le plateau, ses ravitaillements restent.
apocalyte-everyone-left = Tout le monde a quitté la partie.
apocalyte-out = {$name} n’a plus d’armées et est éliminé ; les autres continuent pour l’équipe.
apocalyte-overrun = Toutes les armées des joueurs ont disparu : les {$noun} ont submergé le monde.

# A quarantine declined, and the refusals of an answer to another decision than the one asked
# (rules/apocalyte/stages.py): what the verb typed does, and when.
apocalyte-no-quarantine = {$name} les laisse entrer : pas de quarantaine sur {$place}.
apocalyte-refusal-not-asked = `{$verb}` {$when} : ce n’est pas ce qu’on te demande maintenant, réponds donc avec {$answers}. {$asked}
apocalyte-refusal-not-possible = `{$verb}` {$when} : pas possible maintenant. Permis maintenant : {$allowed}.
apocalyte-when = {$verb ->
    [pick] choisit un territoire à la mise en place, dans une partie où les territoires sont choisis
    [place] place tes armées supplémentaires à la mise en place, ou tes nouvelles armées au début de ton tour
    [move] déplace des armées, pendant la phase de mouvement de ton tour
    [carry] dit combien de ravitaillements un mouvement emporte, une fois son chemin et ses armées choisis
    [back] sort du mouvement que tu es en train de choisir
    [attack] combat les Apocalytes sur un territoire, pendant la phase de combat de ton tour
    [destroy] attaque le vaisseau mère (scénario Aliens) à la fin de ton tour, quand tes armées partagent son territoire et qu’aucun alien ne le garde
    [close] ferme un portail (scénario Démons) à la fin de ton tour, là où tu as des armées et où le portail tient quatre ravitaillements ou plus
    [allow] répond à un joueur qui te demande la permission pour un mouvement
    [refuse] répond à un joueur qui te demande la permission pour un mouvement
    [quarantine] répond aux Apocalytes qui entrent sur un de tes territoires
   *[done] termine tes mouvements, ton combat ou ton tour
  }

# Reading typed notation (rules/apocalyte/notation.py, territories.py): the refusals, naming what was
# wrong and what is allowed. A number's kind is the key `armies`, `rounds` or `supplies`.
apocalyte-refusal-too-long = `{$typed}` est trop long pour un coup.
apocalyte-refusal-no-move = Tape un coup, par exemple `move 3 alaska kamchatka`, `attack ukraine` ou `done`.
apocalyte-refusal-not-a-move = `{$typed}` n’est pas un coup. Coups : {$moves}.
apocalyte-refusal-extra = `{$verb}` ne prend rien après lui ; `{$typed}` est en trop.
apocalyte-refusal-quarantine-answer = Réponds `quarantine yes` (lancer les dés pour les repousser) ou `quarantine no`.
apocalyte-refusal-not-number = `{$typed}` n’est pas un {$what ->
    [rounds] nombre de manches
    [supplies] nombre de ravitaillements
   *[armies] nombre d’armées
  } : utilise un nombre entier entre {$low} et {$high}.
apocalyte-refusal-out-of-range = {$typed} est hors limites pour un {$what ->
    [rounds] nombre de manches
    [supplies] nombre de ravitaillements
   *[armies] nombre d’armées
  } : utilise un nombre entier entre {$low} et {$high}.
apocalyte-refusal-pick-what = Nomme le territoire choisi, par exemple `pick ural`, ou `pick auto`.
apocalyte-refusal-place-where = Indique où vont les armées, par exemple `place 3 ural`, ou `place auto`.
apocalyte-refusal-move-where = Indique aussi où vont les armées, par exemple `move 3 alaska kamchatka carry 1`.
apocalyte-refusal-carry-how-many = Dis combien de ravitaillements emporter : `carry 0`, `carry 1` ou `carry 2`.
apocalyte-refusal-rounds-most = Au plus {$rounds} manches par territoire et par tour.
apocalyte-refusal-attack-where = Nomme le territoire où combattre, par exemple `attack 2 ukraine`.
apocalyte-refusal-close-where = Nomme le portail à fermer, par exemple `close ukraine`.
apocalyte-refusal-territory-too-long = `{$typed}` n’est pas un territoire : les noms sont plus courts.
apocalyte-refusal-not-a-territory = `{$typed}` n’est pas un territoire. Utilise un nom, français ou anglais (`Kamtchatka`, `Kamchatka`), une forme courte (`kamt`, `europe du s`) ou un code de trois lettres (`kam`).
apocalyte-territory-coded = {$place} (`{$code}`)
apocalyte-refusal-territory-ambiguous = `{$typed}` pourrait être {$territories} : tape un peu plus.
apocalyte-refusal-name-territories = Nomme les territoires, par exemple `alaska kamchatka`.
apocalyte-refusal-unreadable-territories = Impossible de lire `{$typed}` comme des territoires : sépare-les clairement, par exemple avec les codes (`ala kam`).
apocalyte-refusal-territories-ambiguous = `{$typed}` se lit de plusieurs façons : utilise les codes, par exemple `ala kam`.

# The status and the board's panel (rules/apocalyte/status.py).
apocalyte-one = {$scenario ->
    [zombies] zombie
    [infection] infecté
    [mutants] mutant
    [aliens] alien
    [demons] démon
    [meteor] émeutier
   *[other] Apocalyte
  }
apocalyte-phase-draft = Mise en place : choix des territoires (le scénario est révélé après le placement).
apocalyte-phase-place = Mise en place : placement des armées supplémentaires (le scénario est révélé une fois toutes les armées placées).
apocalyte-phase-over = {$scenario}, partie finie après la manche {$round}.
apocalyte-phase-round = {$scenario}, manche {$round}
apocalyte-phase-round-of = {$scenario}, manche {$round} sur {$of}
apocalyte-phase-apocalytes = {$now} : tour {$whose}.
apocalyte-phase-turn = {$now} : à {$name} de jouer ({$stage ->
    [reinforce] nouvelles armées
    [move] mouvement
    [combat] combat
   *[end] fin du tour
  }).
apocalyte-status-apocalytes = {$scenario} : {$counted} sur {$territories}.
apocalyte-status-left = {$name} ({$colour}) : a quitté la partie.
apocalyte-status-out = {$name} ({$colour}) : plus d’armées, éliminé.
apocalyte-status-player = {$name} ({$colour}) : {$armies} sur {$territories}, {$supplies} (sur {$stocked} d’entre eux).
apocalyte-status-over = Partie finie. {$summary}
