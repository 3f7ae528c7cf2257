"""Running swiftc against the SDK (through ../shared/apple-sdk/swiftc-ios) or against the doubles
(the Linux toolchain), and reading what it says back as diagnostics with their file."""

import os
import re
import subprocess

DIAGNOSTIC = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning): (?P<message>.*)$")
# Warnings that say nothing about the code checked: Swift Testing's macros, expanded against the
# 17.4 SDK, mark calls `unsafe` that this SDK's declarations do not make unsafe.
BENIGN = [re.compile(r"no unsafe operations occur within 'unsafe' expression")]


class Diagnostic:
    def __init__(self, file, line, column, severity, message):
        self.file, self.line, self.column, self.severity, self.message = file, line, column, severity, message

    def __str__(self):
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


MACRO_BUFFER = re.compile(r"@__swiftmacro_\w*?\d{4}([A-Za-z]\w*?)swift_")


def diagnostics(output):
    found = []
    for line in output.splitlines():
        m = DIAGNOSTIC.match(line)
        if m and not any(b.search(m.group("message")) for b in BENIGN):
            file = m.group("file")
            expansion = MACRO_BUFFER.search(file)
            if expansion:  # a macro's expansion: named after the file the macro is used in
                file = f"(a macro expanded in {expansion.group(1)}.swift)"
            found.append(Diagnostic(file, int(m.group("line")), int(m.group("column")),
                                    m.group("severity"), m.group("message")))
    return found


class Compiler:
    """swiftc-ios with the flags every step shares: Swift 6, library parsing, the scratch folder
    for module search, no colours and one-line diagnostics."""

    def __init__(self, sdk, scratch):
        self.wrapper = os.path.join(sdk, "swiftc-ios")
        self.sdk_folder = os.path.join(sdk, "iPhoneOS17.4.sdk")
        self.scratch = scratch

    def common(self):
        # -continue-building-after-errors: every file is checked, not only those before the first
        # failing one.
        return ["-swift-version", "6", "-parse-as-library", "-package-name", "QuickActionRouter", "-I", self.scratch, "-diagnostic-style", "llvm",
                "-no-color-diagnostics", "-continue-building-after-errors"]

    def run(self, arguments, target=None):
        command = [self.wrapper] + (["-target", target] if target else []) + self.common() + arguments
        result = subprocess.run(command, capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr

    def frontend(self, arguments):
        """The frontend itself, with the wrapper's SDK and resource directory (for a module built
        from a textual interface, which the driver cannot do)."""
        cache = os.environ.get("SWIFTC_IOS_CACHE") or os.path.join(os.environ.get("TMPDIR", "/tmp"),
                                                                  f"swiftc-ios-{os.getuid()}")
        # The wrapper makes the resource directory on its first call: make sure it has run.
        subprocess.run([self.wrapper, "-version"], capture_output=True)
        command = ["swiftc", "-frontend", "-target", "arm64-apple-ios16.0", "-sdk", self.sdk_folder,
                   "-resource-dir", os.path.join(cache, "resource-dir"),
                   "-module-cache-path", os.path.join(cache, "module-cache"), "-I", self.scratch] + arguments
        result = subprocess.run(command, capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr


def linux(arguments, scratch):
    """The Linux toolchain (for the probes against the doubles)."""
    command = ["swiftc", "-swift-version", "6", "-parse-as-library", "-I", scratch, "-diagnostic-style", "llvm",
               "-no-color-diagnostics"] + arguments
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def ios(version):
    """The target triple of iOS `version` (`arm64-apple-ios16.0`)."""
    return f"arm64-apple-ios{version}"
