"""Primordial Soup (game key `soup`): see rules/soup/engine.py and docs/rules/soup.md."""

from rules.soup.engine import ENGINE, SoupEngine

__all__ = ["ENGINE", "SoupEngine"]
