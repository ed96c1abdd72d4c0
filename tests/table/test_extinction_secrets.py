"""Issue 11 at the table: whole Extinction games with humans and bots mixed, every human decision
taken through the "My moves" panel or the typed command, and everything each member can read
searched for any gene card they never held: public board posts (text, title, footer, pings,
buttons, the image), private answers (the panel, refusals, `/extinction genes`), `/game status`,
`/game log`, `/game export`, `/game mine` and autocomplete. A prey defence shows its one word in public, and
every genotype is shown at the end."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import pytest

from rendering import render_board
from rendering.extinction import render_genotype
from rules.extinction import ENGINE
from rules.extinction.data import CARDS
from table import custom_ids
from table.commands import catalogue
from table.records.looking import LOG_MAX
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from tests.support.extinction_readers import Readers, disguised, shown_cards
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, DAVE

LOOK_EVERY = 3  # logs, genes and fresh boards every few decisions: the rest is asked at every one
EXPORT_EVERY = 6  # the whole game exported by each member every sixth decision, staggered: some member every third


def words_of(reply: Reply) -> str:
    """Everything a reader gets from a reply but its image: the texts, the pings, the buttons (labels and
    ids), whom the buttons are for, file names and the files themselves (the export's JSON)."""
    parts = [reply.title or "", reply.text, reply.footer, reply.choices_for]
    parts += [ping.text for ping in reply.pings]
    parts += [f"{choice.label} {choice.custom_id}" for choice in reply.choices]
    parts += [f"{attachment.name} {attachment.description}" for attachment in (reply.image, *reply.files)
              if attachment is not None]
    parts += [attachment.data.decode() for attachment in reply.files]
    return "\n".join(parts)


@dataclass
class Audit(Readers):
    """The members around one table and what each has read; they ask the table what they may."""

    table: Table | None = None
    callers: tuple[Caller, ...] = ()
    last_public: Reply | None = None

    def member(self, seat: int) -> Caller:
        return next(m for m in self.callers if m.user_id == self.game.seats[seat].user_id)

    def check(self, reply: Reply, asker: Caller, where: str) -> Reply:
        """Search `reply` as every member who may read it: the asker alone if it is private, else all."""
        text = words_of(reply)
        if reply.ephemeral:
            self.search(asker.user_id, where, text)
        else:
            self.search_all(where, text)
            self.last_public = reply
            self._check_public(reply, where)
        if reply.ephemeral and reply.image is not None:
            seat = self.seat(asker.user_id)
            assert seat is not None, f"{where}: a picture for a spectator"
            own = shown_cards(ENGINE.view(self.state, seat), seat)
            assert reply.image.data == render_genotype(own, self.game.seats[seat].name), \
                f"{where}: the private picture is not drawn from {asker.name}'s own view"
        return reply

    def _check_public(self, reply: Reply, where: str) -> None:
        if not self.state["over"]:
            assert all(c.custom_id.startswith("panel:") for c in reply.choices), \
                f"{where}: a public post offers moves, which can betray a genotype: {reply.choices}"
        if reply.image is not None:
            shown = self.state if self.state["over"] else disguised(self.state)
            assert reply.image.data == render_board("extinction", ENGINE, shown), \
                f"{where}: the board image changes with the hidden genotypes"

    async def look(self, step: int) -> None:
        """Every member asks what they may: status and autocomplete always; the log every few decisions,
        each member in turn, so that at every decision someone reads it; their genes, the export (each in
        turn) and a fresh board every few decisions."""
        owner = ENGINE.prompts(self.state)[0].seat
        for turn, member in enumerate(self.callers):
            self.check(await self.table.status(member), member, "/game status")
            if (step + turn) % LOOK_EVERY == 0:
                self.check(await self.table.log(member, LOG_MAX), member, "/game log")
            self.check(await self.table.mine(member), member, "/game mine")
            offered = await self.table.choices_for(member)
            if self.seat(member.user_id) == owner:
                assert offered == ENGINE.legal_actions(self.state, owner)
                self.search(member.user_id, "autocomplete", "\n".join(f"{a.notation} {a.label}" for a in offered))
            else:
                assert offered == [], f"autocomplete offers {member.name} moves that are not theirs"
            if step % LOOK_EVERY == 0:
                self.check(await catalogue()["extinction genes"].handler(self.table, member, {}), member,
                           "/extinction genes")
            if (step + turn * LOOK_EVERY) % EXPORT_EVERY == 0:
                self.check(await self.table.export(member), member, "/game export")
        if step % LOOK_EVERY == 1:
            watcher = self.callers[step % len(self.callers)]
            board = self.check(await self.table.board(watcher), watcher, "/game board")
            assert not board.ephemeral and board.choices == self.last_public.choices

    async def decide(self, board: Reply, rng: random.Random, step: int) -> Reply:
        """The player who owes the decision opens "My moves" on the public board and presses the move
        the engine's bot would make, or types it when the panel's menu does not list it at once."""
        prompt = ENGINE.prompts(self.state)[0]
        owner = self.member(prompt.seat)
        assert [c.custom_id for c in board.choices] == [custom_ids.panel_id(self.game.id, self.game.version)]
        assert board.choices_for == owner.name, "the public post names only whom the game waits for"
        bystander = next(m for m in itertools.islice(itertools.cycle(self.callers), step, None) if m != owner)
        refused = self.check(await self.table.press(bystander, board.choices[0].custom_id), bystander,
                             "My moves pressed by a bystander")
        assert refused.ephemeral and not refused.choices
        panel = self.check(await self.table.press(owner, board.choices[0].custom_id), owner, "My moves")
        legal = ENGINE.legal_actions(self.state, prompt.seat)
        assert panel.ephemeral and [custom_ids.parse(c.custom_id).value for c in panel.choices] == \
            [a.notation for a in legal]
        notation = ENGINE.bot_action(self.state, prompt.seat, rng).notation
        button = next((c for c in panel.choices if custom_ids.parse(c.custom_id).value == notation), None)
        if button is not None and step % 4:
            stolen = self.check(await self.table.press(bystander, button.custom_id), bystander,
                                "another's move pressed by a bystander")
            assert stolen.ephemeral and not stolen.choices
            reply = await self.table.press(owner, button.custom_id)
        else:
            reply = await catalogue()["extinction play"].handler(self.table, owner, {"move": notation})
        assert not reply.ephemeral, f"{owner.name} plays {notation}: {reply.text}"
        await self.refresh()
        return self.check(reply, owner, f"the board after {owner.name} plays {notation}")


async def play(store: Store, humans: tuple[Caller, ...], bots: int, seed: int) -> Audit:
    table = Table(store, seed_source=lambda: seed)
    host = humans[0]
    await table.new_game(host, "extinction", "end=6")
    for guest in humans[1:]:
        await table.join(guest)
    for _ in range(bots):
        await table.add_bot(host)
    callers = (*humans, DAVE)
    audit = Audit(store, CHANNEL, tuple(c.user_id for c in callers), table=table, callers=callers)
    board = await table.start(host)
    await audit.refresh()
    audit.check(board, host, "the first board")
    rng = random.Random(seed)
    for step in range(400):
        if audit.state["over"]:
            break
        await audit.look(step)
        board = await audit.decide(board, rng, step)
    assert audit.state["over"]
    return audit


def _assert_every_genotype_shown(audit: Audit, text: str, where: str) -> None:
    for seat, genes in enumerate(audit.state["genes"]):
        for card in genes.values():
            assert CARDS[card].name in text, f"{where} does not show {audit.game.seats[seat].name}'s {CARDS[card].name}"


# Seeds whose games show a prey defence (not every game does). Seed 0 is among the shortest games of three
# humans (seed 5's took twice as long). Seed 8: the last human move sets the bots playing to the end, whose
# board once left out a genotype (seed 7 did that before).
GAMES = [((ALICE, BOB, CAROL), 1, 0), ((ALICE, BOB), 2, 12), ((ALICE,), 3, 8)]


@pytest.mark.parametrize(("humans", "bots", "seed"), GAMES)
async def test_whole_games_show_nobody_a_card_they_never_held(store: Store, humans: tuple[Caller, ...], bots: int,
                                                              seed: int) -> None:
    audit = await play(store, humans, bots, seed)
    assert all(audit.read[member] > 100 for member in audit.members), audit.read
    log = audit.check(await audit.table.log(DAVE, LOG_MAX), DAVE, "/game log after the end").text
    audit.check(await audit.table.export(DAVE), DAVE, "/game export after the end")
    await audit.assert_defences_public()
    assert audit.last_public is not None and "Game over" in audit.last_public.text
    _assert_every_genotype_shown(audit, audit.last_public.text, "the last board")
    _assert_every_genotype_shown(audit, (await audit.table.status(DAVE)).text, "a spectator's /game status")
    _assert_every_genotype_shown(audit, log, "a spectator's /game log")

