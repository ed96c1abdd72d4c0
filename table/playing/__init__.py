"""Play: moves, hints, take-backs, the line of play, and the board post with its alt text and wording."""
