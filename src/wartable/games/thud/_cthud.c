/* Classic Thud's move generation in C: the hot path of rules.py, with the same results.
 *
 * An optional extension (setup.py builds it at install when a compiler is there); rules.py
 * uses it when it imports and keeps its pure-Python generator otherwise. Both give the same
 * moves in the same order (docs/rules/thud.md, "Legal move order"; tests/thud/test_native.py
 * compares them over many random positions and by perft).
 *
 * Board: 15 x 15 cells, square = y * 15 + x; on the board iff |x - 7| + |y - 7| <= 9.
 * Cells: 0 empty, 1 dwarf, 2 troll, 3 rock (the Thudstone), 4 off the board.
 * Directions in move order: N, NE, E, SE, S, SW, W, NW.
 * Moves: from | to << 8 | captures << 16 | kind << 24 (kinds: 0 dwarf, 1 hurl, 2 troll);
 * captures: a mask of directions from the landing square.
 * Move texts (move_texts) are written here too, as notation.py writes them, for the server,
 * which sends a position's legal moves as text (tests/thud/test_native_text.py).
 *
 * For the AI and the research environments (issue 40), also: random playouts within a battle
 * (playout: the moves drawn with the caller's random.Random through its getrandbits, as
 * Random.randrange draws them, so a playout here is the pure-Python loop's to the bit:
 * rules.random_playout, tests/thud/test_playout.py), the action indices of moves
 * (action_indices: encoding.py's layout) and the observation planes written into a float32
 * buffer (observe_into: encoding.py's planes).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 15
#define NSQ (SIZE * SIZE)
#define EMPTY 0
#define DWARF 1
#define TROLL 2
#define K_HURL 1
#define K_TROLL 2
/* more than the most moves a position can have: 32 dwarfs x 8 rays x 14 squares, or 8 trolls x
 * 8 directions x (a step, its 255 capture sets, shoves of up to 8 squares with 255 each) */
#define MAX_MOVES (8 * 8 * (1 + 255 + 8 * 255) + 64)

/* the moves being generated: one buffer, used with the GIL held and no call back into Python */
static uint32_t BUF[MAX_MOVES];

static const int DX[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int DY[8] = {1, 1, 0, -1, -1, -1, 0, 1};

/* RAY[sq][d]: the squares from sq outward in direction d; RAYLEN[sq][d]: how many */
static unsigned char RAY[NSQ][8][SIZE];
static unsigned char RAYLEN[NSQ][8];

static int on_board(int x, int y) {
    return 0 <= x && x < SIZE && 0 <= y && y < SIZE && abs(x - 7) + abs(y - 7) <= 9;
}

static void init_tables(void) {
    for (int sq = 0; sq < NSQ; sq++) {
        int x0 = sq % SIZE, y0 = sq / SIZE;
        for (int d = 0; d < 8; d++) {
            int n = 0;
            if (on_board(x0, y0)) {
                int x = x0 + DX[d], y = y0 + DY[d];
                while (on_board(x, y)) {
                    RAY[sq][d][n++] = (unsigned char)(y * SIZE + x);
                    x += DX[d];
                    y += DY[d];
                }
            }
            RAYLEN[sq][d] = (unsigned char)n;
        }
    }
}

/* A position's cells: 225 bytes 0-4 (ThudState.cells); NULL with an exception set when the
 * object is not that. The bytes are read in place, never copied; the check takes a few
 * instructions per 8 cells (a byte above 4 sets its top bit once 123 is added). */
static const unsigned char *cells_of(PyObject *obj) {
    if (!PyBytes_Check(obj) || PyBytes_GET_SIZE(obj) != NSQ) {
        PyErr_SetString(PyExc_TypeError, "cells: expected 225 bytes");
        return NULL;
    }
    const unsigned char *cells = (const unsigned char *)PyBytes_AS_STRING(obj);
    uint64_t bad = 0;
    int i = 0;
    for (; i + 8 <= NSQ; i += 8) {
        uint64_t w;
        memcpy(&w, cells + i, 8);
        bad |= (w | (w + 0x7B7B7B7B7B7B7B7Bull)) & 0x8080808080808080ull;
    }
    for (; i < NSQ; i++) {
        bad |= cells[i] > 4;
    }
    if (bad) {
        for (i = 0; i < NSQ; i++) {
            if (cells[i] > 4) {
                PyErr_Format(PyExc_ValueError, "cells[%d]: %d is not a cell (0-4)", i, cells[i]);
                return NULL;
            }
        }
    }
    return cells;
}

/* The mask of directions from ``sq`` whose neighbour holds a dwarf. */
static unsigned dwarf_mask(const unsigned char *cells, int sq) {
    unsigned mask = 0;
    for (int b = 0; b < 8; b++) {
        if (RAYLEN[sq][b] && cells[RAY[sq][b][0]] == DWARF) {
            mask |= 1u << b;
        }
    }
    return mask;
}

static int popcount8(unsigned m) {
    int n = 0;
    for (; m; m &= m - 1) {
        n++;
    }
    return n;
}

/* R3: the dwarfs' moves, in the documented order. */
static Py_ssize_t dwarf_moves(const unsigned char *cells, uint32_t *out) {
    Py_ssize_t n = 0;
    for (int d = 0; d < NSQ; d++) {
        if (cells[d] != DWARF) {
            continue;
        }
        for (int dir = 0; dir < 8; dir++) {
            int len = RAYLEN[d][dir];
            if (!len) {
                continue;
            }
            const unsigned char *ray = RAY[d][dir];
            int k = 0; /* empty squares passed */
            while (k < len && cells[ray[k]] == EMPTY) {
                out[n++] = (uint32_t)d | (uint32_t)ray[k] << 8;
                k++;
            }
            if (k < len && cells[ray[k]] == TROLL) {
                /* R3.2 hurl: travel k + 1 <= line length, i.e. k dwarfs stand behind d */
                int back = 0;
                int blen = RAYLEN[d][(dir + 4) & 7];
                const unsigned char *behind = RAY[d][(dir + 4) & 7];
                while (back < k && back < blen && cells[behind[back]] == DWARF) {
                    back++;
                }
                if (back >= k) {
                    out[n++] = (uint32_t)d | (uint32_t)ray[k] << 8 |
                               (uint32_t)K_HURL << 24;
                }
            }
        }
    }
    return n;
}

/* R4: the trolls' moves (steps, step captures, shoves), in the documented order. */
static Py_ssize_t troll_moves(const unsigned char *cells, int any_step, int shove_min,
                              int shove_choose, uint32_t *out) {
    Py_ssize_t n = 0;
    for (int t = 0; t < NSQ; t++) {
        if (cells[t] != TROLL) {
            continue;
        }
        for (int dir = 0; dir < 8; dir++) {
            int len = RAYLEN[t][dir];
            if (!len) {
                continue;
            }
            const unsigned char *ray = RAY[t][dir];
            int s = ray[0];
            if (cells[s] != EMPTY) {
                continue;
            }
            uint32_t base = (uint32_t)t | (uint32_t)K_TROLL << 24;
            uint32_t step = base | (uint32_t)s << 8;
            /* R4.1 step, then its captures */
            unsigned mask = dwarf_mask(cells, s);
            out[n++] = step;
            if (mask) {
                for (unsigned m = 1; m <= mask; m++) {
                    if ((m & mask) == m && (any_step || popcount8(m) == 1)) {
                        out[n++] = step | (uint32_t)m << 16;
                    }
                }
            }
            /* R4.2 shove: a line of n trolls (t and those behind it) moves up to n squares */
            int line = 1;
            int blen = RAYLEN[t][(dir + 4) & 7];
            const unsigned char *behind = RAY[t][(dir + 4) & 7];
            while (line - 1 < blen && cells[behind[line - 1]] == TROLL) {
                line++;
            }
            if (line < shove_min) {
                continue;
            }
            for (int k = 0; k < line && k < len; k++) {
                int land = ray[k];
                if (cells[land] != EMPTY) {
                    break;
                }
                unsigned lmask = k == 0 ? mask : dwarf_mask(cells, land);
                if (!lmask) {
                    continue;
                }
                for (unsigned m = shove_choose ? 1 : lmask; m <= lmask; m++) {
                    if ((m & lmask) != m) {
                        continue;
                    }
                    /* at the step square, a step capturing the same is the same move */
                    if (!(k == 0 && (any_step || popcount8(m) == 1))) {
                        out[n++] = base | (uint32_t)land << 8 | (uint32_t)m << 16;
                    }
                }
            }
        }
    }
    return n;
}

/* The arguments (cells, side, any_step, shove_min, shove_choose), passed positionally. */
static const unsigned char *parse_args(PyObject *const *args, Py_ssize_t nargs, int *side,
                                       int *any_step, int *shove_min, int *shove_choose) {
    if (nargs != 5) {
        PyErr_Format(PyExc_TypeError,
                     "expected 5 arguments (cells, side, any_step, shove_min, shove_choose), "
                     "got %zd",
                     nargs);
        return NULL;
    }
    long values[4];
    for (int k = 0; k < 4; k++) {
        values[k] = PyLong_AsLong(args[k + 1]);
        if (values[k] == -1 && PyErr_Occurred()) {
            return NULL;
        }
    }
    if (values[0] != 0 && values[0] != 1) {
        PyErr_Format(PyExc_ValueError, "side: %ld is not 0 (dwarfs) or 1 (trolls)", values[0]);
        return NULL;
    }
    *side = (int)values[0];
    *any_step = values[1] != 0;
    *shove_min = (int)values[2];
    *shove_choose = values[3] != 0;
    return cells_of(args[0]);
}

static Py_ssize_t generate(const unsigned char *cells, int side, int any_step, int shove_min,
                           int shove_choose, uint32_t *out) {
    return side == 0 ? dwarf_moves(cells, out)
                     : troll_moves(cells, any_step, shove_min, shove_choose, out);
}

/* The int objects of the moves without captures (kinds 0-2, every from and to), made on first
 * use and kept: most moves are these, and a list of them then costs no allocation. Indexed by
 * kind << 16 | to << 8 | from, which is the move with its (empty) capture byte taken out. */
static PyObject *PLAIN[3 << 16];

static PyObject *move_object(uint32_t move) {
    if (!(move & 0xFF0000u)) {
        uint32_t at = (move & 0xFFFFu) | (move >> 8 & 0x30000u);
        PyObject *v = PLAIN[at];
        if (!v) {
            v = PyLong_FromUnsignedLong(move);
            if (!v) {
                return NULL;
            }
            PLAIN[at] = v;
        }
        Py_INCREF(v);
        return v;
    }
    return PyLong_FromUnsignedLong(move);
}

/* DMOVE[sq][d][k]: the int object of the dwarf move from sq to the k-th square of its ray in
 * direction d, made once at import (about 10,000 of them): the dwarfs' plain moves, most of
 * all moves, then cost a pointer copy each. */
static PyObject *DMOVE[NSQ][8][SIZE];
/* the dwarfs' moves being listed (borrowed references) */
static PyObject *OBUF[32 * 8 * SIZE + 64];

static int init_objects(void) {
    for (int sq = 0; sq < NSQ; sq++) {
        for (int d = 0; d < 8; d++) {
            for (int k = 0; k < RAYLEN[sq][d]; k++) {
                uint32_t move = (uint32_t)sq | (uint32_t)RAY[sq][d][k] << 8;
                DMOVE[sq][d][k] = PyLong_FromUnsignedLong(move);
                if (!DMOVE[sq][d][k]) {
                    return -1;
                }
            }
        }
    }
    return 0;
}

/* R3: as dwarf_moves(), the int objects (borrowed) into OBUF; their number, or -1 with an
 * exception set. A position has at most 32 dwarfs, so OBUF is big enough; more raise. */
static Py_ssize_t dwarf_objects(const unsigned char *cells) {
    Py_ssize_t n = 0;
    int dwarfs = 0;
    for (int d = 0; d < NSQ; d++) {
        if (cells[d] != DWARF) {
            continue;
        }
        if (++dwarfs > 32) {
            PyErr_SetString(PyExc_ValueError, "cells: more than 32 dwarfs");
            return -1;
        }
        for (int dir = 0; dir < 8; dir++) {
            int len = RAYLEN[d][dir];
            const unsigned char *ray = RAY[d][dir];
            PyObject *const *objs = DMOVE[d][dir];
            int k = 0;
            while (k < len && cells[ray[k]] == EMPTY) {
                OBUF[n++] = objs[k];
                k++;
            }
            if (k < len && cells[ray[k]] == TROLL) {
                int back = 0;
                int blen = RAYLEN[d][(dir + 4) & 7];
                const unsigned char *behind = RAY[d][(dir + 4) & 7];
                while (back < k && back < blen && cells[behind[back]] == DWARF) {
                    back++;
                }
                if (back >= k) {
                    /* a hurl has no capture byte: move_object() keeps it in PLAIN */
                    PyObject *v = move_object((uint32_t)d | (uint32_t)ray[k] << 8 |
                                              (uint32_t)K_HURL << 24);
                    if (!v) {
                        return -1;
                    }
                    Py_DECREF(v);
                    OBUF[n++] = v;
                }
            }
        }
    }
    return n;
}

static PyObject *moves(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    int side, any_step, shove_min, shove_choose;
    const unsigned char *cells =
        parse_args(args, nargs, &side, &any_step, &shove_min, &shove_choose);
    if (!cells) {
        return NULL;
    }
    if (side == 0) {
        Py_ssize_t n = dwarf_objects(cells);
        if (n < 0) {
            return NULL;
        }
        PyObject *list = PyList_New(n);
        if (list) {
            for (Py_ssize_t i = 0; i < n; i++) {
                Py_INCREF(OBUF[i]);
                PyList_SET_ITEM(list, i, OBUF[i]);
            }
        }
        return list;
    }
    Py_ssize_t n = generate(cells, side, any_step, shove_min, shove_choose, BUF);
    PyObject *list = PyList_New(n);
    if (list) {
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *v = move_object(BUF[i]);
            if (!v) {
                Py_CLEAR(list);
                break;
            }
            PyList_SET_ITEM(list, i, v);
        }
    }
    return list;
}

static PyObject *has_move(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    int side, any_step, shove_min, shove_choose;
    const unsigned char *cells =
        parse_args(args, nargs, &side, &any_step, &shove_min, &shove_choose);
    if (!cells) {
        return NULL;
    }
    /* a piece next to an empty square steps there; a dwarf next to a troll hurls onto it */
    int mover = side == 0 ? DWARF : TROLL;
    for (int sq = 0; sq < NSQ; sq++) {
        if (cells[sq] != mover) {
            continue;
        }
        for (int d = 0; d < 8; d++) {
            if (RAYLEN[sq][d]) {
                int c = cells[RAY[sq][d][0]];
                if (c == EMPTY || (mover == DWARF && c == TROLL)) {
                    Py_RETURN_TRUE;
                }
            }
        }
    }
    return PyBool_FromLong(generate(cells, side, any_step, shove_min, shove_choose, BUF) > 0);
}

/* -- move texts (notation.py: move_text) -------------------------------------------------- */

/* NAME[sq]: the square's name ("F1", "P15"), NUL-terminated; empty off the board */
static char NAME[NSQ][4];
/* the text objects of the moves without captures (dwarf moves, hurls, troll steps), made on
 * first use and kept, indexed as PLAIN; the agreement protocol's three */
static PyObject *TEXT[3 << 16];
static PyObject *PROTOCOL_TEXTS[3];
static const char *PROTOCOL_NAMES[3] = {"offer", "accept", "decline"};

static int init_names(void) {
    static const char FILES[] = "ABCDEFGHJKLMNOP";
    for (int sq = 0; sq < NSQ; sq++) {
        int x = sq % SIZE, y = sq / SIZE;
        if (on_board(x, y)) {
            snprintf(NAME[sq], sizeof NAME[sq], "%c%d", FILES[x], y + 1);
        }
    }
    for (int k = 0; k < 3; k++) {
        PROTOCOL_TEXTS[k] = PyUnicode_InternFromString(PROTOCOL_NAMES[k]);
        if (!PROTOCOL_TEXTS[k]) {
            return -1;
        }
    }
    return 0;
}

static PyObject *bad_move(unsigned long move) {
    PyErr_Format(PyExc_ValueError, "move %lu: not a classic Thud move", move);
    return NULL;
}

/* The text of one move (a new reference), as notation.move_text writes it: dFROM-TO,
 * dFROM-TOxTO (a hurl), TFROM-TO then xSQ for each captured square in square order; offer,
 * accept, decline. ValueError for an int that is no such move. */
static PyObject *text_object(unsigned long move) {
    unsigned kind = (unsigned)(move >> 24);
    if (kind >= 3) {
        if (kind <= 5 && (move & 0xFFFFFFul) == 0) {
            Py_INCREF(PROTOCOL_TEXTS[kind - 3]);
            return PROTOCOL_TEXTS[kind - 3];
        }
        return bad_move(move);
    }
    int frm = (int)(move & 0xFF), to = (int)(move >> 8 & 0xFF);
    unsigned mask = (unsigned)(move >> 16 & 0xFF);
    if (frm >= NSQ || to >= NSQ || !NAME[frm][0] || !NAME[to][0] || (mask && kind != K_TROLL)) {
        return bad_move(move);
    }
    PyObject **slot = NULL;
    if (!mask) {
        slot = &TEXT[kind << 16 | (unsigned)to << 8 | (unsigned)frm];
        if (*slot) {
            Py_INCREF(*slot);
            return *slot;
        }
    }
    /* "T" + 3 + "-" + 3, then up to 8 captures of "x" + 3 */
    char buf[2 + 3 + 1 + 3 + 8 * 4 + 1];
    int n = snprintf(buf, sizeof buf, "%c%s-%s", kind == K_TROLL ? 'T' : 'd', NAME[frm],
                     NAME[to]);
    if (kind == K_HURL) {
        n += snprintf(buf + n, sizeof buf - (size_t)n, "x%s", NAME[to]);
    } else if (mask) {
        int caps[8], count = 0;
        for (int b = 0; b < 8; b++) {
            if (mask >> b & 1) {
                if (!RAYLEN[to][b]) {
                    return bad_move(move);
                }
                int sq = RAY[to][b][0], i = count++;
                for (; i > 0 && caps[i - 1] > sq; i--) { /* in square order */
                    caps[i] = caps[i - 1];
                }
                caps[i] = sq;
            }
        }
        for (int i = 0; i < count; i++) {
            n += snprintf(buf + n, sizeof buf - (size_t)n, "x%s", NAME[caps[i]]);
        }
    }
    PyObject *text = PyUnicode_FromStringAndSize(buf, n);
    if (text && slot) {
        Py_INCREF(text);
        *slot = text;
    }
    return text;
}

static PyObject *move_texts(PyObject *self, PyObject *arg) {
    PyObject *seq = PySequence_Fast(arg, "move_texts: expected a sequence of moves");
    if (!seq) {
        return NULL;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    PyObject *list = PyList_New(n);
    for (Py_ssize_t i = 0; list && i < n; i++) {
        PyObject *text = NULL;
        if (!PyLong_Check(items[i])) {
            PyErr_Format(PyExc_TypeError, "move_texts: move %zd is not an int", i);
        } else {
            unsigned long move = PyLong_AsUnsignedLong(items[i]);
            if (!(move == (unsigned long)-1 && PyErr_Occurred())) {
                text = text_object(move);
            }
        }
        if (!text) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, i, text);
    }
    Py_DECREF(seq);
    return list;
}

/* -- random playouts (rules.random_playout) ------------------------------------------------ */

#define K_OFFER 3
#define K_ACCEPT 4
#define K_DECLINE 5
#define NO_OFFER 0
#define OFFER_PENDING 1
#define OFFER_DECLINED 2

/* getrandbits(k) of the caller's generator, for 1 <= k <= 32: the int objects of k are made
 * once. -1 with an exception set on failure. */
static PyObject *BITS[33];

static long long draw_bits(PyObject *getrandbits, int k) {
    PyObject *r = PyObject_CallOneArg(getrandbits, BITS[k]);
    if (!r) {
        return -1;
    }
    unsigned long v = PyLong_AsUnsignedLong(r);
    Py_DECREF(r);
    if (v == (unsigned long)-1 && PyErr_Occurred()) {
        return -1;
    }
    return (long long)v;
}

/* Random.randrange(n) for n >= 1 (Random._randbelow_with_getrandbits): k = n.bit_length();
 * draw k bits until the number is below n. */
static long long rand_below(PyObject *getrandbits, Py_ssize_t n) {
    int k = 0;
    for (size_t m = (size_t)n; m; m >>= 1) {
        k++;
    }
    for (;;) {
        long long r = draw_bits(getrandbits, k);
        if (r < 0 || r < n) {
            return r;
        }
    }
}

static int count_cells(const unsigned char *cells, int what) {
    int n = 0;
    for (int sq = 0; sq < NSQ; sq++) {
        n += cells[sq] == what;
    }
    return n;
}

/* has_move() on cells, without the argument parsing */
static int side_has_move(const unsigned char *cells, int side, int any_step, int shove_min,
                         int shove_choose) {
    int mover = side == 0 ? DWARF : TROLL;
    for (int sq = 0; sq < NSQ; sq++) {
        if (cells[sq] != mover) {
            continue;
        }
        for (int d = 0; d < 8; d++) {
            if (RAYLEN[sq][d]) {
                int c = cells[RAY[sq][d][0]];
                if (c == EMPTY || (mover == DWARF && c == TROLL)) {
                    return 1;
                }
            }
        }
    }
    return generate(cells, side, any_step, shove_min, shove_choose, BUF) > 0;
}

static const char *const END_NAMES[] = {NULL, "agreement", "no-pieces", "quiet", "ply-limit",
                                        "no-move"};

/* playout(cells, side, quiet, ply, offer, quiet_limit, ply_limit, agreement, any_step,
 *         shove_min, shove_choose, getrandbits, max_plies)
 *   -> (cells, side, quiet, ply, offer, plies, reason)
 *
 * Plays at most max_plies uniformly random legal moves of classic Thud within the battle
 * (rules.legal_moves and rules.apply_move: the piece moves, then "offer" where the agreement
 * protocol is on and no offer was declined; "accept", "decline" while an offer is pending),
 * each drawn as moves[rng.randrange(len(moves))]. Stops when the battle ends: reason is then
 * its token (rules.END_REASONS) and cells, side, quiet, ply, offer are those of the position
 * the last move was played in, with the cells after it (what rules.end_battle takes); else
 * reason is None and they are the position reached. */
static PyObject *playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 13) {
        PyErr_Format(PyExc_TypeError, "playout: expected 13 arguments, got %zd", nargs);
        return NULL;
    }
    const unsigned char *given = cells_of(args[0]);
    if (!given) {
        return NULL;
    }
    long v[10];
    for (int k = 0; k < 10; k++) {
        v[k] = PyLong_AsLong(args[k + 1]);
        if (v[k] == -1 && PyErr_Occurred()) {
            return NULL;
        }
    }
    int side = (int)v[0];
    long quiet = v[1], ply = v[2];
    int offer = (int)v[3];
    long quiet_limit = v[4], ply_limit = v[5];
    int agreement = v[6] != 0, any_step = v[7] != 0, shove_min = (int)v[8];
    int shove_choose = v[9] != 0;
    if (side != 0 && side != 1) {
        PyErr_Format(PyExc_ValueError, "side: %d is not 0 (dwarfs) or 1 (trolls)", side);
        return NULL;
    }
    if (offer < NO_OFFER || offer > OFFER_DECLINED) {
        PyErr_Format(PyExc_ValueError, "offer: %d is not 0, 1 or 2", offer);
        return NULL;
    }
    PyObject *getrandbits = args[11];
    long max_plies = PyLong_AsLong(args[12]);
    if (max_plies == -1 && PyErr_Occurred()) {
        return NULL;
    }
    unsigned char cells[NSQ];
    memcpy(cells, given, NSQ);
    int dwarfs = count_cells(cells, DWARF), trolls = count_cells(cells, TROLL);
    long done = 0;
    int reason = 0;
    while (done < max_plies) {
        Py_ssize_t n;
        if (offer == OFFER_PENDING) {
            BUF[0] = (uint32_t)K_ACCEPT << 24;
            BUF[1] = (uint32_t)K_DECLINE << 24;
            n = 2;
        } else {
            n = generate(cells, side, any_step, shove_min, shove_choose, BUF);
            if (offer == NO_OFFER && agreement) {
                BUF[n++] = (uint32_t)K_OFFER << 24;
            }
        }
        if (n == 0) {
            break; /* no legal move: left to the caller (the Python loop fails there too) */
        }
        long long r = rand_below(getrandbits, n);
        if (r < 0) {
            return NULL;
        }
        uint32_t move = BUF[r];
        done++;
        unsigned kind = move >> 24;
        if (kind == K_OFFER) {
            offer = OFFER_PENDING;
            continue;
        }
        if (kind == K_DECLINE) {
            offer = OFFER_DECLINED;
            continue;
        }
        if (kind == K_ACCEPT) {
            reason = 1;
            break;
        }
        int frm = (int)(move & 0xFF), to = (int)(move >> 8 & 0xFF);
        int captured = 0;
        if (kind == K_TROLL) {
            cells[frm] = EMPTY;
            cells[to] = TROLL;
            unsigned mask = move >> 16 & 0xFF;
            for (int b = 0; b < 8; b++) {
                if (mask >> b & 1) {
                    cells[RAY[to][b][0]] = EMPTY;
                    dwarfs--;
                    captured = 1;
                }
            }
        } else {
            if (kind == K_HURL) {
                trolls--;
                captured = 1;
            }
            cells[frm] = EMPTY;
            cells[to] = DWARF;
        }
        long next_quiet = captured ? 0 : quiet + 1;
        long next_ply = ply + 1;
        if (!dwarfs || !trolls) {
            reason = 2;
        } else if (quiet_limit && next_quiet >= quiet_limit) {
            reason = 3;
        } else if (ply_limit && next_ply >= ply_limit) {
            reason = 4;
        } else if (!side_has_move(cells, side ^ 1, any_step, shove_min, shove_choose)) {
            reason = 5;
        }
        if (reason) {
            break; /* side, quiet, ply, offer stay those of the position moved in */
        }
        side ^= 1;
        quiet = next_quiet;
        ply = next_ply;
        offer = NO_OFFER;
    }
    PyObject *out_cells = PyBytes_FromStringAndSize((const char *)cells, NSQ);
    if (!out_cells) {
        return NULL;
    }
    PyObject *why;
    if (reason) {
        why = PyUnicode_InternFromString(END_NAMES[reason]);
        if (!why) {
            Py_DECREF(out_cells);
            return NULL;
        }
    } else {
        why = Py_None;
        Py_INCREF(why);
    }
    return Py_BuildValue("(NilliiN)", out_cells, side, quiet, ply, offer, (int)done, why);
}

/* -- action indices (encoding.py) ---------------------------------------------------------- */

#define DWARF_DIST 14
#define TROLL_DIST 8
#define NVALID 165 /* squares on the board (board.VALID) */
static int VIDX[NSQ];           /* the square's position in board.VALID, -1 off the board */
static int32_t DPAIR[NSQ][NSQ]; /* (v * 8 + d) * 14 + k - 1 of a dwarf move from -> to, or -1 */
static int32_t TPAIR[NSQ][NSQ]; /* (v * 8 + d) * 8 + k - 1 of a troll move from -> to, or -1 */

static void init_pairs(void) {
    int v = 0;
    for (int sq = 0; sq < NSQ; sq++) {
        VIDX[sq] = on_board(sq % SIZE, sq / SIZE) ? v++ : -1;
        for (int to = 0; to < NSQ; to++) {
            DPAIR[sq][to] = -1;
            TPAIR[sq][to] = -1;
        }
    }
    for (int sq = 0; sq < NSQ; sq++) {
        if (VIDX[sq] < 0) {
            continue;
        }
        for (int d = 0; d < 8; d++) {
            for (int k = 1; k <= RAYLEN[sq][d]; k++) {
                int to = RAY[sq][d][k - 1];
                if (k <= DWARF_DIST) {
                    DPAIR[sq][to] = (VIDX[sq] * 8 + d) * DWARF_DIST + k - 1;
                }
                if (k <= TROLL_DIST) {
                    TPAIR[sq][to] = (VIDX[sq] * 8 + d) * TROLL_DIST + k - 1;
                }
            }
        }
    }
}

/* action_indices(moves, sets) -> list[int]: each move's action (encoding.py: dwarf moves and
 * hurls, then troll moves with their capture code, 256 codes with capture sets (sets true),
 * else 10; then offer, accept, decline). ValueError naming a move that has no action. */
static PyObject *action_indices(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "action_indices: expected 2 arguments, got %zd", nargs);
        return NULL;
    }
    int sets = PyObject_IsTrue(args[1]);
    if (sets < 0) {
        return NULL;
    }
    long codes = sets ? 256 : 10;
    long dwarf_actions = (long)NVALID * 8 * DWARF_DIST;
    long special = dwarf_actions + (long)NVALID * 8 * TROLL_DIST * codes;
    PyObject *seq = PySequence_Fast(args[0], "action_indices: expected a sequence of moves");
    if (!seq) {
        return NULL;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    PyObject *list = PyList_New(n);
    for (Py_ssize_t i = 0; list && i < n; i++) {
        unsigned long move = PyLong_AsUnsignedLong(items[i]);
        if (move == (unsigned long)-1 && PyErr_Occurred()) {
            Py_CLEAR(list);
            break;
        }
        unsigned kind = (unsigned)(move >> 24);
        int frm = (int)(move & 0xFF), to = (int)(move >> 8 & 0xFF);
        unsigned mask = (unsigned)(move >> 16 & 0xFF);
        long index = -1;
        if (kind >= K_OFFER && kind <= K_DECLINE) {
            index = special + (long)(kind - K_OFFER);
        } else if (frm < NSQ && to < NSQ) {
            if (kind <= K_HURL) {
                index = DPAIR[frm][to];
            } else if (kind == K_TROLL && TPAIR[frm][to] >= 0) {
                long code = mask;
                if (!sets && mask) {
                    if (mask & (mask - 1)) {
                        code = 9; /* two or more */
                    } else {
                        int e = 0; /* the one capture's direction */
                        while (!(mask >> e & 1)) {
                            e++;
                        }
                        code = 1 + e;
                    }
                }
                index = dwarf_actions + (long)TPAIR[frm][to] * codes + code;
            }
        }
        if (index < 0) {
            PyErr_Format(PyExc_ValueError, "move %lu: not a classic Thud move", move);
            Py_CLEAR(list);
            break;
        }
        PyObject *value = PyLong_FromLong(index);
        if (!value) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, i, value);
    }
    Py_DECREF(seq);
    return list;
}

/* -- observation planes (encoding.py) ------------------------------------------------------ */

/* observe_into(cells, flags, quiet, out): the 10 planes of 15 x 15 into ``out``, a writable
 * C-contiguous buffer of 2,250 float32 (a numpy array): dwarfs, trolls, the Thudstone, the
 * board's squares; then constant planes for the bits 0-4 of ``flags`` (the seat plays the
 * dwarfs, the seat is to move, an offer is pending, an offer was declined, second battle)
 * and ``quiet`` (a float, already capped). */
static PyObject *observe_into(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "observe_into: expected 4 arguments, got %zd", nargs);
        return NULL;
    }
    const unsigned char *cells = cells_of(args[0]);
    if (!cells) {
        return NULL;
    }
    long flags = PyLong_AsLong(args[1]);
    if (flags == -1 && PyErr_Occurred()) {
        return NULL;
    }
    double quiet = PyFloat_AsDouble(args[2]);
    if (quiet == -1.0 && PyErr_Occurred()) {
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[3], &view, PyBUF_WRITABLE | PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) <
        0) {
        return NULL;
    }
    if (view.len != (Py_ssize_t)(10 * NSQ * sizeof(float)) || view.itemsize != sizeof(float) ||
        !view.format || strcmp(view.format, "f") != 0) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_TypeError, "observe_into: out must be 2,250 float32");
        return NULL;
    }
    float *out = (float *)view.buf;
    for (int sq = 0; sq < NSQ; sq++) {
        unsigned char c = cells[sq];
        out[sq] = c == DWARF ? 1.0f : 0.0f;
        out[NSQ + sq] = c == TROLL ? 1.0f : 0.0f;
        out[2 * NSQ + sq] = c == 3 ? 1.0f : 0.0f;
        out[3 * NSQ + sq] = c != 4 ? 1.0f : 0.0f;
    }
    for (int p = 0; p < 6; p++) {
        float value = p < 5 ? ((flags >> p & 1) ? 1.0f : 0.0f) : (float)quiet;
        float *plane = out + (4 + p) * NSQ;
        for (int sq = 0; sq < NSQ; sq++) {
            plane[sq] = value;
        }
    }
    PyBuffer_Release(&view);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"moves", (PyCFunction)(void (*)(void))moves, METH_FASTCALL,
     "moves(cells, side, any_step, shove_min, shove_choose) -> list[int]: the piece moves "
     "of the side to move (0 dwarfs, 1 trolls) in classic Thud, in the documented order"},
    {"has_move", (PyCFunction)(void (*)(void))has_move, METH_FASTCALL,
     "has_move(cells, side, any_step, shove_min, shove_choose) -> bool: whether the side to "
     "move has a piece move"},
    {"move_texts", (PyCFunction)move_texts, METH_O,
     "move_texts(moves) -> list[str]: each classic Thud move's text, as "
     "notation.move_text writes it, in order"},
    {"playout", (PyCFunction)(void (*)(void))playout, METH_FASTCALL,
     "playout(cells, side, quiet, ply, offer, quiet_limit, ply_limit, agreement, any_step, "
     "shove_min, shove_choose, getrandbits, max_plies) -> (cells, side, quiet, ply, offer, "
     "plies, reason): random moves within a battle, as rules.random_playout draws them"},
    {"action_indices", (PyCFunction)(void (*)(void))action_indices, METH_FASTCALL,
     "action_indices(moves, sets) -> list[int]: each move's action index (encoding.py)"},
    {"observe_into", (PyCFunction)(void (*)(void))observe_into, METH_FASTCALL,
     "observe_into(cells, flags, quiet, out): the observation planes (encoding.py) into a "
     "buffer of 2,250 float32"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_cthud", "Classic Thud's move generation in C (see rules.py).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__cthud(void) {
    init_tables();
    init_pairs();
    if (init_objects() < 0 || init_names() < 0) {
        return NULL;
    }
    for (int k = 0; k <= 32; k++) {
        BITS[k] = PyLong_FromLong(k);
        if (!BITS[k]) {
            return NULL;
        }
    }
    return PyModule_Create(&module);
}
