# /game undo: a player takes their latest move back ($move, $blocker: notations).
takeback-game-over = La partie nº {$id} est terminée ({$reason}), donc aucun coup ne peut être annulé ; un admin peut la rouvrir à un plateau antérieur avec `{COMMAND("admin rollback")}`.
takeback-watching = Tu regardes cette partie : seuls ses joueurs peuvent annuler un coup.
takeback-no-move = Tu n’as joué dans cette partie aucun coup qui puisse être annulé.
takeback-blocked = Ton coup `{$move}` ne peut pas être annulé : `{$blocker}` est venu après. Un admin peut ramener la partie à un plateau antérieur avec `{COMMAND("admin rollback")}`.
takeback-not-kept = Ton coup `{$move}` ne peut pas être annulé : la partie telle qu’elle était avant n’a pas été conservée (il a été joué avant que ce bot conserve chaque plateau).
takeback-damaged = ⚠️ Ton coup `{$move}` ne peut pas être annulé : dans la partie nº {$id}, {$board}, la partie telle qu’elle était avant ton coup, est endommagé ({$error}). {$admins} : `{COMMAND("admin rollback")}` ramène la partie à un plateau antérieur dont l’enregistrement est intact ; `{COMMAND("game export")}` sauvegarde d’abord l’enregistrement et le journal.
takeback-secret-shown = Ton coup `{$move}` ne peut pas être annulé : depuis, la partie a montré à tous un secret d’un joueur ({$secret}), et aucune annulation ne peut le faire oublier.
takeback-unfair = Ton coup `{$move}` ne peut pas être annulé équitablement : {$why}, et il ne reste aucun autre joueur pour l’accepter.
# A player who moved since, named in a request when their seat is gone.
takeback-someone = quelqu’un
# Why a take-back needs the other players' consent, read after "because" in the request.
takeback-why-moved = {$names} {$count ->
    [one] a joué
   *[other] ont joué
  } depuis
takeback-why-chance = le coup a fait appel au hasard ou révélé quelque chose de nouveau (un dé, un mélange ou une carte)
# Names in a list, and the moves a take-back undoes: "`move 3 n` and Bob's `attack 2` and Carol's reply `skip`".
takeback-and = {$before} et {$after}
takeback-undone-move = `{$action}` joué par {$name}
takeback-undone-reply = la réponse `{$action}` donnée par {$name}
takeback-undone-bot-replies = les {$count} réponses des bots

# A request for the other players' consent, its ping and its buttons.
takeback-already-asked-you = Tu as déjà demandé à annuler un coup ; il reste à répondre : {$waiting}.
takeback-already-asked = {$name} a déjà demandé à annuler un coup ; il reste à répondre : {$waiting}.
takeback-ask-title = Annulation demandée dans la partie nº {$id}
takeback-ask = {$name} demande à annuler {$what}. Il faut l’accord de tous parce que {$why}.
    {$names} : acceptez ou refusez. Tout coup joué avant que tout le monde ait répondu annule la demande.
takeback-ask-ping = {$name} demande à annuler un coup : accepter ou refuser ?
takeback-accept = Accepter
takeback-refuse = Refuser

# The answers to a request.
takeback-request-closed = Cette demande d’annulation n’est plus ouverte : elle a reçu une réponse, ou a été remplacée.
takeback-request-lapsed = La partie a avancé depuis cette demande d’annulation, qui est donc caduque.
takeback-already-answered = Tu as déjà répondu à cette demande, ou ce n’est pas à toi d’y répondre.
takeback-players-only = Seuls les joueurs de cette partie répondent à ses demandes d’annulation.
takeback-refused-ping = ton annulation a été refusée.
takeback-refused = {$name} a refusé : le coup joué par {$asker} est maintenu.
takeback-agreed = {$name} accepte l’annulation demandée par {$asker} ; on attend {$waiting}.
takeback-request-mismatch = Cette demande d’annulation ne correspond plus à la partie, elle est donc caduque.
takeback-answers-crowded = D’autres réponses à cette annulation arrivaient pendant l’enregistrement de la tienne, donc rien n’a été fait : appuie de nouveau.
takeback-request-damaged = ⚠️ La demande d’annulation conservée pour la partie nº {$id} est endommagée ({$damage}), elle ne peut donc pas recevoir de réponse et rien n’a été modifié. {$name} peut la redemander avec `{COMMAND("game undo")}`, qui la remplace. {$admins} : `{COMMAND("admin rollback")}` ramène plutôt la partie au plateau d’avant le coup (le pied de chaque plateau indique sa version).

# The log's entry for a take-back, and the mark on the entries it leaves behind in /game log.
takeback-taken = {$name} a annulé {$what}.
takeback-taken-agreed = {$name} a annulé {$what}, avec l’accord de tous les autres joueurs.
takeback-dice-afresh = Les dés sont tirés à nouveau à partir d’ici.
takeback-mark = annulé par {$name}

# /admin rollback: the private question to the admin ($status: the game's status), its button, and the log's entry.
takeback-rollback-ask = Ramener la partie nº {$id} de la version {$current} à la version {$version} ? Le plateau, les décisions attendues et les dés seront tels qu’ils étaient alors.{$status ->
    [finished] {" "}Cela rouvre la partie terminée.
   *[other] {""}
  } Chaque coup depuis reste dans `{COMMAND("game log")}`, marqué comme annulé.
takeback-rollback-ask-posted = Ramener la partie nº {$id} de la version {$current} à la version {$version} (publiée {$posted}) ? Le plateau, les décisions attendues et les dés seront tels qu’ils étaient alors.{$status ->
    [finished] {" "}Cela rouvre la partie terminée.
   *[other] {""}
  } Chaque coup depuis reste dans `{COMMAND("game log")}`, marqué comme annulé.
takeback-rollback-button = Revenir à la version {$version}
takeback-rollback-changed = La partie a changé depuis ta demande, donc rien n’a été ramené en arrière : redemande avec `{COMMAND("admin rollback")}`.
takeback-rolled-back = {$name} (admin) a ramené la partie à la version {$version}.
takeback-rolled-back-reopening = {$name} (admin) a ramené la partie à la version {$version}, ce qui la rouvre.
takeback-rollback-mark = annulé par un retour en arrière ({$name})

# Why a rollback cannot be done ($secret: the game's name for its secret card).
takeback-rollback-unloadable = L’état conservé pour la version {$version} ne se charge pas ({$error}), donc la partie ne peut pas y revenir.
takeback-rollback-secrets = La partie nº {$id} ne peut pas revenir à la version {$version} : depuis, elle a montré à tous les cartes secrètes des joueurs ({$secret}), et elle continuerait avec des cartes que chaque adversaire a lues. Un admin peut faire `{COMMAND("admin reset")}` sur le salon et lancer une nouvelle partie.
takeback-rollback-secrets-since = La partie nº {$id} ne peut pas revenir à la version {$version} : depuis, elle a montré à tous les cartes secrètes des joueurs ({$secret}), et elle continuerait avec des cartes que chaque adversaire a lues. Un admin peut revenir à la version {$since} ou plus tard, où elles étaient déjà montrées, ou faire `{COMMAND("admin reset")}` sur le salon et lancer une nouvelle partie.
takeback-rollback-no-game = Il n’y a pas de partie à ramener en arrière dans ce salon.
takeback-rollback-lobby = La partie nº {$id} n’a pas encore commencé : il n’y a rien à ramener en arrière.
takeback-rollback-unkept = La partie nº {$id} a été jouée avant que ce bot conserve chaque plateau, elle ne peut donc pas être ramenée en arrière.
takeback-rollback-nothing-earlier = La partie nº {$id} n’a pas encore de plateau antérieur où revenir.
# What can be rolled back, after the two refusals below ($allowed).
takeback-rollback-versions = Les versions {$first} à {$last} peuvent être restaurées ; le pied de chaque plateau indique sa version.
takeback-rollback-one-version = Seule la version {$first} peut être restaurée ; le pied de chaque plateau indique sa version.
takeback-rollback-not-earlier = La partie nº {$id} en est à la version {$current} : reviens à une version antérieure. {$allowed}
takeback-rollback-no-such-version = Aucun plateau de la partie nº {$id} n’a été publié en version {$version}. {$allowed}
