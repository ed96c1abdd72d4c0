"""The slash commands in German and French through discord.py against the fake (issue 34): the commands the
bot syncs carry a German and a French name and description for every command, group, option and choice,
each within Discord's rules, and a member whose client reads German still plays by them (Discord sends the
bot the English names whatever the member's language)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from cogs.bot import EvolutionBot
from messages import reading
from rules.grid import Direction
from table.commands import catalogue
from tests.e2e.helpers import CHANNEL, open_game, private, public, text_of
from tests.support.fake_discord import FakeDiscord

LOCALES = ("de", "fr")
SUBCOMMAND, GROUP = 1, 2


def is_discord_name(name: str) -> bool:
    """Discord's rule for a slash command's, group's or option's name in any locale: 1-32 characters, lower
    case, each a letter, a digit, - or _ (`^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`; Devanagari's and
    Thai's combining marks are the regex's only other characters, and no name here needs them)."""
    return (1 <= len(name) <= 32 and name == name.lower()
            and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name))


Payload = dict[str, Any]


def named_items(items: list[Payload], where: str = "") -> Iterator[tuple[str, Payload, list[Payload]]]:
    """Every command, group, subcommand and option of a synced payload with where it is ("game new deadline")
    and its siblings (its own list)."""
    for item in items:
        path = f"{where} {item['name']}".strip()
        yield path, item, items
        yield from named_items(item.get("options", []), path)


def problems_with(commands: list[dict[str, Any]]) -> Iterator[str]:
    for path, item, siblings in named_items(commands):
        names, descriptions = item.get("name_localizations", {}), item.get("description_localizations", {})
        if set(names) != set(LOCALES) or set(descriptions) != set(LOCALES):
            yield f"{path}: localised in {sorted(names)} and described in {sorted(descriptions)}, not de and fr"
        for locale in LOCALES:
            name, description = names.get(locale, ""), descriptions.get(locale, "")
            if not is_discord_name(name):
                yield f"{path} [{locale}]: {name!r} is not a name Discord takes"
            if not 1 <= len(description) <= 100:
                yield f"{path} [{locale}]: a description of {len(description)} characters"
            if [sibling.get("name_localizations", {}).get(locale) for sibling in siblings].count(name) > 1:
                yield f"{path} [{locale}]: {name!r} twice among its siblings"
        for choice in item.get("choices", []):
            chosen = choice.get("name_localizations", {})
            if set(chosen) != set(LOCALES) or not all(1 <= len(text) <= 100 for text in chosen.values()):
                yield f"{path} choice {choice['value']!r}: named {chosen}"
            for locale in LOCALES:
                if [c.get("name_localizations", {}).get(locale) for c in item["choices"]].count(chosen.get(locale)) > 1:
                    yield f"{path} choice {choice['value']!r} [{locale}]: its name twice among the choices"


def payload_at(commands: list[dict[str, Any]], path: str) -> dict[str, Any]:
    return next(item for where, item, _ in named_items(commands) if where == path)


async def test_every_synced_name_and_description_is_in_german_and_french_within_discords_rules(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    synced = fake_discord.synced_commands(fake_discord.guild)
    assert list(problems_with(synced)) == []
    assert sum(1 for _ in named_items(synced)) > 150  # every group, command and option was read
    for path, spec in catalogue().items():  # English as declared, the translations as the catalogue has them
        command = payload_at(synced, path)
        assert (command["name"], command["description"]) == (spec.name, spec.description.text[:100])
        for locale in LOCALES:
            with reading(locale):
                assert command["description_localizations"][locale] == spec.description.text, (path, locale)
        for option in spec.options:
            declared = payload_at(synced, f"{path} {option.name}")
            assert [choice["value"] for choice in declared.get("choices", [])] == list(option.choices)
    new, level = payload_at(synced, "game new"), payload_at(synced, "game addbot level")
    assert (payload_at(synced, "game")["name_localizations"], new["name_localizations"]) == (
        {"de": "spiel", "fr": "partie"}, {"de": "neu", "fr": "nouvelle"})
    easy = level["choices"][0]
    assert (easy["name"], easy["value"], easy["name_localizations"]) == (
        "easy", "easy", {"de": "leicht (easy)", "fr": "facile (easy)"})
    assert new["description_localizations"]["de"] == "Einen Tisch für ein Spiel in diesem Kanal eröffnen"


async def test_a_german_member_plays_by_the_names_discord_sends_whatever_their_language(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    anna, jean = fake_discord.user("anna"), fake_discord.user("jean")
    anna.user.locale, jean.user.locale = "de", "fr"
    refused = await private(await fake_discord.slash(anna, CHANNEL, "game start"))
    assert text_of(refused) == "In diesem Kanal gibt es keinen offenen Tisch: eröffne einen mit `/spiel neu`."
    await open_game(fake_discord, anna, jean)
    suggested = await (await fake_discord.autocomplete(anna, CHANNEL, "animacule play", focused="move",
                                                         move="move")).response()
    moves = [value for value in suggested.choice_values if value.startswith("move ")]
    assert moves, suggested.choices
    number, letter = moves[0].split()[1:]
    sent = await fake_discord.slash(anna, CHANNEL, "animacule move", animacule=int(number),
                                    direction=Direction.parse(letter).word)
    assert (sent.payload["locale"], sent.payload["data"]["name"]) == ("de", "animacule")
    board = await public(sent)
    assert board.attachments and "anna" in text_of(board)
