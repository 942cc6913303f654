"""The games library window and its history chart. It imports the session and the presentation
rooms below it.
"""
