"""A board is drawn in the reader's language, handed to the worker that draws it: German text where the
board draws text, and English byte for byte as before, however the drawings' caches were filled."""

from __future__ import annotations

import pytest

from games import engine_for
from messages import reading, say
from table.records.snapshots import dumped
from workers.pool import in_thread, render_json

KINDS = ("animacule", "soup", "extinction", "apocalyte", "micro")


def _opening(kind: str) -> str:
    engine = engine_for(kind)
    return dumped(engine, engine.new(["Ann", "Ben", "Cy"], {}, 7))


@pytest.mark.parametrize("kind", KINDS)
def test_a_board_drawn_in_german_differs_and_english_stays_as_it_was(kind: str) -> None:
    state_json = _opening(kind)
    english = render_json(kind, state_json)
    german = render_json(kind, state_json, "de")
    assert german != english
    assert render_json(kind, state_json, "en") == english  # the German legend kept is not reused
    assert render_json(kind, state_json, "de") == german


async def test_a_drawing_in_the_thread_pool_reads_the_callers_language() -> None:
    with reading("fr"):
        drawn = await in_thread(say, "language-own-name")
    assert drawn == "français"
