# A new table's options refused (`/game new options:`).
options-not-name-value = Schreib Optionen als name=wert, mehrere durch Kommas oder Leerzeichen getrennt (z. B. {$example}); `{$word}` hat kein `=`.
options-not-name-value-no-options = Schreib Optionen als name=wert, mehrere durch Kommas oder Leerzeichen getrennt (dieses Spiel hat allerdings keine Optionen); `{$word}` hat kein `=`.
options-given-twice = Option `{$name}` ist zweimal angegeben ({$name}={$first}, {$second}): gib jede Option nur einmal an.
options-hints = Option `hints` nimmt on oder off; `{$value}` gehört nicht dazu.
options-think = Option `think` nimmt die Bedenkzeit des starken Bots pro Entscheidung in Millisekunden, von {$least} bis {$most} (z. B. `think=500`); `{$value}` gehört nicht dazu.
