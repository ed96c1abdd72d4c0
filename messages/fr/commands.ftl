# The slash commands' descriptions: the command catalogue's (table/commands.py) and their groups' (cogs/).
# Discord shows each under its group, command or option, 100 characters at most (longer is cut); the
# console shows an option's when a command is typed without it. The option values and notations a description
# names (12h, none, easy, continue, accept, yes, pause, 'move 3 n', c5, …) are what a member types or picks:
# a translation keeps them as they are.

# The command groups, one per cog.
command-group-game = Jouer à des jeux de plateau sur l’évolution dans ce salon
command-group-admin = Administrer la partie de ce salon
command-group-animacule = Tes coups dans Animacule Apocalypse
command-group-soup = Tes coups dans Primordial Soup
command-group-apocalyte = Tes coups dans Apocalyte
command-group-extinction = Tes coups dans Extinction
command-group-micro = Tes coups dans µ (Micro)

# /mygames, asked from anywhere (a direct message with the bot included).
command-mygames = Tes parties sur tous les serveurs de ce bot, celles qui t’attendent d’abord

# /game: the table commands every game shares.
command-game-new = Ouvrir une table pour un jeu dans ce salon
command-option-which-game = Quel jeu
command-game-new-option-options = Options de règles en nom=valeur, séparées par virgules ou espaces ; voir {COMMAND("game rules")}
command-game-new-option-deadline = Temps par décision : 12h, 2d, 1w ou none (par défaut : celui du serveur)
command-game-join = Prendre place à la table ouverte
command-game-start = Lancer la partie (l’hôte ou un admin)
command-game-addbot = Donner une place à un joueur IA (l’hôte ou un admin)
command-game-addbot-option-level = Son niveau de jeu : easy, normal (par défaut) ou strong
command-game-hint = Tables avec hints=on : le coup que le bot fort jouerait pour toi, en privé
command-game-resign = Quitter définitivement la partie
command-game-board = Publier le plateau actuel, ou le plateau final d’une partie passée
command-option-past-game = Le numéro d’une partie dans {COMMAND("game history")} (par défaut : celle de ce salon)
command-game-status = Joueurs, couleurs, pièces et à qui c’est le tour
command-game-log = Les derniers coups et chaque lancer de dé
command-game-log-option-count = Combien d’entrées (10 par défaut)
command-game-rules = Comment jouer, et comment nous lisons les lacunes des règles
command-game-rules-option-game = Quel jeu (par défaut : celui de ce salon)
command-game-export = L’enregistrement de la partie (état et journal) en fichier JSON
command-game-undo = Annuler ton dernier coup (en demandant aux autres joueurs si besoin)
command-game-replay = Une animation de toute une partie, une image par coup
command-game-replay-option-speed = Vitesse de défilement des coups (normal par défaut)
command-game-history = Les parties passées de ce salon, avec leurs numéros
command-game-stats = Parties jouées, gagnées et comment, par jeu, sur ce serveur
command-game-stats-option-member = De qui (par défaut : toi)
command-game-stats-option-game = Seulement ce jeu
command-game-top = Le classement d’un jeu sur ce serveur : cotes et victoires
command-game-mine = Tes parties sur ce serveur, celles qui t’attendent d’abord
command-game-away = Absence : tes échéances en pause, ou le bot joue pour toi, dans toutes les parties ici
command-game-away-option-days = Pour combien de jours (par défaut : jusqu’à {COMMAND("game back")})
command-game-away-option-mode = pause de tes échéances, ou bot qui joue pour toi
command-game-away-option-member = Admins : déclarer un autre membre absent
command-game-hours = Tes horaires, sur tous les serveurs : en dehors, aucune de tes échéances n’expire
command-game-hours-option-start = Début de tes horaires : une heure de la journée, 0-23
command-game-hours-option-end = Fin : 0-23 (après minuit si plus petite que {OPTION("start")})
command-game-hours-option-timezone = Nom IANA de ton fuseau, p. ex. Europe/Paris (tout omettre : les effacer)
command-game-back = Retour d’absence : tes échéances reprennent
command-game-back-option-member = Admins : faire revenir un autre membre
command-game-notify = Comment te prévenir que c’est ton tour
command-game-notify-option-mode = channel (mention), dm (message privé) ou off
command-game-follow = Recevoir un message privé à chaque nouveau plateau de la partie de ce salon
command-game-unfollow = Ne plus suivre la partie de ce salon
command-game-my-data = Tout ce que ce bot conserve sur toi ici, dans un fichier que toi seul vois
command-game-forget-me = Effacer tes données ici ; tes parties passées te gardent en ancien joueur (confirmé)

# /admin: what an admin does to a channel's game.
command-admin-reset = Terminer et archiver la partie de ce salon
command-admin-kick = Retirer un joueur de la partie de ce salon
command-admin-kick-option-player = Le joueur à retirer
command-admin-skip = Passer la décision en attente avec sa réponse la plus passive
command-admin-rollback = Ramener la partie à une version antérieure (chaque plateau indique la sienne)
command-admin-rollback-option-version = La version où revenir
command-admin-role = Définir (ou retirer) le rôle dont les membres administrent les parties ici
command-admin-role-option-role = Le rôle ; omettre pour le retirer
command-admin-defaults = L’horloge du serveur : temps par décision, rappels, délais dépassés
command-admin-defaults-option-deadline = Temps par décision des nouvelles tables : 12h, 2d, 1w ou none
command-admin-defaults-option-reminders = Quand rappeler : 50%,1h (part écoulée, ou temps restant), ou none
command-admin-defaults-option-timeouts = Échéances manquées d’affilée avant qu’un joueur quitte la partie
command-admin-language = La langue des messages publics du serveur : plateaux, rappels, résumés
command-admin-language-option-language = La langue ; omets-la pour voir l’actuelle
command-admin-forget = Oublier un membre (parti, par exemple) comme le fait {COMMAND("game forget-me")} (confirmé)
command-admin-forget-option-member-id = L’identifiant du membre (mode développeur : clic droit → Copier l’identifiant) ou sa mention

# Every game's /<game> play, with its move option; then the moves of Animacule Apocalypse.
command-play = Jouer n’importe quel coup légal, tapé en notation (l’autocomplétion les liste)
command-play-option-move = Le coup, p. ex. 'move 3 n'
command-animacule-move = Déplacer un animacule d’une case (mange la nourriture ; case vide : une calamité)
command-animacule-option-animacule = Le numéro de ton animacule
command-animacule-option-direction = Dans quelle direction
command-animacule-attack = Attaquer l’animacule voisin du tien
command-animacule-split = Parthénogenèse : un animacule plein se divise, l’enfant placé de ce côté
command-animacule-mate = Allogamie avec l’animacule plein de ce côté
command-animacule-fight = Continuer ton combat, ou battre en retraite
command-animacule-fight-option-choice = continue ou retreat
command-animacule-mating = Répondre à une offre d’accouplement
command-animacule-mating-option-answer = accept ou decline

# /soup: moves in Primordial Soup.
command-soup-drift = Laisser l’amibe dériver avec le courant
command-soup-move = Bouger selon le dé boussole pour 1 PB, ou là où un libre choix ou Mouvement II le permet
command-soup-move-option-direction = Mouvement II, ou après un libre choix : la direction
command-soup-stay = Rester sur place : au lieu de dériver (Ancrage), après un libre choix, ou au lieu d’un 2e mouvement
command-soup-eat = Choisir les cubes que ton amibe mange
command-soup-eat-option-cubes = Les couleurs, p. ex. 'red green blue'
command-soup-buy = Acheter une carte Gène
command-soup-buy-option-gene = Le gène
command-soup-divide = Placer une nouvelle amibe pour 6 PB
command-soup-option-space = La case, p. ex. c4
command-soup-place = Placer une amibe à la mise en place
command-soup-defend = Répondre à une attaque par Défense : un combat pour 1 PB
command-soup-escape = Répondre à une attaque par Fuite : s’éloigner pour 1 PB
command-soup-escape-option-direction = Mouvement II : la direction
command-soup-decline = Ne pas réagir à l’attaque
command-soup-done = Finir d’acheter des gènes ou de diviser

# /apocalyte: moves in Apocalyte.
command-apocalyte-place = Placer des armées : en plus à la mise en place, nouvelles à ton tour
command-apocalyte-place-option-armies = Combien et où, p. ex. '3 ural', ou 'auto'
command-apocalyte-move = Déplacer des armées (un territoire pour commencer, ou tout d’un coup : '3 alaska kamchatka')
command-apocalyte-move-option-move = p. ex. '3 alaska kamchatka' ou '2 w eur n afr carry 1'
command-apocalyte-carry = Combien de ravitaillements les armées en mouvement emportent
command-apocalyte-carry-option-supplies = 0, 1 ou 2
command-apocalyte-attack = Combattre les Apocalytes d’un territoire pendant 1 à 3 rounds
command-apocalyte-attack-option-fight = Rounds et territoire, p. ex. '2 ukraine'
command-apocalyte-allow = Autoriser le mouvement qu’un autre joueur te demande
command-apocalyte-refuse = Refuser le mouvement qu’un autre joueur te demande
command-apocalyte-quarantine = Mettre ou non ton territoire en quarantaine contre les Apocalytes qui arrivent
command-apocalyte-quarantine-option-answer = yes lance les dés pour les repousser, no les laisse entrer
command-apocalyte-done = Finir de déplacer, de combattre ou ton tour
command-apocalyte-back = Sortir du mouvement que tu es en train de choisir
command-apocalyte-pick = Choisir un territoire à la mise en place
command-apocalyte-pick-option-territory = Le territoire, ou 'auto'
command-apocalyte-close = Démons : fermer un portail qui contient quatre ravitaillements
command-apocalyte-close-option-portal = Le territoire du portail
command-apocalyte-destroy = Aliens : attaquer le vaisseau mère sans défense

# /extinction: moves in Extinction.
command-extinction-genes = Voir tes propres cartes Gène (toi seul)
command-extinction-place = Colonisation : poser des fondateurs sur un hexagone vide
command-extinction-place-option-count = Combien de fondateurs (1-6)
command-extinction-option-hex = L’hexagone, p. ex. c5
command-extinction-move = Migrer (ou déplacer à la mise en place) des individus d’un hexagone à un autre
command-extinction-move-option-count = Combien d’individus
command-extinction-move-option-source = Depuis l’hexagone, p. ex. c5
command-extinction-move-option-target = Vers l’hexagone, p. ex. d6
command-extinction-add = Reproduction : poser des nouveau-nés sur un hexagone
command-extinction-add-option-count = Combien de nouveau-nés
command-extinction-remove = Choisir lesquels de tes individus meurent
command-extinction-remove-option-count = Combien
command-extinction-barrier = Placer une barrière (un type seul : choisis ensuite son hexagone)
command-extinction-barrier-option-kind = Quelle barrière
command-extinction-barrier-option-hex = L’hexagone, p. ex. c5 (omettre pour le choisir dans le menu du type)
command-extinction-compete = Compétition : prendre un hexagone rival plus faible voisin du tien
command-extinction-option-moving-in = Combien y entrent
command-extinction-option-from-your-hex = Depuis ton hexagone
command-extinction-option-rival-hex = L’hexagone du rival
command-extinction-prey = Prédation : annoncer ton type de prédateur (sans options), ou prendre un hexagone rival
command-extinction-change = Changer de gènes : échanger une carte contre celle du dessus de sa pioche
command-extinction-change-option-deck = Quelle pioche de gènes
command-extinction-take = Saison clémente : choisir une paire d’actions
command-extinction-take-option-first = La première action
command-extinction-take-option-second = La seconde action
command-extinction-auto = Laisser le jeu placer tes fondateurs ou nouveau-nés, ou choisir qui meurt
command-extinction-done = Finir une action facultative (ou un déplacement)

# /micro: moves in µ (Micro).
command-micro-arrange = Mise en place : disposer tes trois habitats sur tes hexagones de départ, dans l’ordre
command-micro-arrange-option-habitats = Les habitats dans l’ordre de tes hexagones de départ, p. ex. 'vent abyss brine'
command-micro-place = Placer ta colonie de départ, ou l’habitat tiré lors d’un échange
command-micro-place-option-hex = L’hexagone, p. ex. d4
command-micro-grow = Faire croître une colonie prête : puis doubler, bouger, évoluer, 1 ressource chacun
command-micro-grow-option-colony = L’hexagone de ta colonie, p. ex. d5 (autocomplétion : colonies prêtes)
command-micro-double = Faire croître une colonie prête en la doublant (+1 génération), ou doubler celle en croissance
command-micro-option-colony-growing = L’hexagone de ta colonie, p. ex. d5 (omettre pendant que cette colonie croît)
command-micro-spore = Faire croître une colonie prête en laissant une spore, ou en laisser une de celle en croissance
command-micro-move = Faire croître une colonie en la déplaçant (moitié, dès la génération 2), ou déplacer celle en cours
command-micro-move-option-colony = L’hexagone de ta colonie, p. ex. d5
command-micro-move-option-to = L’habitat libre où aller, p. ex. e6
command-micro-evolve = Faire croître une colonie en la faisant évoluer (carte d’évolution), ou faire évoluer celle en cours
command-micro-exchange = Tirer un habitat de Gaia et l’échanger contre un des tiens inutilisé
command-micro-attack = Attaquer une colonie rivale proche
command-micro-attack-option-colonies = Ta colonie et celle attaquée, p. ex. 'd5 d6'
command-micro-metabolism = Rendre une carte d’évolution et tirer un nouveau métabolisme
command-micro-metabolism-option-choice = Espèce et carte rendue, p. ex. 'vibrio gliding'
command-micro-uptake = Combien une colonie absorbe à chaque tour (gratuit)
command-micro-uptake-option-setting = Colonie et quantité : safe, min, max ou un nombre, p. ex. 'd5 min'
command-micro-pass = Finir ton tour sans action principale
command-micro-done = Arrêter la croissance de la colonie (c’est ton action principale : le tour se termine)
