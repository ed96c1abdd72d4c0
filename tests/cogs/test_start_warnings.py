"""A start of the bot says nothing about voice: it plays no audio, so discord.py's two warnings
that PyNaCl and davey are missing are silenced, and only those."""

from __future__ import annotations

import logging
from pathlib import Path

import discord
import pytest

from cogs.bot import EvolutionBot


def test_the_bot_starts_without_the_two_voice_library_warnings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    # as on a fresh process where neither library is installed
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    with caplog.at_level(logging.DEBUG):
        EvolutionBot(str(tmp_path / "db.sqlite3"))
        logging.getLogger("discord.client").warning("another warning of discord.py")
    said = [record.getMessage() for record in caplog.records if record.name.startswith("discord")]
    assert not [line for line in said if "voice will NOT be supported" in line]
    assert "another warning of discord.py" in said  # discord.py's logging is left as it was
