"""Members' data on request, on SQLite and PostgreSQL: `/game my-data` gives everything kept about
the member; after `/game forget-me` (or `/admin forget`) no output of history, export, replay, log,
stats or top names them, by name or id, their live seat is resigned, every state still loads, and
the other players' records, including one whose name holds theirs, are whole."""

from __future__ import annotations

import json
import re

import pytest

from cli.db import check
from table.replies import Reply
from table.store import Store, open_store
from table.table import Table
from tests.table.conftest import ADMIN, BOB, caller, play_to_the_end, started

ANN_ID = 311_111_111_111_111_111
ANN = caller("Ann", ANN_ID)  # forgotten; "Ann Lee" holds her name, and stays whole
ANN_LEE = caller("Ann Lee", 322_222_222_222_222_222)
LIVE = 600  # a channel whose game is under way when Ann is forgotten
PLAYERS = {0: ANN, 1: ANN_LEE}


def shown(reply: Reply) -> str:
    """Everything a reply shows a reader: its texts and its JSON files."""
    files = [f.data.decode() for f in reply.files if f.name.endswith(".json")]
    return "\n".join([reply.title or "", reply.text, reply.footer, reply.choices_for,
                      *(c.label for c in reply.choices), *files])


def names_ann(text: str) -> bool:
    return bool(re.search(r"(?<!\w)Ann(?!\w)", text.replace("Ann Lee", ""))) or str(ANN_ID) in text


async def everything_shown(table: Table, game_ids: list[int]) -> str:
    """What history, export, replay, log, stats and top show, in every channel."""
    replies = [await table.history(ANN_LEE), await table.history(caller("Bob", 12, channel=LIVE)),
               await table.stats(ANN_LEE),
               await table.top(ANN_LEE, "animacule")]
    for game_id in game_ids:
        replies += [await table.export(ANN_LEE, game_id), await table.log(ANN_LEE, 50, game_id),
                    await table.replay(ANN_LEE, game_id)]
    return "\n".join(map(shown, replies))


async def played(table: Table, store: Store) -> list[int]:
    """A finished, rated game of Ann and Ann Lee; a game under way of Ann, Bob and Ann Lee, which Ann
    follows and in which she asked for her turns by direct message; Ann away, with her own hours."""
    await started(table, ANN, ANN_LEE)
    # any finished, rated game serves: seed 15's is among the shortest (half the moves of seed 3's)
    await play_to_the_end(table, store, PLAYERS, seed=15)
    live = [caller(c.name, c.user_id, channel=LIVE) for c in (ANN, BOB, ANN_LEE)]
    await table.new_game(live[0], "animacule", "first=creator")
    for player in live[1:]:
        await table.join(player)
    assert not (await table.start(live[0])).ephemeral
    assert not (await table.act(live[0], "move 1 s")).ephemeral
    await table.follow(live[0])
    await table.notify(ANN, "dm")
    await table.away(ANN, days=3)
    await table.hours(ANN, 9, 23, "Europe/Berlin")
    return [game.id for game in await store.channel_games(ANN.channel_id, 5)] + \
        [game.id for game in await store.channel_games(LIVE, 5)]


@pytest.mark.parametrize("by_admin", [False, True])
async def test_after_forgetting_no_output_names_the_member_and_every_other_record_is_whole(
    store_target: str, by_admin: bool,
) -> None:
    store = await open_store(store_target)
    try:
        table = Table(store, seed_source=lambda: 7)
        games = await played(table, store)
        mine = await table.my_data(ANN)
        (file,) = mine.files
        data = json.loads(file.data)["data"]
        assert mine.ephemeral and data["settings"] == [{"notify": "dm"}] and data["away"][0]["mode"] == "pause"
        assert [f["game"] for f in data["follows"]] == [games[1]]
        assert [s["game"] for s in data["seats"]] == games and data["seats"][0]["seat"]["name"] == "Ann"
        assert len(data["ratings"]) == 1 and data["results"][0]["name"] == "Ann" and data["moves"]
        assert data["hours"] == [{"start": 9, "end": 23, "timezone": "Europe/Berlin"}]
        before = await everything_shown(table, games)
        assert names_ann(before) and "1 game finished" in shown(await table.stats(ANN_LEE, member=ANN_ID))
        records = await store.records(1, ANN_LEE.user_id)
        standing = await store.member_standings(1, ANN_LEE.user_id)

        asker = ADMIN if by_admin else ANN
        asked = await (table.admin_forget(ADMIN, f"<@{ANN_ID}>") if by_admin else table.forget_me(ANN))
        assert asked.ephemeral and [c.label for c in asked.choices] == ["Forget"], asked.text
        assert "cannot be undone" in asked.text
        if by_admin:
            stranger = await table.press(BOB, asked.choices[0].custom_id)
            assert stranger.ephemeral and "Only admins" in stranger.text
        done = await table.press(asker, asked.choices[0].custom_id)
        assert done.ephemeral and '"former player 1"' in done.text, done.text

        after = await everything_shown(table, games)
        assert not names_ann(after), [line for line in after.splitlines() if names_ann(line)]
        assert "former player 1" in after and "Ann Lee" in after
        assert "has no ended games" in shown(await table.stats(ANN_LEE, member=ANN_ID))
        assert await store.records(1, ANN_LEE.user_id) == records
        assert await store.member_standings(1, ANN_LEE.user_id) == standing
        live = await store.live_game(LIVE)
        assert [s.name for s in live.seats] == ["former player 1", "Bob", "Ann Lee"]
        assert not live.state_json.count('"Ann"') and "Ann Lee" in live.state_json
        forgotten = json.loads((await table.my_data(ANN)).files[0].data)["data"]
        assert not any(forgotten.values()), forgotten
        assert await store.hours_of([ANN_ID]) == {}
        again = await table.forget_me(ANN)
        assert again.ephemeral and "nothing to forget" in again.text
        posts = await store._read_all("SELECT reply FROM outbox")
        assert posts and all(not names_ann(reply) for (reply,) in posts)  # the resignation's board, renamed
    finally:
        await store.close()
    assert await check(store_target) == 0


async def test_a_wrong_member_id_is_refused_naming_what_is_allowed(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        table = Table(store)
        refused = await table.admin_forget(ADMIN, "Ann")
        assert refused.ephemeral and "not a Discord member id" in refused.text and "'Ann'" in refused.text
        nobody = await table.admin_forget(ADMIN, "123456789012345678")
        assert nobody.ephemeral and "keeps nothing about <@123456789012345678>" in nobody.text
        assert "Only admins" in (await table.admin_forget(BOB, "123456789012345678")).text
    finally:
        await store.close()
