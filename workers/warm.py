"""Imported by the board workers' fork server before it forks each worker (workers/pool.py): what is
worked out here, every worker inherits instead of working it out again. Every message of every language
compiled (a catalogue otherwise compiles each the first time it is asked for): a new worker's first board
took 0.28 s of CPU without it, 0.16 s with it (one Soup board, English). Compiling all three languages
costs the fork server 0.33 s of CPU once (English 0.07, German 0.12, French 0.14), so a German or French
server's first boards draw as fast as an English one's."""

from messages import compile_catalogue, languages

for language in sorted(languages()):
    compile_catalogue(language)
