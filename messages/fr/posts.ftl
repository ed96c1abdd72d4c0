# The lobby's post: the seats and how to join, under the news of what just happened.
posts-seats-heading = **Places** ({$seated} sur {$least}–{$most}) :
posts-options = Options : {$options}
posts-hints-on = 💡 Les conseils sont activés : tout joueur assis peut demander `{COMMAND("game hint")}`. Cette partie n’est pas classée.
posts-time-per-decision = Temps par décision : {$duration}
posts-no-deadline = Temps par décision : pas d’échéance (la partie attend aussi longtemps qu’il faut)
posts-how-to-join = Rejoins avec le bouton ou `{COMMAND("game join")}` ; l’hôte lance la partie avec `{COMMAND("game start")}`.
posts-lobby-title = {$game} : la table nº {$id} est ouverte
# The lobby's buttons.
posts-join = Rejoindre
posts-add-bot = Ajouter un bot
posts-start = Lancer
