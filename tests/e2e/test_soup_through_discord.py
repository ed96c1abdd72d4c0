"""Primordial Soup through discord.py: three members play its opening rounds by board buttons
and by the /soup commands whose options autocomplete the legal moves."""

from __future__ import annotations

import json
import random
import re

from cogs.bot import EvolutionBot
from rules.soup import ENGINE
from tests.e2e.helpers import CHANNEL, export, mentioned_ids, offered, press, private, public, text_of
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage

SOUP_IMAGE = re.compile(r"attachment://(soup-\d+-v\d+\.png)")
# Typed commands for some verbs, with the option autocomplete fills in (None: the command has none).
TYPED = {"drift": ("soup drift", None), "buy": ("soup buy", "gene"), "place": ("soup place", "space"),
         "divide": ("soup divide", "space"), "eat": ("soup eat", "cubes"), "done": ("soup done", None)}


def _board_checks(board: FakeMessage) -> None:
    (embed,) = board.embeds
    name = SOUP_IMAGE.fullmatch(embed["image"]["url"]).group(1)
    assert name in board.attachment_names


async def _typed(fake: FakeDiscord, user: FakeMember, notation: str) -> FakeMessage | None:
    """Play `notation` by its /soup command, the option's value taken from autocomplete."""
    verb, _, rest = notation.partition(" ")
    if verb not in TYPED:
        return None
    command, option = TYPED[verb]
    if option is None:
        return await public(await fake.slash(user, CHANNEL, command))
    suggested = await (await fake.autocomplete(user, CHANNEL, command, focused=option, **{option: rest})).response()
    assert rest in suggested.choice_values, (notation, suggested.choice_values)
    return await public(await fake.slash(user, CHANNEL, command, **{option: rest}))


async def test_three_members_play_soup_by_buttons_and_typed_commands(fake_discord: FakeDiscord,
                                                                     bot: EvolutionBot) -> None:
    players = [fake_discord.user(name) for name in ("ann", "ben", "cat")]
    lobby = await public(await fake_discord.slash(players[0], CHANNEL, "game new", game="soup"))
    for guest in players[1:]:
        lobby = await public(await fake_discord.click(guest, CHANNEL, lobby, lobby.button("Join").custom_id))
    board = await public(await fake_discord.click(players[0], CHANNEL, lobby, lobby.button("Start").custom_id))
    assert "for the starting order" in text_of(board)
    rng = random.Random(6)
    typed = pressed = 0
    looking = players[0]  # whose press or command the board answers: never pinged by it
    for _ in range(60):
        _board_checks(board)
        game = await bot.store.live_game(fake_discord.channel(CHANNEL).id)  # the full state: bot_action needs dice
        state = ENGINE.load(json.loads(game.state_json))
        prompt = ENGINE.prompts(state)[0]
        owner = players[prompt.seat]
        assert mentioned_ids(board) == {owner.id} - {looking.id}
        notation = ENGINE.bot_action(state, prompt.seat, rng).notation
        assert notation in offered(board)
        bystander = players[(prompt.seat + 1) % 3]
        refused = await private(await press(fake_discord, bystander, board, notation))
        assert "not your move" in text_of(refused)
        answer = await _typed(fake_discord, owner, notation) if rng.random() < 0.5 else None
        if answer is None:
            answer = await public(await press(fake_discord, owner, board, notation))
            pressed += 1
        else:
            typed += 1
        board, looking = answer, owner
    assert typed > 5 and pressed > 5
    record = await export(fake_discord, players[0])
    assert record.version == game.version + 1 and len(record.actions) > 60
