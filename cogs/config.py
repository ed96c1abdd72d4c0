"""Configuration from the environment and a `.env` file; `.env.example` documents each key."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from messages import say
from ops.health import read_address
from table.running.shards import Shards
from table.store import POSTGRES_SCHEMES

# A checkout keeps its .env and its games beside bot.py; an installed bot (`pip install .`, the
# `evolution-bot` command) keeps them in the folder it is started from, never inside site-packages.
CHECKOUT = Path(__file__).resolve().parent.parent
HERE = CHECKOUT if (CHECKOUT / "pyproject.toml").exists() else Path.cwd()
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
    shards: Shards | None = None  # None: discord.py asks Discord how many shards, and runs them all here
    render_workers: int | None = None  # processes drawing boards; None: one per core, 0: none (a thread)
    health_addr: tuple[str, int] | None = None  # where /healthz, /readyz and /metrics are served; None: nowhere

    @property
    def database(self) -> str:
        """Where the store is: DATABASE_URL if set, else the SQLite file at DATABASE_PATH."""
        return self.database_url or str(self.database_path)

    @property
    def sqlite(self) -> bool:
        """Whether the games live in a SQLite file, which serves one process only."""
        return self.database_url is None


def load_settings(env_file: Path | None = HERE / ".env") -> Settings:
    if env_file is not None:
        load_dotenv(env_file, override=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(say("config-token-missing"))
    guild = os.environ.get("DISCORD_DEV_GUILD", "").strip()
    if guild and not _digits(guild):
        raise ConfigError(say("config-dev-guild-not-an-id", got=repr(guild)))
    settings = Settings(
        token=token,
        database_path=_database_path(),
        dev_guild=int(guild) if guild else None,
        log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        api_base=os.environ.get("DISCORD_API_BASE", "").strip() or None,
        gateway_url=os.environ.get("DISCORD_GATEWAY_URL", "").strip() or None,
        database_url=_database_url(),
        shards=read_shards(os.environ.get("SHARD_COUNT", ""), os.environ.get("SHARD_IDS", "")),
        render_workers=_render_workers(os.environ.get("RENDER_WORKERS", "").strip()),
        health_addr=_health_addr(os.environ.get("HEALTH_ADDR", "").strip()),
    )
    shards = settings.shards
    if shards is not None and len(shards.ids) < shards.count and settings.sqlite:
        named = ",".join(map(str, shards.ids))
        raise ConfigError(say("config-some-shards-on-sqlite", ids=named, served=len(shards.ids), count=shards.count))
    return settings


def read_shards(count_text: str, ids_text: str) -> Shards | None:
    """The shards this process runs, from SHARD_COUNT and SHARD_IDS (e.g. "0,2"); None if neither
    is set. ConfigError names the setting and what is allowed."""
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if not count_text:
        if ids_text:
            raise ConfigError(say("config-shard-ids-without-count", ids=ids_text))
        return None
    if not _digits(count_text) or int(count_text) < 1:
        raise ConfigError(say("config-shard-count-not-a-number", got=repr(count_text)))
    count = int(count_text)
    if not ids_text:
        return Shards(count, tuple(range(count)))
    ids: list[int] = []
    for part in (p.strip() for p in ids_text.split(",")):
        if not _digits(part):
            raise ConfigError(say("config-shard-ids-not-numbers", got=repr(ids_text)))
        shard = int(part)
        if shard >= count:
            raise ConfigError(say("config-shard-out-of-range", shard=shard, count=count, last=count - 1))
        if shard in ids:
            raise ConfigError(say("config-shard-twice", shard=shard))
        ids.append(shard)
    return Shards(count, tuple(sorted(ids)))


def _render_workers(text: str) -> int | None:
    if not text:
        return None
    if not _digits(text):
        raise ConfigError(say("config-render-workers-not-a-number", got=repr(text)))
    return int(text)


def _health_addr(text: str) -> tuple[str, int] | None:
    if not text:
        return None
    try:
        return read_address(text)
    except ValueError as error:
        raise ConfigError(str(error)) from None


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


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
        raise ConfigError(say("config-database-url-scheme", scheme=url.split("://")[0]))
    return url
