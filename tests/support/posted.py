"""Events as a post reads them: each run the engine joins (`Engine.joined`) made one event, as
table/texts.posted does across a stretch's log entries."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.base import Engine, Event


def as_posted(engine: Engine[Any], events: Iterable[Event]) -> list[str]:
    """The events' lines as a post reads them."""
    posted: list[Event] = []
    for event in events:
        both = engine.joined(posted[-1], event) if posted else None
        if both is None:
            posted.append(event)
        else:
            posted[-1] = both
    return [event.text for event in posted]
