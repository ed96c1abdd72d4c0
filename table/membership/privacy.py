"""Members' data on request: everything the bot keeps about a member in a server, as a file, and
forgetting them: their settings, follows and ratings erased, their live seats resigned as
`/game resign` does, and their id and names in every stored game replaced by "former player N",
so finished games, replays and the other players' records stay whole."""

from __future__ import annotations

import json
import re
from typing import Any

from messages import say
from table import custom_ids
from table.core import Refused, Service, TableCore
from table.membership.renaming import Renaming, former_player_name
from table.playing.play import Play
from table.posting import outbox
from table.replies import Attachment, Caller, Choice, Reply, not_an_id
from table.request import Request
from table.store import LIVE_STATUSES, GameRow

RENAME_TRIES = 5  # a game whose moves keep landing while its names are replaced is read again this often
MEMBER_ID = re.compile(r"<@!?(\d{1,19})>|(\d{1,19})")  # an id, or a mention pasted in its place


class Privacy(Service):
    def __init__(self, core: TableCore, play: Play) -> None:
        super().__init__(core)
        self.play = play  # a forgotten member's live seats are resigned by Play.resign itself
    async def my_data(self, caller: Caller) -> Reply:
        """Everything the bot keeps about the caller in this server, as a JSON file only they see."""

        async def work(request: Request) -> Reply:
            data = await self.store.member_data(caller.guild_id, caller.user_id)
            record = {"member": str(caller.user_id), "server": str(caller.guild_id), "made_at": self.clock.now(),
                      "data": data}
            count = sum(len(rows) for rows in data.values())
            text = say("privacy-my-data", kept=_counted(data)) if count else say("privacy-my-data-empty")
            written = json.dumps(record, indent=2, ensure_ascii=False).encode()
            return Reply(text=text, ephemeral=True, files=(Attachment(f"my-data-{caller.user_id}.json", written),))

        return await self.core.guarded(caller, work)

    async def forget_me(self, caller: Caller) -> Reply:
        """Asked privately first, with a button that confirms it (Table.forget_confirmed)."""

        async def work(request: Request) -> Reply:
            return await self._ask_to_forget(caller, caller.user_id, themselves=True)

        return await self.core.guarded(caller, work)

    async def admin_forget(self, caller: Caller, member_id: str) -> Reply:
        """An admin forgets a member (one who left the server, say), after confirming it."""

        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            member = _member_id(member_id)
            return await self._ask_to_forget(caller, member, themselves=False)

        return await self.core.guarded(caller, work)

    async def forget_confirmed(self, caller: Caller, member: int) -> Reply:
        """The confirming button was pressed: the caller forgets themselves, or an admin forgets `member`."""
        if member != caller.user_id:
            try:
                await self.core.check_admin(caller)
            except Refused as refused:
                return Reply(text=str(refused), ephemeral=True)
        number = await self._forget(caller, member)
        if number is None:
            return Reply(text=say("privacy-forgotten-already"), ephemeral=True)
        name = former_player_name(number)
        return Reply(text=say("privacy-forgotten-self", name=name) if member == caller.user_id
                     else say("privacy-forgotten-member", member=f"<@{member}>", name=name), ephemeral=True)

    async def _ask_to_forget(self, caller: Caller, member: int, themselves: bool) -> Reply:
        """The question before forgetting `member`: the caller `themselves`, or a member an admin names."""
        data = await self.store.member_data(caller.guild_id, member)
        if not any(data.values()) and not await self.store.games_of_member(caller.guild_id, member):
            raise Refused(say("privacy-nothing-to-forget-self") if themselves
                          else say("privacy-nothing-to-forget-member", member=f"<@{member}>"))
        return Reply(
            text=say("privacy-ask-self", kept=_counted(data)) if themselves
            else say("privacy-ask-member", member=f"<@{member}>", kept=_counted(data)),
            ephemeral=True, choices=(Choice(say("privacy-forget-button"), custom_ids.confirm_id(member, "forget"),
                                            "danger"),),
            choices_for=say("play-confirm"))

    async def _forget(self, caller: Caller, member: int) -> int | None:
        """Forget `member` in the caller's server; their former player's number, or None if nothing was kept."""
        guild = caller.guild_id
        data = await self.store.member_data(guild, member)
        games = await self.store.games_of_member(guild, member)
        if not games and not any(data.values()):
            return None
        names = {caller.name} if member == caller.user_id else set()
        names |= {row["name"] for kind in ("results", "ratings") for row in data[kind]}
        names |= {seat.name for game in games for seat in game.seats if seat.user_id == member}
        for game in games:
            if game.status in LIVE_STATUSES:
                await self._resign_for(member, game)
        number = await self.store.new_former_player()
        for game in games:
            await self._rename(game.id, member, number, frozenset(names))
        await self.store.forget_member(guild, member)
        return number

    async def _resign_for(self, member: int, game: GameRow) -> None:
        """The member's seat in a live game is resigned as `/game resign` does; the board goes to the
        game's channel through the outbox."""
        seat = next((s for s in game.seats if s.user_id == member), None)
        if seat is None:
            return
        reply = await self.play.resign(Caller(member, seat.name, game.guild_id, game.channel_id), confirmed=game.id)
        if reply.ephemeral:  # already out of the game, or the game ended meanwhile
            return
        now = self.clock.now()
        version = reply.board_of[1] if reply.board_of else None
        await self.store.put_post(outbox.outgoing(game.guild_id, game.channel_id, reply, now, game.id, version))
        self.core.on_change(now)

    async def _rename(self, game_id: int, member: int, number: int, names: frozenset[str]) -> None:
        for _ in range(RENAME_TRIES):
            game = await self.store.game(game_id)
            if game is None:
                return
            async with self.core.lock(game.channel_id):
                others = frozenset(s.name for s in game.seats if s.user_id != member)
                own = frozenset(s.name for s in game.seats if s.user_id == member)
                if await self.store.rename_in_game(game, Renaming(member, number, (names - others) | own, others)):
                    return
        raise RuntimeError(f"game #{game_id} kept changing while a member was being forgotten")


def _member_id(text: str) -> int:
    match = MEMBER_ID.fullmatch(text.strip())
    member = int(match.group(1) or match.group(2)) if match else 0
    if reason := not_an_id(member, "member"):
        raise Refused(say("privacy-member-id", reason=reason, got=repr(text.strip()[:40])))
    return member


def _counted(data: dict[str, list[dict[str, Any]]]) -> str:
    kept = [f"{kind} {len(rows)}" for kind, rows in data.items() if rows]
    return ", ".join(kept) or say("privacy-kept-nothing")
