"""Reading typed notation: aliases, abbreviations and any order of colours, normalised towards
the canonical notation the legal actions are written in."""

from __future__ import annotations

from collections.abc import Sequence

from messages import say
from rules.base import Action, IllegalAction
from rules.grid import Direction
from rules.notation import bounded_number, excerpt, is_number
from rules.soup.data import CUBES_PER_COLOUR, GENE_ALIASES
from rules.soup.state import COLOUR_INDEX, SEAT_COLOURS, cubes_notation

MAX_BP = 999  # far above any tribe's BP: a bound for reading, the rules check the real amount
COLOUR_LETTERS = {c[0]: c for c in SEAT_COLOURS}
DIRECTION_LETTERS = {word: d.letter for d in Direction for word in (d.letter, d.word)}  # "north" and "n": "n"


def answer_to(kind: str, canon: str, offered: Sequence[Action]) -> str:
    """Typed canonical notation read as the answer the open prompt (of `kind`) takes, so each typed
    command reaches the button it stands for. Where a free choice of the compass die asks which way
    (the buttons "Go north", "Stay"), `move n` or `escape n` (`/soup move direction:north`) is
    `dir n`, `stay` is `dir none`, and `move` or `escape` alone is the one way offered, if only one
    is; to Speed's second move (the buttons "Move again", "Stop"), `stay` is `stop`."""
    verb, _, way = canon.partition(" ")
    if kind == "direction":
        if verb in ("move", "escape") and way:
            return f"dir {way}"
        if canon == "stay":
            return "dir none"
        ways = [a.notation for a in offered if a.notation.startswith("dir ") and a.notation != "dir none"]
        if canon in ("move", "escape") and len(ways) == 1:
            return ways[0]
    if kind == "again" and canon == "stay":
        return "stop"
    return canon


def _colour_word(word: str) -> str | None:
    if word in COLOUR_INDEX:
        return word
    return COLOUR_LETTERS.get(word)


def _gene_word(text: str) -> str | None:
    return GENE_ALIASES.get(text.strip().replace("_", "-"))


def _counted(digits: str, most: int, colour: str = "") -> int:
    """Typed digits as a count from 1 to `most`, of cubes of `colour`, or of BP where no colour is
    named; refused, saying why, otherwise."""
    number = bounded_number(digits, 1, most)
    if number is None:
        raise IllegalAction(say("soup-count-out-of-range", number=excerpt(digits), colour=colour or "bp", most=most))
    return number


def canonical_notation(text: str) -> str:
    """Normalise typed notation towards the canonical form (aliases, order of colours)."""
    words = text.strip().strip("`").lower().replace(",", " ").split()
    if not words:
        return ""
    verb = words[0]
    rest = words[1:]
    if verb in ("eat", "carry"):
        counts = [0, 0, 0, 0]
        victim = None
        i = 0
        while i < len(rest):
            w = rest[i]
            if w in ("parasite", "parasitise", "parasitize", "+") and i + 1 < len(rest):
                victim = _colour_word(rest[i + 1]) or rest[i + 1]
                i += 2
                continue
            colour = _colour_word(rest[i + 1]) if i + 1 < len(rest) else None
            if is_number(w) and colour:
                index = COLOUR_INDEX[colour]
                counts[index] += _counted(w, CUBES_PER_COLOUR, colour)
                if counts[index] > CUBES_PER_COLOUR:
                    raise IllegalAction(say("soup-cubes-per-colour", count=CUBES_PER_COLOUR))
                i += 2
                continue
            colour = _colour_word(w)
            if colour is None:
                if w in ("none", "nothing"):
                    i += 1
                    continue
                return " ".join(words)
            counts[COLOUR_INDEX[colour]] += 1
            i += 1
        if verb == "carry":
            return "carry none" if sum(counts) == 0 else f"carry {cubes_notation(counts)}"
        base = f"eat {cubes_notation(counts)}".strip()
        return base + (f" parasite {victim}" if victim else "")
    if verb in ("dir", "direction", "go"):
        if rest and rest[0] in ("none", "stay", "5", "nowhere"):
            return "dir none"
        return f"dir {DIRECTION_LETTERS.get(rest[0], rest[0])}" if rest else "dir"
    if verb in ("move", "escape"):
        return f"{verb} {DIRECTION_LETTERS.get(rest[0], rest[0])}" if rest else verb
    if verb == "buy":
        if not rest or rest[0] in ("none", "nothing"):
            return "done"
        if "for" in rest:
            i = rest.index("for")
            key, lower = _gene_word(" ".join(rest[:i])), _gene_word(" ".join(rest[i + 1 :]))
            return f"buy {key or ' '.join(rest[:i])} for {lower or ' '.join(rest[i + 1 :])}"
        return f"buy {_gene_word(' '.join(rest)) or ' '.join(rest)}"
    if verb in ("give", "giveup", "give-up"):
        if rest and rest[0] == "up":
            rest = rest[1:]
        return f"give up {_gene_word(' '.join(rest)) or ' '.join(rest)}"
    if verb == "pay":
        nums = [w for w in rest if is_number(w)]
        return f"pay bp {_counted(nums[0], MAX_BP)}" if nums else "pay bp"
    if verb == "attack" and len(rest) >= 2:
        colour = _colour_word(rest[0]) or rest[0]
        text = f"attack {colour} {rest[1]}"
        if len(rest) >= 4 and rest[2] == "with":
            text += f" with {rest[3]}"
        return text
    if verb == "fight":
        return "fight again"
    if verb in ("pass", "no", "none", "skip") and not rest:
        return "decline"
    if verb in ("yes",) and not rest:
        return "follow"
    if verb in ("finish", "end") and not rest:
        return "done"
    return " ".join(words)
