# What the table answers whatever the game: failures, refusals of malformed requests.

failure = Un problème est survenu de notre côté et il a été consigné ; rien n’a été modifié. `{COMMAND("game board")}` montre où en est la partie.
failure-after-save = Un problème est survenu de notre côté après l’enregistrement de ta demande, et il a été consigné : ce que tu as fait reste acquis. `{COMMAND("game board")}` montre où en est la partie.
unknown-button = Ce bouton n’est pas un bouton que ce bot comprend : il ne fait rien.
store-busy = Le stockage des parties est occupé en ce moment, donc rien n’a été fait : réessaie dans un instant.
missing-permissions = il manque {$permissions}
not-a-member-id = Ce n’est pas un identifiant de membre Discord : les identifiants sont des nombres entiers de 1 à {$largest}.
not-a-role-id = Ce n’est pas un identifiant de rôle Discord : les identifiants sont des nombres entiers de 1 à {$largest}.
answer-lost-move-kept = Ton coup a été enregistré, mais Discord a perdu sa réponse : son plateau est publié dans le salon.
