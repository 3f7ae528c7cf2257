import QuickActions

/// A cold launch through any door, in both lifecycles, and what a scene connecting for an entry
/// receives.
extension SimulatedIOS {
  /// A cold launch, the one description shared by `ScriptRunner.run(_ scenario:)` and
  /// scripts, for an entry through any door; `named` is the scene the door names.
  mutating func coldLaunch(_ entry: Entry, named: SceneID?, _ coordinator: LaunchCoordinator) async
  {
    // The app was not running: every scene session is saved, none connected.
    for id in sceneOrder { scenes[id]?.isConnected = false }
    guard scene else { return await coldLaunchAppDelegate(entry, coordinator) }
    let (target, choice, restored) = await launchTarget(for: entry, named: named)
    let index = add(entry, answer: .none, in: target, choice: choice)
    // application(_:willFinishLaunchingWithOptions:) / didFinishLaunchingWithOptions: "If the
    // app supports scenes, this is nil" (the launchOptions parameter); the entry comes in the
    // scene's UIScene.ConnectionOptions.
    system(
      "application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the \(entry.noun) from the scene)"
    )
    system("application(_:didFinishLaunchingWithOptions:) with launchOptions = nil")
    await connect(target, for: entry, index: index, restored: restored, coordinator)
  }

  /// iOS's choice of scene for `entry`, said in the timeline.
  mutating func chooseLogged(for entry: Entry, named: SceneID?) async -> SceneSelection.Choice {
    let choice = await choose(for: entry, named: named)
    system("chooses a scene for \(entry.label): \(choice)")
    return choice
  }

  /// The scene a launch (or an entry that connects a scene) reaches: iOS's choice among the
  /// sessions, restored, or a new scene. A script with one implicit scene has a new main scene
  /// (its session was never saved), as the single-launch form always had.
  mutating func launchTarget(for entry: Entry, named: SceneID?) async -> (
    SceneID, SceneSelection.Choice?, restored: Bool
  ) {
    guard namesScenes else { return (mainScene, nil, false) }
    let choice = await chooseLogged(for: entry, named: named)
    guard let chosen = choice.scene else { return (createScene(), choice, false) }
    return (chosen, choice, scenes[chosen]?.hasSession ?? false)
  }

  /// The scene `target` connects for `entry` (at a cold launch, or while the app runs): the
  /// connection callbacks with the entry in the options, the foreground, activation and routing,
  /// and the deliveries that follow a connection (a notification's delegate call, an intent's
  /// scene delivery and `perform()`).
  mutating func connect(
    _ target: SceneID, for entry: Entry, index: Int, restored: Bool,
    _ coordinator: LaunchCoordinator
  ) async {
    // "The App Intents framework requires support for multiple scenes to dispatch app intents to
    // your scene at launch time" ("Directing app intents to your app's scenes").
    let intent: AppIntentInvocation? = if case .intent(let i) = entry { i } else { nil }
    let sceneDelivery = intent.map { $0.targetsScene && supportsMultipleScenes } ?? false
    let options =
      intent != nil && !sceneDelivery ? SceneConnectionOptions() : Self.connectionOptions(entry)
    // Options without the intent read "options.appIntent = nil", not a key called "no appIntent".
    let option = intent != nil && !sceneDelivery ? "appIntent = nil" : Self.connectionOption(entry)
    if restored {
      // UIKit calls application(_:configurationForConnecting:options:) "when creating a new
      // scene", not for a saved session it reconnects; scene(_:willConnectTo:options:) "is
      // called when your app creates or restores an instance of your user interface".
      system(
        "scene(_:willConnectTo:options:) with options.\(option) (restored: a saved session gets no configurationForConnecting)",
        in: target)
    } else {
      system(
        "application(_:configurationForConnecting:options:) with options.\(option)", in: target)
      system("scene(_:willConnectTo:options:) with options.\(option)", in: target)
    }
    attach(target, coordinator)
    coordinator.willConnect(with: options, in: target)
    if let intent, sceneDelivery {
      app("keeps the entry; scene(_:willPerformAppIntent:) delivers it next", in: target)
      await deliverToScene(intent, index: index, in: target, coordinator)
    } else if intent != nil {
      app(
        intent?.targetsScene == true
          ? "UIApplicationSupportsMultipleScenes is off, so the App Intents framework cannot deliver the intent to the scene at launch: only its perform() runs"
          : "the intent adopts neither TargetContentProvidingIntent nor UISceneAppIntent: only its perform() runs",
        in: target)
    } else {
      app("keeps the \(entry.noun) until the scene is active", in: target)
    }
    // sceneWillEnterForeground(_:): "This transition occurs both for newly created and
    // connected scenes, as well as for scenes that were running in the background".
    system(willEnterForeground, in: target)
    await becomeActive(target, coordinator)
    if case .notification(let response) = entry {
      // Observed in apps that set the notification center's delegate before launch ends:
      // the delegate also receives the response the scene was connected with. It is the
      // same response, recognised, and its handler is called once the kept one is routed.
      await receiveNotification(response, coordinator, index: index, in: target)
    }
    if let intent, !sceneDelivery {
      await performInApp(intent, index: index, in: target, coordinator)
    }
  }

  /// A cold launch of an app-delegate app (the lifecycle iOS 26 deprecates).
  mutating func coldLaunchAppDelegate(_ entry: Entry, _ coordinator: LaunchCoordinator) async {
    // An app without scenes has one window, there from launch.
    scenes[mainScene]?.isConnected = true
    let index = add(entry, answer: .none, in: mainScene)
    let key = Self.launchOptionKey(entry)
    // UIApplication.LaunchOptionsKey: "the app was launched in response to the user selecting a
    // Home screen quick action" (.shortcutItem), "so that it could open the specified URL"
    // (.url); both launch methods receive the options.
    system("application(_:willFinishLaunchingWithOptions:) with \(key)")
    coordinator.willFinishLaunching(with: Self.launchOptions(entry))
    switch entry {
    case .notification:
      app("returns true; the response comes through the notification center's delegate")
    case .intent:
      app("returns true; an app without scenes gets an App Intent through its perform() alone")
    default: app("keeps the \(entry.noun) until the app is active; returns true")
    }
    system("application(_:didFinishLaunchingWithOptions:) with \(key)")
    let proceed = coordinator.didFinishLaunching(with: Self.launchOptions(entry))
    switch entry {
    case .shortcut(let item):
      if proceed {
        // application(_:performActionFor:completionHandler:) is called "except when you've
        // intercepted the interaction in a launch method", that is, returned false.
        app("returns true (other SDKs may need it), so iOS will deliver the item again")
        system("\(performAction) with \(item.type)")
        // iOS's second delivery carries a completion handler: the launch item's.
        items[index].answer = .completionHandler
        let completion = completion(for: index)
        await start(index: index) {
          .delivery(await coordinator.performAction(item, completion: completion))
        }
      } else {
        app("returns false, so iOS does not also call application(_:performActionFor:)")
      }
    case .url(let url):
      // "If either method returns NO, the URL is not handled"; with YES, iOS calls
      // application(_:open:options:) with the launch URL.
      app(
        proceed
          ? "returns true (a route matches), so iOS will deliver the URL again"
          : "returns false: no route matches")
      if proceed {
        system("application(_:open:options:) with \(url.absoluteString)")
        items[index].answer = .returnValue
        await start(index: index) {
          .returned(true, await coordinator.openAwaitingDelivery(url).delivery)
        }
      }
    case .activity(let activity):
      app(
        proceed
          ? "returns true (a route matches), so iOS will continue the activity"
          : "returns false: no route matches")
      if proceed {
        system("application(_:continue:restorationHandler:) with \(entry.label)")
        items[index].answer = .returnValue
        await start(index: index) {
          .returned(true, await coordinator.continueActivityAwaitingDelivery(activity).delivery)
        }
      }
    case .notification(let response):
      items[index].answer = .notificationHandler
      await receiveNotification(response, coordinator, index: index, in: mainScene)
    case .intent:
      break
    }
    // A sceneless app "is inactive at launch" (UIApplication.applicationState) and becomes
    // active; applicationWillEnterForeground comes only "as part of the transition from the
    // background to the active state".
    await becomeActive(mainScene, coordinator)
    if case .intent(let intent) = entry {
      await performInApp(intent, index: index, in: mainScene, coordinator)
    }
  }
}
