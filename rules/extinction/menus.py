"""Long lists of choices as short menus. A prompt whose legal actions would run to hundreds
(a hex and a count, a source, a destination and a count) lists groups instead ("row c",
"from c5"), and a chosen group lists what is in it; a group holding a single choice is passed
through. Typed notation may still give a whole action at once, whatever the menu shows.

A menu is a tree of groups (`Group`), each counting its final actions before it lists them, so
a migration's thousands of moves are worded only for the group a menu shows. A step that lists
its options in full has them grouped by `listed`; every option of a step sits in as many groups."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.base import BACK as BACK_NOTATION
from rules.base import Action
from rules.extinction.data import ROW_OF
from rules.phrases import Phrase, Said

LIST_LIMIT = 90  # most choices one menu lists before it groups them (a select menu holds 125)
BACK = Action(BACK_NOTATION, Phrase.of("extinction-label-back"), "no")


@dataclass(frozen=True)
class Option:
    """A final action, with the groups it sits in from the broadest to the narrowest, each as
    (notation, label): ("row c", "Row c"), ("at c5", "On c5")."""

    notation: str
    label: Said
    groups: tuple[tuple[str, Said], ...] = ()


@dataclass(frozen=True)
class Group:
    """Some of a step's final actions: how many (`size`), the groups one level narrower that hold
    them (none at the narrowest level), and the actions themselves, both listed only when asked.
    The whole menu is the group with no notation."""

    notation: str
    label: Said
    size: int
    narrower: Callable[[], list[Group]]
    finals: Callable[[], list[Action]]


def row_group(hex_name: str) -> tuple[str, Said]:
    """The group of a hex's row: ("row c", "Row c")."""
    return f"row {ROW_OF[hex_name]}", Phrase.of("extinction-label-row", row=ROW_OF[hex_name])


def on_group(verb: str, hex_name: str) -> tuple[str, Said]:
    """The group of one hex, by the menu's verb ("at", "on"): ("at c5", "On c5")."""
    return f"{verb} {hex_name}", Phrase.of("extinction-label-on", hex=hex_name)


def from_group(hex_name: str, have: int) -> tuple[str, Said]:
    """The group of the moves from one cube: ("from c5", "From c5 (3)")."""
    return f"from {hex_name}", Phrase.of("extinction-label-from", hex=hex_name, count=have)


def to_group(hex_name: str) -> tuple[str, Said]:
    """The group of the moves to one hex: ("to d6", "To d6")."""
    return f"to {hex_name}", Phrase.of("extinction-label-to", hex=hex_name)


def listed(options: list[Option], level: int = 0, notation: str = "", label: Said = "") -> Group:
    """`options` as a group, narrowed by their groups from `level` on."""
    def narrower() -> list[Group]:
        if not all(len(o.groups) > level for o in options):
            return []
        held: dict[tuple[str, Said], list[Option]] = {}
        labels: dict[str, Said] = {}
        for o in options:
            key, group_label = o.groups[level]
            held.setdefault((key, labels.setdefault(key, group_label)), []).append(o)
        return [listed(inside, level + 1, key, group_label) for (key, group_label), inside in held.items()]

    return Group(notation, label, len(options), narrower, lambda: [Action(o.notation, o.label) for o in options])


def _along(whole: Group, path: list[str]) -> list[Group]:
    """The groups `path` chooses, from the broadest, as far as each is on the menu the one before opens."""
    groups, group = [], whole
    for notation in path:
        inside = next((g for g in group.narrower() if g.notation == notation), None)
        if inside is None:
            break
        groups.append(inside)
        group = inside
    return groups


def chosen(whole: Group, path: list[str]) -> list[Said]:
    """The labels of the groups chosen so far, from the broadest ("From h6 (3)", "Row h")."""
    return [group.label for group in _along(whole, path)]


def shown(whole: Group, path: list[str], limit: int = LIST_LIMIT) -> list[tuple[Action, list[str] | None]]:
    """The menu after narrowing by `path` (the groups chosen so far): each entry with the path that
    choosing it leads to, or None for a final action."""
    groups = _along(whole, path)
    if len(groups) < len(path):
        return []
    group = groups[-1] if groups else whole
    prefix = list(path)
    while group.size > limit:
        narrower = group.narrower()
        if not narrower:
            break
        if len(narrower) > 1:
            return [(Action(g.notation, g.label), [*prefix, g.notation]) for g in narrower]
        group = narrower[0]
        prefix.append(group.notation)
    return [(action, None) for action in group.finals()]


def menu(whole: Group, path: list[str], extras: list[Action]) -> list[Action]:
    """Everything a prompt lists: its fixed answers (auto, done), the menu, and the way back."""
    entries = [action for action, _ in shown(whole, path)]
    return [*extras, *entries, *([BACK] if path else [])]


def group_path(whole: Group, path: list[str], notation: str) -> list[str] | None:
    """The path a group listed now leads to, or None if `notation` is not a group on the menu."""
    for action, leads_to in shown(whole, path):
        if leads_to is not None and action.notation == notation:
            return leads_to
    return None
