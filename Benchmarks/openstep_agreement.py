#!/usr/bin/env python3
"""Agreement of our OpenStep reader with Python's openstep-plist (Cython, a port of
CoreFoundation's CFOldStylePList.c) and openstep_parser (pure Python, pbxproj-only).

Inputs: the old-style cases of the peer suites in CONFORMANCE (every fixture that is not binary,
not JSON and not XML: .strings files and old-style .plist files) and every project.pbxproj under
CORPUS. Each is read by `quickaction-bench --dump --format openStep` (leniently: duplicate keys
are listed, the last value kept) and by each peer, and the values compared: types, keys in
order-insensitive maps, every string and data.

Every difference must be decided: Tests/PropertyListTests/OpenStepPeerDecisions.swift lists
each (peer, outcome, file) with its reason, and this script fails on a difference that is not
listed there and on a listed one that no longer differs. Outcomes:
  ours-refuses    the peer reads the file, we refuse it (or, strictly, refuse a duplicate key)
  peer-refuses    we read it, the peer refuses it
  value-differs   both read it, to different values

Installs the peers with pip when they are missing.
Usage: Benchmarks/openstep_agreement.py [--bench PATH] [CORPUS] [CONFORMANCE]
       (defaults: ../shared/corpus, ../shared/conformance)
Exit status 0 when every difference is decided, 1 otherwise.
"""
import base64
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DECISIONS = os.path.join(ROOT, "Tests/PropertyListTests/OpenStepPeerDecisions.swift")
PEERS = {"openstep-plist": "openstep_plist", "openstep_parser": "openstep_parser"}


def ensure_peers():
    missing = []
    for package, module in PEERS.items():
        try:
            __import__(module)
        except ImportError:
            missing.append(package)
    if missing:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", *missing])


def tagged(v):
    """The typed JSON form our --dump prints, from a peer's value."""
    if isinstance(v, str):
        return {"string": v}
    if isinstance(v, (bytes, bytearray)):
        return {"data": base64.b64encode(bytes(v)).decode()}
    if isinstance(v, list):
        return {"array": [tagged(x) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[k, tagged(x)] for k, x in v.items()]}
    return {type(v).__name__: repr(v)}


def same(ours, ref, path="$"):
    """None when equal, else a description of the first difference."""
    if ours.keys() != ref.keys():
        return f"{path}: {list(ours)[0]} where the peer has {list(ref)[0]}"
    kind = next(iter(ref))
    a, b = ours[kind], ref[kind]
    if kind == "array":
        if len(a) != len(b):
            return f"{path}: {len(a)} elements where the peer has {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = same(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if kind == "dict":
        mine, theirs = dict((k, v) for k, v in a), dict((k, v) for k, v in b)
        if mine.keys() != theirs.keys():
            return f"{path}: keys {sorted(mine.keys() ^ theirs.keys())[:3]} on one side only"
        for k in mine:
            d = same(mine[k], theirs[k], f"{path}.{k}")
            if d:
                return d
        return None
    return None if a == b else f"{path}: {a!r:.60} where the peer has {b!r:.60}"


def text_of(data):
    """The bytes as text the way CoreFoundation picks the encoding: a byte-order mark, else UTF-8."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    return data.decode("utf-8")


def read_peer(peer, data):
    try:
        text = text_of(data)
        if peer == "openstep-plist":
            import openstep_plist
            return tagged(openstep_plist.loads(text)), None
        from openstep_parser import OpenStepDecoder
        return tagged(OpenStepDecoder.ParseFromString(text)), None
    except Exception as error:  # every refusal, whatever its type (openstep_parser raises IndexError too)
        return None, f"{type(error).__name__}: {str(error)[:80]}"


def old_style_fixtures(conformance):
    """The conformance fixtures that are neither binary, JSON nor XML."""
    rows = []
    with open(os.path.join(conformance, "MANIFEST.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 4:
                rows.append(fields[0])
    out = []
    for name in rows:
        path = os.path.join(conformance, "fixtures", name)
        if name.endswith(".json") or not os.path.isfile(path):
            continue
        data = open(path, "rb").read()
        if data.startswith(b"bplist"):
            continue
        # UTF-16 and UTF-32, with a byte-order mark or without, seen through their ASCII bytes.
        head = data[:256].replace(b"\x00", b"")
        for bom in (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff"):
            if head.startswith(bom):
                head = head[len(bom):]
        if head.lstrip()[:1] == b"<":
            continue
        out.append(("conformance/" + name, path))
    return out


def pbxproj_files(corpus):
    out = []
    for folder, _, files in os.walk(corpus):
        for name in files:
            if name.endswith(".pbxproj"):
                path = os.path.join(folder, name)
                out.append(("corpus/" + os.path.relpath(path, corpus), path))
    return sorted(out)


def decided():
    """(peer, outcome, file) -> reason, from the Swift table."""
    text = open(DECISIONS, encoding="utf-8").read()
    table = {}
    pattern = r'peer:\s*"([^"]+)",\s*outcome:\s*"([^"]+)",\s*reason:\s*"((?:[^"\\]|\\.)*)",\s*files:\s*\[(.*?)\]'
    matches = list(re.finditer(pattern, text, re.S))
    # Every `Decision(` of the table must be read: a layout the pattern misses (the formatter
    # moved `reason:`'s string onto its own line once) would leave each difference undecided.
    written = len(re.findall(r"^\s*Decision\(", text, re.M))
    if len(matches) != written:
        sys.exit(f"{DECISIONS}: read {len(matches)} of its {written} decisions; the pattern in decided() misses a layout")
    for m in matches:
        peer, outcome, reason, files = m.groups()
        for name in re.findall(r'"([^"]+)"', files):
            table[(peer, outcome, name)] = reason
    return table


def main():
    args = sys.argv[1:]
    bench = os.path.join(ROOT, ".build/release/quickaction-bench")
    if args[:1] == ["--bench"]:
        bench, args = args[1], args[2:]
    corpus = args[0] if args else os.path.join(ROOT, "../shared/corpus")
    conformance = args[1] if len(args) > 1 else os.path.join(ROOT, "../shared/conformance")
    if not os.path.exists(bench):
        subprocess.check_call(["swift", "build", "-c", "release", "--product", "quickaction-bench"], cwd=ROOT)
    ensure_peers()
    inputs = old_style_fixtures(conformance) + pbxproj_files(corpus)
    dumped = subprocess.run([bench, "--dump", "--format", "openStep", *[p for _, p in inputs]],
                            capture_output=True, text=True, check=True).stdout.split("\n")
    ours = {}
    for (name, _), line in zip(inputs, dumped):
        ours[name] = json.loads(line)
    table = decided()
    seen, undecided = set(), []
    agree = 0
    for name, path in inputs:
        data = open(path, "rb").read()
        mine = ours[name]
        for peer in PEERS:
            theirs, error = read_peer(peer, data)
            outcome, detail = None, ""
            if "error" in mine and theirs is not None:
                outcome, detail = "ours-refuses", mine["error"]
            elif "error" not in mine and theirs is None:
                outcome, detail = "peer-refuses", error
            elif theirs is not None:
                detail = same(mine["value"], theirs)
                if detail:
                    outcome = "value-differs"
                elif mine["duplicates"]:
                    outcome, detail = "ours-refuses", "strictly: " + mine["duplicates"][0]
            if outcome is None:
                agree += 1
                continue
            key = (peer, outcome, name)
            if key in table:
                seen.add(key)
            else:
                undecided.append(f"  {peer:16} {outcome:14} {name}: {detail}")
    stale = [f"  {p:16} {o:14} {n}" for (p, o, n) in table if (p, o, n) not in seen]
    print(f"openstep agreement: {len(inputs)} inputs ({len(inputs) - len(pbxproj_files(corpus))} conformance, "
          f"{len(pbxproj_files(corpus))} pbxproj) x {len(PEERS)} peers: {agree} agree, {len(seen)} decided differences")
    if undecided:
        print("differences not decided in " + os.path.relpath(DECISIONS, ROOT) + ":")
        print("\n".join(undecided))
    if stale:
        print("decided differences that no longer differ:")
        print("\n".join(stale))
    return 1 if undecided or stale else 0


if __name__ == "__main__":
    sys.exit(main())
