"""`python bot.py console --locale fr`: every member's private replies in French; `/admin language` sets the
public posts' language as in Discord."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from cli.console import main

SCRIPT = ("bob: /game start\nalice: /game new game:micro\nadmin: /admin language language:de\n"
          "bob: /game join\n")


def test_the_console_answers_in_french_and_posts_in_the_server_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(SCRIPT))
    assert main(["--db", str(tmp_path / "games.sqlite3"), "--out", str(tmp_path / "boards"), "--locale", "fr"]) == 0
    printed = capsys.readouterr().out
    assert "Il n’y a pas de table ouverte dans ce salon\u00a0: ouvres-en une avec `/game new`." in printed
    assert "alice opened a table for µ (Micro)." in printed  # the server's English until an admin chooses
    assert "Enregistré. Les messages publics de ce serveur (plateaux, rappels, résumés) sont désormais en Deutsch." \
        in printed
    assert "bob ist dabei." in printed


def test_the_console_refuses_a_locale_it_has_no_catalogue_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--locale", "xx"])
    assert "invalid choice: 'xx' (choose from 'de', 'en', 'fr')" in capsys.readouterr().err


def test_the_console_writes_discords_relative_times_in_the_members_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Discord writes `<t:…:R>` in each reader's own language; the console, in its members' (`--locale`)."""
    script = ("admin: /admin language language:fr\nalice: /game new game:micro\nbob: /game join\n"
              "alice: /game start\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    assert main(["--db", str(tmp_path / "games.sqlite3"), "--out", str(tmp_path / "boards"), "--locale", "fr"]) == 0
    printed = capsys.readouterr().out
    assert "Échéance dans 2d." in printed and " in 2d" not in printed
