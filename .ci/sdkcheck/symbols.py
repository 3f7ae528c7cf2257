"""The doubles' declarations as the Linux compiler's symbol graphs describe them, and the
text of their declarations taken apart as the probes need it: types spelled by their full
path, parameters, effects, results, generic parameters and requirements."""


import functools
import json
import os
import re

# The availability probes are compiled for iOS 12, so that each declaration's own version is
# what refuses them.
NEGATIVE_VERSION = "12.0"
SKIPPED_NAMES = {"hashValue", "hash(into:)"}
NOT_TYPE_ATTRIBUTES = re.compile(r"@(?:ViewBuilder|SceneBuilder|autoclosure|discardableResult)\s*")
# Conformances every type has, or that the compiler derives, with nothing to probe.
IMPLIED = {"Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable", "Swift.BitwiseCopyable"}


DOUBLE_MODULES = re.compile(r"\b(?:UIKitDouble|SwiftUIDouble)\.")


def spelled(fragments):
    """The fragments' text. A double's own module named in a declaration
    (`UIKitDouble.NSUserActivity`, where macOS's Foundation has the type too) is left out: the
    SDK spells the framework's type without it."""
    return DOUBLE_MODULES.sub("", "".join(f["spelling"] for f in fragments))


class Symbol:
    def __init__(self, raw, module):
        self.kind = raw["kind"]["identifier"]
        self.precise = raw["identifier"]["precise"]
        self.path = raw["pathComponents"]
        self.name = self.path[-1]
        self.module = module
        self.fragments = raw["declarationFragments"]
        self.declaration = spelled(self.fragments).strip()
        self.generics = raw.get("swiftGenerics") or {}
        self.access = raw.get("accessLevel")
        location = raw.get("location")
        self.location = None
        if location:
            self.location = (location["uri"].replace("file://", ""), location["position"]["line"] + 1)
        self.doc = [line["text"] for line in (raw.get("docComment") or {}).get("lines", [])]
        self.availability = raw.get("availability") or []
        self.not_sendable = False
        self.parent = None
        self.conformances = []  # [(protocol, [requirement])]: a conditional one has requirements
        self.superclass = None
        # The `where` clause of the extension the declaration is in, read from its source: the
        # symbol graph leaves out layout requirements (`Value: AnyObject`).
        self.extension_requirements = enclosing_extension_requirements(self.location) if raw.get("swiftExtension") else []

    @property
    def qualified(self):
        return ".".join(self.path)

    @property
    def where(self):
        return f"{self.location[0]}:{self.location[1]}" if self.location else self.module

    def main_actor(self):
        head = re.split(r"\b(?:func|var|let|init|subscript|class|struct|enum|protocol|case)\b", self.declaration)[0]
        return "@MainActor" in head

    def waived(self, what):
        """Whether the doc comment says `SDK check: <what> waived` (with its reason): a probe of
        `what` ("isolation", "exact type") the double cannot pass as the SDK declares it, each
        said where the double declares it and held against the SDK some other way."""
        return any(f"SDK check: {what} waived" in line for line in self.doc)

    def introduced(self):
        for entry in self.availability:
            if entry.get("domain") == "iOS" and entry.get("introduced"):
                v = entry["introduced"]
                return (v["major"], v.get("minor", 0))
        return None

    def extension_unavailable(self):
        return any(e.get("domain") in ("iOSAppExtension", "iOSApplicationExtension")
                   and e.get("isUnconditionallyUnavailable") for e in self.availability)

    def unavailable_on_ios(self):
        return any(e.get("domain") in ("iOS", "*", None) and e.get("isUnconditionallyUnavailable") for e in self.availability)

    def newer(self, sdk_version):
        """The version the declaration (or the type it is a member of) is introduced in when it
        is newer than `sdk_version` (so an SDK of that version cannot hold it), else None."""
        node = self
        while node is not None:
            v = node.introduced()
            if v and v > sdk_version:
                return v
            node = node.parent
        return None


@functools.lru_cache(maxsize=None)
def source_lines(path):
    """A double's source file's lines, read once however many of its declarations ask."""
    try:
        with open(path, encoding="utf-8") as file:
            return tuple(file.read().split("\n"))
    except OSError:
        return ()


def enclosing_extension_requirements(location):
    """The requirements of the `extension … where …` enclosing the line at `location`."""
    if not location:
        return []
    lines = source_lines(location[0])
    depth = 0
    for line in reversed(lines[: location[1] - 1]):
        depth += line.count("}") - line.count("{")
        if depth < 0:
            m = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s*)*(?:public\s+)?extension\s+[\w.<>]+(?:\s*:\s*[^{]*?)?\s+where\s+(.*?)\s*\{", line)
            return [r.strip() for r in split_top_level(m.group(1))] if m else []
    return []


def unavailable_sendable(folders):
    """The types a double marks `@available(*, unavailable) extension T: Sendable`, as the SDK's
    headers audited for sendability are imported."""
    found = set()
    for folder in folders:
        for base, _, names in os.walk(folder):
            for name in names:
                if name.endswith(".swift"):
                    text = "\n".join(source_lines(os.path.join(base, name)))
                    found |= set(re.findall(r"@available\(\*, unavailable\)\s*\nextension\s+([\w.]+)\s*:\s*(?:@unchecked\s+)?Sendable", text))
    return found


def load(paths, folders):
    """The public declarations of the symbol graphs at `paths` that are written in `folders` (a
    graph also lists what the module imports), each member linked to its type."""
    symbols = {}
    relationships = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for raw in graph["symbols"]:
            if "::SYNTHESIZED::" in raw["identifier"]["precise"] or "location" not in raw:
                continue
            symbol = Symbol(raw, graph["module"]["name"])
            if any(symbol.location[0].startswith(folder.rstrip("/") + "/") for folder in folders):
                symbols[symbol.precise] = symbol
        relationships += graph["relationships"]
    for r in relationships:
        source = symbols.get(r["source"])
        if source is None:
            continue
        if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
            source.parent = symbols.get(r["target"])
        elif r["kind"] == "defaultImplementationOf":
            # A protocol extension's implementation of a requirement: how the double models an
            # Objective-C `@optional` method; the requirement itself is probed.
            source.access = "default implementation"
        elif r["kind"] == "conformsTo" and "sourceOrigin" not in r:
            target = symbols[r["target"]].qualified if r["target"] in symbols else r.get("targetFallback")
            if target and target not in IMPLIED:
                when = [f"{c['lhs']}: {c['rhs']}" for c in r.get("swiftConstraints", [])
                        if c["rhs"] not in ("Copyable", "Escapable")]
                source.conformances.append((target, when))
        elif r["kind"] == "inheritsFrom":
            source.superclass = symbols[r["target"]].qualified if r["target"] in symbols else r.get("targetFallback")
    # A type the double marks not Sendable, and its subclasses, are not Sendable whatever the
    # graph lists (it lists the @unchecked conformance a subclass inherits).
    nonsendable = unavailable_sendable(folders)
    by_name = {s.qualified: s for s in symbols.values()}
    for symbol in symbols.values():
        node, chain = symbol, set()
        while node is not None and node.qualified not in chain:
            chain.add(node.qualified)
            if node.qualified in nonsendable:
                symbol.conformances = [c for c in symbol.conformances if c[0] != "Swift.Sendable"]
                symbol.not_sendable = True
                break
            node = by_name.get(node.superclass) if node.superclass else None
    return symbols


def render(symbol, symbols, self_name=None):
    """The declaration's text with the double's own types spelled by their full path."""
    out = []
    for f in symbol.fragments:
        spelling = f["spelling"]
        target = symbols.get(f.get("preciseIdentifier")) if f["kind"] == "typeIdentifier" else None
        qualified_already = out and out[-1].endswith(".")
        if target is not None and target.kind != "swift.associatedtype" and not qualified_already:
            spelling = target.qualified
        out.append(spelling)
    text = DOUBLE_MODULES.sub("", "".join(out))
    if self_name:
        text = re.sub(r"\bSelf\b", self_name, text)
    return text


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([<":
            depth += 1
        elif ch in ")]>" and not (ch == ">" and current.endswith("-")):
            depth -= 1
        if ch == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return parts


def parameter_clause(text, keyword):
    """The text between the parentheses after `keyword` (the function's name, `init`,
    `subscript`), past a generic clause, and what follows them."""
    m = re.search(rf"\b{re.escape(keyword)}\??\s*(<)?", text)
    if not m:
        return None, None
    i = m.end()
    if m.group(1):
        depth = 1
        while depth and i < len(text):
            depth += {"<": 1, ">": -1}.get(text[i], 0) if text[i - 1 : i + 1] != "->" else 0
            i += 1
    start = text.index("(", i)
    depth, j = 0, start
    while j < len(text):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                break
        j += 1
    return text[start + 1 : j], text[j + 1 :]


def parameters(text, keyword, labels):
    """[(label, type)] of a function, initializer or subscript declaration."""
    clause, rest = parameter_clause(text, keyword)
    if clause is None:
        return None, None
    result = []
    for index, part in enumerate(p for p in split_top_level(clause) if p.strip()):
        _, _, declared = part.partition(":")
        declared = split_top_level(declared, "=")[0]
        declared = NOT_TYPE_ATTRIBUTES.sub("", declared).strip()
        label = labels[index] if index < len(labels) else "_"
        result.append((label, declared))
    return result, rest


def labels_of(name):
    m = re.search(r"\((.*)\)$", name)
    return [l for l in m.group(1).split(":") if l != ""] if m else []


def effects_and_result(rest):
    rest = re.split(r"\bwhere\b|\{", rest)[0]
    head, arrow, result = rest.partition("->")
    effects = " ".join(w for w in ("async", "throws") if re.search(rf"\b{w}\b", head))
    return effects, (result.strip() if arrow else "Void")


def where_requirements(declaration):
    """The requirements of a declaration's `where` clause, e.g. ["Value : AnyObject"]."""
    m = re.search(r"\bwhere\b(.*)$", re.split(r"\{", declaration)[0] if "{" in declaration else declaration, flags=re.S)
    return [r.strip() for r in split_top_level(m.group(1))] if m else []


def generic_clause(symbol, symbols, outer_self=None):
    """A probe function's generic parameters and where clause: the declaration's own, its
    type's, and `Self_` for a protocol's member. The requirements are read from the declarations'
    `where` clauses (the symbol graph's list leaves out layout constraints such as `AnyObject`)."""
    names, requirements = [], []
    if outer_self:
        names.append(f"Self_: {outer_self}")
    sources = [symbol]
    if symbol.parent is not None and symbol.parent.kind != "swift.protocol":
        sources.insert(0, symbol.parent)
    for source in sources:
        for p in source.generics.get("parameters", []):
            packed = f"each {p['name']}" in source.declaration
            names.append(("each " if packed else "") + p["name"])
        extra = [re.sub(r"\bSelf\b", "Self_", r) for r in source.extension_requirements]
        for r in where_requirements(render(source, symbols, "Self_" if outer_self else None)) + extra:
            requirements.append(r)
    names = list(dict.fromkeys(names))
    requirements = list(dict.fromkeys(requirements))
    return ("<" + ", ".join(names) + ">" if names else ""), (
        " where " + ", ".join(requirements) if requirements else "")

