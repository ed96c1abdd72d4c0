# `/game my-data`, privately, with the file.
privacy-my-data = Tout ce que ce bot conserve sur toi dans ce serveur : {$kept}. `{COMMAND("game forget-me")}` l’efface.
privacy-my-data-empty = Ce bot ne conserve rien sur toi dans ce serveur : le fichier est vide.
# What is kept, when nothing is (in the forget question).
privacy-kept-nothing = rien
# Forgetting a member: `/game forget-me` (the member themselves) or `/admin forget` (an admin, for `member`).
privacy-forgotten-already = Il n’y a plus rien à oublier : c’était déjà oublié.
privacy-forgotten-self = C’est fait. Tu es désormais « {$name} » dans toutes les parties conservées sur ce serveur ; réglages, suivis et classements sont effacés, et tes places dans les parties en cours ont été abandonnées.
privacy-forgotten-member = C’est fait. {$member} est désormais « {$name} » dans toutes les parties conservées sur ce serveur ; réglages, suivis et classements sont effacés, et ses places dans les parties en cours ont été abandonnées.
privacy-nothing-to-forget-self = Ce bot ne conserve rien sur toi dans ce serveur : il n’y a rien à oublier.
privacy-nothing-to-forget-member = Ce bot ne conserve rien sur {$member} dans ce serveur : il n’y a rien à oublier.
privacy-ask-self = T’oublier définitivement sur ce serveur ? Tes réglages, suivis et classements sont effacés, tes places dans les parties en cours sont abandonnées, et dans chaque partie conservée ici le nom et l’identifiant deviennent « ancien joueur N ». C’est irréversible. Conservé actuellement : {$kept}.
privacy-ask-member = Oublier définitivement {$member} sur ce serveur ? Ses réglages, suivis et classements sont effacés, ses places dans les parties en cours sont abandonnées, et dans chaque partie conservée ici le nom et l’identifiant deviennent « ancien joueur N ». C’est irréversible. Conservé actuellement : {$kept}.
privacy-forget-button = Oublier
privacy-member-id = {$reason} Donne l’identifiant du membre (mode développeur : clic droit sur lui → Copier l’identifiant) ou sa mention ; reçu {$got}.
