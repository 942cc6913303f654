"""Build a release of carc-assist: ``python .ci/release.py`` (run by ``.ci/build-linux`` in its
own build venv, which holds the app and PyInstaller).

Platform-neutral steps: the icon's PNG sizes from its SVG, then PyInstaller's one-folder bundle
(``resources/packaging/carc-assist.spec``), then the bundle checks itself (``--self-test``).
On Linux it also writes the tarball and the .deb and prints the newest glibc symbol version the
bundle needs (the oldest system it can start on). Windows and macOS: see README, "Building a release".
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "resources" / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build" / "release"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "org.carc_assist.CarcAssist"
#: system libraries the bundle's Qt needs that ldd may not resolve on the build machine
#: (the xcb plugin's own dependencies, when the build image lacks them): soname prefix → package
KNOWN_PACKAGES = {
    "libxcb-cursor.so": "libxcb-cursor0",
    "libxcb-icccm.so": "libxcb-icccm4",
    "libxcb-keysyms.so": "libxcb-keysyms1",
    "libxcb-image.so": "libxcb-image0",
    "libxcb-render-util.so": "libxcb-render-util0",
    "libxcb-randr.so": "libxcb-randr0",
    "libxcb-shape.so": "libxcb-shape0",
    "libxcb-xkb.so": "libxcb-xkb1",
    "libxkbcommon-x11.so": "libxkbcommon-x11-0",
    "libxkbcommon.so": "libxkbcommon0",
}


def version() -> str:
    text = (ROOT / "carc_assist" / "version.py").read_text(encoding="utf-8")
    found = re.search(r'^VERSION = "([^"]+)"', text, re.MULTILINE)
    assert found, "carc_assist/version.py has no VERSION"
    return found.group(1)


def render_icons(folder: Path) -> dict[int, Path]:
    """PNG sizes of resources/icons/carc-assist.svg, drawn by Qt's own SVG renderer."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "carc-assist.svg"))
    assert renderer.isValid(), "the icon's SVG does not load"
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        paths[size] = folder / f"carc-assist-{size}.png"
        assert image.save(str(paths[size])), f"cannot write {paths[size]}"
    return paths


def pyinstaller(icon: Path) -> Path:
    env = {**os.environ, "CARC_ASSIST_ROOT": str(ROOT), "CARC_ASSIST_ICON": str(icon)}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(BUILD / "dist"),
            "--workpath",
            str(BUILD / "work"),
            str(PACKAGING / "carc-assist.spec"),
        ],
        check=True,
        env=env,
    )
    bundle = BUILD / "dist" / "carc-assist"
    for notice in ("LICENSE", "NOTICES.md"):
        shutil.copy(PACKAGING / notice, bundle / notice)
    return bundle


def self_test(executable: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([str(executable), "--self-test"], env=env, capture_output=True, text=True)
    print(result.stdout, end="")
    if result.returncode != 0 or not result.stdout.rstrip().endswith("self-test passed"):
        sys.exit(f"the bundle fails its self-test:\n{result.stderr}")


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def newest_glibc(files: list[Path]) -> str:
    """The highest GLIBC_x.y symbol version any of the bundle's binaries needs."""
    versions: set[tuple[int, ...]] = set()
    for path in files:
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        versions |= {tuple(int(n) for n in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out)}
    return ".".join(str(n) for n in max(versions))


def system_packages(bundle: Path, files: list[Path]) -> list[str]:
    """Debian packages holding the libraries the bundle loads from the system (ldd), plus the
    xcb plugin's libraries that this machine may lack."""
    inside = {p.name for p in files}
    needed: dict[str, str] = {}  # soname -> where ldd finds it ("not" when it does not)
    for path in files:
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True).stdout
        for name, target in re.findall(r"^\s*(\S+) => (\S+)", out, re.MULTILINE):
            if name not in inside:
                needed[name] = target
    packages: set[str] = set()
    for name, target in sorted(needed.items()):
        known = next((pkg for prefix, pkg in KNOWN_PACKAGES.items() if name.startswith(prefix)), None)
        owner = None
        if target != "not":
            # by file name: dpkg may list it under /lib or /usr/lib (merged /usr)
            real = "*/" + Path(os.path.realpath(target)).name
            found = subprocess.run(["dpkg", "-S", real], capture_output=True, text=True)
            if found.returncode == 0:
                owner = found.stdout.split(":")[0]
        if owner is None and known is None:
            sys.exit(f"the bundle needs {name}, and no known package gives it")
        packages.add(owner or str(known))
    return sorted((packages | set(KNOWN_PACKAGES.values())) - {"libc6"})  # libc6 is given with its version


def linux(bundle: Path, icons: dict[int, Path], ver: str) -> None:
    files = elf_files(bundle)
    glibc = newest_glibc(files)
    arch = platform.machine()
    DIST.mkdir(exist_ok=True)
    name = f"carc-assist-{ver}-linux-{arch}"
    tarball = DIST / f"{name}.tar.gz"
    with tarfile.open(tarball, "w:gz") as archive:
        archive.add(bundle, arcname=name)

    root = BUILD / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / "opt" / "carc-assist", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "carc-assist").symlink_to("/opt/carc-assist/carc-assist")
    share = root / "usr" / "share"
    for size, png in icons.items():
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy(png, target / "carc-assist.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "icons" / "carc-assist.svg", scalable / "carc-assist.svg")
    for folder, source in (
        ("applications", "carc-assist.desktop"),
        ("metainfo", f"{APP_ID}.metainfo.xml"),
        ("mime/packages", "carc-assist-mime.xml"),
    ):
        (share / folder).mkdir(parents=True, exist_ok=True)
        text = (PACKAGING / "linux" / source).read_text(encoding="utf-8")
        (share / folder / source).write_text(text.replace("@VERSION@", ver), encoding="utf-8")
    doc = share / "doc" / "carc-assist"
    doc.mkdir(parents=True)
    shutil.copy(PACKAGING / "LICENSE", doc / "copyright")
    depends = ", ".join([f"libc6 (>= {glibc})", *system_packages(bundle, files)])
    size_kib = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = (PACKAGING / "linux" / "control").read_text(encoding="utf-8")
    control = control.format(version=ver, depends=depends, size=size_kib)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    deb = DIST / f"carc-assist_{ver}_amd64.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "--build", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    print(f"glibc needed: {glibc} (the bundle starts on systems with glibc {glibc} or newer)")
    print(f"Depends: {depends}")
    for path in (tarball, deb):
        print(f"wrote {path.relative_to(ROOT)}: {path.stat().st_size / 2**20:.1f} MiB")


def main() -> None:
    started = time.monotonic()
    ver = version()
    shutil.rmtree(BUILD, ignore_errors=True)
    icons = render_icons(BUILD / "icons")
    bundle = pyinstaller(icons[256])
    executable = bundle / ("carc-assist.exe" if sys.platform == "win32" else "carc-assist")
    self_test(executable)
    if sys.platform.startswith("linux"):
        linux(bundle, icons, ver)
    print(f"release {ver} built in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
