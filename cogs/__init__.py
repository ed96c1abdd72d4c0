"""Discord adapters: slash commands, buttons and autocomplete turned into table calls, and
the table's replies turned into Discord messages. No game logic lives here."""
