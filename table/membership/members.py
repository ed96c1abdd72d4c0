"""The members' settings for the clock, in a server: away and back, how they are told of a decision
that is theirs, the games they follow, and the games they play in."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import replace

from messages import say
from rules.notation import as_typed
from table.core import Refused, Service, TableCore
from table.playing import texts
from table.posting.delivery import held_reason
from table.replies import Caller, Reply, not_an_id, refusal
from table.store import GameRow
from table.timekeeping.clock import MemberGame, Timekeeping, member_games
from table.timekeeping.hours import say_hours

FOREVER_DAYS = 3650  # `/game away` without days: until `/game back`
NOTIFY_MODES = ("channel", "dm", "off")
AWAY_MODES = ("pause", "bot")
STOOD_IN_SHOWN = 5  # the bot's latest moves for a member away that /game back names, per game


class Members(Service):
    def __init__(self, core: TableCore, timekeeping: Timekeeping) -> None:
        super().__init__(core)
        self.timekeeping = timekeeping  # an absence begun or ended settles the member's clocks

    async def away(self, caller: Caller, days: int | None = None, mode: str = "pause",
                   member: int | None = None) -> Reply:
        """Mark a member away in every game of this server: their deadlines pause, or the bot
        plays for them, one decision each time a deadline falls due, until they come back or the
        days run out. Another member: admins only."""
        try:
            who, yourself = await self._member_target(caller, member, say("clock-away-others-admins-only"))
        except Refused as refused:
            return refusal(str(refused))
        if mode not in AWAY_MODES:
            return refusal(say("clock-away-unknown-mode", mode=mode[:20]))
        if days is not None and not 1 <= days <= 60:
            return refusal(say("clock-away-days-out-of-range", days=days))
        until = self.clock.now() + 86400 * (days or FOREVER_DAYS)
        settings = await self.store.member(caller.guild_id, who)
        await self.store.set_member(caller.guild_id, who, replace(settings, away_until=until, away_mode=mode))
        await self.timekeeping.settle_clocks(caller.guild_id, who)
        if yourself:
            return refusal(say("clock-away-you", days=days or 0, until=int(until), mode=mode))
        return refusal(say("clock-away-member", member=who, days=days or 0, until=int(until), mode=mode))

    async def back(self, caller: Caller, member: int | None = None) -> Reply:
        try:
            who, yourself = await self._member_target(caller, member, say("clock-back-others-admins-only"))
        except Refused as refused:
            return refusal(str(refused))
        settings = await self.store.member(caller.guild_id, who)
        mode = settings.away_at(self.clock.now())
        if not mode:
            return refusal(say("clock-back-not-away-you") if yourself
                           else say("clock-back-not-away-member", member=who))
        await self.timekeeping.come_back(caller.guild_id, who)
        seated = member_games(await self.store.live_games_in(caller.guild_id), who)
        games = [member_game async for member_game in seated]
        owed = await self._owed_lines(games, to_them=yourself)
        waiting = "\n".join([say("clock-back-waiting-you" if yourself else "clock-back-waiting-member"), *owed]) \
            if owed else say("clock-back-nothing-waits")
        played = await self._stood_in_lines(games, who) if mode == "bot" else []
        made = "\n".join([say("clock-back-stood-in-you" if yourself else "clock-back-stood-in-member"), *played]) \
            if played else ""
        back = say("clock-back-you", mode=mode) if yourself else say("clock-back-member", member=who, mode=mode)
        return refusal("\n".join(part for part in (back, made, waiting) if part))

    async def _stood_in_lines(self, games: list[MemberGame], user_id: int) -> list[str]:
        """A line per game of the member's (`clock.member_games`) in which the bot moved for them since their
        last move of their own: how many moves, and the latest of them."""
        lines = []
        for game, _seat, loaded in games:
            if loaded is None:
                continue
            stood_in = [e.action for e in await self.core.since_own_move(game.id, user_id)
                        if e.kind == "stand_in" and e.actor_id == user_id]
            if stood_in:
                shown = as_typed(stood_in[-STOOD_IN_SHOWN:])
                earlier = "… " if len(stood_in) > STOOD_IN_SHOWN else ""
                lines.append(say("clock-back-stood-in-line", channel=game.channel_id, title=loaded.engine.title,
                                 id=game.id, moves=len(stood_in), shown=f"{earlier}{shown}"))
        return lines

    async def _owed_lines(self, games: list[MemberGame], to_them: bool) -> list[str]:
        """A line per decision the member owes in their games in this server (`clock.member_games`): posts
        made while they were away did not ping them, so coming back is when they learn what waits.
        Worded to the member (`to_them`) or about them, to the admin who brought them back."""
        lines = []
        for game, seat, loaded in games:
            if loaded is None or game.status != "active":
                continue
            due = {d.seat: d.due_at for d in await self.store.deadlines(game.id) if d.paused_at is None}
            for prompt in loaded.engine.prompts(loaded.state):
                if prompt.seat == seat:
                    where: dict[str, str | int] = {
                        "channel": game.channel_id, "title": loaded.engine.title, "id": game.id,
                        "what": (prompt.text if to_them else prompt.awaited).rstrip(".")}
                    lines.append(say("clock-back-owed-line-due", **where, due=int(due[seat])) if seat in due
                                 else say("clock-back-owed-line", **where))
        return lines

    async def _member_target(self, caller: Caller, member: int | None, admins_only: str) -> tuple[int, bool]:
        """The member a command is about, and whether that is the caller; Refused with `admins_only`
        when a member who is not an admin asks about another."""
        if member is not None and (reason := not_an_id(member, "member")):
            raise Refused(reason)
        if member is None or member == caller.user_id:
            return caller.user_id, True
        if not await self.core.is_admin(caller):
            raise Refused(admins_only)
        return member, False

    async def notify(self, caller: Caller, mode: str) -> Reply:
        if mode not in NOTIFY_MODES:
            return refusal(say("clock-notify-unknown-mode", mode=mode[:20]))
        settings = await self.store.member(caller.guild_id, caller.user_id)
        await self.store.set_member(caller.guild_id, caller.user_id, replace(settings, notify=mode))
        return refusal(say("clock-notify-set", mode=mode))

    async def follow(self, caller: Caller, following: bool = True) -> Reply:
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return refusal(say("clock-follow-no-game"))
        await self.store.set_following(game.id, caller.user_id, following)
        if following:
            return refusal(say("clock-follow", id=game.id))
        return refusal(say("clock-unfollow", id=game.id))

    async def unfollow(self, caller: Caller) -> Reply:
        return await self.follow(caller, following=False)

    async def mine(self, caller: Caller) -> Reply:
        """The member's live games in this server, those waiting for them first."""
        games = member_games(await self.store.live_games_in(caller.guild_id), caller.user_id)
        lines = await self._games_listed(games, lambda game: f"<#{game.channel_id}>: {texts.game_title(game.kind)}")
        hours = await self.store.member_hours(caller.user_id)
        return refusal("\n".join([*(lines or [say("clock-mine-none")]),
                                   say("clock-mine-hours", hours=say_hours(hours))]))

    async def my_games(self, caller: Caller) -> Reply:
        """`/mygames`, anywhere, a direct message with the bot included: the member's live games in every
        server where this bot runs, those waiting for them first, each with a link to its channel. The
        games are read from the shared store, so any process (any shard) that gets the command answers
        for every server."""
        games = member_games(await self.store.live_games_of(caller.user_id), caller.user_id)
        lines = await self._games_listed(games, lambda game: f"[{texts.game_title(game.kind)}]"
                                         f"(https://discord.com/channels/{game.guild_id}/{game.channel_id})")
        return refusal("\n".join(lines) if lines else say("clock-my-games-none"))

    async def _games_listed(self, games: AsyncIterator[MemberGame], where: Callable[[GameRow], str]) -> list[str]:
        """A line per game (`clock.member_games`), named by `where`: those waiting for the member first, the
        soonest due first, then those waiting for others, then lobbies and games that cannot be loaded."""
        rows: list[tuple[int, float, str]] = []
        held = {channel.channel_id: channel for channel in await self.store.unreachable()}  # in every shard's servers
        removals = await self.store.removals()
        async for game, seat, loaded in games:
            named: dict[str, str | int] = {"where": where(game), "id": game.id}
            if game.status == "lobby" or game.damage:
                rows.append((2, 0.0, say("clock-games-lobby", **named)))
                continue
            if loaded is None:
                rows.append((2, 0.0, say("clock-games-damaged", **named)))
                continue
            clocks = {d.seat: d for d in await self.store.deadlines(game.id)}
            prompts = loaded.engine.prompts(loaded.state)
            waiting = texts.waiting_for(game, prompts)
            mine = clocks.get(seat)
            if any(p.seat == seat for p in prompts):
                line = say("clock-games-your-move-due", **named, waiting=waiting, due=int(mine.due_at)) \
                    if mine and mine.paused_at is None else say("clock-games-your-move", **named, waiting=waiting)
                order = (0, mine.due_at if mine else float("inf"))
            else:
                line, order = say("clock-games-waiting", **named, waiting=waiting), (1, 0.0)
            if game.channel_id in held:  # its clocks stand still: the member is told why, not left to wonder
                line = say("clock-games-held", line=line, reason=held_reason(held[game.channel_id]))
                if game.guild_id in removals:
                    line = say("clock-games-ends-unless-back", line=line, ends=int(removals[game.guild_id]))
            rows.append((*order, line))
        rows.sort(key=lambda row: (row[0], row[1]))
        return texts.clip("\n".join(text for *_order, text in rows)).splitlines()
