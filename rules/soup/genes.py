"""Phase 3: buying genes, an advanced gene by handing in a lower one held for a full round."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event
from rules.notation import excerpt
from rules.phrases import Phrase
from rules.soup.data import GENE_ORDER, GENES, UPGRADES
from rules.soup.state import Ask, BuyTask, State, pay_biological_points, player_name
from rules.soup.words import gene_words, label


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
    if gene.price > st["biological_points"][seat]:
        found.append("price")
    return tuple(found)


def purchase_refusal(st: State, seat: int, words: list[str], allowed: str) -> str:
    """Why typed `buy …` is refused, from the obstacles the choice of genes is listed by: every
    requirement unmet at once, so a player knows all that stands in the way."""
    key = words[1]
    if key not in GENES:
        return say("soup-no-such-gene-listed", gene=excerpt(key), genes=", ".join(GENE_ORDER))
    gene, owned = GENES[key], st["genes"][seat]
    name = str(gene_words(key))
    obstacles = purchase_obstacles(st, seat, key)
    if "owned" in obstacles:
        return say("soup-gene-owned", gene=name)
    if "upgraded" in obstacles:
        held = next(adv for adv in UPGRADES[key] if adv in owned)
        return say("soup-gene-upgraded", held=str(gene_words(held)), gene=name)
    if obstacles:
        named = [str(gene_words(low)) for low in gene.replaces]  # one lower gene, or two (Armor's)
        lowers = say("soup-either-gene", first=named[0], second=named[1]) if len(named) == 2 else "".join(named)
        bp = st["biological_points"][seat]
        unmet = [say("soup-gene-unmet", unmet=obstacle, lower=lowers, price=gene.price, bp=bp)
                 for obstacle in obstacles]
        return say("soup-cannot-buy", gene=name, unmet=say("between-semicolon").join(unmet))
    if gene.advanced and len(words) >= 4:
        return say("soup-hand-in", allowed=allowed)
    return say("soup-cannot-buy-now", gene=name, allowed=allowed)


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
        price = GENES[key].price
        words = (Phrase.of("soup-buy-label", gene=gene_words(key), price=price) if lower is None
                 else Phrase.of("soup-buy-hand-in-label", gene=gene_words(key), price=price, lower=gene_words(lower)))
        acts.append(Action(_buy_notation(st, seat, key, lower), label(words)))
    acts.append(Action("done", Phrase.of("soup-buy-done-label"), "no"))
    return seat, "buy", Phrase.of("soup-buy-prompt", bp=st["biological_points"][seat]), acts


def answer_buy_genes(st: State, task: BuyTask, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "done":
        task["queue"].pop(0)
        ev.append(Event("buy", Phrase.of("soup-done-buying", name=player_name(st, seat))))
        return
    key = words[1]
    gene = GENES[key]
    lower = words[3] if len(words) > 3 else next((low for low in gene.replaces if low in st["genes"][seat]), None)
    pay_biological_points(st, seat, gene.price)
    st["pool"][key] -= 1
    if lower:
        del st["genes"][seat][lower]
        st["pool"][lower] += 1
        text = Phrase.of("soup-buys-handing-in", name=player_name(st, seat), gene=gene_words(key), price=gene.price,
                         lower=gene_words(lower))
    else:
        text = Phrase.of("soup-buys", name=player_name(st, seat), gene=gene_words(key), price=gene.price)
    st["genes"][seat][key] = st["round"]
    ev.append(Event("buy", text, {"seat": seat, "gene": key, "price": gene.price, "lower": lower}))
