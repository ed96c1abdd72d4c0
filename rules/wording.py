"""Small pieces of English every game's texts share: counts with their nouns, verbs that agree
with a count, ordinals and possessives."""

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
    owed = "; ".join(say("engine-waiting-for", name=name, task=task) for name, task in waiting)
    return say("engine-not-your-decision", waiting=owed)


def noun_for(count: int, noun: str, many: str | None = None) -> str:
    """The noun as a count of it needs: `army` for 1, `armies` for any other count."""
    return noun if count == 1 else many or plural_of(noun)


def plural(count: int, noun: str, many: str | None = None) -> str:
    """`1 amoeba`, `3 amoebas`, `2 armies`, `4 infected`: a count with its noun (`many`: an
    irregular plural)."""
    return f"{count} {noun_for(count, noun, many)}"


def ordinal(n: int) -> str:
    """A whole number as a place or a rank: `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`,
    `21st`, `22nd`, `101st`, `111th` (the teens take `th` in every hundred)."""
    last_two = abs(n) % 100
    suffix = "th" if 11 <= last_two <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(last_two % 10, "th")
    return f"{n}{suffix}"


def a_or_an(noun: str) -> str:
    """The noun with its indefinite article, by its first letter: `a Cold seep`, `an Abyssal plain`."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def given_passive_answer(name: str, notation: str) -> Phrase:
    """The log line of a decision answered for a player by its most passive answer (a timeout or an
    admin's skip): the same words in every game, the answer shown as the command it is."""
    return Phrase.of("engine-given-passive-answer", name=name, move=notation)


def agree(count: int, one: str, many: str) -> str:
    """The verb form for a count: agree(1, "is", "are") -> "is"."""
    return one if count == 1 else many


def counted(count: int, noun: str, one_verb: str, many_verb: str, many: str | None = None) -> str:
    """A count, its noun and a verb agreeing with it: `1 supply is`, `2 supplies are`."""
    return f"{plural(count, noun, many)} {agree(count, one_verb, many_verb)}"


def listed(words: Sequence[str]) -> str:
    """Words as a sentence lists them: "A", "A and B", "A, B and C"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def possessive(noun: str) -> str:
    """`the zombies'`, `the infected's`, `Ann's`: a word ending in s takes the apostrophe alone."""
    return f"{noun}'" if noun.endswith("s") else f"{noun}'s"


def clean_name(name: str, fallback: str = "Player") -> str:
    """A member's name fit to seat at a table: control, format and line or paragraph separator
    characters become spaces, runs of space become one, and it is cut to NAME_LIMIT characters."""
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") else c for c in name)
    cleaned = " ".join(kept.split())[:NAME_LIMIT].strip()
    return cleaned or fallback
