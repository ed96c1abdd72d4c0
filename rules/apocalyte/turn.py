"""A player's turn: two new armies, up to two movements (each may wait for permissions), combat in
every territory shared with Apocalytes, and the scenario's end-of-turn actions.

`st["turn"]` holds the turn: the seat, its stage (reinforce, move, combat, end), the new armies
left, the movements used, the movement being chosen (`plan`: source, then route, then count,
then supplies), a permission `request` waiting for other players, the combat rounds fought per
territory, the end actions used and the movements refused this turn.
"""

from __future__ import annotations

from messages import say
from rules.apocalyte import apocalytes
from rules.apocalyte.movement import (
    Move,
    Route,
    can_move,
    carry_choices,
    check_move,
    check_route,
    consents,
    describe,
    execute,
    movable,
    sources,
)
from rules.apocalyte.notation import Command
from rules.apocalyte.placement import new_army_targets
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    MOVES_PER_TURN,
    NEW_ARMIES,
    ROUNDS_PER_TERRITORY,
    MoveData,
    Plan,
    State,
    apoc,
    event,
    held_by,
    in_game,
    own,
    plan_of,
    request_of,
    turn_of,
    who,
)
from rules.apocalyte.words import armies, noun, place, places
from rules.base import Event, IllegalAction
from rules.phrases import Phrase, listed, said_to_json


def begin(st: State, seat: int, ev: list[Event]) -> None:
    targets = new_army_targets(st, seat)
    st["phase"] = "turn"
    st["turn"] = {"seat": seat, "stage": "reinforce" if targets else "move", "left": NEW_ARMIES if targets else 0,
                  "moves": 0, "plan": None, "request": None, "fought": {}, "used": [], "refused": []}
    said = (Phrase.of("apocalyte-turn-begins", name=who(st, seat), armies=armies(NEW_ARMIES)) if targets
            else Phrase.of("apocalyte-turn-begins-none", name=who(st, seat), noun=noun(current(st).key)))
    event(ev, "turn", said, seat=seat)


def finish(st: State, ev: list[Event]) -> None:
    """The turn is over: the next player still in the game, or the Apocalytes' next turn."""
    seat = turn_of(st)["seat"]
    later = [s for s in in_game(st) if s > seat]
    if later:
        begin(st, later[0], ev)
    else:
        apocalytes.begin(st, ev)


def moves_left(st: State) -> int:
    return MOVES_PER_TURN - turn_of(st)["moves"]


def rounds_left(st: State, code: str) -> int:
    """The combat rounds the turn's player may still fight in `code` this turn."""
    return ROUNDS_PER_TERRITORY - turn_of(st)["fought"].get(code, 0)


def fight_refusal(st: State, seat: int, code: str, rounds: int = 1) -> str | None:
    """`fight_why` in the reader's language."""
    why = fight_why(st, seat, code, rounds)
    return None if why is None else str(why)


def fight_why(st: State, seat: int, code: str, rounds: int = 1) -> Phrase | None:
    """Why the seat may not fight `rounds` combat rounds in `code` now, or None when it may: the one
    check behind the combat buttons and the refusal of a typed attack (a phrase: the buttons check
    every territory and count, and word no refusal)."""
    scenario, left = current(st), rounds_left(st, code)
    if left <= 0:
        return Phrase.of("apocalyte-refusal-fought-most", rounds=ROUNDS_PER_TERRITORY, place=place(code))
    if own(st, code, seat) == 0:
        return Phrase.of("apocalyte-refusal-no-armies", place=place(code))
    if not apoc(st, code):
        return Phrase.of("apocalyte-refusal-none-to-fight", noun=noun(scenario.key), place=place(code))
    if not scenario.can_fight(st, seat, code):
        return Phrase.of("apocalyte-refusal-needs-supply", noun=noun(scenario.key), place=place(code))
    if rounds > left:
        return Phrase.of("apocalyte-refusal-rounds-left", place=place(code), rounds=left)
    return None


def fightable(st: State, seat: int) -> list[str]:
    """Where the seat may still fight a round this turn."""
    return [c for c in held_by(st, seat) if fight_why(st, seat, c) is None]


def owed(st: State, seat: int) -> list[str]:
    """Contested territories where the seat has not yet fought its one compulsory round."""
    return [c for c in fightable(st, seat) if not turn_of(st)["fought"].get(c)]


def moved_on(st: State, ev: list[Event]) -> bool:
    """Move the turn on where no decision is needed; False when the open prompt waits for someone."""
    turn = turn_of(st)
    seat, stage = turn["seat"], turn["stage"]
    if turn["request"]:
        return False
    if st["out"][seat]:
        finish(st, ev)
    elif stage == "reinforce" and (not turn["left"] or not new_army_targets(st, seat)):
        turn["stage"] = "move"
    elif stage == "move" and (moves_left(st) == 0 or (turn["plan"] is None and not can_move(st, seat, moves_left(st)))):
        turn["stage"], turn["plan"] = "combat", None
    elif stage == "combat" and not fightable(st, seat):
        turn["stage"] = "end"
    elif stage == "end" and not current(st).end_actions(st, seat, turn["used"]):
        finish(st, ev)
    else:
        return False
    return True


# --- movement ------------------------------------------------------------------------------------


def plan_stage(st: State) -> str:
    """Which part of a movement is being chosen: source, route, count or carry."""
    plan = turn_of(st)["plan"]
    if plan is None:
        return "source"
    if "dst" not in plan:
        return "route"
    return "count" if "count" not in plan else "carry"


def plan_route(plan: Plan) -> Route:
    return Route(plan["src"], plan["dst"], plan.get("via"))


def answer_move(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    turn = turn_of(st)
    if cmd.verb == "done":
        if turn["plan"] is not None:
            raise IllegalAction(say("apocalyte-refusal-finish-movement"))
        turn["stage"] = "combat"
        event(ev, "moves_done", Phrase.of("apocalyte-moves-done", name=who(st, seat)), seat=seat)
        return
    if cmd.verb == "back":
        if turn["plan"] is None:
            raise IllegalAction(say("apocalyte-refusal-nothing-to-go-back"))
        turn["plan"] = None
        return
    if cmd.verb == "carry":
        if plan_stage(st) != "carry":
            raise IllegalAction(say("apocalyte-refusal-carry-first"))
        plan = plan_of(st)
        _submit(st, Move(seat, plan_route(plan), plan["count"], cmd.count or 0), ev)
        return
    _plan(st, seat, cmd, ev)


def _plan(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """`move ...` with as much as was typed: a source, a route, a count, supplies."""
    turn = turn_of(st)
    src = cmd.codes[0]
    if len(cmd.codes) == 1:
        if src not in sources(st, seat, moves_left(st)):
            if movable(st, seat, src) == 0:
                check_route(st, seat, Route(src, src), moves_left(st), [])  # names why nothing can leave
            raise IllegalAction(say("apocalyte-refusal-nowhere", place=str(place(src))))
        turn["plan"] = {"src": src}
        return
    route = Route(src, cmd.codes[-1], cmd.codes[1] if len(cmd.codes) == 3 else None)
    check_route(st, seat, route, moves_left(st), turn["refused"])
    plan: Plan = {"src": route.src, "dst": route.dst, "via": route.via}
    if cmd.count is None:
        turn["plan"] = plan
        return
    if cmd.carry is None:
        choices = carry_choices(st, seat, route)
        if choices != [0]:
            check_move(st, Move(seat, route, cmd.count, choices[0]), moves_left(st), turn["refused"])
            turn["plan"] = {**plan, "count": cmd.count}
            return
    _submit(st, Move(seat, route, cmd.count, cmd.carry or 0), ev)


def _submit(st: State, move: Move, ev: list[Event]) -> None:
    """A whole movement: refused, carried out, or waiting for the permissions it needs."""
    turn = turn_of(st)
    check_move(st, move, moves_left(st), turn["refused"])
    needs = consents(st, move)
    turn["plan"] = None
    if not needs:
        _carry_out(st, move, ev)
        return
    reasons = {str(s): [said_to_json(reason) for reason in why] for s, why in needs.items()}
    turn["request"] = {"move": _move_json(move), "queue": list(needs), "reasons": reasons}
    event(ev, "request", Phrase.of("apocalyte-request", name=who(st, move.seat),
                                   asked=listed([who(st, s) for s in needs]), move=describe(st, move)),
          seat=move.seat, asked=list(needs))


def _move_json(move: Move) -> MoveData:
    return {"seat": move.seat, "src": move.route.src, "dst": move.route.dst, "via": move.route.via,
            "count": move.count, "carry": move.carry}


def requested_move(st: State) -> Move:
    data = request_of(st)["move"]
    return Move(data["seat"], Route(data["src"], data["dst"], data["via"]), data["count"], data["carry"])


def _carry_out(st: State, move: Move, ev: list[Event]) -> None:
    execute(st, move, ev)
    turn_of(st)["moves"] += move.route.moves


def answer_permission(st: State, seat: int, allow: bool, ev: list[Event]) -> None:
    turn = turn_of(st)
    move = requested_move(st)
    if not allow:
        turn["request"] = None
        turn["refused"].append([move.route.src, move.route.dst])
        event(ev, "refused", Phrase.of("apocalyte-refused", name=who(st, seat), mover=who(st, move.seat),
                                       move=describe(st, move)), seat=seat, mover=move.seat)
        return
    waiting = request_of(st)["queue"]
    waiting.pop(0)
    event(ev, "allowed", Phrase.of("apocalyte-allowed", name=who(st, seat), mover=who(st, move.seat),
                                   move=describe(st, move)), seat=seat, mover=move.seat)
    if not waiting:
        turn["request"] = None
        _carry_out(st, move, ev)


def drop_from_request(st: State, seat: int, ev: list[Event]) -> None:
    """A player asked for a permission left the game: the request lapses and the mover may try again."""
    turn = st["turn"]
    if turn and turn["request"] and seat in turn["request"]["queue"]:
        turn["request"] = None
        event(ev, "lapsed", Phrase.of("apocalyte-request-lapses"))


# --- combat and the end of the turn -----------------------------------------------------------------


def answer_combat(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    turn = turn_of(st)
    if cmd.verb == "done":
        missing = owed(st, seat)
        if missing:
            raise IllegalAction(say("apocalyte-refusal-fights-owed", places=str(places(missing))))
        turn["stage"] = "end"
        return
    code, rounds = cmd.codes[0], cmd.count or 1
    refusal = fight_refusal(st, seat, code, rounds)
    if refusal:
        raise IllegalAction(refusal)
    scenario = current(st)
    for _ in range(rounds):
        if not scenario.can_fight(st, seat, code):
            break
        turn["fought"][code] = turn["fought"].get(code, 0) + 1
        scenario.player_round(st, seat, code, ev)


def answer_end(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    if cmd.verb == "done":
        finish(st, ev)
        return
    scenario, turn = current(st), turn_of(st)
    offered = {a.notation for a in scenario.end_actions(st, seat, turn["used"])}
    if cmd.notation not in offered:
        raise IllegalAction(say("apocalyte-refusal-end-action", move=cmd.notation,
                                allowed=", ".join(sorted(offered)) or say("engine-nothing")))
    turn["used"].append(cmd.verb)
    scenario.end_action(st, seat, (cmd.verb, *cmd.codes), ev)
