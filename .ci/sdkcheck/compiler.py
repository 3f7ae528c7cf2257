"""Running swiftc against one of Apple's SDKs (through the wrappers in ../shared/apple-sdk) or
against the doubles (the Linux toolchain), and reading what it says back as diagnostics with
their file."""

import os
import re
import shutil
import subprocess

DIAGNOSTIC = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): "
                        r"(?P<severity>error|warning): (?P<message>.*)$")


class SDK:
    """One judge: its wrapper, its SDK folder, the platform and architecture it targets, and the
    cache its wrapper keeps (one per SDK: `SWIFTC_IOS_CACHE`/`SWIFTC_MACOS_CACHE`, when set, is
    the parent of one folder per SDK, so two iOS SDKs never share one)."""

    def __init__(self, key, title, wrapper, folder, platform, arch, cache_variable, cache_name):
        self.key, self.title, self.wrapper, self.folder = key, title, wrapper, folder
        self.platform, self.arch = platform, arch
        self.cache_variable, self.cache_name = cache_variable, cache_name
        self.version = tuple(int(p) for p in re.search(r"(\d+)\.(\d+)", folder).groups())
        self.platform_name = "iOS" if platform == "ios" else "macOS"

    def triple(self, version):
        """`arm64e-apple-ios16.0`, `x86_64-apple-macosx13.0`."""
        return f"{self.arch}-apple-{'ios' if self.platform == 'ios' else 'macosx'}{version}"

    def interface_name(self):
        """The file name of a module's interface for this SDK (`arm64e-apple-ios.swiftinterface`)."""
        return f"{self.arch}-apple-{'ios' if self.platform == 'ios' else 'macos'}.swiftinterface"

    def cache(self):
        parent = os.environ.get(self.cache_variable)
        if parent:
            return os.path.join(parent, self.folder.replace(".sdk", ""))
        return os.path.join(os.environ.get("TMPDIR", "/tmp"), f"{self.cache_name}-{os.getuid()}")


# The judges, in the order they run. iOS 26.2 (Xcode 26.2) is the judge; iOS 18.6 (Xcode 16.4)
# the floor: the oldest SDK an Xcode that reads `swift-tools-version:6.0` comes with is iOS 18's.
# The iOS 26.2 SDK has arm64e interfaces only (../shared/apple-sdk/README.md).
SDKS = [
    SDK("ios26", "iPhoneOS 26.2", "swiftc-ios26", "iPhoneOS26.2.sdk", "ios", "arm64e",
        "SWIFTC_IOS_CACHE", "swiftc-ios262"),
    SDK("ios18", "iPhoneOS 18.6", "swiftc-ios18", "iPhoneOS18.6.sdk", "ios", "arm64",
        "SWIFTC_IOS_CACHE", "swiftc-ios186"),
    SDK("macos", "MacOSX 15.5", "swiftc-macos", "MacOSX15.5.sdk", "macos", "x86_64",
        "SWIFTC_MACOS_CACHE", "swiftc-macos155"),
]


class Diagnostic:
    def __init__(self, file, line, column, severity, message):
        self.file, self.line, self.column = file, line, column
        self.severity, self.message = severity, message

    def __str__(self):
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


MACRO_BUFFER = re.compile(r"@__swiftmacro_\w*?\d{4}([A-Za-z]\w*?)swift_")


def diagnostics(output):
    found = []
    for line in output.splitlines():
        m = DIAGNOSTIC.match(line)
        if m:
            file = m.group("file")
            expansion = MACRO_BUFFER.search(file)
            if expansion:  # a macro's expansion: named after the file the macro is used in
                file = f"(a macro expanded in {expansion.group(1)}.swift)"
            found.append(Diagnostic(file, int(m.group("line")), int(m.group("column")),
                                    m.group("severity"), m.group("message")))
    return found


UMBRELLA = re.compile(r'^\s*umbrella\s+"([^"]+)"\s*$', re.M)


def missing_umbrellas(sdk_folder):
    """The umbrella folders that `usr/include/*.modulemap` name and the SDK does not hold.

    The MacOSX 15.5 subset in ../shared/apple-sdk kept the files the compiler opened, and
    `usr/include/ffi.modulemap` (`module FFI [system] { umbrella "ffi" module * { export * } }`)
    names a folder, `usr/include/ffi`, that it only looks for: without it clang refuses the
    module map ("inferred submodules require a module with an umbrella"), and with it every
    module `usr/include/module.modulemap` declares (`extern module FFI "ffi.modulemap"`), Darwin
    first, fails to build. Xcode's SDK has the folder (libffi's headers)."""
    include = os.path.join(sdk_folder, "usr", "include")
    missing = []
    for name in sorted(os.listdir(include)) if os.path.isdir(include) else []:
        if name.endswith(".modulemap"):
            with open(os.path.join(include, name), encoding="utf-8", errors="replace") as file:
                for umbrella in UMBRELLA.findall(file.read()):
                    if not os.path.exists(os.path.join(include, umbrella)):
                        missing.append(umbrella)
    return missing


OBSERVABLE = re.compile(r"(@attached\(member, names: [^\n]*?named\(withMutation\))(\))")


def unpaired_observation(sdk_folder):
    """The SDK's Observation interfaces whose `@Observable` macro does not name
    `shouldNotifyObservers`. The toolchain's macro plugin (Swift 6.3) generates that member, so
    an `@Observable` class fails to compile against such an SDK ("declaration name
    'shouldNotifyObservers' is not covered by macro 'Observable'"): the toolchain pairing is at
    fault, not the code. ../shared/apple-sdk/README.md made the same edit in the iOS 18.6 copy;
    the MacOSX 15.5 copy (Xcode 16.4, Swift 6.1.2) has the older declaration:
        @attached(member, names: named(_$observationRegistrar), named(access),
                  named(withMutation)) ... public macro Observable()
    The smallest file that shows it: `import Observation; @Observable final class M { var x = 0 }`
    against MacOSX15.5.sdk."""
    folder = os.path.join(sdk_folder, "usr", "lib", "swift", "Observation.swiftmodule")
    found = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith(".swiftinterface"):
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                text = file.read()
            if "macro Observable()" in text and "named(shouldNotifyObservers)" not in text:
                found.append(os.path.join("usr", "lib", "swift", "Observation.swiftmodule", name))
    return found


# The view's layout; a cached view of another version is made again.
VIEW_VERSION = "2"


def repaired(sdk_folder, cache):
    """`sdk_folder`, or when it needs repairs to pair it with this toolchain, a view of it in
    `cache` (hard links where the file system allows, copies otherwise; the SDK itself is not
    changed): the umbrella folders it misses, empty (nothing here imports their modules, and clang
    then reads the module maps), and the Observation macro's names (`unpaired_observation`)."""
    missing = missing_umbrellas(sdk_folder)
    observation = unpaired_observation(sdk_folder)
    if not missing and not observation:
        return sdk_folder
    view = os.path.join(cache, "sdk-view", os.path.basename(sdk_folder))
    stamp = os.path.join(view, ".view-of")
    wanted = f"{sdk_folder}\n{VIEW_VERSION}"
    if os.path.exists(stamp):
        with open(stamp, encoding="utf-8") as file:
            if file.read() == wanted:
                return view
    fresh = view + f".{os.getpid()}"
    shutil.rmtree(fresh, ignore_errors=True)

    def link(source, target):
        try:
            os.link(source, target)
        except OSError:
            shutil.copy2(source, target)
    shutil.copytree(sdk_folder, fresh, copy_function=link, symlinks=True)
    for umbrella in missing:
        os.makedirs(os.path.join(fresh, "usr", "include", umbrella), exist_ok=True)
    for relative in observation:
        path = os.path.join(fresh, relative)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        os.remove(path)  # a hard link to the SDK's file: write a file of its own
        with open(path, "w", encoding="utf-8") as out:
            out.write(OBSERVABLE.sub(r"\1, named(shouldNotifyObservers)\2", text, count=1))
    with open(os.path.join(fresh, ".view-of"), "w", encoding="utf-8") as out:
        out.write(wanted)
    shutil.rmtree(view, ignore_errors=True)
    os.makedirs(os.path.dirname(view), exist_ok=True)
    try:
        os.rename(fresh, view)
    except OSError:  # another check made it at the same time
        shutil.rmtree(fresh, ignore_errors=True)
    return view


class Compiler:
    """One SDK's wrapper with the flags every step shares: Swift 6, the module folders to search,
    no colours and one-line diagnostics."""

    def __init__(self, folder, sdk, search):
        self.sdk = sdk
        self.wrapper = os.path.join(folder, sdk.wrapper)
        self.sdk_folder = os.path.join(folder, sdk.folder)
        if os.path.isdir(self.sdk_folder):
            os.makedirs(sdk.cache(), exist_ok=True)
            self.sdk_folder = repaired(self.sdk_folder, sdk.cache())
        self.search = search  # folders of modules (the package's, Swift Testing's)
        self.environment = dict(os.environ)
        self.environment[sdk.cache_variable] = sdk.cache()
        if sdk.platform == "ios":
            self.environment["SWIFTC_IOS_SDK"] = self.sdk_folder
        else:
            self.environment["SWIFTC_MACOS_SDK"] = self.sdk_folder

    def available(self):
        return os.path.exists(self.wrapper) and os.path.isdir(self.sdk_folder)

    def common(self):
        # -continue-building-after-errors: every file is checked, not only those before the
        # first failing one.
        flags = ["-swift-version", "6", "-package-name", "QuickActionRouter", "-diagnostic-style", "llvm",
                 "-no-color-diagnostics", "-continue-building-after-errors"]
        for folder in self.search:
            flags += ["-I", folder]
        return flags

    def run(self, arguments, version):
        command = [self.wrapper, "-target", self.sdk.triple(version)] + self.common() + arguments
        result = subprocess.run(command, capture_output=True, text=True, env=self.environment)
        return result.returncode, result.stdout + result.stderr


def linux(arguments, scratch):
    """The Linux toolchain (for the probes against the doubles)."""
    command = ["swiftc", "-swift-version", "6", "-parse-as-library", "-I", scratch, "-diagnostic-style", "llvm",
               "-no-color-diagnostics"] + arguments
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr
