"""Wording shared by the table's replies: names with colours, whom the game waits for, and
what happened, as a given reader may see it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from games import engine_for
from messages import say
from rules.base import JSON, Engine, Event, Prompt
from rules.notation import as_typed, excerpt
from rules.phrases import worded, words_from_text
from table.membership.renaming import mention
from table.store import GameRow, LogEntry

TEXT_LIMIT = 3800  # below Discord's 4,096 characters of an embed description
HAPPENED_LIMIT = 2600  # what happened, leaving room for whom the game waits for
FIRST_ENTRY_LINES = 12  # lines of the mover's own action kept when a long stretch is summarised
MOVES_NAMED = 8
DICE_NAMED = 24
DICE_KEYS = ("roll", "rolls", "dice", "die")  # where an event's data holds the dice it rolled (or `…_dice`)
EVENT_LIMIT = 400  # characters of one event's line in a summary; the attachment keeps it whole


def details_file() -> str:
    """The name of the file a long stretch's post attaches, in the reader's language: a reader sees it named."""
    return say("texts-details-file")


def game_title(kind: str) -> str:
    """The game's title, or its key cut short if this bot does not host it (a damaged row)."""
    try:
        return engine_for(kind).title
    except ValueError:
        return excerpt(kind)


# How a game whose channel is gone ended, kept in these words whatever the language: the store finds those
# games by it (Store.guild_games_ended_as), and ended_reason words it for its reader.
CHANNEL_DELETED = "its channel was deleted"


def ended_reason(game: GameRow) -> str:
    """How `game` ended, in the reader's language ("" where it has not): kept as a phrase's JSON
    (words_to_text), so a game ended on a German server reads in French in a French member's history; the
    deleted channel's stored words read as their sentence, and words kept before reasons were phrases as
    they are."""
    kept = game.ended_reason or ""
    return say("texts-ended-channel-deleted") if kept == CHANNEL_DELETED else worded(words_from_text(kept))


def bracketed_reason(game: GameRow) -> str:
    """How `game` ended (ended_reason), as it reads inside brackets: without its closing full stop, so a
    post reads "(… the players lose)." rather than "(… the players lose.)."."""
    return ended_reason(game).removesuffix(".")


def seat_label(engine: Engine[Any], game: GameRow, seat: int, away: frozenset[int] = frozenset()) -> str:
    player = game.seats[seat]
    who = say("texts-seat-bot", name=player.name, level=player.level) if player.bot else player.name
    if player.user_id in away:
        who = say("texts-seat-away", who=who)
    colour = seat if player.colour is None else player.colour
    hosting = player.user_id == game.creator_id and game.status == "lobby"
    named = say("colour-name", colour=engine.seat_colours[colour])
    return say("texts-seat-host" if hosting else "texts-seat", who=who, colour=named)


def waiting_line(engine: Engine[Any], game: GameRow, prompt: Prompt, due: str = "",
                 away: frozenset[int] = frozenset()) -> str:
    return say("texts-waiting-line", seat=seat_label(engine, game, prompt.seat, away), task=prompt.awaited, due=due)


def waiting_for(game: GameRow, prompts: Sequence[Prompt]) -> str:
    if not prompts:
        return say("texts-waiting-nobody")
    return say("between-semicolon").join(say("texts-waiting-one", name=game.seats[p.seat].name, task=p.awaited)
                                         for p in prompts)


def readable(events: Sequence[dict[str, JSON]], seat: int | None) -> list[Event]:
    """Stored events as `seat` (None: a spectator) may read them."""
    return [shown for data in events if (shown := Event.from_json(data).seen_by(seat)) is not None]


@dataclass(frozen=True)
class Happened:
    """What a post says happened, and, after a stretch too long to show whole, the whole of it as
    a text attachment (`details`, empty when the post holds every line); `told`: every event of it as a
    spectator reads it, for the board's alt text."""

    lines: list[str]
    details: str = ""
    told: tuple[str, ...] = ()


def happened(game: GameRow, entries: Sequence[LogEntry], ended: bool = False) -> Happened:
    """The public lines of what the entries did, as `posted` shows them. A long stretch (bot seats playing on, automated
    turns) is summarised: what happened to each person, line by line with its dice, then each
    player's moves; the whole stretch goes in `details`. When the entries `ended` the game, the last
    one's closing lines are kept whole: they say how it ended and, in a game with secrets, show
    every hand revealed."""
    public = posted(game, entries)
    told = told_of(public)
    full = [f"• {text}" for text in told]
    if len("\n".join(full)) <= HAPPENED_LIMIT:
        return Happened(full, told=told)
    people = tuple(seat.name for seat in game.seats)  # a bot seat's events are the bot's, not the next person's
    befell = [_befell(events, people) for _entry, events in public]
    details = _details(game, public, befell)
    if not ended:
        return Happened(_summary(game, public, befell, HAPPENED_LIMIT), details, told)
    closing = [f"• {event.text}" for event in public[-1][1]]
    cut = 0
    while len("\n".join(closing[cut:])) > HAPPENED_LIMIT - len(_cut_note(cut)) and cut < len(closing) - 1:
        cut += 1
    if cut:
        return Happened([_cut_note(cut), *closing[cut:]], details, told)
    room = HAPPENED_LIMIT - len("\n".join(closing)) - 1
    return Happened(_summary(game, public[:-1], befell[:-1], room) + closing, details, told)


def _cut_note(cut: int) -> str:
    return say("texts-cut-earlier-lines", count=cut)


Readable = Sequence[tuple[LogEntry, list[Event]]]  # log entries with their events as a spectator reads them
Befell = dict[str, list[str]]  # each person's lines of one move (or of a stretch)


def posted(game: GameRow, entries: Sequence[LogEntry]) -> Readable:
    """The entries with their events as a post shows them: as everyone may read them, and each run of
    events that say one thing together (`Engine.joined`: a bot's newborns placed a hex per move) made
    one event, which stands in the entry of the run's last event. Only events next to each other in
    the post join: any event between keeps them apart. `/game log` shows every event as it is."""
    engine = engine_for(game.kind)
    joined: list[tuple[LogEntry, list[Event]]] = []
    latest: list[Event] = []  # the events of the entry that holds the stretch's latest event, last
    for entry in entries:
        kept: list[Event] = []
        joined.append((entry, kept))
        for event in readable(entry.events, None):
            both = engine.joined(latest[-1], event) if latest else None
            if both is not None:
                latest.pop()
            kept.append(event if both is None else both)
            latest = kept
    return joined


def told_of(public: Readable) -> tuple[str, ...]:
    """Every event of `posted` entries, as a spectator reads it: what a board's alt text says changed."""
    return tuple(event.text for _entry, events in public for event in events)


def _summary(game: GameRow, public: Readable, befell: Sequence[Befell], limit: int) -> list[str]:
    """What the entries did, in at most `limit` characters: the first entry's own lines (the move
    that started the stretch), what befell each person, and each player's moves with their dice."""
    if not public:
        return []
    first_events = public[0][1]
    lines = [f"• {event.text}" for event in first_events[:FIRST_ENTRY_LINES]]
    if len(first_events) > FIRST_ENTRY_LINES:
        lines.append(say("texts-more-lines-of-move", count=len(first_events) - FIRST_ENTRY_LINES))
    players = _players(game, public[1:])
    details_note = say("texts-details-note", file=details_file())
    room = limit - len("\n".join([*lines, *players, details_note])) - 1
    unshown = list(befell[1:])
    if len(first_events) > FIRST_ENTRY_LINES:
        unshown.insert(0, _befell(first_events[FIRST_ENTRY_LINES:], tuple(befell[0])))
    lines += _persons(_merged(unshown), room)
    lines += players
    lines.append(details_note)
    while len("\n".join(lines)) > limit and len(lines) > 2:
        del lines[-2]  # the players' lines, last first, if even the persons' headings filled the post
    return lines if len("\n".join(lines)) <= limit else [details_note]


def _players(game: GameRow, public: Readable) -> list[str]:
    """A line per player who moved: how many moves, which, and the dice they rolled."""
    names = {seat.user_id: seat.name for seat in game.seats}
    by_actor: dict[int, list[tuple[LogEntry, list[Event]]]] = {}
    for entry, events in public:
        by_actor.setdefault(entry.actor_id, []).append((entry, events))
    lines = []
    table = say("texts-table-as-actor")
    for actor, played in by_actor.items():
        moves = [entry.action for entry, _events in played]
        named = as_typed(moves, most=MOVES_NAMED)
        name = names.get(actor, table)
        dice = [str(d) for _entry, events in played for event in events for d in dice_rolled(event)]
        if dice:
            rolled = ", ".join(dice[:DICE_NAMED]) + (" …" if len(dice) > DICE_NAMED else "")
            lines.append(say("texts-player-moves-dice", name=name, count=len(moves), moves=named, dice=rolled))
        else:
            lines.append(say("texts-player-moves", name=name, count=len(moves), moves=named))
    return lines


def _befell(events: Sequence[Event], people: tuple[str, ...]) -> Befell:
    """Each person's events in one move: those whose public text names them (every engine names
    the players it speaks of, so a name is how an event says whom it touched; an event naming two
    people is both's), each with the dice rolled just before it that name nobody, which decided it
    ("Who roll 4: famine strikes", then whom it struck). A roll that names a person is theirs alone;
    a roll that names nobody belongs to whom the events after it name, up to the next such roll."""
    befell: Befell = {name: [] for name in people}
    rolls: list[str] = []  # the latest run of rolls naming nobody
    given: set[str] = set()  # who already has them
    after_roll = False
    for event in events:
        names = _names_in(event.text, people)
        if not names:
            if dice_rolled(event):
                if not after_roll:
                    rolls, given = [], set()
                rolls.append(event.text)
                after_roll = True
            continue
        after_roll = False
        for name in sorted(names, key=people.index):
            if name not in given:
                befell[name] += rolls
                given.add(name)
            befell[name].append(event.text)
    return befell


def _merged(moves: Sequence[Befell]) -> Befell:
    merged: Befell = {}
    for befell in moves:
        for name, lines in befell.items():
            merged.setdefault(name, []).extend(lines)
    return merged


def _names_in(text: str, people: tuple[str, ...]) -> set[str]:
    """The names `text` holds as whole words ("Al" is not in "Alice")."""
    return {name for name in people if name in text and _name_pattern(name).search(text)}


@lru_cache(maxsize=1024)
def _name_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def _persons(befell: dict[str, list[str]], room: int) -> list[str]:
    """A heading per person an event touched, and under it as many of their events (whole, dice
    and all) as `room` characters hold, shared out one line each in turn."""
    touched = {name: texts for name, texts in befell.items() if texts}
    heads = {name: say("texts-person-heading", name=name, count=len(texts)) for name, texts in touched.items()}
    shown: dict[str, list[str]] = {name: [] for name in touched}
    # Each heading, and room for each person's "… more" line should their lines not all fit.
    used = sum(len(head) + len(_more_note(len(touched[name]))) + 8 for name, head in heads.items())
    more = True
    while more:
        more = False
        for name, texts in touched.items():
            at = len(shown[name])
            if at < len(texts):
                line = f"• {clip(texts[at], EVENT_LIMIT)}"
                if used + len(line) + 1 <= room:
                    shown[name].append(line)
                    used += len(line) + 1
                    more = True
    lines = []
    for name, texts in touched.items():
        lines += [heads[name], *shown[name]]
        if len(shown[name]) < len(texts):
            lines.append(_more_note(len(texts) - len(shown[name])))
    return lines


def _more_note(count: int) -> str:
    return say("texts-more-in-details", count=count, file=details_file())


def _details(game: GameRow, public: Readable, befell: Sequence[Befell]) -> str:
    """The whole stretch as a spectator reads it: what befell each person, then move by move."""
    names = {seat.user_id: seat.name for seat in game.seats}
    out = [say("texts-details-title", game=game.id, version=game.version)]
    for name, texts in _merged(befell).items():
        if texts:
            out += ["", say("texts-details-person", name=name, count=len(texts)), *(f"    {t}" for t in texts)]
    out += ["", say("texts-details-move-by-move")]
    table = say("texts-table-as-actor")
    for entry, events in public:
        out.append(say("texts-actor-action", actor=names.get(entry.actor_id, table), action=entry.action))
        out += [f"    {event.text}" for event in events]
    return "\n".join(out) + "\n"


def dice_rolled(event: Event) -> list[int]:
    """The dice an event rolled, as its data holds them (whole numbers, never True or False)."""
    dice: list[int] = []
    for key, value in event.data.items():
        if key in DICE_KEYS or key.endswith("_dice"):
            if type(value) is int:
                dice.append(value)
            elif type(value) is list:
                dice += [v for v in value if type(v) is int]
    return dice


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    """`text` within `limit` characters: one too long ends " …" after its last word that fits whole, so no
    word is cut to a stub a reader takes for another (French "no…", English "the…")."""
    if len(text) <= limit:
        return text
    kept = text[: limit - 2]
    if not text[limit - 2].isspace() and len(kept.split()) > 1:
        kept = kept.rsplit(maxsplit=1)[0]
    return kept.rstrip() + " …"


def log_lines(game: GameRow, entries: list[LogEntry], seat: int | None) -> list[str]:
    """The log as `seat` (None: a spectator) may read it."""
    names = {player.user_id: player.name for player in game.seats}
    table = say("texts-table-as-actor")
    lines = []
    for entry in entries:
        actor = names.get(entry.actor_id, mention(entry.actor_id) if entry.actor_id > 0 else table)
        mark = f" _({entry.undone})_" if entry.undone else ""
        lines.append(say("texts-log-entry", seq=entry.seq, actor=actor, action=entry.action) + mark)
        lines.extend(f"   {event.text}" for event in readable(entry.events, seat))
    return lines
