"""The carc-assist desktop application (PySide6). It talks to the engine only."""
