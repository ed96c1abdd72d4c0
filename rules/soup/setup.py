"""Setting a game up: the starting state, the roll for the order of the ladder start spaces,
the start spaces, then every player's two first amoebas."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event
from rules.deck import Deck
from rules.notation import is_number
from rules.phrases import Phrase, listed
from rules.rng import Rng
from rules.soup.data import (
    CARDS,
    CUBES_PER_COLOUR,
    CUBES_PER_SPACE,
    GENE_ORDER,
    GENES,
    MAX_AMOEBAS,
    SQUARES,
    START_BP,
    START_SPACES,
)
from rules.soup.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    Ask,
    PlaceTask,
    SetupTask,
    StartTask,
    State,
    add_amoeba,
    amoeba_name,
    highlight_ladder_spaces,
    not_a_space,
    player_and_colour,
    player_count,
    player_name,
    pop_task,
    push_task,
    roll_dice,
    run_seat_queue,
    seats_highest_on_ladder_first,
    seats_lowest_on_ladder_first,
)
from rules.soup.words import card_words


def new_state(players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
    """The state before anything is rolled, and the event that turned the first environment card."""
    n = len(players)
    rng = Rng(seed)
    deck = Deck.shuffled(sorted(CARDS), rng)
    first = deck.draw()
    if first is None:
        raise ValueError("the environment deck holds no card at setup")
    cubes = {sq: [CUBES_PER_SPACE if c < n else 0 for c in range(4)] for sq in SQUARES}
    supply = [CUBES_PER_COLOUR - (CUBES_PER_SPACE * len(SQUARES) if c < n else 0) for c in range(4)]
    st: State = {
        "schema_version": SCHEMA_VERSION,
        "game": GAME_KEY,
        "players": list(players),
        "options": options,
        "rng": rng.to_json(),
        "round": 0,
        "phase": "setup",
        "ladder": [None] * n,
        "biological_points": [START_BP] * n,
        "genes": [{} for _ in range(n)],
        "pool": {g: GENES[g].copies(n) for g in GENE_ORDER},
        "amoebas": [[None] * MAX_AMOEBAS for _ in range(n)],
        "cubes": cubes,
        "supply": supply,
        "deck": deck.to_json(),
        "card": first,
        "used": [{"defense": False, "escape": False, "aggression": False} for _ in range(n)],
        "resigned": [False] * n,
        "stack": [{"type": "setup"}],
        "over": False,
        "winners": [],
        "summary": "",
        "last_card": False,
        "intro": [],
        "highlight": [],
        "highlight_ladder": [],
    }
    return st, [Event("card", Phrase.of("soup-first-card", card=card_words(CARDS[first])), {"card": first})]


def run_start_order_roll(st: State, task: SetupTask, ev: list[Event]) -> bool:
    contenders = list(range(player_count(st)))
    totals: dict[int, int] = {}
    order: list[int] = []
    groups = [contenders]
    while groups:
        group = groups.pop(0)
        if len(group) == 1:
            order.append(group[0])
            continue
        for seat in group:
            dice = roll_dice(st, 2)
            totals[seat] = sum(dice)
            ev.append(
                Event(
                    "roll",
                    Phrase.of("soup-start-roll", player=player_and_colour(st, seat), first=dice[0], second=dice[1],
                              total=sum(dice)),
                    {"seat": seat, "dice": dice, "purpose": "start"},
                )
            )
        by_total: dict[int, list[int]] = {}
        for seat in group:
            by_total.setdefault(totals[seat], []).append(seat)
        tied = [by_total[t] for t in sorted(by_total, reverse=True)]
        for sub in tied:
            if len(sub) > 1:
                ev.append(
                    Event("tie", Phrase.of("soup-tie", players=listed([player_name(st, s) for s in sub])),
                          {"seats": sub})
                )
        groups = tied + groups
    ev.append(
        Event(
            "order",
            Phrase.of("soup-start-order", players=", ".join(player_name(st, s) for s in order)),
            {"order": order},
        )
    )
    pop_task(st)
    # stack is LIFO: second amoebas (descending), first amoebas (ascending), then the ladder choice
    push_task(st, {"type": "place", "order": "highest_first", "damage": 0, "queue": None})
    first_damage = 1 if player_count(st) == 4 else 0
    push_task(st, {"type": "place", "order": "lowest_first", "damage": first_damage, "queue": None})
    return push_task(st, {"type": "start", "queue": order})


def start_space_refusal(st: State, space: int) -> str | None:
    """Why the ladder start marker cannot go on `space` now, None when it can: the choice lists the
    spaces it allows, a refused `start` names what stops it."""
    spaces = START_SPACES[player_count(st)]
    if space not in spaces:
        return say("soup-start-spaces", spaces=", ".join(map(str, spaces)))
    if space in st["ladder"]:
        return say("soup-start-taken", space=space, name=player_name(st, st["ladder"].index(space)))
    return None


def start_refusal(st: State, words: list[str]) -> str:
    """Why typed `start …` is not a start space on offer."""
    typed = words[1]
    space = int(typed) if is_number(typed) and len(typed) <= 2 else 0  # 0 is no start space
    return start_space_refusal(st, space) or say("soup-start-alone", space=space)


def ask_start_space(st: State, task: StartTask) -> Ask:
    seat = task["queue"][0]
    free = [k for k in START_SPACES[player_count(st)] if start_space_refusal(st, k) is None]
    acts = [Action(f"start {k}", Phrase.of("soup-start-label", space=k)) for k in free]
    return seat, "start", Phrase.of("soup-start-prompt", spaces=", ".join(map(str, free))), acts


def answer_start_space(st: State, task: StartTask, seat: int, words: list[str], ev: list[Event]) -> None:
    space = int(words[1])
    st["ladder"][seat] = space
    highlight_ladder_spaces(st, space)
    task["queue"].pop(0)
    ev.append(Event("start", Phrase.of("soup-start-chosen", name=player_name(st, seat), space=space),
                    {"seat": seat}))


def run_placement(st: State, task: PlaceTask, ev: list[Event]) -> bool:
    if task["queue"] is None:
        task["queue"] = (
            seats_lowest_on_ladder_first(st) if task["order"] == "lowest_first" else seats_highest_on_ladder_first(st)
        )
    return run_seat_queue(st, task, ev)


def _placing(task: PlaceTask) -> list[int]:
    """The seats still to place an amoeba, drawn from the ladder when the task first ran."""
    queue = task["queue"]
    assert queue is not None, "placing before the order is drawn"
    return queue


def _occupied(st: State) -> set[str]:
    return {a["space"] for tribe in st["amoebas"] for a in tribe if a is not None}


def _space_refusal(occupied: set[str], sq: str) -> str | None:
    if sq in occupied:
        return say("soup-place-occupied", square=sq)
    return not_a_space(sq)


def placement_refusal(st: State, sq: str) -> str | None:
    """Why a starting amoeba cannot be placed on `sq`, None when it can: the choice lists the spaces
    this allows, a refused `place` names what stops it."""
    return _space_refusal(_occupied(st), sq)


def ask_placement(st: State, task: PlaceTask) -> Ask:
    seat = _placing(task)[0]
    occupied = _occupied(st)
    acts = [Action(f"place {sq}", Phrase.of("soup-place-label", square=sq))
            for sq in SQUARES if _space_refusal(occupied, sq) is None]
    which = "first" if task["order"] == "lowest_first" else "second"
    return seat, "place", Phrase.of("soup-place-prompt", which=which, damage=task["damage"]), acts


def answer_placement(st: State, task: PlaceTask, seat: int, words: list[str], ev: list[Event]) -> None:
    sq = words[1]
    num = add_amoeba(st, seat, sq, damage=task["damage"], moved=False)
    _placing(task).pop(0)
    ev.append(Event("place", Phrase.of("soup-placed", amoeba=amoeba_name(st, seat, num, first=True), square=sq,
                                       damage=task["damage"]), {"seat": seat, "sq": sq}))
