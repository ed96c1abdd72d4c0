# A new table's options refused (`/game new options:`).
options-not-name-value = Write options as name=value, several separated by commas or spaces (e.g. {$example}); `{$word}` has no `=`.
options-not-name-value-no-options = Write options as name=value, several separated by commas or spaces (e.g. this game has no options); `{$word}` has no `=`.
options-given-twice = Option `{$name}` is given twice ({$name}={$first}, {$second}): give each option once.
options-hints = Option `hints` takes on or off; `{$value}` is not one of them.
options-think = Option `think` takes the strong bot's time per decision in milliseconds, from {$least} to {$most} (e.g. `think=500`); `{$value}` is not one of them.
