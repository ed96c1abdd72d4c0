# What the table answers whatever the game: failures, refusals of malformed requests.

failure = Bei uns ist etwas schiefgegangen, und es wurde protokolliert; nichts wurde geändert. `{COMMAND("game board")}` zeigt, wo das Spiel steht.
failure-after-save = Bei uns ist etwas schiefgegangen, nachdem deine Anfrage gespeichert war, und es wurde protokolliert: was du getan hast, gilt. `{COMMAND("game board")}` zeigt, wo das Spiel steht.
unknown-button = Diesen Knopf versteht dieser Bot nicht: er bewirkt nichts.
store-busy = Der Spielspeicher ist gerade beschäftigt, daher ist nichts passiert: versuch es gleich noch einmal.
missing-permissions = es fehlt: {$permissions}
not-a-member-id = Das ist keine Discord-Mitglieds-ID: IDs sind ganze Zahlen von 1 bis {$largest}.
not-a-role-id = Das ist keine Discord-Rollen-ID: IDs sind ganze Zahlen von 1 bis {$largest}.
answer-lost-move-kept = Dein Zug ist gespeichert, aber Discord hat die Antwort verloren: sein Brett ist im Kanal gepostet.
