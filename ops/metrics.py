"""The bot's figures, in Prometheus' text format at `/metrics` (ops/health.py): each one is listed,
with what to alert on, in docs/operations.md.

Counters and histograms are counted where the work happens (the table, the cogs); gauges that are
states (live games, posts waiting, gateway latency) are read when Prometheus asks, by
`Gauges.refresh`. One registry of the bot's own, so nothing else in the process (nor a second bot in
the same test process) mixes its figures in.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

REGISTRY = CollectorRegistry(auto_describe=True)

# Seconds: a move is answered in a few tens of milliseconds; Discord's limit to answer is 3 s.
MOVE_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0)
RENDER_BUCKETS = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0)

MOVES = Counter("evolution_moves_applied", "Moves saved, by game (members', bot seats' and stand-ins')",
                ["game"], registry=REGISTRY)
MOVE_SECONDS = Histogram("evolution_move_seconds", "From a typed or pressed move to the table's answer, by game",
                         ["game"], buckets=MOVE_BUCKETS, registry=REGISTRY)
BOARDS = Counter("evolution_boards_rendered", "Board images drawn, by game", ["game"], registry=REGISTRY)
RENDER_SECONDS = Histogram("evolution_render_seconds", "Time to draw one board image, by game", ["game"],
                           buckets=RENDER_BUCKETS, registry=REGISTRY)
RENDER_FAILURES = Counter("evolution_render_failures", "Boards that could not be drawn, by game", ["game"],
                          registry=REGISTRY)
ANSWERS_MISSED = Counter("evolution_interaction_answers",
                         "Interactions not answered as planned: late (deferred: the work passed the thinking "
                         "delay) or failed (Discord did not take the answer)", ["outcome"], registry=REGISTRY)
DELIVERY_FAILURES = Counter("evolution_outbox_delivery_failures",
                            "Outbox posts not delivered, by reason: held (the channel refuses the bot), gone (the "
                            "channel was deleted), error (retried), given_up (dropped after its last try)",
                            ["reason"], registry=REGISTRY)
CLOCK_POSTS = Counter("evolution_clock_posts", "Posts the clock made on its own, by kind (reminder, timeout, "
                      "stand_in)", ["kind"], registry=REGISTRY)
OUTBOX_PENDING = Gauge("evolution_outbox_pending", "Outbox posts waiting to be delivered, in this process's shards",
                       registry=REGISTRY)
LIVE_GAMES = Gauge("evolution_live_games", "Games in their lobby or in play, by game", ["game", "status"],
                   registry=REGISTRY)
GATEWAY_LATENCY = Gauge("evolution_gateway_latency_seconds", "The gateway's heartbeat latency, by shard",
                        ["shard"], registry=REGISTRY)
SHARD_CONNECTED = Gauge("evolution_shard_connected", "1 while the shard's gateway connection is up and ready, "
                        "else 0, by shard", ["shard"], registry=REGISTRY)


def exposition() -> bytes:
    """Every figure, in Prometheus' text format."""
    return generate_latest(REGISTRY)


@contextmanager
def drawing(game: str) -> Iterator[None]:
    """Count the board drawn inside the block, and its time; or its failure, which goes on up."""
    started = time.perf_counter()
    try:
        yield
    except Exception:
        RENDER_FAILURES.labels(game).inc()
        raise
    BOARDS.labels(game).inc()
    RENDER_SECONDS.labels(game).observe(time.perf_counter() - started)
