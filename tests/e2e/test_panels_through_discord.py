"""One click per decision through discord.py: a member opens "My moves" once and presses on in that
private panel, which the bot edits in place (UPDATE_MESSAGE on the ephemeral message) with their next
choices while they owe a decision, the board post for everyone following as a message of its own."""

from __future__ import annotations

import re

import pytest

from cogs import respond
from cogs.bot import EvolutionBot
from rules.base import Engine
from tests.e2e.helpers import CHANNEL, from_panel, offered, press, public, text_of, versions_on
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage
from tests.support.reach import reach, state_of


async def _started(fake: FakeDiscord, key: str, players: list[FakeMember], options: str = "") -> FakeMessage:
    host, *others = players
    lobby = await public(await fake.slash(host, CHANNEL, "game new", game=key, **({"options": options} if options
                                                                                    else {})))
    for player in others:
        lobby = await public(await fake.click(player, CHANNEL, lobby, _id(lobby, "Join")))
    return await public(await fake.click(host, CHANNEL, lobby, _id(lobby, "Start")))


def _id(message: FakeMessage, label: str) -> str:
    custom_id = message.button(label).custom_id
    assert custom_id is not None
    return custom_id


async def _open_panel(fake: FakeDiscord, member: FakeMember, board: FakeMessage) -> FakeMessage:
    sent = await fake.click(member, CHANNEL, board, _id(board, "My moves"))
    callback = await sent.response()
    assert callback.type == 4 and callback.message is not None and callback.message.ephemeral
    return callback.message


async def _version(bot: EvolutionBot, channel_id: int) -> int:
    assert bot.store is not None
    game = await bot.store.live_game(channel_id)
    assert game is not None
    return game.version


def _many_to_remove(engine: Engine, state: object) -> bool:
    prompts = engine.prompts(state)
    return bool(prompts) and prompts[0].kind == "lose" and "remove 3 " in " ".join(
        a.notation for a in engine.legal_actions(state, prompts[0].seat))


async def test_extinction_each_individual_removed_is_one_click_in_the_same_panel(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    assert bot.table is not None and bot.store is not None
    bot.table._seed_source = lambda: 4  # a game whose environment deck soon kills individuals
    await _started(fake_discord, "extinction", [ann, ben])
    channel_id = fake_discord.channel(CHANNEL).id
    await reach(bot.store, channel_id, _many_to_remove)
    engine, state = await state_of(bot.store, channel_id)
    prompt = engine.prompts(state)[0]
    dying = int(re.match(r"(\d+) individuals", prompt.text)[1])
    member = [ann, ben][prompt.seat]
    board = await public(await fake_discord.slash(member, CHANNEL, "game board"))
    panel = await _open_panel(fake_discord, member, board)
    clicks = 1
    for _ in range(dying):
        remove_one = next(n for n in offered(panel) if n.startswith("remove 1 "))
        edited, post = await from_panel(await press(fake_discord, member, panel, remove_one))
        clicks += 1
        assert edited.id == panel.id, "the panel is edited, not opened again"
        assert not post.ephemeral and "My moves" in [b.label for b in post.buttons]
        assert versions_on(edited) <= {await _version(bot, channel_id)}, "the panel's buttons are the new board's"
        panel = edited
    assert clicks == dying + 1, "one click to open the panel, then one per individual"
    assert not any(n.startswith("remove ") for n in offered(panel)), "the losses are done"
    assert len([m for m in fake_discord.messages(CHANNEL) if m.ephemeral]) == 1, \
        "a single private panel served the whole decision"


async def test_apocalyte_setup_placements_are_one_click_each_in_the_same_panel(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    board = await _started(fake_discord, "apocalyte", [ann, ben], "scenario=zombies")
    assert [b.label for b in board.buttons] == ["My moves"], "both place at once, each in their own panel"
    panel = await _open_panel(fake_discord, ann, board)
    ben_panel = await _open_panel(fake_discord, ben, board)
    for _ in range(3):
        place_one = next(n for n in offered(panel) if n.startswith("place 1 "))
        edited, post = await from_panel(await press(fake_discord, ann, panel, place_one))
        assert edited.id == panel.id and not post.ephemeral
        assert versions_on(edited) == {await _version(bot, fake_discord.channel(CHANNEL).id)}
        panel = edited
    assert any(n.startswith("place ") for n in offered(panel)), "ann still places: her panel stays open"
    # ann's placements moved the game on: ben's panel says so and shows his moves as they are now
    refreshed, note = await from_panel(await press(fake_discord, ben, ben_panel, "place auto"))
    assert refreshed.id == ben_panel.id and note.ephemeral and "out of date" in text_of(note)
    done, post = await from_panel(await press(fake_discord, ben, refreshed, "place auto"))
    assert done.id == ben_panel.id and not done.components, "his setup is done: the panel offers nothing more"
    assert "nothing more is asked" in text_of(done) and not post.ephemeral


async def test_a_slow_answer_in_a_panel_defers_as_an_update_of_that_panel(
        fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch) -> None:
    ann, ben = fake_discord.user("ann"), fake_discord.user("ben")
    board = await _started(fake_discord, "apocalyte", [ann, ben], "scenario=zombies")
    panel = await _open_panel(fake_discord, ann, board)
    monkeypatch.setattr(respond, "THINKING_AFTER", 0.0)  # every answer comes "late"
    sent = await press(fake_discord, ann, panel, next(n for n in offered(panel) if n.startswith("place 1 ")))
    edited, post = await from_panel(sent)
    assert sent.callback is not None and sent.callback.type_name == "DEFERRED_UPDATE_MESSAGE"
    assert edited.id == panel.id and not post.ephemeral
    assert versions_on(edited) == {await _version(bot, fake_discord.channel(CHANNEL).id)}
