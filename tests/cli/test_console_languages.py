"""`python bot.py console --locale fr`: every member's private replies in French; `/admin language` sets the
public posts' language as in Discord."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from cli.console import main
from cli.names import shown_options, shown_paths, typed_options, typed_paths

SCRIPT = ("bob: /game start\nalice: /game new game:micro\nadmin: /admin language language:de\n"
          "bob: /game join\n")


def test_the_console_answers_in_french_and_posts_in_the_server_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(SCRIPT))
    assert main(["--db", str(tmp_path / "games.sqlite3"), "--out", str(tmp_path / "boards"), "--locale", "fr"]) == 0
    printed = capsys.readouterr().out
    assert "Il n’y a pas de table ouverte dans ce salon\u00a0: ouvres-en une avec `/partie nouvelle`." in printed
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
    assert "Échéance dans 2\u00a0jours." in printed and " in 2 days" not in printed


def console_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                script: str, locale: str) -> str:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    assert main(["--db", str(tmp_path / "games.sqlite3"), "--out", str(tmp_path / "boards"), "--locale", locale]) == 0
    return capsys.readouterr().out


def test_a_german_console_takes_the_commands_and_options_its_members_read_and_the_english_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Choice values (micro, pause, de) are typed as Discord sends them, in every language."""
    printed = console_run(tmp_path, monkeypatch, capsys, (
        "admin: /admin sprache sprache:de\nalice: /spiel neu spiel:micro frist:2d\nbob: /game join\n"
        "bob: /spiel zeiten beginn:9\nbob: /spiel abwesend tage:2 modus:pause\n"
        "bob: /spiel protokoll anzahl:0\nbob: /spiel neu spiel:soup game:micro\nbob: /spiel gibtsnicht\n"), "de")
    assert "Gespeichert. Die öffentlichen Beiträge dieses Servers" in printed
    assert "alice hat einen Tisch für µ (Micro) eröffnet." in printed and "Zeit pro Entscheidung: 2 Tage" in printed
    assert "bob ist dabei." in printed and "`/spiel beitreten`" in printed
    assert "Gib beginn, ende und zeitzone zusammen an (es fehlt: ende, zeitzone), z. B. " \
           "`/spiel zeiten beginn:9 ende:23 zeitzone:Europe/Berlin`" in printed
    assert "Brettposts und `/spiel status` zeigen „abwesend“ neben dem Namen." in printed
    assert "! anzahl must be between 1 and 50; got 0" in printed
    assert "! spiel and game are one option: give each option once" in printed
    unknown = next(line for line in printed.splitlines() if "unknown command" in line)
    assert unknown.startswith("   ! unknown command /spiel gibtsnicht. Commands: /admin entfernen,")
    assert "/spiel neu," in unknown and "/meine-spiele," in unknown and "/game new" not in unknown


def test_a_french_console_takes_the_commands_and_options_its_members_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    printed = console_run(tmp_path, monkeypatch, capsys, (
        "admin: /admin langue langue:fr\nalice: /partie nouvelle jeu:animacule options:hints=on\n"
        "bob: /partie rejoindre\nbob: /admin réglages dépassements:0\nbob: /partie revoir vitesse:x\n"), "fr"
    ).replace("\u00a0", " ")  # French's space before a colon or semicolon does not break
    assert "💡 Les conseils sont activés : tout joueur assis peut demander `/partie conseil`." in printed
    assert "bob a rejoint la table." in printed
    assert "Rejoins avec le bouton ou `/partie rejoindre` ; l’hôte lance la partie avec `/partie lancer`." in printed
    assert "! dépassements must be between 1 and 20; got 0" in printed
    assert "! vitesse must be one of slow, normal, fast; got 'x'" in printed


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_no_name_a_member_may_type_stands_for_two_commands_or_two_options(locale: str) -> None:
    """A translated name that were another command's or option's English one would hide one of them."""
    paths = shown_paths(locale)
    assert len(typed_paths(locale)) == 2 * len(paths) - sum(shown == path for path, shown in paths.items())
    for path in paths:
        options = shown_options(locale, path)
        assert len(typed_options(locale, path)) == \
            2 * len(options) - sum(shown == option for option, shown in options.items()), path
