"""The engine contract every game implements, and the small types it speaks in.

Engines are synchronous and deterministic. A decision a player owes mid-turn is part of
the saved state (a prompt), never a coroutine in memory, so a restart loses nothing.
Engines never mutate the state they are given: `apply` returns a new one.

Players are identified by seat: 0 .. len(players) - 1, in turn order.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

from messages import DEFAULT_LANGUAGE, reader_language, reading, say
from messages.compiled import MissingVariable
from rules.phrases import Phrase, Said, said_to_json, worded, words_from_json

# A value json.dumps accepts. Read-only containers, so a list[int] or a dict[str, str] is JSON too; a
# TypedDict (a state's part, a view's) is JSON only through `as_json`, since mypy reads its values as object.
JSON = None | bool | int | float | str | Sequence["JSON"] | Mapping[str, "JSON"]


def as_json(typed: object) -> JSON:
    """A value built of JSON parts that mypy cannot see as JSON (a TypedDict, or a list of them)."""
    return cast(JSON, typed)

State = TypeVar("State")


BACK = "back"  # the notation of the choice that widens a narrowed menu again, in every game with menus


class IllegalAction(ValueError):
    """A refused action; the message is shown to the player as is, so it names what was
    wrong and what is allowed ("Animacule 3 cannot move north: the board ends there")."""


class CorruptState(ValueError):
    """A saved state that cannot be loaded."""


@dataclass(frozen=True)
class Prompt:
    """A decision owed now. `kind` is a stable key ("turn", "fight", "mate", ...);
    `text` tells the player what is asked, addressed to them without their name
    ("your turn: move, attack or reproduce"): the table puts the name in front.
    `task` says the same to everyone else, as what the player is awaited to do, in the
    infinitive ("answer alice's attack on amoeba 6"): the table writes "waiting for bob to …".
    Both are read in the channel (the ping line carries `text`), so neither holds a secret.
    Both are given as words or phrases (rules/phrases.py) and read in the reader's language."""

    seat: int
    kind: str
    words: Said
    task_words: Said = ""

    @property
    def text(self) -> str:
        return worded(self.words)

    @property
    def task(self) -> str:
        return worded(self.task_words)

    @property
    def awaited(self) -> str:
        """What the seat is awaited to do, in the third person's infinitive."""
        return self.task or say("engine-awaited-prompt", kind=self.kind)


@dataclass(frozen=True)
class Action:
    """Something a player does, written in the game's short notation ("move 3 n").

    `notation` is canonical: parsing it gives back an equal action. `label` is the
    human wording for buttons and autocomplete ("Move 3 north"), in the reader's language (given
    as a phrase, it is worded only when shown: bots list thousands of actions and read none). `tone`
    marks the yes and no answers of a decision ("accept", "retreat") so they can be told apart."""

    notation: str
    label_words: Said = ""
    tone: str = "neutral"  # neutral, yes or no

    @property
    def label(self) -> str:
        return worded(self.label_words)

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True)
class Event:
    """Something that happened, in words a player reads in the log. Every die roll is an
    event (or part of one) with the number in `data` and in `text`.

    A secret event (a card drawn into a hand) names the one seat that may read it in `only`;
    everyone else reads `public` instead ("alice drew a Predator card"), or nothing when
    `public` is empty. The table stores the whole event and shows each reader their version.

    The words are a phrase (rules/phrases.py), worded in the reader's language each time `text` is
    read; the stored JSON keeps the phrase beside its words in one language (`to_json`), and an event
    stored before phrases has the English words alone."""

    kind: str
    words: Said
    data: dict[str, JSON] = field(default_factory=dict)
    only: int | None = None
    public_words: Said = ""
    # The words as already worded, by language: a post reads each event several times (its summary,
    # its alt text, the log), and a stored event brings the words it was stored with.
    text_in: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    public_in: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    stored_in: str = field(default=DEFAULT_LANGUAGE, compare=False, repr=False)  # the language of those words

    @property
    def text(self) -> str:
        return worded_once(self.words, self.text_in, self.stored_in)

    @property
    def public(self) -> str:
        return worded_once(self.public_words, self.public_in, self.stored_in)

    def seen_by(self, seat: int | None) -> Event | None:
        """This event as `seat` (None: a spectator) may read it; None if they may not read it at all."""
        if self.only is None or self.only == seat:
            return self
        return Event(self.kind, self.public_words, text_in=self.public_in, stored_in=self.stored_in) \
            if self.public_words else None

    def to_json(self, language: str = DEFAULT_LANGUAGE) -> dict[str, JSON]:
        """The event as a log or a state stores it: its phrases, and their words in `language` (English
        unless said: the log's in the server's language, which its board post reads them in, so that a post
        words each event once), which `language` names unless English. Should a phrase no longer word (its
        message changed since the event was stored), the words it was stored with, in their own language."""
        text, public = self._words_in(language)
        if language not in self.text_in or (public and language not in self.public_in):
            language = self.stored_in  # a phrase read its stored words: both are kept in that language
            text, public = self._words_in(language)
        data: dict[str, JSON] = {"kind": self.kind, "text": text, "data": self.data}
        if language != DEFAULT_LANGUAGE:
            data["language"] = language
        if not isinstance(self.words, str):
            data["said"] = as_json(said_to_json(self.words))
        if self.only is not None:
            data["only"], data["public"] = self.only, public
            if not isinstance(self.public_words, str):
                data["public_said"] = as_json(said_to_json(self.public_words))
        return data

    def _words_in(self, language: str) -> tuple[str, str]:
        with reading(language):
            return self.text, self.public if self.only is not None else ""

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Event:
        kind, text, payload, only = data["kind"], data["text"], data.get("data", {}), data.get("only")
        language = data.get("language", DEFAULT_LANGUAGE)
        if not (isinstance(kind, str) and isinstance(text, str) and isinstance(payload, Mapping)
                and (only is None or isinstance(only, int)) and isinstance(language, str)):
            raise CorruptState(f"not an event: {data!r}")
        public_text = str(data.get("public", ""))
        try:
            words = words_from_json(data.get("said", text))
            public = words_from_json(data.get("public_said", public_text))
        except ValueError as error:
            raise CorruptState(f"not an event: {error}") from None
        return cls(kind, words, dict(payload), only, public, {language: text},
                   {language: public_text} if public_text else {}, language)


def worded_once(said: Said, kept: dict[str, str], stored_in: str = DEFAULT_LANGUAGE) -> str:
    """`said` in the reader's language, worded once per language and kept in `kept`. A stored phrase
    whose message is gone or asks for other variables (a catalogue changed since it was stored) reads
    the words stored with it, in their language (`stored_in`), rather than fail a whole log; those are
    not kept as the reader's, so that what is kept by a language is in that language."""
    language = reader_language()
    found = kept.get(language)
    if found is None:
        try:
            found = worded(said)
        except (LookupError, MissingVariable):
            if stored_in not in kept:
                raise
            return kept[stored_in]
        kept[language] = found
    return found


@dataclass(frozen=True)
class Result:
    """Whether the game is over, who won, and how it ended in words (or a phrase), read in the reader's
    language as `summary`."""

    over: bool
    winners: tuple[int, ...] = ()
    summary_words: Said = ""

    @property
    def summary(self) -> str:
        return worded(self.summary_words)


@dataclass(frozen=True)
class GameOption:
    """A rule variant chosen when the game is created, for a rulebook gap that players
    may reasonably read the other way. `choices` lists every allowed value."""

    name: str
    default: str
    choices: tuple[str, ...]
    help: str


TIMEOUT_POLICIES = ("skip", "bot", "wait")


class Engine(ABC, Generic[State]):
    """The contract every game answers. Two rules bind every engine beyond the signatures:

    - `view`, `status` and every event's public text never let anyone compute a future die
      roll or card: the generator's seed and draw count, and the order of a face-down deck,
      stay out of them (tests/rules/test_contract.py checks every registered game).
    - `parse` refuses any malformed input in constant time: numbers are read with
      rules.notation.bounded_number, bounded before anything is built from them.
    """

    key: str  # "animacule"
    # The game's name in English; `title` reads it in the reader's language, as its publisher named it
    # there (the message `game-title`, where the catalogue knows the game).
    english_title: str  # "Animacule Apocalypse"
    min_players: int
    max_players: int
    seat_colours: tuple[str, ...]  # colour names, seat 0 first; the renderer maps them
    options: tuple[GameOption, ...] = ()
    # What the table does when a prompt's deadline passes: "skip" answers it as an admin's
    # skip would, "bot" lets the seat's AI play that one decision, "wait" only reminds.
    on_timeout: str = "skip"
    # A game with secrets (hands of cards): move buttons go privately to the player who
    # owes the prompt, and replays wait for the end.
    secret: bool = False
    secret_words: Said = Phrase.of("engine-secret-cards")  # what a seat's secrets are called, in its private look
    # The least gain in reward (0 to 1) the strong bot's search must show, on top of its proof, before it
    # plays another move than the heuristic bot's (rules/search.py): where `standing` only roughly guides,
    # a small but steady gain is the standing's bias rather than a better move.
    search_least_gain: float = 0.0

    @property
    def title(self) -> str:
        return say("game-title", key=self.key, english=self.english_title)

    @property
    def secret_name(self) -> str:
        return worded(self.secret_words)

    @abstractmethod
    def new(self, players: list[str], options: dict[str, str], seed: int) -> State:
        """Set the game up for these player names (seat order) with the RNG inside."""

    def setup_events(self, state: State) -> list[Event]:
        """What setting up rolled or decided (who goes first), for the first board and the log."""
        return []

    @abstractmethod
    def prompts(self, state: State) -> list[Prompt]:
        """Who must decide now and what; empty once the game is over."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action `seat` may take now (empty if it owes nothing)."""

    @abstractmethod
    def parse(self, state: State, seat: int, text: str) -> Action:
        """Read typed notation; IllegalAction names the mistake and the accepted forms."""

    @abstractmethod
    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Carry out a legal action, returning a new state; IllegalAction otherwise."""

    def play(self, state: State, seat: int, text: str) -> tuple[str, State, list[Event]]:
        """A typed or pressed move read and carried out: the notation the log keeps, the new state and
        its events, exactly as `parse` then `apply` give them (the table's path for a member's move).
        An engine whose `parse` already does part of `apply`'s work to check the move does it once here."""
        action = self.parse(state, seat, text)
        after, events = self.apply(state, seat, action)
        return action.notation, after, events

    @abstractmethod
    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """The seat leaves the game for good (resignation, or an admin's kick)."""

    @abstractmethod
    def skip(self, state: State, seat: int | None = None) -> tuple[State, list[Event]]:
        """Pass `seat`'s open prompt (None: the first open prompt) with its most passive answer,
        for an admin's skip or a deadline that passed; IllegalAction if that seat owes nothing."""

    @abstractmethod
    def result(self, state: State) -> Result: ...

    def places(self, state: State) -> list[int] | None:
        """Each seat's finishing place once the game is over (1 is best, equal places tie), for
        statistics and ratings; None when the game only names its winners, and the table then
        places the winners first and every other seat next."""
        return None

    @abstractmethod
    def bot_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """A legal, sensible action for an AI seat that owes a prompt."""

    def search_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """The move the strong bot's search starts from, orders its choices by and plays on with
        (rules/search.py): the heuristic bot's, unless the game tuned figures for the search apart."""
        return self.bot_action(state, seat, rng)

    def standing(self, state: State) -> list[float]:
        """How well each seat stands now, as a number from 0 to 1 (a rough share of the chance to win),
        read only from what every seat may see: the strong bot's estimate where its look-ahead stops
        (rules/search.py), and the easy bot's greed unless the game gives a rougher `glance`
        (rules/levels.py). By default every seat stands equal."""
        players = self.view(state, None)["players"]
        assert isinstance(players, list), "a view lists the players"
        seated = len(players)
        return [1 / seated] * seated

    def glance(self, state: State) -> list[float]:
        """How well each seat stands at a beginner's glance, as `standing` does: what the easy bot is
        greedy on (rules/levels.py). A game whose standing reads far ahead gives a rougher one here, so
        that one step of greed on it stays a beginner's play. By default the standing itself."""
        return self.standing(state)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """A world `seat` cannot tell from the real one, for a search to play on: whatever the seat
        cannot see dealt again at random consistently with what it has seen (a game with secrets
        overrides this), and the generator reseeded with `seed`, so no future die or draw is known."""
        data = self.dump(state)
        data["rng"] = [seed, 0]
        return self.load(data)

    def joined(self, earlier: Event, later: Event) -> Event | None:
        """The one event that says both, where two events in a row say one thing together (a bot's
        newborns placed a hex at a time: one line listing every hex); None to keep both. Posts join
        each run of events this way; the log keeps every event. By default nothing is joined."""
        return None

    @abstractmethod
    def status(self, state: State, seat: int | None) -> list[str]:
        """Lines describing the position as `seat` (None: a spectator) may see it."""

    def brief_status(self, state: State) -> list[str]:
        """The status as a spectator reads it, for those who read only its lines that are not indented
        (the round first, then each seat's standing: a board's alt text): a game whose indented lines
        (a seat's pieces, one by one) take long to word may leave them out here."""
        return self.status(state, None)

    def private_lines(self, state: State, seat: int) -> list[str]:
        """What only `seat` may see (its own cards), line by line, for its private look; a game with
        secrets says so even while the seat holds nothing yet. Empty in a game without secrets."""
        return []

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        """The state as `seat` (None: a spectator) may see it: hidden things removed."""

    @abstractmethod
    def dump(self, state: State) -> dict[str, JSON]:
        """The full state as JSON, with a `schema_version` and the generator as `rng`: [seed, draws]."""

    def reseeded(self, state: State, seed: int) -> State:
        """`state` with its generator seeded anew from `seed`, its draws counted from zero: what
        comes next can no longer be worked out from what came before (a take-back's fresh dice).
        Games with a draw pile whose order nobody has seen shuffle it too."""
        data = self.dump(state)
        data["rng"] = [seed, 0]
        return self.load(data)

    def chance_used(self, before: State, after: State) -> bool:
        """Whether going from `before` to `after` drew on chance or showed anyone something
        they did not know (a die, a shuffle, a card drawn): such a move cannot be taken back
        without everyone's consent. Games that reveal hidden things without a draw override it."""
        return bool(self.dump(before)["rng"] != self.dump(after)["rng"])

    def shown_secrets(self, before: State, after: State) -> bool:
        """Whether going from `before` to `after` showed a player's secret to the others (a hand
        revealed at the game's end, a card shown by a rule). Nothing can return a game past that:
        it would go on with cards its rivals have read. Games with secrets override it."""
        return False

    @abstractmethod
    def load(self, data: dict[str, JSON]) -> State:
        """The inverse of dump; CorruptState if the data does not make a valid state."""

    def checked_setup(self, players: list[str], options: dict[str, str]) -> dict[str, str]:
        """Check the players and options `new` was given; the options with defaults filled in.
        IllegalAction names what is wrong and what is allowed."""
        if not self.min_players <= len(players) <= self.max_players:
            raise IllegalAction(say("engine-player-count", game=self.title, least=self.min_players,
                                    most=self.max_players, count=len(players)))
        if len({name.lower() for name in players}) != len(players):
            raise IllegalAction(say("engine-names-differ"))
        return self.checked_options(options)

    def checked_options(self, options: dict[str, str]) -> dict[str, str]:
        """The options with defaults filled in; IllegalAction names an unknown option or value."""
        known = {option.name: option for option in self.options}
        chosen = {name: option.default for name, option in known.items()}
        for name, value in options.items():
            option = known.get(name)
            if option is None:
                raise IllegalAction(say("engine-no-option", game=self.title, option=_cut(name),
                                        options=", ".join(known) or say("engine-none")))
            if value not in option.choices:
                raise IllegalAction(say("engine-option-values", option=name, values=", ".join(option.choices),
                                        value=_cut(value)))
            chosen[name] = value
        return chosen

    def find_legal(self, state: State, seat: int, action: Action) -> Action:
        """The legal action with this notation, or IllegalAction listing what is allowed."""
        legal = self.legal_actions(state, seat)
        for candidate in legal:
            if candidate.notation == action.notation:
                return candidate
        shown = ", ".join(a.notation for a in legal[:12]) + (" …" if len(legal) > 12 else "")
        raise IllegalAction(say("engine-not-allowed", move=action.notation, allowed=shown or say("engine-nothing")))


def shares(amounts: list[float]) -> list[float]:
    """Each seat's share of the amounts (all equal when there is nothing yet): a standing from a count."""
    total = sum(amounts)
    return [a / total for a in amounts] if total > 0 else [1 / len(amounts)] * len(amounts)


def _cut(text: str, limit: int = 40) -> str:
    """A user's input quoted back, cut short (rules.notation.excerpt says the same, one level up)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
