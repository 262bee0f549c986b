"""Check that regenerating with more codes left every old cell as it was (no third-party deps).

    python3 tests/reference/regen/check_old_cells.py [--rev REV] FILE...   (paths or names in tests/reference)

For each CSV, compares the working-tree file with its version at REV (default HEAD): every
(row, column) cell of the old grid must be present with the same value, and the old rows and
columns must come first, in the old order.  Prints one line per file and every difference;
exit status 1 if any.  A file that is new (absent at REV) is reported as such.
"""
import os
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import OUT_DIR  # noqa: E402


def parse(text):
    lines = [l.split(",") for l in text.splitlines() if l.strip()]
    header = lines[0][1:]
    rows = [l[0] for l in lines[1:]]
    cells = {}
    for line in lines[1:]:
        for c, v in zip(header, line[1:]):
            cells[(line[0], c)] = v
    return header, rows, cells


def main(argv):
    rev = "HEAD"
    if argv[:1] == ["--rev"]:
        rev, argv = argv[1], argv[2:]
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=OUT_DIR, check=True,
                          capture_output=True, text=True).stdout.strip()
    bad = 0
    for name in argv:
        path = name if os.path.exists(name) else os.path.join(OUT_DIR, name)
        rel = os.path.relpath(os.path.abspath(path), root)
        old = subprocess.run(["git", "show", "%s:%s" % (rev, rel)], cwd=root,
                             capture_output=True, text=True)
        if old.returncode != 0:
            print("%s: new file" % rel)
            continue
        oh, orows, ocells = parse(old.stdout)
        with open(path) as fh:
            nh, nrows, ncells = parse(fh.read())
        diffs = []
        if nh[:len(oh)] != oh:
            diffs.append("old columns not first / reordered: %s" % oh)
        if nrows[:len(orows)] != orows:
            diffs.append("old rows not first / reordered: %s" % orows)
        for key, v in ocells.items():
            if ncells.get(key) != v:
                diffs.append("%s+%s: was %s, now %s" % (key[0], key[1], v, ncells.get(key)))
        added = (len(nh) - len(oh), len(nrows) - len(orows))
        print("%s: %d old cells, %s (+%d columns, +%d rows)"
              % (rel, len(ocells), "unchanged" if not diffs else "%d DIFFER" % len(diffs), *added))
        for d in diffs:
            print("  " + d)
        bad += bool(diffs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
