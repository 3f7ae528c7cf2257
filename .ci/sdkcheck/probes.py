"""Probes that hold the doubles' declarations against the real SDK.

Every public declaration of a double (Tests/UIKitDouble, Tests/SwiftUIDouble) is read from the
symbol graph the Linux compiler writes for it, and becomes a few lines of Swift that name it with
its full type, in a context of its isolation and availability:

- a *positive* probe, which must compile against the double (on Linux) and against the SDK, as an
  app and as an app extension: its name; its type (an unapplied reference typed with the
  declaration's exact function type, or, for a generic one, a call with arguments of the declared
  parameter types and its declared result); whether a property is settable; a type's
  conformances and superclass; a class's designated initializers (a subclass calls them with
  `super.init`); each in a function with the declaration's isolation (`@MainActor` or
  `nonisolated`) and availability (`@available(iOS X, *)`);
- *negative* probes, which must fail against the SDK for the reason they exist for:
  - isolation: for each declaration the double says is `@MainActor`, the positive probe's body
    in a `nonisolated` function must be refused as main-actor isolated;
  - availability: used in a function available from just before the version the double
    declares (compiled for iOS 12), it must be refused as "only available in iOS X or newer";
  - extensions: a declaration the double marks `@available(iOSApplicationExtension,
    unavailable)` must be refused when compiled with `-application-extension`.

Together they fail when a double's name, type, settability, isolation, availability or
extension-availability differs from the SDK's, in either direction.

The probes are made for one SDK at a time: a declaration newer than that SDK (iOS 26's, for
the iOS 18.6 floor) is checked against the double alone there, and held against the judge
(iOS 26.2), which must have every declaration. Deprecations are not probed.
"""

import re

from symbols import SKIPPED_NAMES, effects_and_result, generic_clause, labels_of, parameters, render, split_top_level

class Probe:
    """A function the probe files hold: `body` in a function with `signature`."""

    def __init__(self, symbol, signature, body, isolation_matters=True, exact=None):
        self.symbol = symbol
        self.generic, self.parameters, self.result, self.where = signature
        self.body = body
        self.isolation_matters = isolation_matters
        # (expression, [candidate types]): the exact type of `expression`, held with `_exact`,
        # which takes `inout` and so allows no conversion. The compiler spells a method
        # reference's type with attributes the declaration does not show (`@MainActor
        # @Sendable`), so each spelling is tried against the double and the one it takes is held
        # against the SDK.
        self.exact = exact


def owner_of(symbol):
    """How a member's probe names the value it is a member of, and whether that is a protocol."""
    parent = symbol.parent
    if parent is None:
        # A member of another module's type (`extension Never: View`).
        return (".".join(symbol.path[:-1]), None) if len(symbol.path) > 1 else (None, None)
    if parent.kind == "swift.protocol":
        return "Self_", parent.qualified
    params = [p["name"] for p in parent.generics.get("parameters", [])]
    return parent.qualified + (f"<{', '.join(params)}>" if params else ""), None


def skipped(symbol):
    """Declarations with nothing of their own to probe: the synthesized `Hashable` members,
    operators, associated types, and what iOS does not have."""
    return symbol.name in SKIPPED_NAMES or symbol.kind in ("swift.func.op", "swift.associatedtype") \
        or symbol.unavailable_on_ios()


def probes_for(symbol, symbols):
    """The positive probes of one declaration."""
    kind = symbol.kind
    if skipped(symbol):
        return []
    if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
        return type_probes(symbol, symbols)
    owner, protocol = owner_of(symbol)
    generic, where = generic_clause(symbol, symbols, protocol)
    self_name = "Self_" if protocol else None
    declared = render(symbol, symbols, self_name)
    generic, where, owner, declared = same_types_replaced(generic, where, owner, declared)
    base = [f"_ x: {owner}"] if owner else []
    if kind in ("swift.property", "swift.type.property", "swift.var"):
        return property_probes(symbol, declared, owner, protocol, base, generic, where)
    if kind == "swift.enum.case":
        if "(" in symbol.declaration:
            return []
        return [Probe(symbol, (generic, [], symbol.parent.qualified, where), [f"return .{symbol.name.strip('`')}"])]
    if kind in ("swift.method", "swift.type.method", "swift.init", "swift.subscript", "swift.func"):
        return function_probes(symbol, declared, owner, protocol, base, generic, where)
    return []


def same_types_replaced(generic, where, owner, declared):
    """A declaration that fixes one of its type's generic parameters (`init(sidebar:detail:)
    where Content == EmptyView`, SwiftUI's two-column NavigationSplitView) cannot pass that
    requirement to a probe function, whose own `where Content == EmptyView` the compiler refuses
    ("same-type requirement makes generic parameter 'Content' non-generic"): the parameter is
    replaced by its type throughout the probe instead."""
    if not where or not generic:
        return generic, where, owner, declared
    names = [n.strip() for n in split_top_level(generic[1:-1])]
    kept, fixed = [], {}
    for requirement in split_top_level(where[len(" where "):]):
        m = re.match(r"^\s*(\w+)\s*==\s*(.+?)\s*$", requirement)
        if m and m.group(1) in names:
            fixed[m.group(1)] = m.group(2)
        else:
            kept.append(requirement.strip())
    if not fixed:
        return generic, where, owner, declared

    def replaced(text):
        for name, value in fixed.items():
            text = re.sub(rf"\b{name}\b", value, text)
        return text

    left = [n for n in names if n not in fixed]
    kept = [replaced(r) for r in kept]
    # The declaration's own where clause goes: its requirements are the probe's (`kept`).
    declared = re.sub(r"\bwhere\b[^{]*$", "", declared.rstrip())
    return (("<" + ", ".join(left) + ">") if left else "", (" where " + ", ".join(kept)) if kept else "",
            replaced(owner) if owner else owner, replaced(declared))


def type_probes(symbol, symbols):
    params = [p["name"] for p in symbol.generics.get("parameters", [])]
    generic, where = generic_clause(symbol, symbols)
    name = symbol.qualified + (f"<{', '.join(params)}>" if params else "")
    if symbol.kind == "swift.protocol":
        probes = [Probe(symbol, ("", [], None, ""), [f"let _: (any {symbol.qualified}).Type? = nil"], False)]
        for conformance, _ in symbol.conformances:  # a refined protocol
            probes.append(Probe(symbol, (f"<T: {symbol.qualified}>", ["_ x: T"], f"any {conformance}", ""), ["return x"], False))
        return probes
    probes = [Probe(symbol, (generic, [f"_ t: {name}.Type"], None, where), ["_ = t"], False)]
    for conformance, when in symbol.conformances:
        condition = where
        if when:
            condition = (where + ", " if where else " where ") + ", ".join(when)
        probes.append(Probe(symbol, (generic, [f"_ x: {name}"], f"any {conformance}", condition), ["return x"], False))
    if symbol.superclass:
        probes.append(Probe(symbol, (generic, [f"_ x: {name}"], symbol.superclass, where), ["return x"], False))
    return probes


def property_probes(symbol, declared, owner, protocol, base, generic, where):
    m = re.search(rf"\b(?:var|let)\s+`?{re.escape(symbol.name)}`?\s*:\s*(.*?)\s*(\{{(.*)\}})?\s*$", declared, flags=re.S)
    if not m:
        return []
    value_type = m.group(1).strip()
    accessors = m.group(3) or ""
    stored_var = re.search(r"\bvar\b", declared) and not accessors
    settable = "set" in accessors or stored_var
    if symbol.kind == "swift.property":
        subject = "x"
    elif symbol.kind == "swift.type.property":
        subject = "Self_" if protocol else symbol.parent.qualified
    else:
        subject = None
    access = f"{subject}.{symbol.name}" if subject else symbol.name
    probes = [Probe(symbol, (generic, base, value_type, where), [f"return {access}"], exact=(access, [value_type]))]
    if settable and symbol.kind != "swift.var":
        setter = list(base)
        value_semantics = symbol.parent is not None and symbol.parent.kind in ("swift.struct", "swift.enum")
        if setter and (protocol or value_semantics) and "nonmutating" not in accessors:
            setter[0] = f"_ x: inout {owner}"
        if symbol.kind == "swift.type.property":
            setter = []
        function_value = re.match(r"^\(.*\)\s*(async\s*)?(throws\s*)?->", value_type) and not value_type.endswith("?")
        escaping = "@escaping " if function_value else ""
        probes.append(Probe(symbol, (generic, setter + [f"_ v: {escaping}{value_type}"], None, where), [f"{access} = v"]))
    return probes


def function_probes(symbol, declared, owner, protocol, base, generic, where):
    kind = symbol.kind
    keyword = "init" if kind == "swift.init" else "subscript" if kind == "swift.subscript" else symbol.name.split("(")[0]
    params, rest = parameters(declared, keyword, labels_of(symbol.name))
    if params is None:
        return []
    effects, result = effects_and_result(rest)
    call_prefix = ("try " if "throws" in effects else "") + ("await " if "async" in effects else "")
    if kind == "swift.init":
        made = owner or symbol.parent.qualified
        result = made + ("?" if re.search(r"\binit\?", symbol.declaration) else "")
        subject = f"{made}.init"
    elif kind == "swift.type.method":
        subject = ("Self_." if protocol else f"{symbol.parent.qualified}.") + keyword
    elif kind == "swift.subscript":
        subject = "x"
    else:
        subject = f"x.{keyword}" if owner else keyword
    own_generics = [p for p in symbol.generics.get("parameters", [])
                    if p.get("depth", 0) >= (1 if symbol.parent and symbol.parent.generics.get("parameters") else 0)]
    if symbol.parent and not symbol.parent.generics.get("parameters"):
        own_generics = symbol.generics.get("parameters", [])
    requirement = protocol is not None and kind == "swift.method" and not own_generics and "some " not in result
    applied = bool(own_generics) or protocol is not None or "some " in result or kind == "swift.subscript" \
        or "repeat " in declared
    probes = []
    if requirement:
        # A protocol's method, as a requirement: the SDK's Objective-C protocols make every method
        # `@optional`, whose reference is an optional function; a required one converts to it.
        labels = "".join(f"{l}:" for l, _ in params)
        types = ", ".join(t for _, t in params)
        function_type = f"(({types}) {effects + ' ' if effects else ''}-> {result})?"
        probes.append(Probe(symbol, (generic, base, None, where), [f"let _: {function_type} = {subject}({labels})"]))
    elif applied:
        # A call with arguments of the declared types: the types are those of the declaration,
        # the result is the declared one.
        arguments = [f"_ a{i}: {t}" for i, (_, t) in enumerate(params)]
        passed = ", ".join(
            (f"{l}: " if l != "_" else "") + ("repeat each " if t.startswith("repeat ") else "") + f"a{i}"
            for i, (l, t) in enumerate(params))
        call = f"{subject}[{passed}]" if kind == "swift.subscript" else f"{subject}({passed})"
        if effects:
            probes.append(Probe(symbol, (generic, base + arguments, None, where), [f"_ = {call_prefix}{call}"]))
        else:
            probes.append(Probe(symbol, (generic, base + arguments, result, where), [f"return {call}"]))
    else:
        labels = "".join(f"{l}:" for l, _ in params)
        reference = f"{subject}({labels})" if params else (subject if kind != "swift.init" else f"{subject}")
        types = ", ".join(t for _, t in params)
        function_type = f"({types}) {effects + ' ' if effects else ''}-> {result}"
        spellings = [f"{a}{function_type}" for a in ("", "@Sendable ", "@MainActor @Sendable ", "@MainActor ")]
        probes.append(Probe(symbol, (generic, base, None, where), [f"let _: {function_type} = {reference}"],
                            exact=(reference, spellings)))
    if kind == "swift.init" and symbol.parent and symbol.parent.kind == "swift.class" \
            and "convenience" not in symbol.declaration and not symbol.parent.generics.get("parameters"):
        probes.append(designated_probe(symbol, params, effects))
    return probes


def designated_probe(symbol, params, effects):
    """A subclass whose own initializer calls this one with `super.init`: only a designated
    initializer can be called so (a convenience one, as `NSObject`'s `init()` is for most UIKit
    classes, cannot). `generate` adds the `required` initializers the subclass must repeat."""
    parent = symbol.parent
    arguments = ", ".join(f"_ a{i}: {t}" for i, (_, t) in enumerate(params))
    passed = ", ".join((f"{l}: a{i}" if l != "_" else f"a{i}") for i, (l, _) in enumerate(params))
    prefix = ("try " if "throws" in effects else "")
    throws = " throws" if "throws" in effects else ""
    failable = "?" if re.search(r"\binit\?", symbol.declaration) else ""
    body = [f"final class Sub: {parent.qualified} {{",
            f"  init{failable}(probe: Void{', ' + arguments if arguments else ''}){throws} {{ {prefix}super.init({passed}) }}",
            "}"]
    return Probe(symbol, ("", [], None, ""), body, isolation_matters=False)


def required_initializers(cls, symbols):
    """The `required init` declarations a subclass of `cls` must repeat (its own and its
    superclasses' among the double's)."""
    out = []
    by_path = {s.qualified: s for s in symbols.values()}
    node = cls
    while node is not None:
        for s in symbols.values():
            if s.parent is node and s.kind == "swift.init" and re.search(r"\brequired\b", s.declaration):
                text = render(s, symbols)
                text = re.sub(r"^.*?\brequired\b", "required", text)
                out.append(text + (" { nil }" if "init?" in text else " { fatalError() }"))
        node = by_path.get(node.superclass) if node.superclass else None
    return list(dict.fromkeys(out))


HEADER_LINES = """\
// Generated by .ci/sdk-check from the doubles' symbol graphs: every public declaration of the
// UIKit, SwiftUI and UserNotifications doubles, named with its full type. Compiled against the
// doubles on Linux and against the real iPhoneOS SDK; see .ci/sdkcheck/probes.py.
#if canImport(UIKit)
  import UIKit
  import SwiftUI
  import UserNotifications
  import CoreSpotlight
  import AppIntents
#else
  import UIKitDouble
  import SwiftUIDouble
#endif
import Foundation
import Observation

/// Holds `value`'s type as exactly `type`: an `inout` argument allows no conversion.
func _exact<T>(_ value: inout T, _ type: T.Type) {}
"""


class Entry:
    """One probe function: where it is, what it holds, and why it must fail (negative ones)."""

    def __init__(self, symbol, file, first, last, expect=None):
        self.symbol, self.file, self.first, self.last, self.expect = symbol, file, first, last, expect


def function_text(probe, name, isolated, availability, extension_unavailable):
    attributes = []
    if availability:
        attributes.append(f"@available(iOS {availability}, *)")
    if extension_unavailable:
        attributes.append("@available(iOSApplicationExtension, unavailable)")
    attributes.append("@MainActor" if isolated else "nonisolated")
    returns = f" -> {probe.result}" if probe.result else ""
    lines = [f"// {probe.symbol.qualified}: {probe.symbol.where}",
             f"{' '.join(attributes)} func {name}{probe.generic}({', '.join(probe.parameters)}){returns}{probe.where} {{"]
    lines += [f"  {line}" for line in probe.body]
    lines.append("}")
    return lines


def version_text(v):
    return f"{v[0]}.{v[1]}"


def just_before(v):
    """The version just before `v`. iOS went from 18 to 26: Swift 6.2 and later refuse iOS 19
    to 25 ("'25.99' is not a valid version number for iOS") and read the declaration as
    available everywhere, so before 26.0 comes 18.99."""
    major, minor = v
    if minor > 0:
        return f"{major}.{minor - 1}"
    return "18.99" if major == 26 else f"{major - 1}.99"


def generate(symbols, sdk_version, minimum=(16, 0)):
    """The probe files' texts ({name: text}) for an SDK of `sdk_version`, their entries, the
    declarations newer than that SDK ([(symbol, version)]) and those the generator cannot read.
    Availability is probed for what is newer than the package's `minimum` only: at or below it
    no code of the package can tell a double's version from the SDK's (the headers leave some
    iOS 13 members unmarked, which the documentation pages date)."""
    files = {name: [HEADER_LINES] for name in ("positive", "isolation", "availability", "extension", "sendable", "candidates")}
    lines = {name: HEADER_LINES.count("\n") for name in files}
    entries = []
    newer = []
    unprobed = []
    count = 0

    def add(file, symbol, text, expect=None):
        first = lines[file] + 1
        files[file].append("\n".join(text) + "\n")
        lines[file] += len(text)
        entries.append(Entry(symbol, file, first, lines[file], expect))

    for symbol in sorted(symbols.values(), key=lambda s: (s.where, s.qualified)):
        if symbol.access not in ("public", "open"):
            continue
        later = symbol.newer(sdk_version)
        if later:
            newer.append((symbol, later))
        if symbol.not_sendable and symbol.kind == "swift.class" and not later:
            # Not Sendable in the double: the SDK must refuse to send it too.
            count += 1
            introduced = symbol.introduced()
            probe = Probe(symbol, ("", [f"_ x: {symbol.qualified}"], "any Sendable", ""), ["return x"], False)
            add("sendable", symbol, function_text(probe, f"_sendable{count}", False,
                                                  version_text(introduced) if introduced else None, False), r"Sendable")
        made = probes_for(symbol, symbols)
        if not made and not skipped(symbol):
            unprobed.append(symbol)  # the generator cannot read it: said, never passed over
        for probe in made:
            if probe.body and probe.body[0].startswith("final class Sub:"):
                probe.body[1:1] = [f"  {line}" for line in required_initializers(symbol.parent, symbols)]
            count += 1
            isolated = symbol.main_actor() or (probe.symbol.parent is not None and probe.symbol.parent.main_actor()
                                               and probe.body[0].startswith("final class"))
            introduced = symbol.introduced()
            availability = version_text(introduced) if introduced else None
            app_only = symbol.extension_unavailable()
            positive = function_text(probe, f"_probe{count}", isolated, availability, app_only)
            if later:
                # Checked against the double alone: kept out of the SDK's files.
                add("positive", symbol, ["#if !canImport(UIKit)"] + positive + ["#endif"])
                continue
            add("positive", symbol, positive)
            # Exact types, but for an opaque type (which has no spelling) and a zero-argument
            # initializer (whose bare reference is ambiguous).
            if probe.exact and "some " not in " ".join(probe.exact[1]) and not probe.exact[0].endswith(".init") \
                    and not symbol.waived("exact type"):
                expression, spellings = probe.exact
                for k, spelling in enumerate(spellings):
                    spelling = re.sub(r"!$", "?", spelling)  # an implicitly unwrapped value is optional
                    candidate = Probe(symbol, (probe.generic, probe.parameters, None, probe.where),
                                      [f"var value = {expression}", f"_exact(&value, ({spelling}).self)"])
                    lines_of = function_text(candidate, f"_exact{count}_{k}", isolated, availability, app_only)
                    add("candidates", symbol, lines_of, (count, "\n".join(lines_of)))
            if isolated and probe.isolation_matters and not symbol.waived("isolation"):
                add("isolation", symbol, function_text(probe, f"_isolation{count}", False, availability, app_only),
                    r"main actor-isolated|global actor 'MainActor'")
            if introduced and introduced > minimum and probe.isolation_matters:
                add("availability", symbol,
                    function_text(probe, f"_availability{count}", isolated, just_before(introduced), app_only),
                    rf"only available in iOS {re.escape(version_text(introduced))} or newer")
            if app_only and probe.isolation_matters:
                add("extension", symbol, function_text(probe, f"_extension{count}", isolated, availability, False),
                    r"unavailable in application extensions")
    return {name: "".join(parts) for name, parts in files.items()}, entries, newer, unprobed
