import Dispatch

/// Runs async work from the synchronous `main` and waits for it. Only `route` and `simulate`
/// need the router's concurrency; the other commands never start the concurrency runtime,
/// which keeps `quickaction lint` quick to start in a build phase.
enum Blocking {
  static func run(_ body: @escaping @Sendable () async throws -> Int32) throws -> Int32 {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
      done.signal()
    }
    done.wait()
    // The semaphore orders the task's write before this read.
    guard let result = box.result else { throw CancellationError() }
    return try result.get()
  }
}

/// The result handed from the task to the waiting thread.
private final class ResultBox: @unchecked Sendable {
  var result: Result<Int32, any Error>?
}
