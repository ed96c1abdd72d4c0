"""Phase 2: a new environment card turns, then gene defects — from round 2 on, a tribe whose
genes carry more mutation points than the ozone layer balances the difference with BP or genes."""

from __future__ import annotations

from rules.base import Action, Event
from rules.deck import Deck
from rules.notation import excerpt, is_number
from rules.phrases import Phrase, worded
from rules.soup.data import CARDS, GENE_ORDER, GENES
from rules.soup.state import (
    ISLAND,
    Ask,
    DefectTask,
    State,
    current_card,
    highlight_spaces,
    mutation_points,
    pay_biological_points,
    player_name,
    pop_task,
)
from rules.soup.words import card_words, gene_words


def turn_environment_card(st: State, ev: list[Event]) -> None:
    deck = Deck.from_json(st["deck"])
    new = deck.draw()
    if new is None:
        return
    deck.discard(st["card"])
    st["card"] = new
    st["deck"] = deck.to_json()
    highlight_spaces(st, ISLAND)
    card = CARDS[new]
    ev.append(Event("card", Phrase.of("soup-new-card", card=card_words(card)), {"card": new, "left": len(deck)}))
    if len(deck) == 0:
        st["last_card"] = True
        ev.append(Event("card", Phrase.of("soup-last-card")))


def run_gene_defects(st: State, task: DefectTask, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        if task["debt"] is None:
            debt = mutation_points(st, seat) - current_card(st).ozone
            if debt <= 0:
                queue.pop(0)
                continue
            task["debt"] = debt
            ev.append(
                Event(
                    "defect",
                    Phrase.of("soup-defects", name=player_name(st, seat), points=mutation_points(st, seat),
                              ozone=current_card(st).ozone, debt=debt),
                    {"seat": seat, "mp": mutation_points(st, seat), "ozone": current_card(st).ozone, "debt": debt},
                )
            )
        return True
    return pop_task(st)


def owed(task: DefectTask) -> int:
    """The points the first seat in the queue still has to balance, once its defects are reckoned."""
    debt = task["debt"]
    assert debt is not None, "gene defects not yet reckoned"
    return debt


def payment_refusal(st: State, task: DefectTask, seat: int, bp: int) -> Phrase | None:
    """Why `seat` cannot pay `bp` BP towards its gene defects, None when it can (a phrase, worded only
    when shown: the prompt asks it of every payment it lists)."""
    if bp > st["biological_points"][seat]:
        return Phrase.of("soup-you-have-bp", bp=st["biological_points"][seat])
    if bp > owed(task):
        return Phrase.of("soup-pay-at-most", debt=owed(task))
    return Phrase.of("soup-pay-at-least") if bp < 1 else None


def give_up_refusal(st: State, seat: int, gene: str) -> Phrase | None:
    """Why `seat` cannot give up `gene` towards its gene defects, None when it can (as payment_refusal)."""
    if gene not in GENES:
        return Phrase.of("soup-no-such-gene", gene=excerpt(gene))
    if gene not in st["genes"][seat]:
        return Phrase.of("soup-gene-not-owned", gene=gene_words(gene))
    if GENES[gene].mp <= 0:
        return Phrase.of("soup-gene-lowers-mutation", gene=gene_words(gene))
    return None


def defect_refusal(st: State, task: DefectTask, seat: int, words: list[str]) -> str | None:
    """Why typed `pay bp <n>` or `give up <gene>` is refused; None for anything else."""
    refusal = None
    if words[0] == "pay" and len(words) > 2 and is_number(words[2]):
        refusal = payment_refusal(st, task, seat, int(words[2]))
    elif words[0] == "give" and len(words) > 2:
        refusal = give_up_refusal(st, seat, words[2])
    return None if refusal is None else worded(refusal)


def ask_gene_defects(st: State, task: DefectTask) -> Ask:
    seat, debt = task["queue"][0], owed(task)
    payable = [bp for bp in range(1, debt + 1) if payment_refusal(st, task, seat, bp) is None]
    acts = [Action(f"pay bp {bp}", Phrase.of("soup-pay-label", bp=bp)) for bp in payable]
    for g in GENE_ORDER:
        if give_up_refusal(st, seat, g) is None:
            mp = GENES[g].mp
            acts.append(Action(f"give up {g}", Phrase.of("soup-give-up-gene-label", gene=gene_words(g), points=mp,
                                                         lost=max(0, mp - debt))))
    text = Phrase.of("soup-defect-prompt", debt=debt, bp=st["biological_points"][seat])
    return seat, "defect", text, acts


def answer_gene_defects(st: State, task: DefectTask, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "pay":
        paid = int(words[2])
        pay_biological_points(st, seat, paid)
        debt = owed(task) - paid
        ev.append(Event("defect", Phrase.of("soup-pays-defects", name=player_name(st, seat), bp=paid),
                        {"seat": seat, "bp": paid}))
    else:
        g = words[2]
        del st["genes"][seat][g]
        st["pool"][g] += 1
        debt = owed(task) - GENES[g].mp
        ev.append(Event("defect", Phrase.of("soup-gives-up", name=player_name(st, seat), gene=gene_words(g),
                                            lost=max(0, -debt)), {"seat": seat, "gene": g}))
    task["debt"] = debt
    if debt <= 0:
        task["queue"].pop(0)
        task["debt"] = None
