"""The state kept with each log entry: the engine's JSON, compressed (a few hundred bytes to a
few kilobytes a move), from which replays draw their frames and take-backs and rollbacks
restore a game."""

from __future__ import annotations

import json
import zlib
from typing import Any

from messages import say
from rules.base import Engine


def dumped(engine: Engine[Any], state: Any) -> str:
    """The state's JSON text, as the game row keeps it."""
    return json.dumps(engine.dump(state), separators=(",", ":"))


def pack(engine: Engine[Any], state: Any) -> bytes:
    return pack_json(dumped(engine, state))


def pack_json(state_json: str) -> bytes:
    """A state already dumped (`dumped`), kept with its entry: a move's state is dumped once."""
    return zlib.compress(state_json.encode(), 6)


def unpack_json(data: bytes) -> str:
    """The state's JSON text, as the game row keeps it."""
    return zlib.decompress(data).decode()


def unpack(engine: Engine[Any], data: bytes) -> Any:
    """The state; ValueError (CorruptState, a JSON or zlib error) if it does not load, whatever is wrong."""
    try:
        return engine.load(json.loads(unpack_json(data)))
    except zlib.error as error:
        raise ValueError(say("snapshots-undecompressed", error=str(error))) from error
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        raise ValueError(say("snapshots-unloadable", kind=type(error).__name__, error=str(error))) from error
