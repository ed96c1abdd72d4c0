"""Wording of statistics: a member's record by game, and a game's leaderboard."""

from __future__ import annotations

from collections.abc import Sequence

from messages import say
from rendering.charts import Bar
from table.membership.renaming import mention
from table.playing import texts
from table.records import rating
from table.store import Record, Standing


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)} %" if whole else "–"


def finishing(average: float) -> str:
    """A member's finishing place averaged over their games: each game's place is whole (equal
    standings share one, "1, 2, 2, 4": rules/ranking.py), so a mean that is whole to a tenth reads
    as a place, "finishing 2nd on average", and any other lies between two places, "finishing
    between 1st and 2nd on average (mean place 1.5)", never "1.5th"."""
    tenths = round(average * 10)
    if tenths % 10 == 0:
        return say("statstext-finishing", place=_place(tenths // 10))
    below = tenths // 10
    return say("statstext-finishing-between", above=_place(below), below=_place(below + 1),
               mean=f"{tenths / 10:.1f}")


def record_lines(records: Sequence[Record], ratings: dict[str, Standing]) -> list[str]:
    """A member's games by game: finished ones with wins, length, place and rating; abandoned
    ones (reset before the end) and ones the bot played out for a member away counted apart."""
    lines: list[str] = []
    apart: dict[str, list[str]] = {}  # outcome: the games ended so, by game
    for record in records:
        title = texts.game_title(record.kind)
        if record.outcome != "finished":
            apart.setdefault(record.outcome, []).append(f"{record.games} {title}")
            continue
        standing = ratings.get(record.kind)
        shown: dict[str, str | int] = {"title": title, "games": record.games, "wins": record.wins,
                                       "percent": percent(record.wins, record.games)}
        lines.append(say("statstext-record-rated", **shown, rating=round(standing.rating)) if standing
                     else say("statstext-record", **shown))
        moves = f"{record.average_moves:.0f}"
        lines.append(say("statstext-record-detail", moves=moves, bots=record.with_bots)
                     if record.average_place is None else
                     say("statstext-record-detail-placed", moves=moves, bots=record.with_bots,
                         finishing=finishing(record.average_place)))
    if not lines:
        lines.append(say("statstext-none-finished"))
    for outcome, games in apart.items():
        lines.append(say("statstext-apart", outcome=outcome, games=", ".join(games)))
    return lines


def record_bars(records: Sequence[Record], ratings: dict[str, Standing]) -> list[Bar]:
    bars = []
    for record in records:
        if record.outcome == "finished":
            standing = ratings.get(record.kind)
            note = say("statstext-rating-note", rating=round(standing.rating)) if standing else ""
            bars.append(Bar(texts.game_title(record.kind), record.games, record.wins, note))
    return bars


def standing_line(rank: int, standing: Standing) -> str:
    return say("statstext-standing", rank=rank, name=mention(standing.entity), rating=round(standing.rating),
               wins=standing.wins, games=standing.games, percent=percent(standing.wins, standing.games))


def apart_lines(others: Sequence[Standing]) -> list[str]:
    """The bot seats' and the game's own record, shown apart from the members'."""
    lines = []
    for standing in others:
        lines.append(say("statstext-bots-standing" if standing.entity == rating.BOTS else "statstext-game-standing",
                         rating=round(standing.rating), wins=standing.wins, games=standing.games))
    return lines


def standing_bars(standings: Sequence[Standing]) -> list[Bar]:
    return [Bar(s.name, s.games, s.wins, say("statstext-rating-note", rating=round(s.rating))) for s in standings]


def _place(place: int) -> str:
    """A place in a ranking, as the reader's language writes it: 1st, 1., 1re."""
    return say("statstext-place", place=place)
