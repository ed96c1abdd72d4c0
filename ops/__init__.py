"""Running the bot for a community: its health and readiness over HTTP, and its figures for Prometheus."""
