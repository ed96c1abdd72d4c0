"""The bot's health over HTTP, served by aiohttp on the bot's own event loop when HEALTH_ADDR is set:

  GET /healthz   200 while the event loop answers (nothing else is asked: a stuck loop cannot answer)
  GET /readyz    200 once ready to serve, else 503 with one line saying why (ops/readiness.py)
  GET /metrics   the bot's figures in Prometheus' text format (ops/metrics.py)

Every check is a coroutine on the loop, given PROBE_TIMEOUT at most: a store that hangs makes the
bot not ready, never the server stuck."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from ops import metrics

log = logging.getLogger(__name__)

PROBE_TIMEOUT = 2.0  # seconds a readiness check or a refresh of the figures may take

Readiness = Callable[[], Awaitable[str | None]]  # why the bot is not ready, or None
Refresh = Callable[[], Awaitable[None]]  # read the gauges that are states (live games, posts waiting)


class HealthUnavailable(Exception):
    """HEALTH_ADDR cannot be listened on; the message names it and why."""


def read_address(text: str) -> tuple[str, int]:
    """HEALTH_ADDR's host and port ("127.0.0.1:8080", "[::1]:8080"); ValueError says what is allowed."""
    host, colon, port = text.strip().rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not colon or not host or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"HEALTH_ADDR must be host:port, e.g. 127.0.0.1:8080 (a port from 1 to 65535); got {text!r}")
    return host, int(port)


class HealthServer:
    def __init__(self, host: str, port: int, readiness: Readiness, refresh: Refresh) -> None:
        self.host, self.port = host, port
        self._readiness = readiness
        self._refresh = refresh
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen on the address given, and only there; HealthUnavailable if it cannot be."""
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
        app.router.add_get("/metrics", self._metrics)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as error:
            await runner.cleanup()
            raise HealthUnavailable(
                f"cannot serve health and metrics at HEALTH_ADDR={self.host}:{self.port}: {error.strerror or error}."
                " Choose a free port, or leave HEALTH_ADDR empty") from None
        self._runner = runner
        log.info("health and metrics at http://%s:%d/ (healthz, readyz, metrics)", self.host, self.bound_port)

    @property
    def bound_port(self) -> int:
        """The port listened on (the one asked for, or the one the system chose for port 0)."""
        assert self._runner is not None, "the health server is not started"
        return int(self._runner.addresses[0][1])

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _healthz(self, request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def _readyz(self, request: web.Request) -> web.Response:
        try:
            reason = await asyncio.wait_for(self._readiness(), PROBE_TIMEOUT)
        except TimeoutError:
            reason = f"the readiness checks took over {PROBE_TIMEOUT:g} s (store not answering)"
        if reason:
            return web.Response(status=503, text=f"not ready: {reason}\n")
        return web.Response(text="ready\n")

    async def _metrics(self, request: web.Request) -> web.Response:
        try:
            await asyncio.wait_for(self._refresh(), PROBE_TIMEOUT)
        except Exception:  # the figures counted in the process are still worth showing
            log.warning("the metrics' gauges could not be read from the store", exc_info=True)
        return web.Response(body=metrics.exposition(), headers={"Content-Type": CONTENT_TYPE_LATEST})
