import Foundation
import Testing

@testable import AndroidProject

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app folder's own walk and reads: what is listed, and what is refused without waiting.
@Suite struct AppFolderTests {
  /// A scratch folder of this test, removed afterwards.
  static func scratch(_ name: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appfolder-\(name)-\(getpid())", isDirectory: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("res/values"), withIntermediateDirectories: true)
    return url.path
  }

  @Test("a FIFO where a strings file should be is not listed, and reading it returns nil at once")
  func fifo() throws {
    let root = try Self.scratch("fifo")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fifo = root + "/res/values/strings.xml"
    #expect(mkfifo(fifo, 0o600) == 0)
    try Data("<resources/>".utf8).write(to: URL(fileURLWithPath: root + "/res/values/colors.xml"))
    #expect(AppFolder.files(below: root, skipping: []) == [root + "/res/values/colors.xml"])
    // Without O_NONBLOCK, open(2) would wait here for a writer that never comes.
    #expect(AppFolder.read(fifo) == nil)
    #expect(AppFolder.read(root + "/res/values/colors.xml") == Array("<resources/>".utf8))
    #expect(AppFolder.read(root + "/res/values/missing.xml") == nil)
  }
}
