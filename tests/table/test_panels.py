"""The private panel ("My moves") stays open while its member owes a decision: a press in it answers
with the board post for everyone and the panel again, at the new version, with the member's next
choices (a step that only narrows the menu answers with the panel alone, edited in place, and no
board post); once they owe nothing it says so and offers no button. A press in a panel drawn before the
game moved on does nothing and shows the moves as they are now."""

from __future__ import annotations

import random
import re

import pytest

from games import game_keys
from messages import say
from rules.base import Engine
from table import custom_ids
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from tests.support.extinction_positions import keeping_genes_breeds
from tests.support.reach import reach, seated, state_of
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL

PLAYERS = (ALICE, BOB, CAROL)
PRESSES = 40  # moves made through panels in each game
STALE_PANEL = "That panel was out of date (the game moved on since it was drawn), so nothing was done."


def notations(panel: Reply) -> list[str]:
    return [custom_ids.parse(c.custom_id).value for c in panel.choices]


def versions(panel: Reply) -> set[int | None]:
    return {custom_ids.parse(c.custom_id).version for c in panel.choices}


async def press_in(table: Table, member: Caller, panel: Reply, notation: str) -> Reply:
    button = next(c for c in panel.choices if custom_ids.parse(c.custom_id).value == notation)
    assert custom_ids.is_in_panel(button.custom_id), "a panel's buttons are marked as the panel's"
    return await table.press(member, button.custom_id)


async def _version(store: Store) -> int:
    game = await store.live_game(CHANNEL)
    assert game is not None
    return game.version


def _choose(engine: Engine, state: object, seat: int, rng: random.Random) -> str:
    """The bot's move if it has a button (Apocalyte's bot writes whole movements), else any with one."""
    buttons = [a.notation for a in engine.legal_actions(state, seat)]
    wanted = engine.bot_action(state, seat, rng).notation
    return wanted if wanted in buttons else rng.choice(buttons)


@pytest.mark.parametrize("key", game_keys())
async def test_a_member_presses_on_in_their_panel_until_their_decision_is_done(table: Table, store: Store,
                                                                               key: str) -> None:
    await seated(table, key, PLAYERS)
    rng = random.Random(4)
    panels: dict[int, Reply] = {}  # each member's panel as it last read
    opened = owners_changed = kept_open = stepped = 0
    last_owner = None
    for _ in range(PRESSES):
        engine, state = await state_of(store, CHANNEL)
        if not engine.prompts(state):
            break
        seat = engine.prompts(state)[0].seat
        member = PLAYERS[seat]
        owners_changed += member != last_owner
        last_owner = member
        panel = panels.get(member.user_id)
        version = await _version(store)
        if panel is not None and panel.choices and versions(panel) != {version}:
            stale = await press_in(table, member, panel, notations(panel)[0])
            assert stale.ephemeral and stale.text.startswith(STALE_PANEL)
            assert await _version(store) == version, "a stale panel changes nothing"
            panel = stale.panel
        if panel is None or not panel.choices:
            panel = await table.panel(member)
            opened += 1
        assert panel is not None and panel.ephemeral and versions(panel) == {version}
        assert sorted(notations(panel)) == sorted(a.notation for a in engine.legal_actions(state, seat))
        reply = await press_in(table, member, panel, _choose(engine, state, seat, rng))
        if reply.edits_pressed:  # a step that only narrowed the menu: the panel edited in place, no board post
            assert reply.ephemeral and reply.panel is None and not reply.pings
            stepped += 1
            now = reply
        else:
            assert not reply.ephemeral, reply.text
            now = reply.panel
        assert now is not None and now.ephemeral
        engine, after = await state_of(store, CHANNEL) if await store.live_game(CHANNEL) else (engine, None)
        if after is not None and any(p.seat == seat for p in engine.prompts(after)):
            assert versions(now) == {await _version(store)}, "the panel's buttons carry the new version"
            assert sorted(notations(now)) == sorted(a.notation for a in engine.legal_actions(after, seat))
            kept_open += 1
        else:
            done = (say("play-panel-done"), say("play-panel-game-over"))
            assert not now.choices and now.text.splitlines()[-1] in done
        panels[member.user_id] = now
    assert opened <= owners_changed, "a panel is opened only when the decision passes to another member"
    if key != "animacule":  # there a turn is one decision, so the panel closes after each press
        assert kept_open > 0 and opened < PRESSES
    if key in ("apocalyte", "extinction"):  # their movements and relocations are chosen in steps
        assert stepped > 0


async def test_extinction_removals_take_one_press_each(store: Store) -> None:
    table = Table(store, seed_source=lambda: 4)  # its environment deck soon kills individuals
    await seated(table, "extinction", PLAYERS[:2])

    def many_to_remove(engine: Engine, state: object) -> bool:
        prompts = engine.prompts(state)
        return bool(prompts) and prompts[0].kind == "lose" and "remove 3 " in " ".join(
            a.notation for a in engine.legal_actions(state, prompts[0].seat))

    await reach(store, CHANNEL, many_to_remove)
    engine, state = await state_of(store, CHANNEL)
    prompt = engine.prompts(state)[0]
    dying = int(re.match(r"(\d+) individuals", prompt.text)[1])
    member = PLAYERS[prompt.seat]
    board = await table.board(member)
    assert [c.label for c in board.choices] == ["My moves"]
    panel = await table.press(member, board.choices[0].custom_id)  # opened once
    presses = 0
    while remove_one := next((n for n in notations(panel) if n.startswith("remove 1 ")), None):
        reply = await press_in(table, member, panel, remove_one)
        presses += 1
        assert not reply.ephemeral and reply.panel is not None
        panel = reply.panel
    assert presses == dying >= 3, "each individual removed took one press, the panel never closing between them"
    engine, after = await state_of(store, CHANNEL)
    assert all(p.seat != prompt.seat or p.kind != "lose" for p in engine.prompts(after))


async def test_apocalyte_setup_each_placement_is_one_press_and_the_others_panels_go_stale(
        table: Table, store: Store) -> None:
    await seated(table, "apocalyte", PLAYERS[:2], "scenario=zombies")
    engine, state = await state_of(store, CHANNEL)
    assert [p.seat for p in engine.prompts(state)] == [0, 1], "both place at once"
    board = await table.board(ALICE)
    assert [c.label for c in board.choices] == ["My moves"]
    alice_panel = await table.press(ALICE, board.choices[0].custom_id)
    bob_panel = await table.press(BOB, board.choices[0].custom_id)
    placed = 0
    while alice_panel.choices and placed < 3:
        one = next(n for n in notations(alice_panel) if n.startswith("place 1 "))
        reply = await press_in(table, ALICE, alice_panel, one)
        placed += 1
        assert not reply.ephemeral and reply.panel is not None
        alice_panel = reply.panel
    assert placed == 3 and alice_panel.choices, "alice placed three times in the panel she opened once"
    stale = await press_in(table, BOB, bob_panel, notations(bob_panel)[0])
    assert stale.ephemeral and stale.text.startswith(STALE_PANEL) and stale.panel is not None
    assert versions(stale.panel) == {await _version(store)}
    moved = await press_in(table, BOB, stale.panel, notations(stale.panel)[0])
    assert not moved.ephemeral and moved.panel is not None


async def test_my_moves_on_an_old_board_opens_the_panel_as_the_game_is_now(table: Table, store: Store) -> None:
    await seated(table, "extinction", (ALICE, BOB))
    game = await store.live_game(CHANNEL)
    assert game is not None
    old_board_button = custom_ids.panel_id(game.id, game.version)
    engine, state = await state_of(store, CHANNEL)
    first = PLAYERS[engine.prompts(state)[0].seat]
    panel = await table.panel(first)
    await press_in(table, first, panel, notations(panel)[0])
    engine, state = await state_of(store, CHANNEL)
    member = PLAYERS[engine.prompts(state)[0].seat]
    opened = await table.press(member, old_board_button)
    assert opened.ephemeral and versions(opened) == {await _version(store)} != {game.version}
    assert sorted(notations(opened)) == sorted(a.notation for a in engine.legal_actions(state, PLAYERS.index(member)))


async def test_a_press_that_counts_a_players_secret_numbers_tells_them_in_their_panel(store: Store) -> None:
    """Extinction's newborns follow from the reproduction card, a secret: the board post says only how
    many there are to place; the panel of the member who pressed says how they were counted."""
    table = Table(store, seed_source=lambda: 4)
    await seated(table, "extinction", PLAYERS[:2])
    await reach(store, CHANNEL, keeping_genes_breeds)
    engine, state = await state_of(store, CHANNEL)
    seat = engine.prompts(state)[0].seat
    member, other = PLAYERS[seat], PLAYERS[1 - seat]
    panel = await table.panel(member)
    reply = await press_in(table, member, panel, "done")
    counted = next(line for line in reply.panel.text.splitlines() if line.startswith("🔒 "))
    assert re.fullmatch(r"🔒 Your \d+ individuals? in optimal habitats × .+ = \d+ newborns?(; \d+ fit)?\.", counted)
    assert "optimal habitats" not in reply.text, "the board post keeps the count's secret"
    assert re.search(r"reproduces: \d+ newborns? to place", reply.text)
    assert "🔒" not in (await table.panel(other)).text, "nobody else is told"


def _bots_turn_then_own_breeding(engine: Engine, state: object) -> bool:
    """Alice (seat 0) may end her decision with `done`, and the bot's turn that follows, however its
    dice fall, ends in Alice's reproduction, counted from her secret card: told to her alone."""
    prompts = engine.prompts(state)
    if not prompts or prompts[0].seat != 0 or "done" not in {a.notation for a in engine.legal_actions(state, 0)}:
        return False
    _notation, after, events = engine.play(state, 0, "done")
    if any(e.only == 0 for e in events):
        return False
    for seed in range(3):
        rng, world, told = random.Random(seed), after, False
        while (owed := engine.prompts(world)) and owed[0].seat != 0:
            world, events = engine.apply(world, owed[0].seat, engine.bot_action(world, owed[0].seat, rng))
            told = told or any(e.only == 0 and e.kind == "reproduce" for e in events)
        if not told:
            return False
    return True


async def test_a_move_is_answered_with_what_the_bots_turn_after_it_showed_the_mover_alone(store: Store) -> None:
    """Alice types `done`; the bot's turn follows, then her own spin has her reproduce. The post says
    how many newborns she has to place; how they were counted from her reproduction card comes to her
    alone, in her panel after the post (it was only in /game log)."""
    table = Table(store, seed_source=lambda: 5)  # her breeding follows the bot's turn more than once
    await table.new_game(ALICE, "extinction")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    await reach(store, CHANNEL, _bots_turn_then_own_breeding)
    reply = await table.act(ALICE, "done")
    assert not reply.ephemeral and "Alice reproduces:" in reply.text, reply.text
    assert reply.panel is not None and reply.panel.ephemeral
    told = [line for line in reply.panel.text.splitlines() if line.startswith("🔒 ")]
    assert any(line.startswith("🔒 Your ") and "in optimal habitats ×" in line for line in told), told


def _bobs_done_has_alice_breed(engine: Engine, state: object) -> bool:
    prompts = engine.prompts(state)
    if not prompts or prompts[0].seat != 1 or "done" not in {a.notation for a in engine.legal_actions(state, 1)}:
        return False
    _notation, _after, events = engine.play(state, 1, "done")
    return any(e.only == 0 and e.kind == "reproduce" for e in events)


async def test_my_moves_tells_what_the_game_showed_its_member_alone_since_their_last_move(store: Store) -> None:
    """Bob ends his turn and Alice's spin has her reproduce: the post (Bob's) says how many newborns
    she places, and her "My moves" says how they were counted from her card; Bob's does not."""
    table = Table(store, seed_source=lambda: 5)
    await seated(table, "extinction", PLAYERS[:2])
    await reach(store, CHANNEL, _bobs_done_has_alice_breed)
    posted = await table.act(BOB, "done")
    assert "Alice reproduces:" in posted.text and "in optimal habitats ×" not in posted.text
    told = [line for line in (await table.panel(ALICE)).text.splitlines() if line.startswith("🔒 ")]
    assert any("in optimal habitats ×" in line for line in told), told
    assert not any("in optimal habitats ×" in line for line in (await table.panel(BOB)).text.splitlines())
