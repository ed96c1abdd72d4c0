"""Issue 11 through discord.py: two members and a bot play a whole Extinction game against the fake
Discord, every decision through the board's "My moves" panel or `/extinction play` (after asking
autocomplete, which lists the menu's first level), while a spectator and the players look at the
status, the log, their genes, the record and their games; one player is told of his turns by direct
message, and the spectator follows the game. Every message in the channel is searched as each member
who can read it (a public post as everyone, an ephemeral one as the member whose interaction it
answered), every direct message as its recipient, and every autocomplete answer as the member who
typed: nobody reads a gene card they never held before the end, public boards offer no moves and their
images are the same whatever the hidden genotypes, and the last board shows every genotype."""

from __future__ import annotations

import json
import random
import re

from cogs.bot import EvolutionBot
from rendering import render_board
from rules.extinction import ENGINE
from rules.extinction.data import CARDS
from tests.e2e.helpers import CHANNEL, answer, from_panel, mentioned_ids, offered, press, private, public, text_of
from tests.support.extinction_readers import Readers, disguised
from tests.support.fake_discord import FakeDiscord, FakeMember, FakeMessage, walk_components

BOARD = re.compile(r"extinction-\d+-v\d+\.png")
# A game of middling length (seeds 1-8 ran 4.4-10.1 s here): a game dealt at random ran up to 21 s with the
# suite around it
GAME_SEED = 8
LOOK_EVERY = 2  # a member asks for the status, the log, their genes and the record every few decisions, in turn


def readable(message: FakeMessage) -> str:
    """All a member reads in a message, as it is now and as it was before any edit: content, embeds
    (title, description, footer, image), components (labels, ids, placeholders, options), file names and
    their alt text, and the JSON files themselves."""
    versions = [{"content": message.content, "embeds": message.embeds, "components": message.components},
                *message.history]
    parts = []
    for version in versions:
        parts.append(version.get("content") or "")
        for embed in version.get("embeds") or []:
            parts += [embed.get("title") or "", embed.get("description") or "",
                      (embed.get("footer") or {}).get("text", ""), (embed.get("image") or {}).get("url", "")]
        for comp in walk_components(version.get("components") or []):
            parts += [comp.get("label") or "", comp.get("custom_id") or "", comp.get("placeholder") or ""]
            parts += [f"{o.get('label')} {o.get('value')}" for o in comp.get("options", [])]
    for attachment in message.attachments:
        parts += [attachment.filename, attachment.description or ""]
        if attachment.filename.endswith(".json"):
            parts.append(attachment.data.decode())
    return "\n".join(parts)


class Channel:
    """Everything the fake holds for the channel, searched once as whoever may read it."""

    def __init__(self, fake: FakeDiscord, readers: Readers, members: tuple[FakeMember, ...]) -> None:
        self.fake, self.readers, self.members = fake, readers, members
        self.done: set[tuple[str, int, int]] = set()
        self.private_to: dict[int, int] = {}  # member -> ephemeral messages searched as theirs
        self.direct: dict[int, int] = {}  # member -> direct messages searched as theirs

    async def catch_up(self) -> None:
        await self.readers.refresh()
        for message in self.fake.messages(CHANNEL):
            key = ("message", message.id, message.version)
            if key in self.done:
                continue
            self.done.add(key)
            where = f"message {message.id}: {text_of(message)[:80]!r}"
            if message.ephemeral:
                reader = self.fake.interactions[message.interaction_id].user.id
                self.private_to[reader] = self.private_to.get(reader, 0) + 1
                self.readers.search(reader, where, readable(message))
            else:
                self.readers.search_all(where, readable(message))
                self._check_public(message, where)
        for member in self.members:
            for message in self.fake.messages(self.fake.dm(member)):
                key = ("message", message.id, message.version)
                if key not in self.done:
                    self.done.add(key)
                    self.direct[member.id] = self.direct.get(member.id, 0) + 1
                    self.readers.search(member.id, f"a direct message to {member.name}", readable(message))
        for inter in self.fake.interactions.values():
            key = ("autocomplete", inter.id, 0)
            if key in self.done or inter.callback is None or inter.callback.type != 8:
                continue
            self.done.add(key)
            shown = "\n".join(f"{c['name']} {c['value']}" for c in inter.callback.choices)
            self.readers.search(inter.user.id, inter.description, shown)

    def _check_public(self, message: FakeMessage, where: str) -> None:
        if self.readers.state["over"]:
            return
        assert all(cid.startswith("panel:") for cid in message.custom_ids if not cid.startswith("lobby:")), \
            f"{where}: a public post offers moves, which can betray a genotype"
        for attachment in message.attachments:
            if BOARD.fullmatch(attachment.filename):
                assert (attachment.description or "").startswith("Extinction board, game #"), \
                    f"{where}: a board without its alt text"
                assert attachment.data == render_board("extinction", ENGINE, disguised(self.readers.state)), \
                    f"{where}: the board image changes with the hidden genotypes"


async def _look(fake: FakeDiscord, member: FakeMember) -> None:
    for command, options in (("game status", {}), ("game log", {"count": 50}), ("extinction genes", {}),
                             ("game export", {}), ("game mine", {})):
        await private(await fake.slash(member, CHANNEL, command, **options))


async def _decide(fake: FakeDiscord, readers: Readers, players: dict[int, FakeMember], board: FakeMessage,
                  bystander: FakeMember, rng: random.Random, step: int, told_directly: set[int],
                  looking: FakeMember) -> FakeMessage:
    """The player who owes the decision opens "My moves" on the public board and presses the bot's move
    there, or types it in `/extinction play` after autocomplete offered it."""
    seat = ENGINE.prompts(readers.state)[0].seat
    owner = players[seat]
    # Never the member whose own press made the board: they are looking at it.
    pinged = set() if owner.id in told_directly or owner == looking else {owner.id}
    assert [b.label for b in board.buttons] == ["My moves"] and mentioned_ids(board) == pinged
    my_moves = board.button("My moves").custom_id
    refused = await private(await fake.click(bystander, CHANNEL, board, my_moves))
    assert "not your move" in text_of(refused) or "watching" in text_of(refused)
    panel = await answer(await fake.click(owner, CHANNEL, board, my_moves))
    assert panel.ephemeral and sorted(offered(panel)) == sorted(a.notation for a in
                                                                 ENGINE.legal_actions(readers.state, seat))
    notation = ENGINE.bot_action(readers.state, seat, rng).notation
    if notation in offered(panel) and step % 3:
        panel, post = await from_panel(await press(fake, owner, panel, notation))
        assert not post.ephemeral
        return post
    others = await (await fake.autocomplete(bystander, CHANNEL, "extinction play", focused="move", move="")).response()
    assert others.choices == [], "autocomplete offers a bystander moves that are not theirs"
    typed = await (await fake.autocomplete(owner, CHANNEL, "extinction play", focused="move", move="")).response()
    assert typed.choice_values == [a.notation for a in ENGINE.legal_actions(readers.state, seat)][:25]
    return await public(await fake.slash(owner, CHANNEL, "extinction play", move=notation))


async def test_no_message_shows_a_member_a_card_they_never_held(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    bot.table._seed_source = lambda: GAME_SEED
    ann, ben, cat = (fake_discord.user(name) for name in ("ann", "ben", "cat"))  # cat watches
    lobby = await public(await fake_discord.slash(ann, CHANNEL, "game new", game="extinction", options="end=6"))
    lobby = await public(await fake_discord.click(ben, CHANNEL, lobby, lobby.button("Join").custom_id))
    lobby = await public(await fake_discord.click(ann, CHANNEL, lobby, lobby.button("Add bot").custom_id))
    # Before the start: whoever the throw sends first, ben is told of his turns directly from the first board.
    await private(await fake_discord.slash(ben, CHANNEL, "game notify", mode="dm"))
    board = await public(await fake_discord.click(ann, CHANNEL, lobby, lobby.button("Start").custom_id))
    await private(await fake_discord.slash(cat, CHANNEL, "game follow"))  # a direct message per new board
    readers = Readers(bot.store, fake_discord.channel(CHANNEL).id, (ann.id, ben.id, cat.id))
    channel = Channel(fake_discord, readers, (ann, ben, cat))
    await channel.catch_up()
    players = {readers.seat(member.id): member for member in (ann, ben)}
    rng = random.Random(3)
    looking = ann  # she pressed Start
    for step in range(300):
        if readers.state["over"]:
            break
        if step % LOOK_EVERY == 0:
            await _look(fake_discord, (ann, ben, cat)[step // LOOK_EVERY % 3])
        bystander = [ann, ben, cat][step % 3]
        if bystander == players[ENGINE.prompts(readers.state)[0].seat]:
            bystander = cat
        owner = players[ENGINE.prompts(readers.state)[0].seat]
        board = await _decide(fake_discord, readers, players, board, bystander, rng, step, {ben.id}, looking)
        looking = owner
        await channel.catch_up()
    assert readers.state["over"] and "Game over" in text_of(board)
    for genes in readers.state["genes"]:
        assert all(CARDS[card].name in text_of(board) for card in genes.values()), "every genotype is shown"
    record = json.loads((await private(await fake_discord.slash(cat, CHANNEL, "game export"))).attachments[0].data)
    assert all(genes for genes in record["state"]["genes"]), "the record shows every genotype after the end"
    await channel.catch_up()  # the direct messages sent after the last answers
    assert all(channel.private_to.get(member.id, 0) > 10 for member in (ann, ben, cat)), channel.private_to
    assert channel.direct.get(ben.id, 0) > 5 and channel.direct.get(cat.id, 0) > 10, channel.direct
