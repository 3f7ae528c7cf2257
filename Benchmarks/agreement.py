#!/usr/bin/env python3
"""Agreement with Python's plistlib on real-world files.

Parses every Info.plist under CORPUS/real with our reader (through `quickaction-bench --dump`)
and with plistlib, and compares the values: types, order of keys, every string, number, date
and data. InfoPlist.strings files under CORPUS/strings are compared with a small independent
reader of the .strings format written below (plistlib has none).

It also checks, for every Info.plist, that `quickaction items --format json` lists the same
static types, titles, subtitles and icons as a plistlib reading, and that `quickaction lint`
reports no false plist-syntax or shortcut-items-shape error.

Usage: Benchmarks/agreement.py [--bench PATH] [--tool PATH] [CORPUS]   (default CORPUS: ../shared/corpus)
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


ICON_TYPES = {
    "UIApplicationShortcutIconType" + n for n in (
        "Compose Play Pause Add Location Search Share Prohibit Contact Home MarkLocation Favorite "
        "Love Cloud Invitation Confirmation Mail Message Date Time CapturePhoto CaptureVideo Task "
        "TaskCompleted Alarm Bookmark Shuffle Audio Update").split()
}


def expected_items(root):
    """The static items iOS would show, read from plistlib's value: type and title present and
    not blank; the icon by iOS's precedence (symbol, then file, then a known type)."""
    out = []
    entries = root.get("UIApplicationShortcutItems", []) if isinstance(root, dict) else []
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        t, title = entry.get("UIApplicationShortcutItemType"), entry.get("UIApplicationShortcutItemTitle")
        if not isinstance(t, str) or not isinstance(title, str) or not t.strip() or not title.strip():
            continue
        icon = None
        symbol, file, kind = (entry.get("UIApplicationShortcutItemIconSymbolName"),
                              entry.get("UIApplicationShortcutItemIconFile"),
                              entry.get("UIApplicationShortcutItemIconType"))
        if isinstance(symbol, str):
            icon = {"kind": "symbol", "name": symbol}
        elif isinstance(file, str):
            icon = {"kind": "template", "name": file}
        elif kind in ICON_TYPES:
            icon = {"kind": "system", "name": kind}
        subtitle = entry.get("UIApplicationShortcutItemSubtitle")
        out.append({"type": t, "title": title, "subtitle": subtitle if isinstance(subtitle, str) else None, "icon": icon})
    return out


def check_items_and_lint(tool, files):
    """`quickaction items --format json` lists what plistlib reads, and `quickaction lint` finds
    no false syntax or shape error in a real file. Returns the number of failures."""
    failures = 0
    for path in files:
        if path.endswith(".strings"):
            continue
        ref = expected_items(plistlib.loads(open(path, "rb").read()))
        run = subprocess.run([tool, "items", path, "--format", "json"], capture_output=True, text=True)
        if run.returncode != 0:
            print(f"DIFFER {path}: items exited {run.returncode}: {run.stderr.strip()}")
            failures += 1
            continue
        ours = [{k: i[k] for k in ("type", "title", "subtitle", "icon")}
                for i in json.loads(run.stdout)["items"] if i["source"] == "static"]
        if ours != ref:
            print(f"DIFFER {path}: items {ours} != {ref}")
            failures += 1
        lint = subprocess.run([tool, "lint", path, "--format", "json"], capture_output=True, text=True)
        rules = [d["rule"] for d in json.loads(lint.stdout)["diagnostics"]]
        false = [r for r in rules if r in ("plist-syntax", "shortcut-items-shape")]
        if false:
            print(f"DIFFER {path}: lint reports {false}")
            failures += 1
    return failures


def main():
    args = sys.argv[1:]
    bench = os.path.join(".build", "debug", "quickaction-bench")
    tool = os.path.join(".build", "debug", "quickaction")
    if args[:1] == ["--bench"]:
        bench, args = args[1], args[2:]
    if args[:1] == ["--tool"]:
        tool, args = args[1], args[2:]
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
    item_failures = check_items_and_lint(tool, files)
    checked = len([f for f in files if not f.endswith(".strings")])
    print(f"items and lint: {checked - item_failures} passed, {item_failures} failed")
    return 1 if failures or item_failures else 0


if __name__ == "__main__":
    sys.exit(main())
