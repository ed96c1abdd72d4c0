"""Long lists of choices as short menus. A prompt whose legal actions would run to hundreds
(a hex and a count, a source, a destination and a count) lists groups instead ("row c",
"from c5"), and a chosen group lists what is in it; a group holding a single choice is passed
through. Typed notation may still give a whole action at once, whatever the menu shows."""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import Action

LIST_LIMIT = 90  # most choices one menu lists before it groups them (a select menu holds 125)
BACK = Action("back", "Back to the first choices", "no")


@dataclass(frozen=True)
class Option:
    """A final action, with the groups it sits in from the broadest to the narrowest, each as
    (notation, label): ("row c", "Row c"), ("at c5", "On c5")."""

    notation: str
    label: str
    groups: tuple[tuple[str, str], ...] = ()


def shown(options: list[Option], path: list[str], limit: int = LIST_LIMIT) -> list[tuple[Action, list[str] | None]]:
    """The menu after narrowing by `path` (the groups chosen so far): each entry with the path that
    choosing it leads to, or None for a final action."""
    level = len(path)
    chosen = [o for o in options if [g for g, _ in o.groups[:level]] == path]
    prefix = list(path)
    while len(chosen) > limit and all(len(o.groups) > level for o in chosen):
        groups: dict[str, str] = {}
        for o in chosen:
            key, label = o.groups[level]
            groups.setdefault(key, label)
        if len(groups) > 1:
            return [(Action(key, label), [*prefix, key]) for key, label in groups.items()]
        prefix.append(next(iter(groups)))
        level += 1
    return [(Action(o.notation, o.label), None) for o in chosen]


def menu(options: list[Option], path: list[str], extras: list[Action]) -> list[Action]:
    """Everything a prompt lists: its fixed answers (auto, done), the menu, and the way back."""
    entries = [action for action, _ in shown(options, path)]
    return [*extras, *entries, *([BACK] if path else [])]


def group_path(options: list[Option], path: list[str], notation: str) -> list[str] | None:
    """The path a group listed now leads to, or None if `notation` is not a group on the menu."""
    for action, leads_to in shown(options, path):
        if leads_to is not None and action.notation == notation:
            return leads_to
    return None
