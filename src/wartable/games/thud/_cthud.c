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
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_cthud", "Classic Thud's move generation in C (see rules.py).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__cthud(void) {
    init_tables();
    if (init_objects() < 0 || init_names() < 0) {
        return NULL;
    }
    return PyModule_Create(&module);
}
