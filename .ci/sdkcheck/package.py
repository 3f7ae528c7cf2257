"""The package as an Apple build sees it, read from `swift package dump-package`: each target's
files, the targets it depends on and the conditions it compiles with, on iOS or on macOS.
Nothing here names a target of the package but the Apple-facing ones below: a new module, test
target or file is judged as soon as Package.swift has it."""

import json
import os
import re
import subprocess

# The modules an app links that touch UIKit, SwiftUI or Swift Testing. On iOS the check compiles
# them, everything they import, and every test target that imports one of them.
APPLE_FACING = ["QuickActionsUIKit", "QuickActionsSwiftUI", "QuickActionsTesting"]
# The adapters an app extension may link: compiled with -application-extension too.
EXTENSION_SAFE = ["QuickActionsUIKit", "QuickActionsSwiftUI"]


def c99name(name):
    """The module name SwiftPM gives a target (`quickaction-bench` -> `quickaction_bench`)."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


class Target:
    def __init__(self, raw, root, platform):
        self.name = raw["name"]
        self.module = c99name(self.name)
        self.type = raw["type"]
        default = "Tests" if self.type == "test" else ("Plugins" if self.type == "plugin" else "Sources")
        self.path = os.path.join(root, raw.get("path") or os.path.join(default, self.name))
        excluded = [os.path.join(self.path, e) for e in raw.get("exclude", [])]
        self.files = sorted(
            os.path.join(folder, name)
            for folder, _, names in os.walk(self.path)
            for name in names
            if name.endswith(".swift") and not any(os.path.join(folder, name).startswith(e) for e in excluded))
        self.dependencies = []
        for dependency in raw.get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            name, condition = value[0], value[-1]
            if condition and platform not in (condition.get("platformNames") or [platform]):
                continue  # a dependency of other platforms (the doubles are Linux-only)
            self.dependencies.append(name)
        self.defines = []
        for setting in raw.get("settings", []):
            define = setting["kind"].get("define")
            platforms = (setting.get("condition") or {}).get("platformNames")
            if define and (not platforms or platform in platforms):
                self.defines.append(define["_0"])

    def library(self):
        """Whether its files are parsed as a library (an executable's `main.swift` is not)."""
        return self.type != "executable" or not any(os.path.basename(f) == "main.swift" for f in self.files)


class Package:
    def __init__(self, root, scratch):
        # A scratch path of its own: the package's .build is locked while `swift test` runs
        # (SDKCheckTests runs this check from inside it), and SwiftPM would wait for it forever.
        result = subprocess.run(["swift", "package", "--scratch-path", os.path.join(scratch, "spm"), "dump-package"],
                                cwd=root, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"swift package dump-package failed:\n{result.stderr}")
        self.dump = json.loads(result.stdout)
        self.root = root
        self.minimum = {p["platformName"]: p["version"] for p in self.dump["platforms"]}
        self.ios_minimum = self.minimum["ios"]

    def targets(self, platform):
        """{name: Target} as `platform` ("ios", "macos") builds them."""
        return {t["name"]: Target(t, self.root, platform) for t in self.dump["targets"]
                if t["type"] in ("regular", "executable", "test")}

    def plugins(self):
        return [Target(t, self.root, "macos") for t in self.dump["targets"] if t["type"] == "plugin"]

    @staticmethod
    def closure(targets, name, seen=None):
        """`name`'s dependencies, each before what depends on it, `name` last."""
        seen = [] if seen is None else seen
        for dependency in targets[name].dependencies:
            if dependency in targets and dependency not in seen:
                Package.closure(targets, dependency, seen)
        if name not in seen:
            seen.append(name)
        return seen

    def plan(self, platform):
        """(targets, [name] in build order) of what `platform` compiles: on macOS every target
        (`swift build --build-tests` on a Mac); on iOS the Apple-facing modules, what they import
        and the test targets that import one of them."""
        targets = self.targets(platform)
        if platform == "macos":
            names = list(targets)
        else:
            names = [n for n in APPLE_FACING if n in targets]
            names += [t.name for t in targets.values()
                      if t.type == "test" and any(a in self.closure(targets, t.name) for a in APPLE_FACING)]
        order = []
        for name in names:
            for needed in self.closure(targets, name):
                if needed not in order:
                    order.append(needed)
        return targets, order
