"""The doubles held against the SDK: their symbol graphs (the Linux compiler writes them), the
probes made from them (probes.py), compiled against the doubles and against the SDK, and each
failure put on the double's declaration."""

import glob
import os
import re

import threading

import compiler
import probes
import symbols as declarations
from jobs import Job


# The doubles' symbol graphs are made once (on Linux) for both iOS SDKs.
_graphs_lock = threading.Lock()
_graphs = {}


def double_symbols(targets, report, scratch, root):
    """The doubles' public declarations, from the symbol graphs the Linux compiler writes (None
    when a double does not compile on Linux: that is reported)."""
    with _graphs_lock:
        if "symbols" in _graphs:
            return _graphs["symbols"]
        names = ("UIKitDouble", "SwiftUIDouble")
        folders = [targets[name].path for name in names]
        linux_modules = os.path.join(scratch, "linux")
        graphs = os.path.join(scratch, "symbol-graphs")
        os.makedirs(graphs, exist_ok=True)
        os.makedirs(linux_modules, exist_ok=True)
        symbols = None
        for name in names:
            status, output = compiler.linux(["-emit-module", "-module-name", name, "-emit-module-path",
                                             os.path.join(linux_modules, f"{name}.swiftmodule"), "-emit-symbol-graph",
                                             "-emit-symbol-graph-dir", graphs] + targets[name].files, linux_modules)
            if status != 0:
                report.add_diagnostics(f"{name} on Linux", output)
                break
        else:
            symbols = declarations.load(glob.glob(os.path.join(graphs, "*.symbols.json")), folders)
        _graphs["symbols"] = symbols
        return symbols


def job(sdk, pkg, cc, report, scratch, root, clock, held):
    """The job holding the doubles against `sdk` (it needs Swift Testing for nothing, and the
    package's modules for nothing: the probes import only the SDK's frameworks)."""
    def run():
        return check(sdk, pkg, cc, report, scratch, root, held)
    return Job((sdk.key, "doubles"), [], clock.timed(sdk.key, run))


def check(sdk, pkg, cc, report, scratch, root, held):
    targets = pkg.targets("linux")
    symbols = double_symbols(targets, report, os.path.dirname(scratch), root)
    if symbols is None:
        return False
    linux_modules = os.path.join(os.path.dirname(scratch), "linux")
    failures_before = len(report.failures)
    minimum = tuple(int(part) for part in pkg.ios_minimum.split(".")[:2])
    files, entries, newer, unprobed = probes.generate(symbols, sdk.version, minimum)
    judge = sdk.key == compiler.SDKS[0].key
    if judge:
        for symbol in unprobed:
            source, line = symbol.location
            report.add(source, "the doubles' probes",
                       f"{report.relative(source)}:{line}: {symbol.qualified}: the probe generator cannot read this "
                       "declaration, so nothing holds it against the SDK")
        for symbol, version in newer:
            source, line = symbol.location
            report.add(source, f"the doubles against {sdk.title}",
                       f"{report.relative(source)}:{line}: {symbol.qualified} is introduced in iOS {version[0]}.{version[1]}, "
                       f"newer than {sdk.title}, the newest SDK here: nothing can hold it against Apple's declaration")
    paths = {}
    for name, text in files.items():
        paths[name] = os.path.join(scratch, f"probe-{name}.swift")
        with open(paths[name], "w", encoding="utf-8") as out:
            out.write(text)

    def entry_at(file, line):
        return next((e for e in entries if e.file == file and e.first <= line <= e.last), None)

    def in_file(diagnostics, path):
        """The diagnostics of the probe file at `path` (not those of the SDK's or the doubles' files)."""
        return [d for d in diagnostics if os.path.abspath(d.file) == os.path.abspath(path)]

    def blame(step, output, linux_side=False):
        for d in compiler.diagnostics(output):
            if d.severity != "error" and not d.message.startswith("passing non-Sendable"):
                continue
            name = next((n for n, p in paths.items() if os.path.abspath(d.file) == p), None)
            e = entry_at(name, d.line) if name else None
            if e is None:
                report.add(d.file, step, str(d))
                continue
            source, line = e.symbol.location
            side = "the double" if linux_side else "the SDK"
            report.add(source, step, f"{report.relative(source)}:{line}: {e.symbol.qualified}: {side}: {d.message}")

    # The probes compile against the doubles: a failure here is the generator's, not the SDK's.
    status, output = compiler.linux(["-typecheck", paths["positive"]], linux_modules)
    blame("the doubles' probes, against the doubles", output, linux_side=True)
    minimum = pkg.ios_minimum
    title = sdk.title
    for mode, flags in (("app", []), ("app extension", ["-application-extension"])):
        status, output = cc.run(["-typecheck", "-parse-as-library", "-module-name", "Probes", paths["positive"]] + flags, minimum)
        blame(f"the doubles against {title}, iOS {minimum}, {mode}", output)
    # Exact types: the candidate spelling the double takes, held against the SDK.
    status, output = compiler.linux(["-typecheck", paths["candidates"]], linux_modules)
    refused = [d for d in in_file(compiler.diagnostics(output), paths["candidates"]) if d.severity == "error"]
    chosen, groups = [], {}
    for e in (e for e in entries if e.file == "candidates"):
        groups.setdefault(e.expect[0], []).append(e)
    for number, candidates in sorted(groups.items()):
        taken = next((c for c in candidates if not any(c.first <= d.line <= c.last for d in refused)), None)
        if taken is None:
            source, line = candidates[0].symbol.location
            report.add(source, "the doubles' probes (exact types), against the doubles",
                       f"{report.relative(source)}:{line}: {candidates[0].symbol.qualified}: no spelling of its type is exact")
            continue
        chosen.append(taken)
    exact_path = os.path.join(scratch, "probe-exact.swift")
    exact_entries, text, line_number = [], [probes.HEADER_LINES], probes.HEADER_LINES.count("\n")
    for c in chosen:
        body = c.expect[1]
        exact_entries.append((line_number + 1, line_number + body.count("\n") + 1, c.symbol))
        text.append(body + "\n")
        line_number += body.count("\n") + 1
    with open(exact_path, "w", encoding="utf-8") as out:
        out.write("".join(text))
    status, output = cc.run(["-typecheck", "-parse-as-library", "-module-name", "Probes", exact_path], minimum)
    for d in compiler.diagnostics(output):
        if d.severity != "error":
            continue
        symbol = next((s for first, last, s in exact_entries if first <= d.line <= last), None) if in_file([d], exact_path) else None
        if symbol is None:
            report.add(d.file, f"the doubles against {title} (exact types)", str(d))
            continue
        source, line = symbol.location
        report.add(source, f"the doubles against {title}, iOS {minimum} (exact types)",
                   f"{report.relative(source)}:{line}: {symbol.qualified}: the SDK's type is not the double's: {d.message}")

    negatives = [("isolation", minimum, [], "isolation"), ("sendable", minimum, [], "sendability"),
                 ("availability", declarations.NEGATIVE_VERSION, [], "availability"),
                 ("extension", minimum, ["-application-extension"], "extension availability")]
    for name, target, flags, what in negatives:
        status, output = cc.run(["-typecheck", "-parse-as-library", "-module-name", "Probes", paths[name]] + flags, target)
        # A warning counts: the SDK's modules were built in Swift 5 mode, so some of its isolation
        # is diagnosed as a warning, which the check treats as an error everywhere else.
        said = in_file(compiler.diagnostics(output), paths[name])
        if name in ("isolation", "sendable"):
            # Each negative probe fails against the double too, or it proves nothing.
            _, linux_output = compiler.linux(["-typecheck", paths[name]], linux_modules)
            on_double = in_file(compiler.diagnostics(linux_output), paths[name])
            for e in (e for e in entries if e.file == name):
                if not any(e.first <= d.line <= e.last and re.search(e.expect, d.message) for d in on_double):
                    source, line = e.symbol.location
                    report.add(source, f"the doubles' probes ({what}), against the doubles",
                               f"{report.relative(source)}:{line}: {e.symbol.qualified}: the negative probe does not fail against the double")
        for e in (e for e in entries if e.file == name):
            if not any(e.first <= d.line <= e.last and re.search(e.expect, d.message) for d in said):
                source, line = e.symbol.location
                v = e.symbol.introduced()
                claim = {"isolation": "is @MainActor", "sendable": "is not Sendable",
                         "availability": f"is introduced in iOS {v[0]}.{v[1]}" if v else "",
                         "extension": "is unavailable in app extensions"}[name]
                report.add(source, f"the doubles against {title} ({what})",
                           f"{report.relative(source)}:{line}: {e.symbol.qualified}: the double says it {claim}; "
                           f"{title} does not")
    held.setdefault(sdk.key, []).append(
        f"{len(symbols)} declarations of the doubles in {len(entries)} probes"
        + (f"; {len(newer)} newer than {title}, held against the judge" if newer and not judge else ""))
    return len(report.failures) == failures_before
