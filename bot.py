"""Evolution board games for Discord.

  python bot.py [--sync-global]   run the bot (needs DISCORD_TOKEN)
  python bot.py console …         play from a terminal, no Discord needed
  python bot.py simulate GAME …   bot-only games through the engine
"""

from __future__ import annotations

import argparse
import logging
import sys


def run_bot(argv: list[str]) -> int:
    from aiohttp import ClientConnectorError
    from discord import LoginFailure

    from cogs.bot import EvolutionBot
    from cogs.config import ConfigError, load_settings
    from cogs.endpoints import point_discord_at

    parser = argparse.ArgumentParser(prog="bot.py", description="Run the Discord bot.")
    parser.add_argument("--sync-global", action="store_true",
                        help="register the slash commands with Discord for every server (do it once per release)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    point_discord_at(settings.api_base, settings.gateway_url)
    bot = EvolutionBot(str(settings.database_path), settings.dev_guild, args.sync_global)
    try:
        bot.run(settings.token, log_handler=None)
    except LoginFailure:
        print("error: Discord refused the DISCORD_TOKEN: copy the bot's token again from the Developer Portal "
              "(Bot → Reset Token).", file=sys.stderr)
        return 2
    except ClientConnectorError as error:
        print(f"error: cannot reach Discord ({error}). Check the network, or DISCORD_API_BASE and "
              "DISCORD_GATEWAY_URL if you set them.", file=sys.stderr)
        return 3
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["console"]:
        from cli.console import main as console

        return console(argv[1:])
    if argv[:1] == ["simulate"]:
        from cli.simulate import main as simulate

        return simulate(argv[1:])
    return run_bot(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
