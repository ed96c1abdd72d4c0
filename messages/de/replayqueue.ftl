# A replay asked for while the queue is full ($place: 0 while it is drawn, else its number in the queue).
replayqueue-yours = Deine Wiederholung von Spiel #{$id} {$place ->
    [0] wird gerade gezeichnet
   *[other] ist Nummer {$place} in der Warteschlange
  }: jedes Mitglied hat eine Wiederholung zur Zeit, frag also nach einer weiteren, wenn sie gepostet ist.
replayqueue-server-full = Dieser Server hat schon {$count} Wiederholungen in Arbeit oder in der Warteschlange, so viele wie gleichzeitig erlaubt ({$standing}): frag noch einmal, wenn eine davon gepostet ist.
# One of the server's replays, listed in the refusal above.
replayqueue-standing = Spiel #{$id} {$place ->
    [0] wird gerade gezeichnet
   *[other] ist Nummer {$place} in der Warteschlange
  }
replayqueue-bot-full = Der Bot hat schon {$count} Wiederholungen in Arbeit oder in der Warteschlange ({$waiting} warten), so viele, wie er gleichzeitig annimmt: frag in ein paar Minuten noch einmal.
