"""The table page on the players' phones: the web server, the feed between the game session and
the server, the JSON snapshot of what the page shows, and the dialog that starts it. The page
itself is ``resources/web/``.
"""
