"""Interactions the fake sends, and what the bot answered to each.

``FakeDiscord.slash/autocomplete/click/select/submit_modal`` return a :class:`SentInteraction`. Its
coroutines wait (with a timeout) for the bot's initial callback, follow-ups and ``@original`` edits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from .model import (
    Attachment,
    FakeChannel,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageView,
    RecordedRequest,
    Violation,
)

if TYPE_CHECKING:
    from .gateway import Session
    from .server import FakeDiscord

T = TypeVar("T")

# Interaction types (what Discord sends) and callback types (what the bot answers).
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
CALLBACK_NAMES = {
    1: "PONG",
    4: "CHANNEL_MESSAGE_WITH_SOURCE",
    5: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    6: "DEFERRED_UPDATE_MESSAGE",
    7: "UPDATE_MESSAGE",
    8: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    9: "MODAL",
}
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {4, 5, 9},
    MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
    AUTOCOMPLETE: {8},
    MODAL_SUBMIT: {4, 5, 6, 7},
}


class InteractionFailed(AssertionError):
    """The bot's answer to an interaction was refused by the fake (see ``violations``)."""


@dataclass
class Callback(MessageView):
    """The bot's initial response (POST /interactions/{id}/{token}/callback)."""

    type: int
    data: dict[str, Any]
    files: list[Attachment]
    message: FakeMessage | None
    at: float
    request: RecordedRequest | None = None  # the POST that stored it (``request.fault``: answered by a fault)

    @property
    def type_name(self) -> str:
        return CALLBACK_NAMES.get(self.type, str(self.type))

    @property
    def content(self) -> str:  # type: ignore[override]
        if "content" in self.data or self.message is None:
            return self.data.get("content") or ""
        return self.message.content

    @property
    def embeds(self) -> list[dict[str, Any]]:  # type: ignore[override]
        if "embeds" in self.data or self.message is None:
            return self.data.get("embeds") or []
        return self.message.embeds

    @property
    def components(self) -> list[dict[str, Any]]:  # type: ignore[override]
        if "components" in self.data or self.message is None:
            return self.data.get("components") or []
        return self.message.components

    @property
    def flags(self) -> int:  # type: ignore[override]
        return int(self.data.get("flags") or 0)

    @property
    def attachments(self) -> list[Attachment]:  # type: ignore[override]
        return self.files

    @property
    def deferred(self) -> bool:
        return self.type in (5, 6)

    @property
    def choices(self) -> list[dict[str, Any]]:
        """Autocomplete suggestions (type 8)."""
        return self.data.get("choices") or []

    @property
    def choice_values(self) -> list[Any]:
        return [c.get("value") for c in self.choices]

    @property
    def modal(self) -> dict[str, Any]:
        """The modal (type 9): custom_id, title, components."""
        return self.data


@dataclass
class SentInteraction:
    fake: FakeDiscord
    id: int
    token: str
    type: int
    user: FakeMember | FakeUser
    channel: FakeChannel
    payload: dict[str, Any]
    created_at: float
    sent_at: float = 0.0
    delivered_to: int = 0  # how many gateway sessions it was sent to
    delivered: list[Session] = field(default_factory=list)  # which
    callback: Callback | None = None
    target_message: FakeMessage | None = None
    original_message: FakeMessage | None = None
    followup_messages: list[FakeMessage] = field(default_factory=list)
    edit_log: list[dict[str, Any]] = field(default_factory=list)
    description: str = ""
    # Refused as too late (10062): Discord forgot it, its webhook (follow-ups, @original) answers 10015.
    dead: bool = False
    dead_excuse: str | None = None  # set when the lateness came from faults the test injected

    def __repr__(self) -> str:
        return f"<SentInteraction {self.description} id={self.id}>"

    @property
    def acknowledged(self) -> bool:
        return self.callback is not None

    @property
    def violations(self) -> list[Violation]:
        return [v for v in self.fake.violations if v.interaction_id == self.id]

    @property
    def excused(self) -> list[Violation]:
        """Refusals of the bot's requests for this interaction that follow from injected faults."""
        return [v for v in self.fake.excused if v.interaction_id == self.id]

    async def _wait(self, predicate: Callable[[], T | None], timeout: float, what: str) -> T:
        def check() -> T | None:
            result = predicate()
            if result:
                return result
            refused = self.violations or (self.excused if self.dead else [])
            if refused and self.callback is None:
                raise InteractionFailed(
                    f"{self.description}: the bot's answer was refused: " + "; ".join(str(v) for v in refused)
                )
            return None

        return await self.fake.wait_for(check, timeout=timeout, what=f"{what} for {self.description}")

    async def response(self, timeout: float = 5.0) -> Callback:
        """The initial callback, once the bot sent one that the fake accepted."""
        return await self._wait(lambda: self.callback, timeout, "the initial response")

    async def followups(self, count: int = 1, timeout: float = 5.0) -> list[FakeMessage]:
        """At least ``count`` follow-up messages (POST /webhooks/{app}/{token})."""
        return await self._wait(
            lambda: list(self.followup_messages) if len(self.followup_messages) >= count else None,
            timeout,
            f"{count} follow-up(s)",
        )

    async def edits(self, count: int = 1, timeout: float = 5.0) -> list[dict[str, Any]]:
        """At least ``count`` edits of ``@original`` or of follow-ups, each a snapshot after the edit."""
        return await self._wait(
            lambda: list(self.edit_log) if len(self.edit_log) >= count else None, timeout, f"{count} edit(s)"
        )

    async def original(self, timeout: float = 5.0) -> FakeMessage:
        """The message ``@original`` refers to, once it is no longer the deferred "thinking..." placeholder.

        For a component interaction answered with type 6/7 that is the clicked message.
        """

        def ready() -> FakeMessage | None:
            msg = self.original_message
            if msg is None and self.callback is not None and self.callback.type in (6, 7):
                msg = self.target_message
            return msg if msg is not None and not msg.loading else None

        return await self._wait(ready, timeout, "the original response message")

    async def message_where(self, predicate: Callable[[FakeMessage], bool], timeout: float = 5.0) -> FakeMessage:
        """The first original/follow-up message satisfying ``predicate`` (checked again after each change)."""

        def find() -> FakeMessage | None:
            candidates = [m for m in [self.original_message, self.target_message] if m is not None]
            return next((m for m in [*candidates, *self.followup_messages] if predicate(m)), None)

        return await self._wait(find, timeout, "a matching message")


# ---- option building ---------------------------------------------------------------------------------
OPTION_TYPES = {
    1: "SUB_COMMAND",
    2: "SUB_COMMAND_GROUP",
    3: "STRING",
    4: "INTEGER",
    5: "BOOLEAN",
    6: "USER",
    7: "CHANNEL",
    8: "ROLE",
    9: "MENTIONABLE",
    10: "NUMBER",
    11: "ATTACHMENT",
}


class OptionError(TypeError):
    """What the Discord client would not let a user send: unknown option, wrong type, bad choice..."""


@dataclass
class UploadFile:
    """A file a user attaches to an ATTACHMENT option."""

    filename: str
    data: bytes
    content_type: str = "application/octet-stream"


def _check_range(defn: dict[str, Any], value: float, where: str) -> None:
    lo, hi = defn.get("min_value"), defn.get("max_value")
    if lo is not None and value < lo:
        raise OptionError(f"{where}: {value} is below min_value {lo}")
    if hi is not None and value > hi:
        raise OptionError(f"{where}: {value} is above max_value {hi}")


def _check_choices(defn: dict[str, Any], value: Any, where: str) -> None:
    choices = defn.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise OptionError(f"{where}: {value!r} is not one of the choices {[c['value'] for c in choices]}")


def convert_option(
    fake: FakeDiscord,
    defn: dict[str, Any],
    value: Any,
    resolved: dict[str, dict[str, Any]],
    guild_id: int | None,
    where: str,
    *,
    lenient: bool = False,
) -> Any:
    """The JSON value Discord sends for ``value`` typed into option ``defn``; fills ``resolved``."""
    t = defn["type"]
    if t == 3:
        if not isinstance(value, str):
            raise OptionError(f"{where} is a STRING option; got {value!r}")
        lo, hi = defn.get("min_length"), defn.get("max_length")
        if not lenient and ((lo is not None and len(value) < lo) or (hi is not None and len(value) > hi)):
            raise OptionError(f"{where}: length {len(value)} outside [{lo}, {hi}]")
    elif t == 4:
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"{where} is an INTEGER option; got {value!r}")
        if not lenient:
            _check_range(defn, value, where)
    elif t == 10:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise OptionError(f"{where} is a NUMBER option; got {value!r}")
        if not lenient:
            _check_range(defn, value, where)
    elif t == 5:
        if not isinstance(value, bool):
            raise OptionError(f"{where} is a BOOLEAN option; got {value!r}")
    elif t in (6, 9) and isinstance(value, FakeMember | FakeUser | int) and not isinstance(value, bool):
        user, member = fake.resolve_user(value, guild_id)
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        if member is not None:
            guild = fake.guilds[member.guild_id]
            perms = guild.permissions_in(member, None)
            resolved.setdefault("members", {})[str(user.id)] = member.payload(with_user=False, permissions=perms)
        return str(user.id)
    elif t in (8, 9) and isinstance(value, FakeRole):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)
    elif t == 7 and isinstance(value, FakeChannel | int | str):
        channel = fake.channel(value) if not isinstance(value, FakeChannel) else value
        allowed = defn.get("channel_types")
        if allowed and channel.type not in allowed:
            raise OptionError(f"{where}: channel type {channel.type} not in channel_types {allowed}")
        data = channel.payload()
        data.pop("permission_overwrites", None)
        resolved.setdefault("channels", {})[str(channel.id)] = data
        return str(channel.id)
    elif t == 11 and isinstance(value, UploadFile):
        att = fake.store_upload(value.filename, value.data, value.content_type, channel_id=0)
        resolved.setdefault("attachments", {})[str(att.id)] = att.payload()
        return str(att.id)
    elif t in (6, 7, 8, 9, 11):
        raise OptionError(f"{where} is a {OPTION_TYPES[t]} option; got {value!r}")
    else:
        raise OptionError(f"{where}: unsupported option type {t}")
    if not lenient:
        _check_choices(defn, value, where)
    return value
