import AndroidProject
import Foundation
import PropertyList
import QuickActionLint

/// The Android inputs that once took quadratic time (issue 33), at ten times the sizes that were
/// slow, each read, linted and rendered as `quickaction` does, with a bar of one second:
/// - one element with 400,000 attributes (4.9 MB; 40,000 took 8.5 s);
/// - an `assetlinks.json` with 100,000 distinct fingerprints (9.8 MB; 10,000 took 44 s);
/// - a one-line `assetlinks.json` of 18 MB with 160,000 findings, each rendered with its excerpt
///   (1.8 MB and 16,000 took 14.7 s);
/// - a 99 MB `assetlinks.json`, refused by the reader's cap (it ran past 100 s);
/// - a 10 MB label linted and rendered (it was one 10 MB warning line); 100 MB is over the XML
///   reader's 16 MB cap;
/// - a shortcuts file of 100,000 shortcuts (12 MB; it took 3–4 s and 483 MB, about 40 times the
///   file, issue 42), with the peak memory of one lint against the file's size, and the same
///   file of 10,000 shortcuts: the time of the two, taken in one round, is linear when their
///   ratio is about 10.
enum AndroidShapesBenchmark {
  struct Shape {
    var name: String { figure.name }
    var figure: Figure
    var make: @Sendable () -> [UInt8]
    var run: @Sendable ([UInt8]) -> Int
  }

  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  static func attributes() -> [UInt8] {
    var text = "<manifest \(ns)"
    for i in 0..<400_000 { text += " a\(i)=\"v\"" }
    return Array((text + "/>").utf8)
  }

  static func fingerprint(_ i: Int) -> String {
    (0..<32).map { k in
      let byte = UInt8(truncatingIfNeeded: (i >> (8 * (k % 4))) ^ k)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }.joined(separator: ":")
  }

  static func fingerprints() -> [UInt8] {
    let items = (0..<100_000).map { "\"\(fingerprint($0))\"" }.joined(separator: ",\n")
    return Array(
      ("[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": "
        + "{\"namespace\": \"android_app\", \"package_name\": \"com.example.qa\",\n"
        + "\"sha256_cert_fingerprints\": [\n\(items)]}}]").utf8)
  }

  /// 80,000 statements on one line, each with two findings (a relation that is not
  /// kind/detail, a site with a path).
  static func oneLine() -> [UInt8] {
    let statement =
      "{\"relation\":[\"x\"],"
      + "\"target\":{\"namespace\":\"web\",\"site\":\"https://a.com/p\"}}"
    return Array(
      ("[" + Array(repeating: statement, count: 80_000).joined(separator: ",")
        + String(repeating: " ", count: 12_000_000) + "]").utf8)
  }

  static func label() -> [UInt8] {
    let text = String(repeating: "L", count: 10 << 20)
    return Array(
      ("<shortcuts \(ns)><shortcut android:shortcutId=\"s\" "
        + "android:shortcutShortLabel=\"\(text)\"><intent android:action=\"a\"/></shortcut>"
        + "</shortcuts>").utf8)
  }

  /// `count` shortcuts (100,000 by default), each with an id, a label and an intent: about 12
  /// MB, as a generator or a catalog app might write.
  static func manyShortcuts(_ count: Int = 100_000) -> [UInt8] {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<shortcuts \(ns)>\n"
    text.reserveCapacity(count * 130 + 200)
    for i in 0..<count {
      text += "<shortcut android:shortcutId=\"s\(i)\" android:shortcutShortLabel=\"@string/l\">"
      text += "<intent android:action=\"qa.OPEN\"/></shortcut>\n"
    }
    return Array((text + "</shortcuts>\n").utf8)
  }

  /// The peak memory (VmHWM above the RSS before) of one lint of `bytes`, as a multiple of its
  /// size; nil off Linux.
  static func peakRatio(_ bytes: [UInt8], _ run: ([UInt8]) -> Int) -> Double? {
    let before = Measure.status("VmRSS")
    Measure.resetPeak()
    _ = run(bytes)
    guard let hwm = Measure.status("VmHWM"), let before else { return nil }
    return Double(hwm - before) / Double(bytes.count)
  }

  /// The reader's findings rendered as `quickaction assetlinks validate` prints them.
  static func validate(_ bytes: [UInt8]) -> Int {
    let reading = AssetLinksReader.read(bytes)
    var total = 0
    for problem in reading.problems {
      total +=
        SourceExcerpt.render(
          path: "assetlinks.json", source: bytes,
          severity: problem.severity.rawValue, message: problem.message,
          location: problem.location
        ).utf8.count
    }
    return total
  }

  /// An Android app of one file, linted and rendered by the Xcode reporter.
  static func lint(_ path: String) -> @Sendable ([UInt8]) -> Int {
    { bytes in
      let reports = AndroidLinter().lint(AndroidApp(files: [(path, bytes)]))
      return XcodeReporter().render(reports).utf8.count
    }
  }

  static var shapes: [Shape] {
    [
      Shape(
        figure: Figure(
          name: "400,000 attributes on one element (lint)", unit: " ms",
          bar: .atMost(1000)),
        make: attributes, run: lint("app/src/main/AndroidManifest.xml")),
      Shape(
        figure: Figure(
          name: "100,000 fingerprints, 9.8 MB (validate)", unit: " ms",
          bar: .atMost(1000)),
        make: fingerprints, run: validate),
      Shape(
        figure: Figure(
          name: "18 MB one line, 160,000 findings (validate)", unit: " ms",
          bar: .atMost(1000)),
        make: oneLine, run: validate),
      Shape(
        figure: Figure(
          name: "99 MB assetlinks.json (refused by the cap)", unit: " ms",
          bar: .atMost(1000)),
        make: { Array(repeating: UInt8(ascii: " "), count: 99 << 20) }, run: validate),
      Shape(
        figure: Figure(name: "a 10 MB label (lint)", unit: " ms", bar: .atMost(1000)),
        make: label, run: lint("app/src/main/res/xml/shortcuts.xml")),
      Shape(
        figure: Figure(name: "10,000 shortcuts, 1.2 MB (lint)", unit: " ms", bar: .atMost(100)),
        make: { manyShortcuts(10_000) }, run: lint("app/src/main/res/xml/shortcuts.xml")),
      Shape(
        figure: Figure(name: "100,000 shortcuts, 12 MB (lint)", unit: " ms", bar: .atMost(1000)),
        make: { manyShortcuts() }, run: lint("app/src/main/res/xml/shortcuts.xml")),
    ]
  }

  static func run(rounds: Int, note: (String) -> Void) -> [Figure] {
    note("android shapes: the inputs that were quadratic, at 10x; best of 3 runs per round")
    // The peak memory of the many-shortcuts lint first, while the process is small.
    let many = manyShortcuts()
    var memory = Figure(
      name: "100,000 shortcuts: peak memory / file size", unit: "x", bar: .atMost(5.5))
    if let ratio = peakRatio(many, lint("app/src/main/res/xml/shortcuts.xml")) {
      memory.values.append(ratio)
    }
    let figures = shapes.map { shape in
      let bytes = shape.name == "100,000 shortcuts, 12 MB (lint)" ? many : shape.make()
      var figure = shape.figure
      var output = 0
      for _ in 0..<rounds {
        figure.values.append(1000 * Measure.best(runs: 3) { output = shape.run(bytes) })
      }
      let size = String(format: "%.1f MB", Double(bytes.count) / 1_048_576)
      note(
        "  \(figure.name), \(size) in, \(output) bytes out: "
          + figure.line { String(format: "%.1f", $0) })
      return figure
    }
    // Linear: the 100,000-shortcut lint over the 10,000-shortcut one, round by round.
    var linear = Figure(
      name: "100,000 / 10,000 shortcuts: time ratio", unit: "x", bar: .atMost(12))
    if let ten = figures.first(where: { $0.name.hasPrefix("10,000 shortcuts") }),
      let hundred = figures.first(where: { $0.name.hasPrefix("100,000 shortcuts") })
    {
      linear.values = zip(hundred.values, ten.values).map { $0 / $1 }
    }
    note("  \(linear.name): " + linear.line { String(format: "%.1f", $0) })
    let size = String(format: "%.1f MB", Double(many.count) / 1_048_576)
    note(
      "  \(memory.name), \(size) in, peak \(String(format: "%.0f MB", (memory.values.first ?? 0) * Double(many.count) / 1_048_576)): "
        + memory.line { String(format: "%.1f", $0) })
    return figures + [memory, linear]
  }
}
