"""A game's result and the ratings it moves, written in the save that ends it, or forgotten in the one that
reopens it. Places and new ratings are the table's (`StoreCore.scoring`, table/records/results.py): the store
reads the ratings they start from and writes what they give, under the ratings' lock."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import groupby

from table.store.core import StoreCore, Transaction
from table.store.rows import MOVE_KIND_LIST, GameResult, GameRow, SeatResult


async def record_result(core: StoreCore, tx: Transaction, game: GameRow, result: GameResult, now: float) -> None:
    ((moves,),) = await tx.fetch_all(
        f"SELECT COUNT(*) FROM moves WHERE game_id = ? AND undone IS NULL AND kind IN ({MOVE_KIND_LIST})",
        (game.id,))
    rated = result.outcome == "finished"
    if rated:
        await core._serialize(tx, "ratings", game.guild_id, game.kind)
        now = await _rating_time(core, tx, game.guild_id, game.kind)
    bots = sum(1 for seat in result.seats if seat.bot)
    await tx.executemany(
        "INSERT INTO result_seats (game_id, seat, guild_id, kind, outcome, user_id, name, bot, won, place,"
        " moves, bots, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game.id, n, game.guild_id, game.kind, result.outcome, seat.user_id, seat.name, int(seat.bot),
          int(seat.won), seat.place, moves, bots, now) for n, seat in enumerate(result.seats)],
    )
    if rated:
        await _rate(core, tx, game.guild_id, game.kind, result.seats)


async def _rating_time(core: StoreCore, tx: Transaction, guild_id: int, kind: str) -> float:
    """When a finished game is rated, stamped under the ratings' lock and later than every result
    rated before it: a rebuild replays results by this time, so in exactly the order they were
    rated, whatever order their saves began in or however the clock moved."""
    ((last,),) = await tx.fetch_all(
        "SELECT MAX(ended_at) FROM result_seats WHERE guild_id = ? AND kind = ? AND outcome = 'finished'",
        (guild_id, kind))
    now = core.now()
    return now if last is None else max(now, math.nextafter(last, math.inf))


async def _rate(core: StoreCore, tx: Transaction, guild_id: int, kind: str, seats: Sequence[SeatResult],
                known: dict[int, float] | None = None) -> dict[int, float]:
    """Write the ratings of one finished game's entities as the table's scoring works them out; `known`
    (a rebuild's running ratings) stands in for the stored ones. Returns the ratings after it."""
    entities = core.scoring.entities(seats)
    if known is None:
        marks = ", ".join("?" for _ in entities)
        known = {entity: value for entity, value in await tx.fetch_all(
            f"SELECT entity, rating FROM ratings WHERE guild_id = ? AND kind = ? AND entity IN ({marks})",
            (guild_id, kind, *entities))}
    rated = core.scoring.rated(known, seats)
    await tx.executemany(
        "INSERT INTO ratings (guild_id, kind, entity, name, rating, games, wins) VALUES (?, ?, ?, ?, ?, 1, ?)"
        " ON CONFLICT (guild_id, kind, entity) DO UPDATE SET name = excluded.name, rating = excluded.rating,"
        " games = ratings.games + 1, wins = ratings.wins + excluded.wins",
        [(guild_id, kind, row.entity, row.name, row.rating, int(row.won)) for row in rated],
    )
    return {**known, **{row.entity: row.rating for row in rated}}


async def forget_result(core: StoreCore, tx: Transaction, game: GameRow) -> None:
    """A finished game reopened: its result no longer counts, and the ratings of its kind in its
    server are worked out again from every other finished game, in the order they ended."""
    rows = await tx.fetch_all("SELECT outcome FROM result_seats WHERE game_id = ?", (game.id,))
    if not rows:
        return
    await tx.execute("DELETE FROM result_seats WHERE game_id = ?", (game.id,))
    if rows[0][0] != "finished":
        return
    await core._serialize(tx, "ratings", game.guild_id, game.kind)
    await tx.execute("DELETE FROM ratings WHERE guild_id = ? AND kind = ?", (game.guild_id, game.kind))
    await _replay_ratings(core, tx, game.guild_id, game.kind)


async def _replay_ratings(core: StoreCore, tx: Transaction, guild_id: int, kind: str) -> None:
    """Work out the ratings of a game in a server, none stored, from every finished game's result
    in the order they were rated."""
    seats = await tx.fetch_all(
        "SELECT game_id, user_id, name, bot, won, place FROM result_seats"
        " WHERE guild_id = ? AND kind = ? AND outcome = 'finished' ORDER BY ended_at, game_id, seat",
        (guild_id, kind))
    known: dict[int, float] = {}
    for _game_id, played in groupby(seats, key=lambda row: row[0]):
        results = [SeatResult(user, name, bool(bot), bool(won), place) for _, user, name, bot, won, place in played]
        known = await _rate(core, tx, guild_id, kind, results, known)


async def replay_places(core: StoreCore, tx: Transaction) -> None:
    """Once, in the migration to places by each game's own ranking: every finished game's places
    are read again from its final state (a state that no longer loads keeps the places it had),
    then every rating is replayed from the results, none being stored."""
    finished = await tx.fetch_all(
        "SELECT game_id, COUNT(*) FROM result_seats WHERE outcome = 'finished' GROUP BY game_id ORDER BY game_id")
    for game_id, seats in finished:
        ((kind, state_json),) = await tx.fetch_all("SELECT kind, state FROM games WHERE id = ?", (game_id,))
        places = core.scoring.final_places(kind, state_json, seats)
        if places is not None:
            await tx.executemany("UPDATE result_seats SET place = ? WHERE game_id = ? AND seat = ?",
                                 [(place, game_id, seat) for seat, place in enumerate(places)])
    for guild_id, kind in await tx.fetch_all(
            "SELECT DISTINCT guild_id, kind FROM result_seats WHERE outcome = 'finished' ORDER BY guild_id, kind"):
        await _replay_ratings(core, tx, guild_id, kind)
