"""Reading typed notation into a command, and writing the canonical notation back.

Territories may be typed as names, short forms or codes (see territories.py); the canonical
notation always uses the three-letter codes: `move 3 ala kam carry 1`.

  pick <t> | pick auto                    draft a territory
  place <n> <t> | place auto              extra armies at setup, new armies on a turn
  move <t>                                start a movement from a territory
  move [<n>] <from> [<through>] <to> [carry <k>]
  carry <k> | back | done
  attack [<rounds>] <t>                   (fight, research)
  destroy | close <t>                     the mothership; a portal
  allow | refuse                          a permission asked of you
  quarantine yes | quarantine no
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from messages import say
from rules.apocalyte.state import ROUNDS_PER_TERRITORY
from rules.apocalyte.territories import resolve, split_territories
from rules.base import IllegalAction
from rules.notation import as_typed, bounded_number, excerpt, is_number

MAX_TEXT = 160  # typed notation longer than this is refused before it is read
MAX_COUNT = 99_999  # far above any army count: a bound for reading, the rules check the real number

ALIASES = {
    "fight": "attack",
    "research": "attack",
    "yes": "allow",
    "accept": "allow",
    "no": "refuse",
    "deny": "refuse",
    "decline": "refuse",
    "end": "done",
    "pass": "done",
    "cancel": "back",
}
VERBS = ("pick", "place", "move", "carry", "back", "done", "attack", "destroy", "close", "allow", "refuse",
         "quarantine")


@dataclass(frozen=True)
class Command:
    verb: str
    count: int | None = None
    codes: tuple[str, ...] = ()
    carry: int | None = None
    word: str = ""  # auto, yes, no

    @property
    def notation(self) -> str:
        words = [self.verb]
        if self.word:
            words.append(self.word)
        if self.count is not None:
            words.append(str(self.count))
        words += self.codes
        if self.carry is not None:
            words += ["carry", str(self.carry)]
        return " ".join(words)


def _numberish(word: str) -> bool:
    return any(ch.isnumeric() for ch in word)


@lru_cache(maxsize=4096)
def read(text: str) -> Command:
    """The command typed; IllegalAction naming the mistake and the accepted forms. Kept for the
    notations that recur (the buttons', the bots'): an answer is read when it is checked against the
    decision owed and again by the stage kind that carries it out."""
    if len(text) > MAX_TEXT:
        raise IllegalAction(say("apocalyte-refusal-too-long", typed=excerpt(text)))
    words = text.strip().strip("`").lower().replace(",", " ").split()
    if not words:
        raise IllegalAction(say("apocalyte-refusal-no-move"))
    verb = ALIASES.get(words[0], words[0])
    rest = words[1:]
    readers: dict[str, Callable[[list[str]], Command]] = {
        "pick": _pick, "place": _place, "move": _move, "carry": _carry, "attack": _attack, "close": _close,
        "quarantine": _quarantine, "destroy": lambda r: _bare("destroy", r[1:] if r[:1] == ["mothership"] else r),
    }
    if verb in readers:
        return readers[verb](rest)
    if verb in VERBS:
        return _bare(verb, rest)
    raise IllegalAction(say("apocalyte-refusal-not-a-move", typed=excerpt(words[0]), moves=as_typed(VERBS)))


def _bare(verb: str, rest: list[str], word: str = "") -> Command:
    if rest:
        raise IllegalAction(say("apocalyte-refusal-extra", verb=verb, typed=excerpt(" ".join(rest))))
    return Command(verb, word=word)


def _quarantine(rest: list[str]) -> Command:
    if rest in ([], ["yes"]):
        return Command("quarantine", word="yes")
    if rest == ["no"]:
        return Command("quarantine", word="no")
    raise IllegalAction(say("apocalyte-refusal-quarantine-answer"))


def _count(words: list[str], low: int, what: str) -> tuple[int | None, list[str]]:
    if words and _numberish(words[0]):
        return _number(words[0], low, MAX_COUNT, what), words[1:]
    return None, words


def _number(word: str, low: int, high: int, what: str) -> int:
    """`word` as a whole number in [low, high]; the refusal names `what` (`armies`, `rounds`, `supplies`)
    and the range, in the reader's language."""
    number = bounded_number(word, low, high)
    if number is None:
        raise IllegalAction(say("apocalyte-refusal-out-of-range" if is_number(word) else "apocalyte-refusal-not-number",
                                typed=excerpt(word), what=what, low=low, high=high))
    return number


def _pick(rest: list[str]) -> Command:
    if rest == ["auto"]:
        return Command("pick", word="auto")
    if not rest:
        raise IllegalAction(say("apocalyte-refusal-pick-what"))
    return Command("pick", codes=(resolve(" ".join(rest)),))


def _place(rest: list[str]) -> Command:
    if rest == ["auto"]:
        return Command("place", word="auto")
    count, rest = _count(rest, 1, "armies")
    if not rest:
        raise IllegalAction(say("apocalyte-refusal-place-where"))
    return Command("place", count if count is not None else 1, (resolve(" ".join(rest)),))


def _move(rest: list[str]) -> Command:
    count, rest = _count(rest, 1, "armies")
    carry = None
    if "carry" in rest:
        cut = rest.index("carry")
        carry = _carry(rest[cut + 1:]).count
        rest = rest[:cut]
    codes = tuple(split_territories(rest, 3))
    if len(codes) == 1 and carry is not None:
        raise IllegalAction(say("apocalyte-refusal-move-where"))
    return Command("move", count, codes, carry)  # a count with a source alone starts there (flow.fit)


def _carry(rest: list[str]) -> Command:
    if rest in (["none"], ["nothing"]):
        return Command("carry", 0)
    if len(rest) != 1:
        raise IllegalAction(say("apocalyte-refusal-carry-how-many"))
    return Command("carry", _number(rest[0], 0, 2, "supplies"))


def _attack(rest: list[str]) -> Command:
    rounds, rest = _count(rest, 1, "rounds")
    if rounds is not None and rounds > ROUNDS_PER_TERRITORY:
        raise IllegalAction(say("apocalyte-refusal-rounds-most", rounds=ROUNDS_PER_TERRITORY))
    if not rest:
        raise IllegalAction(say("apocalyte-refusal-attack-where"))
    return Command("attack", rounds or 1, (resolve(" ".join(rest)),))


def _close(rest: list[str]) -> Command:
    if not rest:
        raise IllegalAction(say("apocalyte-refusal-close-where"))
    return Command("close", codes=(resolve(" ".join(rest)),))
