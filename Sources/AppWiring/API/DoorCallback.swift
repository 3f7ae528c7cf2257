/// A door into the app, as the wiring sees it.
public enum WiringDoor: String, Sendable, Hashable, CaseIterable {
  /// A Home Screen quick action (`UIApplicationShortcutItem`).
  case shortcut
  /// A URL: a custom scheme, a widget's link, or a universal link delivered as a URL.
  case url
  /// A user activity: a universal link, Handoff, a Spotlight item.
  case activity
  /// A notification response.
  case notification

  /// What the door delivers, in words.
  public var noun: String {
    switch self {
    case .shortcut: "quick action"
    case .url: "URL"
    case .activity: "user activity"
    case .notification: "notification response"
    }
  }
}

/// The callbacks iOS makes that the wiring reader looks for, each with its Swift name and its
/// Objective-C selector as UIKit's and UserNotifications' headers declare them.
public enum CallbackKind: String, Sendable, Hashable, CaseIterable {
  /// `application(_:didFinishLaunchingWithOptions:)`: the launch options.
  case didFinishLaunching
  /// `application(_:willFinishLaunchingWithOptions:)`: the launch options.
  case willFinishLaunching
  /// `application(_:configurationForConnecting:options:)`: the scene configuration.
  case configurationForConnecting
  /// The app delegate's quick action (deprecated in iOS 26).
  case applicationPerformAction
  /// The app delegate's URL.
  case applicationOpenURL
  /// The app delegate's URL, before iOS 9.
  case applicationOpenURLLegacy
  /// The app delegate's URL, before iOS 4.2.
  case applicationHandleOpenURL
  /// The app delegate's user activity.
  case applicationContinue
  /// `scene(_:willConnectTo:options:)`: the connection options.
  case sceneWillConnect
  /// The window scene delegate's quick action.
  case scenePerformAction
  /// The scene delegate's URLs.
  case sceneOpenURLContexts
  /// The scene delegate's user activity.
  case sceneContinue
  /// The notification center delegate's response.
  case notificationDidReceive

  /// The Swift name (UIApplicationDelegate, UIWindowSceneDelegate, UISceneDelegate,
  /// UNUserNotificationCenterDelegate).
  public var swiftName: String {
    switch self {
    case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
    case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
    case .configurationForConnecting: "application(_:configurationForConnecting:options:)"
    case .applicationPerformAction: "application(_:performActionFor:completionHandler:)"
    case .applicationOpenURL: "application(_:open:options:)"
    case .applicationOpenURLLegacy: "application(_:open:sourceApplication:annotation:)"
    case .applicationHandleOpenURL: "application(_:handleOpen:)"
    case .applicationContinue: "application(_:continue:restorationHandler:)"
    case .sceneWillConnect: "scene(_:willConnectTo:options:)"
    case .scenePerformAction: "windowScene(_:performActionFor:completionHandler:)"
    case .sceneOpenURLContexts: "scene(_:openURLContexts:)"
    case .sceneContinue: "scene(_:continue:)"
    case .notificationDidReceive: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    }
  }

  /// The Objective-C selector.
  public var selector: String {
    switch self {
    case .didFinishLaunching: "application:didFinishLaunchingWithOptions:"
    case .willFinishLaunching: "application:willFinishLaunchingWithOptions:"
    case .configurationForConnecting: "application:configurationForConnectingSceneSession:options:"
    case .applicationPerformAction: "application:performActionForShortcutItem:completionHandler:"
    case .applicationOpenURL: "application:openURL:options:"
    case .applicationOpenURLLegacy: "application:openURL:sourceApplication:annotation:"
    case .applicationHandleOpenURL: "application:handleOpenURL:"
    case .applicationContinue: "application:continueUserActivity:restorationHandler:"
    case .sceneWillConnect: "scene:willConnectToSession:options:"
    case .scenePerformAction: "windowScene:performActionForShortcutItem:completionHandler:"
    case .sceneOpenURLContexts: "scene:openURLContexts:"
    case .sceneContinue: "scene:continueUserActivity:"
    case .notificationDidReceive:
      "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
    }
  }

  /// The name to show for a callback written in `language`.
  public func name(in language: WiringLanguage) -> String {
    language == .swift ? swiftName : selector
  }

  /// The door a warm callback receives, nil for the launch and connection callbacks.
  public var warmDoor: WiringDoor? {
    switch self {
    case .applicationPerformAction, .scenePerformAction: .shortcut
    case .applicationOpenURL, .applicationOpenURLLegacy, .applicationHandleOpenURL,
      .sceneOpenURLContexts:
      .url
    case .applicationContinue, .sceneContinue: .activity
    case .notificationDidReceive: .notification
    default: nil
    }
  }

  /// Whether the callback is the app delegate's (UIApplicationDelegate).
  public var isApplicationDelegate: Bool {
    switch self {
    case .sceneWillConnect, .scenePerformAction, .sceneOpenURLContexts, .sceneContinue,
      .notificationDidReceive:
      false
    default: true
    }
  }

  /// The index of the parameter holding the options or launch options (the cold entries),
  /// and of the completion handler iOS waits for.
  var optionsParameter: Int? {
    switch self {
    case .didFinishLaunching, .willFinishLaunching: 1
    case .configurationForConnecting, .sceneWillConnect: 2
    default: nil
    }
  }

  var completionParameter: Int? {
    switch self {
    case .applicationPerformAction, .scenePerformAction, .notificationDidReceive: 2
    default: nil
    }
  }

  /// The kind whose Swift name or selector is `name`.
  static let byName: [String: CallbackKind] = {
    var names: [String: CallbackKind] = [:]
    for kind in allCases {
      names[kind.swiftName] = kind
      names[kind.selector] = kind
    }
    return names
  }()
}

/// The language a type or callback is written in.
public enum WiringLanguage: String, Sendable, Hashable {
  /// Swift.
  case swift
  /// Objective-C (and Objective-C++).
  case objectiveC = "objective-c"
}
