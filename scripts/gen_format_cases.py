#!/usr/bin/env python3
"""Generates the `formats` suite's sized cases (cases/fmt-*): a real module of about N lines
(Python or Java) with one planted bug in one function, its tests, the reference solution and
the case.yaml with a trajectory. Deterministic (seeded); rerun after changing a template:

    python3 scripts/gen_format_cases.py

The filler is ordinary application code (record classes with validation, row conversion and
aggregation helpers) so that tokens per line are those of real code, not of a repeated line.
"""
import json
import os
import random
import re
import shutil

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CASES = os.path.join(ROOT, "cases")

NOUNS = ["Shipment", "Invoice", "Carrier", "Pallet", "StorageBin", "Supplier", "Receipt", "Manifest",
         "Route", "Depot", "Container", "Parcel", "Dock", "Forklift", "Picker", "Batch", "Return",
         "Transfer", "Quote", "Tariff", "Customs", "Label", "Scanner", "Zone", "Aisle", "Shelf",
         "Crate", "Order", "Backorder", "Allocation"]
PREFIXES = ["", "Inbound", "Outbound", "Regional", "Bonded", "Cold", "Express", "Bulk"]
FIELDS = [("code", "str"), ("region", "str"), ("owner", "str"), ("status", "str"),
          ("weight_grams", "int"), ("value_cents", "int"), ("units", "int"), ("handling_minutes", "int"),
          ("priority", "int"), ("capacity_units", "int"), ("reference", "str"), ("notes", "str")]


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def entities(rng, count):
    names, seen = [], set()
    while len(names) < count:
        n = rng.choice(PREFIXES) + rng.choice(NOUNS)
        if n not in seen:
            seen.add(n)
            names.append(n)
    out = []
    for n in names:
        fields = rng.sample(FIELDS, 4)
        if not any(t == "int" for _, t in fields):
            fields[-1] = ("units", "int")
        out.append((n, fields))
    return out


# --------------------------------------------------------------------------- Python

def py_entity(name, fields):
    s = snake(name)
    ident = f"{s}_id"
    ints = [f for f, t in fields if t == "int"]
    strs = [f for f, t in fields if t == "str"]
    L = ["@dataclass", f"class {name}:", f'    """A {s.replace("_", " ")} as the warehouse system records it."""', "",
         f"    {ident}: str"]
    L += [f"    {f}: {t}" for f, t in fields]
    L += ["    tags: List[str] = field(default_factory=list)", "",
          "    def validate(self) -> List[str]:",
          f'        """Problems that make this {s.replace("_", " ")} unusable, as messages (empty when valid)."""',
          "        problems: List[str] = []",
          f"        if not self.{ident}.strip():",
          f'            problems.append("{ident} is empty")']
    for f in ints:
        L += [f"        if self.{f} < 0:", f'            problems.append(f"{f} is negative: {{self.{f}}}")']
    L += ["        return problems", "",
          "    def to_row(self) -> Dict[str, str]:",
          "        return {",
          f'            "{ident}": self.{ident},']
    L += [f'            "{f}": {"str(self." + f + ")" if t == "int" else "self." + f},' for f, t in fields]
    L += ['            "tags": ";".join(self.tags),', "        }", "",
          "    @classmethod",
          f'    def from_row(cls, row: Dict[str, str]) -> "{name}":',
          "        return cls(",
          f'            {ident}=row["{ident}"].strip(),']
    for f, t in fields:
        L.append(f'            {f}=int(row.get("{f}") or 0),' if t == "int" else f'            {f}=row.get("{f}", "").strip(),')
    L += ['            tags=[t for t in row.get("tags", "").split(";") if t],', "        )", "", ""]
    key = strs[0] if strs else ident
    L += [f"def total_{s}_{ints[0]}(items: Iterable[{name}]) -> int:",
          f'    """Sum of {ints[0]} over the valid {s.replace("_", " ")} records."""',
          f"    return sum(item.{ints[0]} for item in items if not item.validate())", "", "",
          f"def index_{s}_by_{key}(items: Iterable[{name}]) -> Dict[str, List[{name}]]:",
          f"    grouped: Dict[str, List[{name}]] = defaultdict(list)",
          "    for item in items:",
          f"        grouped[item.{key}].append(item)",
          "    return dict(grouped)", "", ""]
    return L


PY_HEAD = ['"""{doc}"""', "from collections import defaultdict", "from dataclasses import dataclass, field",
           "from datetime import date, timedelta", "from typing import Dict, Iterable, List, Sequence", "", ""]


def py_module(rng, lines, doc, target):
    ents = entities(rng, 200)
    body, used = [], []
    head = [l.format(doc=doc) for l in PY_HEAD]
    budget = lines - len(head) - len(target)
    chunks = []
    for e in ents:
        c = py_entity(*e)
        if sum(map(len, chunks)) + len(c) > budget:
            break
        chunks.append(c)
        used.append(e)
    mid = len(chunks) // 2
    for i, c in enumerate(chunks):
        if i == mid:
            body += target + ["", ""]
        body += c
    if not chunks:
        body += target + ["", ""]
    text = "\n".join(head + body).rstrip() + "\n"
    return text, used


def py_tests(module, target_tests, used):
    n, fields = used[-1]
    ident = f"{snake(n)}_id"
    row = {ident: "X-1"}
    for f, t in fields:
        row[f] = "7" if t == "int" else "north"
    row["tags"] = "a;b"
    return "\n".join([
        "import unittest", "from datetime import date", "",
        f"from {module} import *  # noqa: F401,F403", f"from {module} import {n}", "", "",
        "class TargetTest(unittest.TestCase):",
        *target_tests, "",
        "class RowTest(unittest.TestCase):",
        "    def test_round_trip_of_the_last_record_type(self):",
        f"        row = {json.dumps(row)}",
        f"        self.assertEqual({n}.from_row(row).to_row(), row)",
        f"        self.assertEqual({n}.from_row(row).validate(), [])", "", "",
        'if __name__ == "__main__":', "    unittest.main()", ""])


# --------------------------------------------------------------------------- Java

def java_entity(name, fields):
    jf = [(re.sub(r"_(\w)", lambda m: m.group(1).upper(), f), "long" if t == "int" else "String") for f, t in fields]
    ident = name[0].lower() + name[1:] + "Id"
    L = [f"    /** A {snake(name).replace('_', ' ')} as the warehouse system records it. */",
         f"    public static final class {name} {{",
         f"        private final String {ident};"]
    L += [f"        private final {t} {f};" for f, t in jf]
    params = ", ".join([f"String {ident}"] + [f"{t} {f}" for f, t in jf])
    L += ["", f"        public {name}({params}) {{", f"            this.{ident} = Objects.requireNonNull({ident}, \"{ident}\");"]
    L += [f"            this.{f} = {f};" for f, _ in jf]
    L += ["        }", "", f"        public String get{ident[0].upper() + ident[1:]}() {{", f"            return {ident};", "        }"]
    for f, t in jf:
        L += ["", f"        public {t} get{f[0].upper() + f[1:]}() {{", f"            return {f};", "        }"]
    L += ["", "        /** Problems that make this record unusable, as messages (empty when valid). */",
          "        public List<String> validate() {", "            List<String> problems = new ArrayList<>();",
          f"            if ({ident}.isBlank()) {{", f"                problems.add(\"{ident} is empty\");", "            }"]
    for f, t in jf:
        if t == "long":
            L += [f"            if ({f} < 0) {{", f"                problems.add(\"{f} is negative: \" + {f});", "            }"]
    L += ["            return problems;", "        }", "",
          "        public Map<String, String> toRow() {", "            Map<String, String> row = new LinkedHashMap<>();",
          f"            row.put(\"{ident}\", {ident});"]
    L += [f"            row.put(\"{f}\", {'Long.toString(' + f + ')' if t == 'long' else f});" for f, t in jf]
    L += ["            return row;", "        }", "",
          f"        public static {name} fromRow(Map<String, String> row) {{",
          f"            return new {name}(", f"                row.get(\"{ident}\").trim(),"]
    args = [f"                Long.parseLong(row.getOrDefault(\"{f}\", \"0\").trim())" if t == "long" else f"                row.getOrDefault(\"{f}\", \"\").trim()" for f, t in jf]
    L += [a + ("," if i < len(args) - 1 else ");") for i, a in enumerate(args)]
    L += ["        }", "", "        @Override", "        public boolean equals(Object other) {",
          "            if (this == other) {", "                return true;", "            }",
          f"            if (!(other instanceof {name})) {{", "                return false;", "            }",
          f"            {name} that = ({name}) other;",
          "            return " + " && ".join([f"{ident}.equals(that.{ident})"] + [f"{f} == that.{f}" if t == "long" else f"{f}.equals(that.{f})" for f, t in jf]) + ";",
          "        }", "", "        @Override", "        public int hashCode() {",
          "            return Objects.hash(" + ", ".join([ident] + [f for f, _ in jf]) + ");", "        }", "    }", ""]
    longf = next(f for f, t in jf if t == "long")
    L += [f"    /** Sum of {longf} over the valid records. */",
          f"    public static long total{name}{longf[0].upper() + longf[1:]}(List<{name}> items) {{",
          "        long total = 0;", f"        for ({name} item : items) {{", "            if (item.validate().isEmpty()) {",
          f"                total += item.get{longf[0].upper() + longf[1:]}();", "            }", "        }", "        return total;", "    }", ""]
    return L


def java_module(rng, lines, cls, target):
    ents = entities(rng, 200)
    head = ["import java.util.ArrayList;", "import java.util.LinkedHashMap;", "import java.util.List;", "import java.util.Map;",
            "import java.util.Objects;", "", f"/** Warehouse records and the helpers that aggregate them. */",
            f"public final class {cls} {{", f"    private {cls}() {{", "    }", ""]
    budget = lines - len(head) - len(target) - 2
    chunks, used = [], []
    for e in ents:
        c = java_entity(*e)
        if sum(map(len, chunks)) + len(c) > budget:
            break
        chunks.append(c)
        used.append(e)
    body = []
    mid = len(chunks) // 2
    for i, c in enumerate(chunks):
        if i == mid:
            body += target + [""]
        body += c
    return "\n".join(head + body).rstrip() + "\n}\n", used


def java_test(cls, checks, used):
    n, fields = used[-1]
    jf = [(re.sub(r"_(\w)", lambda m: m.group(1).upper(), f), t) for f, t in fields]
    ident = n[0].lower() + n[1:] + "Id"
    puts = [f"        row.put(\"{ident}\", \"X-1\");"] + [f"        row.put(\"{f}\", \"{'7' if t == 'int' else 'north'}\");" for f, t in jf]
    return "\n".join([
        "import java.util.LinkedHashMap;", "import java.util.Map;", "",
        f"public final class {cls}Test {{", "    private static int failures = 0;", "",
        "    private static void check(boolean ok, String what) {", "        if (!ok) {",
        "            failures++;", "            System.out.println(\"FAIL: \" + what);", "        }", "    }", "",
        "    public static void main(String[] args) {",
        *checks,
        "        Map<String, String> row = new LinkedHashMap<>();", *puts,
        f"        check({cls}.{n}.fromRow(row).toRow().equals(row), \"round trip of {n}\");",
        f"        check({cls}.{n}.fromRow(row).validate().isEmpty(), \"{n} validates\");",
        "        if (failures > 0) {", "            System.out.println(failures + \" FAILED\");", "            System.exit(1);", "        }",
        "        System.out.println(\"OK\");", "    }", "}", ""])


# --------------------------------------------------------------------------- cases

def yaml_str(s):
    return json.dumps(s)


def write_case(cid, title, why, prompt, files_ws, files_sol, check, file_asserts, steps, tags, max_tokens=8192, max_turns=14, check_timeout=120):
    d = os.path.join(CASES, cid)
    shutil.rmtree(d, ignore_errors=True)
    for base, files in (("workspace", files_ws), ("solution", files_sol)):
        for rel, text in files.items():
            p = os.path.join(d, base, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w") as f:
                f.write(text)
    # Every test file the solution leaves alone is pinned byte for byte, so a trial cannot pass
    # by gutting the test (eval validate lists a test file left unpinned: src/suite/unprotected-tests.ts).
    pinned = {a["path"] for a in file_asserts}
    file_asserts = file_asserts + [{"path": rel, "unchanged": True} for rel in sorted(files_ws)
                                   if rel.split("/")[0] in ("test", "tests") and rel not in files_sol and rel not in pinned]
    case = {"id": cid, "title": title, "tags": tags, "why": why,
            "sensitiveTo": ["FREECODE_EDIT_FORMAT", "FREECODE_MAX_TOKENS", "FREECODE_WRITE_SHRINK_LIMIT"],
            "prompt": prompt, "maxTokens": max_tokens, "maxTurns": max_turns,
            "check": {"run": check, "timeoutSec": check_timeout}, "files": file_asserts, "sim": {"steps": steps}}
    with open(os.path.join(d, "case.yaml"), "w") as f:
        f.write("# yaml-language-server: $schema=../../schemas/case.schema.json\n")
        f.write("# Generated by scripts/gen_format_cases.py; edit the generator, not this file.\n")
        f.write(json.dumps(case, indent=2) + "\n")


def line_of(text, needle):
    return next(i + 1 for i, l in enumerate(text.split("\n")) if needle in l)


def sized_case(cid, lang, lines, seed, pkg, module, target, old, new, target_name, prompt, tests):
    rng = random.Random(seed)
    if lang == "python":
        path = f"{pkg}/{module}.py"
        text, used = py_module(rng, lines, f"Warehouse records and helpers ({module}).", target)
        test_path = f"tests/test_{module}.py"
        ws = {path: text, f"{pkg}/__init__.py": "", test_path: py_tests(f"{pkg}.{module}", tests, used), ".gitignore": "__pycache__/\n*.pyc\n"}
        check = "python3 -m unittest discover -s tests -q"
        run = "python3 -m unittest discover -s tests -q 2>&1 | tail -n 1"
        grep = f"grep -n \"def {target_name}\" {path}"
        asserts = [{"path": path, "minLines": text.count("\n") - 5, "parses": "python",
                    "contains": [f"def index_{snake(used[-1][0])}_by_", f"class {used[0][0]}:"]}]
        ok = {"regex": "^OK"}
    else:
        cls = module
        path = f"src/{cls}.java"
        text, used = java_module(rng, lines, cls, target)
        test_path = f"test/{cls}Test.java"
        ws = {path: text, test_path: java_test(cls, tests, used), ".gitignore": "build/\n"}
        check = f"rm -rf build && javac -d build src/*.java test/*.java && java -cp build {cls}Test"
        run = f"rm -rf build && javac -d build src/*.java test/*.java 2>&1 | tail -n 5 && java -cp build {cls}Test 2>&1 | tail -n 3"
        grep = f"grep -n \"static .* {target_name}(\" {path}"
        asserts = [{"path": path, "minLines": text.count("\n") - 5,
                    "contains": [f"public static final class {used[-1][0]} ", f"public static final class {used[0][0]} "]}]
        ok = {"regex": "^OK"}
    assert old in text and text.count(old) == 1, cid
    sol = text.replace(old, new)
    at = line_of(text, old.split("\n")[0])
    start = line_of(text, target_name)
    steps = [
        {"text": "Finding the function and the tests that describe it.", "tools": [
            {"name": "bash", "input": {"command": grep}}, {"name": "read", "input": {"path": test_path}}]},
        {"needs": [{"text": target_name, "command": grep}], "tools": [
            {"name": "read", "input": {"path": path, "offset": max(1, start - 3), "limit": len(target) + 6}}]},
        {"needs": [{"text": old.split("\n")[0].strip(), "file": path}], "text": "This is the line to change.",
         "tools": [{"name": "edit", "input": {"path": path, "old_string": old, "new_string": new}}]},
        {"tools": [{"name": "bash", "input": {"command": run, **({"timeoutSec": 300} if lang == "java" else {})}}]},
        {"needs": [{"text": ok, "command": run}],
         "final": f"Fixed `{target_name}` in {path} (line {{{{line:{path}:{new.split(chr(10))[0].strip()}}}}}); the tests pass."},
    ]
    n = text.count("\n")
    write_case(cid, f"Fix one function in a {n:,}-line {'Python' if lang == 'python' else 'Java'} module", 
               f"The fix is a line or two inside one function of a {n:,}-line file; whether a whole-file rewrite fits the output cap follows from the file's tokens.",
               prompt, ws, {path: sol}, check, asserts, steps, [lang, "edit-format", f"lines-{lines}"],
               check_timeout=300 if lang == "java" else 120)  # javac and two JVM starts are slow on a loaded machine
    return n, at


PY100_TARGET = [
    "def business_days_between(start: date, end: date) -> int:",
    '    """Weekdays (Mon-Fri) from start up to but not including end; 0 when end <= start."""',
    "    if end <= start:", "        return 0", "    days = 0", "    current = start",
    "    while current <= end:", "        if current.weekday() < 5:", "            days += 1",
    "        current += timedelta(days=1)", "    return days"]
PY300_TARGET = [
    "def split_evenly(total_cents: int, parts: int) -> List[int]:",
    '    """Split total_cents into `parts` shares differing by at most a cent; the first shares get the extra cents."""',
    "    if parts <= 0:", '        raise ValueError(f"parts must be positive, got {parts}")',
    "    base, remainder = divmod(total_cents, parts)", "    shares = [base] * parts",
    "    for i in range(remainder):", "        shares[-1 - i] += 1", "    return shares"]
PY800_TARGET = [
    "def trailing_average(values: Sequence[float], window: int) -> List[float]:",
    '    """Mean of each value and the window - 1 values before it (fewer at the start)."""',
    "    if window <= 0:", '        raise ValueError(f"window must be positive, got {window}")',
    "    out: List[float] = []", "    for i in range(len(values)):",
    "        chunk = values[max(0, i - window):i + 1]", "        out.append(sum(chunk) / len(chunk))", "    return out"]
J1400_TARGET = [
    "    /** Price after a percentage discount, rounded half up to the cent. */",
    "    public static long applyDiscount(long priceCents, int percent) {",
    "        if (percent < 0 || percent > 100) {",
    "            throw new IllegalArgumentException(\"percent out of range: \" + percent);", "        }",
    "        long discounted = priceCents * (100 - percent);", "        return discounted / 100;", "    }"]
J3000_TARGET = [
    "    /** The account number without spaces, every character but the last four replaced by '*'. */",
    "    public static String maskAccount(String account) {", "        String compact = account.replace(\" \", \"\");",
    "        if (compact.length() <= 4) {", "            return compact;", "        }",
    "        StringBuilder masked = new StringBuilder();", "        for (int i = 0; i < compact.length() - 3; i++) {",
    "            masked.append('*');", "        }", "        masked.append(compact.substring(compact.length() - 3));",
    "        return masked.toString();", "    }"]


def line_edits(path, text):
    """One edit per line holding the word Invoice, computed against the text as the earlier edits
    leave it (context lines above are added until the old text is unique)."""
    edits, cur = [], text.split("\n")
    for i, l in enumerate(cur):
        if not re.search(r"\bInvoice\b", l):
            continue
        whole = "\n".join(cur)
        j = i
        old = cur[i] + "\n"
        while whole.count(old) > 1:
            j -= 1
            old = cur[j] + "\n" + old
        new = re.sub(r"\bInvoice\b", "BillingInvoice", old)
        edits.append({"name": "edit", "input": {"path": path, "old_string": old, "new_string": new}})
        cur[i] = re.sub(r"\bInvoice\b", "BillingInvoice", cur[i])
    return edits


def rename_case():
    cid = "fmt-rename-40"
    rng = random.Random(40)
    lines = ['"""Invoices: totals, grouping and status changes."""', "from dataclasses import dataclass, field",
             "from typing import Dict, Iterable, List, Optional", "", "",
             "@dataclass", "class InvoiceLine:", "    sku: str", "    quantity: int", "    unit_cents: int", "",
             "    def total_cents(self) -> int:", "        return self.quantity * self.unit_cents", "", "",
             "@dataclass", "class Invoice:", '    """A customer invoice with its lines."""', "",
             "    number: str", "    customer: str", "    status: str = \"open\"",
             "    lines: List[InvoiceLine] = field(default_factory=list)", "",
             "    def total_cents(self) -> int:", "        return sum(line.total_cents() for line in self.lines)", "", ""]
    verbs = ["open", "paid", "void", "overdue", "disputed", "draft", "sent"]
    for v in verbs:
        lines += [f"def {v}_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:",
                  f'    """The invoices whose status is {v}."""',
                  f'    return [invoice for invoice in invoices if invoice.status == "{v}"]', "", "",
                  f"def mark_{v}(invoice: Invoice) -> Invoice:",
                  f'    """A copy of the invoice with status {v}."""',
                  f'    return Invoice(invoice.number, invoice.customer, "{v}", list(invoice.lines))', "", ""]
    lines += ["def largest_invoice(invoices: Iterable[Invoice]) -> Optional[Invoice]:",
              "    best: Optional[Invoice] = None", "    for invoice in invoices:",
              "        if best is None or invoice.total_cents() > best.total_cents():", "            best = invoice",
              "    return best", "", "",
              "def by_customer(invoices: Iterable[Invoice]) -> Dict[str, List[Invoice]]:",
              "    grouped: Dict[str, List[Invoice]] = {}", "    for invoice in invoices:",
              "        grouped.setdefault(invoice.customer, []).append(invoice)", "    return grouped", ""]
    text = "\n".join(lines)
    occ = len(re.findall(r"\bInvoice\b", text))
    new_text = re.sub(r"\bInvoice\b", "BillingInvoice", text)
    tests = "\n".join(["import unittest", "", "from billing.invoices import BillingInvoice, InvoiceLine, by_customer, largest_invoice, mark_paid, paid_invoices", "", "",
                       "class RenameTest(unittest.TestCase):", "    def test_billing_invoice(self):",
                       '        a = BillingInvoice("1", "acme", lines=[InvoiceLine("x", 2, 150)])',
                       '        b = mark_paid(BillingInvoice("2", "acme", lines=[InvoiceLine("y", 1, 500)]))',
                       "        self.assertIsInstance(b, BillingInvoice)", "        self.assertEqual(paid_invoices([a, b]), [b])",
                       "        self.assertEqual(largest_invoice([a, b]), b)", '        self.assertEqual(len(by_customer([a, b])["acme"]), 2)', "", "",
                       'if __name__ == "__main__":', "    unittest.main()", ""])
    old_tests = tests.replace("from billing.invoices import BillingInvoice,", "from billing.invoices import Invoice,").replace("BillingInvoice(", "Invoice(").replace("BillingInvoice)", "Invoice)")
    edits = line_edits("billing/invoices.py", text) + line_edits("tests/test_invoices.py", old_tests)
    run = "python3 -m unittest discover -s tests -q 2>&1 | tail -n 1"
    steps = [
        {"text": "Reading the module and its test.", "tools": [{"name": "read", "input": {"path": "billing/invoices.py"}}, {"name": "read", "input": {"path": "tests/test_invoices.py"}}]},
        {"needs": [{"text": "class Invoice:", "file": "billing/invoices.py"}], "text": f"Renaming each of the {occ} uses of Invoice (InvoiceLine keeps its name).", "tools": edits},
        {"tools": [{"name": "bash", "input": {"command": f"grep -cw Invoice billing/invoices.py tests/test_invoices.py; {run}"}}]},
        {"needs": [{"text": {"regex": "^OK"}, "command": f"grep -cw Invoice billing/invoices.py tests/test_invoices.py; {run}"}],
         "final": f"Renamed Invoice to BillingInvoice ({occ} uses in billing/invoices.py, and the test); InvoiceLine is unchanged. The tests pass."},
    ]
    ws = {"billing/invoices.py": text, "billing/__init__.py": "", "tests/test_invoices.py": old_tests, ".gitignore": "__pycache__/\n*.pyc\n"}
    sol = {"billing/invoices.py": new_text, "tests/test_invoices.py": tests}
    write_case(cid, f"Rename a class used {occ} times in a {text.count(chr(10))}-line module (a change touching most of the file)",
               "Most lines of the module change; the seed says a whole-file rewrite is cheaper and safer here than forty anchored edits.",
               "Rename the class `Invoice` to `BillingInvoice` in billing/invoices.py (every use: annotations, constructors, the class itself) "
               "and in tests/test_invoices.py. `InvoiceLine` keeps its name. `python3 -m unittest discover -s tests -q` must pass.\n",
               ws, sol, "! grep -nw Invoice billing/invoices.py tests/test_invoices.py && grep -q 'class InvoiceLine:' billing/invoices.py && python3 -m unittest discover -s tests -q",
               [{"path": "billing/invoices.py", "parses": "python", "contains": ["class BillingInvoice:", "class InvoiceLine:", "def by_customer("], "minLines": text.count("\n") - 5}],
               steps, ["python", "edit-format", "rename"])
    return occ, text.count("\n")


def main():
    print(sized_case("fmt-py-100", "python", 130, 100, "ops", "calendar_records", PY100_TARGET,
                     "    while current <= end:\n", "    while current < end:\n", "business_days_between",
                     "In ops/calendar_records.py, `business_days_between(start, end)` counts the end date, but its docstring says the end is "
                     "excluded (Monday to the next Monday is 5 business days). Fix it; `python3 -m unittest discover -s tests -q` must pass.\n",
                     ["    def test_end_is_excluded(self):", "        self.assertEqual(business_days_between(date(2026, 3, 2), date(2026, 3, 9)), 5)",
                      "        self.assertEqual(business_days_between(date(2026, 3, 6), date(2026, 3, 9)), 1)",
                      "        self.assertEqual(business_days_between(date(2026, 3, 9), date(2026, 3, 9)), 0)"]))
    print(sized_case("fmt-py-300", "python", 330, 300, "ops", "settlement_records", PY300_TARGET,
                     "        shares[-1 - i] += 1\n", "        shares[i] += 1\n", "split_evenly",
                     "In ops/settlement_records.py, `split_evenly(total_cents, parts)` gives the extra cents to the last shares, but they must go "
                     "to the first ones (split_evenly(100, 3) == [34, 33, 33]). Fix it; `python3 -m unittest discover -s tests -q` must pass.\n",
                     ["    def test_extra_cents_go_first(self):", "        self.assertEqual(split_evenly(100, 3), [34, 33, 33])",
                      "        self.assertEqual(split_evenly(5, 4), [2, 1, 1, 1])", "        self.assertEqual(sum(split_evenly(999, 7)), 999)"]))
    print(sized_case("fmt-py-800", "python", 800, 800, "ops", "throughput_records", PY800_TARGET,
                     "        chunk = values[max(0, i - window):i + 1]\n", "        chunk = values[max(0, i - window + 1):i + 1]\n", "trailing_average",
                     "In ops/throughput_records.py, `trailing_average(values, window)` averages window + 1 values instead of window (the value and "
                     "the window - 1 before it, as its docstring says). Fix it; `python3 -m unittest discover -s tests -q` must pass.\n",
                     ["    def test_window_of_two(self):", "        self.assertEqual(trailing_average([2.0, 4.0, 6.0, 8.0], 2), [2.0, 3.0, 5.0, 7.0])",
                      "        self.assertEqual(trailing_average([5.0], 3), [5.0])"]))
    print(sized_case("fmt-java-1400", "java", 1480, 1400, "", "PricingRecords", J1400_TARGET,
                     "        return discounted / 100;\n", "        return (discounted + 50) / 100;\n", "applyDiscount",
                     "In src/PricingRecords.java, `applyDiscount(priceCents, percent)` truncates, but its Javadoc says it rounds half up to the cent "
                     "(1005 cents at 10% is 904.5, so 905; 1 cent at 50% is 1). Fix it; the check is "
                     "`rm -rf build && javac -d build src/*.java test/*.java && java -cp build PricingRecordsTest`.\n",
                     ["        check(PricingRecords.applyDiscount(1005, 10) == 905, \"1005 at 10% rounds 904.5 up to 905\");",
                      "        check(PricingRecords.applyDiscount(1, 50) == 1, \"1 at 50% rounds 0.5 up to 1\");",
                      "        check(PricingRecords.applyDiscount(999, 15) == 849, \"999 at 15% is 849.15, rounds to 849\");"]))
    print(sized_case("fmt-java-3000", "java", 3000, 3000, "", "AccountRecords", J3000_TARGET,
                     "        for (int i = 0; i < compact.length() - 3; i++) {\n            masked.append('*');\n        }\n        masked.append(compact.substring(compact.length() - 3));\n",
                     "        for (int i = 0; i < compact.length() - 4; i++) {\n            masked.append('*');\n        }\n        masked.append(compact.substring(compact.length() - 4));\n",
                     "maskAccount",
                     "In src/AccountRecords.java, `maskAccount` shows the last three characters, but its Javadoc (and the statements we send) "
                     "show the last four. Fix it; the check is `rm -rf build && javac -d build src/*.java test/*.java && java -cp build AccountRecordsTest`.\n",
                     ["        check(AccountRecords.maskAccount(\"DE44 5001 0517 5407 3249 31\").equals(\"******************4931\"), \"last four shown\");",
                      "        check(AccountRecords.maskAccount(\"1234\").equals(\"1234\"), \"four or fewer shown as they are\");"]))
    print(rename_case())


if __name__ == "__main__":
    main()
