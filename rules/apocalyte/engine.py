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
  asks.py, flow.py            the open prompts and legal actions; the course of the game and the handlers
  notation.py                 reading typed notation
  status.py, serialise.py     what players see; loading a saved game
  bot.py                      the bot seats' choices

Interpretations of the rulebook's gaps are listed in docs/rules/apocalyte.md.
"""

from __future__ import annotations

import random

from rules.apocalyte import turn
from rules.apocalyte.asks import Ask, legal, open_asks
from rules.apocalyte.bot import choose
from rules.apocalyte.flow import advance, answer, ask_of, fit
from rules.apocalyte.notation import Command, read
from rules.apocalyte.placement import PLACEMENT, REINFORCEMENT
from rules.apocalyte.serialise import load_state
from rules.apocalyte.setup import new_state
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
    turn_of,
    who,
)
from rules.apocalyte.status import board_view, status_lines
from rules.apocalyte.world import CODES
from rules.base import JSON, Action, Event, IllegalAction, Prompt
from rules.dictengine import DictEngine, copy_state, looked_up_as_applied
from rules.marks import keep_marks
from rules.tally import joined
from rules.wording import given_passive_answer, not_your_decision

TURN_KINDS = ("reinforce", "move", "combat", "end")
PASSIVE = {"draft": "pick auto", "place": "place auto", "reinforce": "place auto", "end": "done",
           "permission": "refuse", "quarantine": "quarantine no"}


class ApocalyteEngine(DictEngine[State]):
    key = GAME_KEY
    title = "Apocalyte"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    seat_colours = SEAT_COLOURS
    options = OPTIONS
    # A prompt left unanswered is passed: a permission refused, a quarantine declined, a turn played
    # in the most passive way (new armies spread, no movement, the compulsory combat rounds only).
    on_timeout = "skip"

    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
        return new_state(players, options, seed)

    def settle(self, state: State, events: list[Event]) -> None:
        advance(state, events)

    # -- prompts and actions --

    def prompts(self, state: State) -> list[Prompt]:
        return [Prompt(a.seat, a.kind, a.text, a.task) for a in open_asks(state)]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal(state, seat)

    def _read(self, state: State, seat: int, text: str) -> tuple[Ask, Command]:
        if state["over"]:
            raise IllegalAction(f"The game is over. {state['summary']}")
        if seat not in seats(state) or state["resigned"][seat]:
            raise IllegalAction("You are not playing in this game.")
        ask = ask_of(state, seat)
        if ask is None:
            raise IllegalAction(not_your_decision([(who(state, a.seat), a.task) for a in open_asks(state)]))
        return ask, fit(ask, read(text), state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        ask, cmd = self._read(state, seat, text)
        answer(copy_state(state), seat, ask, cmd, [])  # refuses here exactly what apply would refuse
        offered = next((a for a in legal(state, seat) if a.notation == cmd.notation), None)
        return offered or Action(cmd.notation, cmd.notation)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        ask, cmd = self._read(state, seat, action.notation)
        return self._carry_out(state, seat, ask, cmd)

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        # parse's check answers on a copy of the state: here that answer is the move itself
        ask, cmd = looked_up_as_applied(text, lambda typed: self._read(state, seat, typed),
                                        lambda read: read[1].notation)
        after, events = self._carry_out(state, seat, ask, cmd)
        return cmd.notation, after, events

    def _carry_out(self, state: State, seat: int, ask: Ask, cmd: Command) -> tuple[State, list[Event]]:
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        answer(st, seat, ask, cmd, ev)
        advance(st, ev)
        keep_marks(state, st, ("highlight", "arrows"))
        return st, ev

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction(f"The game is over. {state['summary']}")
        if seat not in seats(state) or state["resigned"][seat]:
            raise IllegalAction("That seat is not in the game.")
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        left = [c for c in CODES if st["armies"][c][seat]]
        for code in left:
            st["armies"][code][seat] = 0
        touch(st, *left)
        st["resigned"][seat] = st["out"][seat] = True
        st["placing"][seat] = 0
        event(ev, "resign", f"{who(st, seat)} leaves the game; their armies leave the board, their supplies stay.",
              seat=seat)
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

    def skip(self, state: State, seat: int | None = None) -> tuple[State, list[Event]]:
        asks = open_asks(state)
        if not asks:
            raise IllegalAction("Nothing is awaited now.")
        seat = asks[0].seat if seat is None else seat
        if seat not in seats(state):
            raise IllegalAction(f"There is no seat {seat} in this game.")
        if ask_of(state, seat) is None:
            raise IllegalAction(f"{who(state, seat)} owes no decision now.")
        st = copy_state(state)
        clear_highlight(st)
        ev: list[Event] = []
        started = st["round"]
        # A turn is played out passively to its end; any other prompt takes one passive answer.
        while (ask := ask_of(st, seat)) is not None:
            notation = _passive(st, seat, ask)
            event(ev, "skip", given_passive_answer(who(st, seat), notation), seat=seat, action=notation)
            answer(st, seat, ask, fit(ask, read(notation)), ev)
            advance(st, ev)
            following = ask_of(st, seat)
            if (ask.kind not in TURN_KINDS or following is None or following.kind not in TURN_KINDS
                    or st["round"] != started):
                break
        return st, ev

    def winners(self, state: State) -> tuple[int, ...]:
        """The team wins together: every seat still in the game, or nobody."""
        return tuple(s for s in seats(state) if not state["resigned"][s]) if state["won"] else ()

    def bot_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return _chosen(state, seat, rng, searched=False)

    def search_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """The bot with the figures self-play tuned for the strong bot's search (rules/apocalyte/bot.py)."""
        return _chosen(state, seat, rng, searched=True)

    def standing(self, state: State) -> list[float]:
        """The team's chance to win (rules/apocalyte/standing.py), the same for every seat."""
        return [chance(state)] * len(state["players"])

    def glance(self, state: State) -> list[float]:
        """The team's share of the armies on the map against the Apocalytes', for every seat: the easy
        bot's greed, as before the fitted standing."""
        return [share(state)] * len(state["players"])

    # -- what players see --

    def joined(self, earlier: Event, later: Event) -> Event | None:
        return joined((PLACEMENT, REINFORCEMENT), earlier, later)

    def status(self, state: State, seat: int | None) -> list[str]:
        return status_lines(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        return board_view(state)

    def load(self, data: dict[str, JSON]) -> State:
        return load_state(data)


def _chosen(st: State, seat: int, rng: random.Random, searched: bool) -> Action:
    """The bot's answer for a seat that owes one (rules/apocalyte/bot.py `choose`)."""
    if ask_of(st, seat) is None:
        raise IllegalAction("This seat owes no decision now.")
    return choose(st, seat, rng, searched)


def _passive(st: State, seat: int, ask: Ask) -> str:
    """The most passive answer to the seat's prompt."""
    if ask.kind == "move":
        return "back" if turn_of(st)["plan"] else "done"
    if ask.kind == "combat":
        owed = turn.owed(st, seat)
        return f"attack 1 {owed[0]}" if owed else "done"
    return PASSIVE[ask.kind]


ENGINE = ApocalyteEngine()
