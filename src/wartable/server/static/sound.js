// Short sounds made on the spot with WebAudio (no sound file): a move, a capture, dice, your
// turn. Off until the player turns them on; the choice is kept in localStorage.
const KEY = "wartable.sound";
let ctx = null;

export function soundOn() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

function audio() {
  if (!ctx) {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    ctx = new Ctx();
  }
  if (ctx.state === "suspended") ctx.resume();
  return ctx;
}

function tone(a, { freq, to = freq, start = 0, length = 0.1, type = "triangle", gain = 0.15 }) {
  const osc = a.createOscillator();
  const amp = a.createGain();
  const t0 = a.currentTime + start;
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t0);
  osc.frequency.exponentialRampToValueAtTime(to, t0 + length);
  amp.gain.setValueAtTime(gain, t0);
  amp.gain.exponentialRampToValueAtTime(0.001, t0 + length);
  osc.connect(amp).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + length + 0.02);
}

function noise(a, { start = 0, length = 0.05, gain = 0.2 }) {
  const frames = Math.floor(a.sampleRate * length);
  const buffer = a.createBuffer(1, frames, a.sampleRate);
  const data = buffer.getChannelData(0);
  // a fixed pattern, not Math.random: the same click every time
  let x = 12345;
  for (let i = 0; i < frames; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = ((x / 0x7fffffff) * 2 - 1) * (1 - i / frames);
  }
  const src = a.createBufferSource();
  const amp = a.createGain();
  amp.gain.value = gain;
  src.buffer = buffer;
  src.connect(amp).connect(a.destination);
  src.start(a.currentTime + start);
}

const SOUNDS = {
  move: (a) => tone(a, { freq: 520, to: 300, length: 0.09 }),
  capture: (a) => {
    noise(a, { length: 0.08, gain: 0.25 });
    tone(a, { freq: 180, to: 70, length: 0.22, type: "sine", gain: 0.3 });
  },
  dice: (a) => {
    for (const [i, at] of [0, 0.06, 0.11, 0.19].entries()) noise(a, { start: at, length: 0.03, gain: 0.18 - i * 0.03 });
  },
  turn: (a) => {
    tone(a, { freq: 660, length: 0.12, type: "sine", gain: 0.12 });
    tone(a, { freq: 880, start: 0.13, length: 0.18, type: "sine", gain: 0.12 });
  },
};

/** Play a sound by name when sound is on; the page stays silent otherwise. */
export function sound(name) {
  if (!soundOn() || !SOUNDS[name]) return;
  const a = audio();
  if (a) SOUNDS[name](a);
}

/** The toggle button (for the page's header): off by default, remembered. */
export function soundToggle(t) {
  const btn = document.createElement("button");
  btn.type = "button";
  btn.id = "sound-toggle";
  btn.className = "sound-toggle";
  const show = () => {
    const on = soundOn();
    btn.setAttribute("aria-pressed", String(on));
    btn.textContent = on ? t("sound_on", {}, "Sound: on") : t("sound_off", {}, "Sound: off");
  };
  btn.addEventListener("click", () => {
    try {
      localStorage.setItem(KEY, soundOn() ? "off" : "on");
    } catch {
      // storage refused: the button still shows what it can
    }
    show();
    if (soundOn()) sound("turn");
  });
  show();
  return btn;
}
