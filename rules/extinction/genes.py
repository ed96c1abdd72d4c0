"""Genotypes: the six gene cards a species holds, in words, and the Change Genes action (one to
four cards in a turn, however many Change Genes actions the turn brings, each deck once a turn:
the old card to the bottom of its deck, the new one from the top).
A card drawn is a secret event: only its owner reads it; the others learn which deck changed."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import DECK_ORDER, DECKS
from rules.extinction.menus import Option
from rules.extinction.notation import expect
from rules.extinction.state import State, Step, draw_gene, name_of, return_gene
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import card_text, card_words, deck_words, genotype_words
from rules.notation import excerpt
from rules.phrases import Phrase, Said

MAX_CHANGES = 4


def genotype_text(st: State, seat: int) -> Said:
    """Every card the seat holds, with its values: for the owner's eyes only."""
    return genotype_words(st["genes"][seat])


def _change_refusal(st: State, deck: str) -> str | None:
    """Why the player whose turn it is may not change their card of `deck` now (st["changed"] is the
    turn's), or None."""
    if deck not in DECKS:
        return say("extinction-no-deck", deck=excerpt(deck), decks=", ".join(DECK_ORDER))
    if deck in st["changed"]:
        return say("extinction-deck-changed", deck=str(deck_words(deck)))
    if len(st["changed"]) >= MAX_CHANGES:
        return say("extinction-changes-used", most=MAX_CHANGES)
    return None


def changeable(st: State) -> list[str]:
    """The decks the player whose turn it is may still change this turn."""
    return [d for d in DECK_ORDER if _change_refusal(st, d) is None]


def _label(st: State, seat: int, deck: str) -> Phrase:
    return Phrase.of("extinction-label-change", deck=deck_words(deck), card=card_words(st["genes"][seat][deck]))


def _options(st: State, step: Step) -> list[Option]:
    return [Option(f"change {d}", _label(st, step["seat"], d)) for d in changeable(st)]


def _read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 2, "change DECK")
    deck = words[1]
    reason = _change_refusal(st, deck)
    if reason:
        raise IllegalAction(reason)
    return Action(f"change {deck}", _label(st, step["seat"], deck))


def change_card(st: State, seat: int, deck: str, ev: list[Event]) -> None:
    old = st["genes"][seat][deck]
    return_gene(st, deck, old)
    new = draw_gene(st, deck)
    st["genes"][seat][deck] = new
    st["changed"].append(deck)
    if deck in ("predator", "defense"):  # what the species showed of its old card no longer holds
        st["revealed"][seat]["predator" if deck == "predator" else "defense"] = None if deck == "predator" else []
    ev.append(Event("gene", Phrase.of("extinction-gene-changed", old=card_text(old), deck=deck_words(deck),
                                      new=card_text(new)),
                    {"seat": seat, "deck": deck, "old": old, "new": new}, only=seat,
                    public_words=Phrase.of("extinction-gene-changed-public", name=name_of(st, seat),
                                           deck=deck_words(deck))))


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    if words[0] == "change":
        change_card(st, step["seat"], words[1], ev)
        step["count"] += 1
        if changeable(st):
            return
    elif step["count"] == 0:
        ev.append(Event("pass", Phrase.of("extinction-genes-kept", name=name_of(st, step["seat"])),
                        {"seat": step["seat"]}))
    st["step"] = None


GENES = StepRules(
    kind="genes",
    verbs=("change",),
    ask=lambda st, step: (Phrase.of("extinction-ask-genes", more=MAX_CHANGES - len(st["changed"]),
                              changed=len(st["changed"]), most=MAX_CHANGES), Phrase.of("extinction-task-genes")),
    options=_options,
    extras=lambda st, step: [Action("done", Phrase.of("extinction-label-genes-done"), "no")],
    read=_read,
    perform=_perform,
    passive="done",
)
