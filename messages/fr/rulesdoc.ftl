# `/game rules`: the game's summary and interpretations (from docs/rules/<game>.md), then the clock.
rulesdoc-title = {$game} : comment jouer
rulesdoc-no-summary = Pas encore de résumé.
rulesdoc-no-interpretations = Aucune.
rulesdoc-text =
    {$summary}

    {"*"}*Nos interprétations des lacunes du livret de règles**
    {$interpretations}

    {"*"}*L’horloge**
    {$clock}
# How deadlines work, by what the game does when one passes (its `on_timeout`).
rulesdoc-clock-skip = Chaque table a un temps par décision (`{COMMAND("game new")} {OPTION("deadline")}:`, par défaut celui du serveur, voir `{COMMAND("admin defaults")}`). Qui doit une décision reçoit un rappel à mi-temps et une heure avant la fin ; quand le temps est écoulé, la décision est passée avec sa réponse la plus passive, comme le ferait un `{COMMAND("admin skip")}`. Manquer plusieurs échéances d’affilée fait quitter la partie. `{COMMAND("game away")}` met tes échéances en pause ou laisse le bot jouer pour toi ; `{COMMAND("game notify")}` choisit mentions dans le salon, messages privés ou rien ; `{COMMAND("game mine")}` liste tes parties.
rulesdoc-clock-bot = Chaque table a un temps par décision (`{COMMAND("game new")} {OPTION("deadline")}:`, par défaut celui du serveur, voir `{COMMAND("admin defaults")}`). Qui doit une décision reçoit un rappel à mi-temps et une heure avant la fin ; quand le temps est écoulé, le bot prend cette seule décision à la place du joueur, et le journal l’indique. Manquer plusieurs échéances d’affilée fait quitter la partie. `{COMMAND("game away")}` met tes échéances en pause ou laisse le bot jouer pour toi ; `{COMMAND("game notify")}` choisit mentions dans le salon, messages privés ou rien ; `{COMMAND("game mine")}` liste tes parties.
rulesdoc-clock-wait = Chaque table a un temps par décision (`{COMMAND("game new")} {OPTION("deadline")}:`, par défaut celui du serveur, voir `{COMMAND("admin defaults")}`). Qui doit une décision reçoit un rappel à mi-temps et une heure avant la fin ; quand le temps est écoulé, la partie ne fait que rappeler et attendre ; un admin peut faire `{COMMAND("admin skip")}` ou `{COMMAND("admin kick")}`. Manquer plusieurs échéances d’affilée fait quitter la partie. `{COMMAND("game away")}` met tes échéances en pause ou laisse le bot jouer pour toi ; `{COMMAND("game notify")}` choisit mentions dans le salon, messages privés ou rien ; `{COMMAND("game mine")}` liste tes parties.
# Above the rules post in a language other than English: the rules pages (docs/rules/) are written in English.
rulesdoc-english-only = *Le résumé et les interprétations ci-dessous n’existent qu’en anglais.*
# The end of a section cut short in the rules post.
rulesdoc-cut = … (la liste complète est dans le fichier joint)
