"""Ratings from every finishing place: a third place costs more than a second, results are rated
and rebuilt in one order, and the migration to the engines' places reworks old results once."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from types import SimpleNamespace

import pytest

from games import engine_for
from table.records import results
from table.records.rating import INITIAL, Placing, updated
from table.store import MIGRATIONS, GameResult, GameRow, Seat, SeatResult, Store, open_store
from table.store.schema import REPLAY_PLACES_VERSION
from tests.support.stores import raw, raw_script


@pytest.fixture
async def any_store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    yield opened
    await opened.close()


def test_a_third_place_loses_more_than_a_second() -> None:
    new = updated({}, [Placing(1, 1), Placing(2, 2), Placing(3, 3)])
    assert new[1] > new[2] > new[3]
    assert INITIAL - new[3] > INITIAL - new[2]


def extinction_played_out(seed: int) -> tuple[object, str]:
    """A three-player Extinction game played to its end by the bot: its final state and that as JSON."""
    engine = engine_for("extinction")
    state = engine.new(["A", "B", "C"], {}, seed)
    rng = random.Random(seed)
    while not engine.result(state).over:
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return state, json.dumps(engine.dump(state))


async def finished_game(store: Store, channel: int, state_json: str | None = None) -> GameRow:
    game = await store.create_game(1, channel, "extinction", Seat(1, "A"), {})
    game.seats += [Seat(2, "B"), Seat(3, "C")]
    game.status, game.state_json = "finished", state_json
    return game


async def test_a_finished_game_records_three_places_and_the_ratings_follow_them(any_store: Store) -> None:
    state, state_json = extinction_played_out(1)
    game = await finished_game(any_store, 10, state_json)
    result = results.finished(engine_for("extinction"), game, state)
    assert sorted(seat.place or 0 for seat in result.seats) == [1, 2, 3]
    await any_store.save(game, result=result)
    by_place = sorted(result.seats, key=lambda seat: seat.place or 0)
    standings = await any_store.standings(1, "extinction")
    assert [s.entity for s in standings] == [seat.user_id for seat in by_place]
    assert standings[1].rating == pytest.approx(INITIAL)  # beat one, lost to one, between equals
    assert INITIAL - standings[2].rating > INITIAL - standings[1].rating


async def test_results_are_rebuilt_in_the_order_they_were_rated(any_store: Store,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A finish stamped before another but rated after it (it waited for the ratings' lock, or the
    clock stepped back): reopening a third game must give back the same ratings."""
    clock = SimpleNamespace(now=0.0)
    monkeypatch.setattr(any_store, "now", lambda: clock.now)

    def seats(*places: int) -> GameResult:
        return GameResult("finished", tuple(SeatResult(n + 1, "ABC"[n], False, place == 1, place)
                                            for n, place in enumerate(places)))

    for channel, when, places in [(10, 200.0, (1, 2, 3)), (11, 100.0, (3, 1, 2))]:
        clock.now = when
        await any_store.save(await finished_game(any_store, channel), result=seats(*places))
    rated = await any_store.standings(1, "extinction")
    clock.now = 300.0
    third = await any_store.save(await finished_game(any_store, 12), result=seats(2, 3, 1))
    third.status = "active"
    await any_store.save(third, reopen=True)
    assert await any_store.standings(1, "extinction") == rated


async def test_the_places_migration_reworks_old_results_once(store_target: str) -> None:
    await raw_script(store_target, "".join(MIGRATIONS[:REPLAY_PLACES_VERSION - 1]))
    old = await open_store(store_target, migrate=False)
    for statement in old.dialect.version_setup:
        await raw(store_target, statement)
    await raw(store_target, old.dialect.version_write.format(version=REPLAY_PLACES_VERSION - 1))
    await old.close()
    state, state_json = extinction_played_out(1)
    engine = engine_for("extinction")
    places = engine.places(state)
    assert places is not None
    winner = places.index(1)
    for game_id, stored in [(1, state_json), (2, "{not a state")]:
        await raw(store_target, "INSERT INTO games (id, guild_id, channel_id, kind, status, seats, state, version,"
                                " created_at, updated_at) VALUES (?, 1, ?, 'extinction', 'finished', '[]', ?, 1, 0, 0)",
                  game_id, 10 + game_id, stored)
        for seat in range(3):  # as recorded before: the winner first, everyone else second
            await raw(store_target, "INSERT INTO result_seats VALUES (?, ?, 1, 'extinction', 'finished', ?, ?, 0, ?,"
                                    " ?, 50, 0, ?)",
                      game_id, seat, seat + 1, "ABC"[seat], int(seat == winner), 1 if seat == winner else 2,
                      float(game_id))
    await raw(store_target, "INSERT INTO ratings VALUES (1, 'extinction', 1, 'A', 1234.0, 2, 2)")
    store = await open_store(store_target)
    try:
        assert [p for (p,) in await raw(store_target, "SELECT place FROM result_seats WHERE game_id = 1"
                                                      " ORDER BY seat")] == places
        kept = [p for (p,) in await raw(store_target, "SELECT place FROM result_seats WHERE game_id = 2 ORDER BY seat")]
        assert kept == [1 if seat == winner else 2 for seat in range(3)]  # its state does not load
        replayed = {s.entity: s for s in await store.standings(1, "extinction")}
        assert {s.games for s in replayed.values()} == {2}
        last = places.index(3)
        assert replayed[last + 1].rating < replayed[places.index(2) + 1].rating < replayed[winner + 1].rating
        await raw(store_target, "UPDATE ratings SET rating = 5.0 WHERE entity = ?", winner + 1)
    finally:
        await store.close()
    again = await open_store(store_target)  # the migration ran once: nothing is replayed again
    try:
        assert [s.rating for s in await again.standings(1, "extinction", [winner + 1])] == [5.0]
    finally:
        await again.close()
