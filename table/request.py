"""One table call as the table's parts see it: whose it is, and whether it has written anything yet.

The core makes one per call (`TableCore.guarded`) and hands it to the work it guards, which passes it
on to whatever saves or posts: the save marks it, and a board post leaves its asker unpinged.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass

from messages import DEFAULT_LANGUAGE, reading
from table.replies import Caller


@dataclass
class Request:
    caller: Caller  # who asked, where (the clock's own steps: user 0)
    saved: bool = False  # whether this request has written anything: a failure after it says so
    public_language: str = DEFAULT_LANGUAGE  # the server's (`/admin language`), read by the core for each request

    @property
    def asker(self) -> int:
        """The member whose request this is (0: the clock's), who is looking at its board: never pinged."""
        return self.caller.user_id

    def publicly(self) -> AbstractContextManager[str]:
        """For the block, `say()` writes what the channel sees or the game keeps (board and lobby posts,
        the log's events, seat names) in the server's language; the rest of the request answers its
        caller in their own (the core's `guarded`)."""
        return reading(self.public_language)
