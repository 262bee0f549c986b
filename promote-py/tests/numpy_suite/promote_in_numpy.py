"""A pytest plugin that runs NumPy's own tests with promote's functions in place of NumPy's:
while each test runs, the test module's `np.add`, `np.less`, ... (and the same names of
`numpy._core.umath` as the modules import it, `ncu`) are promote's. NumPy itself is not patched
(its own Python code, `np.sum` among it, keeps its ufuncs), and collection (module-level code,
parametrize lists) sees NumPy's ufuncs: a test that holds one of those does not apply. Each test is recorded: its outcome, whether it called one of
promote's functions (only those tests apply), and its error. The record is written as JSON to
the path in the environment variable PROMOTE_NUMPY_SUITE_REPORT."""

import json
import os
import types

import pytest

import promote

FUNCTIONS = [
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "power",
    "maximum", "minimum", "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
    "bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or", "logical_xor",
    "arctan2", "hypot", "negative", "absolute", "sqrt", "exp", "log", "sin", "cos", "tan", "tanh",
    "floor", "ceil", "trunc", "sign", "square", "reciprocal", "isnan", "isfinite", "isinf",
]
CALLED = {"now": False, "active": False}
RECORDS = []

def wrap(name):
    ours = getattr(promote, name)

    def function(*args, **kwargs):
        CALLED["now"] = True
        return ours(*args, **kwargs)

    function.__name__ = name
    return function

WRAPPERS = {name: wrap(name) for name in FUNCTIONS}

class Namespace(types.ModuleType):
    """A module seen through promote: its functions of the list are promote's."""

    def __init__(self, module):
        super().__init__(module.__name__)
        self.__dict__["_module"] = module

    def __getattr__(self, name):
        if name in WRAPPERS and CALLED["active"]:
            return WRAPPERS[name]
        return getattr(self.__dict__["_module"], name)

@pytest.hookimpl(hookwrapper=True)
def pytest_pycollect_makemodule(module_path, parent):
    outcome = yield
    module = outcome.get_result()
    original = module._getobj
    def getobj():
        obj = original()
        for attr in ("np", "ncu", "umath"):
            if isinstance(getattr(obj, attr, None), types.ModuleType):
                setattr(obj, attr, Namespace(getattr(obj, attr)))
        return obj
    module._getobj = getobj

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    # Only while a test runs: collection (module-level code, parametrize lists) sees NumPy's own
    # ufuncs, and a test that holds one of those does not apply.
    CALLED["now"] = False
    CALLED["active"] = True
    try:
        yield
    finally:
        CALLED["active"] = False

def pytest_runtest_logreport(report):
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        error = ""
        if report.failed:
            crash = getattr(report.longrepr, "reprcrash", None)
            error = (crash.message if crash else str(report.longrepr)).strip()[:300]
        elif report.skipped and isinstance(report.longrepr, tuple):
            error = str(report.longrepr[2])[:300]
        RECORDS.append({"test": report.nodeid, "outcome": report.outcome,
                        "applies": CALLED["now"], "error": error})

def pytest_unconfigure(config):
    path = os.environ.get("PROMOTE_NUMPY_SUITE_REPORT")
    if path:
        with open(path, "w") as f:
            json.dump(RECORDS, f)
