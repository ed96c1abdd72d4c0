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

from rules.apocalyte.state import ROUNDS_PER_TERRITORY
from rules.apocalyte.territories import resolve, split_territories
from rules.base import IllegalAction
from rules.notation import excerpt, read_number

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
# When each verb applies, for a refusal of a command typed where the open prompt asks another
WHEN = {
    "pick": "drafts a territory at setup, in a game dealt by draft",
    "place": "places your extra armies at setup, or your new armies at the start of your turn",
    "move": "moves armies, in the movement part of your turn",
    "carry": "says how many supplies a movement carries, once its route and its armies are chosen",
    "back": "steps back out of the movement you are choosing",
    "attack": "fights the Apocalytes in a territory, in the combat part of your turn",
    "destroy": "attacks the mothership (Aliens scenario) at the end of your turn, when your armies share its "
               "territory and no aliens guard it",
    "close": "closes a portal (Demons scenario) at the end of your turn, where you have armies and the portal holds "
             "four supplies or more",
    "allow": "answers another player who asks your permission for a movement",
    "refuse": "answers another player who asks your permission for a movement",
    "quarantine": "answers Apocalytes coming into a territory of yours",
    "done": "finishes your movements, your combat or your turn",
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
        raise IllegalAction(f"`{excerpt(text)}` is too long for a move.")
    words = text.strip().strip("`").lower().replace(",", " ").split()
    if not words:
        raise IllegalAction("Type a move, e.g. `move 3 alaska kamchatka`, `attack ukraine` or `done`.")
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
    raise IllegalAction(f"`{excerpt(words[0])}` is not a move. Moves: {', '.join(VERBS)}.")


def _bare(verb: str, rest: list[str], word: str = "") -> Command:
    if rest:
        raise IllegalAction(f"`{verb}` takes nothing after it; `{excerpt(' '.join(rest))}` is extra.")
    return Command(verb, word=word)


def _quarantine(rest: list[str]) -> Command:
    if rest in ([], ["yes"]):
        return Command("quarantine", word="yes")
    if rest == ["no"]:
        return Command("quarantine", word="no")
    raise IllegalAction("Answer `quarantine yes` (roll to keep them out) or `quarantine no`.")


def _count(words: list[str], low: int, what: str) -> tuple[int | None, list[str]]:
    if words and _numberish(words[0]):
        return read_number(words[0], low, MAX_COUNT, what), words[1:]
    return None, words


def _pick(rest: list[str]) -> Command:
    if rest == ["auto"]:
        return Command("pick", word="auto")
    if not rest:
        raise IllegalAction("Name the territory you pick, e.g. `pick ural`, or `pick auto`.")
    return Command("pick", codes=(resolve(" ".join(rest)),))


def _place(rest: list[str]) -> Command:
    if rest == ["auto"]:
        return Command("place", word="auto")
    count, rest = _count(rest, 1, "number of armies")
    if not rest:
        raise IllegalAction("Name where the armies go, e.g. `place 3 ural`, or `place auto`.")
    return Command("place", count if count is not None else 1, (resolve(" ".join(rest)),))


def _move(rest: list[str]) -> Command:
    count, rest = _count(rest, 1, "number of armies")
    carry = None
    if "carry" in rest:
        cut = rest.index("carry")
        carry = _carry(rest[cut + 1:]).count
        rest = rest[:cut]
    codes = tuple(split_territories(rest, 3))
    if len(codes) == 1 and carry is not None:
        raise IllegalAction("Name where the armies go too, e.g. `move 3 alaska kamchatka carry 1`.")
    return Command("move", count, codes, carry)  # a count with a source alone starts there (flow.fit)


def _carry(rest: list[str]) -> Command:
    if rest in (["none"], ["nothing"]):
        return Command("carry", 0)
    if len(rest) != 1:
        raise IllegalAction("Say how many supplies to carry: `carry 0`, `carry 1` or `carry 2`.")
    return Command("carry", read_number(rest[0], 0, 2, "number of supplies"))


def _attack(rest: list[str]) -> Command:
    rounds, rest = _count(rest, 1, "number of combat rounds")
    if rounds is not None and rounds > ROUNDS_PER_TERRITORY:
        raise IllegalAction(f"At most {ROUNDS_PER_TERRITORY} combat rounds per territory each turn.")
    if not rest:
        raise IllegalAction("Name the territory to fight in, e.g. `attack 2 ukraine`.")
    return Command("attack", rounds or 1, (resolve(" ".join(rest)),))


def _close(rest: list[str]) -> Command:
    if not rest:
        raise IllegalAction("Name the portal to close, e.g. `close ukraine`.")
    return Command("close", codes=(resolve(" ".join(rest)),))
