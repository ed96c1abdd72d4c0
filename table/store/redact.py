"""Store targets as they may be shown or logged: a PostgreSQL URL's password never is.

`redacted` works on any text (a URL, an error message quoting one, a whole log line), so every
message that may name a store passes through it, whatever said it.
"""

from __future__ import annotations

import logging
import re

# user:password@ in a postgresql:// or postgres:// URL (one slash too, as a path mangles it); the
# password runs to the last @ before the host, as the URL parser reads it
_USER_PASSWORD = re.compile(r"(?P<head>\bpostgres(?:ql)?:/+[^:/@\s]*):(?P<password>[^\s/]*)@")
_PASSWORD_PARAMETER = re.compile(r"(?P<head>\bpostgres(?:ql)?:/+\S*?[?&]password=)(?P<password>[^&\s]*)")


def redacted(text: str) -> str:
    """`text` with the password of every PostgreSQL URL in it replaced by ***:
    `postgresql://user:pw@host/db` → `postgresql://user:***@host/db`."""
    text = _USER_PASSWORD.sub(r"\g<head>:***@", text)
    return _PASSWORD_PARAMETER.sub(r"\g<head>***", text)


class RedactingFormatter(logging.Formatter):
    """A log formatter whose lines (tracebacks included) never show a store's password."""

    def format(self, record: logging.LogRecord) -> str:
        return redacted(super().format(record))


def log_redacted(level: int | str, fmt: str) -> None:
    """Configure the root logger as `logging.basicConfig` does, every line redacted."""
    logging.basicConfig(level=level, format=fmt)
    for handler in logging.getLogger().handlers:
        handler.setFormatter(RedactingFormatter(fmt))
