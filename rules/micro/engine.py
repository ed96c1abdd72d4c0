"""µ (Micro): the pure rules engine, answering the contract of rules.base.

Two to four players raise prokaryote species on a shared hex map of habitats. The state is
a plain JSON dict typed as a TypedDict (state.py); the decisions owed are a stack of stages
(stack.py, stages.py).
The rules live beside this module, one job each:
  data.py       the components read from data/micro
  state.py      the state and the queries every module shares
  setup.py      rule 3: metabolisms, species, thresholds, habitats, homes, starting colonies
  flow.py       rounds, turns, each turn's uptake, the endings (rules 5, 15)
  turn.py       a turn's free and main actions (5.3, 5.4)
  nutrients.py  uptake, toxicity, additions (6, 7)
  traits.py     the evolution cards' fixed effects: mobility, limits, strength, toxicity
  life.py       starving, death, extinction, players out (8)
  growth.py     double, spore, move, evolve, Syntrophy's ride (9, 14.12)
  fights.py     attack, prey, Phage Warfare (10, 13.1, 14.17)
  powers.py     Toxic, Gene Shuffle, spores, Competence (14)
  exchange.py   exchanging habitats (11)
  species.py    new species, metabolism draws and changes, Pigments (9.6, 12, 13.5, 14.11)
  stages.py     every prompt's wording, choices and answers
  status.py     the board view and status lines
  serialise.py  checking a saved state: where its JSON becomes a State
  bot.py        the bot seats
The rules as we play them are docs/rules/micro.md; its numbers are cited in the modules.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from messages import say
from rules.base import JSON, Action, Event, IllegalAction, shares
from rules.decisions import Open
from rules.dictengine import StagedEngine, copy_state
from rules.marks import keep_marks
from rules.micro import flow, growth
from rules.micro.bot import choose
from rules.micro.serialise import load_state
from rules.micro.setup import new_state
from rules.micro.stack import owed, top
from rules.micro.stages import STAGES
from rules.micro.state import (
    GAME_KEY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    SEAT_COLOURS,
    TITLE,
    Stage,
    State,
    colonies_of_species,
    in_game,
    letter,
    species_of,
    who,
)
from rules.micro.status import board_view, status_lines
from rules.notation import excerpt
from rules.phrases import Phrase, worded, words_from_json
from rules.ranking import places_by

NOTATION_LIMIT = 200


class MicroEngine(StagedEngine[State, Stage]):
    key = GAME_KEY
    english_title = TITLE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_colours = SEAT_COLOURS
    options = OPTIONS
    # A missed decision takes its most passive answer: a turn passes (uptake already happened).
    on_timeout = "skip"
    stages = STAGES

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(state["winners"])

    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
        return new_state(players, options, seed)

    def settle(self, state: State, events: list[Event]) -> None:
        flow.settle(state, events)
        state["highlight"] = []  # the first board rings nothing: no move has been made yet

    # -- prompts and actions --

    def owed(self, state: State) -> tuple[str, Stage] | None:
        return owed(state)

    def awaited_name(self, state: State, seat: int) -> str:
        return worded(who(state, seat))

    def parse(self, state: State, seat: int, text: str) -> Action:
        notation = self._notation(state, seat, text)
        for action in self.legal_actions(state, seat):
            if action.notation == notation:
                return action
        self.apply(state, seat, Action(notation))  # refuses with the reason, or accepts a typed form
        return Action(notation, notation)

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        # apply reads only the notation, so the button parse would find changes nothing: no menu is built
        notation = self._notation(state, seat, text)
        after, events = self.apply(state, seat, Action(notation))
        return notation, after, events

    def _notation(self, state: State, seat: int, text: str) -> str:
        words = _words(text)
        stage = top(state)
        if stage is not None and stage["kind"] == "grow" and self.legal_actions(state, seat):
            words = growth.unnamed(state, stage["colony"], words)  # `double d5` is the button's `double`
        if stage is not None and stage["kind"] == "settle" and words[0] == "place":
            words = ["settle", *words[1:]]  # the starting colony is placed: `place d4` is the button's `settle d4`
        return " ".join(words)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        kind = self.owed_by(state, seat).kind
        st = copy_state(state)
        st["highlight"] = []
        ev: list[Event] = []
        words = _words(action.notation)
        kind.apply(st, st["stack"][-1], words, ev)  # the copy's own owed stage
        flow.settle(st, ev)
        keep_marks(state, st, ("highlight",))
        return st, ev

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction(say("engine-game-over", summary=worded(words_from_json(state["summary"]))))
        if not 0 <= seat < len(state["players"]) or state["resigned"][seat]:
            raise IllegalAction(say("micro-seat-not-in-game"))
        st = copy_state(state)
        st["highlight"] = []
        ev = [Event("resign", Phrase.of("micro-resign-event", player=who(st, seat)), {"seat": seat})]
        _remove_player(st, seat)
        flow.settle(st, ev)
        return st, ev

    def bot_choice(self, state: State, seat: int, decision: Open[State, Stage], rng: random.Random) -> Action:
        return choose(state, decision.part, rng)

    def standing(self, state: State) -> list[float]:
        """Each player's share of the biomass (rule 15.5 ranks by it first)."""
        return _shares_of(state, flow.biomass)

    def glance(self, state: State) -> list[float]:
        """The easy bot's glance: the share of the biomass that can eat where it stands, so that one
        step of greed does not settle a species where it starves in its first turn."""
        return _shares_of(state, flow.fed_biomass)

    # -- what players see --

    def status(self, state: State, seat: int | None) -> list[str]:
        return status_lines(state)

    def brief_status(self, state: State) -> list[str]:
        return status_lines(state, species=False)

    def places(self, state: State) -> list[int]:
        """Players still in the game by rule 15.5 (biomass, then colonies, species, evolution cards;
        still equal: tied); then the players out of the game (8.6) by when they went out, the later
        the better (out in the same turn: tied); then those who resigned without being out, tied."""
        playing = set(in_game(state))

        def standing(seat: int) -> tuple[int, ...]:
            if seat in playing:
                return 2, *flow.ranking_key(state, seat)
            if state["out"][seat]:
                return 1, *(state["fell"][seat] or (0, 0))  # no record: out before any recorded turn
            return (0,)
        return places_by([standing(seat) for seat in range(len(state["players"]))])

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        return board_view(state)

    def load(self, data: dict[str, JSON]) -> State:
        return load_state(data)


def _shares_of(state: State, biomass: Callable[[State, int], int]) -> list[float]:
    """Each player's share of `biomass` (one more for each player still in the game; none for one out)."""
    playing = in_game(state)
    return shares([1 + biomass(state, s) if s in playing else 0 for s in range(len(state["players"]))])


def _words(text: str) -> list[str]:
    if len(text) > NOTATION_LIMIT:
        raise IllegalAction(say("micro-too-long", move=excerpt(text)))
    words = text.strip().lower().split()
    if not words:
        raise IllegalAction(say("micro-empty-move"))
    return words


def _remove_player(st: State, seat: int) -> None:
    """Rule 15.6: everything of the seat leaves; decisions it owed are dropped."""
    st["resigned"][seat] = True
    for species in species_of(st, seat):
        for cid in colonies_of_species(st, species):
            col = st["colonies"].pop(cid)
            st["highlight"].append(col["hex"])
            for other in st["colonies"].values():
                if other["host"] == cid:
                    other["host"] = None
        for hab in st["habitats"].values():
            if hab["spore"] and hab["spore"][0] == letter(species):
                hab["spore"] = None
        sp = st["species"][species]
        st["galapagos"].extend(sp["cards"])
        st["column"].extend(sp["metabolism"])
        sp.update({"cards": [], "metabolism": [], "pigment": None, "extinct": True})
    for hab in st["habitats"].values():
        if hab["owner"] == seat:
            hab["owner"] = None
    st["spent"].extend(st["hands"][seat])
    st["hands"][seat] = []
    if st["stack"] and st["stack"][0]["kind"] == "turn" and st["stack"][0]["seat"] == seat:
        for stage in st["stack"]:
            if stage["kind"] == "place":
                st["spent"].append(stage["token"])
        st["stack"] = []
    for stage in st["stack"]:
        if stage["kind"] == "ride":
            stage["candidates"] = [c for c in stage["candidates"] if c in st["colonies"]]


ENGINE = MicroEngine()
