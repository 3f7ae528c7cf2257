"""The package's modules and test targets compiled against one SDK, in full, function bodies
included: a library or an executable is emitted as a module (-wmo -emit-module: its bodies are
typechecked and lowered to SIL, as a build's would be), for what imports it; a test target is
typechecked. On iOS the adapters are compiled a second time as an app extension's code
(-application-extension)."""

import os
import re

import package
from jobs import Job


def imports_testing(target):
    """Whether a file of `target` imports Swift Testing (which is built for the SDK first)."""
    for path in target.files:
        with open(path, encoding="utf-8") as file:
            if re.search(r"^\s*(?:@testable\s+|public\s+|package\s+)?import\s+Testing\b", file.read(), flags=re.M):
                return True
    return False


def module_flags(target):
    flags = ["-module-name", target.module] + [f"-D{d}" for d in target.defines]
    if target.library():
        flags.append("-parse-as-library")
    return flags


def jobs(sdk, pkg, cc, report, out, minimum, clock, notes):
    """The jobs compiling what `sdk` builds of the package; their keys are (sdk, target name)."""
    targets, order = pkg.plan(sdk.platform)
    made = []
    step = f"{sdk.title}"
    for name in order:
        target = targets[name]
        if not target.files:
            continue
        needs = [(sdk.key, d) for d in pkg.closure(targets, name)[:-1]]
        if imports_testing(target):
            needs.append((sdk.key, "testing"))

        def blocked(failed, name=name):
            notes.append(f"{sdk.title}: {name} not checked: it needs {failed[1]}, which does not compile")

        def compile_one(target=target):
            label = f"{step}, {target.name}, {sdk.platform_name} {minimum}"
            if target.type == "test":
                action = ["-typecheck"]
            else:
                action = ["-wmo", "-emit-module", "-enable-testing",
                          "-emit-module-path", os.path.join(out, f"{target.module}.swiftmodule")]
            status, output = cc.run(action + module_flags(target) + target.files, minimum)
            ok = report.record(label, status, output, target.path)
            if ok and sdk.platform == "ios" and target.name in package.EXTENSION_SAFE:
                status, output = cc.run(["-typecheck", "-application-extension"] + module_flags(target)
                                        + target.files, minimum)
                ok = report.record(f"{label}, app extension", status, output, target.path) and ok
            return ok

        made.append(Job((sdk.key, name), needs, clock.timed(sdk.key, compile_one), blocked))
    return made, [targets[n] for n in order if targets[n].files]
