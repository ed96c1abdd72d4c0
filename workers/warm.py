"""Imported by the board workers' fork server before it forks each worker (workers/pool.py): what is
worked out here, every worker inherits instead of working it out again. The English catalogue, which
every board's text is read from: loading and compiling it took each new worker 0.13 s of CPU (each
bot start forks two or more)."""

from messages import DEFAULT_LANGUAGE, catalogue

catalogue(DEFAULT_LANGUAGE)
