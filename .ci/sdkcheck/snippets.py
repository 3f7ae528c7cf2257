"""The README's and the DocC articles' Swift blocks that import UIKit, SwiftUI or AppIntents, each with the
test file that holds it (as DocArticleTests finds it) and the deployment target the README
states for it."""

import os
import re

# README, "Installation": a UIKit app needs iOS 15; a SwiftUI app iOS 17 (`NavigationModel` is
# `@Observable`).
SWIFTUI_TARGET = "17.0"
# The line a test copy of a SwiftUI block adds to compile at the package's minimum (iOS 15): the
# block's own `@available` lines (an iOS 26 extension) stay.
TEST_COPY_AVAILABILITY = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"


def normalized(text):
    """The lines DocArticleTests compares: trimmed, without blank lines, imports, `@main`, and
    the `@available` lines a test copy adds to compile at the package's minimum."""
    out = []
    for line in text.split("\n"):
        line = line.strip()
        if not line or line.startswith("import ") or line == "@main" or line == TEST_COPY_AVAILABILITY:
            continue
        out.append(line)
    return out


def swift_blocks(text):
    blocks = []
    for part in text.split("```swift\n")[1:]:
        end = part.find("\n```")
        if end >= 0:
            blocks.append(part[:end])
    return blocks


def holder(block, sources):
    """The test file whose lines hold `block`'s lines in a row."""
    lines = normalized(block)
    for path, source in sources.items():
        for start in range(0, len(source) - len(lines) + 1):
            if source[start : start + len(lines)] == lines:
                return path
    return None


def documents(root):
    found = [os.path.join(root, "README.md")]
    for folder, _, names in os.walk(os.path.join(root, "Sources")):
        if ".docc" in folder:
            found += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".md")]
    return [f for f in found if os.path.exists(f)]


def apple_facing(root):
    """[(document, block number, block, holder or None, deployment target)]."""
    sources = {}
    for folder, _, names in os.walk(os.path.join(root, "Tests")):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    sources[path] = normalized(file.read())
    found = []
    for document in documents(root):
        with open(document, encoding="utf-8") as file:
            blocks = swift_blocks(file.read())
        for number, block in enumerate(blocks, 1):
            imports = set(re.findall(r"^import (\w+)", block, flags=re.M))
            if not imports & {"UIKit", "SwiftUI", "AppIntents"}:
                continue
            held = holder(block, sources)
            # A block the SwiftUI wiring's file holds (the App Intent a SwiftUI app declares) is
            # compiled with that file, at the SwiftUI app's target.
            swiftui = imports & {"SwiftUI", "QuickActionsSwiftUI"} or (held and "QuickActionsSwiftUITests" in held)
            found.append((document, number, block, held, SWIFTUI_TARGET if swiftui else None))
    return found


def as_written(holder_text):
    """The holder's text without the `@available` lines its copy adds (the block as the reader
    copies it, at the deployment target the README states)."""
    return "\n".join("" if line.strip() == TEST_COPY_AVAILABILITY else line for line in holder_text.split("\n"))
