"""The buttons and select menus under a post (cogs/components.py)."""

from __future__ import annotations

from cogs.components import TableSelect, view_for
from table import custom_ids
from table.replies import Choice, Reply


async def test_many_choices_come_as_select_menus_each_saying_which_of_them_it_lists() -> None:
    choices = tuple(Choice(f"place {n}", custom_ids.act_id(7, 3, f"place {n}")) for n in range(30))
    view = view_for(Reply(text="", choices=choices, choices_for="Alice: place an army"))
    selects: list[TableSelect] = [child for child in view.children if isinstance(child, TableSelect)]
    menus = [select.item for select in selects]
    assert [menu.placeholder for menu in menus] == ["Alice: place an army (1–25 of 30)",
                                                    "Alice: place an army (26–30 of 30)"]
    assert [len(menu.options) for menu in menus] == [25, 5]
