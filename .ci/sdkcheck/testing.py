"""Swift Testing for an Apple SDK, so that the test kit and the test targets compile against it.

Xcode 16 and 26 bring Swift Testing with their toolchains, not in their SDKs, so the SDKs here
have none. The Linux toolchain ships its textual interface, and it builds for iOS and macOS
against these SDKs with two edits: the interface's target is the SDK's, and it keeps
Objective-C interop (`-disable-objc-interop` is Linux's). Nothing else changes: what the test
files call (`@Suite`, `@Test`, `#expect`, `#require`, traits) keeps the toolchain's own
declarations and macros.

The edited interfaces go into a folder of the SDK's cache, rewritten only when their text
changes, and the compiler builds each module from its interface the first time a file imports
it, into the wrapper's module cache: a warm run finds it there.

XCTest: the Linux toolchain has only a binary module for Linux (no textual interface), so it
cannot be built for an Apple SDK. No test target imports XCTest; `xctest` says so when one does.
"""

import json
import os
import re
import subprocess

MODULES = ("_TestDiscovery", "Testing")


def toolchain_modules():
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                                     check=True).stdout)
    return os.path.join(info["paths"]["runtimeResourcePath"], "linux")


def edited(text, triple):
    text = re.sub(r"-target \S+", f"-target {triple}", text, count=1)
    return text.replace(" -disable-objc-interop", "")


def prepare(sdk, minimum):
    """The folder holding Swift Testing's interfaces for `sdk` (to pass with -I), or an error."""
    source_folder = toolchain_modules()
    folder = os.path.join(sdk.cache(), "swift-testing")
    for module in MODULES:
        source = os.path.join(source_folder, f"{module}.swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
        if not os.path.exists(source):
            return None, f"the toolchain has no textual interface for {module} ({source})"
        with open(source, encoding="utf-8") as file:
            text = edited(file.read(), sdk.triple(minimum))
        target = os.path.join(folder, f"{module}.swiftmodule", sdk.interface_name())
        os.makedirs(os.path.dirname(target), exist_ok=True)
        try:
            with open(target, encoding="utf-8") as file:
                unchanged = file.read() == text
        except OSError:
            unchanged = False
        if not unchanged:  # a new file would make the compiler build the module again
            with open(target + ".new", "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(target + ".new", target)
    return folder, None


def xctest_users(targets):
    """The test targets with a file that imports XCTest (it cannot be built for an Apple SDK)."""
    found = []
    for target in targets.values():
        for path in target.files:
            with open(path, encoding="utf-8") as file:
                if re.search(r"^\s*(?:@testable\s+)?import\s+XCTest\b", file.read(), flags=re.M):
                    found.append((target.name, path))
                    break
    return found
