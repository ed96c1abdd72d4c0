"""The lobby: opening a table, seats, options typed at creation, and the lobby's post."""
