"""The store: one row per game, an append-only move log, per-guild settings, the clock's rows.

Every query is written here once, in the store's SQL (`dialect` renders it for each database);
`sqlite.SqliteStore` and `postgres.PostgresStore` only run it. Forward migrations (`schema`) are
applied by one process at a time. Saves are guarded by the row's version number, so a lost race
is refused instead of applied twice. Finished and reset games are kept. A row that does not read
back (damaged JSON, an unknown game) comes back marked `damage`, never as an exception, so its
channel can still be reported and reset.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
import zlib
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from itertools import groupby
from os import PathLike
from typing import Any, ClassVar, Protocol

from games import engine_for
from messages import say
from table import rating, snapshots
from table.renaming import Renaming
from table.shards import ALL_SHARDS, Shards
from table.store.dialect import Dialect
from table.store.schema import MIGRATIONS, REPLAY_PLACES_VERSION, SCHEMA_VERSION

LIVE_STATUSES = ("lobby", "active")

BUSY_TIMEOUT_MS = 1500  # a statement waits this long for another process's lock, then the user is told to retry


class StoreError(Exception):
    """The database cannot be opened or used at all (a read-only mount, not a database file)."""


class StoreBusy(Exception):
    """Another process held a lock past the busy timeout: nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game row changed since it was read: someone else's move landed first."""


@dataclass
class Seat:
    user_id: int
    name: str
    bot: bool = False
    colour: int | None = None  # in the lobby: the colour held, kept when players before it leave
    timeouts: int = 0  # deadlines missed in a row; the player's own move sets it back to 0
    level: str = "normal"  # a bot seat's strength (rules/levels.py); rows saved before levels read as normal

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"user_id": self.user_id, "name": self.name, "bot": self.bot}
        if self.level != "normal":
            data["level"] = self.level
        if self.colour is not None:
            data["colour"] = self.colour
        if self.timeouts:
            data["timeouts"] = self.timeouts
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        colour = data.get("colour")
        return cls(int(data["user_id"]), str(data["name"]), bool(data.get("bot", False)),
                   None if colour is None else int(colour), int(data.get("timeouts", 0)),
                   str(data.get("level", "normal")))


@dataclass
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    kind: str
    status: str
    creator_id: int
    seats: list[Seat]
    options: dict[str, str]
    state_json: str | None  # parsed by the table, which knows what a broken state means
    version: int
    created_at: float
    updated_at: float
    ended_reason: str | None = None
    damage: str | None = None  # why a column did not read back; such a game can only be shown and reset
    deadline: int | None = None  # seconds allowed per prompt; None: the game waits as long as it takes


@dataclass
class Deadline:
    """The clock of one open prompt: a human seat's decision, due at `due_at`. `sent` reminders
    have gone out; the scheduler looks at it again at `next_at` (None: paused, or past its
    deadline in a game that only waits)."""

    game_id: int
    seat: int
    kind: str
    user_id: int
    guild_id: int
    channel_id: int
    opened_at: float
    due_at: float
    sent: int = 0
    next_at: float | None = None
    paused_at: float | None = None


@dataclass(frozen=True)
class GuildSettings:
    admin_role: int | None = None
    deadline: int | None = None  # the default time per prompt of new tables; None: the bot's default
    reminders: str | None = None  # e.g. "50%,1h"; None: the bot's default
    timeouts_to_resign: int | None = None


@dataclass(frozen=True)
class MemberSettings:
    notify: str = "channel"  # channel, dm or off
    away_until: float | None = None
    away_mode: str | None = None  # pause or bot, while away

    def away_at(self, now: float) -> str | None:
        """How the member is away at `now` (pause or bot), or None if they are not."""
        return self.away_mode if self.away_until is not None and self.away_until > now else None


@dataclass(frozen=True)
class Hours:
    """A member's own hours, the same in every server (table/hours.py): from `start` to `end` o'clock
    (past midnight when `end` is the smaller) in the IANA time zone `zone`."""

    start: int
    end: int
    zone: str


MOVE_KINDS = ("move", "bot", "stand_in")  # the entries a game's length counts


@dataclass
class LogEntry:
    seq: int
    actor_id: int
    action: str
    events: list[dict[str, Any]] = field(default_factory=list)
    created_at: float = 0.0
    # "move": a member's own; "bot": a bot seat's; "stand_in": the bot's for a member away;
    # "table": anything else (the start, a resignation, an admin's skip, a take-back, a rollback)
    kind: str = "table"
    state: bytes | None = None  # the state after it, zlib-compressed JSON; log() leaves it out
    version: int | None = None  # the game's version its save produced (None before history was kept)
    restores: int | None = None  # a take-back or rollback: the seq of the entry whose state it restored
    undone: str | None = None  # why it is no longer part of the game (taken back, rolled back)
    time_left: float | None = None  # what its actor had left on the clock of the decision it answered


@dataclass(frozen=True)
class SeatResult:
    user_id: int
    name: str
    bot: bool
    won: bool
    place: int | None  # 1 is best; None in an abandoned game


@dataclass(frozen=True)
class GameResult:
    """How a game that had started ended, seat by seat: "finished" by its rules, "abandoned"
    (reset by an admin before the end), or "stood_in" (finished, but played out by the bot for a
    member away all along: counted apart, table/results.py)."""

    outcome: str
    seats: tuple[SeatResult, ...]


@dataclass(frozen=True)
class Record:
    """A member's games of one kind in a server, by how they ended."""

    kind: str
    outcome: str
    games: int
    wins: int
    average_moves: float
    average_place: float | None
    with_bots: int  # games that had bot seats


@dataclass(frozen=True)
class Standing:
    """A rated entity (a member, BOTS or THE_GAME in table.rating) in one game of one server."""

    entity: int
    name: str
    rating: float
    games: int
    wins: int


@dataclass(frozen=True)
class Takeback:
    """A take-back waiting for the other players: back to the state after entry `target_seq`,
    asked at game version `at_version` (any move since voids it); `waiting` have not answered."""

    game_id: int
    requester_id: int
    target_seq: int
    at_version: int
    waiting: tuple[int, ...]
    created_at: float
    damage: str | None = None  # why the stored row does not read back; such a request cannot be answered


@dataclass(frozen=True)
class Outgoing:
    """A post the table makes on its own (a reminder, a timeout's board), kept in the outbox from
    the transaction of the change it reports until it is delivered. `reply` is its content as
    JSON (table/outbox.py); the board of game `game_id` at `board_version`, if given, is drawn at
    delivery from the state kept with that version. It is tried at `next_try` (the table's clock)."""

    guild_id: int
    channel_id: int
    reply: str
    next_try: float
    game_id: int | None = None
    board_version: int | None = None
    id: int = 0  # given by the store
    attempts: int = 0  # deliveries begun
    nonce: str = ""  # sent with every attempt, so Discord keeps one message of repeats (outbox.outgoing)


@dataclass(frozen=True)
class Unreachable:
    """A channel the bot cannot post to since `since` (the table's clock): why, in a reader's words
    ("missing Embed Links", "the thread is archived"). Its posts and its clocks wait."""

    guild_id: int
    channel_id: int
    reason: str
    since: float


_GAME_COLUMNS = (
    "id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
    " created_at, updated_at, ended_reason, deadline"
)
_OUTBOX_COLUMNS = "guild_id, channel_id, reply, next_try, game_id, board_version, id, attempts, nonce"
# A pending post with no older pending post in its channel: the one its channel delivers next.
_HEAD_OF_CHANNEL = ("NOT EXISTS (SELECT 1 FROM outbox older WHERE older.channel_id = outbox.channel_id"
                    " AND older.sent_at IS NULL AND older.dropped = 0 AND older.id < outbox.id)")
_UNREACHABLE_COLUMNS = "guild_id, channel_id, reason, since"
_DEADLINE_COLUMNS = "game_id, seat, kind, user_id, guild_id, channel_id, opened_at, due_at, sent, next_at, paused_at"


def _row_to_game(row: Sequence[Any]) -> GameRow:
    (gid, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,
     created_at, updated_at, ended_reason, deadline) = row
    game = GameRow(
        id=gid, guild_id=guild_id, channel_id=channel_id, kind=kind, status=status,
        creator_id=creator_id, seats=[], options={}, state_json=state, version=version,
        created_at=created_at, updated_at=updated_at, ended_reason=ended_reason, deadline=deadline,
    )
    try:
        game.seats = [Seat.from_json(s) for s in json.loads(seats)]
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        game.damage = say("store-seats-damaged", error=type(error).__name__)
    try:
        game.options = json.loads(options)
        if not isinstance(game.options, dict) or not all(isinstance(v, str) for v in game.options.values()):
            raise TypeError("options are not a dict of texts")
    except (ValueError, TypeError) as error:
        game.options = {}
        game.damage = game.damage or say("store-options-damaged", error=type(error).__name__)
    return game


_LOG_COLUMNS = "seq, actor_id, action, events, created_at, kind, version, restores, undone, time_left"


def _entry(row: Sequence[Any]) -> LogEntry:
    seq, actor, action, events, at, kind, version, restores, undone, time_left = row[:10]
    parsed = _events(events)
    if parsed is None:
        parsed = [{"kind": "damaged", "text": say("store-events-damaged"), "data": {}}]
    state = row[10] if len(row) > 10 else None
    return LogEntry(seq, actor, str(action), parsed, at, kind, state, version, restores, undone, time_left)


def _events(text: Any) -> list[dict[str, Any]] | None:
    """A log entry's events, read back; None if they are damaged."""
    try:
        parsed = json.loads(text)
    except (ValueError, TypeError):
        return None
    if not isinstance(parsed, list) or not all(isinstance(e, dict) and "text" in e for e in parsed):
        return None
    return parsed


class Transaction(Protocol):
    """One open transaction of the store's database. Queries are in the store's SQL."""

    async def execute(self, query: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""

    async def executemany(self, query: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def write(self, query: str, params: Sequence[Any] = (), one_row_or: Exception | None = None) -> None:
        """Run one statement whose outcome nothing reads before the commit: SQLite sends it with
        the transaction's next job (a move's whole save is one job on its writer thread). Given
        `one_row_or`, the statement must change exactly one row, or the transaction is rolled
        back and that error raised, at the latest when the transaction ends."""

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def script(self, sql: str) -> None:
        """Several statements without parameters (a migration)."""


class Snapshot(Protocol):
    """A read-only view of the whole database as it was at one moment (for copying and checking)."""

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    def stream(self, query: str, batch: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        """The rows of `query`, `batch` at a time, without holding them all in memory."""


class Store(ABC):
    """Every query of the store, written once; a subclass runs them on its database.

    `Store.open(target)` opens the store `target` names: a postgresql:// URL, or the path of a SQLite
    file (see `table.store.open_store`)."""

    dialect: ClassVar[Dialect]
    DUPLICATE: ClassVar[tuple[type[BaseException], ...]]  # the driver's unique-constraint violation
    # what the store raises when the database fails under it (read-only, full, unreachable, busy):
    # the clock tries such a step again later instead of giving it up
    FAILURES: ClassVar[tuple[type[Exception], ...]]
    where = ""  # the database, as said to a person (never with a password)
    # when rows are stamped (created, updated, moved, rated): the table's clock where it is not the
    # wall's (the console's), so history and logs agree with the deadlines on its boards
    now: Callable[[], float] = staticmethod(time.time)

    @classmethod
    async def open(cls, target: str | PathLike[str], migrate: bool = True) -> Store:
        from table.store import open_store

        return await open_store(target, migrate)

    # ----- what each database provides ---------------------------------------------------

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def _read_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read that never queues behind a write in progress."""

    @abstractmethod
    async def _execute(self, query: str, params: Sequence[Any] = ()) -> int:
        """One write statement in a transaction of its own; how many rows it changed. StoreBusy if
        another process held a lock it needed past the busy timeout."""

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: committed if the block ends normally, rolled back if it raises.
        StoreBusy if another process held a lock it needed past the busy timeout."""

    @abstractmethod
    def _snapshot(self) -> AbstractAsyncContextManager[Snapshot]: ...

    # ----- the schema ----------------------------------------------------------------------

    async def schema_version(self) -> int:
        if self.dialect.version_exists is not None:
            ((exists,),) = await self._read_all(self.dialect.version_exists)
            if not exists:
                return 0
        ((version,),) = await self._read_all(self.dialect.version_read)
        return int(version)

    async def _migrate(self) -> None:
        """Bring the schema to this bot's version, in one transaction that other processes starting
        at the same time wait for (they then find nothing left to do)."""
        async with self._transaction() as tx:
            for statement in (*self.dialect.migration_lock, *self.dialect.version_setup):
                await tx.execute(statement)
            ((current,),) = await tx.fetch_all(self.dialect.version_read)
            if current > SCHEMA_VERSION:
                raise RuntimeError(
                    f"the database has schema version {current}, newer than this bot's {SCHEMA_VERSION}:"
                    " run a newer version of the bot"
                )
            for version in range(current, SCHEMA_VERSION):
                await tx.script(MIGRATIONS[version])
            if current < REPLAY_PLACES_VERSION <= SCHEMA_VERSION:
                await self._replay_places(tx)
            if current < SCHEMA_VERSION:
                await tx.execute(self.dialect.version_write.format(version=SCHEMA_VERSION))

    # ----- games and their log -------------------------------------------------------------

    async def _read_one(self, query: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = await self._read_all(query, params)
        return rows[0] if rows else None

    async def _aggregate(self, query: str, params: Sequence[Any] = ()) -> Any:
        """The one value of a query that always yields one row (COUNT, MIN, …)."""
        rows = await self._read_all(query, params)
        return rows[0][0]

    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRow | None:
        row = await self._read_one(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", params)
        return _row_to_game(row) if row else None

    async def live_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("id = ?", (game_id,))

    async def latest_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def create_game(
        self, guild_id: int, channel_id: int, kind: str, creator: Seat, options: dict[str, str],
        deadline: int | None = None,
    ) -> GameRow:
        now = self.now()
        try:
            async with self._transaction() as tx:
                ((game_id,),) = await tx.fetch_all(
                    "INSERT INTO games (guild_id, channel_id, kind, status, creator_id, seats, options,"
                    " state, version, created_at, updated_at, deadline)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, ?, NULL, 1, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, kind, creator.user_id, json.dumps([creator.to_json()]),
                     json.dumps(options), now, now, deadline),
                )
        except self.DUPLICATE as error:
            raise ChannelBusy(channel_id) from error
        game = await self.game(game_id)
        assert game is not None
        return game

    async def save(self, game: GameRow, log: Iterable[LogEntry] = (), deadlines: list[Deadline] | None = None, *,
                   marks: Iterable[tuple[int, str | None]] = (), result: GameResult | None = None,
                   reopen: bool = False, post: Outgoing | None = None) -> GameRow:
        """Write the row (status, creator, seats, state, ended_reason), append log entries and,
        given `deadlines`, make them the game's open prompts' clocks, in one transaction, if and
        only if the stored version is still `game.version`. Returns the row with its new version.

        In the same transaction: `marks` set (or clear, None) why entries (by seq) are no longer
        part of the game; `result` records how it ended, for statistics and ratings; `reopen`
        forgets the result of a finished game played on again; `post` goes into the outbox."""
        if game.damage:
            raise ValueError(say("store-damaged-write", id=game.id, damage=game.damage))
        update = ("UPDATE games SET status = ?, creator_id = ?, seats = ?, state = ?, ended_reason = ?,"
                  " version = version + 1, updated_at = ? WHERE id = ? AND version = ?")
        columns = (game.status, game.creator_id, json.dumps([s.to_json() for s in game.seats]), game.state_json,
                   game.ended_reason)
        return await self._write(game, update, columns, log,
                                 _Aftermath(deadlines, tuple(marks), result, reopen, post))

    async def archive(self, game: GameRow, reason: str, log: Iterable[LogEntry] = (),
                      result: GameResult | None = None) -> GameRow:
        """End the game as `reason` and append `log` (and record `result`), touching nothing else: a
        damaged row keeps its columns as they were, for whoever wants to look at them later."""
        game.status, game.ended_reason = "finished", reason
        update = ("UPDATE games SET status = ?, ended_reason = ?, version = version + 1, updated_at = ?"
                  " WHERE id = ? AND version = ?")
        return await self._write(game, update, (game.status, reason), log, _Aftermath([], (), result, False, None))

    async def _write(self, game: GameRow, update: str, columns: tuple[Any, ...], log: Iterable[LogEntry],
                     after: _Aftermath) -> GameRow:
        """Run `update` (its own columns, then updated_at, id and version) and append the log in one
        transaction, if and only if the stored version is still `game.version`; then what `after`
        asks, in the same transaction."""
        now = self.now()
        async with self._transaction() as tx:
            await tx.write(update, (*columns, now, game.id, game.version), one_row_or=StaleVersion(game.id))
            await tx.executemany(
                "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at, kind, version, state,"
                " restores, time_left) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?),"
                " ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game.id, game.id, e.actor_id, e.action, json.dumps(e.events), now, e.kind, game.version + 1,
                  e.state, e.restores, e.time_left) for e in log],
            )
            if after.deadlines is not None:
                await _replace_deadlines(tx, game.id, after.deadlines)
            await tx.executemany("UPDATE moves SET undone = ? WHERE game_id = ? AND seq = ?",
                                 [(mark, game.id, seq) for seq, mark in after.marks])
            if after.reopen:
                await self._forget_result(tx, game)
            if after.result is not None:
                await self._record_result(tx, game, after.result, now)
            if after.post is not None:
                await self._put_post(tx, after.post)
        game.version += 1
        game.updated_at = now
        return game

    async def log(self, game_id: int, last: int | None = None) -> list[LogEntry]:
        """The game's log in order, without the states; only the newest `last` entries if given."""
        query = f"SELECT {_LOG_COLUMNS} FROM moves WHERE game_id = ?"
        params: tuple[Any, ...] = (game_id,)
        if last is not None:
            query = f"SELECT * FROM ({query} ORDER BY seq DESC LIMIT ?) AS newest"
            params += (last,)
        return [_entry(row) for row in await self._read_all(query + " ORDER BY seq", params)]

    # ----- history: states by entry, results, ratings, take-backs -------------------------------

    async def _serialize(self, tx: Transaction, *key: object) -> None:
        """Make the rest of `tx` wait for any other transaction serialized on the same `key`: a
        rating is read, worked out and written back, and two processes doing that at once on
        PostgreSQL would each write over the other's result."""
        if self.dialect.serialize is not None:
            digest = hashlib.blake2b(repr(key).encode(), digest_size=8).digest()
            await tx.execute(self.dialect.serialize, (int.from_bytes(digest, "big", signed=True),))

    async def _record_result(self, tx: Transaction, game: GameRow, result: GameResult, now: float) -> None:
        ((moves,),) = await tx.fetch_all(
            f"SELECT COUNT(*) FROM moves WHERE game_id = ? AND undone IS NULL AND kind IN ({_MOVE_KIND_LIST})",
            (game.id,))
        rated = result.outcome == "finished"
        if rated:
            await self._serialize(tx, "ratings", game.guild_id, game.kind)
            now = await self._rating_time(tx, game.guild_id, game.kind)
        bots = sum(1 for seat in result.seats if seat.bot)
        await tx.executemany(
            "INSERT INTO result_seats (game_id, seat, guild_id, kind, outcome, user_id, name, bot, won, place,"
            " moves, bots, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(game.id, n, game.guild_id, game.kind, result.outcome, seat.user_id, seat.name, int(seat.bot),
              int(seat.won), seat.place, moves, bots, now) for n, seat in enumerate(result.seats)],
        )
        if rated:
            await self._rate(tx, game.guild_id, game.kind, result.seats)

    async def _rating_time(self, tx: Transaction, guild_id: int, kind: str) -> float:
        """When a finished game is rated, stamped under the ratings' lock and later than every result
        rated before it: a rebuild replays results by this time, so in exactly the order they were
        rated, whatever order their saves began in or however the clock moved."""
        ((last,),) = await tx.fetch_all(
            "SELECT MAX(ended_at) FROM result_seats WHERE guild_id = ? AND kind = ? AND outcome = 'finished'",
            (guild_id, kind))
        now = self.now()
        return now if last is None else max(now, math.nextafter(last, math.inf))

    async def _rate(self, tx: Transaction, guild_id: int, kind: str, seats: Sequence[SeatResult],
                    known: dict[int, float] | None = None) -> dict[int, float]:
        """Update the ratings of one finished game's entities; `known` (a rebuild's running ratings)
        stands in for the stored ones. Returns the ratings after it."""
        sides = rating.placings([(s.user_id, s.bot, s.place or 1) for s in seats], any(s.won for s in seats))
        entities = sorted({side.entity for side in sides})
        if known is None:
            marks = ", ".join("?" for _ in entities)
            known = {entity: value for entity, value in await tx.fetch_all(
                f"SELECT entity, rating FROM ratings WHERE guild_id = ? AND kind = ? AND entity IN ({marks})",
                (guild_id, kind, *entities))}
        new = rating.updated(known, sides)
        nobody_won = not any(s.won for s in seats)
        names = {rating.BOTS: say("store-rating-bots"), rating.THE_GAME: say("store-rating-the-game")}
        names.update({s.user_id: s.name for s in seats if not s.bot})
        won = {rating.THE_GAME: nobody_won}
        for seat in seats:
            entity = rating.entity_of(seat.user_id, seat.bot)
            won[entity] = won.get(entity, False) or seat.won
        await tx.executemany(
            "INSERT INTO ratings (guild_id, kind, entity, name, rating, games, wins) VALUES (?, ?, ?, ?, ?, 1, ?)"
            " ON CONFLICT (guild_id, kind, entity) DO UPDATE SET name = excluded.name, rating = excluded.rating,"
            " games = ratings.games + 1, wins = ratings.wins + excluded.wins",
            [(guild_id, kind, entity, names[entity], new[entity], int(won[entity])) for entity in entities],
        )
        return {**known, **new}

    async def _forget_result(self, tx: Transaction, game: GameRow) -> None:
        """A finished game reopened: its result no longer counts, and the ratings of its kind in its
        server are worked out again from every other finished game, in the order they ended."""
        rows = await tx.fetch_all("SELECT outcome FROM result_seats WHERE game_id = ?", (game.id,))
        if not rows:
            return
        await tx.execute("DELETE FROM result_seats WHERE game_id = ?", (game.id,))
        if rows[0][0] != "finished":
            return
        await self._serialize(tx, "ratings", game.guild_id, game.kind)
        await tx.execute("DELETE FROM ratings WHERE guild_id = ? AND kind = ?", (game.guild_id, game.kind))
        await self._replay_ratings(tx, game.guild_id, game.kind)

    async def _replay_ratings(self, tx: Transaction, guild_id: int, kind: str) -> None:
        """Work out the ratings of a game in a server, none stored, from every finished game's result
        in the order they were rated."""
        seats = await tx.fetch_all(
            "SELECT game_id, user_id, name, bot, won, place FROM result_seats"
            " WHERE guild_id = ? AND kind = ? AND outcome = 'finished' ORDER BY ended_at, game_id, seat",
            (guild_id, kind))
        known: dict[int, float] = {}
        for _game_id, played in groupby(seats, key=lambda row: row[0]):
            results = [SeatResult(user, name, bool(bot), bool(won), place) for _, user, name, bot, won, place in played]
            known = await self._rate(tx, guild_id, kind, results, known)

    async def _replay_places(self, tx: Transaction) -> None:
        """Once, in the migration to places by each game's own ranking: every finished game's places
        are read again from its final state (a state that no longer loads keeps the places it had),
        then every rating is replayed from the results, none being stored."""
        finished = await tx.fetch_all(
            "SELECT game_id, COUNT(*) FROM result_seats WHERE outcome = 'finished' GROUP BY game_id ORDER BY game_id")
        for game_id, seats in finished:
            ((kind, state_json),) = await tx.fetch_all("SELECT kind, state FROM games WHERE id = ?", (game_id,))
            places = _final_places(kind, state_json, seats)
            if places is not None:
                await tx.executemany("UPDATE result_seats SET place = ? WHERE game_id = ? AND seat = ?",
                                     [(place, game_id, seat) for seat, place in enumerate(places)])
        for guild_id, kind in await tx.fetch_all(
                "SELECT DISTINCT guild_id, kind FROM result_seats WHERE outcome = 'finished' ORDER BY guild_id, kind"):
            await self._replay_ratings(tx, guild_id, kind)

    async def snapshot(self, game_id: int, seq: int) -> bytes | None:
        """The compressed state after entry `seq`; None if it was not kept."""
        row = await self._read_one("SELECT state FROM moves WHERE game_id = ? AND seq = ?", (game_id, seq))
        return row[0] if row else None

    async def entry_at_version(self, game_id: int, version: int) -> int | None:
        """The seq of the last entry whose save produced `version` and kept its state: the board
        posted as that version shows the state after it."""
        row = await self._read_one(
            "SELECT seq FROM moves WHERE game_id = ? AND version = ? AND state IS NOT NULL ORDER BY seq DESC LIMIT 1",
            (game_id, version))
        return row[0] if row else None

    async def restorable_versions(self, game_id: int) -> tuple[int, int] | None:
        """The first and last versions with a kept state; None if none was kept."""
        row = await self._read_one(
            "SELECT MIN(version), MAX(version) FROM moves WHERE game_id = ? AND state IS NOT NULL", (game_id,))
        return None if row is None or row[0] is None else (int(row[0]), int(row[1]))

    async def frames(self, game_id: int) -> list[LogEntry]:
        """The entries of the game as it stands, each with the state after it, in order: what a
        replay shows. Take-backs and rollbacks are left out (they show a state seen before)."""
        rows = await self._read_all(
            f"SELECT {_LOG_COLUMNS}, state FROM moves WHERE game_id = ? AND undone IS NULL"
            " AND state IS NOT NULL AND restores IS NULL ORDER BY seq", (game_id,))
        return [_entry(row) for row in rows]

    async def move_counts(self, game_ids: Sequence[int]) -> dict[int, int]:
        """How many moves each game's line of play holds (members', bots' and stand-ins')."""
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._read_all(
            f"SELECT game_id, COUNT(*) FROM moves WHERE game_id IN ({marks}) AND undone IS NULL"
            f" AND kind IN ({_MOVE_KIND_LIST}) GROUP BY game_id", game_ids)
        return {game_id: count for game_id, count in rows}

    async def channel_games(self, channel_id: int, limit: int) -> list[GameRow]:
        """The channel's games, newest first."""
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT ?", (channel_id, limit))
        return [_row_to_game(row) for row in rows]

    async def guild_games_ended_as(self, guild_id: int, reason: str, limit: int) -> list[GameRow]:
        """The server's games that ended for `reason`, newest first."""
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = 'finished' AND ended_reason = ?"
            " ORDER BY id DESC LIMIT ?", (guild_id, reason, limit))
        return [_row_to_game(row) for row in rows]

    async def records(self, guild_id: int, user_id: int, kind: str | None = None) -> list[Record]:
        """A member's ended games in a server, by game and outcome."""
        query = ("SELECT kind, outcome, COUNT(*), SUM(won), AVG(moves), AVG(place),"
                 " SUM(CASE WHEN bots > 0 THEN 1 ELSE 0 END) FROM result_seats"
                 " WHERE guild_id = ? AND user_id = ? AND bot = 0")
        params: tuple[Any, ...] = (guild_id, user_id)
        if kind is not None:
            query += " AND kind = ?"
            params += (kind,)
        rows = await self._read_all(query + " GROUP BY kind, outcome ORDER BY kind, outcome", params)
        return [Record(k, outcome, games, int(wins or 0), float(moves or 0), None if place is None else float(place),
                       int(with_bots or 0)) for k, outcome, games, wins, moves, place, with_bots in rows]

    async def standings(self, guild_id: int, kind: str, entities: Sequence[int] = (),
                        limit: int | None = None) -> list[Standing]:
        """Ratings in one game of a server: of `entities` if given, else the best members' (at most
        `limit`), highest first."""
        query = "SELECT entity, name, rating, games, wins FROM ratings WHERE guild_id = ? AND kind = ?"
        params: tuple[Any, ...] = (guild_id, kind)
        if entities:
            query += f" AND entity IN ({', '.join('?' for _ in entities)})"
            params += tuple(entities)
        query += " ORDER BY rating DESC"
        if limit is not None:
            # down the rating index, the bots' and the game's rows skipped here (two at most)
            query += " LIMIT ?"
            params += (limit + 2,)
        found = [Standing(*row) for row in await self._read_all(query, params)]
        return found if entities else [s for s in found if s.entity > 0][:limit]

    async def member_standings(self, guild_id: int, user_id: int) -> dict[str, Standing]:
        """A member's rating in each game they have finished in a server."""
        rows = await self._read_all(
            "SELECT kind, entity, name, rating, games, wins FROM ratings WHERE guild_id = ? AND entity = ?",
            (guild_id, user_id))
        return {kind: Standing(*rest) for kind, *rest in rows}

    async def takeback(self, game_id: int) -> Takeback | None:
        return _takeback(await self._read_all(*_takeback_query(game_id)))

    async def move_context(self, game: GameRow, user_ids: Sequence[int]) -> MoveContext:
        """What a move on `game` reads beside its row, in one read (one job on SQLite's reader thread):
        the settings of the members `user_ids`, the game's clocks, its server's settings, its take-back
        request and its followers."""
        queries = [_deadlines_query(game.id), _settings_query(game.guild_id), _takeback_query(game.id),
                   _followers_query(game.id)]
        if user_ids:
            queries += [_members_query(game.guild_id, user_ids), _hours_query(user_ids)]
        deadlines, settings, takeback, followers, *members = await self._read_many(queries)
        return MoveContext(_members(members[0]) if members else {}, [Deadline(*row) for row in deadlines],
                           _settings(settings), _takeback(takeback), [u for (u,) in followers],
                           _hours(members[1]) if members else {})

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[tuple[Any, ...]]]:
        """The rows of several reads, as `_read_all` gives each; a database that can runs them together."""
        return [await self._read_all(query, params) for query, params in queries]

    async def put_takeback(self, request: Takeback) -> None:
        """Store (or replace) the game's take-back request."""
        await self._execute(
            "INSERT INTO takebacks (game_id, requester_id, target_seq, at_version, waiting, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET requester_id = excluded.requester_id,"
            " target_seq = excluded.target_seq, at_version = excluded.at_version, waiting = excluded.waiting,"
            " created_at = excluded.created_at",
            (request.game_id, request.requester_id, request.target_seq, request.at_version,
             json.dumps(list(request.waiting)), request.created_at))

    async def answer_takeback(self, request: Takeback, waiting: tuple[int, ...] | None) -> bool:
        """Record an answer to `request` as it was read: `waiting` still to answer, or None to close it
        (refused, lapsed, or agreed by all). One conditional statement, so two answers given at once
        in two processes never undo each other; False, with nothing written, if the request changed
        since it was read (another answer came first, or a new request replaced it) or is gone."""
        where = " WHERE game_id = ? AND requester_id = ? AND at_version = ? AND waiting = ?"
        read = (request.game_id, request.requester_id, request.at_version, json.dumps(list(request.waiting)))
        if waiting is None:
            changed = await self._execute("DELETE FROM takebacks" + where, read)
        else:
            changed = await self._execute("UPDATE takebacks SET waiting = ?" + where,
                                          (json.dumps(list(waiting)), *read))
        return changed == 1

    async def drop_takeback(self, game_id: int) -> None:
        await self._execute("DELETE FROM takebacks WHERE game_id = ?", (game_id,))

    async def admin_role(self, guild_id: int) -> int | None:
        return (await self.guild_settings(guild_id)).admin_role

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return _settings(await self._read_all(*_settings_query(guild_id)))

    async def set_defaults(self, guild_id: int, deadline: int | None, reminders: str,
                           timeouts_to_resign: int) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, deadline, reminders, timeouts_to_resign) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET deadline = excluded.deadline, reminders = excluded.reminders,"
            " timeouts_to_resign = excluded.timeouts_to_resign",
            (guild_id, deadline, reminders, timeouts_to_resign),
        )

    # ----- the clock ---------------------------------------------------------------------

    async def deadlines(self, game_id: int) -> list[Deadline]:
        return [Deadline(*row) for row in await self._read_all(*_deadlines_query(game_id))]

    async def member_deadlines(self, guild_id: int, user_id: int) -> list[Deadline]:
        rows = await self._read_all(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE guild_id = ? AND user_id = ? ORDER BY due_at",
            (guild_id, user_id))
        return [Deadline(*row) for row in rows]

    async def due_deadlines(self, now: float, limit: int, shards: Shards = ALL_SHARDS) -> list[Deadline]:
        """Prompts of `shards`' guilds whose next reminder or deadline has come, the earliest first."""
        owned, params = shards.where()
        rows = await self._read_all(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE next_at IS NOT NULL AND next_at <= ? AND {owned}"
            " ORDER BY next_at LIMIT ?", (now, *params, limit))
        return [Deadline(*row) for row in rows]

    async def next_due(self, shards: Shards = ALL_SHARDS) -> float | None:
        """The earliest time the clock of `shards` has work: a reminder, a deadline, an absence ending,
        or a post to deliver."""
        owned, params = shards.where()
        deadline = await self._aggregate(
            f"SELECT MIN(next_at) FROM deadlines WHERE next_at IS NOT NULL AND {owned}", params)
        away = await self._aggregate(
            f"SELECT MIN(away_until) FROM members WHERE away_until IS NOT NULL AND {owned}", params)
        ((post,),) = await self._read_all(
            f"SELECT MIN(next_try) FROM outbox WHERE sent_at IS NULL AND dropped = 0 AND {owned}"
            f" AND {_HEAD_OF_CHANNEL}", params)
        times = [t for t in (deadline, away, post) if t is not None]
        return min(times) if times else None

    async def step_deadline(self, old: Deadline, new: Deadline, post: Outgoing | None = None) -> bool:
        """Move a prompt's clock on (a reminder sent, a pause) if nobody changed it since `old` was
        read, putting `post` (the reminder) into the outbox in the same transaction; False, with
        nothing written, if someone did (a move or another process got there first)."""
        query = ("UPDATE deadlines SET opened_at = ?, due_at = ?, sent = ?, next_at = ?, paused_at = ?"
                 " WHERE game_id = ? AND seat = ? AND opened_at = ? AND sent = ?"
                 " AND next_at IS NOT DISTINCT FROM ? AND paused_at IS NOT DISTINCT FROM ?")
        params = (new.opened_at, new.due_at, new.sent, new.next_at, new.paused_at,
                  old.game_id, old.seat, old.opened_at, old.sent, old.next_at, old.paused_at)
        if post is None:
            return await self._execute(query, params) == 1
        async with self._transaction() as tx:
            if await tx.execute(query, params) != 1:
                return False
            await self._put_post(tx, post)
        return True

    # ----- the outbox ----------------------------------------------------------------------

    async def _put_post(self, tx: Transaction, post: Outgoing) -> None:
        await tx.write(
            "INSERT INTO outbox (guild_id, channel_id, game_id, board_version, reply, created_at, next_try, nonce)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (post.guild_id, post.channel_id, post.game_id, post.board_version, post.reply, self.now(),
             post.next_try, post.nonce))

    async def put_post(self, post: Outgoing) -> None:
        """Put `post` into the outbox on its own (a move's board whose answer Discord lost)."""
        async with self._transaction() as tx:
            await self._put_post(tx, post)

    async def pending_posts(self, now: float, limit: int, shards: Shards = ALL_SHARDS,
                            started: float | None = None) -> list[Outgoing]:
        """The post each channel of `shards`' guilds delivers next (its oldest waiting), oldest first, if
        its time to try has come or it was claimed before `started` (by a process that stopped before
        marking it sent): a channel's later posts wait for it."""
        owned, params = shards.where()
        rows = await self._read_all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL AND dropped = 0"
            f" AND (next_try <= ? OR claimed_at < ?) AND {owned} AND {_HEAD_OF_CHANNEL} ORDER BY id LIMIT ?",
            (now, now if started is None else started, *params, limit))
        return [Outgoing(*row) for row in rows]

    async def claim_post(self, post: Outgoing, now: float, until: float) -> bool:
        """Take `post` for delivery until `until` (then, undelivered, it is pending again), if nobody
        took it since it was read; False if another pass or process did."""
        return await self._execute(
            "UPDATE outbox SET next_try = ?, claimed_at = ?, attempts = attempts + 1"
            " WHERE id = ? AND sent_at IS NULL AND dropped = 0 AND next_try = ?",
            (until, now, post.id, post.next_try)) == 1

    async def post_sent(self, post_id: int, at: float) -> None:
        await self._execute("UPDATE outbox SET sent_at = ? WHERE id = ?", (at, post_id))

    async def post_failed(self, post_id: int, failure: str, next_try: float | None) -> None:
        """A delivery failed: it is tried again at `next_try`; None gives it up, kept with why."""
        if next_try is None:
            await self._execute("UPDATE outbox SET failure = ?, dropped = 1 WHERE id = ?", (failure, post_id))
        else:
            await self._execute("UPDATE outbox SET failure = ?, next_try = ?, claimed_at = NULL WHERE id = ?",
                                (failure, next_try, post_id))

    async def post_held(self, post_id: int, failure: str, next_try: float) -> None:
        """A delivery its channel refused (no permission, an archived thread): tried again at
        `next_try`, the attempt not counted against giving it up."""
        await self._execute("UPDATE outbox SET failure = ?, next_try = ?, claimed_at = NULL, attempts = attempts - 1"
                            " WHERE id = ?", (failure, next_try, post_id))

    async def drop_channel_posts(self, channel_id: int, failure: str) -> int:
        """Give up every post waiting for `channel_id` (it was deleted), kept with why; how many."""
        return await self._execute("UPDATE outbox SET failure = ?, dropped = 1"
                                   " WHERE channel_id = ? AND sent_at IS NULL AND dropped = 0", (failure, channel_id))

    async def retry_channel_posts(self, channel_id: int, now: float) -> None:
        """The posts waiting for `channel_id` are tried at once (it can be posted to again)."""
        await self._execute("UPDATE outbox SET next_try = ? WHERE channel_id = ? AND sent_at IS NULL"
                            " AND dropped = 0 AND claimed_at IS NULL AND next_try > ?", (now, channel_id, now))

    # ----- channels the bot cannot post to -----------------------------------------------------

    async def hold_channel(self, held: Unreachable) -> bool:
        """Record that the bot cannot post to `held.channel_id`; True if it was not recorded already
        (its reason is brought up to date either way)."""
        async with self._transaction() as tx:
            if await tx.execute("UPDATE unreachable SET reason = ? WHERE channel_id = ?",
                                (held.reason, held.channel_id)) == 1:
                return False
            await tx.execute("INSERT INTO unreachable (channel_id, guild_id, reason, since) VALUES (?, ?, ?, ?)",
                             (held.channel_id, held.guild_id, held.reason, held.since))
        return True

    async def release_channel(self, channel_id: int) -> Unreachable | None:
        """The bot can post to `channel_id` again: what was recorded of it, None if nothing was."""
        async with self._transaction() as tx:
            rows = await tx.fetch_all(f"SELECT {_UNREACHABLE_COLUMNS} FROM unreachable WHERE channel_id = ?",
                                      (channel_id,))
            if not rows:
                return None
            await tx.execute("DELETE FROM unreachable WHERE channel_id = ?", (channel_id,))
        return Unreachable(*rows[0])

    async def unreachable(self, shards: Shards = ALL_SHARDS) -> list[Unreachable]:
        """The channels of `shards`' guilds the bot cannot post to."""
        owned, params = shards.where()
        rows = await self._read_all(f"SELECT {_UNREACHABLE_COLUMNS} FROM unreachable WHERE {owned}", params)
        return [Unreachable(*row) for row in rows]

    async def channel_deadlines(self, channel_id: int) -> list[Deadline]:
        rows = await self._read_all(f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE channel_id = ?", (channel_id,))
        return [Deadline(*row) for row in rows]

    async def forget_sent_posts(self, before: float) -> int:
        """Delete the posts delivered before `before` (the table's clock); how many."""
        return await self._execute("DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?", (before,))

    async def put_deadlines(self, game: GameRow, deadlines: list[Deadline]) -> bool:
        """Make `deadlines` the game's clocks, if its stored version is still `game.version`, without
        a new version (nothing was played: a member went away or came back); False if a move got
        there first."""
        async with self._transaction() as tx:
            if await tx.execute("UPDATE games SET version = version WHERE id = ? AND version = ?",
                                (game.id, game.version)) != 1:
                return False
            await _replace_deadlines(tx, game.id, deadlines)
        return True

    async def member(self, guild_id: int, user_id: int) -> MemberSettings:
        row = await self._read_one(
            "SELECT notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id = ?", (guild_id, user_id))
        return MemberSettings(*row) if row else MemberSettings()

    async def members(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, MemberSettings]:
        ids = list(user_ids)
        if not ids:
            return {}
        return _members(await self._read_all(*_members_query(guild_id, ids)))

    async def set_member(self, guild_id: int, user_id: int, settings: MemberSettings) -> None:
        await self._execute(
            "INSERT INTO members (guild_id, user_id, notify, away_until, away_mode) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id) DO UPDATE SET notify = excluded.notify,"
            " away_until = excluded.away_until, away_mode = excluded.away_mode",
            (guild_id, user_id, settings.notify, settings.away_until, settings.away_mode))

    async def hours_of(self, user_ids: Iterable[int]) -> dict[int, Hours]:
        """The hours of those of `user_ids` who set theirs, by member."""
        ids = list(user_ids)
        return _hours(await self._read_all(*_hours_query(ids))) if ids else {}

    async def member_hours(self, user_id: int) -> Hours | None:
        """Member `user_id`'s own hours, None when they set none."""
        return (await self.hours_of([user_id])).get(user_id)

    async def set_hours(self, user_id: int, hours: Hours | None) -> None:
        """Member `user_id`'s hours, in every server; None clears them."""
        if hours is None:
            await self._execute("DELETE FROM member_hours WHERE user_id = ?", (user_id,))
            return
        await self._execute(
            "INSERT INTO member_hours (user_id, start_hour, end_hour, zone) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET start_hour = excluded.start_hour, end_hour = excluded.end_hour,"
            " zone = excluded.zone", (user_id, hours.start, hours.end, hours.zone))

    async def aways_ended(self, now: float, shards: Shards = ALL_SHARDS) -> list[tuple[int, int]]:
        """(guild, member) of every absence in `shards`' guilds whose days ran out by `now`."""
        owned, params = shards.where()
        return [(g, u) for g, u in await self._read_all(
            f"SELECT guild_id, user_id FROM members WHERE away_until IS NOT NULL AND away_until <= ? AND {owned}",
            (now, *params))]

    async def live_games_in(self, guild_id: int) -> list[GameRow]:
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') ORDER BY id",
            (guild_id,))
        return [_row_to_game(row) for row in rows]

    async def live_games_of(self, user_id: int) -> list[GameRow]:
        """The live games, in every server, with member `user_id` in a seat. Seats are kept as the JSON
        `Seat.to_json` writes, each seat's object opening with its member's id, so a pattern finds them
        in one read of the shared store, whichever process (or shard) asks."""
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') AND seats LIKE ? ORDER BY id",
            (f'%{{"user_id": {int(user_id)}, %',))
        games = [_row_to_game(row) for row in rows]
        return [game for game in games if any(seat.user_id == user_id for seat in game.seats)]

    async def followers(self, game_id: int) -> list[int]:
        return [u for (u,) in await self._read_all(*_followers_query(game_id))]

    async def set_following(self, game_id: int, user_id: int, following: bool) -> None:
        if following:
            await self._execute("INSERT INTO followers (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                                (game_id, user_id))
        else:
            await self._execute("DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def set_admin_role(self, guild_id: int, role_id: int | None) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
            (guild_id, role_id),
        )

    async def console_time(self, guild_id: int) -> float | None:
        """Where the console's clock of `guild_id` stood when it last moved; None if it never ran here."""
        row = await self._read_one("SELECT stands_at FROM console_clock WHERE guild_id = ?", (guild_id,))
        return None if row is None else float(row[0])

    async def set_console_time(self, guild_id: int, now: float) -> None:
        await self._execute(
            "INSERT INTO console_clock (guild_id, stands_at) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET stands_at = excluded.stands_at",
            (guild_id, now),
        )

    async def count_games(self, statuses: tuple[str, ...] = LIVE_STATUSES) -> int:
        marks = ", ".join("?" for _ in statuses)
        return int(await self._aggregate(f"SELECT COUNT(*) FROM games WHERE status IN ({marks})", statuses))

    # ----- what the operator watches (ops/) -------------------------------------------------------

    async def live_games_by_kind(self, shards: Shards = ALL_SHARDS) -> dict[tuple[str, str], int]:
        """How many games of `shards`' guilds are in their lobby or in play, by (kind, status)."""
        owned, params = shards.where()
        rows = await self._read_all(f"SELECT kind, status, COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
                                    f" AND {owned} GROUP BY kind, status", params)
        return {(kind, status): int(count) for kind, status, count in rows}

    async def pending_post_count(self, shards: Shards = ALL_SHARDS) -> int:
        """How many outbox posts of `shards`' guilds wait to be delivered."""
        owned, params = shards.where()
        return int(await self._aggregate(
            f"SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND dropped = 0 AND {owned}", params))

    async def writable(self) -> str | None:
        """Why the store cannot take a write now (a read-only file or server, a server in recovery or
        unreachable, a lock held too long), or None if it can: a write transaction that changes
        nothing, so nothing reaches the disk."""
        try:
            async with self._transaction() as tx:
                await tx.execute("DELETE FROM unreachable WHERE channel_id = 0")
        except self.FAILURES as error:
            return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        return None

    # ----- members' data, on request -----------------------------------------------------------

    async def member_data(self, guild_id: int, user_id: int) -> dict[str, list[dict[str, Any]]]:
        """Everything the store keeps about a member in a server, by kind (MEMBER_DATA), in one read."""
        found = await self._read_many([(kind.query, (guild_id, user_id)) for kind in MEMBER_DATA])
        return {kind.kind: [kind.record(row, user_id) for row in rows] for kind, rows in zip(MEMBER_DATA, found,
                                                                                            strict=True)}

    async def games_of_member(self, guild_id: int, user_id: int) -> list[GameRow]:
        """Every game of the server that keeps the member's id: seated, hosted, acted in, followed, with
        their result or their take-back request."""
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games g WHERE guild_id = ? AND (creator_id = ? OR {_SEATED}"
            " OR id IN (SELECT game_id FROM moves WHERE actor_id = ?) OR id IN (SELECT game_id FROM followers"
            " WHERE user_id = ?) OR id IN (SELECT game_id FROM result_seats WHERE user_id = ?)"
            " OR id IN (SELECT game_id FROM takebacks WHERE requester_id = ?)) ORDER BY id",
            (guild_id, *[user_id] * 6))
        return [_row_to_game(row) for row in rows]

    async def new_former_player(self) -> int:
        """The next former player's number (table/renaming.py), taken for good."""
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
                            None if ended is None else renaming.text(ended), renaming.id(creator), game.id))
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


@dataclass(frozen=True)
class MoveContext:
    """What a move reads beside its game row (Store.move_context)."""

    members: dict[int, MemberSettings]  # the seated members' settings, by member
    deadlines: list[Deadline]  # the game's clocks, by seat
    settings: GuildSettings  # its server's
    takeback: Takeback | None
    followers: list[int]
    hours: dict[int, Hours] = field(default_factory=dict)  # the seated members' own hours, of those who set them


Query = tuple[str, tuple[Any, ...]]


def _deadlines_query(game_id: int) -> Query:
    return f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE game_id = ? ORDER BY seat", (game_id,)


def _settings_query(guild_id: int) -> Query:
    return ("SELECT admin_role_id, deadline, reminders, timeouts_to_resign FROM guild_settings WHERE guild_id = ?",
            (guild_id,))


def _settings(rows: list[tuple[Any, ...]]) -> GuildSettings:
    return GuildSettings(*rows[0]) if rows else GuildSettings()


def _takeback_query(game_id: int) -> Query:
    return ("SELECT game_id, requester_id, target_seq, at_version, waiting, created_at FROM takebacks"
            " WHERE game_id = ?", (game_id,))


def _takeback(rows: list[tuple[Any, ...]]) -> Takeback | None:
    if not rows:
        return None
    game, requester, target, version, waiting, at = rows[0]
    try:
        answering = json.loads(waiting)
        if not isinstance(answering, list) or not all(isinstance(user, int) for user in answering):
            raise TypeError("not a list of member ids")
    except (ValueError, TypeError) as error:
        return Takeback(game, requester, target, version, (), at,
                        damage=say("store-takeback-damaged", error=type(error).__name__))
    return Takeback(game, requester, target, version, tuple(answering), at)


def _followers_query(game_id: int) -> Query:
    return "SELECT user_id FROM followers WHERE game_id = ?", (game_id,)


def _members_query(guild_id: int, user_ids: Sequence[int]) -> Query:
    marks = ", ".join("?" for _ in user_ids)
    return (f"SELECT user_id, notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *user_ids))


def _hours_query(user_ids: Sequence[int]) -> Query:
    marks = ", ".join("?" for _ in user_ids)
    return f"SELECT user_id, start_hour, end_hour, zone FROM member_hours WHERE user_id IN ({marks})", tuple(user_ids)


def _hours(rows: list[tuple[Any, ...]]) -> dict[int, Hours]:
    return {user: Hours(start, end, zone) for user, start, end, zone in rows}


def _members(rows: list[tuple[Any, ...]]) -> dict[int, MemberSettings]:
    return {user: MemberSettings(notify, until, mode) for user, notify, until, mode in rows}


@dataclass(frozen=True)
class _Aftermath:
    """What a save does beside the row and the log, in the same transaction."""

    deadlines: list[Deadline] | None  # the open prompts' clocks now; None: unchanged
    marks: tuple[tuple[int, str | None], ...]
    result: GameResult | None
    reopen: bool
    post: Outgoing | None  # what the table posts about it, into the outbox


_MOVE_KIND_LIST = ", ".join(f"'{kind}'" for kind in MOVE_KINDS)


async def _replace_deadlines(tx: Transaction, game_id: int, deadlines: list[Deadline]) -> None:
    await tx.write("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
    await tx.executemany(f"INSERT INTO deadlines ({_DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         [_deadline_values(d) for d in deadlines])
def _final_places(kind: str, state_json: str | None, seats: int) -> list[int] | None:
    """The places of a finished game of `seats` seats read from its final state; None if the state
    does not load or is not a finished game's."""
    try:
        engine = engine_for(kind)
        state = engine.load(json.loads(state_json or "null"))
        result = engine.result(state)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):  # a damaged state keeps its places
        return None
    if not result.over:
        return None
    return rating.finishing_places(engine.places(state), set(result.winners), seats)


def _deadline_values(d: Deadline) -> tuple[Any, ...]:
    return (d.game_id, d.seat, d.kind, d.user_id, d.guild_id, d.channel_id, d.opened_at, d.due_at, d.sent,
            d.next_at, d.paused_at)


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
    # hours are a person's, the same in every server (table/hours.py): the server's id only fills its place
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
