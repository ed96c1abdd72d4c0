"""The statistics' wording of places: a member's mean finishing place over their games."""

from __future__ import annotations

import pytest

from messages import reading
from table.records.results import HINTED, STOOD_IN
from table.records.statstext import finishing, record_lines
from table.store import Record


@pytest.mark.parametrize(("average", "said"), [
    (1.0, "finishing 1st on average"),
    (2.0, "finishing 2nd on average"),
    (3.0, "finishing 3rd on average"),
    (11.0, "finishing 11th on average"),
    (2.96, "finishing 3rd on average"),  # read to a tenth, as the statistics round it
    (1.5, "finishing between 1st and 2nd on average (mean place 1.5)"),
    (3.5, "finishing between 3rd and 4th on average (mean place 3.5)"),
    (1.6667, "finishing between 1st and 2nd on average (mean place 1.7)"),
    (11.3, "finishing between 11th and 12th on average (mean place 11.3)"),
])
def test_a_mean_place_is_a_place_when_whole_and_between_two_places_otherwise(average: float, said: str) -> None:
    # "finishing 3.5th": each game's place is whole, so a mean between two places reads as such
    assert finishing(average) == said


@pytest.mark.parametrize(("language", "average", "said"), [
    ("de", 1.0, "durchschnittlich Platz 1."),
    ("de", 2.5, "durchschnittlich zwischen Platz 2. und 3. (mittlere Platzierung 2.5)"),
    ("fr", 1.0, "en moyenne à la 1re place"),
    ("fr", 1.5, "en moyenne entre la 1re et la 2e place (place moyenne 1.5)"),
])
def test_a_place_reads_as_the_readers_language_writes_ordinals(language: str, average: float, said: str) -> None:
    with reading(language):
        assert finishing(average) == said


def test_a_record_line_never_reads_a_fractional_ordinal() -> None:
    record = Record("soup", "finished", 2, 1, 40.0, 3.5, 0)
    detail = record_lines([record], {})[1]
    assert detail == "   40 moves a game on average, finishing between 3rd and 4th on average (mean place 3.5)"


@pytest.mark.parametrize(("outcome", "said"), [
    ("abandoned", "Abandoned (reset before the end)"),
    (STOOD_IN, "Played out by the bot for a member away the whole game"),
    (HINTED, "Played with the strong bot's hints (unrated)"),
])
def test_each_outcome_counted_apart_is_named_by_the_catalogue(outcome: str, said: str) -> None:
    # the catalogue chooses the name by the stored outcome's key: a renamed key would show the key itself
    record = Record("soup", outcome, 2, 0, 40.0, None, 0)
    assert record_lines([record], {})[-1] == f"{said}, counted apart: 2 Primordial Soup."
