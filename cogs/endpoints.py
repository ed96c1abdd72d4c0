"""Where discord.py sends its REST calls and opens its gateway websocket.

This is how REST and gateway proxies are configured in production: bot.py reads the environment
variables ``DISCORD_API_BASE`` (e.g. ``https://proxy.example/api/v10``) and ``DISCORD_GATEWAY_URL``
(e.g. ``wss://gateway-proxy.example/``) and passes them to :func:`point_discord_at` before the bot
logs in. The test suite uses the same switch to aim the unmodified bot at a fake Discord on loopback.

What each setting reaches, as discord.py 2.7 is written:

* ``discord.http.Route.BASE`` is the prefix of every REST route. Interaction callbacks, follow-ups and
  ``@original`` edits (``discord/webhook/async_.py``) build their URLs from the same ``Route``, so one
  setting covers both. (``Webhook.url`` is only a display string and is not used for requests.)
* ``DiscordWebSocket.DEFAULT_GATEWAY`` is where a non-sharded ``Client``/``Bot`` connects, without asking
  the API first. An ``AutoShardedBot`` instead asks ``GET /gateway/bot`` and uses the URL it returns, so
  with a proxy that endpoint must answer with the proxy's gateway URL. After READY, discord.py resumes on
  the ``resume_gateway_url`` that the gateway itself sent.
* CDN URLs (avatars, ``Attachment.url``) are not rewritten: they come inside payloads, and the bot never
  downloads them.
"""

from __future__ import annotations

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route


def point_discord_at(api_base: str | None = None, gateway_url: str | None = None) -> None:
    """Send discord.py's REST calls to ``api_base`` and its gateway connection to ``gateway_url``.

    ``None`` keeps Discord's own endpoint. Call before the bot logs in; it changes class-level settings,
    so it applies to every client in the process.
    """
    if api_base is not None:
        Route.BASE = api_base.rstrip("/")
    if gateway_url is not None:
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
