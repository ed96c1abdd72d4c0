# A replay asked for while the queue is full ($place: 0 while it is drawn, else its number in the queue).
replayqueue-yours = Ton replay de la partie nº {$id} {$place ->
    [0] est en cours de dessin
   *[other] est nº {$place} dans la file
  } : chaque membre a un replay à la fois, alors demandes-en un autre une fois celui-ci publié.
replayqueue-server-full = Ce serveur a déjà {$count} replays en dessin ou en attente, le maximum autorisé à la fois ({$standing}) : redemande quand l’un d’eux aura été publié.
# One of the server's replays, listed in the refusal above.
replayqueue-standing = partie nº {$id} {$place ->
    [0] en cours de dessin
   *[other] nº {$place} dans la file
  }
replayqueue-bot-full = Le bot a déjà {$count} replays en dessin ou en attente ({$waiting} dans la file), le maximum qu’il accepte à la fois : redemande dans quelques minutes.
