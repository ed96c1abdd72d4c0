"""A step of a decision of many steps that only narrows a menu (Apocalyte's "Move from Ural" and
where to, Extinction's "From h10 (3)" and which row) makes no new board post (issue 17: what the
channel fills with): the pressed board, or private panel, is edited in place to its next version,
pinging nobody; a typed step is answered privately with the next choices. The step that does
something posts the board with what happened, and pings as every move's post does."""

from __future__ import annotations

import json

from rules.apocalyte import ENGINE
from table import custom_ids
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.rules.test_apocalyte_support import position, put
from tests.support.reach import reach, seated, state_of
from tests.table.conftest import ALICE, BOB, CHANNEL


async def _version(store: Store) -> int:
    game = await store.live_game(CHANNEL)
    assert game is not None
    return game.version


def _versions(reply: Reply) -> set[int | None]:
    return {custom_ids.parse(c.custom_id).version for c in reply.choices}


def _button(reply: Reply, label: str) -> str:
    return next(c.custom_id for c in reply.choices if c.label.startswith(label))


async def _movement(table: Table, store: Store) -> Reply:
    """Alice's turn of Apocalyte in its movement stage, 5 armies in Ural; Bob a member too. Her board."""
    await seated(table, "apocalyte", (ALICE, BOB), "scenario=zombies")
    state = put(position("zombies", players=2), "ura", 5)
    game = await store.live_game(CHANNEL)
    assert game is not None
    state["players"] = [seat.name for seat in game.seats]
    game.state_json = json.dumps(ENGINE.dump(state))
    await store.save(game)
    return await table.board(ALICE)


async def test_apocalyte_movement_steps_edit_the_board_and_the_movement_posts_it(table: Table,
                                                                                  store: Store) -> None:
    board = await _movement(table, store)
    log_before = len(await store.log((await store.live_game(CHANNEL)).id))
    for label in ("Move from Ural", "Ural → Ukraine"):
        board = await table.press(ALICE, _button(board, label))
        version = await _version(store)
        assert board.edits_pressed and not board.ephemeral, board.text
        assert board.pings == () and board.followers == (), "the same decision: nobody is told again"
        assert board.footer.startswith(f"Board version {version}:") and board.image is not None
        assert board.image.name.endswith(f"-v{version}.png")
        assert _versions(board) == {version}, "the edited board's buttons carry its new version"
        assert "Waiting for **Alice [blue]** to move armies" in board.text and "moves" not in board.text
    assert [c.label for c in board.choices][:2] == ["Move 1 army", "Move 2 armies"]
    moved = await table.press(ALICE, _button(board, "Move 1 army"))
    assert not moved.edits_pressed and not moved.ephemeral
    assert "Alice moves 1 army from Ural to Ukraine" in moved.text
    assert moved.mentions == (), "Alice still moves, and she is the one looking"
    assert _versions(moved) == {await _version(store)}
    assert len(await store.log((await store.live_game(CHANNEL)).id)) == log_before + 3, "every step is logged"
    # Her second movement ends her moves: its post tells Bob the turn is his.
    for label in ("Move from Ural", "Ural → Ukraine"):
        moved = await table.press(ALICE, _button(moved, label))
        assert moved.edits_pressed
    ended = await table.press(ALICE, _button(moved, "Move 1 army"))
    assert not ended.edits_pressed and ended.mentions == (BOB.user_id,)
    assert "Bob's turn" in ended.text


async def test_a_press_on_the_board_before_a_step_is_refused_as_out_of_date(table: Table, store: Store) -> None:
    board = await _movement(table, store)
    stepped = await table.press(ALICE, _button(board, "Move from Ural"))
    assert stepped.edits_pressed
    version = await _version(store)
    old = await table.press(ALICE, _button(board, "Move from Ural"))
    assert old.ephemeral and not old.edits_pressed and "out of date" in old.text
    assert await _version(store) == version


async def test_a_typed_step_is_answered_privately_with_the_next_choices(table: Table, store: Store) -> None:
    await _movement(table, store)
    reply = await table.act(ALICE, "move ura")
    version = await _version(store)
    assert reply.ephemeral and not reply.edits_pressed and reply.pings == ()
    assert "Ural → Ukraine" in [c.label for c in reply.choices] and _versions(reply) == {version}
    assert all(custom_ids.is_in_panel(c.custom_id) for c in reply.choices), "pressed, they edit this answer"
    edited = await table.press(ALICE, _button(reply, "Ural → Ukraine"))
    assert edited.edits_pressed and edited.ephemeral and "Move 1 army" in [c.label for c in edited.choices]


async def test_a_board_button_pressed_after_a_typed_step_answers_with_the_moves_as_they_are(
        table: Table, store: Store) -> None:
    """A typed step posts no new board, so the one in the channel keeps its earlier buttons: a press
    there does nothing, and the player gets the step's choices privately instead of a dead end."""
    board = await _movement(table, store)
    await table.act(ALICE, "move ura")
    version = await _version(store)
    old = await table.press(ALICE, _button(board, "Move from Ural"))
    assert old.ephemeral and not old.edits_pressed and "out of date" in old.text and "nothing was done" in old.text
    assert "Ural → Ukraine" in [c.label for c in old.choices] and _versions(old) == {version}
    assert await _version(store) == version
    watching = await table.press(BOB, _button(board, "Move from Ural"))
    assert watching.ephemeral and watching.choices == () and "/game board" in watching.text
    moved = await table.press(ALICE, _button(old, "Ural → Ukraine"))
    assert moved.edits_pressed and "Move 1 army" in [c.label for c in moved.choices]


async def test_extinction_relocation_steps_edit_the_panel_and_the_relocation_posts_the_board(
        table: Table, store: Store) -> None:
    await seated(table, "extinction", (ALICE, BOB))

    def relocating(engine, state) -> bool:
        prompts = engine.prompts(state)
        return bool(prompts) and any(a.label.startswith("From ")
                                     for a in engine.legal_actions(state, prompts[0].seat))

    await reach(store, CHANNEL, relocating)
    engine, state = await state_of(store, CHANNEL)
    prompt = engine.prompts(state)[0]
    member = (ALICE, BOB)[prompt.seat]
    board = await table.board(member)
    panel = await table.press(member, _button(board, "My moves"))
    label, steps = "From ", 0
    while True:  # "From g13 (4)", then a row, then the relocation itself
        reply = await table.press(member, _button(panel, label))
        if not reply.edits_pressed:
            break
        steps += 1
        assert reply.ephemeral and reply.panel is None and reply.pings == ()
        assert _versions(reply) == {await _version(store)}, "the edited panel's buttons carry the new version"
        panel = reply
        label = next(c.label for c in panel.choices if not c.label.startswith(("Done", "Back")))
    assert steps == 2, "the cube and the row are steps, each editing the panel"
    assert not reply.ephemeral and "relocates" in reply.text, "the relocation itself is posted"
    assert reply.panel is not None and reply.mentions == ()
    assert reply.footer.startswith(f"Board version {await _version(store)}:")
