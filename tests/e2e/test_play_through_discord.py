"""Animacule played through discord.py itself: slash commands, buttons and select menus from fake users,
answered by the real EvolutionBot running in this process against the loopback fake Discord."""

from __future__ import annotations

import asyncio
import json
import random

from cogs.bot import EvolutionBot
from rules.animacule import ENGINE
from rules.animacule.state import AnimaculeState
from rules.apocalyte import ENGINE as APOCALYTE
from rules.base import Action
from rules.grid import Direction
from tests.e2e.helpers import (
    CHANNEL,
    any_action,
    board_image,
    export,
    latencies,
    mentioned_ids,
    offered,
    open_game,
    press,
    press_raw,
    private,
    public,
    status_text,
    text_of,
    versions_on,
)
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage, SentInteraction

TURN_LIMIT = 400  # bot-chosen two-player games end within ~60-190 actions


async def play_by_slash(
    fake: FakeDiscord, user: FakeMember, notation: str, turn: int
) -> SentInteraction | None:
    """Some turns are typed instead of pressed: by /animacule play (after autocomplete offered the move),
    or by the command for that verb with its typed options. None: press the button this turn."""
    verb, *rest = notation.split()
    if turn % 5 == 2:
        suggested = await (await fake.autocomplete(user, CHANNEL, "animacule play", focused="move", move="")).response()
        assert suggested.type == 8 and len(suggested.choices) <= 25
        if notation not in suggested.choice_values:  # autocomplete lists 25 at most; type some to narrow
            typed = await fake.autocomplete(user, CHANNEL, "animacule play", focused="move", move=notation)
            assert notation in (await typed.response()).choice_values
        return await fake.slash(user, CHANNEL, "animacule play", move=notation)
    if turn % 5 == 4:
        if verb in ("move", "attack", "split", "mate"):
            number, letter = rest
            return await fake.slash(user, CHANNEL, f"animacule {verb}", animacule=int(number),
                                    direction=Direction.parse(letter).word)
        if verb in ("continue", "retreat"):
            return await fake.slash(user, CHANNEL, "animacule fight", choice=verb)
        return await fake.slash(user, CHANNEL, "animacule mating", answer=verb)
    return None


SEEK_FIGHTS_FROM = 50  # by then tribes have grown enough for more than 20 choices (select menus)


def choose(state: AnimaculeState, seat: int, rng: random.Random, turn: int) -> Action:
    """The engine's bot move; after the opening, fights and matings are sought more often, so their prompts
    (continue or retreat; accept or decline, owed by the partner's owner) are answered through Discord too
    and the game ends sooner."""
    legal = ENGINE.legal_actions(state, seat)
    for verb, chance in (("attack", 0.6), ("mate", 0.5)):
        if turn < SEEK_FIGHTS_FROM:
            break
        wanted = [a for a in legal if a.notation.startswith(verb)]
        if wanted and rng.random() < chance:
            return rng.choice(wanted)
    return ENGINE.bot_action(state, seat, rng)


async def test_two_players_play_a_whole_game_by_buttons_and_slash_commands(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    seats = [alice, bob]
    lobby, board = await open_game(fake_discord, alice, bob)
    first_board = board
    rng = random.Random(20240607)
    images: set[str] = set()
    boards: list[FakeMessage] = []
    verbs_used: set[str] = set()
    ways: set[str] = set()
    looking = alice  # whose press or command the board answers (alice pressed Start)

    for turn in range(TURN_LIMIT):
        # A new public message per turn, never an edit of an old one.
        assert board.id not in {b.id for b in boards} and not board.history
        assert fake_discord.last_message(CHANNEL).id == board.id
        name, _game_id, version = board_image(board)
        assert name not in images, f"board image name {name} reused"
        images.add(name)
        boards.append(board)
        if "Game over" in text_of(board):
            break

        record = await export(fake_discord, carol)  # a spectator may read the record at any time
        assert record.version == version and record.status == "active"
        state = record.state
        (prompt,) = ENGINE.prompts(state)
        player, other = seats[prompt.seat], seats[1 - prompt.seat]
        # The post's message pings whoever must act next when the decision has just become theirs, and only
        # them; never the member whose own press or command made it (issue 17). Its buttons are exactly
        # their legal moves.
        assert mentioned_ids(board) == ({player.id} if player != looking else set())
        assert board.content.count(f"<@{player.id}>") == (player != looking)
        legal = [a.notation for a in ENGINE.legal_actions(state, prompt.seat)]
        assert sorted(offered(board)) == sorted(legal)
        assert versions_on(board) == {version}
        ways.add("select" if any(c.get("type") == 3 for c in board.components[0]["components"]) else "buttons")

        # Another user's press on the prompted player's buttons is refused privately and changes nothing.
        posts_before = len([m for m in fake_discord.messages(CHANNEL) if not m.ephemeral])
        _, custom_id, value = any_action(board)
        refused = await private(await press_raw(fake_discord, other, board, custom_id, value))
        assert "It is not your move" in text_of(refused) and player.name in text_of(refused)
        if turn % 10 == 3:
            watching = await private(await press_raw(fake_discord, carol, board, custom_id, value))
            assert "You are watching this game" in text_of(watching)

        action = choose(state, prompt.seat, rng, turn)
        verbs_used.add(action.notation.split()[0])
        sent = await play_by_slash(fake_discord, player, action.notation, turn)
        ways.add("slash" if sent is not None else "press")
        if sent is None:
            sent = await press(fake_discord, player, board, action.notation)
        board, looking = await public(sent), player
        posts = [m for m in fake_discord.messages(CHANNEL) if not m.ephemeral]
        assert len(posts) == posts_before + 1, "exactly one public post per move; refusals are private"
    else:
        raise AssertionError(f"no end after {TURN_LIMIT} turns")

    # The end: a "Game over" post naming the result, pinging both players, with nothing left to press.
    final = text_of(board)
    assert "🏁 **Game over.**" in final
    assert mentioned_ids(board) == {alice.id, bob.id} - {looking.id} and not board.components
    record = await export(fake_discord, carol)
    assert record.status == "finished" and record.record["state"]["result"]["over"]
    assert len(boards) > SEEK_FIGHTS_FROM and {"buttons", "select", "slash", "press"} <= ways
    assert {"move", "split"} <= verbs_used
    # Every earlier board is untouched: its buttons still show, and now answer that the game is over.
    assert all(not b.history for b in boards)
    stale = await private(await press_raw(fake_discord, alice, first_board, *any_action(first_board)[1:]))
    assert f"game #{record.record['game']['id']}, which is over" in text_of(stale)
    old_join = await private(await fake_discord.click(carol, CHANNEL, lobby, lobby.button("Join").custom_id))
    assert f"game #{record.record['game']['id']}, which is over" in text_of(old_join)
    # The long record stays within Discord's limits when read back.
    log = await private(await fake_discord.slash(carol, CHANNEL, "game log", count=50))
    assert f"**{len(record.actions)}.**" in text_of(log)  # the last entry, however long the log
    rules = await private(await fake_discord.slash(carol, CHANNEL, "game rules", game="animacule"))
    assert rules.attachment_names == ["animacule-rules.md"]
    # The final board stays on show, without buttons, and the channel is free for the next game.
    last_board = await public(await fake_discord.slash(carol, CHANNEL, "game board"))
    assert "The final board of game #1" in text_of(last_board) and not last_board.components
    fresh = await public(await fake_discord.slash(carol, CHANNEL, "game new", game="animacule"))
    assert "table #2 is open" in text_of(fresh)
    assert max(latencies(fake_discord)) < 3


async def test_a_spectator_and_an_out_of_turn_player_are_refused_privately(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    _, board = await open_game(fake_discord, alice, bob)
    before = await export(fake_discord, carol)
    status_before = await status_text(fake_discord, carol)
    posts_before = len([m for m in fake_discord.messages(CHANNEL) if not m.ephemeral])

    notation, custom_id, value = any_action(board)
    number, direction = notation.split()[1:]
    checks = {
        "bob's button press": (bob, press_raw(fake_discord, bob, board, custom_id, value), "It is not your move"),
        "bob's /animacule play": (
            bob, fake_discord.slash(bob, CHANNEL, "animacule play", move=notation), "It is not your move"),
        "bob's /animacule move": (
            bob,
            fake_discord.slash(bob, CHANNEL, "animacule move", animacule=int(number),
                               direction=Direction.parse(direction).word),
            "It is not your move",
        ),
        "carol's button press": (
            carol, press_raw(fake_discord, carol, board, custom_id, value), "You are watching this game"),
        "carol's /animacule play": (
            carol, fake_discord.slash(carol, CHANNEL, "animacule play", move=notation), "You are watching this game"),
        "carol's /game start": (carol, fake_discord.slash(carol, CHANNEL, "game start"), "has already started"),
        "carol's /admin reset": (carol, fake_discord.slash(carol, CHANNEL, "admin reset"), "Only admins"),
        "alice's move off the board": (
            alice, fake_discord.slash(alice, CHANNEL, "animacule move", animacule=1, direction="north"),
            "cannot move north"),
        "alice's garbled move": (alice, fake_discord.slash(alice, CHANNEL, "animacule play", move="fly 1 n"), "move"),
    }
    for what, (_user, sending, expected) in checks.items():
        refusal = await private(await sending)
        assert expected in text_of(refusal), f"{what}: {text_of(refusal)!r}"
    # The refusal names whom the game waits for.
    waiting = await private(await press_raw(fake_discord, bob, board, custom_id, value))
    assert "Waiting for alice" in text_of(waiting)

    # Autocomplete offers moves to the prompted player only.
    mine, theirs = [
        await (await fake_discord.autocomplete(user, CHANNEL, "animacule play", focused="move", move="")).response()
        for user in (alice, carol)
    ]
    assert notation in mine.choice_values and theirs.choices == []

    # Nothing changed, and nothing public was posted.
    assert (await export(fake_discord, carol)).record == before.record
    assert await status_text(fake_discord, carol) == status_before
    assert len([m for m in fake_discord.messages(CHANNEL) if not m.ephemeral]) == posts_before
    # Looking is allowed: a spectator's /game board is a fresh public board that pings nobody.
    look = await public(await fake_discord.slash(carol, CHANNEL, "game board"))
    assert board_image(look)[2] == before.version and not mentioned_ids(look)
    # The real player's press still works afterwards.
    moved = await public(await press(fake_discord, alice, board, notation))
    assert mentioned_ids(moved) == {bob.id}


async def test_an_admin_resets_the_game_and_old_buttons_say_it_is_over(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    alice, bob, root = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.admin("root")
    lobby, board = await open_game(fake_discord, alice, bob)
    board2 = await public(await press(fake_discord, alice, board, any_action(board)[0]))
    game_id = board_image(board2)[1]

    refused = await private(await fake_discord.slash(bob, CHANNEL, "admin reset"))
    assert "Only admins can do this" in text_of(refused)
    assert (await export(fake_discord, bob)).status == "active"

    reset = await public(await fake_discord.slash(root, CHANNEL, "admin reset"))
    assert f"root ended game #{game_id}" in text_of(reset) and "free for `/game new`" in text_of(reset)
    assert mentioned_ids(reset) == {alice.id, bob.id}
    archived = await export(fake_discord, root)
    assert archived.status == "finished" and archived.record["game"]["ended"] == "reset by root"
    assert archived.actions[-1] == "reset"

    # Buttons of the reset game answer plainly, privately, that it is over; nothing is applied.
    for old, user in ((board2, bob), (board, alice)):
        _, cid, val = any_action(old)
        stale = await private(await press_raw(fake_discord, user, old, cid, val))
        assert f"game #{game_id}, which is over (reset by root)" in text_of(stale)
    late_join = await private(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    assert f"game #{game_id}, which is over (reset by root)" in text_of(late_join)
    assert (await export(fake_discord, root)).record == archived.record

    # The channel is free: a new game starts, and the reset game's buttons still do not touch it.
    _, new_board = await open_game(fake_discord, bob, alice)
    assert board_image(new_board)[1] == game_id + 1
    stale = await private(await press_raw(fake_discord, bob, board2, *any_action(board2)[1:]))
    assert "which is over" in text_of(stale)
    assert (await export(fake_discord, alice)).actions == ["start"]


async def test_the_same_button_clicked_twice_at_the_same_moment_moves_once(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    new = await fake_discord.slash(alice, CHANNEL, "game new", game="animacule", options="first=creator")
    lobby = await public(new)
    joined = await public(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    # The host double-clicks Start: one game starts, the other click is told so privately.
    starts = await asyncio.gather(
        *(fake_discord.click(alice, CHANNEL, joined, joined.button("Start").custom_id) for _ in range(2))
    )
    started = [await answer_of(sent) for sent in starts]
    (board,) = [m for m in started if not m.ephemeral]
    (again,) = [m for m in started if m.ephemeral]
    assert "has already started" in text_of(again)
    before = await export(fake_discord, bob)
    assert before.actions == ["start"]
    notation, custom_id, value = any_action(board)

    first, second = await asyncio.gather(
        press_raw(fake_discord, alice, board, custom_id, value), press_raw(fake_discord, alice, board, custom_id, value)
    )
    answers = await asyncio.gather(*(sent.response() for sent in (first, second)))
    messages = [a.message for a in answers]
    assert all(a.type == 4 for a in answers), "each click gets exactly one immediate answer"
    moved = [m for m in messages if m is not None and not m.ephemeral]
    stale = [m for m in messages if m is not None and m.ephemeral]
    assert len(moved) == 1 and len(stale) == 1
    assert "out of date" in text_of(stale[0])
    assert mentioned_ids(moved[0]) == {bob.id}

    after = await export(fake_discord, bob)
    assert after.version == before.version + 1
    assert after.actions == [*before.actions, notation]
    assert all(sent.violations == [] for sent in (first, second))  # no 40060, no deadline miss
    # The same at the next turn by select menu or button, with bob now: still one move.
    notation, custom_id, value = any_action(moved[0])
    pair = await asyncio.gather(*(press_raw(fake_discord, bob, moved[0], custom_id, value) for _ in range(2)))
    kinds = sorted([(await answer_of(sent)).ephemeral for sent in pair])
    assert kinds == [False, True]
    assert (await export(fake_discord, bob)).actions == [*after.actions, notation]


async def answer_of(sent: SentInteraction) -> FakeMessage:
    callback = await sent.response()
    assert callback.message is not None
    return callback.message


async def test_options_discord_cannot_convert_never_reach_the_game(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    """The synced commands carry the ranges and choices, so the Discord client refuses bad values itself."""
    from tests.support.fake_discord import OptionError

    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    await open_game(fake_discord, alice, bob)
    for command, options in (
        ("animacule move", {"animacule": 8, "direction": "north"}),
        ("animacule move", {"animacule": 1, "direction": "up"}),
        ("animacule move", {"animacule": "one", "direction": "north"}),
        ("animacule fight", {"choice": "maybe"}),
        ("game new", {"game": "chess"}),
        ("game log", {"count": 51}),
    ):
        try:
            await fake_discord.slash(alice, CHANNEL, command, **options)
        except OptionError:
            continue
        raise AssertionError(f"/{command} {options} reached the bot")
    # What does reach it is converted: a member option, an optional integer.
    log = await private(await fake_discord.slash(bob, CHANNEL, "game log", count=1))
    assert "`start`" in text_of(log)
    root = fake_discord.admin("root")
    kicked = await public(await fake_discord.slash(root, CHANNEL, "admin kick", player=bob))
    assert "root (admin) removed bob" in text_of(kicked) and "Game over" in text_of(kicked)


async def test_a_long_bot_stretch_reaches_discord_with_what_happened_attached(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    """Issue 17: after a long stretch (bot seats' moves, the game's own turn) the post summarises it in its embed
    and attaches the whole of it as what-happened.txt, within Discord's limits; the member who moved is not pinged."""
    alice = fake_discord.user("alice")

    async def open_table() -> None:
        lobby = await public(await fake_discord.slash(alice, CHANNEL, "game new", game="apocalyte",
                                                      options="scenario=zombies"))
        for _ in range(2):
            lobby = await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Add bot").custom_id))
        await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Start").custom_id))

    rng = random.Random(4)
    for _ in range(400):  # the bot's dice are its own: a game lost before a long stretch is followed by another
        game = await bot.store.live_game(fake_discord.channel(CHANNEL).id)
        if game is None:
            await open_table()
            continue
        state = APOCALYTE.load(json.loads(game.state_json))
        notation = APOCALYTE.bot_action(state, APOCALYTE.prompts(state)[0].seat, rng).notation
        board = await public(await fake_discord.slash(alice, CHANNEL, "apocalyte play", move=notation))
        assert not mentioned_ids(board)
        if "what-happened.txt" in board.attachment_names:
            break
    else:
        raise AssertionError("no post came with what-happened.txt")
    (embed,) = board.embeds
    assert len(embed["description"]) <= 4096 and "📎 Every move of it" in embed["description"]
    details = board.attachment("what-happened.txt").data.decode()
    # The game's dice are the bot's own (a random seed): the stretch that runs long is the bot seats' moves, or the
    # zombies' own turn after alice's move with no bot seat's in it; either way it starts with alice's move.
    assert "\nMove by move:\nalice: " + notation + "\n" in details, details
