"""What the table answers: adapter-neutral replies that the cogs and the console present."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from messages import languages, reading, say
from rules.phrases import Phrase, Said, listed, worded, words_from_text


@dataclass(frozen=True)
class Attachment:
    """A file under a reply. An image carries `description`, its alt text (table/playing/alttext.py): what a
    screen reader says of it, at most 1,024 characters (Discord's limit)."""

    name: str
    data: bytes
    description: str = ""


@dataclass(frozen=True)
class Choice:
    """A button (or select option) under a reply. `custom_id` is what pressing it sends
    back to the table; it carries the game id and version (see table/custom_ids.py)."""

    label: str
    custom_id: str
    style: str = "secondary"  # primary, secondary, success or danger


@dataclass(frozen=True)
class Ping:
    """A member pinged by a post, with what is asked of them in the second person ("your turn: …").
    With `dm` they asked to be told by direct message (with a link to the post) instead of in
    the channel; if their messages are closed, the channel ping is the fallback."""

    user_id: int
    text: str = ""
    dm: bool = False


@dataclass
class Reply:
    text: str
    title: str | None = None
    ephemeral: bool = False
    pings: tuple[Ping, ...] = ()
    image: Attachment | None = None
    files: tuple[Attachment, ...] = ()
    choices: tuple[Choice, ...] = ()
    choices_for: str = ""  # who the choices are for, e.g. "Alice: move, attack or reproduce"
    footer: str = ""
    followers: tuple[int, ...] = ()  # members who follow the game: a direct message with a link to the post
    # The mover's private panel as it now reads (their next choices, or that nothing more is asked
    # of them). For a press in that panel, adapters replace the pressed panel with it in place
    # (Discord edits the message), then present this reply itself; otherwise (a typed move that
    # showed its player something alone) they present this reply, then the panel privately.
    panel: Reply | None = None
    # The answer to a press that only narrowed a menu (a step of a decision of many steps): the
    # pressed message as it now reads (the board's next version, or the private panel). Adapters
    # edit the pressed message in place with it and present nothing else.
    edits_pressed: bool = False
    # The game id and version whose board this post shows: if Discord loses the answer that carries
    # it, the adapter hands it to the outbox (Table.post_lost_board) so that the channel still sees it.
    board_of: tuple[int, int] | None = None

    @property
    def mentions(self) -> tuple[int, ...]:
        """The ids of the members pinged."""
        return tuple(ping.user_id for ping in self.pings)


@dataclass(frozen=True)
class Posting:
    """A post the table makes on its own (a reminder, a timeout's board) in a channel."""

    guild_id: int
    channel_id: int
    reply: Reply
    nonce: str | None = None  # the outbox post's own, the same at every attempt: Discord keeps one message


class Unpostable(Exception):
    """The adapter may not post in the channel (a permission missing, a thread archived for good):
    its posts and clocks wait until it can. `reason` says why, as words or a phrase each reader reads in
    their own language (the channel stays held while members of any language act there)."""

    def __init__(self, reason: Said) -> None:
        super().__init__(worded(reason))
        self.reason = reason


def lacking(permissions: Sequence[Said]) -> Phrase:
    """Why the bot cannot post, as Unpostable says it: "missing Embed Links and Attach Files"."""
    return Phrase.of("missing-permissions", permissions=listed(permissions))


def thread_closed() -> Phrase:
    """Why the bot cannot post, as Unpostable says it, when a thread stays archived (or locked)."""
    return Phrase.of("channels-thread-archived")


def is_thread_closed(reason: str) -> bool:
    """Whether a held channel's stored reason is `thread_closed()`'s: kept as its phrase, or in whichever
    language it was written before reasons were phrases. What the bot may advise differs (reopen the
    thread, not grant a permission)."""
    return words_from_text(reason) == thread_closed() or reason in _thread_closed_in_every_language()


@cache
def _thread_closed_in_every_language() -> frozenset[str]:
    said = set()
    for language in languages():
        with reading(language):
            said.add(str(thread_closed()))
    return frozenset(said)


class ChannelGone(Exception):
    """The channel was deleted: its game ends, and nothing more is posted there."""


def refusal(text: str) -> Reply:
    """A private answer to one user that changes nothing."""
    return Reply(text=text, ephemeral=True)


@dataclass(frozen=True)
class Caller:
    """Who is asking, and where. Adapters fill it from Discord (or the console)."""

    user_id: int
    name: str
    guild_id: int
    channel_id: int
    manage_channels: bool = False
    role_ids: frozenset[int] = field(default_factory=frozenset)
    locale: str = "en"  # their Discord client's language (`de`, `en-US`): what their private replies read


def not_an_id(value: int, what: str) -> str | None:
    """Why `value` cannot be the id of a Discord `what` ("member" or "role"; ids are positive and fit
    63 bits), or None if it can."""
    if 0 < value < 2**63:
        return None
    return say("not-a-member-id" if what == "member" else "not-a-role-id", largest=2**63 - 1)
