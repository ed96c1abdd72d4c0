# A new table's options refused (`/game new options:`).
options-not-name-value = Écris les options sous la forme nom=valeur, séparées par des virgules ou des espaces (p. ex. {$example}) ; `{$word}` n’a pas de `=`.
options-not-name-value-no-options = Écris les options sous la forme nom=valeur, séparées par des virgules ou des espaces (p. ex. : ce jeu n’a pas d’options) ; `{$word}` n’a pas de `=`.
options-given-twice = L’option `{$name}` est donnée deux fois ({$name}={$first}, {$second}) : donne chaque option une seule fois.
options-hints = L’option `hints` prend on ou off ; `{$value}` n’en fait pas partie.
options-think = L’option `think` prend le temps de réflexion du bot fort par décision, en millisecondes, de {$least} à {$most} (p. ex. `think=500`) ; `{$value}` n’en fait pas partie.
