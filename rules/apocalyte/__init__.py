"""Apocalyte (game key `apocalyte`): see rules/apocalyte/engine.py and docs/rules/apocalyte.md."""

from rules.apocalyte.engine import ENGINE, ApocalyteEngine

__all__ = ["ENGINE", "ApocalyteEngine"]
