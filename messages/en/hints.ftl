# `/game hint`, privately.
hints-off = Hints are off at this table, so its result counts for ratings. A table opened with `{COMMAND("game new")} {OPTION("options")}:hints=on` offers `{COMMAND("game hint")}` to everyone seated, and is unrated.
# The moves of one decision of several steps, in order: "`a`, then `b`".
hints-then = {$first}, then {$next}
hints-only-move = It is the only move you have.
hints-why = Why: in {$iterations} imagined continuations it rated your chances best after this move: about {$percent}%.
hints-advice = 💡 The strong bot would play {$move}.
    {$why}
