"""The fake gateway: the websocket protocol as discord.py 2.x speaks it.

HELLO → (heartbeats ↔ ACKs) → IDENTIFY → READY + one GUILD_CREATE per guild, dispatches with sequence
numbers, RESUME with replay of missed dispatches, RECONNECT/INVALID_SESSION, REQUEST_GUILD_MEMBERS, and
``compress=zlib-stream`` transport compression (one zlib stream per connection, each message ending in a
Z_SYNC_FLUSH marker). ``zstd-stream`` is served too when a zstd module is importable, since discord.py
asks for it exactly then.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import secrets
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .model import RecordedRequest

if TYPE_CHECKING:
    from .server import FakeDiscord

log = logging.getLogger("fake_discord.gateway")

# Gateway intents (bits) that decide which dispatches a session gets.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15


class NoBotConnected(RuntimeError):
    """An interaction was sent while no bot session could receive it."""


class _Compressor:
    def __init__(self, mode: str | None) -> None:
        self.mode = mode
        self._zlib = zlib.compressobj() if mode == "zlib-stream" else None
        self._zstd: Any = None
        if mode == "zstd-stream":
            try:
                import zstandard  # type: ignore[import-not-found]

                self._zstd = ("zstandard", zstandard.ZstdCompressor().compressobj(), zstandard)
            except ImportError:
                from compression import zstd  # type: ignore[import-not-found]

                self._zstd = ("stdlib", zstd.ZstdCompressor(), zstd)

    def encode(self, text: str) -> str | bytes:
        raw = text.encode()
        if self._zlib is not None:
            return self._zlib.compress(raw) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
        if self._zstd is not None:
            kind, comp, mod = self._zstd
            if kind == "zstandard":
                return comp.compress(raw) + comp.flush(mod.COMPRESSOBJ_FLUSH_BLOCK)
            return comp.compress(raw, mode=mod.ZstdCompressor.FLUSH_BLOCK)
        return text


class Connection:
    """One websocket. A session lives across connections (RESUME attaches it to a new one)."""

    def __init__(self, ws: web.WebSocketResponse, compress: str | None, path: str) -> None:
        self.ws = ws
        self.compress = compress
        self.path = path
        self._compressor = _Compressor(compress)
        self.lock = asyncio.Lock()
        self.session: Session | None = None
        self.heartbeats = 0
        self.closed_by_fake = False

    async def close(self, code: int, message: bytes) -> None:
        self.closed_by_fake = True
        await self.ws.close(code=code, message=message)

    async def send_locked(self, frame: dict[str, Any]) -> None:
        data = self._compressor.encode(json.dumps(frame))
        if isinstance(data, bytes):
            await self.ws.send_bytes(data)
        else:
            await self.ws.send_str(data)

    async def send(self, frame: dict[str, Any]) -> None:
        async with self.lock:
            if not self.ws.closed:
                await self.send_locked(frame)


@dataclass
class Session:
    """A gateway session: what the bot identified with, and every dispatch it was sent."""

    session_id: str
    identify: dict[str, Any]
    shard: tuple[int, int]
    identified_at: float
    seq: int = 0
    conn: Connection | None = None
    invalidated: bool = False
    guilds_sent: bool = False
    resumes: int = 0
    connections: int = 1
    disconnected_at: float | None = None
    close_codes: list[int | None] = field(default_factory=list)
    log: collections.deque[dict[str, Any]] = field(default_factory=lambda: collections.deque(maxlen=2000))

    @property
    def intents(self) -> int:
        return int(self.identify.get("intents") or 0)

    @property
    def connected(self) -> bool:
        return self.conn is not None and not self.conn.ws.closed

    @property
    def compress(self) -> str | None:
        return self.conn.compress if self.conn else None

    def handles_guild(self, guild_id: int | None) -> bool:
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id

    def events(self, name: str | None = None) -> list[dict[str, Any]]:
        return [f for f in self.log if name is None or f["t"] == name]


class Gateway:
    def __init__(self, fake: FakeDiscord, heartbeat_interval_ms: int = 41250) -> None:
        self.fake = fake
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: list[Session] = []
        self.connections: set[Connection] = set()
        self.down = False  # test control: an outage, every new connection closed at once (see go_down)

    # ---- websocket handler -------------------------------------------------------------------------
    async def handle(self, request: web.Request, record: RecordedRequest) -> web.WebSocketResponse:
        compress = request.query.get("compress")
        ws = web.WebSocketResponse(max_msg_size=0, autoclose=True)
        await ws.prepare(request)
        record.status = 101
        conn = Connection(ws, compress, request.path)
        self.connections.add(conn)
        try:
            if self.down:
                await conn.close(4000, b"fake_discord: the gateway is down")
                return ws
            if request.query.get("encoding", "json") != "json":
                await conn.close(4002, b"fake_discord speaks encoding=json only")
                return ws
            if compress not in (None, "zlib-stream", "zstd-stream"):
                await conn.close(4002, b"unknown compress")
                return ws
            await conn.send(
                {
                    "op": 10,
                    "d": {"heartbeat_interval": self.heartbeat_interval_ms, "_trace": ["fake"]},
                    "s": None,
                    "t": None,
                }
            )
            async for msg in ws:
                if msg.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    try:
                        frame = json.loads(msg.data)
                    except ValueError:
                        await conn.close(4002, b"Error while decoding payload.")
                        break
                    await self._on_frame(conn, frame)
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            self.connections.discard(conn)
            session = conn.session
            if session is not None and session.conn is conn:
                session.conn = None
                session.disconnected_at = self.fake.now()
                session.close_codes.append(ws.close_code)
                # A clean close by the client ends the session for good, as on Discord.
                if not conn.closed_by_fake and ws.close_code in (1000, 1001):
                    session.invalidated = True
            self.fake.notify()
        return ws

    async def _on_frame(self, conn: Connection, frame: dict[str, Any]) -> None:
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:
            conn.heartbeats += 1
            await conn.send({"op": 11, "d": None, "s": None, "t": None})
        elif op == 2:
            await self._identify(conn, data or {})
        elif op == 6:
            await self._resume(conn, data or {})
        elif op == 8:
            await self._request_members(conn, data or {})
        elif op in (3, 4):
            log.debug("ignoring op %s: %s", op, data)
        else:
            await conn.close(code=4001, message=f"Unknown opcode {op}".encode())

    def _token_ok(self, token: str | None) -> bool:
        expected = self.fake.token
        if not token:
            return False
        return expected is None or token.removeprefix("Bot ") == expected

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> None:
        if conn.session is not None:
            await conn.close(code=4005, message=b"Already authenticated.")
            return
        if not self._token_ok(data.get("token")):
            await conn.close(code=4004, message=b"Authentication failed.")
            return
        shard = tuple(data.get("shard") or (0, 1))
        if len(shard) != 2 or not 0 <= shard[0] < shard[1]:
            await conn.close(code=4010, message=b"Invalid shard.")
            return
        session = Session(
            session_id=secrets.token_hex(16),
            identify={k: v for k, v in data.items() if k != "token"},
            shard=(int(shard[0]), int(shard[1])),
            identified_at=self.fake.now(),
            conn=conn,
        )
        conn.session = session
        self.sessions.append(session)
        async with conn.lock:
            await self._dispatch_locked(session, "READY", self.fake.ready_payload(session))
            for guild in self.fake.guilds.values():
                if session.handles_guild(guild.id) and self.fake.bot_in(guild):
                    await self._dispatch_locked(session, "GUILD_CREATE", self.fake.guild_create_payload(guild, session))
            session.guilds_sent = True
        self.fake.notify()

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> None:
        session = next((s for s in self.sessions if s.session_id == data.get("session_id")), None)
        if session is None or session.invalidated or not self._token_ok(data.get("token")):
            await conn.send({"op": 9, "d": False, "s": None, "t": None})
            return
        old = session.conn
        if old is not None and old is not conn:
            await old.close(code=4000, message=b"session resumed elsewhere")
        conn.session = session
        session.conn = conn
        session.resumes += 1
        session.connections += 1
        session.disconnected_at = None
        last = data.get("seq") or 0
        async with conn.lock:
            for frame in list(session.log):
                if frame["s"] > last:
                    await conn.send_locked(frame)
            await self._dispatch_locked(session, "RESUMED", {"_trace": ["fake"]})
        self.fake.notify()

    async def _request_members(self, conn: Connection, data: dict[str, Any]) -> None:
        session = conn.session
        guild = self.fake.guilds.get(int(data.get("guild_id") or 0))
        if session is None or guild is None:
            return
        members = list(guild.members.values())
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            members = [m for m in members if m.id in wanted]
        elif data.get("query"):
            members = [m for m in members if m.name.lower().startswith(str(data["query"]).lower())]
        if data.get("limit"):
            members = members[: int(data["limit"])]
        payload = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("presences"):
            payload["presences"] = []
        if data.get("nonce") is not None:
            payload["nonce"] = data["nonce"]
        await self.dispatch_to(session, "GUILD_MEMBERS_CHUNK", payload)

    # ---- dispatching -------------------------------------------------------------------------------
    async def _dispatch_locked(self, session: Session, event: str, data: dict[str, Any]) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.log.append(frame)
        if session.conn is not None and not session.conn.ws.closed:
            try:
                await session.conn.send_locked(frame)
            except (ConnectionError, RuntimeError) as exc:  # the socket died under us: replay on resume
                log.debug("dispatch %s to %s failed: %s", event, session.session_id, exc)

    async def dispatch_to(self, session: Session, event: str, data: dict[str, Any]) -> None:
        conn = session.conn
        if conn is None:
            session.seq += 1
            session.log.append({"op": 0, "t": event, "s": session.seq, "d": data})
            return
        async with conn.lock:
            await self._dispatch_locked(session, event, data)

    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions if s.connected and s.guilds_sent]

    def resumable_sessions(self, window: float) -> list[Session]:
        now = self.fake.now()
        return [
            s
            for s in self.sessions
            if not s.invalidated
            and not s.connected
            and s.disconnected_at is not None
            and now - s.disconnected_at <= window
        ]

    async def broadcast(
        self, event: str, data: dict[str, Any], *, guild_id: int | None = None, intent: int | None = None
    ) -> int:
        """Send a dispatch to every session that would get it on Discord (shard and intents)."""
        targets = [
            s
            for s in self.sessions
            if not s.invalidated
            and (s.connected or s.disconnected_at is not None)
            and s.handles_guild(guild_id)
            and (intent is None or s.intents & intent)
        ]
        for s in targets:
            await self.dispatch_to(s, event, data)
        return len(targets)

    async def send_interaction(
        self, data: dict[str, Any], guild_id: int | None, resume_window: float
    ) -> list[Session]:
        """INTERACTION_CREATE to the session of the guild's shard (shard 0 for a DM); the sessions it went to."""
        targets = [s for s in self.live_sessions() if s.handles_guild(guild_id)]
        if not targets and resume_window > 0:
            targets = [s for s in self.resumable_sessions(resume_window) if s.handles_guild(guild_id)]
        if not targets:
            raise NoBotConnected(
                "no bot is connected to the fake gateway (sessions: "
                + ", ".join(
                    f"{s.session_id[:8]} connected={s.connected} invalidated={s.invalidated}" for s in self.sessions
                )
                + ")"
            )
        for s in targets:
            await self.dispatch_to(s, "INTERACTION_CREATE", data)
        return targets

    # ---- test controls -----------------------------------------------------------------------------
    async def send_reconnect(self) -> None:
        """Op 7 RECONNECT to every connected session: discord.py reconnects and RESUMEs."""
        for s in self.live_sessions():
            assert s.conn is not None
            await s.conn.send({"op": 7, "d": None, "s": None, "t": None})

    async def drop_connections(self, code: int = 4000) -> None:
        """Close every websocket with ``code`` (4000 lets discord.py RESUME; 4004 is fatal)."""
        for conn in list(self.connections):
            await conn.close(code=code, message=b"fake_discord dropped the connection")

    async def go_down(self) -> None:
        """An outage: every websocket is closed (resumable) and every new one too, until `come_back`."""
        self.down = True
        await self.drop_connections(code=4000)

    def come_back(self) -> None:
        self.down = False

    async def invalidate_sessions(self, resumable: bool = False) -> None:
        """Op 9 INVALID_SESSION to every connected session."""
        for s in self.live_sessions():
            assert s.conn is not None
            if not resumable:
                s.invalidated = True
            await s.conn.send({"op": 9, "d": resumable, "s": None, "t": None})

    async def close(self) -> None:
        for conn in list(self.connections):
            await conn.close(code=1001, message=b"fake_discord shutting down")
