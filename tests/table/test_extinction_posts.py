"""Extinction's events as the table posts them: a colonisation by hand is one board post when it is
done (How to Begin: founders go down a cube at a time, but placing them is one decision), and a
summary of a long stretch of bot moves says beside each loss which environment card caused it
(Environmental Change), since it files every line under the person it names.

These go through the table (table/core.py `_only_narrowed`, table/playing/texts.py `happened`), which decides
from the engine's events alone whether a move posts a board and under whose name a line is filed."""

from __future__ import annotations

import itertools

from rules.base import Event
from table import custom_ids
from table.playing.texts import happened
from table.replies import Caller, Reply
from table.store import GameRow, LogEntry, Seat, Store
from table.table import Table
from tests.rules.test_extinction_support import begin, card_named, make_state
from tests.support.reach import seated, state_of
from tests.table.conftest import ALICE, BOB, CHANNEL


async def _press_to(table: Table, member: Caller, panel: Reply, notation: str) -> list[Reply]:
    """The replies to pressing through `panel`'s menus (row, hex) to `notation`, the last its own."""
    words = notation.split()
    replies = []
    for wanted in (f"row {words[2].rstrip('0123456789')}", f"at {words[2]}", notation):
        button = next((c for c in panel.choices if custom_ids.parse(c.custom_id).value == wanted), None)
        if button is None:
            continue
        reply = await table.press(member, button.custom_id)
        replies.append(reply)
        panel = reply if reply.edits_pressed else reply.panel or reply
    return replies


async def test_founders_placed_by_hand_post_one_board_when_the_colonisation_is_done(table: Table,
                                                                                   store: Store) -> None:
    # How to Begin: 30 founders, a cube of 1 to 6 on each empty hex chosen; a board was posted for
    # every cube, each saying the same player still placed founders
    await seated(table, "extinction", (ALICE, BOB))
    engine, state = await state_of(store, CHANNEL)
    seat = engine.prompts(state)[0].seat
    member, other = (ALICE, BOB) if seat == 0 else (BOB, ALICE)
    panel = await table.panel(member)
    posts: list[Reply] = []
    for n, hex_name in enumerate(("c5", "c6", "c7", "c8", "b5")):
        replies = await _press_to(table, member, panel, f"place 6 {hex_name}")
        assert replies, f"place 6 {hex_name} is offered"
        steps, last = replies[:-1], replies[-1]
        assert all(r.edits_pressed and r.ephemeral for r in steps), "a row and a hex only narrow the menu"
        posts += [r for r in replies if not r.ephemeral]
        if n < 4:
            assert last.edits_pressed and last.ephemeral and not last.pings, "a cube of the decision edits the panel"
            assert "placed so far: " in last.text and f"6 on {hex_name}" in last.text
            panel = last
    assert len(posts) == 1, "one board post for the whole colonisation"
    post = posts[0]
    assert f"{member.name} places founders: 6 on b5, 6 on c5, 6 on c6, 6 on c7, 6 on c8." in post.text
    assert post.mentions == (other.user_id,), "the next colonist is told the decision is theirs"


def _game(*names: str) -> GameRow:
    seats = [Seat(n + 1, name, bot=name.startswith("Bot")) for n, name in enumerate(names)]
    return GameRow(1, 1, CHANNEL, "extinction", "active", 1, seats, {}, None, 5, 0.0, 0.0)


def test_a_summarised_stretch_says_beside_a_players_loss_which_card_caused_it() -> None:
    # Environmental Change: a pollution card strikes every species in its habitat, whoever drew it. In
    # a long stretch of bot moves the summary files each line under the person it names: Bob read
    # that he lost his swamp cubes, and "Bot 2 draws an environment card: Swamp Pollution" was filed
    # under no one, in what-happened.txt alone
    names = ["Alice", "Bob", "Bot 1", "Bot 2"]
    st = make_state({"c5": (0, 3), "k5": (1, 4), "l4": (1, 2), "b9": (2, 4), "e4": (3, 4)}, players=4)
    st["players"] = names
    _st, drawn = begin(st, 3, "environment", "genes", env=card_named("water-pollution", habitat="swamp"))
    filler = [LogEntry(n + 2, -3, "add 1 b9", [Event("spin", f"🎡 Bot 1 spins segment {n % 16 + 1} of the spinner: "
                                                           "Reproduce, then Migrate, and walks on.").to_json()])
              for n in range(60)]
    entries = [LogEntry(1, 1, "done", [Event("pass", "Alice keeps their genes.").to_json()]), *filler,
               LogEntry(70, -4, "environment", [e.to_json() for e in drawn])]
    shown = happened(_game(*names), entries)
    assert shown.details, "a stretch this long is summarised"
    heading = next(n for n, line in enumerate(shown.lines) if line.startswith("__What happened to Bob__"))
    bobs = list(itertools.takewhile(lambda line: not line.startswith(("__", "• **")), shown.lines[heading + 1:]))
    assert any("loses their cubes in swamp hexes to Swamp Pollution" in line for line in bobs), bobs
