/* OrcWar's AI evaluation in C: the scores of heuristics.py (_map_facts, _sum_scores, _softmax,
 * hand_value), computed from the state's own fields, and the greedy playout policy's values of
 * marches and deployments (heuristics._Parent.value) without playing them.
 *
 * Every sum is taken in the order heuristics.py takes it (plain left-to-right additions of
 * doubles, the armies' strengths and loot whole numbers), so each value is equal, to the last
 * bit, to the Python one: tests/orcwar/test_native.py compares them over seeded games.
 * The tables (troop strengths, chip values, the orc lands, the chip codes) come from
 * heuristics.py through init(), so the rules' data have one source.
 *
 * An army is the tuple (owner, area, troops, shamans, machines, loot, flags) of state.py.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <string.h>

#define MAX_SEATS 6
#define MAX_AREAS 64
#define MAX_KINDS 64
#define MAX_ARMIES 64

static int ready = 0;
static long boss_strength;
static int num_troops, boss0, num_bosses, sha_kind, num_kinds, num_areas, f_moved;
static long troop_strength[MAX_KINDS];
static double hand_worth[MAX_KINDS];
static int orc_lands[MAX_AREAS];
static int num_orc_lands;
static int is_orc[MAX_AREAS];
static PyObject *kind_index = NULL; /* dict: chip code -> kind */

typedef struct {
    long owner, area, power, loot;
} Army;

typedef struct {
    int n;
    Army armies[MAX_ARMIES];
    int count;
    long control[MAX_AREAS];
    double worth[MAX_SEATS];
    int boss_in_hand[MAX_SEATS];
    long purse[MAX_SEATS];
} Facts;

static int long_of(PyObject *o, long *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    *out = v;
    return 0;
}

static int long_list(PyObject *seq, long *out, Py_ssize_t max, Py_ssize_t *len) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    if (!fast) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(fast);
    if (k > max) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "sequence too long");
        return -1;
    }
    for (Py_ssize_t i = 0; i < k; i++) {
        if (long_of(PySequence_Fast_GET_ITEM(fast, i), &out[i]) < 0) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    if (len) *len = k;
    return 0;
}

/* An army tuple's owner, area, strength (boss + troops + machines: the machines beyond the
 * troops' count left out when `trim`) and loot value. */
static int read_army(PyObject *t, Army *a, int trim, long extra_troop, long *sha) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 7) {
        PyErr_SetString(PyExc_TypeError, "an army is a tuple of 7");
        return -1;
    }
    if (long_of(PyTuple_GET_ITEM(t, 0), &a->owner) < 0) return -1;
    if (long_of(PyTuple_GET_ITEM(t, 1), &a->area) < 0) return -1;
    PyObject *troops = PyTuple_GET_ITEM(t, 2);
    PyObject *mach = PyTuple_GET_ITEM(t, 4);
    PyObject *loot = PyTuple_GET_ITEM(t, 5);
    if (!PyTuple_Check(troops) || !PyTuple_Check(mach) || !PyTuple_Check(loot) ||
        PyTuple_GET_SIZE(loot) != 3) {
        PyErr_SetString(PyExc_TypeError, "an army's troops, machines and loot are tuples");
        return -1;
    }
    long power = boss_strength;
    Py_ssize_t nt = PyTuple_GET_SIZE(troops);
    for (Py_ssize_t i = 0; i < nt; i++) {
        long k;
        if (long_of(PyTuple_GET_ITEM(troops, i), &k) < 0) return -1;
        if (k < 0 || k >= num_troops) {
            PyErr_SetString(PyExc_ValueError, "not a troop");
            return -1;
        }
        power += troop_strength[k];
    }
    if (extra_troop >= 0) {
        power += troop_strength[extra_troop];
        nt += 1;
    }
    Py_ssize_t nm = PyTuple_GET_SIZE(mach);
    if (trim && nm > nt) nm = nt;
    for (Py_ssize_t i = 0; i < nm; i++) {
        long v;
        if (long_of(PyTuple_GET_ITEM(mach, i), &v) < 0) return -1;
        power += v;
    }
    long l0, l1, l2;
    if (long_of(PyTuple_GET_ITEM(loot, 0), &l0) < 0 || long_of(PyTuple_GET_ITEM(loot, 1), &l1) < 0 ||
        long_of(PyTuple_GET_ITEM(loot, 2), &l2) < 0)
        return -1;
    a->power = power;
    a->loot = l0 + 2 * l1 + 3 * l2;
    if (sha && long_of(PyTuple_GET_ITEM(t, 3), sha) < 0) return -1;
    return 0;
}

/* hand_value and whether the hand holds a boss, as heuristics._hand_facts */
static int read_hand(PyObject *hand, long minus_kind, double *worth, int *boss) {
    long counts[MAX_KINDS];
    Py_ssize_t k;
    if (long_list(hand, counts, MAX_KINDS, &k) < 0) return -1;
    if (k != num_kinds) {
        PyErr_SetString(PyExc_ValueError, "a hand holds a count of every kind");
        return -1;
    }
    if (minus_kind >= 0) counts[minus_kind] -= 1;
    double w = 0.0;
    for (Py_ssize_t i = 0; i < k; i++) w += (double)counts[i] * hand_worth[i];
    int b = 0;
    for (int i = boss0; i < boss0 + num_bosses; i++)
        if (counts[i]) b = 1;
    *worth = w;
    *boss = b;
    return 0;
}

static int read_facts(Facts *f, long n, PyObject *armies, PyObject *control, PyObject *hands,
                      PyObject *gold) {
    if (!ready) {
        PyErr_SetString(PyExc_RuntimeError, "_corcwar.init() first");
        return -1;
    }
    if (n < 1 || n > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "1 to 6 seats");
        return -1;
    }
    f->n = (int)n;
    Py_ssize_t nc;
    if (long_list(control, f->control, MAX_AREAS, &nc) < 0) return -1;
    if (nc != num_areas + 1) {
        PyErr_SetString(PyExc_ValueError, "control holds every area");
        return -1;
    }
    PyObject *fast = PySequence_Fast(armies, "armies: a sequence");
    if (!fast) return -1;
    Py_ssize_t na = PySequence_Fast_GET_SIZE(fast);
    if (na > MAX_ARMIES - 1) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many armies");
        return -1;
    }
    for (Py_ssize_t i = 0; i < na; i++) {
        if (read_army(PySequence_Fast_GET_ITEM(fast, i), &f->armies[i], 0, -1, NULL) < 0) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    f->count = (int)na;
    PyObject *hf = PySequence_Fast(hands, "hands: a sequence");
    if (!hf) return -1;
    PyObject *gf = PySequence_Fast(gold, "gold: a sequence");
    if (!gf) {
        Py_DECREF(hf);
        return -1;
    }
    int bad = PySequence_Fast_GET_SIZE(hf) != n || PySequence_Fast_GET_SIZE(gf) != n;
    for (int p = 0; !bad && p < n; p++) {
        long g[3];
        Py_ssize_t ng;
        if (read_hand(PySequence_Fast_GET_ITEM(hf, p), -1, &f->worth[p], &f->boss_in_hand[p]) < 0 ||
            long_list(PySequence_Fast_GET_ITEM(gf, p), g, 3, &ng) < 0) {
            Py_DECREF(hf);
            Py_DECREF(gf);
            return -1;
        }
        if (ng != 3) bad = 1;
        f->purse[p] = g[0] + 2 * g[1] + 3 * g[2];
    }
    Py_DECREF(hf);
    Py_DECREF(gf);
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "a hand and a purse per seat");
        return -1;
    }
    return 0;
}

/* _softmax(_scores(...)) of heuristics.py, term for term */
static void values(const Facts *f, double *out) {
    int n = f->n;
    double strength[MAX_SEATS], lands[MAX_SEATS];
    long bosses[MAX_SEATS], loot[MAX_SEATS];
    for (int p = 0; p < n; p++) {
        strength[p] = 0.0;
        lands[p] = 0.0;
        bosses[p] = 0;
        loot[p] = 0;
    }
    for (int i = 0; i < f->count; i++) {
        const Army *a = &f->armies[i];
        if (a->owner < 0 || a->owner >= n) continue;
        bosses[a->owner] += 1;
        strength[a->owner] += (double)a->power;
        loot[a->owner] += a->loot;
    }
    for (int j = 0; j < num_orc_lands; j++) {
        int area = orc_lands[j];
        double here[MAX_SEATS];
        int present[MAX_SEATS];
        int owners = 0, last = -1;
        for (int p = 0; p < n; p++) {
            here[p] = 0.0;
            present[p] = 0;
        }
        for (int i = 0; i < f->count; i++) {
            const Army *a = &f->armies[i];
            if (a->area != area || a->owner < 0 || a->owner >= n) continue;
            if (!present[a->owner]) {
                present[a->owner] = 1;
                owners++;
                last = (int)a->owner;
            }
            here[a->owner] += (double)a->power;
        }
        if (owners == 0) {
            long owner = f->control[area];
            if (owner >= 0 && owner < n) lands[owner] += 1.0;
        } else if (owners == 1) {
            lands[last] += 1.0;
        } else {
            double total = 0.0; /* whole numbers: exact in any order */
            for (int p = 0; p < n; p++) total += here[p];
            if (total == 0.0) total = 1.0;
            for (int p = 0; p < n; p++)
                if (present[p]) lands[p] += here[p] / total;
        }
    }
    double xs[MAX_SEATS];
    for (int p = 0; p < n; p++) {
        int has_boss = bosses[p] > 0 || f->boss_in_hand[p];
        double x = 2.5 * lands[p];
        x = x + (lands[p] >= 5 ? 6.0 : 0.0);
        x = x + 0.3 * strength[p];
        x = x + 1.5 * (double)bosses[p];
        x = x + f->worth[p];
        x = x + 0.1 * (double)(f->purse[p] + loot[p]);
        x = x + (has_boss ? 0.0 : -12.0);
        xs[p] = x;
    }
    double top = xs[0];
    for (int p = 1; p < n; p++)
        if (xs[p] > top) top = xs[p];
    double weights[MAX_SEATS], total = 0.0;
    for (int p = 0; p < n; p++) {
        weights[p] = exp((xs[p] - top) / 4.0);
        total += weights[p];
    }
    for (int p = 0; p < n; p++) out[p] = weights[p] / total;
}

static PyObject *py_init(PyObject *self, PyObject *args) {
    long bs, nt, b0, nb, sha, nk, na, fm;
    PyObject *strengths, *worths, *lands, *codes;
    if (!PyArg_ParseTuple(args, "llllllllOOOO!", &bs, &nt, &b0, &nb, &sha, &nk, &na, &fm,
                          &strengths, &worths, &lands, &PyDict_Type, &codes))
        return NULL;
    if (nk > MAX_KINDS || na + 1 > MAX_AREAS || nt > nk) {
        PyErr_SetString(PyExc_ValueError, "tables too large");
        return NULL;
    }
    Py_ssize_t len;
    if (long_list(strengths, troop_strength, MAX_KINDS, &len) < 0) return NULL;
    if (len != nt) {
        PyErr_SetString(PyExc_ValueError, "a strength per troop");
        return NULL;
    }
    PyObject *wf = PySequence_Fast(worths, "chip values: a sequence");
    if (!wf) return NULL;
    if (PySequence_Fast_GET_SIZE(wf) != nk) {
        Py_DECREF(wf);
        PyErr_SetString(PyExc_ValueError, "a value per chip kind");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < nk; i++) {
        hand_worth[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(wf, i));
        if (PyErr_Occurred()) {
            Py_DECREF(wf);
            return NULL;
        }
    }
    Py_DECREF(wf);
    long ol[MAX_AREAS];
    if (long_list(lands, ol, MAX_AREAS, &len) < 0) return NULL;
    memset(is_orc, 0, sizeof is_orc);
    for (Py_ssize_t i = 0; i < len; i++) {
        if (ol[i] < 1 || ol[i] > na) {
            PyErr_SetString(PyExc_ValueError, "an orc land out of the map");
            return NULL;
        }
        orc_lands[i] = (int)ol[i];
        is_orc[ol[i]] = 1;
    }
    num_orc_lands = (int)len;
    boss_strength = bs;
    num_troops = (int)nt;
    boss0 = (int)b0;
    num_bosses = (int)nb;
    sha_kind = (int)sha;
    num_kinds = (int)nk;
    num_areas = (int)na;
    f_moved = (int)fm;
    Py_XINCREF(codes);
    Py_XDECREF(kind_index);
    kind_index = codes;
    ready = 1;
    Py_RETURN_NONE;
}

static PyObject *tuple_of(const double *v, int n) {
    PyObject *t = PyTuple_New(n);
    if (!t) return NULL;
    for (int p = 0; p < n; p++) {
        PyObject *x = PyFloat_FromDouble(v[p]);
        if (!x) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, p, x);
    }
    return t;
}

/* evaluate(n, armies, control, hands, gold) -> each seat's value */
static PyObject *py_evaluate(PyObject *self, PyObject *args) {
    long n;
    PyObject *armies, *control, *hands, *gold;
    if (!PyArg_ParseTuple(args, "lOOOO", &n, &armies, &control, &hands, &gold)) return NULL;
    Facts f;
    if (read_facts(&f, n, armies, control, hands, gold) < 0) return NULL;
    double out[MAX_SEATS];
    values(&f, out);
    return tuple_of(out, f.n);
}

/* "B<digits>" at the start of s: the boss (0-based) and where the digits end, or -1 */
static long boss_at(const char *s, Py_ssize_t len, Py_ssize_t *end) {
    if (len < 2 || s[0] != 'B') return -1;
    long v = 0;
    Py_ssize_t i = 1;
    while (i < len && s[i] >= '0' && s[i] <= '9' && i < 6) v = v * 10 + (s[i++] - '0');
    if (i == 1) return -1;
    *end = i;
    return (v >= 1 && v <= num_bosses) ? v - 1 : -1;
}

static long number_at(const char *s, Py_ssize_t len, Py_ssize_t start, Py_ssize_t *end) {
    long v = 0;
    Py_ssize_t i = start;
    while (i < len && s[i] >= '0' && s[i] <= '9' && i - start < 6) v = v * 10 + (s[i++] - '0');
    if (i == start) return -1;
    *end = i;
    return v;
}

/* greedy(n, armies, control, hands, gold, kind, p, texts, seat): for each text, the value for
 * `seat` of the position after it when it is a march (kind "move") or a deployment (kind
 * "deploy", by seat p) from these fields, else None (heuristics._Parent.value). `armies` is the
 * state's dict boss -> army. */
static PyObject *py_greedy(PyObject *self, PyObject *args) {
    long n, p, seat;
    PyObject *armies, *control, *hands, *gold, *texts;
    const char *kind;
    if (!PyArg_ParseTuple(args, "lO!OOOslOl", &n, &PyDict_Type, &armies, &control, &hands, &gold,
                          &kind, &p, &texts, &seat))
        return NULL;
    int move = strcmp(kind, "move") == 0, deploy = strcmp(kind, "deploy") == 0;
    PyObject *values_list = PyDict_Values(armies);
    if (!values_list) return NULL;
    Facts base;
    int failed = read_facts(&base, n, values_list, control, hands, gold) < 0;
    Py_DECREF(values_list);
    if (failed) return NULL;
    if (seat < 0 || seat >= n || (deploy && (p < 0 || p >= n))) {
        PyErr_SetString(PyExc_ValueError, "no such seat");
        return NULL;
    }
    /* the dict's order is the order of PyDict_Values: position of each boss's army */
    long boss_of[MAX_ARMIES];
    {
        Py_ssize_t pos = 0, i = 0;
        PyObject *key, *val;
        while (PyDict_Next(armies, &pos, &key, &val)) {
            if (long_of(key, &boss_of[i]) < 0) return NULL;
            i++;
        }
    }
    PyObject *handp = NULL;
    if (deploy) {
        PyObject *hf = PySequence_Fast(hands, "hands: a sequence");
        if (!hf) return NULL;
        handp = PySequence_Fast_GET_ITEM(hf, p);
        Py_INCREF(handp);
        Py_DECREF(hf);
    }
    PyObject *tf = PySequence_Fast(texts, "texts: a sequence");
    if (!tf) {
        Py_XDECREF(handp);
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(tf);
    PyObject *out = PyList_New(count);
    if (!out) goto fail;
    for (Py_ssize_t t = 0; t < count; t++) {
        PyObject *text = PySequence_Fast_GET_ITEM(tf, t);
        Py_ssize_t len;
        const char *s = PyUnicode_Check(text) ? PyUnicode_AsUTF8AndSize(text, &len) : NULL;
        if (!s) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a move text");
            goto fail;
        }
        Facts f = base;
        int handled = 0;
        Py_ssize_t at;
        long b = memchr(s, ' ', (size_t)len) ? -1 : boss_at(s, len, &at);
        int idx = -1;
        if (b >= 0) {
            for (int i = 0; i < f.count; i++)
                if (boss_of[i] == b) idx = i;
        }
        if (move && b >= 0 && idx >= 0 && at < len && s[at] == '-') {
            Py_ssize_t e1, e2;
            long d1 = number_at(s, len, at + 1, &e1), d2 = -1;
            int ok = d1 >= 0;
            if (ok && e1 < len) {
                ok = s[e1] == '-';
                if (ok) {
                    d2 = number_at(s, len, e1 + 1, &e2);
                    ok = d2 >= 0 && e2 == len;
                }
            }
            if (ok) {
                long owner = f.armies[idx].owner, dest = d1;
                if (d2 >= 0) {
                    int others = 0;
                    for (int i = 0; i < f.count; i++)
                        if (f.armies[i].owner != owner && f.armies[i].area == d1) others = 1;
                    if (!others) dest = d2;
                }
                PyObject *key = PyLong_FromLong(b);
                if (!key) goto fail;
                PyObject *army = PyDict_GetItemWithError(armies, key);
                Py_DECREF(key);
                if (!army) {
                    if (!PyErr_Occurred()) PyErr_SetString(PyExc_KeyError, "no such army");
                    goto fail;
                }
                Army moved;
                if (read_army(army, &moved, 1, -1, NULL) < 0) goto fail;
                moved.area = dest;
                f.armies[idx] = moved;
                handled = 1;
            }
        } else if (deploy && b >= 0 && at < len && s[at] == '@') {
            Py_ssize_t e;
            long area = number_at(s, len, at + 1, &e);
            if (area >= 0 && e == len && f.count < MAX_ARMIES - 1) {
                Army a = {p, area, boss_strength, 0};
                f.armies[f.count++] = a;
                if (read_hand(handp, boss0 + b, &f.worth[p], &f.boss_in_hand[p]) < 0) goto fail;
                handled = 1;
            }
        } else if (deploy && b >= 0 && idx >= 0 && at < len && s[at] == '+') {
            PyObject *code = PyUnicode_FromStringAndSize(s + at + 1, len - at - 1);
            if (!code) goto fail;
            PyObject *kobj = PyDict_GetItemWithError(kind_index, code);
            Py_DECREF(code);
            if (!kobj && PyErr_Occurred()) goto fail;
            long k;
            if (kobj && long_of(kobj, &k) == 0 && (k == sha_kind || (k >= 0 && k < num_troops))) {
                PyObject *key = PyLong_FromLong(b);
                if (!key) goto fail;
                PyObject *army = PyDict_GetItemWithError(armies, key);
                Py_DECREF(key);
                if (!army) {
                    if (!PyErr_Occurred()) PyErr_SetString(PyExc_KeyError, "no such army");
                    goto fail;
                }
                Army grown;
                if (read_army(army, &grown, 0, k == sha_kind ? -1 : k, NULL) < 0) goto fail;
                f.armies[idx] = grown;
                if (read_hand(handp, k, &f.worth[p], &f.boss_in_hand[p]) < 0) goto fail;
                handled = 1;
            } else if (PyErr_Occurred()) {
                goto fail;
            }
        }
        if (handled) {
            double v[MAX_SEATS];
            values(&f, v);
            PyObject *x = PyFloat_FromDouble(v[seat]);
            if (!x) goto fail;
            PyList_SET_ITEM(out, t, x);
        } else {
            Py_INCREF(Py_None);
            PyList_SET_ITEM(out, t, Py_None);
        }
    }
    Py_DECREF(tf);
    Py_XDECREF(handp);
    return out;
fail:
    Py_XDECREF(out);
    Py_DECREF(tf);
    Py_XDECREF(handp);
    return NULL;
}

static PyMethodDef methods[] = {
    {"init", py_init, METH_VARARGS, "Set the game's tables (heuristics.py calls it once)."},
    {"evaluate", py_evaluate, METH_VARARGS, "Each seat's value of a position's fields."},
    {"greedy", py_greedy, METH_VARARGS, "The values of marches and deployments, or None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_corcwar",
                                    "OrcWar's AI evaluation in C (see heuristics.py).", -1, methods};

PyMODINIT_FUNC PyInit__corcwar(void) { return PyModule_Create(&module); }
