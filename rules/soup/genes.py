"""Phase 3: buying genes, an advanced gene by handing in a lower one held for a full round."""

from __future__ import annotations

from rules.base import Action, Event
from rules.notation import excerpt
from rules.soup.data import GENE_ORDER, GENES, UPGRADES
from rules.soup.state import Ask, BuyTask, State, pay_bp, player_name


def purchase_obstacles(st: State, seat: int, key: str) -> tuple[str, ...]:
    """Every rule that stops `seat` buying gene `key` now, by name (none: they may): "owned", or
    "upgraded" (they hold its advanced gene), or any of "sold-out", "no-lower" (an advanced gene
    is bought by handing in a lower one they do not own), "lower-too-new" (held less than a full
    round) and "price"."""
    owned = st["genes"][seat]
    if key in owned:
        return ("owned",)
    if any(adv in owned for adv in UPGRADES[key]):
        return ("upgraded",)
    gene = GENES[key]
    found = []
    if st["pool"].get(key, 0) <= 0:
        found.append("sold-out")
    if gene.advanced and not any(low in owned for low in gene.replaces):
        found.append("no-lower")
    elif gene.advanced and not lowers_to_hand_in(st, seat, key):
        found.append("lower-too-new")
    if gene.price > st["bp"][seat]:
        found.append("price")
    return tuple(found)


def purchase_refusal(st: State, seat: int, words: list[str], allowed: str) -> str:
    """Why typed `buy …` is refused, from the obstacles the choice of genes is listed by: every
    requirement unmet at once, so a player knows all that stands in the way."""
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
    if obstacles:
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


def lowers_to_hand_in(st: State, seat: int, key: str) -> list[str]:
    """The lower genes `seat` may hand in for advanced gene `key`: those held for a full round."""
    owned = st["genes"][seat]
    return [low for low in GENES[key].replaces if low in owned and owned[low] < st["round"]]


def _buy_options(st: State, seat: int) -> list[tuple[str, str | None]]:
    """(gene, lower gene handed in) pairs the player may buy now."""
    found: list[tuple[str, str | None]] = []
    for key in GENE_ORDER:
        if purchase_obstacles(st, seat, key):
            continue
        if GENES[key].advanced:
            found.extend((key, low) for low in lowers_to_hand_in(st, seat, key))
        else:
            found.append((key, None))
    return found


def _buy_notation(st: State, seat: int, key: str, lower: str | None) -> str:
    if lower is None:
        return f"buy {key}"
    held = [low for low in GENES[key].replaces if low in st["genes"][seat]]
    return f"buy {key}" if len(held) <= 1 else f"buy {key} for {lower}"


def ask_buy_genes(st: State, task: BuyTask) -> Ask:
    seat = task["queue"][0]
    acts = []
    for key, lower in _buy_options(st, seat):
        gene = GENES[key]
        extra = f", hand in {GENES[lower].name}" if lower else ""
        acts.append(Action(_buy_notation(st, seat, key, lower), f"Buy {gene.name} ({gene.price} BP{extra})"[:80]))
    acts.append(Action("done", "Buy nothing more", "no"))
    return seat, "buy", f"buy genes ({st['bp'][seat]} BP), or done.", acts


def answer_buy_genes(st: State, task: BuyTask, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "done":
        task["queue"].pop(0)
        ev.append(Event("buy", f"{player_name(st, seat)} is done buying genes."))
        return
    key = words[1]
    gene = GENES[key]
    lower = words[3] if len(words) > 3 else next((low for low in gene.replaces if low in st["genes"][seat]), None)
    pay_bp(st, seat, gene.price)
    st["pool"][key] -= 1
    text = f"{player_name(st, seat)} buys {gene.name} for {gene.price} BP"
    if lower:
        del st["genes"][seat][lower]
        st["pool"][lower] += 1
        text += f", handing in {GENES[lower].name}"
    st["genes"][seat][key] = st["round"]
    ev.append(Event("buy", text + ".", {"seat": seat, "gene": key, "price": gene.price, "lower": lower}))
