# `/game hint`, privately.
hints-off = Hinweise sind an diesem Tisch aus, deshalb zählt sein Ergebnis für die Wertung. Ein mit `{COMMAND("game new")} {OPTION("options")}:hints=on` eröffneter Tisch bietet allen Mitspielern `{COMMAND("game hint")}` an und ist ungewertet.
# The moves of one decision of several steps, in order: "`a`, then `b`".
hints-then = {$first}, dann {$next}
hints-only-move = Es ist dein einziger möglicher Zug.
hints-why = Warum: In {$iterations} durchgespielten Fortsetzungen standen deine Chancen nach diesem Zug am besten: etwa {$percent} %.
hints-advice = 💡 Der starke Bot würde {$move} spielen.
    {$why}
