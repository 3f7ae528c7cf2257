#if UIKIT_DOUBLE
  import Testing
  @testable import UIKitDouble

  /// Each test (each case of a parameterized one) has the UIKit double's log and exception
  /// record to itself (`UIKitDouble.withOwnRecords(_:)`), so a suite running beside it never
  /// sees what it planted, nor it theirs.
  struct OwnDoubleRecords: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      try await UIKitDouble.withOwnRecords { try await function() }
    }
  }

  extension Trait where Self == OwnDoubleRecords {
    /// The UIKit double's log and exceptions of each test are its own.
    static var ownDoubleRecords: Self { Self() }
  }
#endif
