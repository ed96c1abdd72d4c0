"""What players see: the status lines of the position, and the view the board image is drawn from."""

from __future__ import annotations

from messages import say
from rules.base import JSON, Prompt, as_json
from rules.phrases import worded, words_from_json
from rules.soup.data import FINISH, GENE_ORDER, LADDER_LENGTH
from rules.soup.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
    current_card,
    living_amoebas,
    mutation_points,
    player_and_colour,
    player_count,
)
from rules.soup.words import card_words, genes_listed, phase_words


def status_lines(st: State, seat: int | None) -> list[str]:
    card = current_card(st)
    left = len(st["deck"]["draw"])
    lines = []
    environment = card_words(card)
    if st["phase"] == "setup":
        lines.append(say("soup-status-setup", card=str(environment), left=left))
    else:
        lines.append(say("soup-status-round", round=st["round"], phase=str(phase_words(st["phase"])),
                         card=str(environment), left=left))
    for s in range(player_count(st)):
        player = worded(player_and_colour(st, s))
        if st["resigned"][s]:
            lines.append(say("soup-status-left", player=player))
            continue
        held = [g for g in GENE_ORDER if g in st["genes"][s]]
        genes = worded(genes_listed(held)) if held else say("soup-status-no-genes")
        tribe = ", ".join(say("soup-status-amoeba", number=n, square=a["space"], damage=a["damage"])
                          for n, a in living_amoebas(st, s)) or say("soup-status-no-amoebas")
        space = str(st["ladder"][s]) if st["ladder"][s] is not None else "-"
        lines.append(say("soup-status-player", player=player, space=space, bp=st["biological_points"][s], genes=genes,
                         points=mutation_points(st, s), amoebas=tribe))
    if st["over"]:
        lines.append(say("soup-status-over", summary=worded(words_from_json(st["summary"]))))
    return lines


def board_view(st: State, prompts: list[Prompt]) -> dict[str, JSON]:
    """The position for the board image, with the open prompt; every seat sees the same (only the
    deck's order is secret)."""
    current = None
    for task in reversed(st["stack"]):
        if task["type"] in ("amoeba", "move", "step"):
            current = {"seat": task["seat"], "amoeba": task["number"]}
            break
    card = current_card(st)
    return {
        "game": GAME_KEY,
        "schema_version": SCHEMA_VERSION,
        "players": list(st["players"]),
        "colours": list(SEAT_COLOURS[: player_count(st)]),
        "options": dict(st["options"]),
        "round": st["round"],
        "phase": st["phase"],
        "ladder": list(st["ladder"]),
        "finish": FINISH,
        "ladder_length": LADDER_LENGTH,
        "biological_points": list(st["biological_points"]),
        "genes": [[g for g in GENE_ORDER if g in genes] for genes in st["genes"]],
        "mutation_points": [mutation_points(st, s) for s in range(player_count(st))],
        "pool": dict(st["pool"]),
        "amoebas": [
            [{"number": n, "space": a["space"], "damage": a["damage"]} for n, a in living_amoebas(st, s)]
            for s in range(player_count(st))
        ],
        "cubes": {sq: list(c) for sq, c in st["cubes"].items()},
        "supply": list(st["supply"]),
        "card": {"id": card.id, "key": card.key, "ozone": card.ozone, "drift": card.drift},
        "cards_left": len(st["deck"]["draw"]),
        "played_cards": list(st["deck"]["discard"]),
        "resigned": list(st["resigned"]),
        "prompt": None if not prompts else {"seat": prompts[0].seat, "kind": prompts[0].kind, "task": prompts[0].task},
        "current": current,
        "highlight": list(st.get("highlight", [])),
        "highlight_ladder": list(st.get("highlight_ladder", [])),
        "over": st["over"],
        "winners": list(st["winners"]),
        "summary": as_json(st["summary"]),  # a phrase's JSON (or an older save's English words): the renderer words it
        "intro": list(st["intro"]),
    }
