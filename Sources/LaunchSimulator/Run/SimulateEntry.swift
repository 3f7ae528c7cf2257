import PropertyList
import QuickActionTooling
import QuickActions

/// The single launch `simulate` is asked for: its entry (a quick action, URL, activity or
/// notification) and the checks of what goes with what.
enum SimulateEntry {
  static func scenario(
    _ request: SimulateRequest, manifest: ManifestFile, table: RouteTable,
    _ environment: ToolEnvironment
  ) throws(ToolRunError) -> SingleLaunch {
    let doors =
      (request.type == nil ? [] : ["TYPE"])
      + [
        (request.url, "--url"), (request.activity, "--activity"),
        (request.notification, "--notification"),
      ].filter { $0.0 != nil }.map(\.1)
    if doors.count > 1 {
      throw .usage(
        "\(doors[0]) and \(doors[1]) are two entries; simulate one at a time (a script can send several)"
      )
    }
    let userInfo = request.userInfo
    let entry: Entry
    if let text = request.url {
      if !userInfo.isEmpty {
        throw .usage("--user-info does not go with --url: a URL carries its values in itself")
      }
      // A universal link comes as a browsing-web activity, a custom scheme as an opened URL.
      guard let url = Entry.link(parsing: text) else {
        throw .usage("--url takes a URL with a scheme (such as qa://compose), not '\(text)'")
      }
      entry = url
    } else if let type = request.activity {
      entry = .activity(UserActivity(activityType: type, userInfo: plist(userInfo)))
    } else if let text = request.notification {
      guard let response = Entry.notification(parsing: text, userInfo: plist(userInfo)) else {
        throw .usage("--notification takes CATEGORY or CATEGORY/ACTION, not '\(text)'")
      }
      entry = response
    } else {
      guard let type = request.type ?? manifest.staticItems().first?.type else {
        throw .invalidFile(
          "\(manifest.path): error: no static quick action to simulate; name a TYPE")
      }
      entry = .shortcut(manifest.item(type: type, userInfo: userInfo))
    }
    let flag = "--did-finish-returns-true"
    if request.didFinishLaunchingReturnsTrue, entry.shortcutItem == nil {
      throw .usage(
        "\(flag) is for quick actions: for a URL or an activity didFinishLaunching returns whether a route matches"
      )
    }
    let scenario = SingleLaunch(
      launch: request.launch, lifecycle: request.lifecycle, entry: entry,
      state: try manifest.state(from: request.state, table: table, in: environment),
      opensGate: request.opensGate,
      didFinishLaunchingReturnsTrue: request.didFinishLaunchingReturnsTrue)
    if scenario.didFinishLaunchingReturnsTrue
      && !(request.launch == .cold && request.lifecycle == .appDelegate)
    {
      throw .usage(
        "\(flag) needs --lifecycle app-delegate and a cold launch: only didFinishLaunching returns a value, and only it makes iOS deliver the item a second time"
      )
    }
    return scenario
  }

  /// userInfo values given on the command line, as strings.
  static func plist(_ pairs: [(String, String)]) -> PlistDictionary {
    ManifestFile.userInfo(pairs)
  }
}
