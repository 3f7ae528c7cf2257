"""The package as an iOS build sees it, read from `swift package dump-package`: each target's
files, the targets it depends on and the conditions it compiles with, on iOS."""

import json
import os
import subprocess

# The modules an app links on Apple platforms that touch UIKit, SwiftUI or Swift Testing: they
# are typechecked in full. Every other library module they import is platform-neutral and is
# compiled for its interface only (the 17.4 standard library predates typed throws in its own
# API, so their bodies do not compile against it; see ../shared/apple-sdk/README.md).
APPLE_FACING = ["QuickActionsUIKit", "QuickActionsSwiftUI", "QuickActionsTesting"]


class Target:
    def __init__(self, raw, root):
        self.name = raw["name"]
        self.type = raw["type"]
        default = "Tests" if self.type == "test" else "Sources"
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
            if condition and "ios" not in (condition.get("platformNames") or ["ios"]):
                continue  # a dependency of other platforms (the doubles are Linux-only)
            self.dependencies.append(name)
        self.defines = []
        for setting in raw.get("settings", []):
            define = setting["kind"].get("define")
            platforms = (setting.get("condition") or {}).get("platformNames")
            if define and (not platforms or "ios" in platforms):
                self.defines.append(define["_0"])


class Package:
    def __init__(self, root, scratch):
        # A scratch path of its own: the package's .build is locked while `swift test` runs
        # (SDKCheckTests runs this check from inside it), and SwiftPM would wait for it forever.
        dump = json.loads(subprocess.run(["swift", "package", "--scratch-path", os.path.join(scratch, "spm"), "dump-package"],
                                         cwd=root, capture_output=True, text=True, check=True).stdout)
        self.root = root
        self.targets = {t["name"]: Target(t, root) for t in dump["targets"] if t["type"] in ("regular", "test")}
        self.ios_minimum = next(p["version"] for p in dump["platforms"] if p["platformName"] == "ios")

    def closure(self, name, seen=None):
        """`name`'s dependencies on iOS, each before what depends on it, `name` last."""
        seen = [] if seen is None else seen
        for dependency in self.targets[name].dependencies:
            if dependency in self.targets and dependency not in seen:
                self.closure(dependency, seen)
        if name not in seen:
            seen.append(name)
        return seen

    def apple_facing_tests(self):
        """The test targets that compile against an Apple-facing module on iOS."""
        return [t.name for t in self.targets.values()
                if t.type == "test" and any(a in self.closure(t.name) for a in APPLE_FACING)]

    def plan(self):
        """[(target, how)] in build order: "interface" for platform-neutral modules, "full" for
        the Apple-facing ones and the test helpers they use, "test" for test targets."""
        order = []
        for test in self.apple_facing_tests():
            for name in self.closure(test):
                if name not in order:
                    order.append(name)
        for name in APPLE_FACING:
            for dependency in self.closure(name):
                if dependency not in order:
                    order.insert(len(order), dependency)
        plan = []
        for name in order:
            target = self.targets[name]
            if target.type == "test":
                plan.append((target, "test"))
            elif name in APPLE_FACING or target.path.startswith(os.path.join(self.root, "Tests")):
                plan.append((target, "full"))
            else:
                plan.append((target, "interface"))
        tests = [p for p in plan if p[1] == "test"]
        return [p for p in plan if p[1] != "test"] + tests
