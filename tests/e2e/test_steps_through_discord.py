"""A step of a decision of many steps through discord.py: Apocalyte's "Move from Ural" and "Ural →
Ukraine" edit the pressed board in place (UPDATE_MESSAGE) to its next version, image, footer and
buttons, with no new message in the channel and nobody pinged; the movement itself is a new post."""

from __future__ import annotations

import json

import pytest

from cogs import respond
from cogs.bot import EvolutionBot
from rules.apocalyte import ENGINE
from tests.e2e.helpers import CHANNEL, mentioned_ids, press, public, text_of, versions_on
from tests.rules.test_apocalyte_support import position, put
from tests.support.fake_discord import FakeDiscord, FakeMessage


async def _movement(fake: FakeDiscord, bot: EvolutionBot) -> tuple[int, FakeMessage]:
    """ann's turn of Apocalyte with ben, in its movement stage with 5 armies in Ural: the game and her board."""
    ann, ben = fake.user("ann"), fake.user("ben")
    lobby = await public(await fake.slash(ann, CHANNEL, "game new", game="apocalyte", options="scenario=zombies"))
    lobby = await public(await fake.click(ben, CHANNEL, lobby, lobby.button("Join").custom_id or ""))
    await public(await fake.click(ann, CHANNEL, lobby, lobby.button("Start").custom_id or ""))
    assert bot.store is not None
    game = await bot.store.live_game(fake.channel(CHANNEL).id)
    assert game is not None
    state = put(position("zombies", players=2), "ura", 5)
    state["players"] = [seat.name for seat in game.seats]
    game.state_json = json.dumps(ENGINE.dump(state))
    await bot.store.save(game)
    return game.id, await public(await fake.slash(ann, CHANNEL, "game board"))


async def _version(bot: EvolutionBot, fake: FakeDiscord) -> int:
    assert bot.store is not None
    game = await bot.store.live_game(fake.channel(CHANNEL).id)
    assert game is not None
    return game.version


async def test_apocalyte_movement_steps_edit_the_pressed_board(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    game_id, board = await _movement(fake_discord, bot)
    posts = len(fake_discord.messages(CHANNEL))
    for notation in ("move ura", "move ura ukr"):
        sent = await press(fake_discord, ann, board, notation)
        callback = await sent.response()
        assert callback.type_name == "UPDATE_MESSAGE", f"{notation}: answered with {callback.type_name}"
        edited = await sent.original()
        assert edited.id == board.id and not edited.ephemeral
        version = await _version(bot, fake_discord)
        assert edited.attachment_names == [f"apocalyte-{game_id}-v{version}.png"], "the image of the new version"
        assert edited.embeds[0]["footer"]["text"].startswith(f"Board version {version}:")
        assert versions_on(edited) == {version}, "the edited board's buttons are the new version's"
        assert not edited.content and not mentioned_ids(edited), "the same decision: nobody pinged"
        assert not sent.followup_messages and len(fake_discord.messages(CHANNEL)) == posts, "no new post"
        board = edited
    sent = await press(fake_discord, ann, board, "move 1 ura ukr")
    moved = await public(sent)
    assert moved.id != board.id and len(fake_discord.messages(CHANNEL)) == posts + 1
    assert "ann moves 1 army from Ural to Ukraine" in text_of(moved)
    assert versions_on(moved) == {await _version(bot, fake_discord)}
    assert ben.id not in mentioned_ids(moved) and ann.id not in mentioned_ids(moved), "ann still moves"


async def test_a_slow_step_is_posted_as_the_next_board(fake_discord: FakeDiscord, bot: EvolutionBot,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """After a "thinking…" defer the pressed board can no longer be the answer: the step's board
    comes as the follow-up, at the new version, still pinging nobody."""
    ann = fake_discord.user("ann")
    _, board = await _movement(fake_discord, bot)
    monkeypatch.setattr(respond, "THINKING_AFTER", 0.0)  # every answer comes "late"
    sent = await press(fake_discord, ann, board, "move ura")
    posted = await public(sent)
    assert sent.callback is not None and sent.callback.type_name == "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"
    assert posted.id != board.id and versions_on(posted) == {await _version(bot, fake_discord)}
    assert "Ural → Ukraine" in [b.label for b in posted.buttons] and not mentioned_ids(posted)
