"""The part of Fluent the catalogue's compiler reads gives what Fluent says it gives, and the rest is
refused when the catalogue is read (messages/compiled.py)."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from messages.compiled import Language, MissingVariable, UnreadableMessage, compile_pattern


def filled(source: str, message_id: str, language: str = "en", **args: str | int) -> str:
    entries = FluentParser().parse(source).body
    messages = {str(e.id.name): e for e in entries if isinstance(e, ast.Message)}
    terms = {str(e.id.name): e for e in entries if isinstance(e, ast.Term)}
    pattern = messages[message_id].value
    assert pattern is not None
    return compile_pattern(pattern, Language.of(language, messages, terms), message_id)(args)


SOURCE = """
-game = Ursuppe
title = { -game }: {$round ->
    [0] before the first round
    [one] round {$round}, the first
   *[other] round {$round}
}
colour = {$colour ->
    [red] rot
   *[other] {$colour}
}
rank = {ORDINAL($place) ->
    [one] {$place}st
    [two] {$place}nd
    [few] {$place}rd
   *[other] {$place}th
}
both = {title} / {colour}
padded = {" "}{$who}{" "}
grouped = {NUMBER($count)} {NUMBER($count) ->
    [one] Spiel
   *[other] Spiele
}
cards = {$count ->
    [one] eine Karte
   *[other] {$count} Karten
}
"""


def test_a_number_key_wins_over_the_plural_category_and_the_default_takes_the_rest() -> None:
    assert filled(SOURCE, "title", round=0) == "Ursuppe: before the first round"
    assert filled(SOURCE, "title", round=1) == "Ursuppe: round 1, the first"
    assert filled(SOURCE, "title", round=20001) == "Ursuppe: round 20001"


def test_a_text_variable_selects_by_its_text() -> None:
    assert filled(SOURCE, "colour", colour="red") == "rot"
    assert filled(SOURCE, "colour", colour="blue") == "blue"


def test_ordinals_and_plurals_follow_the_language_rules() -> None:
    assert [filled(SOURCE, "rank", place=n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 111)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "111th"]
    assert [filled(SOURCE, "cards", language="de", count=n) for n in (0, 1, 2)] == \
        ["0 Karten", "eine Karte", "2 Karten"]
    assert [filled(SOURCE, "cards", language="fr", count=n) for n in (0, 1, 2)] == \
        ["eine Karte", "eine Karte", "2 Karten"]  # French counts 0 as one


def test_number_groups_digits_as_the_language_writes_them_and_refuses_text() -> None:
    assert filled(SOURCE, "grouped", language="de", count=12000) == "12.000 Spiele"
    assert filled(SOURCE, "grouped", language="de", count=1) == "1 Spiel"
    assert filled(SOURCE, "grouped", language="en", count=1234567) == "1,234,567 Spiele"
    assert filled(SOURCE, "grouped", language="fr", count=12000) == "12\u202f000 Spiele"
    with pytest.raises(TypeError, match=r"grouped: NUMBER\(\$count\) needs a whole number"):
        filled(SOURCE, "grouped", language="de", count="many")


def test_references_and_literals_are_filled_in() -> None:
    assert filled(SOURCE, "both", round=2, colour="red") == "Ursuppe: round 2 / rot"
    assert filled(SOURCE, "padded", who="Ann") == " Ann "


def test_text_reads_as_written_beside_what_is_filled_in() -> None:
    # each message becomes one f-string (messages/compiled.py): its text never reaches that f-string's source
    source = 'm = {"{"}{$who}{"}"} said \'hi\' "there" \\n {$count} {NUMBER($count)}'
    assert filled(source, "m", who="{x}", count=12000) == '{{x}} said \'hi\' "there" \\n 12000 12,000'


def test_a_missing_variable_is_named() -> None:
    with pytest.raises(MissingVariable, match=r"both → colour: no value given for \$colour"):
        filled(SOURCE, "both", round=2)
    with pytest.raises(MissingVariable, match=r"padded: no value given for \$who"):
        filled(SOURCE, "padded")


@pytest.mark.parametrize(("source", "why"), [
    ("m = {DATETIME($n)}", "FunctionReference is not read"),
    ("m = {NUMBER($n, minimumFractionDigits: 2)}", "FunctionReference is not read"),
    ("m = {$n ->\n  [one] a\n *[other] b\n} {other.attr}\nother = x\n  .attr = y", "MessageReference is not read"),
    ("m = {missing}", "refers to 'missing', which has no text here"),
    ("m = {-term(case: \"x\")}\n-term = y", "TermReference is not read"),
    ("m = {UPPER($n) ->\n *[other] x\n}", "a select on FunctionReference is not read"),
    ("m = {COMMAND($n)}", r'COMMAND takes one quoted name as Discord declares it, lower case, e\.g\. COMMAND\("game'),
    ('m = {COMMAND("Game new")}', "COMMAND takes one quoted name"),
    ('m = {COMMAND("game  new")}', "COMMAND takes one quoted name"),
    ('m = {COMMAND("game new", "x")}', "COMMAND takes one quoted name"),
    ('m = {OPTION("start end")}', r'OPTION takes one quoted name .* e\.g\. OPTION\("deadline"\)'),
    ('m = {OPTION(start: "x")}', "OPTION takes one quoted name"),
])
def test_what_the_compiler_does_not_read_is_refused_naming_the_message(source: str, why: str) -> None:
    with pytest.raises(UnreadableMessage, match=f"^m: {why}"):
        filled(source, "m", n=1)


SLASH = """
slash-group = {$group ->
    [game] spiel
   *[other] {$group}
}
slash-command = {$command ->
    [game-new] neu
    [mygames] meine-spiele
   *[other] {$name}
}
slash-option = {$option ->
    [deadline] frist
   *[other] {$option}
}
m = `{COMMAND("game new")} {OPTION("deadline")}:2d`, `{COMMAND("mygames")}`,
    `{COMMAND("admin my-data")} {OPTION("member_id")}:`
"""


def test_a_command_and_an_option_read_as_the_languages_slash_names_give_them() -> None:
    assert filled(SLASH, "m") == "`/spiel neu frist:2d`, `/meine-spiele`,\n`/admin my-data member_id:`"


def test_a_language_without_slash_names_reads_the_declared_ones() -> None:
    assert filled('m = `{COMMAND("game new")} {OPTION("deadline")}:`', "m") == "`/game new deadline:`"
