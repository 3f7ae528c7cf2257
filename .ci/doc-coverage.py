#!/usr/bin/env python3
"""Lists the public symbols that have no documentation comment, from SwiftPM's symbol graphs.

A symbol that implements a standard protocol requirement (description, ==, hash(into:),
Codable's init(from:) and encode(to:), RawRepresentable, Identifiable's id, literal
initializers) takes its documentation from the protocol, as DocC shows it, and is not listed.

Usage: .ci/doc-coverage.py SYMBOLGRAPH_DIR MODULE...   (exit 1 when any symbol is undocumented)
"""
import glob
import json
import os
import sys

INHERITED = {
    "description", "debugDescription", "hash(into:)", "hashValue", "==(_:_:)", "!=(_:_:)", "<(_:_:)",
    "init(from:)", "encode(to:)", "init(rawValue:)", "rawValue", "id", "init(stringLiteral:)",
    "init(integerLiteral:)", "init(arrayLiteral:)", "init(dictionaryLiteral:)", "init(booleanLiteral:)",
    "makeIterator()", "startIndex", "endIndex", "index(after:)", "index(before:)", "subscript(_:)",
    "testDescription", "errorDescription", "allCases", "RawValue", "AllCases", "Element", "Index",
    "Iterator", "SubSequence", "Indices", "ID", "body", "Body",
}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    folder, modules = sys.argv[1], sys.argv[2:]
    missing = []
    total = 0
    for module in modules:
        for path in sorted(glob.glob(os.path.join(folder, module + ".symbols.json")) + glob.glob(os.path.join(folder, module + "@*.symbols.json"))):
            graph = json.load(open(path))
            for symbol in graph["symbols"]:
                if symbol["accessLevel"] not in ("public", "open"):
                    continue
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                name = symbol["pathComponents"][-1]
                if name in INHERITED:
                    continue
                total += 1
                if symbol.get("docComment", {}).get("lines"):
                    continue
                location = symbol.get("location", {})
                uri = location.get("uri", "?").replace("file://", "")
                line = location.get("position", {}).get("line", -1) + 1
                missing.append("%s:%d: %s %s" % (os.path.relpath(uri), line, symbol["kind"]["displayName"].lower(),
                                                  ".".join(symbol["pathComponents"])))
    for entry in sorted(set(missing)):
        print(entry)
    print("%d of %d public symbols documented in %s" % (total - len(set(missing)), total, ", ".join(modules)))
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
