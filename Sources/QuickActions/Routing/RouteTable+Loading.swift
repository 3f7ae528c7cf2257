import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One declaration: the app runs the table that `quickaction lint`, `simulate` and `map` read,
/// from the manifest it bundles.
///
/// ```swift
/// let routes = try RouteTable(contentsOf: Bundle.main.url(forResource: "Shortcuts", withExtension: "plist"))
/// ```
extension RouteTable {
  /// Why a manifest could not be loaded: the file, and the message and position of the first
  /// problem, as `quickaction lint` reports it.
  public struct LoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path, or the resource asked for when it was not found.
    public var file: String
    /// What is wrong, in a sentence.
    public var message: String
    /// Where it is in the file (`SourceLocation.unknown` when the file could not be read).
    public var location: SourceLocation

    /// `file:line:column: message`, the way a compiler reports it.
    public var description: String {
      location.hasLineAndColumn ? "\(file):\(location): \(message)" : "\(file): \(message)"
    }
  }

  /// The table the manifest at `url` declares (`QuickActionRoutes`, and `QuickActionNavigation`
  /// when present), checked as the tools check it: the one call that makes the app run the
  /// table `quickaction lint` and `simulate` read. XML, binary or (`.json`) JSON.
  ///
  /// A nil `url` (the resource is not in the bundle, as `Bundle.url(forResource:withExtension:)`
  /// answers), an unreadable file, a malformed property list, a file without
  /// `QuickActionRoutes`, or a route that does not read throws a ``LoadError`` with the position.
  public init(contentsOf url: URL?) throws(LoadError) {
    guard let url else {
      throw LoadError(
        file: "the manifest", message: "not found: the resource is not in the bundle",
        location: .unknown)
    }
    let path = url.path
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: url))
    } catch {
      throw LoadError(file: path, message: "cannot be read: \(error)", location: .unknown)
    }
    do {
      let root = try PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: path))
        .root
      guard let table = try RouteTable(plist: root) else {
        throw ManifestError("the file has no \(Self.routesKey) key", at: root.location)
      }
      try table.checkAgainstMap()
      self = table
    } catch let error as PlistError {
      throw LoadError(file: path, message: error.message, location: error.location)
    } catch let error as ManifestError {
      throw LoadError(file: path, message: error.message, location: error.location)
    } catch {
      throw LoadError(file: path, message: "\(error)", location: .unknown)
    }
  }
}
