"""One table call as the table's parts see it: whose it is, and whether it has written anything yet.

The core makes one per call (`TableCore.guarded`) and hands it to the work it guards, which passes it
on to whatever saves or posts: the save marks it, and a board post leaves its asker unpinged.
"""

from __future__ import annotations

from dataclasses import dataclass

from table.replies import Caller


@dataclass
class Request:
    caller: Caller  # who asked, where (the clock's own steps: user 0)
    saved: bool = False  # whether this request has written anything: a failure after it says so

    @property
    def asker(self) -> int:
        """The member whose request this is (0: the clock's), who is looking at its board: never pinged."""
        return self.caller.user_id
