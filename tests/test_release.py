"""The release build (slow: minutes). Runs only when asked: ``CARC_ASSIST_RELEASE=1``.

It builds the Linux tarball and .deb with ``.ci/build-linux`` from this checkout, unpacks the
tarball and runs the frozen app's ``--self-test`` and ``--version`` with a fresh HOME, as a
player's machine would.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from carc_assist import __version__

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.timeout(3600),  # a release build takes minutes
    pytest.mark.skipif(os.environ.get("CARC_ASSIST_RELEASE") != "1", reason="set CARC_ASSIST_RELEASE=1"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux release"),
]


def test_the_linux_release_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    subprocess.run(["bash", str(ROOT / ".ci" / "build-linux")], check=True, cwd=ROOT)
    name = f"carc-assist-{__version__}-linux-x86_64"
    assert (ROOT / "dist" / f"carc-assist_{__version__}_amd64.deb").is_file()
    with tarfile.open(ROOT / "dist" / f"{name}.tar.gz") as archive:
        archive.extractall(tmp_path, filter="tar")
    executable = tmp_path / name / "carc-assist"
    home = tmp_path / "home"
    home.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    version = subprocess.run([str(executable), "--version"], env=env, capture_output=True, text=True)
    assert version.stdout.strip() == f"carc-assist {__version__}"
    test = subprocess.run([str(executable), "--self-test"], env=env, capture_output=True, text=True)
    assert test.returncode == 0, test.stdout + test.stderr
    assert test.stdout.splitlines()[-1] == "self-test passed"
    assert not any(home.rglob("*")), "the self-test wrote into HOME"
