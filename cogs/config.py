"""Configuration from the environment and a `.env` file; `.env.example` documents each key."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from table.store import POSTGRES_SCHEMES

HERE = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = HERE / "evolution.sqlite3"


class ConfigError(ValueError):
    """A setting that is missing or malformed; the message names it."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    dev_guild: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    database_url: str | None = None  # postgresql://…; when set, the store is there and DATABASE_PATH is unused

    @property
    def database(self) -> str:
        """Where the store is: DATABASE_URL if set, else the SQLite file at DATABASE_PATH."""
        return self.database_url or str(self.database_path)


def load_settings(env_file: Path | None = HERE / ".env") -> Settings:
    if env_file is not None:
        load_dotenv(env_file, override=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file beside bot.py "
            "(see .env.example). To play without Discord, run: python bot.py console"
        )
    guild = os.environ.get("DISCORD_DEV_GUILD", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DISCORD_DEV_GUILD must be a server id (digits only); got {guild!r}")
    return Settings(
        token=token,
        database_path=_database_path(),
        dev_guild=int(guild) if guild else None,
        log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        api_base=os.environ.get("DISCORD_API_BASE", "").strip() or None,
        gateway_url=os.environ.get("DISCORD_GATEWAY_URL", "").strip() or None,
        database_url=_database_url(),
    )


def configured_database(env_file: Path | None = HERE / ".env") -> str:
    """Where the bot keeps its games, by DATABASE_URL or DATABASE_PATH (for tools that need no token)."""
    if env_file is not None:
        load_dotenv(env_file, override=False)
    return _database_url() or str(_database_path())


def _database_path() -> Path:
    return Path(os.environ.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE)


def _database_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "").strip() or None
    if url is not None and "://" in url and not url.startswith(POSTGRES_SCHEMES):
        raise ConfigError(f"DATABASE_URL must be a postgresql:// URL or a SQLite file's path; got {url.split('://')[0]}://…")
    return url
