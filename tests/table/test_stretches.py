"""Issue 17 at the table: after a long stretch of bot moves, the post says what happened to each
person, every event that touched them whole with its dice, in the post or its attachment
(what-happened.txt), within Discord's limits. Whole games of every game, one member against bots."""

from __future__ import annotations

import re

import pytest

from rules.base import Event
from table.playing.texts import details_file, dice_rolled, happened, posted
from table.replies import Reply
from table.store import GameRow, LogEntry, Seat, Store
from table.table import Table
from tests.table.conftest import ALICE, CHANNEL, play_to_the_end

GAMES = {"animacule": ("", 3), "soup": ("", 3), "extinction": ("end=10", 3), "apocalyte": ("scenario=zombies", 2),
         "micro": ("rounds=20", 3)}
SEAT_KEYS = ("seat", "defender_seat", "rival", "mover")  # where events' data name a seat they concern
EMBED_TOTAL = 6000  # Discord: title, description and footer of an embed together


def _touches_alice(event: Event) -> bool:
    return bool(re.search(r"(?<!\w)Alice(?!\w)", event.text)) or any(event.data.get(k) == 0 for k in SEAT_KEYS)


def _alice_part(reply: Reply) -> str:
    """What the post's attachment says happened to Alice, if it has one."""
    details = next((f.data.decode() for f in reply.files if f.name == details_file()), "")
    part = details.partition("What happened to Alice (")[2]
    return part.partition("\n\n")[0]


@pytest.mark.parametrize("kind", list(GAMES))
async def test_every_event_that_touched_the_member_is_in_the_post_with_its_dice(table: Table, store: Store,
                                                                               kind: str) -> None:
    options, bots = GAMES[kind]
    await table.new_game(ALICE, kind, "first=creator" if kind == "animacule" else options)
    for _ in range(bots):
        await table.add_bot(ALICE)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    assert game is not None
    replies = await play_to_the_end(table, store, {0: ALICE}, seed=17)
    log = [entry for entry in await store.log(game.id) if entry.action != "start"]
    assert len(log) == sum(1 for e in log if e.actor_id == ALICE.user_id) + sum(1 for e in log if e.actor_id < 0)
    stretches = _stretches(log)
    assert len(stretches) == len(replies)
    longest = 0
    for reply, entries in zip(replies, stretches, strict=True):
        assert len(reply.text) <= 4096 and len(reply.title or "") + len(reply.text) + len(reply.footer) <= EMBED_TOTAL
        public = posted(game, entries)  # runs of events saying one thing together are one line (Engine.joined)
        events = [event for _entry, shown in public for event in shown]
        touched = [event for _entry, shown in public[1:] for event in shown]
        alice_part = _alice_part(reply)
        for event in filter(_touches_alice, touched):
            assert event.text in reply.text or event.text in alice_part, (kind, event)
            assert all(str(die) in event.text for die in dice_rolled(event)), (kind, event)  # its dice, in its words
        if len(entries) > 1 and len("\n".join(f"• {e.text}" for e in events)) > 2600:
            assert reply.files and reply.files[0].name == details_file(), "a long stretch comes whole in an attachment"
            assert "__What happened to Alice__" in reply.text or not any(map(_touches_alice, touched))
            longest = max(longest, len(entries))
    assert longest >= 8, f"{kind}: no long bot stretch was made ({longest} moves at most)"


def _stretches(log: list[LogEntry]) -> list[list[LogEntry]]:
    """The log cut into posts: each of Alice's moves with the bot moves that answered it."""
    posts: list[list[LogEntry]] = []
    for entry in log:
        if entry.actor_id == ALICE.user_id or not posts:
            posts.append([])
        posts[-1].append(entry)
    return posts if log[0].actor_id == ALICE.user_id else posts[1:]


def test_a_persons_summary_keeps_the_dice_of_other_persons_fights_out() -> None:
    """Seen in Apocalyte (seed 9, zombies, both members away with the bot): under "What happened to
    bob" came alice's fights, each with dice, because a die rolled before bob's last event counted as
    his. A roll that names no other person ("Who roll 4") decides what follows; a fight that names
    another person is theirs alone."""
    seats = [Seat(11, "alice"), Seat(12, "bob"), Seat(-1, "Bot 1", True)]
    game = GameRow(1, 1, CHANNEL, "apocalyte", "active", 11, seats, {}, None, 9, 0.0, 0.0)
    alices = [Event("fight", f"The zombies in Scandinavia attack alice: alice {n}, zombies 6; alice loses 1 army.",
                    {"attack_dice": [n], "defend_dice": [6]}) for n in range(1, 6)] * 8
    roll = Event("roll", "Who roll 4 (even): the horde turns west.", {"roll": 4})
    bobs = Event("fight", "The zombies in Alaska attack bob: bob 2, zombies 5; bob loses 1 army.",
                 {"attack_dice": [2], "defend_dice": [5]})
    entries = [LogEntry(1, 11, "done", [Event("done", "alice ends her turn.").to_json()]),
               LogEntry(2, -1, "done", [e.to_json() for e in [*alices, roll, bobs]])]
    said = happened(game, entries)
    assert said.details, "a stretch this long is summarised"
    bob_part = said.details.partition("What happened to bob (")[2].partition("\n\n")[0]
    assert "Who roll 4" in bob_part and "attack bob" in bob_part and "attack alice" not in bob_part
    alice_part = said.details.partition("What happened to alice (")[2].partition("\n\n")[0]
    assert alice_part.count("attack alice") == len(alices) and "attack bob" not in alice_part
