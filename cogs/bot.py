"""The Discord client: opens the store, loads the cogs, registers the dynamic buttons,
syncs commands where asked, and answers button presses and command errors."""

from __future__ import annotations

import functools
import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs import channels, membership, watch
from cogs.callers import caller_of
from cogs.components import TableButton, TableSelect
from cogs.direct import send_directly
from cogs.failures import SEND_FAILURES
from cogs.permissions import missing_to_post
from cogs.respond import respond, send
from cogs.translator import CatalogueTranslator
from games import manifests
from messages import say
from ops.health import HealthServer
from ops.readiness import GatewayWatch
from table import custom_ids
from table.replies import Posting, Reply, refusal
from table.running.shards import ALL_SHARDS, Shards, shard_of
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import Clock
from table.timekeeping.scheduler import Scheduler
from workers import pool as render_pool

log = logging.getLogger(__name__)

TABLE_EXTENSIONS = ("cogs.mygames", "cogs.game")


def extensions() -> tuple[str, ...]:
    """Every cog the bot loads: the table's own, then each hosted game's (its manifest names it)."""
    return (*TABLE_EXTENSIONS, *(game.cog for game in manifests() if game.cog is not None))


class EvolutionBot(commands.AutoShardedBot):
    """The bot, over one or more gateway shards: `shards` says which (None: as many as Discord
    recommends, all run here); the table's clock runs only the deadlines of guilds they hold. Given
    `health_addr` (host, port), it serves /healthz, /readyz and /metrics there (ops/health.py)."""

    def __init__(self, database: str, dev_guild: int | None = None, sync_global: bool = False,
                 clock: Clock | None = None, shards: Shards | None = None,
                 render_workers: int | None = None, health_addr: tuple[str, int] | None = None) -> None:
        # The bot plays no audio: discord.py's two warnings that its voice libraries (PyNaCl, davey)
        # are missing would open every start for nothing. Its own flags silence exactly those two.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        if shards is None:
            super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                             help_command=None)
        else:
            super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                             help_command=None, shard_count=shards.count, shard_ids=list(shards.ids))
        self.shards_served = ALL_SHARDS if shards is None or len(shards.ids) == shards.count else shards
        self.render_workers = render_workers  # None: one per core
        self.database = database  # a SQLite file's path or a postgresql:// URL
        self.dev_guild = dev_guild
        self.sync_global = sync_global
        self.clock = clock  # None: the system's; tests pass a fake one they move by hand
        self.store: Store | None = None
        self.table: Table | None = None
        self.scheduler: Scheduler | None = None
        self.gateway_watch = GatewayWatch()
        self.health = None if health_addr is None else HealthServer(
            *health_addr, readiness=lambda: watch.readiness(self), refresh=lambda: watch.refresh(self))
        self.tree.error(self.on_command_error_reply)

    async def setup_hook(self) -> None:
        if self.health is not None:  # first: a supervisor sees the process alive (and not ready) at once
            await self.health.start()
        await self.tree.set_translator(CatalogueTranslator())
        self.store = await Store.open(self.database)
        await render_pool.start(self.render_workers)
        self.table = Table(self.store, clock=self.clock, shards=self.shards_served)
        self.table.left_server = functools.partial(membership.left_server, self)
        self.scheduler = Scheduler(self.table, self.deliver)
        self.scheduler.start()
        self.add_dynamic_items(TableButton, TableSelect)
        for extension in extensions():
            await self.load_extension(extension)
        if self.dev_guild is not None:
            guild = discord.Object(id=self.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development server %s", len(synced), self.dev_guild)
        if self.sync_global:
            synced = await self.tree.sync()
            log.info("synced %d commands globally (Discord may take up to an hour to show them)", len(synced))

    def commands_loaded(self) -> bool:
        """Whether the table is open and every command group loaded (setup_hook finished them)."""
        return self.table is not None and all(extension in self.extensions for extension in extensions())

    async def close(self) -> None:
        if self.health is not None:
            await self.health.stop()
        if self.scheduler is not None:
            await self.scheduler.stop()
            self.scheduler = None
        await super().close()
        await render_pool.shutdown()
        if self.store is not None:
            await self.store.close()
            self.store = None

    async def deliver(self, posting: Posting) -> None:
        """A post the table makes on its own (a reminder, a timeout's board, a board whose answer was
        lost) in its channel. It raises only if the channel message was not posted (the outbox then
        tries again later, with the same nonce): once it is, the post counts as delivered, and a direct
        message that fails after it is only logged, so that a retry never posts twice."""
        message = await channels.post(self, posting)
        try:
            await send_directly(self, posting.reply, posting.guild_id, posting.channel_id, message.id)
        except Exception:
            log.exception("the direct messages of the post %s in channel %s failed", message.id, posting.channel_id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        if self.table is None:
            return
        await self.table.channel_deleted(channel.guild.id, channel.id)
        if isinstance(channel, discord.TextChannel | discord.ForumChannel):  # the channels that have threads
            await self._end_games_gone_unseen(channel.guild, await self.table.live_channels(channel.guild.id))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed from the server (or the server deleted): its games there wait for it, for a while."""
        if self.table is not None:
            await self.table.bot_removed(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self._guild_given(guild)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        await self._guild_given(guild)

    async def _guild_given(self, guild: discord.Guild) -> None:
        """The server as Discord gives it: once the bot is connected afresh (started, or its session lost), back
        from an outage, or added to it (again). Of what changed while the bot was out, nothing is told: a channel
        deleted is simply missing (its game ends), and whether the bot may post in each game's channel is as the
        server now says (a game held while the bot was out runs again where it may; one it may not post in waits)."""
        if self.table is None:
            return
        await self.table.bot_back(guild.id)
        live = await self.table.live_channels(guild.id)
        await self._end_games_gone_unseen(guild, live)
        me = guild.me
        for channel_id in live:
            channel = guild.get_channel_or_thread(channel_id)  # None for one just ended: it is not held here
            if channel is not None and me is not None:
                missing = missing_to_post(channel.permissions_for(me), channel.type)
                await self.table.may_post(guild.id, channel_id, missing)

    async def _end_games_gone_unseen(self, guild: discord.Guild, live: list[int]) -> None:
        """Ends each game of `live` (the channels of `guild`'s live games) whose channel discord.py does not hold
        and Discord says is gone."""
        if self.table is None:
            return
        for channel_id in await channels.gone_unseen(self, guild, live):
            await self.table.channel_deleted(guild.id, channel_id)

    async def on_guild_role_delete(self, role: discord.Role) -> None:
        if self.table is not None:
            await self.table.role_deleted(role.guild.id, role.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        if self.table is not None:
            await self.table.channel_deleted(payload.guild_id, payload.thread_id)

    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        """Permissions may have come back: a channel whose posts wait is tried again at once."""
        if self.table is not None:
            await self.table.retry_held(after.id)

    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        if self.table is not None and not after.archived:
            await self.table.retry_held(after.id)

    async def on_shard_ready(self, shard_id: int) -> None:
        self.gateway_watch.became_ready(shard_id)
        await self._find_removals_unheard(shard_id)

    async def _find_removals_unheard(self, shard_id: int) -> None:
        """A shard given its servers afresh (started, or its session lost): a server of its live games that removed
        the bot while it was away is missing from them, and nothing tells of it (discord.py even keeps the server
        it knew). So the bot asks Discord which servers it is in, and holds the games of those it is not, as it
        does for a removal it hears of. If Discord cannot say now, the games' next posts will find out."""
        if self.table is None:
            return
        count = self.shard_count or 1
        live = [guild_id for guild_id in await self.table.live_guilds() if shard_of(guild_id, count) == shard_id]
        if not live:
            return
        try:
            member_of = {guild.id async for guild in self.fetch_guilds(limit=None, with_counts=False)}
        except SEND_FAILURES:
            log.warning("shard %s: the servers the bot is in could not be read", shard_id, exc_info=True)
            return
        for guild_id in live:
            if guild_id not in member_of:
                log.info("guild %s: the bot is no longer in it; its games there wait for it", guild_id)
                await self.table.bot_removed(guild_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self.gateway_watch.became_ready(shard_id)

    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.gateway_watch.disconnected(shard_id)

    async def on_ready(self) -> None:
        log.info("ready as %s in %d servers", self.user, len(self.guilds))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A component whose id is none of ours gets an answer too: discord.py drops it unanswered,
        and the user would see "This interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
        if not custom_ids.is_ours(custom_id):
            await send(interaction, refusal(say("unknown-button")), deferred=False)

    async def press(self, interaction: discord.Interaction, custom_id: str, selected: str | None) -> None:
        """A button or select of ours was pressed (see cogs/components.py)."""
        assert self.table is not None
        await respond(interaction, self.table.press(caller_of(interaction), custom_id, selected), f"press {custom_id}",
                      in_panel=custom_ids.is_in_panel(custom_id))

    async def on_command_error_reply(self, interaction: discord.Interaction,
                                     error: app_commands.AppCommandError) -> None:
        """Errors before our code ran (an option Discord could not convert, a DM) or after
        it failed: logged, and answered so the user never sees "This interaction failed"."""
        if isinstance(error, app_commands.NoPrivateMessage):
            text = say("bot-not-in-direct-messages")
        elif isinstance(error, app_commands.TransformerError):
            text = say("bot-option-unreadable", value=repr(error.value), reason=str(error))
        else:
            log.error("command failed in channel %s", interaction.channel_id, exc_info=error)
            text = say("failure")
        reply = Reply(text=text, ephemeral=True)
        if not interaction.response.is_done():
            await send(interaction, reply, deferred=False)
        elif interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
            await send(interaction, reply, deferred=True)
        else:  # the answer was already posted: a private follow-up is a message of its own
            await interaction.followup.send(text, ephemeral=True)
