"""What the health server (ops/health.py) asks of the running bot: is it ready, and the figures that
are states (live games, posts waiting, gateway latency), read when Prometheus asks for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from messages import say
from ops import metrics

if TYPE_CHECKING:
    from cogs.bot import EvolutionBot


async def readiness(bot: EvolutionBot) -> str | None:
    """Why the bot cannot serve now, in one line, or None: its commands loaded, every shard it runs
    connected and ready, its store taking writes."""
    if bot.store is None or not bot.commands_loaded():
        return say("watch-commands-not-loaded")
    if reason := bot.gateway_watch.reason(bot.shards):
        return reason
    if reason := await bot.store.writable():
        return say("watch-store-down", reason=reason)
    return None


async def refresh(bot: EvolutionBot) -> None:
    for shard, latency in bot.latencies:
        metrics.GATEWAY_LATENCY.labels(str(shard)).set(latency)
        metrics.SHARD_CONNECTED.labels(str(shard)).set(0 if bot.gateway_watch.reason([shard]) else 1)
    store = bot.store
    if store is None:
        return
    live = await store.live_games_by_kind(bot.shards_served)
    pending = await store.pending_post_count(bot.shards_served)
    metrics.LIVE_GAMES.clear()  # a game none of whose tables is live any more reads 0, not its last count
    for (kind, status), count in live.items():
        metrics.LIVE_GAMES.labels(kind, status).set(count)
    metrics.OUTBOX_PENDING.set(pending)
