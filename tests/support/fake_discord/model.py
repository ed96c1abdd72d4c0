"""The fake's state: users, guilds, channels, messages, recorded requests and violations.

Everything here is plain data that serialises to the JSON shapes Discord's API v10 uses.
"""

from __future__ import annotations

import datetime as _dt
import http
import itertools
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

DISCORD_EPOCH_MS = 1420070400000


class Perm:
    """Permission bits (https://discord.com/developers/docs/topics/permissions)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    SPEAK = 1 << 21
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38

    ALL = (1 << 51) - 1
    # What a new guild's @everyone role gets.
    EVERYONE_DEFAULT = 1760286008004161
    # What the fake bot's managed role gets unless FakeDiscord(bot_permissions=...) says otherwise.
    BOT_DEFAULT = (
        EVERYONE_DEFAULT
        | MANAGE_CHANNELS
        | MANAGE_ROLES
        | MANAGE_MESSAGES
        | MANAGE_THREADS
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
    )


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    GUILD_CATEGORY = 4
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


class Snowflakes:
    """Unique, increasing snowflake ids (timestamp in the high bits, like Discord's)."""

    def __init__(self) -> None:
        self._last = 0
        self._lock = threading.Lock()

    def next(self) -> int:
        with self._lock:
            candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
            self._last = max(candidate, self._last + 1)
            return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A new id that Discord's formula, ``(id >> 22) % shard_count``, puts on ``shard_id``."""
        with self._lock:
            stamp = max(int(time.time() * 1000) - DISCORD_EPOCH_MS, (self._last >> 22) + 1)
            stamp += (shard_id - stamp) % shard_count
            self._last = stamp << 22
            return self._last


def iso_now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat()


@dataclass
class FakeUser:
    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    locale: str = "en-US"  # their Discord client's language: an interaction's `locale`

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass
class FakeRole:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass
class FakeMember:
    """A user's membership of one guild. Tests pass these to ``slash``/``click`` as the acting user."""

    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=iso_now)
    nick: str | None = None

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def mention(self) -> str:
        return self.user.mention

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class Overwrite:
    id: int
    type: int  # 0 role, 1 member
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "type": self.type, "allow": str(self.allow), "deny": str(self.deny)}


@dataclass
class FakeChannel:
    id: int
    name: str
    type: int = ChannelType.GUILD_TEXT
    guild_id: int | None = None
    position: int = 0
    parent_id: int | None = None
    topic: str | None = None
    overwrites: list[Overwrite] = field(default_factory=list)
    recipients: list[FakeUser] = field(default_factory=list)
    owner_id: int | None = None
    last_message_id: int | None = None
    archived: bool = False  # threads only: read-only until un-archived (POST message -> 50083)
    locked: bool = False  # threads only: only MANAGE_THREADS may un-archive
    archive_timestamp: str = field(default_factory=iso_now)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def is_thread(self) -> bool:
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    def payload(self, *, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "flags": 0,
        }
        if self.type == ChannelType.DM:
            data["recipients"] = [u.payload() for u in self.recipients]
            data.pop("name")
        else:
            data.update(
                guild_id=str(self.guild_id),
                position=self.position,
                parent_id=str(self.parent_id) if self.parent_id else None,
                topic=self.topic,
                nsfw=False,
                rate_limit_per_user=0,
                permission_overwrites=[o.payload() for o in self.overwrites],
            )
            if self.is_thread:
                data.update(
                    owner_id=str(self.owner_id) if self.owner_id else None,
                    thread_metadata={
                        "archived": self.archived,
                        "auto_archive_duration": 1440,
                        "archive_timestamp": self.archive_timestamp,
                        "locked": self.locked,
                    },
                    message_count=0,
                    member_count=1,
                    total_message_sent=0,
                )
                data.pop("permission_overwrites")
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[self.id]

    def channel_named(self, name: str) -> FakeChannel | None:
        return next((c for c in self.channels.values() if c.name == name), None)

    def base_permissions(self, member: FakeMember) -> int:
        if member.id == self.owner_id:
            return Perm.ALL
        perms = self.everyone.permissions
        for role_id in member.roles:
            role = self.roles.get(role_id)
            if role is not None:
                perms |= role.permissions
        return Perm.ALL if perms & Perm.ADMINISTRATOR else perms

    def permissions_in(self, member: FakeMember, channel: FakeChannel | None) -> int:
        """Discord's permission algorithm: base permissions, then @everyone, role and member overwrites."""
        perms = self.base_permissions(member)
        if perms & Perm.ADMINISTRATOR or channel is None:
            return perms
        if channel.is_thread and channel.parent_id in self.channels:
            channel = self.channels[channel.parent_id]
        by_id = {o.id: o for o in channel.overwrites}
        if (everyone := by_id.get(self.id)) is not None:
            perms = (perms & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in member.roles:
            if (o := by_id.get(role_id)) is not None and o.type == 0:
                allow |= o.allow
                deny |= o.deny
        perms = (perms & ~deny) | allow
        if (mine := by_id.get(member.id)) is not None and mine.type == 1:
            perms = (perms & ~mine.deny) | mine.allow
        if not perms & Perm.VIEW_CHANNEL:
            return 0
        return perms


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str = "application/octet-stream"
    description: str | None = None
    url: str = ""
    ephemeral: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        if self.ephemeral:
            data["ephemeral"] = True
        return data


@dataclass(frozen=True)
class Button:
    label: str | None
    custom_id: str | None
    style: int
    disabled: bool = False
    url: str | None = None
    emoji: str | None = None


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first: action rows, sections, containers, labels and what they hold."""
    for comp in components:
        yield comp
        yield from walk_components(comp.get("components", []))
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


def buttons_of(components: list[dict[str, Any]]) -> list[Button]:
    out = []
    for comp in walk_components(components):
        if comp.get("type") == 2:
            emoji = comp.get("emoji") or {}
            out.append(
                Button(
                    label=comp.get("label"),
                    custom_id=comp.get("custom_id"),
                    style=comp.get("style", 1),
                    disabled=bool(comp.get("disabled", False)),
                    url=comp.get("url"),
                    emoji=emoji.get("name") if emoji else None,
                )
            )
    return out


class MessageView:
    """Read-only helpers shared by stored messages and interaction callbacks."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    flags: int
    attachments: list[Attachment]

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    @property
    def buttons(self) -> list[Button]:
        return buttons_of(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if c.get("custom_id")]

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> Button:
        """The button with this label (or custom_id); AssertionError listing the buttons if none matches."""
        for b in self.buttons:
            if (label is None or b.label == label) and (custom_id is None or b.custom_id == custom_id):
                return b
        raise AssertionError(f"no button label={label!r} custom_id={custom_id!r}; buttons: {self.buttons}")

    def attachment(self, filename: str) -> Attachment:
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise AssertionError(f"no attachment {filename!r}; attachments: {[a.filename for a in self.attachments]}")

    @property
    def attachment_names(self) -> list[str]:
        return [a.filename for a in self.attachments]


_message_versions = itertools.count(1)


@dataclass
class FakeMessage(MessageView):
    """A message as the fake stores it. Edits mutate it in place; ``history`` keeps earlier versions."""

    id: int
    channel_id: int
    guild_id: int | None
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    deleted: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)
    reactions: dict[str, set[int]] = field(default_factory=dict)
    pinned: bool = False
    member_payload: dict[str, Any] | None = None
    nonce: str | int | None = None
    version: int = field(default_factory=lambda: next(_message_versions))

    @property
    def loading(self) -> bool:
        """True while this is the "Bot is thinking..." placeholder of a deferred interaction."""
        return bool(self.flags & 128)

    def snapshot(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": [a.filename for a in self.attachments],
            "flags": self.flags,
        }

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "type": self.type,
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": self.pinned,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = self.interaction_metadata
        if self.nonce is not None:
            data["nonce"] = self.nonce
        if self.reactions:
            data["reactions"] = [
                {"emoji": {"id": None, "name": name}, "count": len(users), "me": False}
                for name, users in self.reactions.items()
                if users
            ]
        return data


@dataclass
class Part:
    """One part of a multipart/form-data request."""

    name: str
    filename: str | None
    content_type: str | None
    data: bytes


@dataclass
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    at: float
    json: Any = None
    parts: list[Part] = field(default_factory=list)
    route: str | None = None
    status: int | None = None
    response: Any = None
    answered_at: float | None = None  # fake clock; later than ``at`` when a fault held the answer
    fault: Fault | None = None  # the scripted fault that answered (or delayed) this request

    def __str__(self) -> str:
        injected = f" (injected: {self.fault})" if self.fault is not None else ""
        return f"{self.method} {self.path} -> {self.status}{injected}"


@dataclass
class Fault:
    """A scripted misbehaviour of the fake, made by ``FakeDiscord.fail(...)``.

    It answers the next ``times`` REST requests whose method is ``method`` (or ``"*"``) and whose path
    after ``/api/v10`` matches ``pattern`` (``re.search``). ``fired`` counts the requests it answered,
    ``hits`` holds them.
    """

    method: str
    pattern: re.Pattern[str]
    status: int | None = None
    code: int = 0
    message: str | None = None
    retry_after: float | None = None
    after: bool = False
    delay: float = 0.0
    times: int | None = 1  # how many more requests it answers; None: every matching one until cleared
    global_: bool = False
    drop: bool = False  # the connection is cut with no answer (after acting, with ``after``)
    fired: int = 0
    hits: list[RecordedRequest] = field(default_factory=list, repr=False)

    @property
    def active(self) -> bool:
        return self.times is None or self.times > 0

    @property
    def acts(self) -> bool:
        """Whether the request is carried out before the answer (``after=True``, or only a delay)."""
        return self.after or (self.status is None and not self.drop)

    def matches(self, method: str, path: str) -> bool:
        return self.active and self.method in ("*", method) and self.pattern.search(path) is not None

    def consume(self, record: RecordedRequest) -> None:
        if self.times is not None:
            self.times -= 1
        self.fired += 1
        self.hits.append(record)
        record.fault = self

    def body(self) -> dict[str, Any]:
        if self.status == 429:
            return {
                "message": self.message or "You are being rate limited.",
                "retry_after": self.retry_after,
                "global": self.global_,
            }
        assert self.status is not None
        try:
            phrase = http.HTTPStatus(self.status).phrase
        except ValueError:
            phrase = "Error"
        return {"message": self.message or f"{self.status}: {phrase}", "code": self.code}

    def __str__(self) -> str:
        what = "dropped connection" if self.drop else "late answer" if self.status is None else str(self.status)
        if self.code:
            what += f" code {self.code}"
        if self.after and (self.status is not None or self.drop):
            what += " after acting"
        if self.delay:
            what += f" held {self.delay:g} s"
        return f"{what} for {self.method} {self.pattern.pattern!r}"


@dataclass
class Violation:
    """Something the real Discord would have refused, or that the bot got wrong."""

    kind: str  # double_response, deadline, missing_attachment, invalid_form, unknown_route, ...
    message: str
    code: int | None = None
    request: RecordedRequest | None = None
    interaction_id: int | None = None
    at: float = field(default_factory=time.monotonic)
    excused: str | None = None  # why it is not the bot's mistake (kept in ``fake.excused``, not ``violations``)

    def __str__(self) -> str:
        where = f" [{self.request.method} {self.request.path}]" if self.request else ""
        code = f" (code {self.code})" if self.code is not None else ""
        excused = f" (excused: {self.excused})" if self.excused else ""
        return f"{self.kind}{code}: {self.message}{where}{excused}"
