"""Alembic environment: runs the migrations on the connection ``db.migrate`` hands over."""

from __future__ import annotations

from alembic import context

from wartable.server.accounts import models  # noqa: F401  (its tables join the metadata)
from wartable.server.db import metadata
from wartable.server.social import models as social_models  # noqa: F401  (the same)

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only ``db.migrate`` runs these scripts
    raise RuntimeError("wartable migrations run through wartable.server.db.migrate(engine)")
context.configure(connection=connection, target_metadata=metadata)
with context.begin_transaction():
    context.run_migrations()
