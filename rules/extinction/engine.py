"""Extinction: the pure rules engine.

Two to four species of imaginary animals colonise the hex island of Darwinia and then, turn by
turn, spin for a pair of ecological actions: reproduce, suffer an environmental change, place a
barrier, migrate, compete and prey, change genes. Each species' genotype (six gene cards) is
secret: only its owner sees it, a prey defence shows one word in public, and every genotype is
revealed when the game ends, with the sole survivor or after the agreed number of rounds.

The state is a plain JSON dict, typed as state.State (saved JSON becomes one in serialise.py, once
checked). At most one decision is owed at a time, always by the player whose turn (or setup step)
it is: `state["step"]`. Long lists of choices are menus narrowed step by step (menus.py); typed
notation may give a whole action at once.

  state.py        the state's layout and type, options and the helpers every module shares
  data.py         the island, barriers, spinner, gene decks and environment deck (data/extinction)
  island.py       walking distances, reach across barriers, air pollution's reach
  vocabulary.py   the game's nouns as phrases, worded in the reader's language (messages/*/extinction.ftl)
  menus.py        long lists of choices as short menus
  notation.py     reading typed notation
  steps.py        what every kind of decision provides to the engine
  setup.py        the opening throw, colonisation, relocation, the first genotypes
  flow.py         turns, the spinner, rounds and the end of the game
  reproduce.py    Reproduce
  environment.py  Environmental Change, choosing who dies, Mild Season
  barrier.py      Place Barrier
  migrate.py      Migrate
  attack.py       Compete/Prey, with the prey defence shown in public
  genes.py        genotypes in words, and Change Genes
  moves.py        moving individuals between hexes, and menus of such moves
  fate.py         deaths and extinctions
  status.py       the view and the status lines: the only door to secrets
  secrets.py      what each seat may not see, for the tests that search every public output
  serialise.py    checking a saved state when it is loaded: where saved JSON becomes a State
  bot.py          the AI seats, which play from what their seat may know
  worlds.py       worlds a seat cannot tell from the real one, for the strong bot's search
  standing.py     each species' chance to win from what is public, for the strong bot's leaves

Interpretations of the rulebook's gaps are listed in docs/rules/extinction.md.
"""

from __future__ import annotations

import random

from messages import say
from rules.base import JSON, Action, Event, IllegalAction, shares
from rules.decisions import Open
from rules.dictengine import StagedEngine, copy_state, looked_up_as_applied
from rules.extinction.bot import choose
from rules.extinction.environment import LOSSES
from rules.extinction.flow import STAGES, STEPS, advance
from rules.extinction.menus import BACK, shown
from rules.extinction.migrate import MIGRATING
from rules.extinction.notation import canonical
from rules.extinction.reproduce import NEWBORNS
from rules.extinction.serialise import load_state
from rules.extinction.setup import COLONISING, RELOCATING, new_state
from rules.extinction.standing import standing as estimated_standing
from rules.extinction.state import (
    GAME_KEY,
    OPTIONS,
    SEAT_COLOURS,
    State,
    Step,
    clear_hex,
    cubes_of,
    name_of,
    player_count,
    population,
    score,
    shuffled,
)
from rules.extinction.status import board_view, own_lines, prompt_words, status_lines
from rules.extinction.steps import GROUP_VERBS, owed
from rules.extinction.worlds import sample_world
from rules.marks import keep_marks
from rules.notation import as_typed, excerpt
from rules.phrases import Phrase, worded
from rules.ranking import places_by
from rules.tally import joined_event

TALLIES = (COLONISING, RELOCATING, NEWBORNS, LOSSES, MIGRATING)  # steps answered a few hexes at a time


class ExtinctionEngine(StagedEngine[State, Step]):
    key = GAME_KEY
    english_title = "Extinction"
    min_players = 2
    max_players = 4
    seat_colours = SEAT_COLOURS
    options = OPTIONS
    # An absent player's required actions still have to happen, and happen sensibly: newborns
    # placed, losses chosen, a barrier put somewhere; the bot does that from the seat's own view.
    on_timeout = "bot"
    secret = True
    secret_words = Phrase.of("extinction-secret-name")
    stages = STAGES

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(state["winners"])

    def setup(self, players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
        return new_state(players, options, seed)

    def settle(self, state: State, events: list[Event]) -> None:
        advance(state, events)

    # -- prompts and actions --

    def owed(self, state: State) -> tuple[str, Step] | None:
        return owed(state)

    def unseated(self, state: State, seat: int) -> str | None:
        refusal = super().unseated(state, seat)
        if refusal is None and state["extinct"][seat]:
            return say("extinction-watching")
        return refusal

    def parse(self, state: State, seat: int, text: str) -> Action:
        return self._lookup(state, seat, text)

    def _lookup(self, state: State, seat: int, text: str) -> Action:
        step = self.owed_by(state, seat).part
        rules = STEPS[step["act"]]
        words = canonical(text)
        notation = " ".join(words)
        extras = rules.extras(state, step)
        for action in extras:
            if action.notation == notation:
                return action
        if notation == "back" and state["path"]:
            return BACK
        if len(words) == 2 and words[0] in GROUP_VERBS:
            for action, leads_to in shown(rules.menu(state, step), state["path"]):
                if leads_to is not None and action.notation == notation:
                    return action
            raise IllegalAction(say("extinction-not-on-menu", typed=excerpt(text), allowed=self._allowed(state, seat)))
        if not words or words[0] not in rules.verbs:
            asked = prompt_words(state)
            raise IllegalAction(say("extinction-not-a-move", typed=excerpt(text),
                                    asked=f"{worded(asked[0])} " if asked else "", allowed=self._allowed(state, seat)))
        return rules.read(state, step, words)

    def _allowed(self, state: State, seat: int) -> str:
        legal = self.legal_actions(state, seat)
        return say("extinction-allowed", moves=as_typed((a.notation for a in legal), most=10))

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return self._carry_out(state, self._lookup(state, seat, action.notation))

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        act = looked_up_as_applied(text, lambda typed: self._lookup(state, seat, typed), lambda a: a.notation)
        after, events = self._carry_out(state, act)
        return act.notation, after, events

    def _carry_out(self, state: State, act: Action) -> tuple[State, list[Event]]:
        st = copy_state(state)
        st["highlight"] = []
        st["moves"] += 1
        ev: list[Event] = []
        step = st["step"]
        assert step is not None, "_lookup refuses an action when no decision is owed"
        STAGES[step["act"]].apply(st, step, act.notation.split(), ev)
        advance(st, ev)
        keep_marks(state, st, ("highlight",))
        return st, ev

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction(say("extinction-over"))
        if not 0 <= seat < player_count(state) or state["resigned"][seat]:
            raise IllegalAction(say("extinction-seat-not-in-game"))
        st = copy_state(state)
        st["highlight"] = []
        st["moves"] += 1
        for h in list(cubes_of(st, seat)):
            clear_hex(st, h)
        st["resigned"][seat] = True
        ev = [Event("resign", Phrase.of("extinction-resigned", name=name_of(st, seat)), {"seat": seat})]
        advance(st, ev)
        return st, ev

    def bot_choice(self, state: State, seat: int, _decision: Open[State, Step], rng: random.Random) -> Action:
        return choose(state, seat, rng)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return sample_world(state, seat, seed)

    def standing(self, state: State) -> list[float]:
        """Each species' chance to win as its public features foretell it (rules/extinction/standing.py)."""
        return estimated_standing(state)

    def glance(self, state: State) -> list[float]:
        """A beginner's view: each living species' share of all the individuals on the island, crowded
        cubes counted as much as any, which the timed game does not score (docs/rules/extinction.md)."""
        return shares([0 if state["extinct"][seat] else population(state, seat) for seat in range(player_count(state))])

    # -- what players see --

    def joined(self, earlier: Event, later: Event) -> Event | None:
        return joined_event(TALLIES, earlier, later)

    def status(self, state: State, seat: int | None) -> list[str]:
        return status_lines(state, seat)

    def private_lines(self, state: State, seat: int) -> list[str]:
        return own_lines(state, seat)

    def places(self, state: State) -> list[int]:
        """Surviving species by score, highest first (Winning a Game: the next highest is second, and so
        on), then extinct species, the last to fall best, then players who left the game with their
        species; equal standings tie."""
        def standing(seat: int) -> tuple[int, int]:
            if state["extinct"][seat]:
                return 1, state["fell"][seat]
            return (0, 0) if state["resigned"][seat] else (2, score(state, seat))
        return places_by([standing(seat) for seat in range(player_count(state))])

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        return board_view(state, seat)

    def load(self, data: dict[str, JSON]) -> State:
        return load_state(data)

    def reseeded(self, state: State, seed: int) -> State:
        st = super().reseeded(state, seed)
        st["decks"] = {deck: shuffled(st, pile) for deck, pile in st["decks"].items()}  # gene cards to come
        st["environment"] = shuffled(st, st["environment"])
        return st

    def chance_used(self, before: State, after: State) -> bool:
        """A spin or a throw uses the generator; a gene or environment card drawn uses none, but shows a
        card. A prey announcement shows things too: the predator type, the defence words of the rivals
        in reach, and which rivals have none; taking it back would let the player unsee what was shown."""
        return (before["rng"] != after["rng"] or before["decks"] != after["decks"]
                or before["environment"] != after["environment"] or before["revealed"] != after["revealed"]
                or (_announced(after) and not _announced(before)))

    def shown_secrets(self, before: State, after: State) -> bool:
        """The genotypes revealed at the end, a predator type announced or defence words shown."""
        shown = any(now["predator"] not in (None, then["predator"]) or set(now["defense"]) - set(then["defense"])
                    for then, now in zip(before["revealed"], after["revealed"], strict=True))
        return (after["over"] and not before["over"]) or shown or (_announced(after) and not _announced(before))


def _announced(st: State) -> bool:
    """Whether a Compete/Prey action under way has announced its predator type."""
    step = st["step"]
    return bool(step and step["act"] == "compete" and step["announced"])


ENGINE = ExtinctionEngine()
