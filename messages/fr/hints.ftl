# `/game hint`, privately.
hints-off = Les conseils sont désactivés à cette table : son résultat compte pour le classement. Une table ouverte avec `{COMMAND("game new")} {OPTION("options")}:hints=on` propose `{COMMAND("game hint")}` à tous ses joueurs, et n’est pas classée.
# The moves of one decision of several steps, in order: "`a`, then `b`".
hints-then = {$first}, puis {$next}
hints-only-move = C’est le seul coup possible.
hints-why = Pourquoi : sur {$iterations} suites imaginées, c’est après ce coup qu’il estimait tes chances les meilleures : environ {$percent} %.
hints-advice = 💡 Le bot fort jouerait {$move}.
    {$why}
