"""Reading typed notation: aliases and word order normalised towards the canonical notation
the legal actions are written in, and the checked reading of hexes and counts."""

from __future__ import annotations

from messages import say
from rules.base import IllegalAction
from rules.extinction.data import ACTION_NAMES, BARRIER_ORDER, BARRIERS, DECK_ORDER, HEX_SET
from rules.notation import bounded_number, excerpt, is_number

VERB_ALIASES = {
    "migrate": "move", "relocate": "move", "go": "move",
    "kill": "remove", "lose": "remove", "die": "remove",
    "attack": "compete", "capture": "compete",
    "swap": "change", "replace": "change",
    "pass": "done", "skip": "done", "stop": "done", "finish": "done", "end": "done", "none": "done",
    "choose": "take", "pick": "take",
}
FILLER = {"from", "to", "on", "onto", "in", "into", "with", "individuals", "individual", "newborns", "newborn",
          "and", "then", "card", "deck", "the", "of"}
# the notation's numbered verbs: the count goes first, then the hexes
COUNTED = ("place", "move", "add", "remove", "compete", "prey")

DECK_ALIASES = {key: key for key in DECK_ORDER}
DECK_ALIASES.update({
    "mobility": "habitat", "habitats": "habitat", "habitat&mobility": "habitat", "habitat-mobility": "habitat",
    "hm": "habitat", "repro": "reproduction", "reproduce": "reproduction", "multiplier": "reproduction",
    "environmental-tolerance": "tolerance", "tolerances": "tolerance", "defence": "defense",
    "prey-defense": "defense", "prey-defence": "defense", "barrier-crossing": "crossing", "barriers": "crossing",
    "barrier": "crossing", "cross": "crossing", "predator-type": "predator",
})
KIND_ALIASES = {key: key for key in BARRIER_ORDER}
KIND_ALIASES.update({b.plural: key for key, b in BARRIERS.items()})
ACTION_ALIASES = {key: key for key in ACTION_NAMES}
ACTION_ALIASES.update({"prey": "compete", "change": "genes", "gene": "genes", "move": "migrate",
                       "environmental": "environment", "place": "barrier"})


def canonical(text: str) -> list[str]:
    """The typed words, lower case, aliases replaced and counts put first: "migrate c5 to d7 3"
    reads as ["move", "3", "c5", "d7"]."""
    words = text.strip().strip("`").lower().replace(",", " ").replace("=", " ").split()
    if not words:
        return []
    verb = VERB_ALIASES.get(words[0], words[0])
    rest = [w for w in words[1:] if w not in FILLER] if len(words) > 2 else words[1:]
    if verb in COUNTED and rest:
        numbers = [w for w in rest if not ("a" <= w[0] <= "z")]  # hexes start with their row letter
        others = [w for w in rest if w not in numbers]
        rest = numbers + others
    if verb == "change":
        rest = [DECK_ALIASES.get("-".join(rest), "-".join(rest))] if rest else []
    if verb == "barrier" and rest:
        rest = [KIND_ALIASES.get(rest[0], rest[0]), *rest[1:]]
    if verb == "take":
        rest = [ACTION_ALIASES.get(w, w) for w in rest]
    return [verb, *rest]


def read_hex(word: str) -> str:
    """A hex of Darwinia, named like c5; IllegalAction otherwise."""
    if word in HEX_SET:
        return word
    raise IllegalAction(say("extinction-not-a-hex", word=excerpt(word)))


def read_count(word: str, high: int, what: str = "individuals") -> int:
    """A count of individuals (or of newborns: `what`) from 1 to `high`; refused, saying why, otherwise."""
    number = bounded_number(word, 1, max(high, 1))
    if number is None:
        raise IllegalAction(say("extinction-count-out-of-range" if is_number(word) else "extinction-not-a-count",
                                word=excerpt(word), what=what, high=max(high, 1)))
    return number


def expect(words: list[str], size: int, form: str) -> None:
    """Refuse a typed action with too few or too many words, showing the form it takes."""
    if len(words) != size:
        raise IllegalAction(say("extinction-write-it-as", form=form))
