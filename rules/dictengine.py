"""The part every engine whose state is a plain JSON dict shares (Soup, Apocalyte, Extinction, µ):
a new game is its setup followed by everything that happens on its own before the first decision,
whose events are kept for the first board; the result is read from the state's `over`, `winners`
and `summary`. Each game supplies its setup and the step that runs the game on.

`StagedEngine` adds the decisions of one runner (rules/decisions.py): prompts, legal actions, the
refusal of a seat that owes nothing, skip's passive answer and the bot's turn, from the game's
table of stage kinds and where its state holds the decisions owed (one at a time, or one per seat
where several seats owe a decision at once)."""

from __future__ import annotations

import marshal
import random
from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypedDict, TypeVar, cast

from messages import say
from rules.base import JSON, Action, Engine, Event, IllegalAction, Prompt, Result
from rules.decisions import Open, Part, StageKind, one_owed
from rules.phrases import StoredWords, listed, worded, words_from_json
from rules.wording import given_passive_answer, not_your_decision


class CommonState(TypedDict):
    """What the state of every engine built on DictEngine holds beside its own keys."""

    players: list[str]  # each seat's name, by seat
    options: dict[str, str]  # the table's options, as the engine checked them
    rng: list[int]  # the generator: its seed and how many draws it made
    over: bool
    summary: StoredWords  # how the game ended, once it is over (a phrase's JSON; plain words in an older save)
    intro: list[dict[str, JSON]]  # the events of setup and of what followed on its own, for the first board


class Seats(TypedDict):
    """The seats of a staged engine's state: who plays and who has left."""

    players: list[str]
    resigned: list[bool]


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
        return Result(True, self.winners(state), words_from_json(common(state)["summary"]))


class StagedEngine(DictEngine[DictState], Generic[DictState, Part]):
    """A DictEngine whose decisions are stage kinds (rules/decisions.py): the game says where its
    state holds the decisions owed (`owed`, or `owing` where several seats owe one at once) and
    lists its kinds (`stages`); everything the contract asks about the decisions is answered here once."""

    stages: Mapping[str, StageKind[DictState, Part]]

    def owed(self, state: DictState) -> tuple[str, Part] | None:
        """In a game that owes one decision at a time: the key of the stage kind it is owed in and the
        part of the state holding it; None when none is owed. A game overrides this or `owing`."""
        raise NotImplementedError(f"{type(self).__name__} says neither what is owed nor what is owing")

    def owing(self, state: DictState) -> Sequence[tuple[str, Part]]:
        """Every decision owed now, a part per seat that owes one (boardgame.io's several active
        players), in the order the prompts are asked."""
        return one_owed(self.owed(state))

    @abstractmethod
    def bot_choice(self, state: DictState, seat: int, decision: Open[DictState, Part], rng: random.Random) -> Action:
        """The bot seat's answer to the decision it owes."""

    def awaited_name(self, state: DictState, seat: int) -> str:
        """The player the game waits for, as a refusal names them."""
        return common(state)["players"][seat]

    def unseated(self, state: DictState, seat: int) -> str | None:
        """Why `seat` cannot act in this game at all, or None when it may."""
        seats = cast(Seats, state)
        if not 0 <= seat < len(seats["players"]) or seats["resigned"][seat]:
            return say("engine-not-playing")
        return None

    def skips_on(self, start: DictState, skipped: Open[DictState, Part], after: DictState,
                 following: Open[DictState, Part]) -> bool:
        """Whether a skip from `start` that has just answered `skipped` goes on to answer the same
        seat's `following` decision in `after` too: by default a skip is one passive answer."""
        return False

    def passed(self, state: DictState, seat: int, action: Action, first: bool) -> tuple[DictState, list[Event]]:
        """One passive answer of a skip carried out (`first`: the skip's first): as the player's own move,
        unless the game marks a skip's board differently."""
        return self.apply(state, seat, action)

    def open_decisions(self, state: DictState) -> list[Open[DictState, Part]]:
        """The decisions owed now: none in a game that is over or waits for nobody."""
        if common(state)["over"]:
            return []
        return [Open(key, self.stages[key], part) for key, part in self.owing(state)]

    def decision_of(self, state: DictState, seat: int) -> Open[DictState, Part] | None:
        """The decision `seat` owes now, or None."""
        return next((found for found in self.open_decisions(state) if found.seat(state) == seat), None)

    def prompts(self, state: DictState) -> list[Prompt]:
        return [Prompt(found.seat(state), found.key, found.text(state), found.task(state))
                for found in self.open_decisions(state)]

    def legal_actions(self, state: DictState, seat: int) -> list[Action]:
        found = self.decision_of(state, seat)
        return [] if found is None else found.kind.actions(state, found.part)

    def owed_by(self, state: DictState, seat: int) -> Open[DictState, Part]:
        """The decision `seat` owes now; refused, saying why and whom the game waits for, when it owes none."""
        if common(state)["over"]:
            raise IllegalAction(say("engine-game-over", summary=worded(words_from_json(common(state)["summary"]))))
        refusal = self.unseated(state, seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        opened = self.open_decisions(state)
        if not opened:
            raise IllegalAction(say("engine-waiting-for-nobody"))
        for found in opened:
            if found.seat(state) == seat:
                return found
        raise IllegalAction(not_your_decision([(self.awaited_name(state, found.seat(state)), worded(found.task(state)))
                                               for found in opened]))

    def skip(self, state: DictState, seat: int | None = None) -> tuple[DictState, list[Event]]:
        opened = self.open_decisions(state)
        if not opened:
            raise IllegalAction(say("engine-nothing-awaited"))
        players = common(state)["players"]
        if seat is not None and not 0 <= seat < len(players):
            raise IllegalAction(say("engine-no-seat", seat=seat))
        owner = opened[0].seat(state) if seat is None else seat
        found = self.decision_of(state, owner)
        if found is None:
            awaited = [self.awaited_name(state, o.seat(state)) for o in opened]
            raise IllegalAction(say("engine-owes-nothing", name=players[owner], waiting=worded(listed(awaited))))
        after = state
        events: list[Event] = []  # the events of every passive answer, each after its skip line
        while True:
            answer = found.kind.passive(after, found.part)
            after, answered = self.passed(after, owner, Action(answer), not events)
            events += [Event("skip", given_passive_answer(players[owner], answer), {"seat": owner, "action": answer}),
                       *answered]
            following = self.decision_of(after, owner)
            if following is None or not self.skips_on(state, found, after, following):
                return after, events
            found = following

    def bot_action(self, state: DictState, seat: int, rng: random.Random) -> Action:
        found = self.decision_of(state, seat)
        if found is None:
            raise IllegalAction(say("engine-seat-owes-nothing"))
        return self.bot_choice(state, seat, found, rng)
