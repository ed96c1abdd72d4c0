"""Issue 33, item 4: one manifest per game is the one registry. table/ names no game and imports no
game's module; rules/ imports none of the layers that read the manifests; every manifest agrees with
the engine, renderer and cog it names."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import games
from cogs.bot import extensions
from games.commands import Description, move
from games.manifest import GameManifest
from table.commands import catalogue
from tests.support.counters import MANIFEST as COUNTERS

ROOT = Path(__file__).resolve().parents[2]
HOSTED = ("animacule", "soup", "apocalyte", "extinction", "micro")
LAYERS = ("rules", "rendering", "cogs", "games")  # where a game's own modules live


def _imported(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """Every module an import names, `from a import b` read as both `a` and `a.b`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.lineno, node.module
            yield from ((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)


def _sources(folder: str) -> Iterator[tuple[str, ast.Module]]:
    for path in sorted((ROOT / folder).rglob("*.py")):
        yield str(path.relative_to(ROOT)), ast.parse(path.read_text(encoding="utf-8"))


def test_the_hosted_games_and_their_order_are_the_manifests() -> None:
    assert games.game_keys() == HOSTED
    assert [game.position for game in games.manifests()] == [1, 2, 3, 4, 5]
    assert extensions() == ("cogs.mygames", "cogs.game", *(f"cogs.{key}" for key in HOSTED))


@pytest.mark.parametrize("key", HOSTED)
def test_a_manifest_names_its_own_engine_renderer_cog_commands_and_rules_page(key: str) -> None:
    game = games.manifest_for(key)
    assert game.engine().key == key and games.engine_for(key) is game.engine()
    assert callable(game.renderer().render)
    assert game.cog is not None and (ROOT / f"{game.cog.replace('.', '/')}.py").is_file()
    assert game.rules_page == ROOT / "docs" / "rules" / f"{key}.md" and game.rules_page.is_file()
    assert game.commands and {c.group for c in game.commands} == {key}
    assert all(catalogue()[c.path] is c for c in game.commands)


def test_table_names_no_game_and_imports_no_game_module() -> None:
    word = re.compile(rf"(?<![a-z])({'|'.join(HOSTED)})(?![a-z])")
    named = [f"{where}:{node.lineno}: {node.value!r}" for where, tree in _sources("table") for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and word.search(node.value)]
    game_modules = {f"{layer}.{key}" for layer in LAYERS for key in HOSTED}
    imports = [f"{where}:{line}: {module}" for where, tree in _sources("table") for line, module in _imported(tree)
               if any(module == m or module.startswith(m + ".") for m in game_modules)]
    assert (named, imports) == ([], [])


def test_rules_import_nothing_that_reads_the_manifests() -> None:
    outside = [f"{where}:{line}: {module}" for where, tree in _sources("rules") for line, module in _imported(tree)
               if module.split(".")[0] in ("table", "rendering", "cogs", "games")]
    assert outside == []


def test_registering_a_game_adds_it_everywhere_and_unregistering_removes_it() -> None:
    games.register(COUNTERS)
    try:
        assert games.game_keys() == (*HOSTED, "counters")
        assert "counters" in catalogue()["game new"].options[0].choices
        assert catalogue()["counters take"].verb == "take"
        assert extensions()[-1] == "cogs.micro", "a game with no cog adds none"
        with pytest.raises(ValueError, match="a game with the key 'counters' is already hosted"):
            games.register(COUNTERS)
        with pytest.raises(ValueError, match="game 'other' takes position 6, which another game holds"):
            games.register(replace(COUNTERS, key="other", commands=()))
    finally:
        games.unregister("counters")
    assert games.game_keys() == HOSTED and "counters take" not in catalogue()
    assert catalogue()["game new"].options[0].choices == HOSTED
    with pytest.raises(ValueError, match="unknown game 'counters': choose one of animacule, soup, apocalyte"):
        games.engine_for("counters")


def test_a_manifest_refuses_a_command_outside_its_group() -> None:
    stray = move("soup", "take", Description("command-play"), "take")
    with pytest.raises(ValueError, match="game 'counters' declares commands outside its group /counters: /soup take"):
        GameManifest(key="counters", position=6, engine_module="tests.support.counters.engine",
                     renderer_module="tests.support.counters.board", commands=(stray,))
