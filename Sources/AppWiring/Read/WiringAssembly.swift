/// From the types read to the wiring iOS uses: which type is the app delegate, which scene
/// delegates iOS instantiates, and the life cycle.
enum WiringAssembly {
  static func assemble(
    _ wiring: inout AppWiring, mainCalls: [NamedPlace], plists: [InfoPlistWiring], generates: Bool
  ) {
    let mains = wiring.types.filter { $0.mainAttribute != nil }
    // The app delegate: a SwiftUI App's adaptor; a `@main` or `@UIApplicationMain` class; the
    // class `UIApplicationMain(…)` names; else the one type that conforms.
    if let app = mains.first(where: { $0.isSwiftUIApp }) {
      wiring.swiftUIApp = app
      if let adaptor = app.delegateAdaptor {
        wiring.appDelegateName = NamedPlace(name: adaptor.name, place: adaptor.place)
      }
    } else if let main = mains.first(where: { !$0.isSwiftUIApp && isApplicationDelegate($0) }),
      let place = main.mainAttribute
    {
      wiring.appDelegateName = NamedPlace(name: main.name, place: place)
    } else if let call = mainCalls.first {
      wiring.appDelegateName = call
    } else {
      let conforming = wiring.types.filter {
        $0.declared && $0.conforms(to: "UIApplicationDelegate")
      }
      if conforming.count == 1, let only = conforming.first {
        wiring.appDelegateName = NamedPlace(name: only.name, place: only.place)
      }
    }
    wiring.infoPlist = choosePlist(plists, near: wiring.appDelegate?.place.file)
    // Scene delegates: the Info.plist's configurations, then `delegateClass = X.self`.
    var scenes: [AppWiring.SceneDelegate] = []
    for configuration in wiring.infoPlist?.sceneConfigurations ?? [] {
      scenes.append(
        .init(
          name: configuration.delegate.name, source: .infoPlist,
          place: configuration.delegate.place))
    }
    for callback in wiring.callbacks(.configurationForConnecting)
    where callback.owner == wiring.appDelegateName?.name {
      for named in callback.delegateClasses where !scenes.contains(where: { $0.name == named.name })
      {
        scenes.append(.init(name: named.name, source: .configuration, place: named.place))
      }
    }
    let sceneTypes = wiring.types.filter {
      $0.declared
        && ($0.conforms(to: "UIWindowSceneDelegate") || $0.conforms(to: "UISceneDelegate"))
    }
    let manifest = wiring.infoPlist?.sceneManifest != nil || generates
    if scenes.isEmpty && manifest && wiring.swiftUIApp == nil && sceneTypes.count == 1,
      let only = sceneTypes.first
    {
      scenes.append(.init(name: only.name, source: .conformance, place: only.place))
    }
    wiring.sceneDelegates = scenes
    wiring.lifecycle = lifecycle(wiring, plists: plists, manifest: manifest, sceneTypes: sceneTypes)
  }

  static func isApplicationDelegate(_ type: WiringType) -> Bool {
    type.conforms(to: "UIApplicationDelegate") || type.inherits.first == "UIResponder"
      || type.callbacks.contains { $0.kind.isApplicationDelegate }
  }

  /// The app's Info.plist: the only one, else the nearest above the app delegate's file.
  static func choosePlist(_ plists: [InfoPlistWiring], near file: String?) -> InfoPlistWiring? {
    if plists.count <= 1 { return plists.first }
    guard let file else { return nil }
    var folder = Substring(file)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      let inside = plists.filter {
        $0.file.hasPrefix(folder + "/") && !$0.file.dropFirst(folder.count + 1).contains("/")
      }
      if inside.count == 1 { return inside.first }
      if inside.count > 1 { return nil }
    }
    return nil
  }

  static func lifecycle(
    _ wiring: AppWiring, plists: [InfoPlistWiring], manifest: Bool, sceneTypes: [WiringType]
  ) -> AppWiring.Lifecycle {
    if wiring.swiftUIApp != nil { return .swiftUI }
    if manifest { return .scene }
    guard wiring.appDelegateName != nil else { return .unknown("no app delegate found") }
    guard let plist = wiring.infoPlist else {
      return .unknown(
        plists.isEmpty ? "no Info.plist read" : "several Info.plists, none the app's for certain")
    }
    if !sceneTypes.isEmpty {
      return .unknown(
        "\(plist.file) has no scene manifest, yet \(sceneTypes[0].name) is a scene delegate")
    }
    if !wiring.callbacks(.configurationForConnecting).isEmpty {
      return .unknown("the app delegate configures scenes, yet \(plist.file) has no manifest")
    }
    return .appDelegate
  }
}
