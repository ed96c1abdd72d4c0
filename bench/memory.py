"""The resident memory a figure reports: this process's own peak since it started.

`getrusage(...).ru_maxrss` is no good for a probe the bench starts: Linux keeps a child's peak from
before `exec`, so a probe forked by a large bench process reports the bench's size. The kernel's
`VmHWM` belongs to the process's own memory map, which `exec` replaces."""

from __future__ import annotations

from pathlib import Path


def peak_resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status")
