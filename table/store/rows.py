"""The values the store reads and writes: a game's row and seats, log entries, clocks, settings,
results, ratings, take-backs, outbox posts; the columns they are read from and how a row reads back.

A row that does not read back (damaged JSON) comes back marked `damage`, never as an exception, so its
channel can still be reported and reset."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from messages import say

LIVE_STATUSES = ("lobby", "active")


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

    def saved(self, at: float) -> GameRow:
        """This row as its save at `at` left it: the next version."""
        return replace(self, version=self.version + 1, updated_at=at)


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
    language: str | None = None  # the catalogue of the server's public posts; None: English


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
    """A member's own hours, the same in every server (table/timekeeping/hours.py): from `start` to `end` o'clock
    (past midnight when `end` is the smaller) in the IANA time zone `zone`."""

    start: int
    end: int
    zone: str


MOVE_KINDS = ("move", "bot", "stand_in")  # the entries a game's length counts

MOVE_KIND_LIST = ", ".join(f"'{kind}'" for kind in MOVE_KINDS)  # MOVE_KINDS in SQL


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
    member away all along: counted apart, table/records/results.py)."""

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
    JSON (table/posting/outbox.py); the board of game `game_id` at `board_version`, if given, is drawn at
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


@dataclass(frozen=True)
class Rated:
    """A rated entity's row after a finished game: its name, its new rating, whether it won."""

    entity: int
    name: str
    rating: float
    won: bool


@dataclass(frozen=True)
class Scoring:
    """What the table works out for the store to write (table/results.SCORING): the entities a finished
    game's seats rate (`entities`), their rows after it from their ratings before (`rated`: in the
    order of `entities`; one missing from the ratings given has none yet), and a finished game's
    places read from its final state (`final_places`: None when the state does not load)."""

    entities: Callable[[Sequence[SeatResult]], list[int]]
    rated: Callable[[Mapping[int, float], Sequence[SeatResult]], list[Rated]]
    final_places: Callable[[str, str | None, int], list[int] | None]


@dataclass(frozen=True)
class MoveContext:
    """What a move reads beside its game row (Store.move_context)."""

    members: dict[int, MemberSettings]  # the seated members' settings, by member
    deadlines: list[Deadline]  # the game's clocks, by seat
    settings: GuildSettings  # its server's
    takeback: Takeback | None
    followers: list[int]
    hours: dict[int, Hours] = field(default_factory=dict)  # the seated members' own hours, of those who set them


GAME_COLUMNS = (
    "id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
    " created_at, updated_at, ended_reason, deadline"
)


def row_to_game(row: Sequence[Any]) -> GameRow:
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


LOG_COLUMNS = "seq, actor_id, action, events, created_at, kind, version, restores, undone, time_left"


def log_entry(row: Sequence[Any]) -> LogEntry:
    seq, actor, action, events, at, kind, version, restores, undone, time_left = row[:10]
    parsed = events_of(events)
    if parsed is None:
        parsed = [{"kind": "damaged", "text": say("store-events-damaged"), "data": {}}]
    state = row[10] if len(row) > 10 else None
    return LogEntry(seq, actor, str(action), parsed, at, kind, state, version, restores, undone, time_left)


def events_of(text: Any) -> list[dict[str, Any]] | None:
    """A log entry's events, read back; None if they are damaged."""
    try:
        parsed = json.loads(text)
    except (ValueError, TypeError):
        return None
    if not isinstance(parsed, list) or not all(isinstance(e, dict) and "text" in e for e in parsed):
        return None
    return parsed


Query = tuple[str, tuple[Any, ...]]
