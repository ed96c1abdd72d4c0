"""What players see: the status lines of the position, and the view the board image is drawn from."""

from __future__ import annotations

from rules.base import JSON, Prompt
from rules.soup.data import FINISH, GENE_ORDER, GENES, LADDER_LENGTH
from rules.soup.state import (
    GAME_KEY,
    PHASE_TITLES,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
    current_card,
    living_amoebas,
    mutation_points,
    player_and_colour,
    player_count,
)


def status_lines(st: State, seat: int | None) -> list[str]:
    card = current_card(st)
    left = len(st["deck"]["draw"])
    lines = []
    if st["phase"] == "setup":
        lines.append(f"Setup. Environment: {card.text} ({left} cards left).")
    else:
        lines.append(f"Round {st['round']}, {PHASE_TITLES[st['phase']]}. Environment: {card.text} ({left} cards left).")
    for s in range(player_count(st)):
        if st["resigned"][s]:
            lines.append(f"{player_and_colour(st, s)}: left the game.")
            continue
        genes = ", ".join(GENES[g].name for g in GENE_ORDER if g in st["genes"][s]) or "no genes"
        tribe = (
            ", ".join(f"{n} {a['sq']}" + (f" ({a['dp']} DP)" if a["dp"] else "") for n, a in living_amoebas(st, s))
            or "none"
        )
        space = st["ladder"][s] if st["ladder"][s] is not None else "-"
        lines.append(
            f"{player_and_colour(st, s)}: ladder {space}, {st['bp'][s]} BP; "
            f"genes: {genes} (MP {mutation_points(st, s)}); amoebas: {tribe}."
        )
    if st["over"]:
        lines.append(f"Game over. {st['summary']}")
    return lines


def board_view(st: State, prompts: list[Prompt]) -> dict[str, JSON]:
    """The position for the board image, with the open prompt; every seat sees the same (only the
    deck's order is secret)."""
    current = None
    for task in reversed(st["stack"]):
        if task["type"] in ("amoeba", "move", "step"):
            current = {"seat": task["seat"], "amoeba": task["num"]}
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
        "phase_title": PHASE_TITLES[st["phase"]],
        "ladder": list(st["ladder"]),
        "finish": FINISH,
        "ladder_length": LADDER_LENGTH,
        "bp": list(st["bp"]),
        "genes": [[g for g in GENE_ORDER if g in genes] for genes in st["genes"]],
        "mutation_points": [mutation_points(st, s) for s in range(player_count(st))],
        "pool": dict(st["pool"]),
        "amoebas": [
            [{"number": n, "sq": a["sq"], "dp": a["dp"]} for n, a in living_amoebas(st, s)]
            for s in range(player_count(st))
        ],
        "cubes": {sq: list(c) for sq, c in st["cubes"].items()},
        "supply": list(st["supply"]),
        "card": {"id": card.id, "name": card.name, "ozone": card.ozone, "drift": card.drift},
        "cards_left": len(st["deck"]["draw"]),
        "played_cards": list(st["deck"]["discard"]),
        "resigned": list(st["resigned"]),
        "prompt": None if not prompts else {"seat": prompts[0].seat, "kind": prompts[0].kind, "task": prompts[0].task},
        "current": current,
        "highlight": list(st.get("highlight", [])),
        "highlight_ladder": list(st.get("highlight_ladder", [])),
        "over": st["over"],
        "winners": list(st["winners"]),
        "summary": st["summary"],
        "intro": list(st["intro"]),
    }
