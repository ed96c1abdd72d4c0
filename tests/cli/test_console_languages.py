"""`python bot.py console --locale fr`: every member's private replies in French; `/admin language` sets the
public posts' language as in Discord."""

from __future__ import annotations

import io
import sqlite3
import sys
from pathlib import Path

import pytest

from cli.console import CHANNEL_ID, Console, main
from cli.names import shown_options, shown_paths, typed_options, typed_paths
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import FakeClock

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
    assert "Échéance dans 2 jours." in printed and " in 2 days" not in printed


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
    assert "! anzahl muss zwischen 1 und 50 liegen, nicht bei 0" in printed
    assert "! spiel und game sind dieselbe Option: gib jede Option nur einmal an" in printed
    unknown = next(line for line in printed.splitlines() if "unbekannter Befehl" in line)
    assert unknown.startswith("   ! unbekannter Befehl /spiel gibtsnicht. Befehle: /admin entfernen,")
    assert "/spiel neu," in unknown and "/meine-spiele," in unknown and "/game new" not in unknown
    assert unknown.endswith(", /ursuppe verzichten und /ursuppe ziehen")  # a list as German writes one


def test_a_french_console_takes_the_commands_and_options_its_members_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    printed = console_run(tmp_path, monkeypatch, capsys, (
        "admin: /admin langue langue:fr\nalice: /partie nouvelle jeu:animacule options:hints=on\n"
        "bob: /partie rejoindre\nbob: /admin réglages dépassements:0\nbob: /partie revoir vitesse:x\n"), "fr"
    ).replace("\u00a0", " ")  # French's space before a colon or semicolon does not break
    assert "💡 Les conseils sont activés : tout joueur assis peut demander `/partie conseil`." in printed
    assert "bob a rejoint la table." in printed
    assert "Rejoins avec le bouton ou `/partie rejoindre` ; l’hôte lance la partie avec `/partie lancer`." in printed
    assert "! dépassements doit être un nombre entre 1 et 20, pas 0" in printed
    assert "! vitesse doit être l’une des valeurs slow, normal et fast, pas « x »" in printed


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_no_name_a_member_may_type_stands_for_two_commands_or_two_options(locale: str) -> None:
    """A translated name that were another command's or option's English one would hide one of them."""
    paths = shown_paths(locale)
    assert len(typed_paths(locale)) == 2 * len(paths) - sum(shown == path for path, shown in paths.items())
    for path in paths:
        options = shown_options(locale, path)
        assert len(typed_options(locale, path)) == \
            2 * len(options) - sum(shown == option for option, shown in options.items()), path


# The console's own refusals of a line typed wrong, as Discord's client refuses a badly typed slash command: in
# its members' language. Each wrong line below, typed by alice whose move it is in a started Animacule game (the
# first before any game, when no reply has offered a button), and words of its refusal; the commands and options
# are typed by their English names, which the console takes in every language, and the refusals name the options
# as the members' client shows them.
NBSP = "\u00a0"
WRONG_LINES = {
    "de": [
        ("alice /game board",
         "schreib `NAME: /gruppe befehl option:wert …`, `NAME: click BESCHRIFTUNG` oder `wait 30h`"),
        ("wait none", "wie lange warten? z. B. `wait 30h`"),
        ("wait soon", "`soon` ist keine gültige Wartezeit: schreib die Wartezeit wie 30m"),
        ("alice: game board", "Befehle beginnen mit / (z. B. /spiel brett), oder schreib `click BESCHRIFTUNG`"),
        ("alice: /game fly", "unbekannter Befehl /game fly. Befehle: /admin entfernen, "),
        ("alice: /animacule move direction:n", "/animacule move braucht animacule: (Die Nummer deines Animacules)"),
        ("alice: /game log count:lots", "anzahl muss eine ganze Zahl sein, nicht „lots“"),
        ("alice: /animacule move animacule:9 direction:n", "animacule muss zwischen 1 und 7 liegen, nicht bei 9"),
        ("alice: /game board game:0", "spiel muss mindestens 1 sein, nicht 0"),
        ("alice: /animacule move animacule:1 direction:up",
         "richtung muss einer der Werte north, east, south und west sein, nicht „up“"),
        ("alice: click Retreat", "kein Knopf mit der Beschriftung „Retreat“; angeboten: [Ziehe 1 nach Osten auf b8: "
                                 "rot fressen] und [Ziehe 1 nach Süden auf a7: rot fressen]"),
        ("alice: click ziehe", "„ziehe“ ist der Anfang von 2 Beschriftungen; schreib eine davon weiter aus: [Ziehe 1"),
        ("alice: /mygames now", "dieser Befehl hat keine Optionen; du hast „now“ geschrieben"),
        ("alice: /game log lots", "Optionen schreibt man name:wert, mit einem Namen aus anzahl und spiel; "
                                  "du hast „lots“ geschrieben"),
        ("alice: /game log count:1 count:2", "count steht zweimal da: gib jede Option nur einmal an"),
        ("alice: /game new game:soup spiel:micro",
         "game und spiel sind dieselbe Option: gib jede Option nur einmal an"),
    ],
    "fr": [
        ("alice /game board", "écris `NOM: /groupe commande option:valeur …`, `NOM: click LIBELLÉ` ou `wait 30h`"),
        ("wait none", f"attendre combien de temps{NBSP}? par exemple `wait 30h`"),
        ("wait soon", f"`soon` n’est pas une attente valable{NBSP}: écris l’attente comme 30m"),
        ("alice: game board",
         "les commandes commencent par / (par exemple /partie plateau), sinon écris `click LIBELLÉ`"),
        ("alice: /game fly", f"commande inconnue /game fly. Commandes{NBSP}: /admin exclure, "),
        ("alice: /animacule move direction:n",
         "/animacule move demande l’option animacule: (Le numéro de ton animacule)"),
        ("alice: /game log count:lots", f"nombre doit être un nombre entier, pas «{NBSP}lots{NBSP}»"),
        ("alice: /animacule move animacule:9 direction:n", "animacule doit être un nombre entre 1 et 7, pas 9"),
        ("alice: /game board game:0", "jeu doit valoir au moins 1, pas 0"),
        ("alice: /animacule move animacule:1 direction:up",
         f"direction doit être l’une des valeurs north, east, south et west, pas «{NBSP}up{NBSP}»"),
        ("alice: click Retreat", f"aucun bouton au libellé «{NBSP}Retreat{NBSP}»{NBSP}; boutons proposés{NBSP}: "
                                 f"[Déplacer 1 vers l’est, en b8{NBSP}: manger le rouge] et [Déplacer 1 vers le sud"),
        ("alice: click déplacer", f"«{NBSP}déplacer{NBSP}» commence 2 libellés{NBSP}; écris davantage de l’un "
                                  f"d’eux{NBSP}: [Déplacer 1"),
        ("alice: /mygames now", f"cette commande ne prend aucune option{NBSP}; tu as écrit «{NBSP}now{NBSP}»"),
        ("alice: /game log lots", f"les options s’écrivent nom:valeur, avec un nom parmi nombre et jeu{NBSP}; "
                                  f"tu as écrit «{NBSP}lots{NBSP}»"),
        ("alice: /game log count:1 count:2",
         f"l’option count figure deux fois{NBSP}: donne chaque option une seule fois"),
        ("alice: /game new game:soup jeu:micro",
         f"game et jeu sont une seule et même option{NBSP}: donne chaque option une seule fois"),
    ],
}
# The English refusals' words, none of which a German or French member reads.
ENGLISH_REFUSALS = ("write `NAME", "wait how long", "is not a wait", "commands start with", "unknown command",
                    " needs ", "whole number", "must be", "no buttons offered", "no button labelled", "labels; write",
                    "takes no options", "options are written", "is given twice", "are one option")


def printed_lines(printed: str) -> list[tuple[str, list[str]]]:
    """Each line typed, with the lines the console printed under it."""
    typed: list[tuple[str, list[str]]] = []
    for line in printed.splitlines():
        if line.startswith("── "):
            typed.append((line[3:], []))
        else:
            typed[-1][1].append(line)
    return typed


@pytest.mark.parametrize("locale", ["de", "fr"])
async def test_a_line_typed_wrong_is_refused_in_the_members_language_and_changes_nothing(
        tmp_path: Path, locale: str) -> None:
    store = await Store.open(tmp_path / "games.sqlite3")
    clock = FakeClock(1_000_000)
    printed = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 5, clock=clock), printed, tmp_path / "boards", locale=locale)
    wrong = WRONG_LINES[locale]
    try:
        for line in (f"admin: /admin language language:{locale}", "alice: click Start",
                     "alice: /game new game:animacule options:first=creator", "bob: /game join", "alice: /game start",
                     "alice: /game status"):
            await console.run_line(line)
        before = await store.latest_game(CHANNEL_ID)
        for line, _ in wrong:
            assert await console.run_line(line) is None, line
        await console.run_line("alice: /game status")
        after = await store.latest_game(CHANNEL_ID)
    finally:
        await store.close()
    typed = printed_lines(printed.getvalue())
    refused = typed[-len(wrong) - 1:-1]
    assert [line for line, _ in refused] == [line for line, _ in wrong]
    for (line, said), (_, shown) in zip(wrong, refused, strict=True):
        assert len(shown) == 1 and shown[0].startswith(f"   ! {said}"), (line, shown)
    no_buttons = dict(typed)["alice: click Start"]
    assert no_buttons == ["   ! " + {"de": "die letzte Antwort bietet dir keine Knöpfe an",
                                    "fr": "la dernière réponse ne te propose aucun bouton"}[locale]]
    refusals = "\n".join(shown[0] for _, shown in [*refused, ("", no_buttons)])
    assert [words for words in ENGLISH_REFUSALS if words in refusals] == []
    # nothing changed: the game, its version and the console's clock are where they were, and the status reads
    # the same after the wrong lines as before them
    assert before is not None and after is not None and (after.id, after.version) == (before.id, before.version)
    assert clock.now() == 1_000_000
    statuses = [shown for line, shown in typed if line == "alice: /game status"]
    assert len(statuses) == 2 and statuses[0] == statuses[1]


@pytest.mark.parametrize(("locale", "system_clock", "not_kept"), [
    ("de", "! diese Konsole läuft mit der Systemuhr, und die geht nur mit der Zeit weiter",
     "! die Uhr der Konsole konnte nicht in der Datenbank gespeichert werden (disk I/O error)"),
    ("fr", "! cette console suit l’horloge du système, que seul le temps fait avancer",
     "! l’horloge de la console n’a pas pu être enregistrée dans la base de données (disk I/O error)"),
])
async def test_the_consoles_clock_says_what_it_cannot_do_in_the_members_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, locale: str, system_clock: str, not_kept: str) -> None:
    """A console on the system's clock cannot `wait`; one whose store fails to keep its clock waits all the same."""
    store = await Store.open(tmp_path / "games.sqlite3")
    try:
        printed = io.StringIO()
        await Console(Table(store), printed, tmp_path / "boards", locale=locale).run_line("wait 1h")
        assert f"   {system_clock}\n" in printed.getvalue()

        async def fails(guild_id: int, now: float) -> None:
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(store, "set_console_time", fails)
        clock = FakeClock(1_000_000)
        printed = io.StringIO()
        await Console(Table(store, clock=clock), printed, tmp_path / "boards", locale=locale).run_line("wait 1h")
        assert f"   {not_kept}\n" in printed.getvalue() and "could not be kept" not in printed.getvalue()
        assert clock.now() == 1_000_000 + 3600
    finally:
        await store.close()
