"""/game hint: at a table opened with `hints=on` (an unrated game), a seated member asks privately
what the strong bot would play for them now, and what it expects of that move."""

from __future__ import annotations

import json
import random
from functools import reduce

from messages import say
from table.core import Refused, Service
from table.replies import Caller, Reply
from table.request import Request
from table.seating.options import hints_on, think_ms
from workers import pool as render_pool


class Hints(Service):

    async def hint(self, caller: Caller) -> Reply:
        async def work(request: Request) -> Reply:
            loaded = await self.core.active(caller)
            if not hints_on(loaded.game.options):
                raise Refused(say("hints-off"))
            seat = self.core.acting_seat(loaded, caller)  # refuses a spectator, and a seat that owes nothing
            game, engine = loaded.game, loaded.engine
            state_json = json.dumps(engine.dump(loaded.state), separators=(",", ":"))
            seed = random.Random(f"hint:{game.id}:{game.version}:{seat}").getrandbits(63)
            advice = await render_pool.hint(game.kind, state_json, seat, seed, think_ms(game.options))
            steps = [f"`{action.notation}`" + (f" ({action.label})" if action.label else "") for action in advice.moves]
            move = reduce(lambda first, step: say("hints-then", first=first, next=step), steps)
            if not advice.iterations:
                why = say("hints-only-move")
            else:
                why = say("hints-why", iterations=advice.iterations, percent=f"{100 * advice.expected:.0f}")
            return Reply(text=say("hints-advice", move=move, why=why), ephemeral=True)

        return await self.core.guarded(caller, work)
