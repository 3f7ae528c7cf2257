#!/usr/bin/env python3
"""Agreement with Python's plistlib on real-world files.

Parses every Info.plist under CORPUS/real with our reader (through `quickaction-bench --dump`)
and with plistlib, and compares the values: types, order of keys, every string, number, date
and data. InfoPlist.strings files under CORPUS/strings are compared with a small independent
reader of the .strings format written below (plistlib has none).

Usage: Benchmarks/agreement.py [--bench PATH] [CORPUS]   (default CORPUS: ../shared/corpus)
Exit status 0 when every file agrees, 1 otherwise.
"""
import base64
import datetime
import json
import os
import plistlib
import re
import subprocess
import sys


def tagged(v):
    """The typed JSON form our --dump prints, from a plistlib value."""
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"integer": str(v)}
    if isinstance(v, float):
        return {"real": v}
    if isinstance(v, str):
        return {"string": v}
    if isinstance(v, bytes):
        return {"data": base64.b64encode(v).decode()}
    if isinstance(v, datetime.datetime):
        epoch = datetime.datetime(1970, 1, 1, tzinfo=v.tzinfo)
        return {"date": (v - epoch).total_seconds()}
    if isinstance(v, list):
        return {"array": [tagged(x) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[k, tagged(x)] for k, x in v.items()]}
    raise TypeError(type(v))


def same(ours, ref, path="$"):
    """None when equal, else a description of the first difference."""
    if ours.keys() != ref.keys():
        return f"{path}: type {list(ours)} != {list(ref)}"
    kind = next(iter(ref))
    a, b = ours[kind], ref[kind]
    if kind == "real":
        a = float(a)
        if a != b and not (a != a and b != b):
            return f"{path}: real {a} != {b}"
        return None
    if kind == "date":
        return None if abs(float(a) - b) < 1e-6 else f"{path}: date {a} != {b}"
    if kind == "array":
        if len(a) != len(b):
            return f"{path}: array of {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = same(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if kind == "dict":
        if [k for k, _ in a] != [k for k, _ in b]:
            return f"{path}: keys {[k for k, _ in a]} != {[k for k, _ in b]}"
        for (k, x), (_, y) in zip(a, b):
            d = same(x, y, f"{path}.{k}")
            if d:
                return d
        return None
    return None if a == b else f"{path}: {kind} {a!r} != {b!r}"


STRING = r'"((?:[^"\\]|\\.)*)"|([A-Za-z0-9_$+/:.\-]+)'


def read_strings(data):
    """A deliberately plain .strings reader: the reference for the corpus strings files."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8-sig")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"(?m)^\s*//.*$", " ", text)
    out = {}
    for m in re.finditer(r"(?:" + STRING + r")\s*=\s*(?:" + STRING + r")\s*;", text):
        key = m.group(1) if m.group(1) is not None else m.group(2)
        value = m.group(3) if m.group(3) is not None else m.group(4)
        unescape = lambda s: re.sub(r'\\(["\\nt])', lambda e: {"n": "\n", "t": "\t"}.get(e.group(1), e.group(1)), s)
        out[unescape(key)] = unescape(value)
    return out


def main():
    args = sys.argv[1:]
    bench = os.path.join(".build", "debug", "quickaction-bench")
    if args[:1] == ["--bench"]:
        bench, args = args[1], args[2:]
    corpus = args[0] if args else os.path.join("..", "shared", "corpus")
    files = []
    for sub in ("real", "strings"):
        folder = os.path.join(corpus, sub)
        files += sorted(os.path.join(folder, f) for f in os.listdir(folder))
    out = subprocess.run([bench, "--dump"] + files, check=True, capture_output=True, text=True).stdout
    ours = {}
    for line in out.splitlines():
        record = json.loads(line)
        ours[record["file"]] = record
    failures = 0
    for path in files:
        data = open(path, "rb").read()
        if path.endswith(".strings"):
            ref = tagged(read_strings(data))
        else:
            ref = tagged(plistlib.loads(data))
        record = ours[path]
        for duplicate in record.get("duplicates", []):
            # Documented strictness: a strict read refuses the file, plistlib silently keeps the
            # last value. The lenient reading (the value iOS sees) must still agree, below.
            print(f"STRICT {path}: {duplicate}")
        if "error" in record:
            print(f"DIFFER {path}: we report {record['error']}")
            failures += 1
            continue
        diff = same(record["value"], ref)
        if diff:
            print(f"DIFFER {path}: {diff}")
            failures += 1
    print(f"agreement: {len(files) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
