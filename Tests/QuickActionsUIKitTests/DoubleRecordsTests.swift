#if UIKIT_DOUBLE
  import Testing
  @testable import UIKitDouble

  /// The UIKit double's exceptions and log are recorded per test: two suites planting
  /// exceptions at the same time each see their own only (before, one process-wide list made
  /// `ReadmeSwiftUITests` filter out what `AppContainerTests` planted).
  @Suite struct DoubleRecordsTests {
    /// Lets two tasks take turns: each waits until the other has reached a given step.
    actor Turns {
      private var reached: [String: Int] = [:]
      func reach(_ who: String, _ step: Int) { reached[who] = step }
      func wait(for who: String, _ step: Int) async {
        while (reached[who] ?? 0) < step { await Task.yield() }
      }
    }

    /// One side of the two: plants its exception after the other planted its own, and reads
    /// both records once the other has planted, from its own task and from a task it started.
    static func side(_ me: String, _ other: String, _ turns: Turns) async -> [[String]] {
      await UIKitDouble.withOwnRecords {
        if me == "b" { await turns.wait(for: other, 1) }
        UIKitDouble.raise("NSInvalidArgumentException", "planted by \(me)")
        UIKitDouble.log.append("logged by \(me)")
        await turns.reach(me, 1)
        await turns.wait(for: other, 1)
        let started = await Task { UIKitDouble.exceptions }.value
        return [UIKitDouble.exceptions, UIKitDouble.log, started]
      }
    }

    @Test("two tests planting exceptions at once each see only their own")
    func concurrent() async {
      let turns = Turns()
      async let a = Self.side("a", "b", turns)
      async let b = Self.side("b", "a", turns)
      let (seenByA, seenByB) = await (a, b)
      #expect(
        seenByA == [
          ["NSInvalidArgumentException: planted by a"], ["logged by a"],
          ["NSInvalidArgumentException: planted by a"],
        ])
      #expect(
        seenByB == [
          ["NSInvalidArgumentException: planted by b"], ["logged by b"],
          ["NSInvalidArgumentException: planted by b"],
        ])
    }

    @Test("without records of its own, a test shares the process's: the two see each other's")
    func shared() async {
      // What the suites did before: the control that shows the record above is per test.
      let planted = "NSInvalidArgumentException: shared \(UInt64.random(in: 0...UInt64.max))"
      let seen = await Task.detached {
        UIKitDouble.exceptions.append(planted)
        return UIKitDouble.exceptions
      }.value
      #expect(seen.contains(planted))
      #expect(UIKitDouble.exceptions.contains(planted))
      UIKitDouble.exceptions.removeAll { $0 == planted }
      let own = await UIKitDouble.withOwnRecords { UIKitDouble.exceptions }
      #expect(!own.contains(planted))
    }
  }
#endif
