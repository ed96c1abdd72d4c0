"""A hostile user against the table: every command of the catalogue with every option filled
with bad values (huge, negative, non-ASCII numbers, 6,000 characters, mentions, controls), and
forged button ids, in a channel where each game is in play. Every answer must be a clear
private refusal or a legal move, never "something went wrong", within Discord's limits.

  python -m bench.hostile      prints inputs tried, clear refusals and the slowest answer
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.tables import open_game, players_in
from games import engine_for, game_keys
from games.commands import Command, Option
from messages import say
from table.commands import catalogue
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table

BAD_TEXT = ("", " ", "x" * 6000, "²", "①", "-3", "0", "20000000", "9" * 5000, "\u202e\u2029\x1c", "<@123> @everyone",
            "`", "'; DROP TABLE games; --", "eat 20000000 red", "move 99999999999999999999 n", "None", "🙂" * 50)
BAD_INTS = (-(2**63), -1, 0, 8, 2**31, 2**63, 2**70)
FORGED_IDS = ("foo", "act:-3:1:x", "act:1:" + "9" * 5000, "lobby:1:explode", "act:1:1:" + "x" * 6000,
              "pick:1:1:99", "panel:999:1", "confirm:1:detonate", "act:1:999999:move 1 s", "")
DISCORD_LIMIT = 4096
CHANNEL_BASE = 9000


@dataclass
class Answer:
    what: str
    reply: Reply | None
    seconds: float
    error: str = ""

    @property
    def clear(self) -> bool:
        """A private refusal that names a reason, or a move that was legal: never a failure."""
        if self.reply is None or self.error:
            return False
        text = self.reply.text
        failed = say("failure") in text or say("failure-after-save") in text
        return not failed and len(text) <= DISCORD_LIMIT and bool(text)


def _values(option: Option) -> Iterator[Any]:
    if option.kind == "int":
        yield from BAD_INTS
    elif option.kind in ("user", "role"):
        yield from (0, -5, 2**63, 2**64, 12345)
    else:
        yield from BAD_TEXT


def _attempts(command: Command) -> Iterator[tuple[str, dict[str, Any]]]:
    required = {o.name: next(_values(o)) for o in command.options if o.required}
    for option in command.options:
        for value in _values(option):
            yield f"/{command.path} {option.name}:{str(value)[:24]!r}", {**required, option.name: value}
    if not command.options:
        yield f"/{command.path}", {}


async def _game_in_play(table: Table, key: str, channel: int) -> list[Caller]:
    return await open_game(table, key, players_in(channel, engine_for(key).min_players))


async def _timed(what: str, call: Any) -> Answer:
    started = time.perf_counter()
    try:
        reply = await call
    except Exception as error:  # any exception is a failure the user would see
        return Answer(what, None, time.perf_counter() - started, repr(error)[:200])
    return Answer(what, reply, time.perf_counter() - started)


async def hostile_run(db: Path) -> list[Answer]:
    store = await Store.open(db)
    table = Table(store, seed_source=iter(range(1, 10**9)).__next__)
    answers: list[Answer] = []
    try:
        for n, key in enumerate(game_keys()):
            channel = CHANNEL_BASE + n
            players = await _game_in_play(table, key, channel)
            spectator = Caller(channel * 10 + 9, "Watcher", 1, channel)
            for caller in (*players, spectator):
                for command in catalogue().values():
                    if command.path in ("game new", "admin reset", "game resign", "admin kick"):
                        continue  # they end or leave this game; checked below, once
                    for what, options in _attempts(command):
                        answers.append(await _timed(f"{key} {caller.name} {what}",
                                                    command.handler(table, caller, options)))
                for forged in FORGED_IDS:
                    answers.append(await _timed(f"{key} press {forged[:24]!r}", table.press(caller, forged)))
            for value in BAD_TEXT:
                answers.append(await _timed(f"/game new game:{value[:24]!r}", table.new_game(spectator, value)))
                answers.append(await _timed(f"/game new options:{value[:24]!r}",
                                            table.new_game(spectator, key, value)))
    finally:
        await store.close()
    return answers


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        answers = asyncio.run(hostile_run(Path(folder) / "hostile.sqlite3"))
    unclear = [a for a in answers if not a.clear]
    slowest = max(answers, key=lambda a: a.seconds)
    for figure in ({"name": "hostile.inputs_tried", "value": len(answers), "unit": "inputs", "target": ""},
                   {"name": "hostile.clear_answers", "value": len(answers) - len(unclear), "unit": "inputs",
                    "target": f"== {len(answers)}"},
                   {"name": "hostile.slowest_answer", "value": round(slowest.seconds * 1000, 2), "unit": "ms",
                    "target": "< 3000"}):
        print(json.dumps(figure))
    for answer in unclear[:20]:
        print(json.dumps({"unclear": answer.what, "error": answer.error,
                          "text": answer.reply.text[:200] if answer.reply else ""}))


if __name__ == "__main__":
    main()
