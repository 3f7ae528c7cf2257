import Foundation
import QuickActionTooling

/// A `ToolEnvironment` for a library run in a test: files from a dictionary (else the disk),
/// writes kept in memory, and every message kept in order.
public final class MemoryEnvironment: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: [UInt8]]
  private var messages: [String] = []

  /// An environment whose files are `files` (text by path), then the disk's.
  public init(files: [String: String] = [:]) {
    self.files = files.mapValues { Array($0.utf8) }
  }

  /// What the run said (standard error), in order.
  public var said: [String] { lock.withLock { messages } }

  /// The text written to `path`, if the run wrote it.
  public func written(_ path: String) -> String? {
    lock.withLock { files[path].map { String(decoding: $0, as: UTF8.self) } }
  }

  /// The environment to run with.
  public var environment: ToolEnvironment {
    ToolEnvironment(
      read: { [self] path throws(ToolRunError) in
        if let bytes = lock.withLock({ files[path] }) { return bytes }
        guard let data = FileManager.default.contents(atPath: path) else {
          throw .unreadable(path: path, reason: "no such file")
        }
        return [UInt8](data)
      },
      write: { [self] bytes, path in lock.withLock { files[path] = bytes } },
      say: { [self] message in lock.withLock { messages.append(message) } })
  }
}
