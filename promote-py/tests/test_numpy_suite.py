"""NumPy's own tests of these functions (`numpy/_core/tests/test_umath.py`, `test_ufunc.py`,
`test_nep50_promotions.py`, as the installed NumPy ships them), run with promote's functions in
place of NumPy's (the plugin `numpy_suite/promote_in_numpy.py`). A test applies where it calls
one of promote's functions. Every applying test that does not pass is listed with its reason
(`numpy-suite-report.txt` under the venv's directory, and the test's output); the count that
pass is pinned, so that it only grows."""

import collections
import json
import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

HERE = pathlib.Path(__file__).resolve().parent
FILES = ["test_nep50_promotions.py", "test_umath.py", "test_ufunc.py"]
# The files in two processes of about equal length (test_umath.py 34 s alone, the other two 20 s):
# beside the bridge's own tests (about 46 s), they keep CI's two cores busy, where one process of
# all three (60 s) left one core idle for the last half of the run.
GROUPS = [["test_umath.py"], ["test_nep50_promotions.py", "test_ufunc.py"]]
assert sorted(f for group in GROUPS for f in group) == sorted(FILES)
# The count of applying tests that pass, per file, at the pinned NumPy (requirements.txt).
PINNED_PASSED = {"test_nep50_promotions.py": 1, "test_ufunc.py": 25, "test_umath.py": 107}

# Why an applying test does not pass, read off its error: the first pattern found names it.
REASONS = [
    ("has no attribute", "uses a ufunc's attributes or methods (reduce, accumulate, at, outer, nin, types, ...), which promote's functions do not have"),
    ("unexpected keyword argument", "passes a keyword promote's functions do not take (dtype=, casting=, where=, signature=, subok=, ...)"),
    ("takes from", "passes more positional arguments than promote's functions take"),
    ("does not compute with dtype", "computes with a dtype promote does not hold (object, string, datetime, longdouble, structured)"),
    ("promote holds no", "computes with a dtype promote does not hold"),
    ("DID NOT RAISE", "expects an exception or a warning NumPy raises from its floating-point status (np.errstate: FloatingPointError, RuntimeWarning), which promote does not report"),
    ("DID NOT WARN", "expects a warning (RuntimeWarning, DeprecationWarning) that promote does not issue"),
    ("FloatingPointError", "expects NumPy's floating-point errors (np.errstate)"),
    ("RuntimeWarning", "expects NumPy's floating-point warnings"),
    ("subclass", "passes an ndarray subclass or an object with __array_ufunc__/__array_wrap__, which promote does not dispatch to"),
    ("__array_ufunc__", "passes an object with __array_ufunc__, which promote does not dispatch to"),
    ("return arrays must be", "passes out= as something other than an array"),
    ("operands could not be broadcast", "passes shapes NumPy broadcasts in a way promote's functions do not (out= broadcasting, 0-size)"),
    ("__array_wrap__", "passes an ndarray subclass or an object with __array_wrap__/__array_priority__, which promote does not dispatch to"),
    ("is <class", "passes an ndarray subclass or an object with __array_wrap__/__array_priority__, which promote does not dispatch to"),
    ("Regex pattern did not match", "checks the wording of NumPy's own error message"),
    ("non-broadcastable output operand", "broadcasts the operands to a larger out=, which promote's out= does not"),
    ("Not equal to tolerance", "a complex logarithm near 1 less precise than NumPy's (num-complex's ln, not glibc's clog)"),
    ("Mismatch", "a value differs"),
    ("not equal", "a value differs"),
]

def reason(error, test=""):
    if "TestSpecialMethods" in test:
        return "tests NumPy's __array_wrap__/__array_priority__/__array_ufunc__ protocol, which promote does not dispatch to"
    for pattern, text in REASONS:
        if pattern in error:
            return text
    return "other: " + error

def start_suite(directory):
    """Starts NumPy's own tests with promote's functions in place, one process per group of
    [`GROUPS`], each writing its records to a file of `directory`; returns the processes and their
    files. `conftest.py` calls it as soon as collection selects `test_numpy_suite`: the suite
    runs beside the bridge's other tests, and the three processes keep CI's two cores busy to the
    end."""
    tests = pathlib.Path(np.__file__).parent / "_core" / "tests"
    started = []
    for i, group in enumerate(GROUPS):
        out = directory / f"records_{i}.json"
        env = dict(os.environ, PROMOTE_NUMPY_SUITE_REPORT=str(out),
                   PYTHONPATH=str(HERE / "numpy_suite") + os.pathsep + os.environ.get("PYTHONPATH", ""))
        with open(directory / f"output_{i}.txt", "w") as log:
            proc = subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "promote_in_numpy",
                                     "-p", "no:cacheprovider", *[str(tests / f) for f in group]],
                                    env=env, cwd=tests, stdout=log, stderr=subprocess.STDOUT)
        started.append((proc, out))
    return started

@pytest.fixture(scope="module")
def report(request):
    records = []
    for i, (proc, out) in enumerate(request.config.numpy_suite[0]):
        proc.wait(timeout=1800)
        if not out.exists():
            output = (out.parent / f"output_{i}.txt").read_text()
            pytest.fail(f"NumPy's suite ({', '.join(GROUPS[i])}) wrote no records (exit "
                        f"{proc.returncode}):\n{output[-3000:]}")
        records += json.loads(out.read_text())
    return records

def test_numpy_suite(report, tally):
    applying = [r for r in report if r["applies"]]
    by_file = collections.Counter()
    lines = []
    not_passing = collections.Counter()
    for r in applying:
        file = r["test"].split("::")[0].rsplit("/", 1)[-1]
        if r["outcome"] == "passed":
            by_file[file] += 1
        elif r["outcome"] == "skipped":
            not_passing["skipped by NumPy's own marks: " + r["error"][:80]] += 1
            lines.append(f"{r['test']}: skipped by NumPy: {r['error']}")
        else:
            why = reason(r["error"], r["test"])
            not_passing[why] += 1
            lines.append(f"{r['test']}: {why}")
    total_passed = sum(by_file.values())
    summary = [f"NumPy {np.__version__}'s own tests with promote's functions: {len(applying)} of "
               f"{len(report)} tests apply, {total_passed} pass "
               f"({', '.join(f'{f} {n}' for f, n in sorted(by_file.items()))})"]
    summary += [f"  {n} {why}" for why, n in not_passing.most_common()]
    path = pathlib.Path(sys.prefix).parent / "numpy-suite-report.txt"
    path.write_text("\n".join(summary + [""] + sorted(lines)) + "\n")
    tally.counts["numpy suite: applying"] += len(applying)
    tally.counts["numpy suite: passing"] += total_passed
    print("\n".join(summary))
    for file, passed in PINNED_PASSED.items():
        assert by_file[file] >= passed, f"{file}: {by_file[file]} pass, {passed} pinned"
    assert total_passed > 0
