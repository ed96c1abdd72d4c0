"""Why a typed action is refused: a sentence naming the rule that forbids it, and what is allowed."""

from __future__ import annotations

from rules.base import Action
from rules.notation import excerpt, is_number
from rules.soup.attacks import reaction_obstacle, target_obstacle
from rules.soup.data import (
    BLOCKER,
    DIR_WORD,
    DIRS,
    GENE_ORDER,
    GENES,
    MAX_AMOEBAS,
    NEIGHBOUR,
    SQUARE_SET,
    START_SPACES,
    UPGRADES,
)
from rules.soup.division import division_cost, division_obstacle
from rules.soup.environment import owed
from rules.soup.genes import purchase_obstacles
from rules.soup.movement import can_afford_move
from rules.soup.state import (
    COLOUR_INDEX,
    ISLAND,
    Ask,
    MoveTask,
    Reaction,
    State,
    Task,
    amoeba,
    amoeba_name,
    find_amoeba,
    has_gene,
    living_amoebas,
    player_count,
    player_name,
)
from rules.soup.steps import carry_limit


def _not_a_space(sq: str) -> str:
    if sq == ISLAND:
        return f"{sq} is not a soup space ({ISLAND} is the compass island)."
    return f"`{excerpt(sq)}` is not a space of the soup."


def _which_way(st: State, seat: int, task: MoveTask, words: list[str], acts: list[Action]) -> str:
    """Why a typed answer to "which way does amoeba 3 go" is refused, and the ways the dice offer,
    each as it is typed (`move north`, or `/soup move direction:north`; `stay`)."""
    num = task["num"]
    sq = amoeba(st, seat, num)["sq"]
    verb = "escape" if task["kind"] == "escape" else "move"
    ways = [a.notation.split()[1] for a in acts]
    offered = [f"`{verb} {DIR_WORD[w]}` (to {NEIGHBOUR[sq][w]})" for w in ways if w != "none"]
    offered += [f"`stay` (on {sq})"] if "none" in ways else []
    choose = f" Amoeba {num} may go: {', '.join(offered)}."
    way = words[1] if len(words) > 1 else None
    if words[:1] in (["dir"], ["move"], ["escape"]) and way in DIRS and NEIGHBOUR[sq][way] is None:
        return f"Amoeba {num} cannot go {DIR_WORD[way]}: {BLOCKER[sq][way]} is in the way.{choose}"
    if words[:1] in (["move"], ["escape"]) and way is None:
        return f"The dice leave amoeba {num} a choice: name the way.{choose}"
    if words in (["stay"], ["dir", "none"]):
        return f"The dice do not let amoeba {num} stay on {sq}.{choose}"
    if words[:1] not in (["dir"], ["move"], ["escape"]):
        return f"`{excerpt(' '.join(words))}` is not allowed now: the compass die left the way to you.{choose}"
    return f"The dice do not offer that.{choose}"


def _unbuyable(st: State, seat: int, words: list[str], allowed: str) -> str:
    key = words[1]
    if key not in GENES:
        return f"There is no gene called '{excerpt(key)}'. Genes: {', '.join(GENE_ORDER)}."
    gene, owned = GENES[key], st["genes"][seat]
    obstacles = purchase_obstacles(st, seat, key)
    if "owned" in obstacles:
        return f"You already own {gene.name}."
    if "upgraded" in obstacles:
        held = next(adv for adv in UPGRADES[key] if adv in owned)
        return f"You hold {GENES[held].name}, so you may not buy {gene.name} again."
    if obstacles:  # every requirement at once, so a player knows all that stands in the way
        lowers = " or ".join(GENES[low].name for low in gene.replaces)
        unmet = {
            "sold-out": "every copy in this game is owned by someone",
            "no-lower": f"it is bought by handing in {lowers}, which you do not own",
            "lower-too-new": f"you must hold {lowers} for a full round first",
            "price": f"it costs {gene.price} BP and you have {st['bp'][seat]}",
        }
        return f"You cannot buy {gene.name}: {'; '.join(unmet[o] for o in obstacles)}."
    if gene.advanced and len(words) >= 4:
        return f"Hand in a gene you have held for a round: {allowed}."
    return f"You cannot buy {gene.name} now. Allowed: {allowed}."


def _undividable(st: State, seat: int, sq: str) -> str:
    if sq not in SQUARE_SET:
        return _not_a_space(sq)
    cost = division_cost(st, seat)
    return {
        "tribe-full": f"All {MAX_AMOEBAS} of your amoebas are already on the board.",
        "short-of-bp": f"You have {st['bp'][seat]} BP; a new amoeba costs {cost}.",
        "own-there": f"{sq} already holds one of your amoebas.",
        "no-amoeba": "You have no amoeba left to divide (option empty_tribe is 'out').",
    }.get(division_obstacle(st, seat, sq) or "", f"{sq} does not border any of your amoebas.")


def _unattackable(st: State, seat: int, task: Task, words: list[str], tail: str) -> str:
    colour = words[1]
    if colour not in COLOUR_INDEX or not is_number(words[2]) or len(words[2]) > 2:
        return f"Name the target as colour and number, e.g. `attack blue 3`.{tail}"
    target = COLOUR_INDEX[colour], int(words[2])
    if task["t"] == "amoeba":  # Struggle for Survival
        aggression, attacker = False, task["num"]
    elif task["t"] == "attack" and task["phase"] == 1:  # Struggle for Survival once more (Persistence)
        aggression, attacker = False, task["att"][1]
    elif len(words) == 5 and words[3] == "with" and is_number(words[4]) and len(words[4]) <= 2:
        aggression, attacker = True, int(words[4])
    else:
        aggression, attacker = True, next((num for num, _a in living_amoebas(st, seat)), 0)
    obstacle = target_obstacle(st, seat, attacker, target, aggression)
    if obstacle == "gone" and find_amoeba(st, *target) is None:
        return f"There is no {colour} amoeba {target[1]} on the board."
    if obstacle == "gone":
        return f"You have no amoeba {attacker} on the board.{tail}"
    if obstacle == "itself":
        return f"An amoeba cannot attack itself.{tail}"
    if obstacle == "armor":
        return f"{amoeba_name(st, *target)} has Armor: it cannot be attacked in phase 1."
    if obstacle == "own":
        return "Aggression attacks another player's amoeba, not your own."
    return f"{amoeba_name(st, *target)} is not on the same space as your attacker.{tail}"


def refusal_reason(st: State, seat: int, canon: str, ask: Ask) -> str:
    _seat, kind, _text, acts = ask
    words = canon.split()
    verb = words[0] if words else ""
    allowed = ", ".join(a.notation for a in acts[:12]) + (" …" if len(acts) > 12 else "")
    tail = f" Allowed: {allowed}."
    task = st["stack"][-1]
    if kind == "buy" and verb == "buy" and len(words) >= 2:
        return _unbuyable(st, seat, words, allowed)
    if kind == "divide" and verb == "divide" and len(words) >= 2:
        return _undividable(st, seat, words[1])
    if kind == "place" and verb == "place" and len(words) >= 2:
        sq = words[1]
        if sq not in SQUARE_SET:
            return _not_a_space(sq)
        return f"{sq} already holds an amoeba: at the start every amoeba needs a space of its own."
    if kind == "start" and verb == "start" and len(words) >= 2:
        spaces = START_SPACES[player_count(st)]
        if not is_number(words[1]) or len(words[1]) > 2 or int(words[1]) not in spaces:
            return f"Start spaces are {', '.join(map(str, spaces))}."
        if int(words[1]) not in st["ladder"]:  # a free space with more words after it
            return f"Name the start space alone, as `start {int(words[1])}`."
        owner = st["ladder"].index(int(words[1]))
        return f"Space {words[1]} is taken by {player_name(st, owner)}'s marker."
    if kind == "move":
        assert task["t"] == "amoeba"
        num = task["num"]
        sq = amoeba(st, seat, num)["sq"]
        if verb == "move":
            if not can_afford_move(st, seat):
                return f"You have no BP: moving amoeba {num} costs 1 BP. Drift instead."
            if has_gene(st, seat, "movement-2") and len(words) == 1:
                return f"With Movement II you choose the direction: {allowed}."
            if len(words) > 1 and not has_gene(st, seat, "movement-2"):
                return "Without Movement II the direction is rolled: type `move`."
            if len(words) > 1 and words[1] in DIRS and NEIGHBOUR[sq][words[1]] is None:
                return f"Amoeba {num} cannot move {DIR_WORD[words[1]]}: {BLOCKER[sq][words[1]]} is in the way."
        if verb == "stay":
            return "Only a tribe with Holding may stay put instead of drifting."
    if kind == "direction":
        assert task["t"] == "move"
        return _which_way(st, seat, task, words, acts)
    if kind == "feed" and verb == "eat":
        assert task["t"] == "amoeba"
        return f"That is not a meal amoeba {task['num']} can eat here.{tail}"
    if kind == "carry" and verb == "carry":
        assert task["t"] == "step"
        return f"Take at most {carry_limit(st)} cubes that lie on {task['from']}.{tail}"
    if kind == "defect":
        assert task["t"] == "defect"
        if verb == "pay" and len(words) > 2 and is_number(words[2]):
            k = int(words[2])
            if k > st["bp"][seat]:
                return f"You have {st['bp'][seat]} BP."
            if k > owed(task):
                return f"You owe {owed(task)} points: pay at most {owed(task)} BP."
            return "Pay at least 1 BP."
        if verb == "give" and len(words) > 2:
            g = words[2]
            if g not in GENES:
                return f"There is no gene called '{excerpt(g)}'."
            if g not in st["genes"][seat]:
                return f"You do not own {GENES[g].name}."
            return f"{GENES[g].name} lowers your mutation total: giving it up cannot pay a defect."
    if kind == "defend" and verb in ("defend", "escape"):
        assert task["t"] == "attack"
        dseat = task["def"][0]
        reaction: Reaction = "defend" if verb == "defend" else "escape"
        gene = GENES["defense" if verb == "defend" else "escape"].name
        obstacle = reaction_obstacle(st, task, reaction)
        if obstacle == "no-gene":
            return f"Your tribe has no {gene} gene."
        if obstacle in ("tried", "used"):
            return f"You have already used {gene} this {'attack' if obstacle == 'tried' else 'round'}."
        if obstacle == "no-bp":
            return f"You have no BP to pay for {gene}."
        if has_gene(st, dseat, "movement-2") and len(words) == 1:
            return f"With Movement II you choose the direction: {allowed}."
    if kind in ("attack", "retry", "aggress") and verb == "attack" and len(words) >= 3:
        return _unattackable(st, seat, task, words, tail)
    return f"`{excerpt(canon)}` is not allowed now.{tail}"
