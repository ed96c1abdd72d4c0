"""The part every engine whose state is a plain JSON dict shares (Soup, Apocalyte, Extinction, µ):
a new game is its setup followed by everything that happens on its own before the first decision,
whose events are kept for the first board; the result is read from the state's `over`, `winners`
and `summary`. Each game supplies its setup and the step that runs the game on."""

from __future__ import annotations

import marshal
from abc import abstractmethod
from collections.abc import Callable
from typing import TypedDict, TypeVar, cast

from rules.base import JSON, Engine, Event, Result


class CommonState(TypedDict):
    """What the state of every engine built on DictEngine holds beside its own keys."""

    players: list[str]  # each seat's name, by seat
    options: dict[str, str]  # the table's options, as the engine checked them
    rng: list[int]  # the generator: its seed and how many draws it made
    over: bool
    summary: str  # how the game ended, once it is over
    intro: list[dict[str, JSON]]  # the events of setup and of what followed on its own, for the first board


# A game's state: a TypedDict over CommonState, or, until its game is typed, dict[str, Any] (issue 33)
DictState = TypeVar("DictState")
Found = TypeVar("Found")


def copy_state(state: DictState) -> DictState:
    """A deep copy of a JSON-like state; marshal copies plain data several times faster than deepcopy."""
    return cast(DictState, marshal.loads(marshal.dumps(cast(dict[str, JSON], state))))


def common(state: object) -> CommonState:
    """The keys every game's state shares, read through the one type that names them."""
    return cast(CommonState, state)


def copy_json(data: dict[str, JSON]) -> object:
    """A deep copy of plain JSON data, as a saved state arrives, to be checked before it is read."""
    copied: object = marshal.loads(marshal.dumps(data))
    return copied


def looked_up_as_applied(text: str, look_up: Callable[[str], Found], notation: Callable[[Found], str]) -> Found:
    """What `Engine.play` carries out for an engine whose parse looks the typed text up and whose apply
    looks up again the notation parse hands it: the text's lookup, or where the text reads as another
    notation, that notation's, so play does what parse then apply would with one lookup for a button."""
    found = look_up(text)
    return found if notation(found) == text else look_up(notation(found))


class DictEngine(Engine[DictState]):
    @abstractmethod
    def winners(self, state: DictState) -> tuple[int, ...]:
        """The seats that won a game that is over."""

    @abstractmethod
    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[DictState, list[Event]]:
        """The state as set up, before anything that follows on its own, and the setup's events."""

    @abstractmethod
    def settle(self, state: DictState, events: list[Event]) -> None:
        """Run the game on, in place, until a player owes a decision or it is over."""

    def new(self, players: list[str], options: dict[str, str], seed: int) -> DictState:
        state, events = self.setup(players, self.checked_setup(players, options or {}), seed)
        self.settle(state, events)
        common(state)["intro"] = [e.to_json() for e in events]
        return state

    def setup_events(self, state: DictState) -> list[Event]:
        return [Event.from_json(e) for e in common(state)["intro"]]

    def dump(self, state: DictState) -> dict[str, JSON]:
        return copy_state(cast(dict[str, JSON], state))

    def determinize(self, state: DictState, seat: int, seed: int) -> DictState:
        world = copy_state(state)
        common(world)["rng"] = [seed, 0]
        return world

    def result(self, state: DictState) -> Result:
        if not common(state)["over"]:
            return Result(False)
        return Result(True, self.winners(state), common(state)["summary"])
