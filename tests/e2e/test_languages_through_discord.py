"""The reader's language through discord.py against the fake: each member's private replies follow their
Discord client's locale, the server's public posts the language an admin set with `/admin language`."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, private, public, text_of
from tests.support.fake_discord import FakeDiscord


async def test_a_german_member_is_refused_in_german_while_the_lobby_post_follows_the_server(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    admin, anna = fake_discord.admin("admin"), fake_discord.user("anna")
    anna.user.locale = "de"
    saved = await private(await fake_discord.slash(admin, CHANNEL, "admin language", language="fr"))
    assert text_of(saved).startswith("Saved. This server's public posts (boards, reminders, summaries) are now in"
                                     " français.")  # the admin's own client reads English
    refused = await private(await fake_discord.slash(anna, CHANNEL, "game start"))
    assert text_of(refused) == "In diesem Kanal gibt es keinen offenen Tisch: eröffne einen mit `/spiel neu`."
    opened = await public(await fake_discord.slash(anna, CHANNEL, "game new", game="animacule"))
    assert "anna a ouvert une table pour Animacule" in text_of(opened)
    assert [button["label"] for row in opened.components for button in row["components"]] == [
        "Rejoindre", "Ajouter un bot", "Lancer"]


async def test_admin_language_by_a_member_is_refused_and_changes_nothing(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    admin, bob = fake_discord.admin("admin"), fake_discord.user("bob")
    refused = await private(await fake_discord.slash(bob, CHANNEL, "admin language", language="de"))
    assert text_of(refused) == "Only admins can do this: members with Manage Channels."
    shown = await private(await fake_discord.slash(admin, CHANNEL, "admin language"))
    assert text_of(shown).startswith("This server's public posts (boards, reminders, summaries) are in English.")
    opened = await public(await fake_discord.slash(bob, CHANNEL, "game new", game="micro"))
    assert "bob opened a table for µ (Micro)." in text_of(opened)
