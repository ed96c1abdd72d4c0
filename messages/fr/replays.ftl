# /game replay: refusals ($speeds: the speeds it takes; $speed: what was given).
replays-unknown-speed = {OPTION("speed")} est l’une de {$speeds} (normal si omis) ; `{$speed}` n’en fait pas partie.
replays-empty-speed = {OPTION("speed")} est l’une de {$speeds} (normal si omis) ; une vitesse vide n’en fait pas partie.
replays-not-started = La partie nº {$id} n’a pas encore commencé : il n’y a rien à rejouer.
replays-secret-until-over = {$title} garde des cartes cachées jusqu’à la fin : la partie nº {$id} pourra être rejouée une fois terminée.
replays-unkept = La partie nº {$id} a été jouée avant que ce bot conserve chaque plateau, elle n’a donc pas de replay.
replays-too-large = La partie nº {$id} est trop longue pour tenir un replay dans la limite d’envoi de Discord, même à demi-taille en sautant des images.

# The notes that tell the member how their replay is getting on ($step: drawing or encoding).
replays-waiting = Ton replay de la partie nº {$id} attend son tour : nº {$place} dans la file.
replays-drawing-now = Ton replay de la partie nº {$id} est en cours de dessin.
replays-progress = {$step ->
    [drawing] Dessin des plateaux : {$done} sur {$total}…
   *[encoding] Montage de l’animation : image {$done} sur {$total}…
  }
replays-drawn = Le replay de la partie nº {$id} est dessiné : il suit.

# A replay that cannot be drawn: a kept state is damaged ($board: which board; $reason: what is wrong with it).
replays-damaged-title = La partie nº {$id} ne peut pas être rejouée
replays-damaged = ⚠️ Dans la partie nº {$id}, {$board} est endommagé ({$reason}), donc aucun replay de la partie ne peut être dessiné ; la partie elle-même n’est pas touchée. {$admins} : `{COMMAND("game export")} {OPTION("game")}:{$id}` sauvegarde son enregistrement et son journal ; le replay revient une fois l’état conservé de cette entrée (partie {$id}, entrée {$entry} de la table `moves`) restauré depuis une sauvegarde.
replays-undecompressed = il ne se décompresse pas : {$error}

# Each frame's caption ($who: who moved, or the table below; $events: what happened).
replays-caption = {$n} sur {$total} · {$who} : {$action}
    {$events}
replays-alt = Replay animé de la partie nº {$id} ({$title}) depuis son début, {$boards ->
    [one] {$boards} plateau
   *[other] {$boards} plateaux
  }, un par coup. Son dernier plateau :
# The post with the replay ($speed: slow, normal or fast; $format: GIF or WEBP; $size: its file size).
replays-title = Replay de la partie nº {$id}
replays-posted = La partie nº {$id} ({$title}) depuis son début, coup par coup : {$boards ->
    [one] {$boards} plateau
   *[other] {$boards} plateaux
  }, vitesse {$speed}, dernier plateau maintenu ; {$format}, {$size}.
replays-fitted = Pour tenir dans la limite d’envoi de Discord : {$notes}.
