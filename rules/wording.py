"""What every game's words share: the two sentences every staged game says alike (from the catalogue, in
the reader's language), counts with their English nouns for the operators' tools (cli/db.py), and a
member's name made fit to seat. A game's own sentences are its messages (messages/<lang>/<game>.ftl)."""

import unicodedata
from collections.abc import Sequence

from messages import say
from rules.phrases import Phrase

NAME_LIMIT = 32
# Nouns whose plural is the word itself ("1 infected", "3 infected").
SAME_IN_PLURAL = frozenset({"infected", "sheep", "fish"})


def plural_of(noun: str) -> str:
    """The plural of a noun (the last word of a phrase): `army` -> `armies`, `box` -> `boxes`."""
    head, _, last = noun.rpartition(" ")
    if last in SAME_IN_PLURAL:
        many = last
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        many = last[:-1] + "ies"
    elif last.endswith(("s", "x", "z", "ch", "sh")):
        many = last + "es"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def not_your_decision(waiting: Sequence[tuple[str, str]]) -> str:
    """The refusal of a move by a player who owes nothing now: whom the game waits for, each with
    what they are to do in the third person (`Ann (red) to buy genes`), in the reader's language."""
    owed = say("between-semicolon").join(say("engine-waiting-for", name=name, task=task) for name, task in waiting)
    return say("engine-not-your-decision", waiting=owed)


def noun_for(count: int, noun: str, many: str | None = None) -> str:
    """The noun as a count of it needs: `army` for 1, `armies` for any other count."""
    return noun if count == 1 else many or plural_of(noun)


def plural(count: int, noun: str, many: str | None = None) -> str:
    """`1 amoeba`, `3 amoebas`, `2 armies`, `4 infected`: a count with its noun (`many`: an
    irregular plural)."""
    return f"{count} {noun_for(count, noun, many)}"


def given_passive_answer(name: str, notation: str) -> Phrase:
    """The log line of a decision answered for a player by its most passive answer (a timeout or an
    admin's skip): the same words in every game, the answer shown as the command it is."""
    return Phrase.of("engine-given-passive-answer", name=name, move=notation)


def clean_name(name: str, fallback: str = "Player") -> str:
    """A member's name fit to seat at a table: control, format and line or paragraph separator
    characters become spaces, runs of space become one, and it is cut to NAME_LIMIT characters."""
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") else c for c in name)
    cleaned = " ".join(kept.split())[:NAME_LIMIT].strip()
    return cleaned or fallback
