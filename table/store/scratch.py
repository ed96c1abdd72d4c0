"""A PostgreSQL server of its own in a temporary directory, for the tests and the bench.

It listens only on a unix socket in that directory (no TCP port to collide with), trusts local
connections, and is deleted on `stop()`. The binaries are Debian's `postgresql` package's (on
PATH, or under /usr/lib/postgresql/N/bin). PostgreSQL refuses to run as root: as root, the server
runs as the `postgres` system user the package creates.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

from messages import say

SUPERUSER = "evolution"
PORT = 5432  # only names the socket file: the server listens on no TCP port


def find_bin() -> Path | None:
    """The folder of PostgreSQL's server programs, the newest version if several are installed."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(candidates[-1]).parent if candidates else None


def _runuser() -> str | None:
    """util-linux's runuser, in sbin, which a non-login PATH may leave out."""
    return shutil.which("runuser", path=os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"]))


def unavailable() -> str | None:
    """Why no scratch server can be started here; None if one can."""
    if find_bin() is None:
        return say("store-no-initdb")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return say("store-no-postgres-user")
        if _runuser() is None:
            return say("store-no-runuser")
    return None


class ScratchPostgres:
    def __init__(self, settings: dict[str, str] | None = None) -> None:
        """`settings`: the server's own (`-c name=value`), e.g. {"fsync": "off"} for tests."""
        self.settings = settings or {}
        self.folder: Path | None = None
        self._bin = find_bin()
        self._databases = 0

    def _run(self, *command: str) -> subprocess.CompletedProcess[str]:
        assert self._bin is not None
        argv = [str(self._bin / command[0]), *command[1:]]
        if os.geteuid() == 0:
            argv = [str(_runuser()), "-u", "postgres", "--", *argv]
        return subprocess.run(argv, capture_output=True, text=True, check=True, timeout=120)

    def start(self) -> None:
        reason = unavailable()
        if reason:
            raise RuntimeError(f"no scratch PostgreSQL: {reason}")
        # /tmp: short enough for a socket's path, and open to the `postgres` user, as TMPDIR may not be
        self.folder = Path(tempfile.mkdtemp(prefix="evolution-pg-", dir="/tmp" if os.path.isdir("/tmp") else None))
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
        data = self.folder / "data"
        options = " ".join(f"-c {name}={value}" for name, value in
                           {"listen_addresses": "''", "unix_socket_directories": str(self.folder),
                            "port": str(PORT), **self.settings}.items())
        try:
            self._run("initdb", "-D", str(data), "-U", SUPERUSER, "--auth=trust", "--encoding=UTF8",
                      "--locale=C", "--no-sync")
            self._run("pg_ctl", "-D", str(data), "-l", str(self.folder / "server.log"), "-o", options, "-w",
                      "start")
        except subprocess.CalledProcessError as error:
            log = self.folder / "server.log"
            told = log.read_text() if log.exists() else ""
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
            raise RuntimeError(f"PostgreSQL did not start: {error.stderr}{told}") from error

    def url(self, database: str = "postgres") -> str:
        assert self.folder is not None, "start() first"
        return f"postgresql://{SUPERUSER}@/{database}?host={self.folder}&port={PORT}"

    def new_database(self, prefix: str = "store") -> str:
        """A fresh empty database; its URL."""
        self._databases += 1
        name = f"{prefix}_{self._databases}"
        self._run("psql", "-h", str(self.folder), "-p", str(PORT), "-U", SUPERUSER, "-d", "postgres", "-q",
                  "-c", f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        if self.folder is None:
            return
        try:
            self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
