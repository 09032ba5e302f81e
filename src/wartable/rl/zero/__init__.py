"""Computer players that learn: AlphaZero-style self-play (docs/rl.md, docs/ai.md).

* :mod:`wartable.ai.network`: the policy/value network's shape (one definition for every
  game, sized by its encoding), its numpy forward pass and its checkpoint file (``.npz``);
* :mod:`wartable.ai.puct`: PUCT search guided by the network, chance sampled, hidden
  information searched over determinisations from the seat's own view, and the agent that
  plays a checkpoint (``model:PATH``);
* :mod:`~wartable.rl.zero.selfplay`: self-play games and their training examples;
* :mod:`~wartable.rl.zero.train`: the learner (PyTorch CPU), workers (processes or Ray), the
  replay buffer, checkpoints and resumable runs: ``python -m wartable.rl.zero GAME --out DIR``;

Playing a checkpoint needs numpy only; training needs ``pip install 'wartable[learn]'``.
"""

from __future__ import annotations

from wartable.ai.network import Model, NetShape, load_model
from wartable.ai.puct import ModelAgent

__all__ = ["Model", "ModelAgent", "NetShape", "load_model"]
