"""The process's workers: the pool of processes that draw boards and replays and run the strong bot's
search off the event loop (`pool`). `rendering/` only draws; what runs the drawing is here."""
