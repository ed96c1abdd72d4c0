"""µ (Micro): microbial ecology on a shared hex map of habitats (see engine.py)."""

from rules.micro.engine import ENGINE

__all__ = ["ENGINE"]
