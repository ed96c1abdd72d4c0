"""Apocalyte: the pure rules engine.

Two to five players share the standard world map against the Apocalytes, which the engine plays
itself; everyone wins or loses together. After the territories are dealt (or drafted) and every
player has placed their extra armies at once, one of six scenarios is revealed and set up. Then
each round the Apocalytes take their turn (growing, moving, fighting, as the scenario says) and
every player still holding armies takes theirs: two new armies, up to two movements, combat.

The state is a plain JSON dict:
  players, options, rng             names in seat order, the chosen options, the generator [seed, draws]
  phase                             draft, place, apocalytes, turn or over
  round, scenario                   the round (the Apocalytes open each one); the scenario once revealed
  armies, apoc, supplies            per territory: each seat's armies, the Apocalytes, the supply counters
  marks                             the special counters: mothership, portals, ground zeros, craters, sealed
  cure, meteorites, missile         Infection's cure parts, Meteor's meteorites and missile site
  draft, placing, extra             the setup: whose pick, extra armies left per seat, extra per territory
  apoc_turn                         what is left of the Apocalytes' turn (stages, movers, a pending quarantine)
  turn                              the player's turn (see turn.py)
  out, resigned                     per seat: no armies left; left the game
  highlight, arrows                 what the last action changed, for the board image
  over, won, summary, intro         the end, and the setup's events

The rules live beside this module:
  world.py, territories.py    the map, and reading typed territory names
  state.py                    constants, options and the queries every module shares
  difficulty.py               the levels of option `difficulty`: the rulebook's numbers, or harder ones
  setup.py, placement.py      dealing, the draft, supplies, placing armies, revealing the scenario
  scenario.py                 the main rules, as the base the scenarios change
  zombies.py … meteor.py      the six scenarios; scenarios.py finds the one in play
  dice.py                     Risk dice and re-rolls
  apocalytes.py               the Apocalytes' turn
  turn.py, movement.py        a player's turn; movements and the permissions they need
  asks.py, stages.py          the decisions owed, their wording and legal actions; each as a stage kind
                              of the shared decision runner (rules/decisions.py): answers, skips
  flow.py                     the course of the game
  notation.py                 reading typed notation
  status.py, serialise.py     what players see; loading a saved game
  bot.py                      the bot seats' choices

Interpretations of the rulebook's gaps are listed in docs/rules/apocalyte.md.
"""

from __future__ import annotations

import random

from messages import say
from rules.apocalyte import turn
from rules.apocalyte.asks import Asked, open_asks
from rules.apocalyte.bot import choose
from rules.apocalyte.flow import advance
from rules.apocalyte.notation import Command, read
from rules.apocalyte.placement import joined_placements
from rules.apocalyte.serialise import load_state
from rules.apocalyte.setup import new_state
from rules.apocalyte.stages import STAGES, TURN_KINDS, fit
from rules.apocalyte.standing import chance, share
from rules.apocalyte.state import (
    GAME_KEY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    SEAT_COLOURS,
    State,
    clear_highlight,
    event,
    seats,
    touch,
    who,
)
from rules.apocalyte.status import board_view, status_lines
from rules.apocalyte.world import CODES
from rules.base import JSON, Action, Event, IllegalAction
from rules.decisions import Open
from rules.dictengine import StagedEngine, copy_state, looked_up_as_applied
from rules.marks import keep_marks
from rules.phrases import Phrase, worded, words_from_json

Decision = Open[State, int]


class ApocalyteEngine(StagedEngine[State, int]):
    key = GAME_KEY
    english_title = "Apocalyte"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_colours = SEAT_COLOURS
    options = OPTIONS
    # A prompt left unanswered is passed: a permission refused, a quarantine declined, a turn played
    # in the most passive way (new armies spread, no movement, the compulsory combat rounds only).
    on_timeout = "skip"
    stages = STAGES

    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
        return new_state(players, options, seed)

    def settle(self, state: State, events: list[Event]) -> None:
        advance(state, events)

    # -- decisions: the shared runner's, with every seat placing at once at setup --

    def owing(self, state: State) -> list[Asked]:
        return open_asks(state)

    def awaited_name(self, state: State, seat: int) -> str:
        return who(state, seat)

    def _read(self, state: State, seat: int, text: str) -> tuple[Decision, Command]:
        decision = self.owed_by(state, seat)
        return decision, fit(decision.key, state, seat, read(text))

    def parse(self, state: State, seat: int, text: str) -> Action:
        decision, cmd = self._read(state, seat, text)
        decision.kind.apply(copy_state(state), seat, cmd.notation.split(), [])  # refuses what apply would refuse
        offered = next((a for a in decision.kind.actions(state, seat) if a.notation == cmd.notation), None)
        return offered or Action(cmd.notation, cmd.notation)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        decision, cmd = self._read(state, seat, action.notation)
        return self._carry_out(state, seat, decision, cmd)

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        # parse's check answers on a copy of the state: here that answer is the move itself
        decision, cmd = looked_up_as_applied(text, lambda typed: self._read(state, seat, typed),
                                             lambda read: read[1].notation)
        after, events = self._carry_out(state, seat, decision, cmd)
        return cmd.notation, after, events

    def _carry_out(self, state: State, seat: int, decision: Decision, cmd: Command,
                   marked: bool = True) -> tuple[State, list[Event]]:
        """The answer carried out on a copy and the game run on; `marked`: the board marks this
        answer alone (or, when it changes nothing there, keeps the marks it had), not also the
        answers before it."""
        st = copy_state(state)
        if marked:
            clear_highlight(st)
        ev: list[Event] = []
        decision.kind.apply(st, seat, cmd.notation.split(), ev)
        advance(st, ev)
        if marked:
            keep_marks(state, st, ("highlight", "arrows"))
        return st, ev

    def skips_on(self, start: State, skipped: Decision, after: State, following: Decision) -> bool:
        """A skip plays the seat's turn out passively to its end, within the round it began in."""
        return skipped.key in TURN_KINDS and following.key in TURN_KINDS and after["round"] == start["round"]

    def passed(self, state: State, seat: int, action: Action, first: bool) -> tuple[State, list[Event]]:
        """The board after a skip marks everything its passive answers did (cleared once, before the first)."""
        decision, cmd = self._read(state, seat, action.notation)
        if first:
            state = copy_state(state)
            clear_highlight(state)
        return self._carry_out(state, seat, decision, cmd, marked=False)

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction(say("engine-game-over", summary=worded(words_from_json(state["summary"]))))
        if seat not in seats(state) or state["resigned"][seat]:
            raise IllegalAction(say("apocalyte-refusal-seat-not-in-game"))
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        left = [c for c in CODES if st["armies"][c][seat]]
        for code in left:
            st["armies"][code][seat] = 0
        touch(st, *left)
        st["resigned"][seat] = st["out"][seat] = True
        st["placing"][seat] = 0
        event(ev, "resign", Phrase.of("apocalyte-resigns", name=who(st, seat)), seat=seat)
        active = [s for s in seats(st) if not st["resigned"][s]]
        if st["draft"] and st["draft"]["seat"] == seat and active:
            st["draft"]["seat"] = next((s for s in active if s > seat), active[0])
        playing = st["turn"]
        if playing and playing["seat"] == seat:
            playing["request"] = None
            turn.finish(st, ev)
        elif playing:
            turn.drop_from_request(st, seat, ev)
        advance(st, ev)
        return st, ev

    def winners(self, state: State) -> tuple[int, ...]:
        """The team wins together: every seat still in the game, or nobody."""
        return tuple(s for s in seats(state) if not state["resigned"][s]) if state["won"] else ()

    def bot_choice(self, state: State, seat: int, decision: Decision, rng: random.Random) -> Action:
        return choose(state, seat, rng, searched=False)

    def search_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """The bot with the figures self-play tuned for the strong bot's search (rules/apocalyte/bot.py)."""
        if self.decision_of(state, seat) is None:
            raise IllegalAction(say("engine-seat-owes-nothing"))
        return choose(state, seat, rng, searched=True)

    def standing(self, state: State) -> list[float]:
        """The team's chance to win (rules/apocalyte/standing.py), the same for every seat."""
        return [chance(state)] * len(state["players"])

    def glance(self, state: State) -> list[float]:
        """The team's share of the armies on the map against the Apocalytes', for every seat: the easy
        bot's greed, as before the fitted standing."""
        return [share(state)] * len(state["players"])

    # -- what players see --

    def joined(self, earlier: Event, later: Event) -> Event | None:
        return joined_placements(earlier, later)

    def status(self, state: State, seat: int | None) -> list[str]:
        return status_lines(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        return board_view(state)

    def load(self, data: dict[str, JSON]) -> State:
        return load_state(data)


ENGINE = ApocalyteEngine()
