"""A channel's past games, and the server's statistics: members' records and leaderboards."""

from __future__ import annotations

from games import engine_for, game_keys
from messages import say
from rendering.charts import bar_chart
from rules.notation import excerpt
from table.core import Refused, Service
from table.playing import alttext, texts
from table.records import rating, statstext
from table.records.historytext import history_entry
from table.replies import Attachment, Caller, Reply, refusal
from table.store import GameRow
from workers import pool as render_pool

HISTORY_MAX = 15  # games listed by /game history, newest first
TOP_MAX = 10  # members on a leaderboard
CHART_FROM = 2  # rows from which a chart reads better than the lines alone


class History(Service):

    async def history(self, caller: Caller) -> Reply:
        """The channel's games, newest first, then the server's games whose channel was deleted (no
        channel is left to ask in)."""
        games = await self.store.channel_games(caller.channel_id, HISTORY_MAX)
        orphans = await self.store.guild_games_ended_as(caller.guild_id, texts.CHANNEL_DELETED, HISTORY_MAX)
        if not games and not orphans:
            return refusal(say("history-none"))
        counts = await self.store.move_counts([game.id for game in [*games, *orphans]])
        lines = [history_entry(game, counts.get(game.id, 0)) for game in games]
        if orphans:
            lines += [*([""] if lines else []), say("history-orphans")]
            lines += [history_entry(game, counts.get(game.id, 0)) for game in orphans]
        while len("\n".join(lines)) > texts.TEXT_LIMIT:
            lines.pop()
        return Reply(title=say("history-title"), text="\n".join(lines), ephemeral=True, footer=say("history-footer"))

    async def server_game(self, caller: Caller, game_id: int) -> GameRow:
        """Game `game_id` if it was played in the caller's server; Refused otherwise."""
        game = await self.store.game(game_id) if 0 < game_id < 2**63 else None
        if game is None or game.guild_id != caller.guild_id:
            raise Refused(say("history-no-such-game", id=game_id))
        return game

    async def game_shown(self, caller: Caller, game_id: int | None) -> GameRow:
        """The game a looking command shows: `game_id` of this server, or this channel's latest."""
        if game_id is not None:
            return await self.server_game(caller, game_id)
        game = await self.store.latest_game(caller.channel_id)
        if game is None:
            raise Refused(say("history-no-game-yet"))
        return game

    async def stats(self, caller: Caller, member: int | None = None, game: str | None = None) -> Reply:
        kind = _kind(game) if game else None
        if isinstance(kind, Reply):
            return kind
        user = member if member is not None else caller.user_id
        records = await self.store.records(caller.guild_id, user, kind)
        if not records:
            return refusal(say("history-stats-none-of", member=user, title=engine_for(kind).title) if kind
                           else say("history-stats-none", member=user))
        ratings = await self.store.member_standings(caller.guild_id, user)
        head = say("history-stats-head-of", member=user, title=engine_for(kind).title) if kind \
            else say("history-stats-head", member=user)
        lines = [head, *statstext.record_lines(records, ratings)]
        bars = statstext.record_bars(records, ratings)
        image = None
        if len(bars) >= CHART_FROM:
            name = next(iter(ratings.values())).name if ratings else say("history-stats-someone")
            title = say("history-chart-title", name=name)
            data = await render_pool.in_thread(bar_chart, title, bars)
            image = Attachment(f"stats-{user}.png", data, alttext.chart_alt(title, bars))
        return Reply(title=say("history-stats-title"), text=texts.clip("\n".join(lines)), image=image)

    async def top(self, caller: Caller, game: str) -> Reply:
        kind = _kind(game)
        if isinstance(kind, Reply):
            return kind
        title = engine_for(kind).title
        standings = await self.store.standings(caller.guild_id, kind, limit=TOP_MAX)
        apart = await self.store.standings(caller.guild_id, kind, entities=(rating.BOTS, rating.THE_GAME))
        if not standings and not apart:
            return refusal(say("history-top-none", title=title))
        lines = [say("history-top-head", initial=round(rating.INITIAL))]
        lines += [statstext.standing_line(n, s) for n, s in enumerate(standings, start=1)] or \
            [say("history-top-no-member")]
        lines += statstext.apart_lines(apart)
        image = None
        if len(standings) >= CHART_FROM:
            chart, bars = say("history-chart-title", name=title), statstext.standing_bars(standings)
            data = await render_pool.in_thread(bar_chart, chart, bars)
            image = Attachment(f"top-{kind}.png", data, alttext.chart_alt(chart, bars))
        return Reply(title=say("history-top-title", title=title), text=texts.clip("\n".join(lines)), image=image)


def _kind(game: str) -> str | Reply:
    kind = game.strip().lower()
    if kind not in game_keys():
        return refusal(say("lobby-unknown-game", game=excerpt(game), games=", ".join(game_keys())))
    return kind
