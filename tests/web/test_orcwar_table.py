"""OrcWar's trade dialog and battle panel (issue 38), each driven through a whole trade and a
whole battle by clicking only their buttons. The positions come from seeded random games of
the rules engine; the page draws each seat's view (boards/orcwar.js, in the server's page, its
messages from the server's catalogue), every click must send one of the seat's legal moves,
and the engine plays it (chance moves at random) before the next view is drawn."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, cast

import pytest

from wartable.core.game import State
from wartable.games.orcwar.game import OrcWar
from wartable.games.orcwar.state import OrcState

pytestmark = pytest.mark.timeout(240)

GAME = OrcWar(players=4, max_rounds=15)
TABLE = GAME.table()

RENDER = """async ([view, legal, table, moves]) => {
  const i18n = await import('/static/i18n.js');
  await i18n.loadMessages();
  const board = await import('/static/boards/orcwar.js');
  window.__sent = [];
  let box = document.getElementById('orc-test');
  if (!box) {
    box = document.createElement('div');
    box.id = 'orc-test';
    document.body.prepend(box);
  }
  box.replaceChildren(...board.info(view, i18n.t, (p) => `P${p + 1}`,
    { table, legal, moves, send: (m) => window.__sent.push(m) }));
  return legal.filter((m) => board.panelMove(m, view));
}"""


class Game:
    """A seeded game of the engine with the log each seat is shown (moves and messages)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.state: State = GAME.initial_state()
        self.log: list[dict[str, Any]] = []

    def play(self, text: str) -> None:
        s = self.state
        move = s.parse_move(text)
        mover = s.to_move()
        self.log.append(
            {
                "ply": len(self.log),
                "by": mover if mover >= 0 else "chance",
                "move": text,
                "msg": s.move_message(move, mover if mover >= 0 else None).to_json(),
            }
        )
        self.state = s.apply(move)

    def chance(self) -> None:
        while not self.state.is_over() and self.state.to_move() < 0:
            outs = self.state.chance_outcomes()
            move = self.rng.choices([m for m, _ in outs], [p for _, p in outs])[0]
            self.play(self.state.move_text(move))

    def until(self, wanted: Callable[[State], bool], limit: int = 6000) -> bool:
        """Random moves until ``wanted`` holds at a player's decision (False: the game ended)."""
        for _ in range(limit):
            self.chance()
            if self.state.is_over():
                return False
            if wanted(self.state):
                return True
            self.play(self.rng.choice(self.state.move_texts(self.state.legal_moves())))
        return False

    def legal(self) -> list[str]:
        return self.state.move_texts(self.state.legal_moves())


def find(wanted: Callable[[State], bool]) -> Game:
    for seed in range(60):
        g = Game(seed)
        if g.until(wanted):
            return g
    raise AssertionError("no seeded game reached the position")


def render(page: Any, g: Game) -> set[str]:
    seat = g.state.to_move()
    view = json.loads(json.dumps(g.state.view(seat)))
    return set(page.evaluate(RENDER, [view, g.legal(), TABLE, g.log]))


def click(page: Any, g: Game, selector: str) -> str:
    """Click a button of the panel; the one move it sent, checked legal and played."""
    legal = g.legal()
    page.click(selector)
    sent = page.evaluate("window.__sent")
    assert len(sent) == 1, sent
    assert sent[0] in legal, (sent[0], legal)
    g.play(sent[0])
    return str(sent[0])


def panel_moves(page: Any, panel: str) -> set[str]:
    return set(
        page.eval_on_selector_all(f"{panel} button[data-move]", "bs => bs.map(b => b.dataset.move)")
    )


def test_a_trade_is_offered_claimed_answered_and_handed_over_in_the_dialog(
    server: Any, new_page: Any
) -> None:
    page = new_page(390, 844)
    page.goto(server.base + "/")

    def can_offer(s: State) -> bool:
        # an offer whose partner holds something to ask for, and the offerer something to give
        texts = s.move_texts(s.legal_moves())
        return any(t.startswith("offer ") for t in texts) and s.to_move() >= 0

    g = find(can_offer)
    offerer = g.state.to_move()
    wanted = render(page, g)
    assert panel_moves(page, "#trade-panel") == wanted
    assert "Offer a trade to:" in (page.text_content("#trade-panel") or "")
    offer = click(page, g, "#trade-panel button[data-move^='offer ']")
    partner = int(offer.split()[1][1:]) - 1
    # the claims: what the offerer says he gives and asks, each a chip button
    claims: list[str] = []
    for kind in ("give", "ask"):
        assert g.state.to_move() == offerer
        wanted = render(page, g)
        assert panel_moves(page, "#trade-panel") == wanted
        if page.locator(f"#trade-panel button[data-move^='{kind} ']").count():
            claims.append(click(page, g, f"#trade-panel button[data-move^='{kind} ']"))
    assert claims, "nothing to give or ask"
    render(page, g)
    shown = page.text_content("#trade-offer") or ""
    assert "says he gives" in shown
    assert "asks for" in shown
    assert "claims may be lies" in shown
    assert page.locator("#trade-offer .orc-claims .orc-unit").count() == len(claims)
    click(page, g, "#trade-panel button[data-move='send']")
    # the partner answers in the dialog
    assert g.state.to_move() == partner
    render(page, g)
    assert f"P{offerer + 1} offers P{partner + 1}" in (page.text_content("#trade-panel") or "")
    assert panel_moves(page, "#trade-panel") == {"accept", "decline"}
    click(page, g, "#trade-panel button[data-move='accept']")
    # then chip by chip, each side hands over as many chips as it claimed (R10.4)
    handed = 0
    for _ in range(40):
        g.chance()
        if not any(t.startswith("hand ") for t in g.legal()):
            break
        wanted = render(page, g)
        assert panel_moves(page, "#trade-panel") == wanted
        assert "Hand over your chips one by one:" in (page.text_content("#trade-panel") or "")
        click(page, g, "#trade-panel button[data-move^='hand ']")
        handed += 1
    assert handed >= 1
    assert g.state.view(None)["offer"] is None
    assert sum(1 for m in g.log if m["move"].startswith("hand ")) == handed


def _in_battle(s: State) -> bool:
    return (
        cast(OrcState, s).bt is not None
        and s.to_move() >= 0
        and any(m == "fight" for m in s.move_texts(s.legal_moves()))
    )


def _fight(page: Any, g: Game, rng: random.Random) -> tuple[int, int]:
    """One battle fought in the panel: (hits placed on units by a click, dice rows shown)."""
    bt = cast(OrcState, g.state).bt
    assert bt is not None
    area = bt["area"]
    took = dice_seen = 0
    for _ in range(300):
        g.chance()
        bt = cast(OrcState, g.state).bt
        if g.state.is_over() or bt is None or bt["area"] != area:
            return took, dice_seen
        wanted = render(page, g)
        assert page.locator("#battle-panel").count() == 1
        assert f"Battle in {area} " in (page.text_content("#battle-panel h4") or "")
        dice_seen = max(dice_seen, page.locator("#battle-panel svg.dice").count())
        buttons = panel_moves(page, "#battle-panel")
        assert buttons == wanted, (buttons, wanted)
        if not buttons:  # a move of the map (retreat to an area) or a word beside it (done)
            g.play(rng.choice(g.legal()))
            continue
        # fight it out: no truce, no retreat while there is another choice
        keen = sorted(b for b in buttons if not b.startswith("parley") and b != "retreat")
        move = rng.choice(keen or sorted(buttons))
        sent = click(page, g, f'#battle-panel button[data-move="{move}"]')
        took += sent.startswith("take ")
    raise AssertionError("the battle did not end")


def test_a_battle_is_fought_in_its_panel(server: Any, new_page: Any) -> None:
    """Both sides' dice shown as dice, each hit placed by clicking the unit that takes it,
    fight/retreat/stay/parley as the panel's buttons, to the end of the battle."""
    page = new_page(1280, 800)
    page.goto(server.base + "/")
    rng = random.Random(7)
    took = dice = battles = 0
    for seed in range(40):
        g = Game(seed)
        while (took < 1 or dice < 2) and battles < 12 and g.until(_in_battle):
            t, d = _fight(page, g, rng)
            took += t
            dice = max(dice, d)
            battles += 1
        if took >= 1 and dice >= 2:
            break
    assert dice >= 2, "both sides' dice were never shown"
    assert took >= 1, "no hit was placed on a unit by clicking it"


DRAW = """async ([view, table]) => {
  const i18n = await import('/static/i18n.js');
  await i18n.loadMessages();
  const board = await import('/static/boards/orcwar.js');
  let box = document.getElementById('orc-test');
  if (!box) {
    box = document.createElement('div');
    box.id = 'orc-test';
    box.className = 'board-wrap';
    document.body.prepend(box);
  }
  box.replaceChildren(board.draw(view, { t: i18n.t, seatName: (p) => `P${p + 1}`, table }));
}"""


def test_the_table_shows_the_hand_as_chips_the_map_in_full_and_only_counts_of_other_hands(
    server: Any, new_page: Any
) -> None:
    page = new_page(1280, 900)
    page.goto(server.base + "/")
    g = find(
        lambda s: cast(OrcState, s).rnd >= 2 and s.to_move() == 0 and bool(s.view(0)["armies"])
    )
    view = json.loads(json.dumps(g.state.view(0)))
    page.evaluate(DRAW, [view, TABLE])
    # the hand: one chip per kind with its count; gold as coins, and their value
    chips = page.eval_on_selector_all(
        "#orc-hand button.orc-chip",
        "bs => bs.map(b => [b.dataset.cell, b.querySelector('.orc-count').textContent])",
    )
    assert chips == [[f"hand:{k}", f"×{n}"] for k, n in view["hand"].items()]
    coins = page.locator("#orc-gold svg.orc-ico").count()
    assert coins == sum(view["gold"].values())
    value = sum(int(k[1:]) * n for k, n in view["gold"].items())
    assert f"Your gold: {value}" in (page.text_content("#orc-gold") or "")
    # the other players: their counts, never their chips
    for p in range(view["players"]):
        line = page.text_content(f'#orc-players [data-seat="{p}"]') or ""
        assert f"horde chips {view['hand_counts'][p]}" in line
        assert f"gold chips {view['gold_counts'][p]}" in line
    assert page.locator("#orc-test [data-cell^='hand:']").count() == len(view["hand"])
    # the phase track: the eight phases, the current one marked
    phases = page.eval_on_selector_all("#phase-track li", "ls => ls.map(l => l.dataset.phase)")
    assert phases == [p["id"] for p in TABLE["phases"]]
    assert len(phases) == 8
    assert page.get_attribute("#phase-track li.now", "data-phase") == view["phase"]
    # every area's whole name on the map; every army a badge with its boss and strength
    for area in TABLE["areas"]:
        text = page.text_content(f'#orc-test [data-cell="a{area["id"]}"]') or ""
        assert all(word in text for word in area["name"].split()), (area, text)
    for boss, army in view["armies"].items():
        badge = page.text_content(f'#orc-test g.army[data-cell="{boss}"]') or ""
        assert badge.startswith(f"{boss}{army['strength']}"), badge
    # a tap on an army shows its troops
    boss = next(iter(view["armies"]))
    page.dispatch_event(f'#orc-test g.army[data-cell="{boss}"]', "click")
    assert boss in (page.text_content("#army-detail") or "")
