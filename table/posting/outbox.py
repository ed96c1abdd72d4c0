"""The outbox's posts as the table makes and reads them: a Reply kept as JSON in the store (its
text, title, pings, buttons and whom they are for), and the board image drawn at delivery.

The image is not kept: a board is tens of kilobytes, and the state of the version it shows is
already kept with that version's log entry, so delivery draws it from there, as a replay would.
"""

from __future__ import annotations

import base64
import json
import logging
import secrets
from typing import Any

from messages import say
from ops import metrics
from table.records import snapshots
from table.replies import Attachment, Choice, Ping, Reply
from table.store import Outgoing, Store
from workers import pool as render_pool

log = logging.getLogger(__name__)


def outgoing(guild_id: int, channel_id: int, reply: Reply, next_try: float, game_id: int | None = None,
             board_version: int | None = None) -> Outgoing:
    """The outbox row of `reply`; with `board_version`, its image is that version's board of the game.
    Its nonce is its own, kept with it for every attempt to deliver it."""
    return Outgoing(guild_id, channel_id, dump(reply), next_try, game_id, board_version, nonce=new_nonce())


def new_nonce() -> str:
    """A message nonce: Discord takes up to 25 characters; 63 random bits are 19 digits at most."""
    return str(secrets.randbits(63))


def dump(reply: Reply) -> str:
    data: dict[str, Any] = {
        "text": reply.text, "title": reply.title, "footer": reply.footer, "choices_for": reply.choices_for,
        "pings": [[p.user_id, p.text, p.dm] for p in reply.pings],
        "choices": [[c.label, c.custom_id, c.style] for c in reply.choices],
        "followers": list(reply.followers),
        "image": reply.image.name if reply.image else None,
        "image_alt": reply.image.description if reply.image else "",
        "files": [[f.name, base64.b64encode(f.data).decode()] for f in reply.files],
    }
    return json.dumps(data, separators=(",", ":"))


def load(text: str, image: bytes | None = None) -> Reply:
    """The reply kept as `text`; its image (when it had one) is `image`, or the line saying it could
    not be drawn."""
    data = json.loads(text)
    reply = Reply(
        text=data["text"], title=data["title"], footer=data["footer"], choices_for=data["choices_for"],
        pings=tuple(Ping(int(user), str(said), bool(dm)) for user, said, dm in data["pings"]),
        choices=tuple(Choice(label, custom_id, style) for label, custom_id, style in data["choices"]),
        followers=tuple(int(user) for user in data["followers"]),
        files=tuple(Attachment(name, base64.b64decode(encoded)) for name, encoded in data.get("files", ())),
    )
    if data["image"] is not None:
        if image is None:
            reply.text += "\n" + say("boardpost-not-drawn")
        else:
            reply.image = Attachment(data["image"], image, data.get("image_alt", ""))
    return reply


async def reply_of(store: Store, post: Outgoing) -> Reply:
    """The post as it is delivered: its board drawn from the state its version kept."""
    image = None
    if post.game_id is not None and post.board_version is not None:
        image = await _board(store, post.game_id, post.board_version)
    return load(post.reply, image)


async def _board(store: Store, game_id: int, version: int) -> bytes | None:
    """The board of the game as it stood at `version`; None (logged) if it cannot be drawn."""
    try:
        game = await store.game(game_id)
        seq = await store.entry_at_version(game_id, version)
        kept = None if seq is None else await store.snapshot(game_id, seq)
        if game is None or kept is None:
            raise RuntimeError(f"no state is kept for version {version}")  # logged below, never shown
        with metrics.drawing(game.kind):
            return await render_pool.render(game.kind, snapshots.unpack_json(kept))
    except Exception:
        log.exception("game %s: the board of version %s could not be drawn for the outbox", game_id, version)
        return None
