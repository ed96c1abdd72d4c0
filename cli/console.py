"""Console mode: the slash commands typed as text lines, run through the same table calls.

  alice: /game new game:animacule
  bob: /game join
  alice: click Start
  alice: /animacule move animacule:1 direction:s

Commands and options are typed by the names the members' client shows (`--locale de`: `/spiel neu
spiel:micro`) or by the English ones; choice values as they are. Every reply is printed; every board
image is written to the output folder and its path printed. `NAME: click LABEL` presses a button
offered to NAME: in NAME's private panel (the last private reply to NAME that had any, as the presses
since left it) or else in the last public reply that had any.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import re
import sys
import zlib
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from cli.names import command_at, shown_options, shown_paths, typed_options, typed_paths
from games.commands import Command
from messages import DEFAULT_LANGUAGE, languages, reading, say
from rules.phrases import Phrase, Said, listed, worded
from table.replies import Caller, Choice, Posting, Reply
from table.running.dblock import DatabaseInUse, hold
from table.store import GameRow, Store, StoreError, is_postgres
from table.store.redact import log_redacted, redacted
from table.table import Table
from table.timekeeping.clocks import FakeClock
from table.timekeeping.timing import TimingError, read_duration, say_relative
from workers import pool as render_pool

GUILD_ID = 1
CHANNEL_ID = 1
WAIT = re.compile(r"^\s*wait\s+(?P<time>\S+)\s*$", re.IGNORECASE)
WAIT_STEPS = 10_000  # a bound on the clock's stops within one `wait`, should a due time never move on
LINE = re.compile(r"^\s*(?P<name>[\w.\-]+)\s*:\s*(?P<rest>.+?)\s*$")


class ConsoleError(ValueError):
    """A line the console cannot run; `said` says what was wrong, worded where the console prints it: in the
    members' language, as Discord's client refuses a slash command in its reader's."""

    def __init__(self, said: Said) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return worded(self.said)


class SeedsByGame:
    """A seeded console's dice: each draw from the console's seed, the game in its channel and how
    far that game got (its id and version as the line asking began), never from what this process
    ran before, so a game plays the same however its lines are split into sessions."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._game: tuple[int, int] | None = None
        self._drawn = 0

    def at(self, game: GameRow | None) -> None:
        self._game, self._drawn = (None if game is None else (game.id, game.version)), 0

    def __call__(self) -> int:
        self._drawn += 1
        return random.Random(f"{self.seed}:{self._game}:{self._drawn}").getrandbits(63)


class Console:
    def __init__(self, table: Table, out: TextIO, out_dir: Path, admin: str = "admin",
                 seeds: SeedsByGame | None = None, locale: str = DEFAULT_LANGUAGE) -> None:
        self.table = table
        self.locale = locale  # every member's client language, as Discord gives it (their private replies)
        self.out = out
        self.out_dir = out_dir
        self.admin = admin
        self.seeds = seeds
        self._user_ids: dict[str, int] = {}
        self._seat_names: dict[int, str] = {}  # the channel's latest game's seats, as the store has them
        self._offered: list[Choice] = []  # the buttons of the last public reply that had any
        self._private: dict[int, list[Choice]] = {}  # each user's private panel's buttons
        self._roles: set[str] = set()  # role names typed, to print role mentions by name

    def user_id(self, name: str) -> int:
        # Derived from the name alone, so a console restarted on the same database knows everyone.
        return self._user_ids.setdefault(name.lower(), _stable_id(name))

    def caller(self, name: str) -> Caller:
        is_admin = name.lower() == self.admin.lower()
        return Caller(self.user_id(name), name, GUILD_ID, CHANNEL_ID, manage_channels=is_admin, locale=self.locale)

    async def run_line(self, line: str) -> Reply | None:
        if not line.strip() or line.lstrip().startswith("#"):
            return None
        self.out.write(f"── {line.strip()}\n")
        match = LINE.match(line)
        await self._look_at_game()
        try:
            if waited := WAIT.match(line):
                await self._wait(waited["time"])
                return None
            if not match:
                raise ConsoleError(Phrase.of("console-unread-line"))
            caller = self.caller(match["name"])
            reply = await self._dispatch(caller, match["rest"])
        except ConsoleError as error:
            with reading(self.locale):  # the console's own refusal, as Discord's client gives it: its reader's language
                self.out.write(f"   ! {error}\n")
            return None
        if reply.choices and reply.ephemeral:
            self._private[caller.user_id] = list(reply.choices)
        elif reply.choices:
            self._offered = list(reply.choices)
        with reading(self.locale):  # the console's own lines, as Discord's client shows them: its reader's language
            panel_now = say("console-panel-now", name=caller.name)
            if reply.edits_pressed:  # a step of a decision: on Discord the pressed message is edited in place
                self.out.write(f"   {panel_now if reply.ephemeral else say('console-board-now')}\n")
            self._show(reply)
            if reply.panel is not None:  # on Discord a pressed panel is edited in place, else sent privately
                self.out.write(f"   {panel_now}\n")
                self._show(reply.panel)
                self._private[caller.user_id] = list(reply.panel.choices)
        return reply

    async def _wait(self, time: str) -> None:
        """`wait 30h`: the console's clock moves on, and what fell due meanwhile is posted."""
        try:
            with reading(self.locale):
                seconds = read_duration(time, "wait")
        except TimingError as error:
            raise ConsoleError(str(error)) from None
        if seconds is None:
            raise ConsoleError(Phrase.of("console-wait-how-long"))
        if not isinstance(self.table.clock, FakeClock):
            raise ConsoleError(Phrase.of("console-system-clock"))
        clock = self.table.clock
        until = clock.now() + seconds
        # The clock walks from one due time to the next, as the bot's scheduler wakes for each:
        # a single jump would skip the reminders of a deadline it also passes, and give an away
        # member's bot one decision where each deadline in the wait owes one.
        for _ in range(WAIT_STEPS):
            try:
                due = await self.table.next_due()
            except self.table.store.FAILURES:
                break  # the store cannot say: one step to the end, whose pass guards and logs it
            if due is None or due > until:
                break
            await self._move_clock(max(due, clock.now() + 1))
        await self._move_clock(until)

    async def _move_clock(self, to: float) -> None:
        """The console's clock at `to` (kept in the store), and what fell due by then posted."""
        assert isinstance(self.table.clock, FakeClock)
        self.table.clock.advance(max(0.0, to - self.table.clock.now()))
        try:
            await self.table.store.set_console_time(GUILD_ID, self.table.clock.now())
        except self.table.store.FAILURES as error:  # the wait goes on; a later session starts earlier
            with reading(self.locale):
                self.out.write(f"   ! {say('console-clock-not-kept', error=redacted(str(error)))}\n")
        await self.post_due()

    async def post_due(self) -> None:
        """Print what the clock posted on its own: reminders, timeouts, a bot playing for someone away,
        and what the outbox still held from a console that stopped before printing it."""
        await self.table.run_due(self._print_posting)

    async def _print_posting(self, posting: Posting) -> None:
        await self._look_at_game()
        if posting.reply.choices and not posting.reply.ephemeral:  # the channel's newest board
            self._offered = list(posting.reply.choices)
        with reading(self.locale):
            self.out.write(f"   {say('console-clock-posts', channel=posting.channel_id)}\n")
            self._show(posting.reply)
        self.out.flush()

    async def _look_at_game(self) -> None:
        """Read the channel's latest game: its seats name the members this session has not seen type
        yet, and a seeded console draws that game's dice from it."""
        game = await self.table.store.latest_game(CHANNEL_ID)
        if game is not None and not game.damage:
            self._seat_names.update({seat.user_id: seat.name for seat in game.seats if not seat.bot})
        if self.seeds is not None:
            self.seeds.at(game)

    def _names(self) -> dict[int, str]:
        """Members by id: the names seated in the game, else as typed in this session."""
        return {**{uid: name for name, uid in self._user_ids.items()}, **self._seat_names}

    async def _dispatch(self, caller: Caller, rest: str) -> Reply:
        if rest.lower().startswith("click "):
            return await self._click(caller, rest[6:].strip())
        if not rest.startswith("/"):
            raise ConsoleError(Phrase.of("console-slash-first"))
        command, opts = self._parse_command(rest[1:])
        return await command.handler(self.table, caller, opts)

    def _parse_command(self, text: str) -> tuple[Command, dict[str, Any]]:
        """A command and its options as typed, by the names the members' client shows or the English ones."""
        words = text.split()
        named = 1 if words[:1] and words[0] in typed_paths(self.locale) else 2  # a top-level command, or a group's
        typed = " ".join(words[:named])
        command = command_at(self.locale, typed)
        if command is None:
            known = listed([f"/{shown}" for shown in sorted(shown_paths(self.locale).values())])
            raise ConsoleError(Phrase.of("console-unknown-command", command=typed, commands=known))
        shown = shown_options(self.locale, command.path)
        raw = _split_options(" ".join(words[named:]), typed_options(self.locale, command.path), list(shown.values()))
        opts: dict[str, Any] = {}
        with reading(self.locale):
            for option in command.options:
                if option.name not in raw:
                    if option.required:
                        raise ConsoleError(Phrase.of("console-option-needed", command=typed, option=shown[option.name],
                                                     description=option.description.text))
                    continue
                opts[option.name] = self._convert(option, shown[option.name], raw[option.name])
        return command, opts

    def _convert(self, option: Any, shown: str, value: str) -> Any:
        """An option's value as typed, read as its kind; `shown` is the option's name as the member reads it."""
        if option.choices:
            value = self._choice(option, shown, value)
        if option.kind == "int":
            try:
                number = int(value)
            except ValueError as error:
                raise ConsoleError(Phrase.of("console-not-whole", option=shown, value=value)) from error
            low, high = option.min_value, option.max_value
            if low is not None and high is not None and not low <= number <= high:
                raise ConsoleError(Phrase.of("console-number-between", option=shown, least=low, most=high,
                                             value=number))
            if low is not None and number < low:  # no highest
                raise ConsoleError(Phrase.of("console-number-at-least", option=shown, least=low, value=number))
            if high is not None and number > high:  # no lowest
                raise ConsoleError(Phrase.of("console-number-at-most", option=shown, most=high, value=number))
            return number
        if option.kind == "user":
            return self.user_id(value.lstrip("@"))
        if option.kind == "role":
            role = value.lstrip("@")
            self._roles.add(role)
            return _stable_id("role " + role)
        return value

    def _choice(self, option: Any, shown: str, value: str) -> str:
        """The option's choice written as `value`, any case, or as the start of just one choice."""
        typed = value.lower()
        exact = [c for c in option.choices if c.lower() == typed]
        starting = [c for c in option.choices if c.lower().startswith(typed)] if typed else []
        found = exact or starting
        if len(found) != 1:
            raise ConsoleError(Phrase.of("console-not-a-choice", option=shown, choices=listed(option.choices),
                                         value=value))
        return found[0]

    async def _click(self, caller: Caller, label: str) -> Reply:
        if not self._offered:
            await self._remember_board(caller)
        offered = [*self._private.get(caller.user_id, []), *self._offered]
        if not offered:
            raise ConsoleError(Phrase.of("console-no-buttons"))
        wanted = label.lower()
        matches: list[Choice] = []
        for offers in (self._private.get(caller.user_id, []), self._offered):  # the private panel first
            matches = [c for c in offers if c.label.lower() == wanted] or \
                      [c for c in offers if c.label.lower().startswith(wanted)]
            if matches:
                break
        labels = listed([f"[{c.label}]" for c in offered])
        if not matches:
            raise ConsoleError(Phrase.of("console-no-such-button", label=label, labels=labels))
        if len(matches) > 1:
            raise ConsoleError(Phrase.of("console-button-ambiguous", label=label, count=len(matches), labels=labels))
        return await self.table.press(caller, matches[0].custom_id)

    async def _remember_board(self, caller: Caller) -> None:
        """After a restart the console has seen no reply yet: the buttons are the current board's."""
        board = await self.table.board(caller)
        if board.choices and not board.ephemeral:
            self._offered = list(board.choices)

    def _show(self, reply: Reply) -> None:
        """`reply` as Discord shows it; the console's own words around it (pings, buttons, files) are read in
        the caller's `reading`, the members' language."""
        write = self.out.write
        if reply.ephemeral:
            write(f"   {say('console-only-you')}\n")
        if reply.title:
            write(f"   **{reply.title}**\n")
        for text_line in self._named(reply.text).splitlines():
            write(f"   {text_line}\n")
        names = self._names()
        for ping in reply.pings:
            name = names.get(ping.user_id, str(ping.user_id))
            told = say("console-direct" if ping.dm else "console-pinged", name=name, text=ping.text)
            write(self._named(f"   {told}").rstrip() + "\n")
        for user_id in reply.followers:
            write(f"   {say('console-following', name=names.get(user_id, str(user_id)))}\n")
        for attachment in ([reply.image] if reply.image else []) + list(reply.files):
            self.out_dir.mkdir(parents=True, exist_ok=True)
            path = self.out_dir / attachment.name
            path.write_bytes(attachment.data)
            write(f"   {say('console-file', path=str(path))}\n")
            if attachment.description:
                write(f"   {say('console-alt', text=attachment.description)}\n")
            if attachment.name.endswith(".txt"):  # a text attachment (what happened) is read here too
                write("".join(f"   | {line}\n" for line in attachment.data.decode().splitlines()))
        if reply.choices:
            labels = " ".join(f"[{c.label}]" for c in reply.choices)
            write(f"   {say('console-buttons', who=reply.choices_for or say('console-anyone'), labels=labels)}\n")


    def _named(self, text: str) -> str:
        """Discord's user and role mentions, written as the names the console knows them by."""
        names = self._names()
        roles = {_stable_id("role " + name): name for name in self._roles}
        text = re.sub(r"<@&(\d+)>", lambda m: "@" + roles.get(int(m[1]), f"role {m[1]}"), text)
        text = re.sub(r"<t:(\d+):R>", lambda m: self._relative(int(m[1])), text)
        text = re.sub(r"<t:(\d+):([dfF])>", lambda m: _date(int(m[1]), m[2] != "d"), text)
        return re.sub(r"<@(\d+)>", lambda m: "@" + names.get(int(m[1]), m[1]), text)


    def _relative(self, timestamp: int) -> str:
        """Discord's relative time, as the console's clock reads it, in the members' client language (Discord
        writes it in each reader's own, whatever the language of the post around it)."""
        gap = timestamp - self.table.clock.now()
        with reading(self.locale):
            if abs(gap) < 60:  # as Discord does, rather than "in 0m" or "0m ago"
                return say("console-now")
            return say_relative(gap)


def _date(timestamp: int, with_time: bool) -> str:
    """Discord's date (or date and time), in UTC."""
    at = datetime.fromtimestamp(timestamp, UTC)
    return at.strftime("%Y-%m-%d %H:%M UTC" if with_time else "%Y-%m-%d")


def _stable_id(name: str) -> int:
    return 1000 + zlib.crc32(name.lower().encode())


def _split_options(text: str, names: dict[str, str], shown: list[str]) -> dict[str, str]:
    """`animacule:3 direction:n` → {"animacule": "3", "direction": "n"}, each option by the name `names` maps
    its typed name to; a value runs up to the next known option name, so it may contain spaces (`move:move
    3 n`). `shown`: the option names as the member reads them, for a refusal."""
    if not text.strip():
        return {}
    if not names:
        raise ConsoleError(Phrase.of("console-no-options", text=text))
    pattern = re.compile(r"(?:^|\s)(" + "|".join(map(re.escape, names)) + r"):")
    found = list(pattern.finditer(text))
    if not found or text[: found[0].start()].strip():
        raise ConsoleError(Phrase.of("console-options-written", names=listed(shown), text=text))
    values: dict[str, str] = {}
    typed_as: dict[str, str] = {}
    for match, following in zip(found, [*found[1:], None], strict=True):
        typed, option = match.group(1), names[match.group(1)]
        if option in values:
            if typed_as[option] == typed:
                raise ConsoleError(Phrase.of("console-option-twice", option=typed))
            raise ConsoleError(Phrase.of("console-one-option", first=typed_as[option], second=typed))
        end = following.start() if following else len(text)
        values[option], typed_as[option] = text[match.end():end].strip(), typed
    return values


async def run(lines: Iterable[str], out: TextIO, db_path: str, out_dir: Path, seed: int | None, admin: str,
              locale: str = DEFAULT_LANGUAGE) -> None:
    store = await Store.open(db_path)
    await render_pool.start()
    seeds = SeedsByGame(seed) if seed is not None else None
    clock = FakeClock(await store.console_time(GUILD_ID))  # where the last session left it, if one ran here
    await store.set_console_time(GUILD_ID, clock.now())
    store.now = clock.now
    table = Table(store, seed_source=seeds, clock=clock)
    console = Console(table, out, out_dir, admin, seeds, locale)
    try:
        for line in lines:
            await console.run_line(line)
            await console.post_due()
            out.flush()
    finally:
        await render_pool.shutdown()
        await store.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py console", description="Play through the table from a terminal.")
    parser.add_argument("--db", default="console.sqlite3",
                        help="a SQLite file or a postgresql:// URL (default: console.sqlite3)")
    parser.add_argument("--out", default="boards", help="folder for board images (default: ./boards)")
    parser.add_argument("--seed", type=int, default=None, help="make every die roll reproducible")
    parser.add_argument("--admin", default="admin", help="the user with admin rights (default: admin)")
    parser.add_argument("--locale", default=DEFAULT_LANGUAGE, choices=sorted(languages()),
                        help="every member's Discord language, for their private replies (default: en)")
    args = parser.parse_args(argv)
    log_redacted(logging.WARNING, "%(levelname)s %(name)s: %(message)s")
    try:
        # One process per SQLite file (the lock lasts as long as this process); PostgreSQL serves many.
        _held = None if is_postgres(args.db) else hold(args.db)
        asyncio.run(run(sys.stdin, sys.stdout, args.db, Path(args.out), args.seed, args.admin, args.locale))
    except (StoreError, DatabaseInUse) as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 4
    return 0
