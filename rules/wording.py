"""Small pieces of English every game's texts share."""


def plural(count: int, noun: str) -> str:
    """`1 amoeba`, `3 amoebas`: a count with its noun."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
