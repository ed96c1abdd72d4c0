"""Members' data through discord.py itself: /game my-data answers privately with the member's file,
/game forget-me asks privately and its button forgets them, /admin forget refuses a wrong id and
names what it takes; the channel's next board names the member as a former player."""

from __future__ import annotations

import json

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, answer, open_game, private, public, text_of
from tests.support.fake_discord import FakeDiscord


async def test_a_member_gets_their_data_privately_then_is_forgotten_by_the_button(
    bot: EvolutionBot, fake_discord: FakeDiscord,
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    lobby = await public(await fake_discord.slash(alice, CHANNEL, "game new", game="animacule",
                                                  options="first=creator"))
    for guest in (bob, carol):
        lobby = await public(await fake_discord.click(guest, CHANNEL, lobby, lobby.button("Join").custom_id))
    await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Start").custom_id))
    await public(await fake_discord.slash(alice, CHANNEL, "animacule play", move="move 1 s"))

    mine = await answer(await fake_discord.slash(bob, CHANNEL, "game my-data"))
    assert mine.ephemeral and "Everything this bot keeps about you in this server" in text_of(mine)
    data = json.loads(mine.attachment(f"my-data-{bob.id}.json").data)
    assert data["member"] == str(bob.id) and data["data"]["seats"][0]["seat"]["name"] == "bob"

    asked = await answer(await fake_discord.slash(bob, CHANNEL, "game forget-me"))
    assert asked.ephemeral and "cannot be undone" in text_of(asked)
    done = await answer(await fake_discord.click(bob, CHANNEL, asked, asked.button("Forget").custom_id))
    assert done.ephemeral and '"former player 1"' in text_of(done)
    board = await fake_discord.wait_for(
        lambda: next((m for m in fake_discord.messages(CHANNEL) if "former player 1" in text_of(m)), None),
        what="the board of bob's resignation, posted by the outbox")
    assert "bob" not in text_of(board).replace("@bob", "")
    empty = json.loads((await answer(await fake_discord.slash(bob, CHANNEL, "game my-data"))).attachments[0].data)
    assert not any(empty["data"].values())


async def test_admin_forget_refuses_what_is_not_a_member_id(bot: EvolutionBot, fake_discord: FakeDiscord) -> None:
    root, alice = fake_discord.admin("root"), fake_discord.user("alice")
    wrong = await private(await fake_discord.slash(root, CHANNEL, "admin forget", member_id="alice"))
    assert "not a Discord member id" in text_of(wrong) and "Copy User ID" in text_of(wrong)
    refused = await private(await fake_discord.slash(alice, CHANNEL, "admin forget", member_id=str(root.id)))
    assert "Only admins" in text_of(refused)
    await open_game(fake_discord, alice, fake_discord.user("bob"))
    asked = await answer(await fake_discord.slash(root, CHANNEL, "admin forget", member_id=f"<@{alice.id}>"))
    assert asked.ephemeral and asked.button("Forget")
