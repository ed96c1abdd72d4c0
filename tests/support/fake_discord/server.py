"""FakeDiscord: Discord's REST API (v10) and gateway on 127.0.0.1, for driving an unmodified bot.

Point discord.py at it with ``cogs.endpoints.point_discord_at(fake.api_base, fake.gateway_url)`` (or the
env vars from ``fake.bot_env()``), then act as users with ``slash``/``autocomplete``/``click`` and read
what the bot did from the stored messages, the recorded requests and ``violations``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import math
import mimetypes
import re
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from aiohttp import BodyPartReader, web

from .gateway import (
    INTENT_DIRECT_MESSAGES,
    INTENT_GUILD_MEMBERS,
    INTENT_GUILD_MESSAGES,
    INTENT_GUILDS,
    INTENT_MESSAGE_CONTENT,
    Gateway,
    Session,
)
from .interactions import (
    ALLOWED_CALLBACKS,
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Callback,
    OptionError,
    SentInteraction,
    convert_option,
)
from .model import (
    Attachment,
    ChannelType,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Fault,
    Overwrite,
    Part,
    Perm,
    RecordedRequest,
    Snowflakes,
    Violation,
    iso_now,
    walk_components,
)
from .validation import ApiError, check_choices, check_commands, check_message, check_modal, form_error

log = logging.getLogger("fake_discord")
T = TypeVar("T")
Handler = Callable[..., Awaitable[Any]]

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# Message flags a bot may set when creating a message: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, V2.
_SETTABLE_FLAGS = 4 | 64 | 4096 | (1 << 15)


class CommandNotAvailable(LookupError):
    """The Discord client would not offer this command to this user (never synced, or no permission)."""


def _not_found(code: int, what: str) -> ApiError:
    return ApiError(404, code, f"Unknown {what}", kind=None)


class _Response:
    def __init__(self, status: int, body: Any = None) -> None:
        self.status = status
        self.body = body


class FakeDiscord:
    """A fake Discord serving REST under ``/api/v10`` and the gateway at ``/`` on one loopback port."""

    def __init__(
        self,
        *,
        guild_name: str = "Test Guild",
        bot_name: str = "FakeBot",
        bot_permissions: int = Perm.BOT_DEFAULT,
        everyone_permissions: int = Perm.EVERYONE_DEFAULT,
        token: str | None = None,
        interaction_deadline: float = 3.0,
        token_lifetime: float = 15 * 60,
        heartbeat_interval_ms: int = 41250,
        shard_count: int = 1,
        resume_window: float = 0.0,
    ) -> None:
        self.ids = Snowflakes()
        self.token = token
        self.interaction_deadline = interaction_deadline
        self.token_lifetime = token_lifetime
        self.shard_count = shard_count
        self.resume_window = resume_window
        self.bot_user = FakeUser(self.ids.next(), bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.owner = FakeUser(self.ids.next(), "guild-owner")
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.dm_channels: dict[int, FakeChannel] = {}
        self.closed_dms: set[int] = set()  # users whose direct messages are closed to the bot (50007)
        self._messages: dict[int, list[FakeMessage]] = {}
        self.messages_by_id: dict[int, FakeMessage] = {}
        self.deleted_messages: list[FakeMessage] = []
        self.uploads: dict[int, Attachment] = {}
        self.commands: dict[int | None, dict[int, dict[str, Any]]] = {}
        self.command_syncs: list[dict[str, Any]] = []
        self.interactions: dict[int, SentInteraction] = {}
        self._by_token: dict[str, SentInteraction] = {}
        self.requests: list[RecordedRequest] = []
        self.violations: list[Violation] = []
        self.excused: list[Violation] = []  # refusals that follow from injected faults (see ``fail``)
        self.faults: list[Fault] = []
        self.nonce_window = 300.0  # seconds (fake clock) in which a repeated enforced nonce returns the message
        self._nonces: dict[tuple[int, int, str], tuple[FakeMessage, float]] = {}
        self.deleted_channels: dict[int, FakeChannel] = {}
        self._removed_bots: dict[int, FakeMember] = {}  # by guild: the bot's membership while it is removed
        self.gateway = Gateway(self, heartbeat_interval_ms)
        self.liveness_checks: list[Callable[[], str | None]] = []
        self._waiters: list[asyncio.Future[None]] = []
        self._tasks: set[asyncio.Task[Any]] = set()
        self._clock_offset = 0.0
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._install_routes()
        self.guild = self.add_guild(
            guild_name, bot_permissions=bot_permissions, everyone_permissions=everyone_permissions
        )

    # ---- lifecycle ---------------------------------------------------------------------------------
    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        # A request a test left hanging (Discord that never answers) must not hold the teardown for
        # aiohttp's default minute.
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        return self

    async def stop(self) -> None:
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def http_base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What ``DISCORD_API_BASE`` should be: ``http://127.0.0.1:PORT/api/v10``."""
        return f"{self.http_base}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What ``DISCORD_GATEWAY_URL`` should be: ``ws://127.0.0.1:PORT/``."""
        return f"ws://127.0.0.1:{self.port}/"

    def bot_env(self, **extra: str) -> dict[str, str]:
        """The environment a bot process needs to talk to this fake (plus ``extra``)."""
        env = {
            "DISCORD_TOKEN": self.token or "fake-token",
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
            "DISCORD_DEV_GUILD": str(self.guild.id),
        }
        env.update(extra)
        return env

    # ---- time and waiting --------------------------------------------------------------------------
    def now(self) -> float:
        return asyncio.get_running_loop().time() + self._clock_offset

    def advance_time(self, seconds: float) -> None:
        """Pretend ``seconds`` passed, for deadline and token-expiry checks."""
        self._clock_offset += seconds

    def notify(self) -> None:
        waiters, self._waiters = self._waiters, []
        for fut in waiters:
            if not fut.done():
                fut.set_result(None)

    async def wait_for(self, predicate: Callable[[], T | None], *, timeout: float = 5.0, what: str = "it") -> T:
        """Wait until ``predicate()`` is truthy (re-checked after every change the fake sees) and return it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            for check in self.liveness_checks:
                problem = check()
                if problem:
                    raise AssertionError(f"while waiting for {what}: {problem}\n{self.describe()}")
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"timed out after {timeout}s waiting for {what}\n{self.describe()}")
            fut: asyncio.Future[None] = loop.create_future()
            self._waiters.append(fut)
            await asyncio.wait({fut}, timeout=min(remaining, 0.05))  # also polls state the fake does not see

    def describe(self, last: int = 15) -> str:
        lines = ["fake_discord state:"]
        for s in self.gateway.sessions:
            lines.append(
                f"  session {s.session_id[:8]} shard={list(s.shard)} connected={s.connected} "
                f"invalidated={s.invalidated} seq={s.seq} resumes={s.resumes}"
            )
        lines.append(f"  last {min(last, len(self.requests))} of {len(self.requests)} requests:")
        lines.extend(f"    {r}" for r in self.requests[-last:])
        if self.violations:
            lines.append("  violations:")
            lines.extend(f"    {v}" for v in self.violations)
        if self.excused:
            lines.append("  excused (caused by injected faults):")
            lines.extend(f"    {v}" for v in self.excused)
        if self.faults:
            lines.append("  faults:")
            lines.extend(f"    {f} fired={f.fired} left={'all' if f.times is None else f.times}" for f in self.faults)
        return "\n".join(lines)

    async def wait_for_bot(
        self, *, since: float | None = None, timeout: float = 15.0, shard: int | None = None
    ) -> Session:
        """A session that identified (after ``since``; as shard ``shard``, if given) and got its GUILD_CREATEs."""

        def found() -> Session | None:
            return next(
                (
                    s
                    for s in self.gateway.sessions
                    if s.connected
                    and s.guilds_sent
                    and (since is None or s.identified_at >= since)
                    and (shard is None or s.shard[0] == shard)
                ),
                None,
            )

        what = "a bot to identify on the gateway" + ("" if shard is None else f" as shard {shard}")
        return await self.wait_for(found, timeout=timeout, what=what)

    async def wait_for_sync(self, *, since: float | None = None, timeout: float = 15.0) -> dict[str, Any]:
        """The first command sync (bulk PUT) after ``since``."""

        def found() -> dict[str, Any] | None:
            return next((s for s in self.command_syncs if since is None or s["at"] >= since), None)

        return await self.wait_for(found, timeout=timeout, what="a command sync (PUT .../commands)")

    # ---- violations --------------------------------------------------------------------------------
    def take_violations(self, kind: str | None = None) -> list[Violation]:
        """Remove and return the violations (of ``kind``), for tests that provoke them on purpose."""
        taken = [v for v in self.violations if kind is None or v.kind == kind]
        self.violations = [v for v in self.violations if v not in taken]
        return taken

    async def wait_for_violation(self, kind: str, timeout: float = 5.0) -> Violation:
        return await self.wait_for(
            lambda: next((v for v in self.violations if v.kind == kind), None),
            timeout=timeout,
            what=f"a {kind!r} violation",
        )

    def assert_no_violations(self) -> None:
        if self.violations:
            raise AssertionError(
                "the bot did things Discord would refuse:\n" + "\n".join(f"  {v}" for v in self.violations)
            )

    def _violate(self, v: Violation, excuse: str | None = None) -> None:
        if excuse:
            v.excused = excuse
            log.info("fake_discord refusal caused by an injected fault: %s", v)
            self.excused.append(v)
        else:
            log.warning("fake_discord violation: %s", v)
            self.violations.append(v)
        self.notify()

    # ---- scripted faults ---------------------------------------------------------------------------
    def fail(
        self,
        method: str,
        path: str,
        *,
        status: int | None = None,
        code: int = 0,
        message: str | None = None,
        retry_after: float | None = None,
        after: bool = False,
        delay: float = 0.0,
        times: int | None = 1,
        global_: bool = False,
        drop: bool = False,
    ) -> Fault:
        """Answer the next ``times`` REST requests ``method path`` as a misbehaving Discord would.

        ``path`` is a regex searched in the path after ``/api/v10``; ``method`` may be ``"*"``. ``status``
        429 answers Discord's rate-limit body and headers (``retry_after`` seconds, default 0.1; ``global_``);
        other statuses answer ``{"message", "code"}`` without acting on the request, or, with ``after=True``,
        after carrying it out (Discord acted, the bot hears a failure). ``delay`` holds the answer that many
        real seconds; with no ``status`` it only makes a normal answer late (acted on at once).
        ``times=None`` fires on every matching request until ``clear_faults()``. ``drop`` closes the
        connection with no answer at all (a network failure: the bot hears no status), before acting or,
        with ``after=True``, after.
        """
        if drop and status is not None:
            raise ValueError("a dropped connection answers no status")
        if status is None and delay <= 0 and not drop:
            raise ValueError("fail() needs a status, a delay, a drop, or a status and a delay")
        if status is not None and not 400 <= status <= 599:
            raise ValueError(f"status {status} is not an error status")
        if status == 429 and after:
            raise ValueError("Discord does not carry out a request it rate limits: 429 cannot be after=True")
        if global_ and status != 429:
            raise ValueError("global_ is for 429 rate limits")
        if times is not None and times < 1:
            raise ValueError("times must be at least 1 (or None for every matching request)")
        if status == 429 and retry_after is None:
            retry_after = 0.1
        fault = Fault(
            method=method.upper(),
            pattern=re.compile(path),
            status=status,
            code=code,
            message=message,
            retry_after=retry_after,
            after=after,
            delay=delay,
            times=times,
            global_=global_,
            drop=drop,
        )
        self.faults.append(fault)
        return fault

    def clear_faults(self) -> None:
        """Forget every scripted fault (the ``Fault`` objects keep their counts)."""
        self.faults.clear()

    def _take_fault(self, method: str, path: str, record: RecordedRequest) -> Fault | None:
        m = re.fullmatch(r"/api(?:/v\d+)?(/.*)", path)
        if m is None:
            return None
        fault = next((f for f in self.faults if f.matches(method, m.group(1))), None)
        if fault is not None:
            fault.consume(record)
            log.info("fake_discord injects %s into %s %s", fault, method, path)
        return fault

    @staticmethod
    def _rate_limit_headers(fault: Fault, path: str) -> dict[str, str]:
        retry_after = fault.retry_after or 0.0
        headers = {
            "Retry-After": str(math.ceil(retry_after)),
            "Via": "1.1 google",  # discord.py treats a 429 without Via as a Cloudflare ban
            "X-RateLimit-Scope": "global" if fault.global_ else "user",
        }
        if fault.global_:
            headers["X-RateLimit-Global"] = "true"
            return headers
        bucket = hashlib.md5(re.sub(r"\d{6,}", "{id}", path).encode()).hexdigest()[:32]
        headers.update(
            {
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
                "X-RateLimit-Reset-After": f"{retry_after:.3f}",
                "X-RateLimit-Bucket": bucket,
            }
        )
        return headers

    # ---- world building ----------------------------------------------------------------------------
    def add_guild(
        self,
        name: str,
        *,
        bot_permissions: int = Perm.BOT_DEFAULT,
        everyone_permissions: int = Perm.EVERYONE_DEFAULT,
        channels: tuple[str, ...] = ("general",),
        shard: int | None = None,
    ) -> FakeGuild:
        """A guild the bot is in; ``shard`` picks its id so it falls on that shard of ``shard_count``."""
        gid = self.ids.next() if shard is None else self.ids.next_on_shard(shard, self.shard_count)
        guild = FakeGuild(id=gid, name=name, owner_id=self.owner.id)
        guild.roles[gid] = FakeRole(gid, gid, "@everyone", everyone_permissions, position=0)
        bot_role = FakeRole(self.ids.next(), gid, self.bot_user.name, bot_permissions, position=1, managed=True)
        guild.roles[bot_role.id] = bot_role
        guild.members[self.owner.id] = FakeMember(self.owner, gid)
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, gid, roles=[bot_role.id])
        self.guilds[gid] = guild
        for i, ch in enumerate(channels):
            self._add_channel(guild, FakeChannel(self.ids.next(), ch, ChannelType.GUILD_TEXT, gid, position=i))
        return guild

    def _add_channel(self, guild: FakeGuild | None, channel: FakeChannel) -> FakeChannel:
        if guild is not None:
            guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self._messages.setdefault(channel.id, [])
        return channel

    def add_role(self, name: str, permissions: int, *, guild: FakeGuild | None = None) -> FakeRole:
        guild = guild or self.guild
        for role in guild.roles.values():
            if role.name == name:
                return role
        role = FakeRole(self.ids.next(), guild.id, name, permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        self._spawn(self.gateway.broadcast("GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()},
                                           guild_id=guild.id, intent=INTENT_GUILDS))
        return role

    async def delete_role(self, role: FakeRole) -> None:
        """A server admin deletes the role: its members lose it, and Discord tells of it (GUILD_ROLE_DELETE)."""
        guild = self.guilds[role.guild_id]
        del guild.roles[role.id]
        for member in guild.members.values():
            if role.id in member.roles:
                member.roles.remove(role.id)
        await self.gateway.broadcast("GUILD_ROLE_DELETE", {"guild_id": str(guild.id), "role_id": str(role.id)},
                                     guild_id=guild.id, intent=INTENT_GUILDS)

    def user(
        self,
        name: str,
        *,
        guild: FakeGuild | None = None,
        permissions: int = 0,
        roles: tuple[FakeRole, ...] = (),
    ) -> FakeMember:
        """A member of the guild (created on first use) with a snowflake id; ``permissions`` adds a role."""
        guild = guild or self.guild
        existing = next((m for m in guild.members.values() if m.name == name), None)
        if existing is not None:
            return existing
        user = next((u for u in self.users.values() if u.name == name), None) or FakeUser(self.ids.next(), name)
        self.users[user.id] = user
        member = FakeMember(user, guild.id, roles=[r.id for r in roles])
        if permissions:
            member.roles.append(self.add_role(f"perms-{permissions}", permissions, guild=guild).id)
        guild.members[user.id] = member
        self._spawn(
            self.gateway.broadcast(
                "GUILD_MEMBER_ADD",
                {**member.payload(), "guild_id": str(guild.id)},
                guild_id=guild.id,
                intent=INTENT_GUILD_MEMBERS,
            )
        )
        return member

    async def member_leaves(self, member: FakeMember) -> None:
        """The member leaves the server (or is kicked or banned): from then on Discord answers a look at them there
        with 404 10007 Unknown Member, and tells of it (GUILD_MEMBER_REMOVE) only a session with the privileged members
        intent, which the bot does not ask for."""
        guild = self.guilds[member.guild_id]
        del guild.members[member.id]
        await self.gateway.broadcast("GUILD_MEMBER_REMOVE", {"guild_id": str(guild.id), "user": member.user.payload()},
                                     guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)

    def admin(self, name: str, *, guild: FakeGuild | None = None) -> FakeMember:
        """A member whose "Admins" role has Manage Channels."""
        guild = guild or self.guild
        role = self.add_role("Admins", Perm.MANAGE_CHANNELS, guild=guild)
        return self.user(name, guild=guild, roles=(role,))

    def channel(self, ref: FakeChannel | int | str = "general", *, guild: FakeGuild | None = None) -> FakeChannel:
        """A channel by object, id, or name (a text channel of that name is created if missing)."""
        if isinstance(ref, FakeChannel):
            return ref
        if isinstance(ref, int):
            try:
                return self.channels[ref]
            except KeyError:
                raise LookupError(f"no channel {ref}") from None
        guild = guild or self.guild
        found = guild.channel_named(ref)
        if found is not None:
            return found
        channel = FakeChannel(self.ids.next(), ref, ChannelType.GUILD_TEXT, guild.id, position=len(guild.channels))
        self._add_channel(guild, channel)
        self._spawn(
            self.gateway.broadcast("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=INTENT_GUILDS)
        )
        return channel

    async def add_thread(self, name: str, parent: FakeChannel | int | str = "general") -> FakeChannel:
        """A public thread of `parent` created by a member, as Discord announces it (THREAD_CREATE)."""
        channel = self.channel(parent)
        thread = FakeChannel(self.ids.next(), name, ChannelType.PUBLIC_THREAD, channel.guild_id, parent_id=channel.id,
                             owner_id=self.owner.id)
        self._add_channel(self.guilds[channel.guild_id] if channel.guild_id else None, thread)
        await self.gateway.broadcast("THREAD_CREATE", {**thread.payload(), "newly_created": True},
                                     guild_id=channel.guild_id, intent=INTENT_GUILDS)
        return thread

    def dm(self, user: FakeMember | FakeUser) -> FakeChannel:
        """The DM channel between ``user`` and the bot."""
        u = user.user if isinstance(user, FakeMember) else user
        if u.id not in self.dm_channels:
            channel = FakeChannel(self.ids.next(), f"dm-{u.name}", ChannelType.DM, recipients=[u])
            self.dm_channels[u.id] = self._add_channel(None, channel)
        return self.dm_channels[u.id]

    def resolve_user(
        self, ref: FakeMember | FakeUser | int, guild_id: int | None
    ) -> tuple[FakeUser, FakeMember | None]:
        if isinstance(ref, FakeMember):
            return ref.user, ref
        user = ref if isinstance(ref, FakeUser) else self.users.get(ref)
        if user is None:
            raise LookupError(f"no user {ref}")
        member = self.guilds[guild_id].members.get(user.id) if guild_id else None
        return user, member

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # world building before the loop runs: nobody is connected anyway
            coro.close()
            return
        task = loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ---- changing the world while the bot runs (each awaits its gateway dispatch) ----------------
    def _existing_channel(self, ref: FakeChannel | int | str) -> FakeChannel:
        if isinstance(ref, str):
            found = self.guild.channel_named(ref)
            if found is None:
                raise LookupError(f"no channel named {ref!r} in {self.guild.name}")
            return found
        return self.channel(ref)

    def bot_in(self, guild: FakeGuild) -> bool:
        """Whether the bot is a member of `guild` (not removed from it)."""
        return self.bot_user.id in guild.members

    async def remove_bot(self, guild: FakeGuild | None = None) -> None:
        """An admin removes the bot from the server: GUILD_DELETE (no `unavailable`); from then on a request that
        needs the bot's permissions there (a post, an edit, a look at a channel) is 403 50001, and a new session is
        not given the server, until `invite_bot`."""
        guild = guild or self.guild
        removed = guild.members.pop(self.bot_user.id)
        self._removed_bots[guild.id] = removed
        await self.gateway.broadcast("GUILD_DELETE", {"id": str(guild.id)}, guild_id=guild.id)

    async def invite_bot(self, guild: FakeGuild | None = None) -> None:
        """The bot is added to the server again, with the role it had: GUILD_CREATE as Discord sends it on a join,
        without the `unavailable` it carries for a server coming back (discord.py: guild_join, not guild_available)."""
        guild = guild or self.guild
        guild.members[self.bot_user.id] = self._removed_bots.pop(guild.id)
        for session in self.gateway.live_sessions():
            if session.handles_guild(guild.id):
                joined = {key: value for key, value in self.guild_create_payload(guild, session).items()
                          if key != "unavailable"}
                await self.gateway.dispatch_to(session, "GUILD_CREATE", joined)

    async def archive(self, thread: FakeChannel | int | str, *, locked: bool = False) -> FakeChannel:
        """Archive (and with ``locked``, lock) a thread, as Discord's auto-archive or a moderator would."""
        ch = self._existing_channel(thread)
        if not ch.is_thread:
            raise ValueError(f"#{ch.name} is not a thread")
        ch.archived, ch.locked, ch.archive_timestamp = True, locked, iso_now()
        await self.gateway.broadcast("THREAD_UPDATE", ch.payload(), guild_id=ch.guild_id, intent=INTENT_GUILDS)
        return ch

    def _overwrite_target(
        self, channel: FakeChannel, target: FakeMember | FakeUser | FakeRole | int | None
    ) -> tuple[int, int]:
        if target is None:
            return self.bot_user.id, 1
        if isinstance(target, FakeRole):
            return target.id, 0
        if isinstance(target, FakeMember | FakeUser):
            return target.id, 1
        guild = self.guilds[channel.guild_id or 0]
        return target, 0 if target in guild.roles else 1

    async def set_overwrite(
        self,
        channel: FakeChannel | int | str,
        target: FakeMember | FakeUser | FakeRole | int | None = None,
        *,
        allow: int = 0,
        deny: int = 0,
    ) -> Overwrite:
        """Set the channel's permission overwrite for ``target`` (default: the bot's member; a role or its
        id is a role overwrite) to exactly ``allow``/``deny`` (both 0 removes it); broadcasts CHANNEL_UPDATE."""
        ch = self._existing_channel(channel)
        if ch.guild_id is None:
            raise ValueError("DM channels have no permission overwrites")
        if ch.is_thread:
            raise ValueError(f"thread #{ch.name} takes its parent's overwrites: set them on the parent")
        tid, ttype = self._overwrite_target(ch, target)
        overwrite = Overwrite(tid, ttype, allow, deny)
        ch.overwrites = [o for o in ch.overwrites if o.id != tid]
        if allow or deny:
            ch.overwrites.append(overwrite)
        self.notify()
        await self.gateway.broadcast("CHANNEL_UPDATE", ch.payload(), guild_id=ch.guild_id, intent=INTENT_GUILDS)
        return overwrite

    def _current_overwrite(
        self, channel: FakeChannel | int | str, target: FakeMember | FakeUser | FakeRole | int | None
    ) -> Overwrite:
        ch = self._existing_channel(channel)
        tid, ttype = self._overwrite_target(ch, target)
        return next((o for o in ch.overwrites if o.id == tid), Overwrite(tid, ttype))

    async def deny(
        self,
        channel: FakeChannel | int | str,
        perms: int,
        *,
        target: FakeMember | FakeUser | FakeRole | int | None = None,
    ) -> Overwrite:
        """Deny ``perms`` in ``channel`` to ``target`` (default: the bot), keeping its other overwrite bits."""
        return await self._overwrite_bits(channel, target, allowed=0, denied=perms)

    async def allow(
        self,
        channel: FakeChannel | int | str,
        perms: int,
        *,
        target: FakeMember | FakeUser | FakeRole | int | None = None,
    ) -> Overwrite:
        """Allow ``perms`` in ``channel`` to ``target`` (default: the bot), keeping its other overwrite bits."""
        return await self._overwrite_bits(channel, target, allowed=perms, denied=0)

    async def _overwrite_bits(self, channel: FakeChannel | int | str,
                              target: FakeMember | FakeUser | FakeRole | int | None, *, allowed: int,
                              denied: int) -> Overwrite:
        cur = self._current_overwrite(channel, target)
        return await self.set_overwrite(channel, target, allow=(cur.allow | allowed) & ~denied,
                                        deny=(cur.deny | denied) & ~allowed)

    async def delete_channel(self, channel: FakeChannel | int | str) -> FakeChannel:
        """Delete a guild channel or thread as a moderator would (its threads go with it); broadcasts
        CHANNEL_DELETE or THREAD_DELETE. ``messages(channel_object)`` still reads what it held."""
        ch = self._existing_channel(channel)
        if ch.guild_id is None:
            raise ValueError("only guild channels and threads can be deleted")
        self._remove_channel(ch)
        await self._broadcast_channel_delete(ch)
        return ch

    def _remove_channel(self, channel: FakeChannel) -> None:
        doomed = [channel, *(c for c in self.channels.values() if c.is_thread and c.parent_id == channel.id)]
        for ch in doomed:
            self.channels.pop(ch.id, None)
            if ch.guild_id is not None and ch.guild_id in self.guilds:
                self.guilds[ch.guild_id].channels.pop(ch.id, None)
            self.deleted_channels[ch.id] = ch
        self.notify()

    async def _broadcast_channel_delete(self, channel: FakeChannel) -> None:
        if channel.is_thread:
            data: dict[str, Any] = {
                "id": str(channel.id),
                "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id),
                "type": channel.type,
            }
            await self.gateway.broadcast("THREAD_DELETE", data, guild_id=channel.guild_id, intent=INTENT_GUILDS)
        else:
            await self.gateway.broadcast(
                "CHANNEL_DELETE", channel.payload(), guild_id=channel.guild_id, intent=INTENT_GUILDS
            )

    # ---- reading what the bot did ------------------------------------------------------------------
    def messages(self, channel: FakeChannel | int | str = "general") -> list[FakeMessage]:
        """Every stored message of the channel (or deleted channel), oldest first, ephemeral ones included."""
        if isinstance(channel, int) and channel in self.deleted_channels:
            return list(self._messages.get(channel, []))
        return list(self._messages.get(self.channel(channel).id, []))

    def last_message(
        self, channel: FakeChannel | int | str = "general", *, include_ephemeral: bool = False
    ) -> FakeMessage:
        msgs = [m for m in self.messages(channel) if include_ephemeral or not m.ephemeral]
        if not msgs:
            raise AssertionError(f"no messages in channel {channel!r}")
        return msgs[-1]

    def message(self, message_id: int) -> FakeMessage:
        try:
            return self.messages_by_id[message_id]
        except KeyError:
            raise LookupError(f"no message {message_id}") from None

    def synced_commands(self, guild: FakeGuild | int | None = None) -> list[dict[str, Any]]:
        """Commands as last synced: global ones, or ``guild``'s."""
        scope = guild.id if isinstance(guild, FakeGuild) else guild
        return list(self.commands.get(scope, {}).values())

    def requests_to(self, method: str, path_regex: str) -> list[RecordedRequest]:
        return [r for r in self.requests if r.method == method and re.search(path_regex, r.path)]

    # ---- gateway payloads --------------------------------------------------------------------------
    def ready_payload(self, session: Session) -> dict[str, Any]:
        return {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [
                {"id": str(g.id), "unavailable": True}
                for g in self.guilds.values()
                if session.handles_guild(g.id) and self.bot_in(g)
            ],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/resume",
            "shard": list(session.shard),
            "application": {"id": str(self.application_id), "flags": (1 << 15) | (1 << 19) | (1 << 23)},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "_trace": ["fake_discord"],
        }

    def guild_payload(self, guild: FakeGuild) -> dict[str, Any]:
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "owner_id": str(guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [r.payload() for r in guild.roles.values()],
            "description": None,
            "vanity_url_code": None,
            "max_members": 500000,
        }

    def guild_create_payload(self, guild: FakeGuild, session: Session) -> dict[str, Any]:
        with_members = bool(session.intents & INTENT_GUILD_MEMBERS)
        members = [m for m in guild.members.values() if with_members or m.id == self.bot_user.id]
        return {
            **self.guild_payload(guild),
            "joined_at": iso_now(),
            "large": False,
            "unavailable": False,
            "member_count": len(guild.members),
            "members": [m.payload() for m in members],
            "channels": [c.payload() for c in guild.channels.values() if not c.is_thread],
            "threads": [c.payload() for c in guild.channels.values() if c.is_thread and not c.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # ---- acting as users: interactions -------------------------------------------------------------
    def _member_and_perms(
        self, user: FakeMember | FakeUser, channel: FakeChannel
    ) -> tuple[FakeUser, FakeMember | None, int]:
        if channel.guild_id is None:
            u = user.user if isinstance(user, FakeMember) else user
            return u, None, Perm.EVERYONE_DEFAULT
        guild = self.guilds[channel.guild_id]
        u, member = self.resolve_user(user, guild.id)
        if member is None or member.guild_id != guild.id:
            raise LookupError(f"{u.name} is not a member of {guild.name}; create them with fake.user(...)")
        return u, member, guild.permissions_in(member, channel)

    def _interaction_payload(
        self, itype: int, user: FakeMember | FakeUser, channel: FakeChannel
    ) -> tuple[dict[str, Any], FakeUser, FakeMember | None]:
        iid = self.ids.next()
        u, member, perms = self._member_and_perms(user, channel)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": f"fake.{iid}.{secrets.token_urlsafe(24)}",
            "version": 1,
            "locale": u.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel_id": str(channel.id),
            "channel": channel.payload(permissions=perms),
        }
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            assert member is not None
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": "en-US", "features": []},
                guild_locale="en-US",
                member=member.payload(permissions=perms),
                app_permissions=str(guild.permissions_in(guild.members[self.bot_user.id], channel)),
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        else:
            payload.update(
                user=u.payload(),
                app_permissions=str(Perm.EVERYONE_DEFAULT),
                authorizing_integration_owners={"0": "0"},
                context=1,
            )
        payload["channel"].pop("permission_overwrites", None)
        return payload, u, member

    async def _send_interaction(
        self,
        itype: int,
        user: FakeMember | FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        description: str,
        message: FakeMessage | None = None,
    ) -> SentInteraction:
        payload, _u, _member = self._interaction_payload(itype, user, channel)
        payload["data"] = data
        if message is not None:
            payload["message"] = message.payload()
        inter = SentInteraction(
            fake=self,
            id=int(payload["id"]),
            token=payload["token"],
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            created_at=self.now(),
            target_message=message,
            description=description,
        )
        self.interactions[inter.id] = inter
        self._by_token[inter.token] = inter
        inter.sent_at = self.now()
        inter.delivered = await self.gateway.send_interaction(payload, channel.guild_id, self.resume_window)
        inter.delivered_to = len(inter.delivered)
        return inter

    def find_command(
        self, path: str, channel: FakeChannel, *, ctype: int = 1
    ) -> tuple[dict[str, Any], list[dict[str, Any]], list[tuple[str, int]]]:
        """The synced command for ``"game new"``: (command, leaf option definitions, [(sub, type), ...])."""
        parts = path.split()
        scopes: list[int | None] = [channel.guild_id, None] if channel.guild_id else [None]
        cmd = None
        for scope in scopes:
            cmd = next(
                (
                    c
                    for c in self.commands.get(scope, {}).values()
                    if c["name"] == parts[0] and c.get("type", 1) == ctype
                ),
                None,
            )
            if cmd is not None:
                break
        if cmd is None:
            names = {str(scope): [c["name"] for c in cmds.values()] for scope, cmds in self.commands.items()}
            raise CommandNotAvailable(f"/{parts[0]} was never synced to Discord (synced: {names})")
        defs = cmd.get("options") or []
        subpath: list[tuple[str, int]] = []
        for sub in parts[1:]:
            opt = next((o for o in defs if o["name"] == sub and o["type"] in (1, 2)), None)
            if opt is None:
                subs = [o["name"] for o in defs if o["type"] in (1, 2)]
                raise CommandNotAvailable(f"/{path}: no subcommand {sub!r} (there are {subs})")
            subpath.append((sub, opt["type"]))
            defs = opt.get("options") or []
        if any(o["type"] in (1, 2) for o in defs):
            subs = [o["name"] for o in defs if o["type"] in (1, 2)]
            raise CommandNotAvailable(f"/{path} is a group; name a subcommand: {subs}")
        return cmd, defs, subpath

    def _check_command_access(self, cmd: dict[str, Any], channel: FakeChannel, perms: int, who: str) -> None:
        contexts = cmd.get("contexts")
        context = 0 if channel.guild_id else 1
        if context == 1 and contexts is None and cmd.get("dm_permission") is False:
            raise CommandNotAvailable(f"/{cmd['name']} has dm_permission=false")
        if contexts is not None and context not in contexts:
            raise CommandNotAvailable(f"/{cmd['name']} is not available in this context ({context}; allows {contexts})")
        required = cmd.get("default_member_permissions")
        if channel.guild_id and required is not None:
            required = int(required)
            if not perms & Perm.ADMINISTRATOR and (perms & required) != required:
                raise CommandNotAvailable(
                    f"{who} cannot see /{cmd['name']}: default_member_permissions={required}, they have {perms}"
                )

    def _build_options(
        self,
        path: str,
        channel: FakeChannel,
        user: FakeMember | FakeUser,
        options: dict[str, Any],
        focused: str | None,
    ) -> tuple[dict[str, Any], str]:
        cmd, defs, subpath = self.find_command(path, channel)
        u, _member, perms = self._member_and_perms(user, channel)
        self._check_command_access(cmd, channel, perms, u.name)
        by_name = {d["name"]: d for d in defs}
        resolved: dict[str, dict[str, Any]] = {}
        leaf: list[dict[str, Any]] = []
        for name, value in options.items():
            defn = by_name.get(name)
            if defn is None:
                raise OptionError(f"/{path} has no option {name!r} (options: {list(by_name)})")
            where = f"/{path} {name}"
            if name == focused:
                if not defn.get("autocomplete"):
                    raise OptionError(f"{where} has no autocomplete; Discord would not ask the bot")
                leaf.append({"name": name, "type": defn["type"], "value": str(value), "focused": True})
                continue
            v = convert_option(self, defn, value, resolved, channel.guild_id, where, lenient=focused is not None)
            leaf.append({"name": name, "type": defn["type"], "value": v})
        if focused is not None and focused not in options:
            raise OptionError(f"autocomplete: the focused option {focused!r} needs a value (may be '')")
        if focused is None:
            missing = [d["name"] for d in defs if d.get("required") and d["name"] not in options]
            if missing:
                raise OptionError(f"/{path}: required option(s) {missing} missing")
        opts: list[dict[str, Any]] = leaf
        for sub, stype in reversed(subpath):
            opts = [{"name": sub, "type": stype, "options": opts}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1}
        if opts:
            data["options"] = opts
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return data, path

    async def slash(
        self, user: FakeMember | FakeUser, channel: FakeChannel | int | str, command: str, /, **options: Any
    ) -> SentInteraction:
        """``/command sub ...`` typed by ``user`` in ``channel``, as Discord delivers it (type 2)."""
        ch = self.channel(channel)
        data, path = self._build_options(command, ch, user, options, focused=None)
        return await self._send_interaction(APPLICATION_COMMAND, user, ch, data, f"/{path}")

    async def autocomplete(
        self,
        user: FakeMember | FakeUser,
        channel: FakeChannel | int | str,
        command: str,
        /,
        *,
        focused: str,
        **options: Any,
    ) -> SentInteraction:
        """``user`` typing into option ``focused`` of ``/command`` (type 4); answer with ``.response()``."""
        ch = self.channel(channel)
        data, path = self._build_options(command, ch, user, options, focused=focused)
        return await self._send_interaction(AUTOCOMPLETE, user, ch, data, f"autocomplete /{path} {focused}")

    def _component(self, message: FakeMessage, custom_id: str) -> dict[str, Any]:
        comp = next((c for c in walk_components(message.components) if c.get("custom_id") == custom_id), None)
        if comp is None:
            raise LookupError(f"message {message.id} has no component {custom_id!r} (has {message.custom_ids})")
        if comp.get("disabled"):
            raise LookupError(f"component {custom_id!r} of message {message.id} is disabled")
        if message.deleted:
            raise LookupError(f"message {message.id} was deleted")
        return comp

    def _resolve_message(self, message: FakeMessage | int) -> FakeMessage:
        return message if isinstance(message, FakeMessage) else self.message(message)

    async def click(
        self,
        user: FakeMember | FakeUser,
        channel: FakeChannel | int | str | None,
        message: FakeMessage | int,
        custom_id: str,
        /,
    ) -> SentInteraction:
        """``user`` clicks the button ``custom_id`` on a stored message (type 3, with the message)."""
        msg = self._resolve_message(message)
        ch = self.channel(channel) if channel is not None else self.channels[msg.channel_id]
        comp = self._component(msg, custom_id)
        if comp.get("type") != 2 or comp.get("style") == 5:
            raise LookupError(f"component {custom_id!r} is not a clickable button")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if comp.get("id") is not None:
            data["id"] = comp["id"]
        return await self._send_interaction(
            MESSAGE_COMPONENT, user, ch, data, f"click {custom_id!r} on message {msg.id}", message=msg
        )

    async def select(
        self,
        user: FakeMember | FakeUser,
        channel: FakeChannel | int | str | None,
        message: FakeMessage | int,
        custom_id: str,
        values: list[str],
        /,
    ) -> SentInteraction:
        """``user`` picks ``values`` in the string select ``custom_id`` (type 3)."""
        msg = self._resolve_message(message)
        ch = self.channel(channel) if channel is not None else self.channels[msg.channel_id]
        comp = self._component(msg, custom_id)
        if comp.get("type") == 3:
            allowed = [o["value"] for o in comp.get("options", [])]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise OptionError(f"select {custom_id!r}: {bad} not among its options {allowed}")
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise OptionError(f"select {custom_id!r} takes {lo}..{hi} values, got {len(values)}")
        data = {"custom_id": custom_id, "component_type": comp["type"], "values": values}
        return await self._send_interaction(
            MESSAGE_COMPONENT, user, ch, data, f"select {custom_id!r} on message {msg.id}", message=msg
        )

    async def submit_modal(
        self, user: FakeMember | FakeUser, source: SentInteraction, values: dict[str, str], /
    ) -> SentInteraction:
        """``user`` fills and submits the modal the bot answered ``source`` with (type 5)."""
        cb = source.callback
        if cb is None or cb.type != 9:
            raise LookupError(f"{source.description} was not answered with a modal")

        def fill(comp: dict[str, Any]) -> dict[str, Any]:
            if comp.get("type") == 1:
                return {"type": 1, "components": [fill(c) for c in comp.get("components", [])]}
            if comp.get("type") == 18:
                return {"type": 18, "id": comp.get("id"), "component": fill(comp["component"])}
            cid = comp.get("custom_id")
            if comp.get("type") == 4:
                if comp.get("required", True) and not values.get(cid):
                    raise OptionError(f"modal field {cid!r} is required")
                return {"type": 4, "custom_id": cid, "id": comp.get("id"), "value": values.get(cid, "")}
            if comp.get("type") in (3, 5, 6, 7, 8):
                return {"type": comp["type"], "custom_id": cid, "id": comp.get("id"), "values": values.get(cid, [])}
            return {"type": comp.get("type"), "id": comp.get("id")}

        unknown = set(values) - {c.get("custom_id") for c in walk_components(cb.data.get("components", []))}
        if unknown:
            raise OptionError(f"modal {cb.data.get('custom_id')!r} has no fields {sorted(unknown)}")
        data = {"custom_id": cb.data.get("custom_id"), "components": [fill(c) for c in cb.data.get("components", [])]}
        return await self._send_interaction(
            MODAL_SUBMIT, user, source.channel, data, f"modal {data['custom_id']!r}", message=source.target_message
        )

    async def user_message(
        self, user: FakeMember | FakeUser, channel: FakeChannel | int | str, content: str
    ) -> FakeMessage:
        """``user`` posts a plain message (MESSAGE_CREATE), e.g. for prefix commands."""
        ch = self.channel(channel)
        u, member, _ = self._member_and_perms(user, ch)
        msg = self._store_message(FakeMessage(self.ids.next(), ch.id, ch.guild_id, u, content=content))
        data = msg.payload()
        if member is not None:
            data["member"] = member.payload(with_user=False)
        await self._broadcast_message_event("MESSAGE_CREATE", msg, data, user_message=True)
        return msg

    # ---- storage -----------------------------------------------------------------------------------
    def store_upload(self, filename: str, data: bytes, content_type: str | None, channel_id: int) -> Attachment:
        aid = self.ids.next()
        ctype = content_type
        if not ctype or ctype == "application/octet-stream":
            ctype = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        att = Attachment(
            id=aid,
            filename=filename,
            data=data,
            content_type=ctype,
            url=f"{self.http_base}/attachments/{channel_id}/{aid}/{filename}",
        )
        self.uploads[aid] = att
        return att

    def _store_message(self, msg: FakeMessage) -> FakeMessage:
        self._messages.setdefault(msg.channel_id, []).append(msg)
        self.messages_by_id[msg.id] = msg
        channel = self.channels.get(msg.channel_id)
        if channel is not None:
            channel.last_message_id = msg.id
        self.notify()
        return msg

    def _delete_message(self, msg: FakeMessage) -> None:
        msg.deleted = True
        lst = self._messages.get(msg.channel_id, [])
        if msg in lst:
            lst.remove(msg)
        self.deleted_messages.append(msg)
        self.notify()

    def _uploaded_files(self, record: RecordedRequest, payload: dict[str, Any], channel_id: int) -> list[Attachment]:
        meta = {str(a.get("id")): a for a in payload.get("attachments") or []}
        files = []
        for part in record.parts:
            m = re.fullmatch(r"files\[(\d+)\]", part.name)
            if not m:
                continue
            info = meta.get(m.group(1), {})
            name = info.get("filename") or part.filename or f"file{m.group(1)}"
            att = self.store_upload(name, part.data, part.content_type, channel_id)
            att.description = info.get("description")
            files.append(att)
        total = sum(a.size for a in files)
        if total > ATTACHMENT_SIZE_LIMIT:
            raise ApiError(413, 40005, "Request entity too large", kind="too_large")
        return files

    def _new_message(
        self,
        channel: FakeChannel,
        payload: dict[str, Any],
        files: list[Attachment],
        *,
        flags_mask: int = _SETTABLE_FLAGS,
        **extra: Any,
    ) -> FakeMessage:
        flags = int(payload.get("flags") or 0) & flags_mask
        for a in files:
            a.ephemeral = bool(flags & 64)
        msg = FakeMessage(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=self.bot_user,
            content=payload.get("content") or "",
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            attachments=list(files),
            flags=flags,
            **extra,
        )
        if payload.get("message_reference"):
            msg.type = 19
        return self._store_message(msg)

    def _apply_edit(self, msg: FakeMessage, payload: dict[str, Any], files: list[Attachment]) -> None:
        msg.history.append(msg.snapshot())
        if "content" in payload:
            msg.content = payload["content"] or ""
        if "embeds" in payload:
            msg.embeds = list(payload["embeds"] or [])
        if "components" in payload:
            msg.components = list(payload["components"] or [])
        if "attachments" in payload and payload["attachments"] is not None:
            keep = {str(a.get("id")) for a in payload["attachments"]}
            msg.attachments = [a for a in msg.attachments if str(a.id) in keep]
        for a in files:
            a.ephemeral = msg.ephemeral
        msg.attachments.extend(files)
        if "flags" in payload and payload["flags"] is not None:
            keep_flags = msg.flags & 64
            msg.flags = (int(payload["flags"]) & _SETTABLE_FLAGS & ~64) | keep_flags
        msg.flags &= ~128  # any edit ends the "thinking..." state
        msg.edited_timestamp = iso_now()
        msg.version += 1
        self.notify()

    async def _broadcast_message_event(
        self, event: str, msg: FakeMessage, data: dict[str, Any] | None = None, *, user_message: bool = False
    ) -> None:
        if msg.ephemeral:
            return
        channel = self.channels.get(msg.channel_id)
        intent = INTENT_DIRECT_MESSAGES if channel is not None and channel.guild_id is None else INTENT_GUILD_MESSAGES
        data = dict(data or msg.payload())
        if msg.guild_id is not None:
            data["guild_id"] = str(msg.guild_id)
            if "member" not in data and msg.author.id in self.guilds[msg.guild_id].members:
                data["member"] = self.guilds[msg.guild_id].members[msg.author.id].payload(with_user=False)
        for s in list(self.gateway.sessions):
            if s.invalidated or not s.intents & intent or not s.handles_guild(msg.guild_id):
                continue
            if not (s.connected or s.disconnected_at is not None):
                continue
            event_data = data
            mentioned = str(self.bot_user.id) in msg.content
            if user_message and not s.intents & INTENT_MESSAGE_CONTENT and not mentioned and msg.guild_id:
                event_data = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
            await self.gateway.dispatch_to(s, event, event_data)

    # ---- HTTP plumbing -----------------------------------------------------------------------------
    def _install_routes(self) -> None:
        r = self._route
        r("GET", r"/gateway", self._get_gateway)
        r("GET", r"/gateway/bot", self._get_gateway_bot)
        r("GET", r"/users/@me/guilds", self._get_my_guilds)
        r("GET", r"/users/@me", self._get_me)
        r("GET", r"/oauth2/applications/@me", self._get_app)
        r("GET", r"/applications/@me", self._get_app)
        r("GET", r"/users/(?P<user_id>\d+)", self._get_user)
        r("POST", r"/users/@me/channels", self._create_dm)
        for scope in (r"/applications/(?P<app>\d+)", r"/applications/(?P<app>\d+)/guilds/(?P<guild_id>\d+)"):
            r("GET", scope + r"/commands", self._get_commands)
            r("PUT", scope + r"/commands", self._put_commands)
            r("POST", scope + r"/commands", self._post_command)
            r("GET", scope + r"/commands/(?P<cmd_id>\d+)", self._get_command)
            r("PATCH", scope + r"/commands/(?P<cmd_id>\d+)", self._patch_command)
            r("DELETE", scope + r"/commands/(?P<cmd_id>\d+)", self._delete_command)
        r("GET", r"/applications/(?P<app>\d+)/guilds/(?P<guild_id>\d+)/commands/permissions", self._no_permissions)
        r("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._callback)
        wh = r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"
        r("POST", wh, self._post_followup)
        r("GET", wh + r"/messages/(?P<mid>@original|\d+)", self._get_webhook_message)
        r("PATCH", wh + r"/messages/(?P<mid>@original|\d+)", self._patch_webhook_message)
        r("DELETE", wh + r"/messages/(?P<mid>@original|\d+)", self._delete_webhook_message)
        ch = r"/channels/(?P<channel_id>\d+)"
        r("GET", ch, self._get_channel)
        r("PATCH", ch, self._patch_channel)
        r("DELETE", ch, self._delete_channel)
        r("GET", ch + r"/messages", self._get_messages)
        r("POST", ch + r"/messages", self._post_message)
        r("GET", ch + r"/messages/(?P<mid>\d+)", self._get_message)
        r("PATCH", ch + r"/messages/(?P<mid>\d+)", self._patch_message)
        r("DELETE", ch + r"/messages/(?P<mid>\d+)", self._delete_channel_message)
        r("POST", ch + r"/typing", self._no_content)
        r("PUT", ch + r"/messages/(?P<mid>\d+)/reactions/(?P<emoji>[^/]+)/@me", self._add_reaction)
        r("DELETE", ch + r"/messages/(?P<mid>\d+)/reactions/(?P<emoji>[^/]+)/@me", self._remove_reaction)
        for pin in (ch + r"/pins/(?P<mid>\d+)", ch + r"/messages/pins/(?P<mid>\d+)"):
            r("PUT", pin, self._pin)
            r("DELETE", pin, self._unpin)
        r("PUT", ch + r"/permissions/(?P<target>\d+)", self._put_overwrite)
        r("DELETE", ch + r"/permissions/(?P<target>\d+)", self._delete_overwrite)
        r("POST", ch + r"/threads", self._create_thread)
        r("POST", ch + r"/messages/(?P<mid>\d+)/threads", self._create_thread)
        r("PUT", ch + r"/thread-members/(?P<member>@me|\d+)", self._no_content)
        r("DELETE", ch + r"/thread-members/(?P<member>@me|\d+)", self._no_content)
        g = r"/guilds/(?P<guild_id>\d+)"
        r("GET", g, self._get_guild)
        r("GET", g + r"/channels", self._get_guild_channels)
        r("POST", g + r"/channels", self._create_channel)
        r("GET", g + r"/roles", self._get_roles)
        r("GET", g + r"/members", self._get_members)
        r("GET", g + r"/members/(?P<user_id>\d+)", self._get_member)
        r("GET", g + r"/threads/active", self._get_active_threads)

    def _route(self, method: str, pattern: str, handler: Handler) -> None:
        self._routes.append((method, re.compile(pattern + r"/?"), handler))

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        record = RecordedRequest(method=request.method, path=request.path, query=dict(request.query), at=self.now())
        self.requests.append(record)
        if request.path in ("/", "/resume") and request.headers.get("Upgrade", "").lower() == "websocket":
            record.route = "gateway"
            return await self.gateway.handle(request, record)
        if request.method == "GET" and (m := re.fullmatch(r"/attachments/\d+/(\d+)/[^/]+", request.path)):
            att = self.uploads.get(int(m.group(1)))
            record.status = 200 if att else 404
            if att is None:
                return web.Response(status=404, text="no such attachment")
            return web.Response(body=att.data, content_type=att.content_type)
        fault = self._take_fault(request.method, request.path, record)
        if fault is not None and fault.drop:
            return await self._drop(request, record, fault)
        if fault is not None and not fault.acts:
            # Refused before anything happened (429, or a 5xx with after=False): nothing is carried out.
            with contextlib.suppress(Exception):
                await self._read_body(request, record)
            if fault.delay > 0:
                await asyncio.sleep(fault.delay)
            assert fault.status is not None
            return self._answer(record, _Response(fault.status, fault.body()), fault)
        result = await self._rest_result(request, record)
        if fault is not None:  # carried out; now the answer is replaced, held, or both
            if fault.status is not None:
                result = _Response(fault.status, fault.body())
            if fault.delay > 0:
                await asyncio.sleep(fault.delay)
        return self._answer(record, result, fault)

    async def _rest_result(self, request: web.Request, record: RecordedRequest) -> _Response:
        try:
            return await self._dispatch_rest(request, record)
        except ApiError as exc:
            if exc.kind:
                v = Violation(exc.kind, exc.message, exc.code, record, self._interaction_of(record))
                self._violate(v, exc.excuse)
            return _Response(exc.status, exc.body())
        except Exception as exc:  # a bug in the fake: answer 400 (a 500 would make discord.py retry for seconds)
            log.exception("fake_discord failed on %s %s", request.method, request.path)
            message = f"fake_discord internal error on {request.method} {request.path}: {exc!r}"
            self._violate(Violation("fake_internal_error", message, None, record, self._interaction_of(record)))
            return _Response(400, {"message": message, "code": 0})

    async def _drop(self, request: web.Request, record: RecordedRequest, fault: Fault) -> web.Response:
        """Carry the request out or not, then cut the connection: the client hears no answer."""
        if fault.acts:
            await self._rest_result(request, record)
        else:
            with contextlib.suppress(Exception):
                await self._read_body(request, record)
        record.answered_at = self.now()
        self.notify()
        assert request.transport is not None
        request.transport.abort()
        return web.Response(status=500)  # never reaches the client

    def _answer(self, record: RecordedRequest, result: _Response, fault: Fault | None) -> web.Response:
        record.status = result.status
        record.response = result.body
        record.answered_at = self.now()
        self.notify()
        headers: dict[str, str] = {}
        if fault is not None and fault.status == 429:
            headers.update(self._rate_limit_headers(fault, record.path))
        if result.body is None:
            return web.Response(status=result.status, headers=headers)
        # Exactly "application/json" (no charset), as Discord sends it: discord.py's json_or_text compares the
        # header verbatim and would hand the bot a str otherwise.
        headers["Content-Type"] = "application/json"
        return web.Response(body=json.dumps(result.body).encode(), status=result.status, headers=headers)

    def _interaction_of(self, record: RecordedRequest) -> int | None:
        m = re.search(r"/interactions/(\d+)/", record.path)
        if m:
            return int(m.group(1))
        m = re.search(r"/webhooks/\d+/([^/]+)", record.path)
        if m and m.group(1) in self._by_token:
            return self._by_token[m.group(1)].id
        return None

    async def _dispatch_rest(self, request: web.Request, record: RecordedRequest) -> _Response:
        m = re.fullmatch(r"/api(?:/v\d+)?(/.*)", request.path)
        if m is None:
            raise ApiError(
                404, 0, f"fake_discord: {request.method} {request.path} is outside /api/v10", kind="unknown_route"
            )
        path = m.group(1)
        await self._read_body(request, record)
        for method, pattern, handler in self._routes:
            pm = pattern.fullmatch(path)
            if pm and method == request.method:
                record.route = pattern.pattern
                if not (path.startswith(("/interactions/", "/webhooks/"))):
                    self._check_auth(request)
                result = await handler(record, **pm.groupdict())
                if isinstance(result, _Response):
                    return result
                return _Response(200, result)
        raise ApiError(
            404,
            0,
            f"fake_discord has no route for {request.method} {path}: discord.py called an endpoint the fake "
            "does not serve; add it to tests/support/fake_discord/server.py",
            kind="unknown_route",
        )

    def _check_auth(self, request: web.Request) -> None:
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bot ") or (self.token is not None and auth != f"Bot {self.token}"):
            raise ApiError(401, 0, "401: Unauthorized", kind="unauthorized")

    async def _read_body(self, request: web.Request, record: RecordedRequest) -> None:
        if not request.can_read_body:
            return
        ctype = request.content_type
        if ctype == "application/json":
            try:
                record.json = await request.json()
            except ValueError as exc:
                raise ApiError(400, 50109, "The request body contains invalid JSON.") from exc
        elif ctype == "multipart/form-data":
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    raise web.HTTPBadRequest(text="nested multipart bodies are not part of Discord's API")
                data = await part.read()
                p = Part(part.name or "", part.filename, part.headers.get("Content-Type"), bytes(data))
                record.parts.append(p)
                if p.name == "payload_json":
                    record.json = json.loads(p.data)
        else:
            body = await request.read()
            if body:
                record.parts.append(Part("body", None, ctype, body))

    @staticmethod
    def _json(record: RecordedRequest) -> dict[str, Any]:
        if not isinstance(record.json, dict):
            raise form_error("the body must be a JSON object")
        return record.json

    # ---- REST: identity, gateway, application ------------------------------------------------------
    async def _get_gateway(self, record: RecordedRequest) -> Any:
        return {"url": f"ws://127.0.0.1:{self.port}"}

    async def _get_gateway_bot(self, record: RecordedRequest) -> Any:
        return {
            "url": f"ws://127.0.0.1:{self.port}",
            "shards": self.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    async def _get_me(self, record: RecordedRequest) -> Any:
        return {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None, "locale": "en-US"}

    async def _get_my_guilds(self, record: RecordedRequest) -> Any:
        """The servers the bot is in, as partial guilds, in order of id: `limit` (at most 200) after `after`, or the
        last `limit` before `before`."""
        q = record.query
        limit = min(int(q.get("limit", 200)), 200)
        guilds = sorted((g for g in self.guilds.values() if self.bot_in(g)), key=lambda g: g.id)
        if "before" in q:
            return [self._partial_guild(g) for g in guilds if g.id < int(q["before"])][-limit:]
        return [self._partial_guild(g) for g in guilds if g.id > int(q.get("after", 0))][:limit]

    def _partial_guild(self, guild: FakeGuild) -> dict[str, Any]:
        return {"id": str(guild.id), "name": guild.name, "icon": None, "owner": False, "permissions": "0",
                "features": []}

    async def _get_app(self, record: RecordedRequest) -> Any:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "owner": self.owner.payload(),
            "team": None,
            "flags": (1 << 15) | (1 << 19) | (1 << 23),
            "bot": self.bot_user.payload(),
            "summary": "",
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "install_params": {"scopes": ["bot", "applications.commands"], "permissions": "0"},
            "integration_types_config": {"0": {}},
        }

    async def _get_user(self, record: RecordedRequest, user_id: str) -> Any:
        user = self.users.get(int(user_id))
        if user is None:
            raise _not_found(10013, "User")
        return user.payload()

    async def _create_dm(self, record: RecordedRequest) -> Any:
        body = self._json(record)
        user = self.users.get(int(body.get("recipient_id") or 0))
        if user is None:
            raise _not_found(10013, "User")
        return self.dm(user).payload()

    def _scope(self, app: str, guild_id: str | None) -> int | None:
        if int(app) != self.application_id:
            raise ApiError(403, 50001, f"Missing Access: application {app} is not this bot's", kind="wrong_application")
        if guild_id is None:
            return None
        if int(guild_id) not in self.guilds:
            raise ApiError(403, 50001, "Missing Access", kind="unknown_guild")
        return int(guild_id)

    def _stored_command(self, scope: int | None, body: dict[str, Any], cmd_id: int | None = None) -> dict[str, Any]:
        existing = self.commands.setdefault(scope, {})
        if cmd_id is None:
            cmd_id = (
                next(
                    (
                        cid
                        for cid, c in existing.items()
                        if c["name"] == body["name"] and c.get("type", 1) == body.get("type", 1)
                    ),
                    None,
                )
                or self.ids.next()
            )
        cmd = {
            **body,
            "id": str(cmd_id),
            "application_id": str(self.application_id),
            "version": str(self.ids.next()),
            "type": body.get("type", 1),
            "description": body.get("description", ""),
            "options": body.get("options") or [],
            "default_member_permissions": (
                None if body.get("default_member_permissions") is None else str(body["default_member_permissions"])
            ),
            "nsfw": bool(body.get("nsfw", False)),
        }
        if scope is not None:
            cmd["guild_id"] = str(scope)
        return cmd

    async def _get_commands(self, record: RecordedRequest, app: str, guild_id: str | None = None) -> Any:
        return list(self.commands.get(self._scope(app, guild_id), {}).values())

    async def _put_commands(self, record: RecordedRequest, app: str, guild_id: str | None = None) -> Any:
        scope = self._scope(app, guild_id)
        body = record.json
        check_commands(body)
        stored = [self._stored_command(scope, c) for c in body]
        self.commands[scope] = {int(c["id"]): c for c in stored}
        self.command_syncs.append({"scope": scope, "at": self.now(), "names": [c["name"] for c in stored]})
        return stored

    async def _post_command(self, record: RecordedRequest, app: str, guild_id: str | None = None) -> Any:
        scope = self._scope(app, guild_id)
        body = self._json(record)
        check_commands([body])
        cmd = self._stored_command(scope, body)
        self.commands.setdefault(scope, {})[int(cmd["id"])] = cmd
        return cmd

    def _command(self, scope: int | None, cmd_id: str) -> dict[str, Any]:
        cmd = self.commands.get(scope, {}).get(int(cmd_id))
        if cmd is None:
            raise _not_found(10063, "application command")
        return cmd

    async def _get_command(self, record: RecordedRequest, app: str, cmd_id: str, guild_id: str | None = None) -> Any:
        return self._command(self._scope(app, guild_id), cmd_id)

    async def _patch_command(self, record: RecordedRequest, app: str, cmd_id: str, guild_id: str | None = None) -> Any:
        scope = self._scope(app, guild_id)
        merged = {**self._command(scope, cmd_id), **self._json(record)}
        check_commands([merged])
        cmd = self._stored_command(scope, merged, int(cmd_id))
        self.commands[scope][int(cmd_id)] = cmd
        return cmd

    async def _delete_command(self, record: RecordedRequest, app: str, cmd_id: str, guild_id: str | None = None) -> Any:
        scope = self._scope(app, guild_id)
        self._command(scope, cmd_id)
        del self.commands[scope][int(cmd_id)]
        return _Response(204)

    async def _no_permissions(self, record: RecordedRequest, app: str, guild_id: str) -> Any:
        return []

    async def _no_content(self, record: RecordedRequest, **_: str) -> Any:
        return _Response(204)

    # ---- REST: interactions ------------------------------------------------------------------------
    async def _callback(self, record: RecordedRequest, iid: str, token: str) -> Any:
        inter = self.interactions.get(int(iid))
        if inter is None or inter.token != token:
            raise ApiError(404, 10062, "Unknown interaction", kind="unknown_interaction")
        if inter.callback is not None:
            first = inter.callback.request
            excuse = None
            if first is not None and first.fault is not None and first.fault.after and first.fault.status:
                excuse = (
                    f"the callback stored first was answered {first.fault.status} by an injected fault "
                    "(after=True), so a retry cannot know it was accepted"
                )
            raise ApiError(
                400,
                40060,
                f"Interaction has already been acknowledged. ({inter.description} was answered with "
                f"{inter.callback.type_name} already)",
                kind="double_response",
                excuse=excuse,
            )
        # Discord's deadline counts to the request's arrival: a late *answer* to it does not matter.
        elapsed = record.at - inter.sent_at
        if elapsed > self.interaction_deadline:
            inter.dead = True
            inter.dead_excuse = inter.dead_excuse or self._lateness_excuse(inter, record)
            raise ApiError(
                404,
                10062,
                f"Unknown interaction: the callback for {inter.description} came {elapsed:.2f} s after the "
                f"interaction was sent; Discord allows {self.interaction_deadline:g} s",
                kind="deadline",
                excuse=inter.dead_excuse,
            )
        body = self._json(record)
        rtype = body.get("type")
        data = body.get("data") or {}
        if rtype not in ALLOWED_CALLBACKS[inter.type]:
            raise ApiError(
                400,
                50035,
                f"Invalid Form Body: type: callback type {rtype} is not valid for interaction type "
                f"{inter.type} ({inter.description})",
                kind="invalid_response_type",
            )
        files = self._uploaded_files(record, data, inter.channel.id) if rtype in (4, 7) else []
        message: FakeMessage | None = None
        metadata = {
            "id": str(inter.id),
            "type": inter.type,
            "user": (inter.user.user if isinstance(inter.user, FakeMember) else inter.user).payload(),
            "authorizing_integration_owners": inter.payload.get("authorizing_integration_owners", {}),
        }
        if inter.target_message is not None:
            metadata["interacted_message_id"] = str(inter.target_message.id)
        if rtype == 4:
            check_message(data, files=[f.filename for f in files], creating=True)
        elif rtype == 7:
            assert inter.target_message is not None
            check_message(
                data,
                files=[f.filename for f in files],
                existing=[(a.id, a.filename) for a in inter.target_message.attachments],
                creating=False,
            )
        elif rtype == 8:
            check_choices(data)
        elif rtype == 9:
            check_modal(data)
        # Accepted: from here on nothing awaits before the callback is stored, so a concurrent second
        # callback is refused with 40060 exactly as on Discord.
        msg_type = 20 if inter.type == APPLICATION_COMMAND else 0
        if rtype == 4:
            message = self._new_message(
                inter.channel,
                data,
                files,
                type=msg_type,
                webhook_id=self.application_id,
                application_id=self.application_id,
                interaction_id=inter.id,
                interaction_metadata=metadata,
            )
            inter.original_message = message
        elif rtype == 5:
            flags = 128 | (int(data.get("flags") or 0) & 64)
            message = self._new_message(
                inter.channel,
                {"flags": flags},
                [],
                flags_mask=128 | 64,
                type=msg_type,
                webhook_id=self.application_id,
                application_id=self.application_id,
                interaction_id=inter.id,
                interaction_metadata=metadata,
            )
            inter.original_message = message
        elif rtype == 7:
            assert inter.target_message is not None
            message = inter.target_message
            self._apply_edit(message, data, files)
            inter.edit_log.append({"target": "update", **message.snapshot()})
        inter.callback = Callback(type=rtype, data=data, files=files, message=message, at=self.now(), request=record)
        self.notify()
        if message is not None:
            await self._broadcast_message_event("MESSAGE_UPDATE" if rtype == 7 else "MESSAGE_CREATE", message)
        if "with_response" not in record.query:
            return _Response(204)
        result: dict[str, Any] = {
            "interaction": {
                "id": str(inter.id),
                "type": inter.type,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None:
            result["interaction"]["response_message_id"] = str(message.id)
            result["resource"] = {"type": rtype, "message": message.payload()}
        return result

    def _lateness_excuse(self, inter: SentInteraction, record: RecordedRequest) -> str | None:
        """Why a too-late callback is not the bot's fault: an earlier attempt came in time and a fault refused it."""
        prefix = f"/interactions/{inter.id}/"
        for r in self.requests:
            if r is record or r.method != "POST" or prefix not in r.path or r.fault is None:
                continue
            arrived = r.at - inter.sent_at
            if r.fault.status is not None and arrived <= self.interaction_deadline:
                return (
                    f"an earlier callback arrived in time ({arrived:.2f} s) and was answered {r.fault.status} "
                    "by an injected fault; this retry came too late"
                )
        return None

    def _webhook_interaction(self, app: str, token: str, *, answered: bool = True) -> SentInteraction:
        inter = self._by_token.get(token)
        if int(app) != self.application_id or inter is None:
            raise ApiError(404, 10015, "Unknown Webhook", kind="unknown_webhook")
        if inter.dead and inter.callback is None:
            raise ApiError(
                404,
                10015,
                f"Unknown Webhook: {inter.description} was refused as too late (10062), so Discord forgot it and "
                "its webhook does not exist",
                kind="dead_interaction",
                excuse=inter.dead_excuse,
            )
        if self.now() - inter.created_at > self.token_lifetime:
            raise ApiError(
                401,
                50027,
                f"Invalid Webhook Token: the token of {inter.description} expired after {self.token_lifetime:g} s",
                kind="expired_token",
            )
        if inter.callback is None and answered:
            raise ApiError(
                404,
                10015,
                f"Unknown Webhook: {inter.description} was never acknowledged, so its follow-up webhook does not exist",
                kind="followup_before_response",
            )
        return inter

    def _webhook_target(self, inter: SentInteraction, mid: str) -> FakeMessage:
        if mid == "@original":
            msg = inter.original_message
            if msg is None and inter.callback is not None and inter.callback.type in (6, 7):
                msg = inter.target_message
        else:
            msg = next(
                (m for m in [inter.original_message, *inter.followup_messages] if m is not None and m.id == int(mid)),
                None,
            )
        if msg is None or msg.deleted:
            raise ApiError(404, 10008, f"Unknown Message ({mid} of {inter.description})", kind="unknown_message")
        return msg

    async def _post_followup(self, record: RecordedRequest, app: str, token: str) -> Any:
        inter = self._webhook_interaction(app, token)
        body = self._json(record)
        files = self._uploaded_files(record, body, inter.channel.id)
        check_message(body, files=[f.filename for f in files], creating=True)
        original = inter.original_message
        if original is not None and original.loading and not inter.followup_messages:
            # Discord: after a deferred response, the first follow-up fills the "thinking..." message.
            self._apply_edit(original, body, files)
            msg = original
            event = "MESSAGE_UPDATE"
        else:
            msg = self._new_message(
                inter.channel,
                body,
                files,
                type=20 if inter.type == APPLICATION_COMMAND else 0,
                webhook_id=self.application_id,
                application_id=self.application_id,
                interaction_id=inter.id,
            )
            event = "MESSAGE_CREATE"
        inter.followup_messages.append(msg)
        self.notify()
        await self._broadcast_message_event(event, msg)
        if record.query.get("wait") in ("true", "True", "1"):
            return msg.payload()
        return _Response(204)

    async def _get_webhook_message(self, record: RecordedRequest, app: str, token: str, mid: str) -> Any:
        inter = self._webhook_interaction(app, token, answered=False)
        if inter.callback is None:
            # Asking is harmless (a bot may check whether a callback it got no answer to landed): no violation.
            raise ApiError(404, 10008, f"Unknown Message: {inter.description} has no initial response", kind=None)
        return self._webhook_target(inter, mid).payload()

    async def _patch_webhook_message(self, record: RecordedRequest, app: str, token: str, mid: str) -> Any:
        inter = self._webhook_interaction(app, token)
        msg = self._webhook_target(inter, mid)
        body = self._json(record)
        files = self._uploaded_files(record, body, msg.channel_id)
        check_message(
            body,
            files=[f.filename for f in files],
            existing=[(a.id, a.filename) for a in msg.attachments],
            creating=False,
        )
        self._apply_edit(msg, body, files)
        inter.edit_log.append({"target": mid, "message_id": msg.id, **msg.snapshot()})
        self.notify()
        await self._broadcast_message_event("MESSAGE_UPDATE", msg)
        return msg.payload()

    async def _delete_webhook_message(self, record: RecordedRequest, app: str, token: str, mid: str) -> Any:
        msg = self._webhook_target(self._webhook_interaction(app, token), mid)
        self._delete_message(msg)
        await self._broadcast_delete(msg)
        return _Response(204)

    async def _broadcast_delete(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
        if msg.guild_id:
            data["guild_id"] = str(msg.guild_id)
        channel = self.channels.get(msg.channel_id)
        intent = INTENT_DIRECT_MESSAGES if channel is not None and channel.guild_id is None else INTENT_GUILD_MESSAGES
        await self.gateway.broadcast("MESSAGE_DELETE", data, guild_id=msg.guild_id, intent=intent)

    # ---- REST: channels and messages ---------------------------------------------------------------
    def _channel(self, channel_id: str) -> FakeChannel:
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise _not_found(10003, "Channel")
        return channel

    def _bot_perms(self, channel: FakeChannel) -> int:
        if channel.guild_id is None:
            return Perm.ALL
        guild = self.guilds[channel.guild_id]
        bot = guild.members.get(self.bot_user.id)
        return 0 if bot is None else guild.permissions_in(bot, channel)

    def _require(self, channel: FakeChannel, needed: int, what: str) -> None:
        if channel.guild_id is not None and not self.bot_in(self.guilds[channel.guild_id]):
            raise ApiError(403, 50001, f"Missing Access: the bot is not in the server of #{channel.name}",
                           kind="missing_access")
        perms = self._bot_perms(channel)
        if perms & needed != needed:
            raise ApiError(
                403,
                50013,
                f"Missing Permissions: the bot needs {needed & ~perms} in #{channel.name} to {what}",
                kind="missing_permissions",
            )

    def _channel_message(self, channel: FakeChannel, mid: str) -> FakeMessage:
        msg = self.messages_by_id.get(int(mid))
        if msg is None or msg.deleted or msg.channel_id != channel.id or msg.ephemeral:
            raise _not_found(10008, "Message")
        return msg

    async def _get_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel(channel_id)
        if not self._bot_perms(channel) & Perm.VIEW_CHANNEL:  # an ordinary answer: asking is how the bot learns
            raise ApiError(403, 50001, "Missing Access", kind=None)
        return channel.payload()

    async def _patch_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel(channel_id)
        if channel.is_thread:
            return await self._patch_thread(record, channel)
        self._require(channel, Perm.MANAGE_CHANNELS, "edit the channel")
        body = self._json(record)
        if "name" in body:
            channel.name = body["name"]
        if "topic" in body:
            channel.topic = body["topic"]
        if "parent_id" in body:
            channel.parent_id = int(body["parent_id"]) if body["parent_id"] else None
        if "permission_overwrites" in body:
            channel.overwrites = self._overwrites(body["permission_overwrites"])
        await self.gateway.broadcast(
            "CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=INTENT_GUILDS
        )
        return channel.payload()

    async def _patch_thread(self, record: RecordedRequest, thread: FakeChannel) -> Any:
        """Modify Channel for a thread: Discord's rules for archived, locked and the rest."""
        body = self._json(record)
        perms = self._bot_perms(thread)
        manage = bool(perms & Perm.MANAGE_THREADS)
        owner = thread.owner_id == self.bot_user.id
        archived = bool(body.get("archived", thread.archived))
        locked = bool(body.get("locked", thread.locked))

        def refuse(why: str) -> ApiError:
            return ApiError(403, 50013, f"Missing Permissions: {why} in #{thread.name}", kind="missing_permissions")

        if thread.archived and archived:
            raise ApiError(400, 50083, "Thread is archived", kind="archived_thread")
        if locked != thread.locked and not manage:
            raise refuse("locking or unlocking a thread needs Manage Threads")
        if thread.archived and not archived:
            if thread.locked and not manage:
                raise refuse("the thread is locked: un-archiving it needs Manage Threads")
            self._require(thread, Perm.VIEW_CHANNEL | Perm.SEND_MESSAGES, "un-archive the thread")
        if archived and not thread.archived and not (manage or owner):
            raise refuse("archiving a thread needs Manage Threads (or creating it)")
        if set(body) - {"archived", "locked", "auto_archive_duration"} and not (manage or owner):
            raise refuse("editing a thread needs Manage Threads (or creating it)")
        if "name" in body:
            thread.name = body["name"]
        if archived != thread.archived:
            thread.archive_timestamp = iso_now()
        thread.archived, thread.locked = archived, locked
        self.notify()
        await self.gateway.broadcast("THREAD_UPDATE", thread.payload(), guild_id=thread.guild_id, intent=INTENT_GUILDS)
        return thread.payload()

    async def _delete_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel(channel_id)
        if channel.guild_id is None:
            return channel.payload()  # "deleting" a DM closes it; it stays reachable
        perm = Perm.MANAGE_THREADS if channel.is_thread else Perm.MANAGE_CHANNELS
        self._require(channel, perm, "delete the channel")
        self._remove_channel(channel)
        await self._broadcast_channel_delete(channel)
        return channel.payload()

    def _overwrites(self, raw: list[dict[str, Any]]) -> list[Overwrite]:
        return [
            Overwrite(int(o["id"]), int(o.get("type", 0)), int(o.get("allow") or 0), int(o.get("deny") or 0))
            for o in raw
        ]

    async def _put_overwrite(self, record: RecordedRequest, channel_id: str, target: str) -> Any:
        channel = self._channel(channel_id)
        self._require(channel, Perm.MANAGE_ROLES, "edit permission overwrites")
        body = self._json(record)
        channel.overwrites = [o for o in channel.overwrites if o.id != int(target)]
        channel.overwrites.append(self._overwrites([{**body, "id": target}])[0])
        await self.gateway.broadcast(
            "CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=INTENT_GUILDS
        )
        return _Response(204)

    async def _delete_overwrite(self, record: RecordedRequest, channel_id: str, target: str) -> Any:
        channel = self._channel(channel_id)
        self._require(channel, Perm.MANAGE_ROLES, "delete permission overwrites")
        channel.overwrites = [o for o in channel.overwrites if o.id != int(target)]
        await self.gateway.broadcast(
            "CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=INTENT_GUILDS
        )
        return _Response(204)

    async def _get_messages(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel(channel_id)
        self._require(channel, Perm.VIEW_CHANNEL | Perm.READ_MESSAGE_HISTORY, "read the history")
        msgs = [m for m in self._messages.get(channel.id, []) if not m.ephemeral]
        q = record.query
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
        limit = int(q.get("limit", 50))
        msgs = msgs[:limit] if "after" in q else msgs[-limit:]
        return [m.payload() for m in reversed(msgs)]

    async def _post_message(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel(channel_id)
        body = self._json(record)
        send = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        self._require(channel, Perm.VIEW_CHANNEL | send, "send messages")
        if channel.archived:
            raise ApiError(400, 50083, "Thread is archived", kind="archived_thread")
        nonce = body.get("nonce")
        if nonce is not None:
            if not isinstance(nonce, str | int) or isinstance(nonce, bool) or len(str(nonce)) > 25:
                raise form_error("nonce: must be an integer or a string of at most 25 characters")
            if body.get("enforce_nonce"):
                earlier = self._nonces.get((channel.id, self.bot_user.id, str(nonce)))
                if earlier is not None and not earlier[0].deleted and self.now() - earlier[1] <= self.nonce_window:
                    return earlier[0].payload()  # Discord: the message this nonce already created, nothing new
        if body.get("embeds"):
            self._require(channel, Perm.EMBED_LINKS, "send embeds")
        files = self._uploaded_files(record, body, channel.id)
        if files:
            self._require(channel, Perm.ATTACH_FILES, "attach files")
        if int(body.get("flags") or 0) & 64:
            raise form_error("flags: a channel message cannot be ephemeral")
        if channel.guild_id is None and any(u.id in self.closed_dms for u in channel.recipients):
            raise ApiError(403, 50007, "Cannot send messages to this user", kind="dms_closed")
        check_message(body, files=[f.filename for f in files], creating=True)
        msg = self._new_message(channel, body, files, nonce=nonce)
        if nonce is not None:
            self._nonces[(channel.id, self.bot_user.id, str(nonce))] = (msg, self.now())
        await self._broadcast_message_event("MESSAGE_CREATE", msg)
        return msg.payload()

    async def _get_message(self, record: RecordedRequest, channel_id: str, mid: str) -> Any:
        return self._channel_message(self._channel(channel_id), mid).payload()

    async def _patch_message(self, record: RecordedRequest, channel_id: str, mid: str) -> Any:
        msg = self._channel_message(self._channel(channel_id), mid)
        if msg.author.id != self.bot_user.id or msg.webhook_id is not None:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user", kind="edit_foreign_message")
        body = self._json(record)
        files = self._uploaded_files(record, body, msg.channel_id)
        check_message(
            body,
            files=[f.filename for f in files],
            existing=[(a.id, a.filename) for a in msg.attachments],
            creating=False,
        )
        self._apply_edit(msg, body, files)
        await self._broadcast_message_event("MESSAGE_UPDATE", msg)
        return msg.payload()

    async def _delete_channel_message(self, record: RecordedRequest, channel_id: str, mid: str) -> Any:
        channel = self._channel(channel_id)
        msg = self._channel_message(channel, mid)
        if msg.author.id != self.bot_user.id:
            self._require(channel, Perm.MANAGE_MESSAGES, "delete others' messages")
        self._delete_message(msg)
        await self._broadcast_delete(msg)
        return _Response(204)

    async def _add_reaction(self, record: RecordedRequest, channel_id: str, mid: str, emoji: str) -> Any:
        msg = self._channel_message(self._channel(channel_id), mid)
        msg.reactions.setdefault(emoji, set()).add(self.bot_user.id)
        return _Response(204)

    async def _remove_reaction(self, record: RecordedRequest, channel_id: str, mid: str, emoji: str) -> Any:
        msg = self._channel_message(self._channel(channel_id), mid)
        msg.reactions.get(emoji, set()).discard(self.bot_user.id)
        return _Response(204)

    async def _pin(self, record: RecordedRequest, channel_id: str, mid: str) -> Any:
        self._channel_message(self._channel(channel_id), mid).pinned = True
        return _Response(204)

    async def _unpin(self, record: RecordedRequest, channel_id: str, mid: str) -> Any:
        self._channel_message(self._channel(channel_id), mid).pinned = False
        return _Response(204)

    async def _create_thread(self, record: RecordedRequest, channel_id: str, mid: str | None = None) -> Any:
        parent = self._channel(channel_id)
        body = self._json(record)
        ttype = int(body.get("type") or (ChannelType.PUBLIC_THREAD if mid else ChannelType.PRIVATE_THREAD))
        need = Perm.CREATE_PUBLIC_THREADS if ttype == ChannelType.PUBLIC_THREAD else Perm.CREATE_PRIVATE_THREADS
        self._require(parent, need, "create threads")
        tid = int(mid) if mid else self.ids.next()
        thread = FakeChannel(
            tid, body.get("name", "thread"), ttype, parent.guild_id, parent_id=parent.id, owner_id=self.bot_user.id
        )
        self._add_channel(self.guilds.get(parent.guild_id or 0), thread)
        await self.gateway.broadcast(
            "THREAD_CREATE", {**thread.payload(), "newly_created": True}, guild_id=parent.guild_id, intent=INTENT_GUILDS
        )
        return thread.payload()

    # ---- REST: guilds ------------------------------------------------------------------------------
    def _guild(self, guild_id: str) -> FakeGuild:
        guild = self.guilds.get(int(guild_id))
        if guild is None:
            raise _not_found(10004, "Guild")
        return guild

    async def _get_guild(self, record: RecordedRequest, guild_id: str) -> Any:
        guild = self._guild(guild_id)
        return {**self.guild_payload(guild), "approximate_member_count": len(guild.members)}

    async def _get_guild_channels(self, record: RecordedRequest, guild_id: str) -> Any:
        return [c.payload() for c in self._guild(guild_id).channels.values() if not c.is_thread]

    async def _get_active_threads(self, record: RecordedRequest, guild_id: str) -> Any:
        threads = [c.payload() for c in self._guild(guild_id).channels.values() if c.is_thread and not c.archived]
        return {"threads": threads, "members": []}

    async def _create_channel(self, record: RecordedRequest, guild_id: str) -> Any:
        guild = self._guild(guild_id)
        body = self._json(record)
        bot = guild.members[self.bot_user.id]
        if not guild.base_permissions(bot) & Perm.MANAGE_CHANNELS:
            raise ApiError(
                403,
                50013,
                "Missing Permissions: the bot needs Manage Channels to create a channel",
                kind="missing_permissions",
            )
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise form_error("name: Must be between 1 and 100 in length.")
        channel = FakeChannel(
            self.ids.next(),
            name,
            int(body.get("type") or 0),
            guild.id,
            position=int(body.get("position") or len(guild.channels)),
            parent_id=int(body["parent_id"]) if body.get("parent_id") else None,
            topic=body.get("topic"),
            overwrites=self._overwrites(body.get("permission_overwrites") or []),
        )
        self._add_channel(guild, channel)
        await self.gateway.broadcast("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=INTENT_GUILDS)
        return channel.payload()

    async def _get_roles(self, record: RecordedRequest, guild_id: str) -> Any:
        return [r.payload() for r in self._guild(guild_id).roles.values()]

    async def _get_members(self, record: RecordedRequest, guild_id: str) -> Any:
        members = sorted(self._guild(guild_id).members.values(), key=lambda m: m.id)
        after = int(record.query.get("after", 0))
        limit = int(record.query.get("limit", 1))
        return [m.payload() for m in members if m.id > after][:limit]

    async def _get_member(self, record: RecordedRequest, guild_id: str, user_id: str) -> Any:
        member = self._guild(guild_id).members.get(int(user_id))
        if member is None:
            raise _not_found(10007, "Member")
        return member.payload()
