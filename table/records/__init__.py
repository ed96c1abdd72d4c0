"""What a game leaves: history, looking at a game, replays, statistics, results, ratings, kept states, rules text."""
