"""Starting the app: the ``carc-assist`` command and its flags, the application object, the one-app
lock, ``--serve`` and ``--self-test``.

The top of ``ui``: it may import every other room, and no room imports it.
"""
