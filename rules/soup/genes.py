"""Phase 3: buying genes, an advanced gene by handing in a lower one held for a full round."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.data import GENE_ORDER, GENES, UPGRADES
from rules.soup.state import Ask, State, Task, pay_bp, player_name


def _buy_options(st: State, seat: int) -> list[tuple[str, str | None]]:
    """(gene, lower gene handed in) pairs the player may buy now."""
    owned = st["genes"][seat]
    found: list[tuple[str, str | None]] = []
    for key in GENE_ORDER:
        gene = GENES[key]
        if st["pool"].get(key, 0) <= 0 or key in owned or gene.price > st["bp"][seat]:
            continue
        if any(adv in owned for adv in UPGRADES[key]):
            continue
        if gene.advanced:
            lowers = [low for low in gene.replaces if low in owned and owned[low] < st["round"]]
            found.extend((key, low) for low in lowers)
        else:
            found.append((key, None))
    return found


def _buy_notation(st: State, seat: int, key: str, lower: str | None) -> str:
    if lower is None:
        return f"buy {key}"
    held = [low for low in GENES[key].replaces if low in st["genes"][seat]]
    return f"buy {key}" if len(held) <= 1 else f"buy {key} for {lower}"


def ask_buy_genes(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    acts = []
    for key, lower in _buy_options(st, seat):
        gene = GENES[key]
        extra = f", hand in {GENES[lower].name}" if lower else ""
        acts.append(Action(_buy_notation(st, seat, key, lower), f"Buy {gene.name} ({gene.price} BP{extra})"[:80]))
    acts.append(Action("done", "Buy nothing more", "no"))
    return seat, "buy", f"buy genes ({st['bp'][seat]} BP), or done.", acts


def answer_buy_genes(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
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
