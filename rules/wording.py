"""Small pieces of English every game's texts share."""

import unicodedata

NAME_LIMIT = 32


def plural(count: int, noun: str) -> str:
    """`1 amoeba`, `3 amoebas`: a count with its noun."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def clean_name(name: str, fallback: str = "Player") -> str:
    """A member's name fit to seat at a table: control, format and line or paragraph separator
    characters become spaces, runs of space become one, and it is cut to NAME_LIMIT characters."""
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") else c for c in name)
    cleaned = " ".join(kept.split())[:NAME_LIMIT].strip()
    return cleaned or fallback
