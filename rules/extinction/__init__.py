"""Extinction (game key `extinction`): see rules/extinction/engine.py and docs/rules/extinction.md."""

from rules.extinction.engine import ENGINE, ExtinctionEngine

__all__ = ["ENGINE", "ExtinctionEngine"]
