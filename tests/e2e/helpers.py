"""Acting as Discord users against the real bot through the fake, and reading what they see.

Every helper waits on the fake (never sleeps) and returns the message a user would see: the bot's
public board posts, or the private (ephemeral) answer that only the clicking user sees.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from rules.animacule import ENGINE
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage, SentInteraction, walk_components

CHANNEL = "general"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ANSWER_TIMEOUT = 10.0  # generous: the fake itself flags any answer later than Discord's 3 s
BOARD_IMAGE = re.compile(r"attachment://(animacule-(\d+)-v(\d+)\.png)")
ACT_ID = re.compile(r"(?:act|own):(\d+):(\d+):(.+)")  # own: a private panel's
PICK_ID = re.compile(r"(?:own)?pick:(\d+):(\d+):(\d+)")


async def answer(sent: SentInteraction, timeout: float = ANSWER_TIMEOUT) -> FakeMessage:
    """The message the bot answered ``sent`` with: the initial response, or the follow-up after a defer."""
    callback = await sent.response(timeout=timeout)
    if callback.type == 4:
        assert callback.message is not None
        return callback.message
    assert callback.type == 5, f"{sent.description} answered with {callback.type_name}"
    (message, *_) = await sent.followups(1, timeout=timeout)
    return message


async def public(sent: SentInteraction, timeout: float = ANSWER_TIMEOUT) -> FakeMessage:
    message = await answer(sent, timeout)
    assert not message.ephemeral, f"{sent.description}: expected a public post, got private {text_of(message)!r}"
    return message


async def private(sent: SentInteraction, timeout: float = ANSWER_TIMEOUT) -> FakeMessage:
    message = await answer(sent, timeout)
    assert message.ephemeral, f"{sent.description}: expected a private answer, got public {text_of(message)!r}"
    assert not message.components, "a private refusal carries no buttons"
    return message


async def from_panel(sent: SentInteraction, timeout: float = ANSWER_TIMEOUT) -> tuple[FakeMessage, FakeMessage]:
    """(the panel, the post) after a press in a private panel: the panel pressed is edited in place
    (UPDATE_MESSAGE, or DEFERRED_UPDATE_MESSAGE and an edit of it), and the answer follows as a message."""
    callback = await sent.response(timeout=timeout)
    assert callback.type in (6, 7), f"{sent.description}: the panel was answered with {callback.type_name}, not edited"
    if callback.type == 6:
        await sent.edits(1, timeout=timeout)
    panel = await sent.original(timeout=timeout)
    assert panel is sent.target_message and panel.ephemeral, "the pressed panel itself is edited"
    (post, *_) = await sent.followups(1, timeout=timeout)
    return panel, post


def text_of(message: FakeMessage) -> str:
    """Content, embed titles and descriptions: what a user reads."""
    parts = [message.content]
    for embed in message.embeds:
        parts += [embed.get("title") or "", embed.get("description") or ""]
    return "\n".join(p for p in parts if p)


def mentioned_ids(message: FakeMessage) -> set[int]:
    return {int(m) for m in re.findall(r"<@!?(\d+)>", message.content)}


def board_image(message: FakeMessage) -> tuple[str, int, int]:
    """(file name, game id, version) of the board image; checks the embed names an attached PNG."""
    (embed,) = message.embeds
    url = (embed.get("image") or {}).get("url", "")
    match = BOARD_IMAGE.fullmatch(url)
    assert match, f"the board embed's image is {url!r}, not attachment://animacule-<game>-v<version>.png"
    name = match.group(1)
    assert name in message.attachment_names, f"embed names {name!r}; attachments are {message.attachment_names}"
    assert message.attachment(name).data.startswith(PNG_MAGIC)
    return name, int(match.group(2)), int(match.group(3))


def offered(message: FakeMessage) -> dict[str, tuple[str, str | None]]:
    """Every action a board offers: notation -> (custom id to press, select value or None for a button)."""
    out: dict[str, tuple[str, str | None]] = {}
    for comp in walk_components(message.components):
        cid = comp.get("custom_id") or ""
        if comp.get("type") == 2 and (m := ACT_ID.fullmatch(cid)):
            out[m.group(3)] = (cid, None)
        elif comp.get("type") == 3 and PICK_ID.fullmatch(cid):
            for option in comp.get("options", []):
                out[option["value"]] = (cid, option["value"])
    return out


def versions_on(message: FakeMessage) -> set[int]:
    """The game versions the board's buttons and selects carry."""
    found = set()
    for cid in message.custom_ids:
        if m := (ACT_ID.fullmatch(cid) or PICK_ID.fullmatch(cid)):
            found.add(int(m.group(2)))
    return found


async def press(fake: FakeDiscord, user: FakeMember, message: FakeMessage, notation: str) -> SentInteraction:
    """``user`` picks ``notation`` on a board: its button, or the option of a select menu."""
    choices = offered(message)
    assert notation in choices, f"the board offers no {notation!r}; it offers {sorted(choices)}"
    custom_id, value = choices[notation]
    if value is None:
        return await fake.click(user, message.channel_id, message, custom_id)
    return await fake.select(user, message.channel_id, message, custom_id, [value])


def any_action(message: FakeMessage) -> tuple[str, str, str | None]:
    """(notation, custom id, select value) of some action on a board, to try pressing it."""
    notation, (custom_id, value) = next(iter(offered(message).items()))
    return notation, custom_id, value


async def press_raw(
    fake: FakeDiscord, user: FakeMember, message: FakeMessage, custom_id: str, value: str | None
) -> SentInteraction:
    if value is None:
        return await fake.click(user, message.channel_id, message, custom_id)
    return await fake.select(user, message.channel_id, message, custom_id, [value])


_VIEW_ONLY = ("seat_colours", "prompts", "result", "status")


@dataclass
class Exported:
    """What ``/game export`` gave: the JSON record and the engine state it holds."""

    record: dict[str, Any]
    raw: bytes

    @property
    def version(self) -> int:
        return int(self.record["game"]["version"])

    @property
    def status(self) -> str:
        return str(self.record["game"]["status"])

    @property
    def state(self) -> Any:
        """The position the export shows, loadable by the engine to choose a move. The export hides
        the generator (nobody may compute a coming roll), so a stand-in one fills its place."""
        shown = {k: v for k, v in self.record["state"].items() if k not in _VIEW_ONLY}
        return ENGINE.load({**shown, "rng": [0, 0]})

    @property
    def actions(self) -> list[str]:
        return [entry["action"] for entry in self.record["log"]]


async def export(fake: FakeDiscord, user: FakeMember, channel: Any = CHANNEL) -> Exported:
    message = await private(await fake.slash(user, channel, "game export"))
    (attachment,) = message.attachments
    assert attachment.filename.endswith(".json")
    return Exported(json.loads(attachment.data), attachment.data)


async def status_text(fake: FakeDiscord, user: FakeMember, channel: Any = CHANNEL) -> str:
    return text_of(await private(await fake.slash(user, channel, "game status")))


async def open_game(
    fake: FakeDiscord, host: FakeMember, guest: FakeMember, channel: Any = CHANNEL
) -> tuple[FakeMessage, FakeMessage]:
    """``host`` opens an Animacule table (host moves first), ``guest`` presses Join, ``host`` presses Start.
    The first board pings nobody: the host owes the first move and is looking at the post of their own press.

    Returns (the last lobby message, the first board).
    """
    lobby = await public(await fake.slash(host, channel, "game new", game="animacule", options="first=creator"))
    joined = await public(await fake.click(guest, channel, lobby, lobby.button("Join").custom_id))
    assert f"{guest.name} joined" in text_of(joined)
    board = await public(await fake.click(host, channel, joined, joined.button("Start").custom_id))
    assert mentioned_ids(board) == set()
    return joined, board


def latencies(fake: FakeDiscord) -> list[float]:
    """Seconds from each interaction's delivery to the bot's accepted initial response."""
    return [i.callback.at - i.sent_at for i in fake.interactions.values() if i.callback is not None]


def unanswered(fake: FakeDiscord) -> list[str]:
    """Interactions a user would see fail: never acknowledged, or deferred and left "thinking...".

    One sent while no bot was connected (``NoBotConnected``) reached nobody and is not counted, nor one
    a fault the test injected killed (Discord refused the bot's answer as late)."""
    problems = []
    for inter in fake.interactions.values():
        if inter.delivered_to == 0 or (inter.dead and inter.dead_excuse):
            continue
        if inter.callback is None:
            problems.append(f"{inter.description}: no answer")
        elif inter.callback.type == 5 and not any(not m.deleted for m in inter.followup_messages):
            problems.append(f"{inter.description}: deferred, and no follow-up the user can see")
    return problems
