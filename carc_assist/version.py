"""The one place the version is written: ``pyproject.toml``, ``carc-assist --version``, the About
box and the release build read it from here."""

VERSION = "0.1.0"
