"""The authoritative online server (``wartable serve``): FastAPI, WebSockets, SQLAlchemy.

Needs the ``server`` extra (``pip install 'wartable[server]'``). The rules core never imports
this package. See docs/server.md and docs/protocol.md.
"""
