# Under a move's board posted again because Discord lost the answer that carried it.
delivery-lost-answer = *Discord a perdu la réponse au coup joué par {$mover} : le coup a été enregistré, et voici son plateau.*
# To a member acting in a channel the bot cannot post to, privately (and in `/game status`).
delivery-unreachable-missing = ⚠️ Je ne peux pas publier seul dans ce salon ({$reason}), donc ses rappels et ses délais dépassés attendent et les échéances y sont en pause depuis {$since}. Les coups et les boutons fonctionnent toujours. Un admin du serveur (Gérer les rôles) peut l’accorder : paramètres du salon → Permissions → ce bot ou son rôle.
delivery-unreachable-thread = ⚠️ Je ne peux pas publier seul dans ce salon ({$reason}), donc ses rappels et ses délais dépassés attendent et les échéances y sont en pause depuis {$since}. Les coups et les boutons fonctionnent toujours. Un modérateur avec Gérer les fils peut rouvrir le fil, ou accorder au bot Gérer les fils pour qu’il le rouvre.
# The last event of a game whose channel was deleted.
delivery-channel-deleted = Le salon de la partie a été supprimé : la partie se termine, abandonnée.
# How a game ended whose server removed the bot (or was deleted), and the last event of its log.
delivery-removed-ended = le bot a été retiré du serveur et n’y a pas été rajouté dans {$days ->
    [one] le jour
   *[other] les {$days} jours
} qui ont suivi
delivery-removed-ended-event = Le bot a été retiré du serveur et n’y a pas été rajouté dans {$days ->
    [one] le jour
   *[other] les {$days} jours
} qui ont suivi : la partie se termine, abandonnée.
