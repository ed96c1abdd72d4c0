"""What a request to Discord can fail with, as the bot hears it: Discord's refusal or error (an
`HTTPException`, a 5xx once discord.py stops retrying it), the connection cut on the way (aiohttp's
`ClientError`: discord.py retries only a reset connection), or no answer in time (`OSError` holds
`TimeoutError`)."""

from __future__ import annotations

import aiohttp
import discord

SEND_FAILURES = (discord.HTTPException, aiohttp.ClientError, OSError)
