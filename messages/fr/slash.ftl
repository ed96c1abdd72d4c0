# The slash commands' names in French (see en/slash.ftl for the rules a name follows). Where an option's
# description names the English value a member types in the console (easy, pause, continue, yes…), its
# choice shows that value in brackets beside the French word, so the two read as one. Primordial Soup keeps
# its English name (see admin.ftl), so its group stays /soup.

slash-group = { $group ->
    [game] partie
    [admin] admin
    [animacule] animacule
    [soup] soup
    [apocalyte] apocalyte
    [extinction] extinction
    [micro] micro
   *[other] {$group}
}
slash-command = { $command ->
    [mygames] mes-parties
    [game-new] nouvelle
    [game-join] rejoindre
    [game-start] lancer
    [game-addbot] ajouter-bot
    [game-hint] conseil
    [game-resign] abandonner
    [game-board] plateau
    [game-status] état
    [game-log] journal
    [game-rules] règles
    [game-export] exporter
    [game-undo] annuler
    [game-replay] revoir
    [game-history] historique
    [game-stats] statistiques
    [game-top] classement
    [game-mine] les-miennes
    [game-away] absent
    [game-hours] horaires
    [game-back] retour
    [game-notify] notification
    [game-follow] suivre
    [game-unfollow] ne-plus-suivre
    [game-my-data] mes-données
    [game-forget-me] oublie-moi
    [admin-reset] réinitialiser
    [admin-kick] exclure
    [admin-skip] passer
    [admin-rollback] revenir
    [admin-role] rôle
    [admin-defaults] réglages
    [admin-language] langue
    [admin-forget] oublier
    [animacule-play] jouer
    [animacule-move] déplacer
    [animacule-attack] attaquer
    [animacule-split] diviser
    [animacule-mate] accoupler
    [animacule-fight] combat
    [animacule-mating] accouplement
    [soup-play] jouer
    [soup-drift] dériver
    [soup-move] déplacer
    [soup-stay] rester
    [soup-eat] manger
    [soup-buy] acheter
    [soup-divide] diviser
    [soup-place] placer
    [soup-defend] défendre
    [soup-escape] fuir
    [soup-decline] renoncer
    [soup-done] terminé
    [apocalyte-play] jouer
    [apocalyte-place] placer
    [apocalyte-move] déplacer
    [apocalyte-carry] transporter
    [apocalyte-attack] attaquer
    [apocalyte-allow] autoriser
    [apocalyte-refuse] refuser
    [apocalyte-quarantine] quarantaine
    [apocalyte-done] terminé
    [apocalyte-back] retour
    [apocalyte-pick] choisir
    [apocalyte-close] fermer
    [apocalyte-destroy] détruire
    [extinction-play] jouer
    [extinction-genes] gènes
    [extinction-place] coloniser
    [extinction-move] migrer
    [extinction-add] reproduire
    [extinction-remove] retirer
    [extinction-barrier] barrière
    [extinction-compete] concurrencer
    [extinction-prey] prédation
    [extinction-change] changer-gènes
    [extinction-take] actions
    [extinction-auto] auto
    [extinction-done] terminé
    [micro-play] jouer
    [micro-arrange] disposer
    [micro-place] placer
    [micro-grow] croître
    [micro-double] doubler
    [micro-spore] spore
    [micro-move] déplacer
    [micro-evolve] évoluer
    [micro-exchange] échanger
    [micro-attack] attaquer
    [micro-metabolism] métabolisme
    [micro-uptake] absorption
    [micro-pass] passer
    [micro-done] terminé
   *[other] {$name}
}
slash-option = { $option ->
    [game] jeu
    [options] options
    [deadline] délai
    [level] niveau
    [count] nombre
    [speed] vitesse
    [member] membre
    [days] jours
    [mode] mode
    [start] début
    [end] fin
    [timezone] fuseau
    [player] joueur
    [version] version
    [role] rôle
    [reminders] rappels
    [timeouts] dépassements
    [language] langue
    [member_id] id-membre
    [move] coup
    [animacule] animacule
    [direction] direction
    [choice] choix
    [answer] réponse
    [cubes] cubes
    [gene] gène
    [space] case
    [armies] armées
    [supplies] ravitaillement
    [fight] combat
    [territory] territoire
    [portal] portail
    [hex] hexagone
    [source] depuis
    [target] vers
    [kind] type
    [deck] pioche
    [first] première
    [second] seconde
    [habitats] habitats
    [colony] colonie
    [to] vers
    [colonies] colonies
    [setting] réglage
   *[other] {$option}
}
slash-choice = { $choice ->
    [animacule] Animacule Apocalypse
    [soup] Primordial Soup
    [apocalyte] Apocalyte
    [extinction] Extinction
    [micro] µ (Micro)
    [easy] facile (easy)
    [normal] normal
    [strong] fort (strong)
    [slow] lent
    [fast] rapide
    [pause] échéances en pause (pause)
    [bot] le bot joue pour moi (bot)
    [channel] mention dans le salon (channel)
    [dm] message privé (dm)
    [off] aucune (off)
    [de] Deutsch
    [en] English
    [fr] Français
    [north] nord
    [east] est
    [south] sud
    [west] ouest
    [continue] continuer (continue)
    [retreat] battre en retraite (retreat)
    [accept] accepter (accept)
    [decline] refuser (decline)
    [yes] oui (yes)
    [no] non (no)
    [city] ville
    [jetport] aéroport
    [mountain] montagne
    [river] rivière
    [desert] désert
    [habitat] habitat
    [reproduction] reproduction
    [tolerance] tolérance
    [defense] défense
    [predator] prédateur
    [crossing] croisement
    [reproduce] reproduire
    [environment] environnement
    [barrier] barrière
    [migrate] migrer
    [compete] concurrencer
    [genes] gènes
   *[other] {$choice}
}
