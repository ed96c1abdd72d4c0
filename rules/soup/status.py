"""What players see: the status lines of the position, and the view the board image is drawn from."""

from __future__ import annotations

from rules.base import JSON
from rules.soup.data import FINISH, GENE_ORDER, GENES, LADDER_LENGTH
from rules.soup.state import (
    GAME_KEY,
    PHASE_TITLES,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
    amoeba_name,
    current_card,
    living_amoebas,
    mutation_points,
    player_and_colour,
    player_count,
)
from rules.soup.tasks import open_prompt


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


def awaited(st: State, kind: str) -> str:
    """What the open prompt awaits, in the third person's infinitive, for everyone but its owner."""
    task = st["stack"][-1]
    if kind in ("defend", "persist"):
        assert task["t"] == "attack"
        aseat, anum = task["att"]
        dnum = task["def"][1]
        if kind == "defend":
            return f"answer {amoeba_name(st, aseat, anum)}'s attack on their amoeba {dnum}"
        return f"decide whether their amoeba {dnum} fights {amoeba_name(st, aseat, anum)} again (Persistence)"
    if kind in ("follow", "carry"):
        assert task["t"] == "step"
        theirs = (task["cur"] or [0, 0])[1] if kind == "follow" else task["num"]
        if kind == "follow":
            return (
                f"decide whether their amoeba {theirs} holds on to {amoeba_name(st, task['seat'], task['num'])} "
                "(Holding)"
            )
        return f"choose the cubes amoeba {theirs} carries to {task['to']} (Tentacle)"
    num = task["num"] if task["t"] == "amoeba" or task["t"] == "move" else None
    phrases = {
        "start": "choose a ladder start space",
        "place": "place an amoeba at setup",
        "move": f"drift or move amoeba {num}",
        "feed": f"choose what amoeba {num} eats",
        "attack": f"attack or starve with amoeba {num}",
        "retry": "decide whether to try the failed attack again (Persistence)",
        "aggress": "decide on an Aggression attack",
        "direction": f"choose which way amoeba {num} goes",
        "again": f"decide whether amoeba {num} moves a second time (Speed)",
        "divide": "divide (place new amoebas) or finish",
        "defect": "pay for gene defects",
        "buy": "buy genes or finish",
    }
    return phrases.get(kind, f"answer a {kind} prompt")


def board_view(st: State) -> dict[str, JSON]:
    """The position for the board image; every seat sees the same (only the deck's order is secret)."""
    ask = open_prompt(st)
    current = None
    for task in reversed(st["stack"]):
        if task["t"] in ("amoeba", "move", "step"):
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
        "prompt": None if ask is None else {"seat": ask[0], "kind": ask[1], "task": awaited(st, ask[1])},
        "current": current,
        "highlight": list(st.get("highlight", [])),
        "highlight_ladder": list(st.get("highlight_ladder", [])),
        "over": st["over"],
        "winners": list(st["winners"]),
        "summary": st["summary"],
        "intro": list(st["intro"]),
    }
