"""Members' data on request: everything the store keeps about a member, renaming them in a game, and
forgetting them."""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from table.membership.renaming import Renaming
from table.records import snapshots
from table.store.core import StoreCore, Transaction
from table.store.rows import GAME_COLUMNS, GameRow, row_to_game


class PrivacyQueries(StoreCore):
    """Members' data, renamed and forgotten."""

    async def member_data(self, guild_id: int, user_id: int) -> dict[str, list[dict[str, Any]]]:
        """Everything the store keeps about a member in a server, by kind (MEMBER_DATA), in one read."""
        found = await self._read_many([(kind.query, (guild_id, user_id)) for kind in MEMBER_DATA])
        return {kind.kind: [kind.record(row, user_id) for row in rows] for kind, rows in zip(MEMBER_DATA, found,
                                                                                            strict=True)}

    async def games_of_member(self, guild_id: int, user_id: int) -> list[GameRow]:
        """Every game of the server that keeps the member's id: seated, hosted, acted in, followed, with
        their result or their take-back request."""
        rows = await self._read_all(
            f"SELECT {GAME_COLUMNS} FROM games g WHERE guild_id = ? AND (creator_id = ? OR {_SEATED}"
            " OR id IN (SELECT game_id FROM moves WHERE actor_id = ?) OR id IN (SELECT game_id FROM followers"
            " WHERE user_id = ?) OR id IN (SELECT game_id FROM result_seats WHERE user_id = ?)"
            " OR id IN (SELECT game_id FROM takebacks WHERE requester_id = ?)) ORDER BY id",
            (guild_id, *[user_id] * 6))
        return [row_to_game(row) for row in rows]

    async def new_former_player(self) -> int:
        """The next former player's number (table/membership/renaming.py), taken for good."""
        async with self._transaction() as tx:
            ((number,),) = await tx.fetch_all(
                "INSERT INTO former_players (forgotten_at) VALUES (?) RETURNING number", (self.now(),))
        return int(number)

    async def rename_in_game(self, game: GameRow, renaming: Renaming) -> bool:
        """Rename the member as `renaming` says everywhere the store keeps game `game.id`: its row, its
        log (actors, actions, events, kept states), its results, its posts, its clocks and take-back,
        and drop their follow; in one transaction, if the row is still at `game.version` (False, with
        nothing written, if a move landed since it was read)."""
        old = renaming.user_id
        async with self._transaction() as tx:
            rows = await tx.fetch_all(
                "SELECT seats, state, ended_reason, creator_id FROM games WHERE id = ? AND version = ?",
                (game.id, game.version))
            if not rows:
                return False
            ((seats, state, ended, creator),) = rows
            await tx.write("UPDATE games SET seats = ?, state = ?, ended_reason = ?, creator_id = ? WHERE id = ?",
                           (_renamed(renaming, seats), None if state is None else _renamed(renaming, state, True),
                            None if ended is None else _renamed(renaming, ended), renaming.id(creator), game.id))
            entries = await tx.fetch_all("SELECT seq, actor_id, action, events, state FROM moves WHERE game_id = ?",
                                         (game.id,))
            await tx.executemany(
                "UPDATE moves SET actor_id = ?, action = ?, events = ?, state = ? WHERE game_id = ? AND seq = ?",
                [(renaming.id(actor), renaming.text(action), _renamed(renaming, events),
                  None if kept is None else _renamed_state(renaming, kept), game.id, seq)
                 for seq, actor, action, events, kept in entries])
            await tx.write("UPDATE result_seats SET user_id = ?, name = ? WHERE game_id = ? AND user_id = ?",
                           (renaming.new_id, renaming.new_name, game.id, old))
            posts = await tx.fetch_all("SELECT id, reply FROM outbox WHERE game_id = ?", (game.id,))
            await tx.executemany("UPDATE outbox SET reply = ? WHERE id = ?",
                                 [(_renamed(renaming, reply, True), post) for post, reply in posts])
            await tx.write("UPDATE deadlines SET user_id = ? WHERE game_id = ? AND user_id = ?",
                           (renaming.new_id, game.id, old))
            await tx.write("UPDATE takebacks SET requester_id = ?, waiting = ? WHERE game_id = ?",
                           await _renamed_takeback(tx, renaming, game.id))
            await tx.write("DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game.id, old))
        return True

    async def forget_member(self, guild_id: int, user_id: int) -> None:
        """Erase what the store keeps of a member in a server beside the games (FORGOTTEN), in one transaction."""
        async with self._transaction() as tx:
            for _kind, statement in FORGOTTEN:
                await tx.write(statement, (guild_id, user_id))


# A game whose seats (JSON, as Seat.to_json writes them) hold the member whose id is the parameter.
_SEATED = "g.seats LIKE '%\"user_id\": ' || CAST(CAST(? AS BIGINT) AS TEXT) || ',%'"


@dataclass(frozen=True)
class MemberRows:
    """One kind of data the store keeps about a member: the rows `query` reads (its parameters: the
    server's id, then the member's), each given as a dict of `columns`."""

    kind: str
    columns: tuple[str, ...]
    query: str

    def record(self, row: Sequence[Any], user_id: int) -> dict[str, Any]:
        record = dict(zip(self.columns, row, strict=True))
        if "seat" in record:  # the seats column of a game: only the member's own seat is theirs
            record["seat"] = next((seat for seat in json.loads(record["seat"]) if seat.get("user_id") == user_id),
                                  None)
        return record


# Everything the store keeps about a member, kind by kind: `/game my-data` gives all of it. A new kind of
# member data is one more entry here, and one more in FORGOTTEN (or a rename in Store.rename_in_game).
MEMBER_DATA: tuple[MemberRows, ...] = (
    MemberRows("settings", ("notify",), "SELECT notify FROM members WHERE guild_id = ? AND user_id = ?"),
    MemberRows("away", ("until", "mode"), "SELECT away_until, away_mode FROM members WHERE guild_id = ?"
               " AND user_id = ? AND away_until IS NOT NULL"),
    MemberRows("follows", ("game", "channel"), "SELECT f.game_id, g.channel_id FROM followers f JOIN games g"
               " ON g.id = f.game_id WHERE g.guild_id = ? AND f.user_id = ? ORDER BY f.game_id"),
    MemberRows("seats", ("game", "channel", "kind", "status", "created_at", "seat"),
               "SELECT id, channel_id, kind, status, created_at, seats FROM games g WHERE guild_id = ?"
               f" AND {_SEATED} ORDER BY id"),
    MemberRows("clocks", ("game", "decision", "due_at"), "SELECT game_id, kind, due_at FROM deadlines"
               " WHERE guild_id = ? AND user_id = ? ORDER BY game_id"),
    MemberRows("results", ("game", "kind", "outcome", "name", "won", "place", "moves", "ended_at"),
               "SELECT game_id, kind, outcome, name, won, place, moves, ended_at FROM result_seats"
               " WHERE guild_id = ? AND user_id = ? AND bot = 0 ORDER BY game_id"),
    MemberRows("ratings", ("kind", "name", "rating", "games", "wins"), "SELECT kind, name, rating, games, wins"
               " FROM ratings WHERE guild_id = ? AND entity = ? ORDER BY kind"),
    MemberRows("moves", ("game", "seq", "action", "kind", "at"), "SELECT m.game_id, m.seq, m.action, m.kind,"
               " m.created_at FROM moves m JOIN games g ON g.id = m.game_id WHERE g.guild_id = ? AND m.actor_id = ?"
               " ORDER BY m.game_id, m.seq"),
    MemberRows("takebacks", ("game", "back_to_entry", "at"), "SELECT t.game_id, t.target_seq, t.created_at"
               " FROM takebacks t JOIN games g ON g.id = t.game_id WHERE g.guild_id = ? AND t.requester_id = ?"),
    # hours are a person's, the same in every server (table/timekeeping/hours.py): the server's id only fills its place
    MemberRows("hours", ("start", "end", "timezone"), "SELECT start_hour, end_hour, zone FROM member_hours"
               " WHERE CAST(? AS BIGINT) IS NOT NULL AND user_id = ?"),
)

# What forgetting a member erases beside the games (where they are renamed: Store.rename_in_game), kind by
# kind; each statement's parameters are the server's id, then the member's.
FORGOTTEN: tuple[tuple[str, str], ...] = (
    ("members", "DELETE FROM members WHERE guild_id = ? AND user_id = ?"),
    ("follows", "DELETE FROM followers WHERE game_id IN (SELECT id FROM games WHERE guild_id = ?) AND user_id = ?"),
    ("ratings", "DELETE FROM ratings WHERE guild_id = ? AND entity = ?"),
    ("hours", "DELETE FROM member_hours WHERE CAST(? AS BIGINT) IS NOT NULL AND user_id = ?"),
)


def _renamed(renaming: Renaming, text: str, compact: bool = False) -> str:
    """A stored JSON column renamed; one that is not JSON (damaged) has the names in its text replaced."""
    try:
        return renaming.json_text(text, compact)
    except ValueError:
        return renaming.text(text)


def _renamed_state(renaming: Renaming, kept: bytes) -> bytes:
    try:
        return snapshots.pack_json(_renamed(renaming, snapshots.unpack_json(kept), True))
    except (zlib.error, UnicodeDecodeError):  # a damaged kept state stays as it is: nothing reads it back
        return kept


async def _renamed_takeback(tx: Transaction, renaming: Renaming, game_id: int) -> tuple[Any, ...]:
    rows = await tx.fetch_all("SELECT requester_id, waiting FROM takebacks WHERE game_id = ?", (game_id,))
    if not rows:
        return (0, "[]", game_id)  # no row: the update changes nothing
    ((requester, waiting),) = rows
    return (renaming.id(requester), _renamed(renaming, waiting), game_id)
