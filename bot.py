"""Evolution board games for Discord: `python bot.py --help` lists the modes."""

from __future__ import annotations

import argparse
import asyncio
import difflib
import sys
from collections.abc import Callable


def run_bot(argv: list[str]) -> int:
    from aiohttp import ClientConnectorError
    from discord import LoginFailure

    from cogs.bot import EvolutionBot
    from cogs.config import ConfigError, load_settings
    from cogs.endpoints import point_discord_at
    from ops.health import HealthUnavailable
    from table.running.dblock import DatabaseInUse, hold
    from table.store import StoreError, check_store
    from table.store.redact import log_redacted, redacted

    parser = argparse.ArgumentParser(prog="bot.py", description="Run the Discord bot.")
    parser.add_argument("--sync-global", action="store_true",
                        help="register the slash commands with Discord for every server (do it once per release)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 2
    log_redacted(settings.log_level, "%(asctime)s %(levelname)s %(name)s: %(message)s")
    point_discord_at(settings.api_base, settings.gateway_url)
    try:  # a database that cannot be used is said at once, before Discord is reached
        # One process per SQLite file: the lock lasts as long as this process.
        _held = hold(settings.database_path) if settings.sqlite else None
        asyncio.run(check_store(settings.database))
    except (StoreError, DatabaseInUse) as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 4
    bot = EvolutionBot(settings.database, settings.dev_guild, args.sync_global, shards=settings.shards,
                       render_workers=settings.render_workers, health_addr=settings.health_addr)
    try:
        bot.run(settings.token, log_handler=None)
    except StoreError as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 4
    except HealthUnavailable as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except LoginFailure:
        print("error: Discord refused the DISCORD_TOKEN: copy the bot's token again from the Developer Portal "
              "(Bot → Reset Token).", file=sys.stderr)
        return 2
    except ClientConnectorError as error:
        print(f"error: cannot reach Discord ({error}). Check the network, or DISCORD_API_BASE and "
              "DISCORD_GATEWAY_URL if you set them.", file=sys.stderr)
        return 3
    return 0


def console(argv: list[str]) -> int:
    from cli.console import main as console_main

    return console_main(argv)


def db(argv: list[str]) -> int:
    from cli.db import main as db_main

    return db_main(argv)


def simulate(argv: list[str]) -> int:
    from cli.simulate import main as simulate_main

    return simulate_main(argv)


# Each mode: what it does, in one line, and its entry point (whose imports happen only when chosen).
MODES: dict[str, tuple[str, Callable[[list[str]], int]]] = {
    "run": ("run the bot on Discord (the default; needs DISCORD_TOKEN)", run_bot),
    "console": ("play from a terminal through the same table, no Discord needed", console),
    "simulate": ("bot-only games through the engine: a fuzz test and a speed figure", simulate),
    "db": ("copy the games to another store (SQLite ⇄ PostgreSQL), back up a live one, check, migrate", db),
}


def usage(prog: str = "python bot.py") -> str:
    width = max(map(len, MODES))
    lines = [f"usage: {prog} [MODE] [options]", "", "modes:"]
    lines += [f"  {name:<{width}}  {about}" for name, (about, _entry) in MODES.items()]
    lines += ["", f"`{prog} MODE --help` shows a mode's options."]
    return "\n".join(lines)


def main(argv: list[str], prog: str = "python bot.py") -> int:
    if argv[:1] in (["-h"], ["--help"], ["help"]):
        print(usage(prog))
        return 0
    if not argv or argv[0].startswith("-"):
        return run_bot(argv)
    mode = argv[0]
    if mode not in MODES:
        near = difflib.get_close_matches(mode, MODES, n=1)
        hint = f" Did you mean `{near[0]}`?" if near else ""
        print(f"error: unknown mode `{mode}`.{hint}\n\n{usage(prog)}", file=sys.stderr)
        return 2
    return MODES[mode][1](argv[1:])


def entry() -> None:
    """The `evolution-bot` command `pip install .` puts on the PATH: the same modes as `python bot.py`."""
    sys.exit(main(sys.argv[1:], prog="evolution-bot"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
