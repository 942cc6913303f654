"""Developer commands: ``python -m ui.dev.bench`` (the app's speed) and ``python -m ui.dev.translations``
(refresh the translation files). Never imported by the app.
"""
