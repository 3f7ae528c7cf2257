import QuickActions

/// App Intents in a script: delivered to a scene before `perform()`, or run in the app alone.
///
/// "Directing app intents to your app's scenes": "If it finds a scene, the system dispatches the
/// app intent to the scene before calling the app intent's perform() method. […] After that
/// configuration, the system brings your app to the foreground to display the content." So a
/// scene's delivery and `perform()` come while the scene is still in the background, and the
/// foreground callbacks after them. An intent that reaches no scene (it adopts neither
/// `TargetContentProvidingIntent` nor `UISceneAppIntent`, or the app is app-delegate based) has
/// its `perform()` run once the app is open.
extension SimulatedIOS {
  /// An intent arriving while the app runs, in `target`, a connected scene.
  mutating func arriveIntent(
    _ intent: AppIntentInvocation, in target: SceneID, choice: SceneSelection.Choice?,
    _ coordinator: LaunchCoordinator
  ) async {
    let index = add(.intent(intent), answer: .intentResult, in: target, choice: choice)
    let background = scenes[target]?.presence == .background
    if scene && intent.targetsScene {
      await deliverToScene(intent, index: index, in: target, coordinator)
      if background {
        system(willEnterForeground, in: target)
        await becomeActive(target, coordinator)
      }
      return
    }
    if background {
      system(willEnterForeground, in: scene ? target : nil)
      await becomeActive(target, coordinator)
    }
    await performInApp(intent, index: index, in: target, coordinator)
  }

  /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)` in `target`, then the intent's
  /// `perform()`: the second delivery of what the scene had, answered with its outcome.
  mutating func deliverToScene(
    _ intent: AppIntentInvocation, index: Int, in target: SceneID, _ coordinator: LaunchCoordinator
  ) async {
    items[index].answer = .intentResult
    system("scene(_:willPerformAppIntent:) with \(intent.typeName)", in: target)
    await start(index: index, scene: target) {
      .delivery(await coordinator.willPerformAppIntent(intent, in: target))
    }
    // "The system calls the app intent's perform() method after this method returns."
    system("\(intent.typeName).perform()")
    await start(index: index, scene: target) {
      let (answer, delivery) = await coordinator.performIntent(intent, in: target)
      return .performed(answer, delivery)
    }
  }

  /// The intent's `perform()` running in the open app, which routes it: no scene had it first.
  mutating func performInApp(
    _ intent: AppIntentInvocation, index: Int, in target: SceneID, _ coordinator: LaunchCoordinator
  ) async {
    items[index].answer = .intentResult
    system("\(intent.typeName).perform() (the app routes it; no scene delivery came first)")
    let scene: SceneID? = namesScenes ? target : nil
    await start(index: index, scene: target) {
      let (answer, delivery) = await coordinator.performIntent(intent, in: scene)
      return .performed(answer, delivery)
    }
  }
}
