"""Members: away, notifications, follows, their own hours, their data on request and forgetting them."""
