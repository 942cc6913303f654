"""What the app remembers and adapts to: the preferences, what it remembers between runs, the
touch layout, and windows that fit their screen. The lowest room of ``ui``.
"""
