"""The lobby: opening a table, seats, bots, starting, and every refusal on the way."""

from __future__ import annotations

from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, BOB, CAROL, CHANNEL, DAVE, EVE, Leavers, caller, started


async def test_an_unknown_game_is_refused_naming_the_games_and_nothing_is_stored(table: Table, store: Store) -> None:
    reply = await table.new_game(ALICE, "chess")
    assert reply.ephemeral
    assert "Unknown game `chess`" in reply.text and "animacule" in reply.text
    assert await store.live_game(CHANNEL) is None


async def test_an_unknown_or_malformed_option_is_refused(table: Table, store: Store) -> None:
    unknown = await table.new_game(ALICE, "animacule", "speed=fast")
    assert unknown.ephemeral and "no option `speed`" in unknown.text and "first" in unknown.text
    bad_value = await table.new_game(ALICE, "animacule", "first=last")
    assert bad_value.ephemeral and "`first` takes random, creator" in bad_value.text
    assert await store.live_game(CHANNEL) is None


async def test_opening_a_table_seats_the_host_and_offers_join_add_bot_and_start(table: Table) -> None:
    reply = await table.new_game(ALICE, "animacule")
    assert not reply.ephemeral
    assert "1. Alice [pink]" in reply.text
    assert [c.label for c in reply.choices] == ["Join", "Add bot", "Start"]


async def test_one_game_per_channel(table: Table) -> None:
    await table.new_game(ALICE, "animacule")
    reply = await table.new_game(BOB, "animacule")
    assert reply.ephemeral and "already has a game" in reply.text and "/game join" in reply.text


async def test_joining_twice_is_refused(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    reply = await table.join(ALICE)
    assert reply.ephemeral and "already seated" in reply.text and "pink" in reply.text
    assert len((await store.live_game(CHANNEL)).seats) == 1


async def test_a_full_table_refuses_a_fifth_player(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    for player in (BOB, CAROL, DAVE):
        assert not (await table.join(player)).ephemeral
    reply = await table.join(EVE)
    assert reply.ephemeral and "The table is full" in reply.text and "2–4" in reply.text
    assert [s.name for s in (await store.live_game(CHANNEL)).seats] == ["Alice", "Bob", "Carol", "Dave"]


async def test_starting_with_too_few_players_is_refused(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    reply = await table.start(ALICE)
    assert reply.ephemeral and "at least 2 players" in reply.text and "/game addbot" in reply.text
    assert (await store.live_game(CHANNEL)).status == "lobby"


async def test_only_the_host_or_an_admin_starts_or_adds_bots(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    assert "Only Alice" in (await table.start(BOB)).text
    assert "Only Alice" in (await table.add_bot(BOB)).text
    assert (await store.live_game(CHANNEL)).status == "lobby"
    reply = await table.start(ADMIN)
    assert not reply.ephemeral and (await store.live_game(CHANNEL)).status == "active"


async def test_joining_a_started_game_is_refused(table: Table) -> None:
    await started(table, ALICE, BOB)
    reply = await table.join(CAROL)
    assert reply.ephemeral and "already started" in reply.text


async def test_the_start_posts_the_board_pings_the_first_player_and_offers_their_moves(table: Table) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.join(BOB)
    reply = await table.start(ADMIN)  # started by an admin: the first player is not the one looking
    assert reply.image is not None and reply.image.data.startswith(b"\x89PNG")
    assert reply.mentions == (ALICE.user_id,)
    assert "Waiting for **Alice [pink]** to move, attack or reproduce" in reply.text
    assert reply.pings[0].text.startswith("your turn")
    assert {c.label for c in reply.choices} >= {"Move 1 east to b8: eat red", "Move 1 south to a7: eat red"}


async def test_a_bot_seat_plays_its_turns_itself(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    reply = await table.act(ALICE, "move 1 s")
    assert not reply.ephemeral, reply.text
    game = await store.live_game(CHANNEL)
    actions = [(e.actor_id, e.action) for e in await store.log(game.id)]
    assert actions[1] == (ALICE.user_id, "move 1 s")
    assert actions[2][0] == -1  # the bot answered at once
    assert reply.mentions == ()  # the turn is Alice's again, and she is looking at the post her move made


async def test_leaving_the_lobby_hands_the_table_to_the_next_player_and_the_last_closes_it(
    table: Table, store: Store
) -> None:
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    await table.resign(ALICE)
    game = await store.live_game(CHANNEL)
    assert [s.name for s in game.seats] == ["Bob"] and game.creator_id == BOB.user_id
    reply = await table.resign(BOB)
    assert "closed" in reply.text
    assert await store.live_game(CHANNEL) is None


async def test_two_members_with_one_name_get_told_apart(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    await table.join(caller("Alice", 31))
    assert [s.name for s in (await store.live_game(CHANNEL)).seats] == ["Alice", "Alice 2"]


async def test_a_member_with_the_admin_role_may_start_and_kick_from_the_lobby(table: Table, store: Store) -> None:
    await table.admin_role(ADMIN, 4242)
    moderator = caller("Mod", 77, roles=frozenset({4242}))
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    await table.join(CAROL)
    kicked = await table.admin_kick(moderator, CAROL.user_id)
    assert "Carol left the table." in kicked.text
    assert not (await table.start(moderator)).ephemeral
    assert [s.name for s in (await store.live_game(CHANNEL)).seats] == ["Alice", "Bob"]


async def test_the_admin_role_deleted_is_forgotten_and_another_role_deleted_changes_nothing(
        table: Table, store: Store) -> None:
    await table.admin_role(ADMIN, 4242)
    await table.role_deleted(1, 5151)
    assert await store.admin_role(1) == 4242
    await table.role_deleted(2, 4242)  # another server's role of that id cannot be: nothing here changes
    assert await store.admin_role(1) == 4242
    await table.role_deleted(1, 4242)
    assert await store.admin_role(1) is None
    refused = await table.admin_kick(caller("Mod", 77, roles=frozenset({4242})), CAROL.user_id)
    assert refused.ephemeral and refused.text == "Only admins can do this: members with Manage Channels."


async def test_a_host_who_left_the_server_hands_the_table_to_the_seated_member_who_starts_it(
        table: Table, store: Store) -> None:
    table.left_server = leavers = Leavers(ALICE.user_id)
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    await table.join(CAROL)
    started = await table.start(BOB)
    assert leavers.asked == [ALICE.user_id]
    assert not started.ephemeral
    assert ("Alice, the host, is no longer a member of this server: their seat is freed, and Bob hosts the table "
            "now.") in started.text and "Bob started the game." in started.text
    game = await store.live_game(CHANNEL)
    assert game.status == "active" and [s.name for s in game.seats] == ["Bob", "Carol"] and game.creator_id == 12


async def test_a_host_still_in_the_server_keeps_the_table_and_discord_is_asked_only_by_a_seated_member(
        table: Table, store: Store) -> None:
    table.left_server = leavers = Leavers()
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    refused = await table.start(BOB)
    assert refused.ephemeral and refused.text == "Only Alice, the host, or an admin can start it."
    assert leavers.asked == [ALICE.user_id]
    await table.start(CAROL)  # not seated: refused without asking Discord
    await table.add_bot(ALICE)  # the host herself
    assert leavers.asked == [ALICE.user_id]
    assert (await store.live_game(CHANNEL)).status == "lobby"


async def test_a_seated_member_adding_a_bot_takes_over_from_a_host_who_left(table: Table, store: Store) -> None:
    table.left_server = Leavers(ALICE.user_id)
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    added = await table.add_bot(BOB)
    assert "Alice, the host, is no longer a member of this server" in added.text and "Bob added a bot" in added.text
    game = await store.live_game(CHANNEL)
    assert [s.name for s in game.seats] == ["Bob", "Bot 1"] and game.creator_id == BOB.user_id


async def test_only_manage_channels_sets_the_admin_role(table: Table, store: Store) -> None:
    reply = await table.admin_role(ALICE, 4242)
    assert reply.ephemeral and "Manage Channels" in reply.text
    assert await store.admin_role(1) is None
