# `/game rules`: the game's summary and interpretations (from docs/rules/<game>.md), then the clock.
rulesdoc-title = {$game}: how to play
rulesdoc-no-summary = No summary written yet.
rulesdoc-no-interpretations = None.
rulesdoc-text =
    {$summary}

    {"*"}*Our interpretations of the rulebook's gaps**
    {$interpretations}

    {"*"}*The clock**
    {$clock}
# How deadlines work, by what the game does when one passes (its `on_timeout`).
rulesdoc-clock-skip = Each table has a time per decision (`{COMMAND("game new")} {OPTION("deadline")}:`, default the server's, see `{COMMAND("admin defaults")}`). Whoever owes a decision is reminded at half time and an hour before; when the time is up, the decision is passed with its most passive answer, as an admin's `{COMMAND("admin skip")}` would. Missing several deadlines in a row leaves the game. `{COMMAND("game away")}` pauses your deadlines or lets the bot play for you; `{COMMAND("game notify")}` chooses channel pings, direct messages or neither; `{COMMAND("game mine")}` lists your games.
rulesdoc-clock-bot = Each table has a time per decision (`{COMMAND("game new")} {OPTION("deadline")}:`, default the server's, see `{COMMAND("admin defaults")}`). Whoever owes a decision is reminded at half time and an hour before; when the time is up, the bot makes that one decision for the player, and the log says so. Missing several deadlines in a row leaves the game. `{COMMAND("game away")}` pauses your deadlines or lets the bot play for you; `{COMMAND("game notify")}` chooses channel pings, direct messages or neither; `{COMMAND("game mine")}` lists your games.
rulesdoc-clock-wait = Each table has a time per decision (`{COMMAND("game new")} {OPTION("deadline")}:`, default the server's, see `{COMMAND("admin defaults")}`). Whoever owes a decision is reminded at half time and an hour before; when the time is up, the game only reminds and waits; an admin can `{COMMAND("admin skip")}` or `{COMMAND("admin kick")}`. Missing several deadlines in a row leaves the game. `{COMMAND("game away")}` pauses your deadlines or lets the bot play for you; `{COMMAND("game notify")}` chooses channel pings, direct messages or neither; `{COMMAND("game mine")}` lists your games.
# Above the rules post in a language other than English: the rules pages (docs/rules/) are written in English.
rulesdoc-english-only = *The summary and the interpretations below are written in English only.*
# The end of a section cut short in the rules post.
rulesdoc-cut = … (the full list is in the attached file)
