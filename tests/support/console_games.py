"""A whole game played through the table as the console plays it, in one language, and everything its
member and a spectator read of it (issue 34: a whole game of each game in German and in French shows no
English sentence).

An admin sets the server's language, a member whose client reads that language opens a table, adds bots,
starts, types the wrong moves a game names and then the engine's bot's moves until the game ends; every
few moves the member looks at the status, the log, a hint and the game's own looks, and a spectator at
the status, the board and the log. What is read is every reply's text, title, footer, pings, buttons,
the board's alt text, the attached text files and the private panel a reply carries.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from cli.console import CHANNEL_ID, Console
from games import engine_for
from table.replies import Reply
from table.store import Store
from table.table import Table

PLAYER, SPECTATOR = "alice", "carol"
LOOKS_EVERY = 25  # moves between two looks: enough to see the status and the log in each phase of a game
MOVES_CAP = 1000  # a bot game ends long before; the cap only keeps a broken engine from looping
Run = Callable[[str], Awaitable[Reply]]  # a console line run, its reply kept


@dataclass(frozen=True)
class ConsoleGame:
    """What one game's whole game through the console needs of its own."""

    kind: str
    options: str = ""  # as typed after `options:`
    bots: int = 1
    wrong: tuple[str, ...] = ()  # commands the member types that the table refuses, e.g. `/micro play move:grow`
    looks: tuple[str, ...] = ()  # the game's own commands to look with, beside `/game status` and `/game log`
    seed: int = 5


@dataclass(frozen=True)
class Played:
    """A game played through the console: every reply in order, the wrong moves' refusals among them."""

    replies: list[Reply]
    refusals: list[Reply]
    status: str
    names: list[str]
    printed: str  # what the console printed: the replies as Discord's client shows them, and its own lines

    def texts(self) -> list[str]:
        """Every reply's words, and every line the console printed but the echo of what the member typed."""
        shown = [line for line in self.printed.splitlines() if not line.startswith("── ")]
        return [text for reply in self.replies for text in reply_texts(reply)] + shown


def reply_texts(reply: Reply) -> Iterator[str]:
    """Everything a reply shows its reader: text, title, footer, pings, buttons, the attachments' alt texts and
    text files, and the private panel it carries."""
    yield from (reply.text, reply.title or "", reply.footer, reply.choices_for)
    yield from (ping.text for ping in reply.pings)
    yield from (choice.label for choice in reply.choices)
    for attachment in (*([reply.image] if reply.image else []), *reply.files):
        yield attachment.description
        if attachment.name.endswith(".txt"):
            yield attachment.data.decode()
    if reply.panel is not None:
        yield from reply_texts(reply.panel)


async def played_in(language: str, game: ConsoleGame, folder: Path) -> Played:
    """`game` played to its end through a console whose members read `language`, in a server set to it."""
    store = await Store.open(folder / f"{game.kind}-{language}.sqlite3")
    printed = io.StringIO()
    console = Console(Table(store, seed_source=lambda: game.seed), printed, folder / "boards", locale=language)
    replies: list[Reply] = []

    async def run(line: str) -> Reply:
        reply = await console.run_line(line)
        assert reply is not None, f"the console did not run {line!r}"
        replies.append(reply)
        return reply

    try:
        opened = f" options:{game.options}" if game.options else ""
        for line in (f"admin: /admin language language:{language}", f"{PLAYER}: /game new game:{game.kind}{opened}",
                     *[f"{PLAYER}: /game addbot"] * game.bots, f"{PLAYER}: /game start"):
            await run(line)
        refusals = [await run(f"{PLAYER}: {wrong}") for wrong in game.wrong]
        assert all(refused.ephemeral for refused in refusals), "each wrong move is refused privately"
        status = await _play_to_the_end(game, store, run)
        for look in ("/game status", "/game log"):
            await run(f"{PLAYER}: {look}")
            await run(f"{SPECTATOR}: {look}")
    finally:
        await store.close()
    # the boards' folder is a name too: the console prints the path of each file it writes there
    names = [PLAYER, SPECTATOR, *(f"Bot {n + 1}" for n in range(game.bots)), str(folder)]
    return Played(replies, refusals, status, names, printed.getvalue())


async def _play_to_the_end(game: ConsoleGame, store: Store, run: Run) -> str:
    """The member types the engine's bot's move whenever a decision is theirs (the bot seats answer their own),
    looking around every few moves; the game's status at the end."""
    engine = engine_for(game.kind)
    rng = random.Random(game.seed)
    for move in range(MOVES_CAP):
        row = await store.latest_game(CHANNEL_ID)
        assert row is not None
        if row.status != "active":
            return row.status
        if move % LOOKS_EVERY == 0:
            for look in ("/game status", "/game hint", "/game log count:30", *game.looks):
                await run(f"{PLAYER}: {look}")
            for look in ("/game status", "/game board"):
                await run(f"{SPECTATOR}: {look}")
        state = engine.load(json.loads(row.state_json))
        seat = engine.prompts(state)[0].seat
        assert row.seats[seat].name == PLAYER, "bot seats answer their own prompts"
        moved = await run(f"{PLAYER}: /{game.kind} play move:{engine.bot_action(state, seat, rng).notation}")
        assert not moved.ephemeral, moved.text
    raise AssertionError(f"the {game.kind} game did not end within {MOVES_CAP} moves")
