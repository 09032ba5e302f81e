// Notices in words: what changed between two updates that a player should not miss (a battle or
// a round over, a draw offered or declined, a takeback asked for, done or declined, a rematch
// asked for, a player joined, gone or back).
// Read from what the server sends (the update's summary and the seat's view), never guessed.

const seatsOf = (list) => new Set(list || []);
const added = (before, after) => [...seatsOf(after)].filter((s) => !seatsOf(before).has(s));
const removed = (before, after) => [...seatsOf(before)].filter((s) => !seatsOf(after).has(s));

// Between two update summaries (null before: nothing to compare, no notice)
export function summaryNotices(before, after, t, seatName) {
  if (!before || !after || before.match !== after.match) return [];
  const out = [];
  for (const seat of after.seats || []) {
    const was = (before.seats || [])[seat.seat];
    if (was && !was.joined && seat.joined) out.push(t("notice_joined", { name: seatName(seat.seat) }));
  }
  const offerBefore = before.draw_offer || [];
  const offerAfter = after.draw_offer || [];
  if (!offerBefore.length && offerAfter.length) {
    out.push(t("notice_draw_offered", { names: offerAfter.map(seatName).join(", ") }));
  } else if (offerBefore.length && !offerAfter.length && after.status === "active") {
    out.push(t("notice_draw_declined"));
  }
  for (const s of added(before.rematch_votes, after.rematch_votes)) out.push(t("notice_rematch_asked", { name: seatName(s) }));
  if (!before.rematch && after.rematch) out.push(t("notice_rematch_ready"));
  for (const s of added(before.absent, after.absent)) out.push(t("notice_gone", { name: seatName(s) }));
  for (const s of removed(before.absent, after.absent)) out.push(t("notice_back", { name: seatName(s) }));
  for (const s of added(before.takeover, after.takeover)) out.push(t("notice_takeover", { name: seatName(s) }));
  out.push(...takebackNotices(before, after, t, seatName));
  return out;
}

// A takeback asked for, done, declined, or lapsed by a move (the summary's takeback,
// taken_back and takeback_declined; docs/protocol.md)
function takebackNotices(before, after, t, seatName) {
  const out = [];
  const was = before.takeback;
  const is = after.takeback;
  const done = after.taken_back;
  const isDone = done && (!before.taken_back || before.taken_back.n !== done.n);
  const no = after.takeback_declined;
  const isNo = no && JSON.stringify(no) !== JSON.stringify(before.takeback_declined);
  if (is && (!was || was.seat !== is.seat || was.at !== is.at)) out.push(t("notice_takeback_asked", { name: seatName(is.seat) }));
  if (isDone) out.push(t("notice_takeback_done", { name: seatName(done.seat), n: done.from - done.to }));
  else if (isNo) out.push(t("notice_takeback_declined", { name: seatName(no.seat) }));
  else if (was && !is) out.push(t("notice_takeback_lapsed"));
  return out;
}

// Between two views of one game, as one seat (or a spectator) sees them
export function viewNotices(game, before, after, t, seatName) {
  if (!before || !after) return [];
  const out = [];
  if (game === "thud") {
    const done = (after.results || []).slice((before.results || []).length);
    for (const r of done) {
      const score = (after.scores || []).map((sc, i) => `${seatName(i)} ${sc >= 0 ? "+" : ""}${sc}`).join(" · ");
      out.push(t("notice_thud_battle_over", { n: r.battle, dwarfs: r.dwarfs, trolls: r.trolls, score }));
      if (r.battle < (after.battles || 0)) out.push(t("notice_thud_next_battle", { n: r.battle + 1 }));
    }
  }
  if (game === "orcwar" && before.battle && !after.battle) {
    out.push(t("notice_battle_over", { area: before.battle.area }));
  }
  if ((game === "orcwar" || game === "europe") && Number.isInteger(before.round) && after.round > before.round) {
    out.push(t("notice_round", { n: after.round }));
  }
  return out;
}
