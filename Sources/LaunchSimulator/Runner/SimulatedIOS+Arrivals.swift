import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Entries that arrive while the app runs: quick actions, URLs, activities, notification
/// responses and Handoff, each in the scene iOS chooses (or the event names).
extension SimulatedIOS {
  /// The scene a door reaches while the app runs: iOS's choice (named in the timeline when the
  /// script declares its scenes), and whether that scene must connect for it first (a saved
  /// session restored, or a new scene), in which case the entry comes in its connection options.
  mutating func arrivalTarget(for entry: Entry, named: SceneID?) async -> (
    scene: SceneID, choice: SceneSelection.Choice?, connects: Bool, restored: Bool
  ) {
    guard namesScenes else { return (mainScene, nil, false, false) }
    let (target, choice, hasSession) = await launchTarget(for: entry, named: named)
    guard choice?.scene != nil else { return (target, choice, true, false) }
    let connected = scenes[target]?.isConnected ?? false
    return (target, choice, !connected, !connected && hasSession)
  }

  /// An entry other than a quick action arriving while the app runs: foregrounded if its scene is
  /// in the background (the same bracket as a quick action's), delivered as it is if the scene is
  /// active (a link opened, or a notification banner tapped, inside the app).
  mutating func arrive(_ entry: Entry, named: SceneID? = nil, _ coordinator: LaunchCoordinator)
    async
  {
    if case .shortcut(let item) = entry { return await deliver(item, named: named, coordinator) }
    let (target, choice, connects, restored) = await arrivalTarget(for: entry, named: named)
    if connects {
      let index = add(entry, answer: .none, in: target, choice: choice)
      return await connect(target, for: entry, index: index, restored: restored, coordinator)
    }
    if case .intent(let intent) = entry {
      return await arriveIntent(intent, in: target, choice: choice, coordinator)
    }
    await arrive(entry, at: target, choice: choice, coordinator)
  }

  /// An entry reaching `target`, a connected scene.
  mutating func arrive(
    _ entry: Entry, at target: SceneID, choice: SceneSelection.Choice?,
    _ coordinator: LaunchCoordinator,
    foregrounding: Bool = true
  ) async {
    let background = foregrounding && scenes[target]?.presence == .background
    if background { system(willEnterForeground, in: target) }
    switch entry {
    case .url(let url):
      if scene {
        let index = add(entry, answer: .none, in: target, choice: choice)
        system("scene(_:openURLContexts:) with \(url.absoluteString)", in: target)
        await start(index: index, scene: target) {
          .delivery(await coordinator.openURLContexts([url], in: target).first ?? .nothingPending)
        }
      } else {
        let index = add(entry, answer: .returnValue, in: target)
        system("application(_:open:options:) with \(url.absoluteString)")
        await start(index: index) {
          let (returned, delivery) = await coordinator.openAwaitingDelivery(url)
          return .returned(returned, delivery)
        }
      }
    case .activity(let activity):
      if scene {
        let index = add(entry, answer: .none, in: target, choice: choice)
        system("scene(_:continue:) with \(entry.label)", in: target)
        await start(index: index, scene: target) {
          .delivery(await coordinator.continueActivity(activity, in: target))
        }
      } else {
        let index = add(entry, answer: .returnValue, in: target)
        system("application(_:continue:restorationHandler:) with \(entry.label)")
        await start(index: index) {
          let (returned, delivery) = await coordinator.continueActivityAwaitingDelivery(activity)
          return .returned(returned, delivery)
        }
      }
    case .notification(let response):
      await receiveNotification(response, coordinator, in: target, choice: choice)
    case .shortcut, .intent:
      break
    }
    if background { await becomeActive(target, coordinator) }
  }

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, for a new response or the
  /// one kept at `index`. The delegate is the app's; in a script that declares its scenes, the
  /// response names its `targetScene`.
  mutating func receiveNotification(
    _ response: NotificationResponse, _ coordinator: LaunchCoordinator, index: Int? = nil,
    in target: SceneID, choice: SceneSelection.Choice? = nil
  ) async {
    let index =
      index
      ?? add(.notification(response), answer: .notificationHandler, in: target, choice: choice)
    items[index].answer = .notificationHandler
    let named = namesScenes ? " (response.targetScene = '\(target)')" : ""
    system(
      "userNotificationCenter(_:didReceive:withCompletionHandler:) with \(Entry.notification(response).label)\(named)"
    )
    let completion = completion(for: index)
    let scene: SceneID? = namesScenes ? target : nil
    await start(index: index, scene: target) {
      .delivery(await coordinator.didReceive(response, targetScene: scene) { completion(true) })
    }
  }

  /// A Handoff: the activity's type is announced first, the activity delivered later.
  /// `UIScene.ConnectionOptions.handoffUserActivityType` at a scene's connection ("the activity
  /// arrives later"), `UIApplication.LaunchOptionsKey.userActivityType` at an app-delegate
  /// launch, `scene(_:willContinueUserActivityWithType:)` /
  /// `application(_:willContinueUserActivityWithType:)` in a running app; then
  /// `scene(_:continue:)` / `application(_:continue:restorationHandler:)` with the activity.
  mutating func handoff(
    _ activity: UserActivity, cold: Bool, named: SceneID?, _ coordinator: LaunchCoordinator
  ) async {
    let type = activity.activityType
    var target = mainScene
    var chosen: SceneSelection.Choice? = nil
    if cold {
      for id in sceneOrder { scenes[id]?.isConnected = !scene }
      if scene {
        let (launched, choice, restored) = await launchTarget(
          for: .activity(activity), named: named)
        target = launched
        chosen = choice
        system(
          "application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the entry from the scene)"
        )
        system("application(_:didFinishLaunchingWithOptions:) with launchOptions = nil")
        if !restored {
          system(
            "application(_:configurationForConnecting:options:) with options.handoffUserActivityType = \(type)",
            in: target)
        }
        system(
          "scene(_:willConnectTo:options:) with options.handoffUserActivityType = \(type)"
            + (restored ? " (restored: a saved session gets no configurationForConnecting)" : ""),
          in: target)
        attach(target, coordinator)
        coordinator.willConnect(
          with: SceneConnectionOptions(handoffUserActivityType: type), in: target)
        app("notes the Handoff; its activity arrives later", in: target)
        system(willEnterForeground, in: target)
      } else {
        system(
          "application(_:willFinishLaunchingWithOptions:) with launchOptions[.userActivityType] = \(type)"
        )
        system(
          "application(_:didFinishLaunchingWithOptions:) with launchOptions[.userActivityType] = \(type)"
        )
        app("returns true, so iOS continues the activity once it has it")
      }
      await becomeActive(target, coordinator)
    } else {
      if namesScenes {
        // A Handoff reaches a connected scene (Apple is silent on one iOS would connect for it:
        // the main window takes it rather than none).
        let choice = await chooseLogged(for: .activity(activity), named: named)
        target = choice.scene.flatMap { scenes[$0]?.isConnected == true ? $0 : nil } ?? mainScene
        chosen = choice
      }
      if scenes[target]?.presence == .background { system(willEnterForeground, in: target) }
    }
    let wasBackground = !cold && scenes[target]?.presence == .background
    // A scene connected for the Handoff has its type in the connection options already.
    if !(cold && scene) {
      system(
        (scene ? "scene" : "application") + "(_:willContinueUserActivityWithType:) with \(type)",
        in: scene ? target : nil)
    }
    await arrive(.activity(activity), at: target, choice: chosen, coordinator, foregrounding: false)
    if wasBackground { await becomeActive(target, coordinator) }
  }

  /// SwiftUI's `onOpenURL` beside the scene delegate: the same opening seen twice is recognised.
  mutating func onOpenURL(_ url: URL, named: SceneID?, _ coordinator: LaunchCoordinator) async {
    let target = named ?? mainScene
    system("SwiftUI onOpenURL with \(url.absoluteString)", in: target)
    guard !coordinator.isRepeatedOpening(url, in: target) else {
      app(
        "recognises \(url.absoluteString) as the opening the scene delegate already delivered: not routed again",
        in: target)
      return
    }
    let index = add(.url(url), answer: .none, in: target)
    await start(index: index, scene: target) {
      .delivery(await coordinator.onOpenURL(url, in: target))
    }
  }

  /// A quick action chosen while the app runs (a warm launch, or an `item` event), in the scene
  /// iOS chooses for its `targetContentIdentifier`.
  mutating func deliver(_ item: ShortcutItem, named: SceneID?, _ coordinator: LaunchCoordinator)
    async
  {
    let (target, choice, connects, restored) = await arrivalTarget(
      for: .shortcut(item), named: named)
    if connects {
      let index = add(.shortcut(item), answer: .none, in: target, choice: choice)
      return await connect(
        target, for: .shortcut(item), index: index, restored: restored, coordinator)
    }
    switch scenes[target]?.presence ?? .background {
    case .active where device == .iPad:
      // Human Interface Guidelines, "Dock menus": the quick actions open from "an app icon on
      // the Home Screen or in the Dock", and the Dock can be shown over the app itself, so the
      // item reaches a scene that stays in the foreground: no foreground callbacks.
      app(
        "iPad: the item is chosen from the app's icon in the Dock, over the app: it stays in the foreground",
        in: target)
      await perform(item, in: target, choice: choice, coordinator)
    case .active:
      // On iPhone the menu opens on the Home Screen only: the user must have left the app, so
      // iOS sent the resign and background callbacks the script left out.
      app(
        "iPhone: quick actions are chosen on the Home Screen, so the user left the app first",
        in: target)
      resignAndEnterBackground(target, coordinator, implied: true)
      fallthrough
    case .background:
      // The order iOS brings an app forward for a quick action: sceneWillEnterForeground (for
      // "scenes that were running in the background and were brought to the foreground by the
      // system or a user action"), then windowScene(_:performActionFor:completionHandler:) while
      // the scene is foreground-inactive, then sceneDidBecomeActive (observed; an app-delegate
      // app gets the same three as applicationWillEnterForeground, "part of the transition from
      // the background to the active state", application(_:performActionFor:completionHandler:)
      // and applicationDidBecomeActive).
      system(willEnterForeground, in: target)
      await perform(item, in: target, choice: choice, coordinator)
      await becomeActive(target, coordinator)
    }
  }

  private mutating func perform(
    _ item: ShortcutItem, in target: SceneID, choice: SceneSelection.Choice?,
    _ coordinator: LaunchCoordinator
  ) async {
    let index = add(.shortcut(item), answer: .completionHandler, in: target, choice: choice)
    system("\(performAction) with \(item.type)", in: scene ? target : nil)
    let completion = completion(for: index)
    await start(index: index, scene: target) {
      .delivery(await coordinator.performAction(item, in: target, completion: completion))
    }
  }
}
