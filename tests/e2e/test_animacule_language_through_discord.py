"""Animacule through discord.py in a German server (issue 34): the board post after a pressed move words the
engine's events and its buttons in German, and each member's wrong move is refused in their own language."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, private, public, text_of
from tests.support.english import english_lines
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_discord.model import walk_components


async def test_a_german_board_post_and_refusals_in_each_members_language(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    admin, anna, bert = fake_discord.admin("admin"), fake_discord.user("anna"), fake_discord.user("bert")
    anna.user.locale, bert.user.locale = "fr", "de"
    await private(await fake_discord.slash(admin, CHANNEL, "admin language", language="de"))
    lobby = await public(await fake_discord.slash(anna, CHANNEL, "game new", game="animacule",
                                                  options="first=creator"))
    joined = await public(await fake_discord.click(bert, CHANNEL, lobby, lobby.button("Mitmachen").custom_id))
    board = await public(await fake_discord.click(anna, CHANNEL, joined, joined.button("Starten").custom_id))
    move = board.button("Ziehe 1 nach Süden auf a7: rot fressen")
    moved = await public(await fake_discord.click(anna, CHANNEL, board, move.custom_id))
    text = text_of(moved)
    assert "Animacule 1 von anna zieht nach Süden, von a8 auf a7." in text
    assert "Animacule 1 von anna nimmt das rote Allelomorph auf a7 an Position 2 auf." in text
    labels = [str(c.get("label", "")) for c in walk_components(moved.components)]
    assert "Ziehe 1 nach Westen auf g8: grün fressen" in labels
    assert english_lines([text, *labels], names=["anna", "bert"]) == []
    refused = await private(await fake_discord.slash(bert, CHANNEL, "animacule play", move="move 1 e"))
    assert text_of(refused) == "Animacule 1 kann nicht nach Osten ziehen: Dort endet das Brett."
    wrong = await private(await fake_discord.slash(anna, CHANNEL, "animacule play", move="move 1 e"))
    assert text_of(wrong) == ("Ce n’est pas ton tour. On attend bert\u00a0: "
                              "jouer un animacule (se déplacer, attaquer ou se reproduire).")
