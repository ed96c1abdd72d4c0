"""Posting: the outbox's posts and their delivery, and channels the bot cannot post to."""
