"""The Animacule Apocalypse engine: the game contract of rules.base, answered by the modules
beside it. It checks who may act and what they may do, and hands each action to its module."""

from __future__ import annotations

import random

from messages import say
from rules.animacule import flow
from rules.animacule.actions import ANSWERS, make_action, parse_notation
from rules.animacule.bot import choose_action
from rules.animacule.fights import fight_on, retreat, start_fight
from rules.animacule.legality import turn_moves, turn_refusal
from rules.animacule.moving import move
from rules.animacule.reproduction import accept, decline, mate_or_offer, split
from rules.animacule.serialise import dump_state, load_state
from rules.animacule.setup import new_state
from rules.animacule.standing import standing
from rules.animacule.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    SEAT_COLOURS,
    AnimaculeState,
    copy_state,
    find_animacule,
    is_over,
    occupancy,
)
from rules.animacule.status import status_lines, view_data
from rules.base import JSON, Action, Engine, Event, IllegalAction, Prompt, Result
from rules.phrases import Phrase
from rules.ranking import places_by

_TURN_ACTIONS = {"move": move, "attack": start_fight, "split": split, "mate": mate_or_offer}


class AnimaculeEngine(Engine[AnimaculeState]):
    key = "animacule"
    english_title = "Animacule Apocalypse"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_colours = SEAT_COLOURS
    options = OPTIONS

    def new(self, players: list[str], options: dict[str, str], seed: int) -> AnimaculeState:
        return new_state(players, self.checked_setup(players, options), seed)

    def setup_events(self, state: AnimaculeState) -> list[Event]:
        return [Event.from_json(e) for e in state.start_events]

    def prompts(self, state: AnimaculeState) -> list[Prompt]:
        return flow.prompts(state)

    def legal_actions(self, state: AnimaculeState, seat: int) -> list[Action]:
        prompts = self.prompts(state)
        if not prompts or prompts[0].seat != seat:
            return []
        kind = prompts[0].kind
        if kind == "fight":
            return [make_action(state, seat, "continue"), make_action(state, seat, "retreat")]
        if kind == "mate":
            return [make_action(state, seat, "accept"), make_action(state, seat, "decline")]
        occupied = occupancy(state)
        return [make_action(state, seat, *turn_move, occupied=occupied) for turn_move in turn_moves(state, seat)]

    def parse(self, state: AnimaculeState, seat: int, text: str) -> Action:
        verb, number, direction = parse_notation(text)
        return make_action(state, seat, verb, number, direction)

    def apply(self, state: AnimaculeState, seat: int, action: Action) -> tuple[AnimaculeState, list[Event]]:
        _refuse_if_over(state)
        verb, number, direction = parse_notation(action.notation)
        prompt = self.prompts(state)[0]
        if seat != prompt.seat:
            turn = prompt.kind == "turn"
            raise IllegalAction(say("animacule-not-your-turn" if turn else "animacule-not-your-decision",
                                    waiting=flow.waiting(state)))
        needed = ANSWERS.get(verb, "turn")
        if needed != prompt.kind:
            if prompt.kind == "fight":
                raise IllegalAction(say("animacule-in-a-fight"))
            if prompt.kind == "mate":
                raise IllegalAction(say("animacule-answer-offer-first"))
            if needed == "fight":
                raise IllegalAction(say("animacule-no-fight"))
            raise IllegalAction(say("animacule-no-offer"))
        events: list[Event] = []
        new = copy_state(state)
        if prompt.kind == "turn":
            assert direction is not None
            reason = turn_refusal(new, seat, verb, number, direction)
            if reason is not None:
                raise IllegalAction(reason)
            a = find_animacule(new, seat, number)
            assert a is not None
            _TURN_ACTIONS[verb](new, seat, a, direction, events)
        elif verb == "continue":
            fight_on(new, seat, events)
        elif verb == "retreat":
            retreat(new, events)
        elif verb == "accept":
            accept(new, seat, events)
        else:
            decline(new, events)
        return new, events

    def resign(self, state: AnimaculeState, seat: int) -> tuple[AnimaculeState, list[Event]]:
        _refuse_if_over(state)
        if not 0 <= seat < len(state.players):
            raise IllegalAction(say("engine-no-seat", seat=seat))
        if seat in state.eliminated:
            raise IllegalAction(say("animacule-already-out", name=state.players[seat]))
        new = copy_state(state)
        events = [Event("resign", Phrase.of("animacule-resigns", name=new.players[seat]), {"seat": seat})]
        flow.resign(new, seat, events)
        return new, events

    def skip(self, state: AnimaculeState, seat: int | None = None) -> tuple[AnimaculeState, list[Event]]:
        _refuse_if_over(state)
        owner = self.prompts(state)[0].seat
        if seat is not None and seat != owner:
            raise IllegalAction(say("animacule-owes-nothing", name=state.players[seat], waiting=flow.waiting(state)))
        new = copy_state(state)
        events: list[Event] = []
        pending = new.pending
        if pending is None:
            passed = Phrase.of("animacule-turn-passed", name=new.players[new.turn])
            events.append(Event("skip", passed, {"seat": new.turn}))
            flow.advance(new, events)
        elif pending["kind"] == "fight":
            events.append(Event("skip", Phrase.of("animacule-skip-fight"), {"seat": pending["seat"]}))
            retreat(new, events)
        else:
            events.append(Event("skip", Phrase.of("animacule-skip-mate"), {"seat": pending["seat"]}))
            decline(new, events, passed=True)
        return new, events

    def result(self, state: AnimaculeState) -> Result:
        return flow.result(state)

    def places(self, state: AnimaculeState) -> list[int]:
        """Tribes still alive first (all of them, tied, after a stalemate), then the others by when
        they died out, the last to go best; tribes gone at once tie."""
        fell = dict(zip(state.eliminated, state.fell, strict=True))
        return places_by([(0, fell[seat]) if seat in fell else (1, 0) for seat in range(len(state.players))])

    def bot_action(self, state: AnimaculeState, seat: int, rng: random.Random) -> Action:
        return choose_action(state, seat, rng)

    def standing(self, state: AnimaculeState) -> list[float]:
        return standing(state)

    def status(self, state: AnimaculeState, seat: int | None) -> list[str]:
        return status_lines(state, seat)

    def brief_status(self, state: AnimaculeState) -> list[str]:
        return status_lines(state, None, pieces=False)

    def view(self, state: AnimaculeState, seat: int | None) -> dict[str, JSON]:
        return view_data(state, seat)

    def dump(self, state: AnimaculeState) -> dict[str, JSON]:
        return dump_state(state)

    def load(self, data: dict[str, JSON]) -> AnimaculeState:
        return load_state(data, self.checked_options)


def _refuse_if_over(state: AnimaculeState) -> None:
    if is_over(state):
        raise IllegalAction(say("engine-game-over", summary=flow.result(state).summary))


ENGINE = AnimaculeEngine()
