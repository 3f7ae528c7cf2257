"""Swift Testing for iOS, so that the test kit and the test files can be typechecked.

Swift Testing is not in the iOS 17.4 SDK (Xcode 16 brought it). The Linux toolchain ships its
textual interface, and the module builds for iOS against this SDK with three edits, each for a
Swift 6.0 feature the 17.4 standard library (Swift 5.10) lacks:

1. the interface's target is iOS, not Linux, and it keeps Objective-C interop;
2. `#isolation` default arguments become `nil` (the macro is Swift 6.0's);
3. `ExitTest` loses `~Copyable` (noncopyable generics are Swift 6.0's; exit tests are not
   available on iOS anyway).

What the test files call (`@Suite`, `@Test`, `#expect`, `#require`, traits) keeps the
toolchain's own declarations and macros, so a test file that does not compile here would not
compile in Xcode 16 either, for the Swift Testing part.
"""

import os
import re
import subprocess


def interface(module):
    toolchain = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    import json
    resources = json.loads(toolchain)["paths"]["runtimeResourcePath"]
    return os.path.join(resources, "linux", f"{module}.swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")


def edited(text):
    text = text.replace("-target x86_64-unknown-linux-gnu", "-target arm64-apple-ios16.0")
    text = text.replace(" -disable-objc-interop", "")
    text = text.replace("= #isolation", "= nil")
    text = re.sub(r"(public struct ExitTest : Swift\.Sendable), ~Swift\.Copyable", r"\1", text)
    return text


def build(compiler, scratch):
    """Builds _TestDiscovery and Testing for iOS into `scratch`; returns (ok, output)."""
    for module in ("_TestDiscovery", "Testing"):
        source = interface(module)
        if not os.path.exists(source):
            return False, f"the toolchain has no textual interface for {module} ({source})"
        copy = os.path.join(scratch, f"{module}.swiftinterface")
        with open(source, encoding="utf-8") as file, open(copy, "w", encoding="utf-8") as out:
            out.write(edited(file.read()))
        status, output = compiler.frontend(["-compile-module-from-interface", "-module-name", module, copy,
                                            "-o", os.path.join(scratch, f"{module}.swiftmodule")])
        if status != 0:
            return False, output
    return True, ""
