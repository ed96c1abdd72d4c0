"""Primordial Soup: the pure rules engine.

Three or four tribes of amoebas drift, move, eat each other's excretions, buy genes, divide
and die in a soup of 19 spaces around a compass island; markers climb a 50-space ladder and
the game ends at the Finish Zone (41+) or after the round that turns the last environment card.

The state is a plain JSON dict. Everything that still has to happen is a stack of small task
dicts (`state["stack"]`); the top task either works on its own (rolls, forced moves, phases)
or waits for one player's decision, which is the single open prompt. A defender's reaction
to an attack is a task pushed on top of the attacker's, so the game waits for the defender.

`state["highlight"]` lists the spaces the last action touched, together with everything the
engine then resolved on its own up to the next prompt (spaces left and entered, meals, attacks,
deaths, new amoebas; "c3", the compass island, when the environment card turned), and
`state["highlight_ladder"]` the ladder spaces markers left or reached, so the board image can
show the last move. Both start empty at every apply().

This module answers the engine contract of rules.base; the rules live beside it:
  state.py        the state's constants and the helpers every module shares
  tasks.py        the one registry of every task type's handlers (run, ask, answer)
  stages.py       the tasks on the shared decision runner (rules/decisions.py): the prompt the top
                  task waits in, every prompt's stage kind, its passive answer, and settling
  rounds.py       the phases of a round in order
  setup.py        the starting state, the roll for the start order, the first amoebas
  amoeba_turn.py  phase 1, one amoeba at a time: drift or move, then eat, attack or starve
  movement.py     an amoeba's own move or escape: rolled or chosen direction, Speed
  steps.py        every single step, drift included, with Holding and Tentacle
  feeding.py      meals, eating and starving
  attacks.py      Struggle for Survival and Aggression attacks, reactions and Persistence
  environment.py  phase 2: the environment card and gene defects
  genes.py        phase 3: buying genes
  division.py     phase 4: income and cell division
  deaths.py       dying, and phase 5's natural deaths
  aggression.py   phase 5: choosing an Aggression attack
  scoring.py      phase 6: the ladder, and the end of the game
  notation.py     reading typed notation
  refusals.py     why a typed action is not allowed
  serialise.py    checking a saved state when it is loaded
  status.py       what players see: the status lines and the board view
  words.py        the pieces its sentences are built of, as phrases of messages/*/soup.ftl (an amoeba,
                  cubes, a gene, a card), worded in the reader's language
  data.py         the board, genes, cards and tables read from data/soup
  bot.py          the bot seats' choices
  standing.py     how well each seat stands, for the strong bot (outlook.py: the numbers it weighs)
  glance.py       how well each seat stands at a beginner's glance, for the easy bot

Interpretations of the rulebook's gaps are listed in docs/rules/soup.md.
"""

from __future__ import annotations

import random

from messages import say
from rules.base import JSON, Action, Event, IllegalAction
from rules.decisions import Open
from rules.dictengine import StagedEngine, copy_state, looked_up_as_applied
from rules.marks import keep_marks
from rules.phrases import Phrase, worded
from rules.ranking import places_by
from rules.rng import Rng
from rules.soup.bot import choose
from rules.soup.data import CARDS, GENE_ORDER, GENES, MAX_AMOEBAS
from rules.soup.glance import glance
from rules.soup.notation import answer_to, canonical_notation
from rules.soup.refusals import refusal_reason
from rules.soup.serialise import load_state, saved_form
from rules.soup.setup import new_state
from rules.soup.stages import STAGES, Decision, owed, run_until_decision
from rules.soup.standing import standing
from rules.soup.state import (
    GAME_KEY,
    ISLAND,
    OPTIONS,
    SEAT_COLOURS,
    State,
    clear_highlight,
    highlight_ladder_spaces,
    highlight_spaces,
    living_amoebas,
    player_and_colour,
    player_count,
)
from rules.soup.status import board_view, status_lines

# The engine is ENGINE; rendering takes SEAT_COLOURS from here too.
__all__ = [
    "CARDS",
    "ENGINE",
    "GENES",
    "GENE_ORDER",
    "ISLAND",
    "SEAT_COLOURS",
    "SoupEngine",
]

class SoupEngine(StagedEngine[State, Decision]):
    key = GAME_KEY
    english_title = "Primordial Soup"
    min_players = 3
    max_players = 4
    seat_colours = SEAT_COLOURS
    options = OPTIONS
    stages = STAGES
    # Self-play: departures from the bot on small gains of the projected ladder (moving or drifting,
    # mostly) lost games; the standing is too rough a guide to trust them (docs/rules/soup.md).
    search_least_gain = 0.05

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(state["winners"])

    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
        return new_state(players, options, seed)

    def settle(self, state: State, events: list[Event]) -> None:
        run_until_decision(state, events)

    # -- prompts and actions --

    def owed(self, state: State) -> tuple[str, Decision] | None:
        return owed(state)

    def awaited_name(self, state: State, seat: int) -> str:
        return worded(player_and_colour(state, seat))

    def _lookup(self, state: State, seat: int, text: str) -> tuple[Open[State, Decision], Action]:
        """The decision `seat` owes and the action of it `text` stands for; refused, saying why, if none."""
        found = self.owed_by(state, seat)
        acts = found.kind.actions(state, found.part)
        canon = answer_to(found.key, canonical_notation(text), acts)
        for act in acts:
            if act.notation == canon:
                return found, act
        raise IllegalAction(refusal_reason(state, seat, canon, found.part.ask(state)))

    def parse(self, state: State, seat: int, text: str) -> Action:
        return self._lookup(state, seat, text)[1]

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return self._carry_out(state, *self._lookup(state, seat, action.notation))

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        found, act = looked_up_as_applied(
            text, lambda typed: self._lookup(state, seat, typed), lambda looked_up: looked_up[1].notation
        )
        after, events = self._carry_out(state, found, act)
        return act.notation, after, events

    def _carry_out(self, state: State, found: Open[State, Decision], act: Action) -> tuple[State, list[Event]]:
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        found.kind.apply(st, found.part.on(st), act.notation.split(), ev)
        run_until_decision(st, ev)
        # keep_marks reads any game's state: a dict, as Soup's is at run time
        keep_marks(state, st, ("highlight", "highlight_ladder"))
        return st, ev

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction(say("soup-resign-over"))
        if not 0 <= seat < player_count(state) or state["resigned"][seat]:
            raise IllegalAction(say("soup-resign-no-seat"))
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        highlight_spaces(st, *(a["space"] for _n, a in living_amoebas(st, seat)))
        highlight_ladder_spaces(st, st["ladder"][seat])
        st["resigned"][seat] = True
        st["ladder"][seat] = None
        for g in list(st["genes"][seat]):
            st["pool"][g] += 1
        st["genes"][seat] = {}
        st["amoebas"][seat] = [None] * MAX_AMOEBAS
        ev.append(Event("resign", Phrase.of("soup-resigns", player=player_and_colour(st, seat))))
        _sanitise_stack(st, seat)
        run_until_decision(st, ev)
        return st, ev

    def places(self, state: State) -> list[int]:
        """By the scoring ladder, furthest first: one marker per space, so no two players tie (Game
        End); players who resigned took their marker off and share the last place."""
        spaces = [-1 if mark is None else mark for mark in state["ladder"]]
        return places_by(spaces)

    def bot_choice(self, state: State, seat: int, decision: Open[State, Decision], rng: random.Random) -> Action:
        return choose(state, decision.part.ask(state), rng)

    def standing(self, state: State) -> list[float]:
        return standing(state)

    def glance(self, state: State) -> list[float]:
        return glance(state)

    # -- what players see --

    def status(self, state: State, seat: int | None) -> list[str]:
        return status_lines(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        return board_view(state, self.prompts(state))

    def dump(self, state: State) -> dict[str, JSON]:
        return saved_form(state)

    def load(self, data: dict[str, JSON]) -> State:
        return load_state(data)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """The environment cards still to come are face down for everyone: a search's world deals them
        in an order drawn from `seed` alone, so it never plays on (or is steered by) the real order."""
        world = super().determinize(state, seat, seed)
        rng = Rng.from_json(world["rng"])
        world["deck"]["draw"] = rng.shuffled(sorted(world["deck"]["draw"]))
        world["rng"] = rng.to_json()
        return world

    def reseeded(self, state: State, seed: int) -> State:
        st = super().reseeded(state, seed)
        rng = Rng.from_json(st["rng"])
        st["deck"]["draw"] = rng.shuffled(st["deck"]["draw"])  # the environment cards still to come
        st["rng"] = rng.to_json()
        return st


def _sanitise_stack(st: State, seat: int) -> None:
    """After `seat` resigned: drop every pending task that belongs to it, keep the rest going."""
    stack = st["stack"]
    for i, task in enumerate(stack):
        match task["type"]:
            case "start" | "place" | "phase_one" | "defect" | "buy" | "divide" | "aggression_choice":
                queue = task["queue"]
                if queue:
                    if queue[0] == seat:
                        if task["type"] == "defect":
                            task["debt"] = None
                        if task["type"] == "divide":
                            task["paid"] = False
                    task["queue"] = [s for s in queue if s != seat]
            case "amoeba" | "move" if task["seat"] == seat:
                del stack[i:]
                return
            case "attack" if task["attacker"][0] == seat or task["defender"][0] == seat:
                del stack[i:]
                return
            case "step":
                if task["seat"] == seat:
                    del stack[i:]
                    return
                task["followers"] = [f for f in task["followers"] if f[0] != seat]
                task["carry"] = [c for c in task["carry"] if c[0] != seat]
                if task["holders"]:
                    task["holders"] = [c for c in task["holders"] if c[0] != seat]
                if task["asked"] is not None and task["asked"][0] == seat:
                    task["asked"] = None
                    task["stage"] = "hold"


ENGINE = SoupEngine()
