"""Games kept on disk: game records (the save files of ``shared/spec/record.md``), the games
library (SQLite) with its check and recovery, the emergency copy a closing app leaves
when saves fail, editing a past turn of a record, and where the user's data lives.

It imports the rules and the files below it; nothing below imports it.
"""
