"""One game's manifest: everything the bot needs to host it, declared in one place."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from games.commands import Command
from rules.base import Engine

RULES_DOCS = Path(__file__).resolve().parent.parent / "docs" / "rules"


@dataclass(frozen=True, eq=False)  # one manifest is one game: hashed by identity, so a lookup keyed on the
class GameManifest:                # hosted games (table.commands.catalogue) costs no walk over their commands
    """A game the bot hosts. Its engine, renderer and cog are named by module path and imported only
    when first asked for, so reading the manifests stays cheap (and rules/ never imports them):

    - `engine`: a module whose `ENGINE` is the game's rules.base.Engine (its title and its options,
      `new`'s rule variants, are the engine's own: the engine checks them);
    - `renderer`: a module with `render(engine, state) -> bytes` (the board) and optionally
      `render_private(engine, state, seat) -> bytes | None` (a seat's own cards);
    - `cog`: the discord.py extension declaring the game's slash commands (None: no Discord
      commands, the game is played by buttons, `/game` commands and the console);
    - `commands`: the game's own slash commands (`/<key> …`), each in the group named by its key;
    - `position`: where the game stands among the others (in help, choices and `simulate`), 1 first;
    - `rules_doc`: the Markdown page `/game rules` reads (docs/rules/<key>.md unless given).
    """

    key: str
    position: int
    engine_module: str
    renderer_module: str
    commands: tuple[Command, ...]
    cog: str | None = None
    rules_doc: Path | None = None

    def __post_init__(self) -> None:
        strays = [c.path for c in self.commands if c.group != self.key]
        if strays:
            raise ValueError(f"game {self.key!r} declares commands outside its group /{self.key}: "
                             f"{', '.join('/' + path for path in strays)}")

    def engine(self) -> Engine[Any]:
        engine: Engine[Any] = importlib.import_module(self.engine_module).ENGINE
        return engine

    def renderer(self) -> ModuleType:
        return importlib.import_module(self.renderer_module)

    @property
    def rules_page(self) -> Path:
        return self.rules_doc or RULES_DOCS / f"{self.key}.md"
