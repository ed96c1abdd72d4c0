"""Take-backs, rollbacks, replays, history and stats through discord.py itself, against the fake Discord:
the main cases as members meet them, by slash commands and buttons."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageSequence

from cogs import respond
from cogs.bot import EvolutionBot
from rules.animacule import ENGINE
from table.records import replays
from tests.e2e.helpers import CHANNEL, answer, board_image, export, open_game, press, private, public, text_of
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage


async def _move(fake: FakeDiscord, user: FakeMember, board: FakeMessage, chance: bool) -> FakeMessage:
    """``user`` presses a move that rolls a die (a bare square's calamity) or one that does not."""
    shown = await export(fake, user)
    state = shown.state
    seat = ENGINE.prompts(state)[0].seat
    for action in ENGINE.legal_actions(state, seat):
        after, _ = ENGINE.apply(state, seat, action)
        if ENGINE.chance_used(state, after) == chance:
            return await public(await press(fake, user, board, action.notation))
    raise AssertionError(f"no move with chance={chance} on this board")


def _frames(message: FakeMessage) -> list[Image.Image]:
    (attachment,) = message.attachments
    return [frame.convert("RGB") for frame in ImageSequence.Iterator(Image.open(io.BytesIO(attachment.data)))]


def _same(frame: Image.Image, board: FakeMessage) -> bool:
    name = board_image(board)[0]
    expected = Image.open(io.BytesIO(board.attachment(name).data)).convert("RGB")
    return ImageChops.difference(frame.crop((0, 0, *expected.size)), expected).getbbox() is None


async def test_a_take_back_alone_then_one_asked_of_the_other_player(fake_discord: FakeDiscord,
                                                                    bot: EvolutionBot) -> None:
    bot.table._seed_source = lambda: 7  # whose first calamity roll leaves the animacule be
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    start = (await export(fake_discord, alice)).record["state"]
    await _move(fake_discord, alice, board, chance=False)
    undone = await public(await fake_discord.slash(alice, CHANNEL, "game undo"))
    assert "alice took back" in text_of(undone) and board_image(undone)
    assert (await export(fake_discord, alice)).record["state"] == start

    moved = await _move(fake_discord, alice, undone, chance=False)
    moved = await _move(fake_discord, bob, moved, chance=False)
    rolled = await _move(fake_discord, alice, moved, chance=True)  # back onto the square it ate bare
    asked = await public(await fake_discord.slash(alice, CHANNEL, "game undo"))
    assert "drew on chance" in text_of(asked) and f"<@{bob.id}>" in asked.content
    wrong = await private(await fake_discord.click(alice, CHANNEL, asked, asked.button("Accept").custom_id))
    assert "already answered this request, or it is not yours" in text_of(wrong)
    refused = await public(await fake_discord.click(bob, CHANNEL, asked, asked.button("Refuse").custom_id))
    assert "bob refused: alice's move stands." in text_of(refused)

    again = await public(await fake_discord.slash(alice, CHANNEL, "game undo"))
    agreed = await public(await fake_discord.click(bob, CHANNEL, again, again.button("Accept").custom_id))
    assert "with every other player's agreement" in text_of(agreed) and board_image(agreed)
    assert board_image(agreed)[2] == board_image(rolled)[2] + 1


async def test_an_admin_rolls_back_and_play_goes_on(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    alice, bob, root = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.admin("root")
    _, board = await open_game(fake_discord, alice, bob)
    first = await _move(fake_discord, alice, board, chance=False)
    target, at_target = board_image(first)[2], (await export(fake_discord, alice)).record["state"]
    second = await _move(fake_discord, bob, first, chance=False)
    await _move(fake_discord, alice, second, chance=False)
    refused = await private(await fake_discord.slash(bob, CHANNEL, "admin rollback", version=target))
    assert "Only admins" in text_of(refused)
    asked = await answer(await fake_discord.slash(root, CHANNEL, "admin rollback", version=target))
    assert asked.ephemeral and f"to version {target}" in text_of(asked)
    rolled = await public(await fake_discord.click(root, CHANNEL, asked, asked.button().custom_id))
    assert f"root (admin) rolled the game back to version {target}." in text_of(rolled)
    assert (await export(fake_discord, alice)).record["state"] == at_target
    on = await _move(fake_discord, bob, rolled, chance=False)
    log = await export(fake_discord, alice)
    assert [e.get("undone") for e in log.record["log"]][-4:] == ["rolled back by root"] * 2 + [None, None]
    assert board_image(on)[2] == board_image(rolled)[2] + 1


REPLAY_WAIT = 60.0


async def test_a_replay_shows_the_boards_posted_and_notes_its_progress(
    fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    posted = [board]
    for n in range(4):
        posted.append(await _move(fake_discord, (alice, bob)[n % 2], posted[-1], chance=False))
    monkeypatch.setattr(respond, "THINKING_AFTER", 0.0)  # answered late, as a long game's replay would be
    monkeypatch.setattr(replays, "LONG_GAME", 1)
    monkeypatch.setattr(replays, "PROGRESS_EVERY", 0.0)
    sent = await fake_discord.slash(bob, CHANNEL, "game replay", speed="slow")
    # Discord waits 15 minutes for a follow-up; the drawing's progress notes say it is alive meanwhile, so the
    # replay may come later than an ordinary answer's 10 s (it took 10–12 s of five boards on a busy CI run).
    replay = await public(sent, timeout=REPLAY_WAIT)
    frames = _frames(replay)
    assert len(frames) == len(posted) and all(_same(f, b) for f, b in zip(frames, posted, strict=True))
    assert "move by move: 5 boards" in text_of(replay) and "slow speed" in text_of(replay)
    notes = [edit.get("content", "") for edit in await sent.edits(1)]
    assert any(note.startswith("Drawing the boards:") for note in notes)


async def test_history_stats_and_leaderboard(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    _, board = await open_game(fake_discord, alice, bob)
    game_id = board_image(board)[1]
    await _move(fake_discord, alice, board, chance=False)
    asked = await answer(await fake_discord.slash(bob, CHANNEL, "game resign"))
    await public(await fake_discord.click(bob, CHANNEL, asked, asked.button("Resign").custom_id))
    listed = await private(await fake_discord.slash(carol, CHANNEL, "game history"))
    assert f"**#{game_id}** Animacule Apocalypse: alice, bob" in text_of(listed) and "1 move" in text_of(listed)
    old = await public(await fake_discord.slash(carol, "elsewhere", "game board", game=game_id))
    assert f"The final board of game #{game_id}" in text_of(old) and not old.components
    stats = await public(await fake_discord.slash(carol, CHANNEL, "game stats", member=bob))
    assert "1 game finished, 0 won (0 %)" in text_of(stats) and f"<@{bob.id}>" in text_of(stats)
    top = await public(await fake_discord.slash(carol, CHANNEL, "game top", game="animacule"))
    assert f"1. <@{alice.id}>: **1016**, 1 won of 1 game (100 %)" in text_of(top)
    assert any(name.startswith("top-animacule") for name in top.attachment_names)
