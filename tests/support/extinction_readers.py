"""Who around an Extinction table may read what: the tests that play whole games through the table,
the console and Discord search everything each member gets for a gene card they never held."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import cast

from rules.base import JSON
from rules.extinction import ENGINE
from rules.extinction.data import DECKS, PREDATOR_TYPES
from rules.extinction.secrets import cards_named
from rules.extinction.state import State
from rules.extinction.status import ShownCard
from table.store import GameRow, Store
from tests.support.jsonread import items, record


def shown_cards(view: Mapping[str, JSON], seat: int) -> list[ShownCard]:
    """The gene cards a view shows of `seat` (rules/extinction/status.genotype): its own view's, or any at the end."""
    return [cast(ShownCard, record(card)) for card in items(items(view["genes"])[seat])]


DEFENCE = re.compile(r'\w[\w ]* shows the word “(?P<word>\w+)” on their Prey Defense card[^\n"]*')


def disguised(state: State) -> State:
    """The same position with every genotype swapped for other cards: what a spectator sees of it is
    the same, so its board must be the same image, byte for byte."""
    other = ENGINE.load(ENGINE.dump(state))
    for genes in other["genes"]:
        for deck, card in genes.items():
            cards = DECKS[deck].cards
            genes[deck] = cards[(cards.index(card) + 1) % len(cards)]
    return other


@dataclass
class Readers:
    """The members around one table's game (`members`: user ids, spectators too), the cards each
    has held so far, how much each has read, and the prey defences a spectator has read."""

    store: Store
    channel_id: int
    members: tuple[int, ...]
    held: dict[int, set[str]] = field(default_factory=dict)
    read: dict[int, int] = field(default_factory=dict)
    defences: set[str] = field(default_factory=set)
    state: State | None = None  # the game as it stands, once refreshed
    game: GameRow | None = None

    async def refresh(self) -> None:
        """Load the game as it stands, and add the cards each seat holds now to what it has held."""
        self.game = await self.store.latest_game(self.channel_id)
        assert self.game is not None and self.game.state_json is not None
        self.state = ENGINE.load(json.loads(self.game.state_json))
        for seat, genes in enumerate(self.state["genes"]):
            self.held.setdefault(self.game.seats[seat].user_id, set()).update(genes.values())

    def seat(self, user_id: int) -> int | None:
        assert self.game is not None
        return next((n for n, s in enumerate(self.game.seats) if s.user_id == user_id), None)

    def search(self, reader: int, where: str, text: str) -> None:
        """`reader` reads `text`: before the end it may name no card they never held, and a prey
        defence in it shows one word."""
        self.read[reader] = self.read.get(reader, 0) + 1
        for line in DEFENCE.finditer(text):
            words = [w for w in PREDATOR_TYPES if re.search(rf"\b{w}\b", line[0])]
            assert words == [line["word"]], f"{where}: a prey defence shows {words}, not one word: {line[0]}"
            if self.seat(reader) is None:
                self.defences.add(line[0])
        if self.state["over"]:
            return  # every genotype is public now
        named = cards_named(text, self.held.get(reader, set()))
        assert not named, f"{where}: member {reader} reads cards {sorted(named)} they never held:\n{text}"

    def search_all(self, where: str, text: str) -> None:
        for reader in self.members:
            self.search(reader, where, text)

    async def assert_defences_public(self) -> None:
        """Every prey defence of the game was read by a spectator, and there was one."""
        assert self.game is not None
        stored = [event["text"] for entry in await self.store.log(self.game.id) for event in entry.events
                  if event["kind"] == "defence"]
        assert stored, "a prey defence was shown in this game"
        for text in stored:
            assert any(line in text for line in self.defences), f"no spectator read the prey defence {text!r}"
