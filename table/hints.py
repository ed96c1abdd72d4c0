"""/game hint: at a table opened with `hints=on` (an unrated game), a seated member asks privately
what the strong bot would play for them now, and what it expects of that move."""

from __future__ import annotations

import json
import random

from rendering import pool as render_pool
from table.core import Refused, TableCore
from table.options import hints_on, think_ms
from table.replies import Caller, Reply

HINTS_OFF = ("Hints are off at this table, so its result counts for ratings. A table opened with "
             "`/game new options:hints=on` offers `/game hint` to everyone seated, and is unrated.")


class Hints(TableCore):

    async def hint(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            loaded = await self._active(caller)
            if not hints_on(loaded.game.options):
                raise Refused(HINTS_OFF)
            seat = self._acting_seat(loaded, caller)  # refuses a spectator, and a seat that owes nothing
            game, engine = loaded.game, loaded.engine
            state_json = json.dumps(engine.dump(loaded.state), separators=(",", ":"))
            seed = random.Random(f"hint:{game.id}:{game.version}:{seat}").getrandbits(63)
            advice = await render_pool.hint(game.kind, state_json, seat, seed, think_ms(game.options))
            move = ", then ".join(f"`{action.notation}`" + (f" ({action.label})" if action.label else "")
                                  for action in advice.moves)
            if not advice.iterations:
                why = "It is the only move you have."
            else:
                why = (f"Why: in {advice.iterations} imagined continuations it rated your chances best after "
                       f"this move: about {100 * advice.expected:.0f}%.")
            return Reply(text=f"💡 The strong bot would play {move}.\n{why}", ephemeral=True)

        return await self._guarded(caller, work)
