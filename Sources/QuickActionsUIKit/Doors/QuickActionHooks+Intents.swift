#if QUICKACTIONS_UIKIT && (canImport(_AppIntents_UIKit) || !canImport(UIKit))
  // The App Intent door needs the iOS 26 SDK, whose `_AppIntents_UIKit` (the cross-import
  // overlay of AppIntents and UIKit, iPhoneOS26.2.sdk) declares `UISceneAppIntent` and
  // `AppIntentSceneDelegate`; the iOS 18 SDKs (Xcode 16) have no such module, and the rest of
  // the hooks compile without it. The gate reads the SDK, not the compiler. It names the module
  // rather than UIKit's version (`canImport(UIKit, _version: 9126)`, 9126.x in the iOS 26 SDKs,
  // 8506.x in 18.6): once another file of the module has loaded UIKit, the version check can
  // find no version ("cannot find user version number for module 'UIKit'; version number
  // ignored") and opens, as .ci/sdk-check saw with the iOS 18.6 SDK. On Linux the double
  // (Tests/UIKitDouble) declares the iOS 26 API.
  #if canImport(UIKit)
    import AppIntents
    import UIKit
  #else
    import UIKitDouble
  #endif
  import Foundation
  import PropertyList
  import QuickActions

  /// An App Intent whose parameters the routes read: a route's intent trigger names the
  /// parameters it supplies to the screens (`intents = ({type = OpenQuestionIntent; parameters =
  /// (questionID);})`), and the intent gives their values here, by those names, as
  /// property-list values (strings, numbers, dates, booleans; an entity by its identifier).
  /// App Intents' `@Parameter` values are the intent's own; the routes cannot read them
  /// without this.
  public protocol RoutableIntent {
    /// The values of the parameters the routes read, by name.
    var routeParameters: [String: Any] { get }
  }

  /// The App Intent door (iOS 26): an intent that runs in the foreground reaches the scene the
  /// system chose for its `contentIdentifier` before its `perform()`; the hooks route it once,
  /// in that scene, from whichever delivery comes first ("Directing app intents to your app's
  /// scenes",
  /// <https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes>).
  /// The connection's `appIntent` is read with the other connection options.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`: "Asks the scene delegate to
    /// prepare the scene for the specified app intent"; routes it in `scene` while the scene is
    /// still in the background. "The system calls the app intent's perform() method after this
    /// method returns": the delivery is recorded before this returns, so that `perform(_:)`
    /// recognises the intent and answers with this routing's outcome. The intent the scene was
    /// connected with comes here again ("will always be called after scene connection"), and is
    /// routed once.
    ///
    /// <https://developer.apple.com/documentation/appintents/appintentscenedelegate/scene(_:willperformappintent:)>
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    public func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
      startIntent(appIntent, in: sceneID(for: scene), fromSwiftUI: false)
    }

    /// SwiftUI's `onAppIntentExecution(_:perform:)`, in the window `scene` (its scene delegate's;
    /// nil, the first window's): "Registers a handler to run when the app receives an app intent
    /// that targets the associated scene". Beside a scene delegate that already had the intent,
    /// the same intent seen twice, routed once.
    ///
    /// <https://developer.apple.com/documentation/swiftui/view/onappintentexecution(_:perform:)>
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    public func onAppIntentExecution(
      _ appIntent: some TargetContentProvidingIntent, in scene: UIScene? = nil
    ) {
      startIntent(appIntent, in: scene.map(sceneID(for:)) ?? .main, fromSwiftUI: true)
    }

    /// An intent's `perform()` (AppIntents, iOS 16) running in the app: true once it was handled (or is held behind
    /// the gate, to run when it opens), false when it was not, and `perform()` should throw.
    /// After a scene delivery it is the same intent's second delivery: not routed again, it
    /// answers with that delivery's outcome. An intent no scene received (one that adopts
    /// neither `TargetContentProvidingIntent` nor `UISceneAppIntent`, as an `OpenIntent` may) is
    /// routed now, in its `uiScene` ("The scene that is handling the app intent"), else in the
    /// scene iOS's rules choose for its content.
    ///
    /// <https://developer.apple.com/documentation/appintents/appintent/perform()>
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func perform(_ appIntent: some AppIntent) async -> Bool {
      guard let intent = read(appIntent) else { return false }
      var scene: SceneID?
      if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
        scene = (appIntent as? any UISceneAppIntent)?.uiScene.map(sceneID(for:))
      }
      let (answer, _) = await coordinator.performIntent(intent, in: scene)
      for id in coordinator.scenes { await updateActivationConditions(of: id) }
      return answer
    }

    // MARK: Machinery

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    func startIntent(_ appIntent: some AppIntent, in scene: SceneID, fromSwiftUI: Bool) {
      guard let intent = read(appIntent) else { return }
      let routing = coordinator.startAppIntent(intent, in: scene, fromSwiftUI: fromSwiftUI)
      routeThenRefresh(scene) { _, _ in _ = await routing.value }
    }

    /// The intent as the routes see it: its type's name; its content identifier when it is not
    /// the default (the type's name, `TargetContentProvidingIntent.contentIdentifier`); whether
    /// the system delivers it to a scene; its `routeParameters`. Parameters that are not
    /// property-list values are listed in `unreadableItems`, and the intent is not routed.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    func read(_ appIntent: some AppIntent) -> AppIntentInvocation? {
      let typeName = String(describing: type(of: appIntent))
      var parameters = PlistDictionary()
      if let routable = appIntent as? any RoutableIntent {
        do {
          parameters =
            try UserInfoBridging.plistValue(routable.routeParameters, at: typeName).dictionaryValue
            ?? parameters
        } catch {
          unreadableItems.append(error)
          return nil
        }
      }
      var contentIdentifier: String?
      var targetsScene = false
      if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *),
        let targeting = appIntent as? any TargetContentProvidingIntent
      {
        targetsScene = true
        if targeting.contentIdentifier != typeName {
          contentIdentifier = targeting.contentIdentifier
        }
      }
      return AppIntentInvocation(
        typeName: typeName, parameters: parameters, contentIdentifier: contentIdentifier,
        targetsScene: targetsScene)
    }

    /// `ConnectionOptions.appIntent`, "The AppIntent that triggered scene creation".
    func readIntent(_ options: UIScene.ConnectionOptions) -> AppIntentInvocation? {
      guard #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *), let intent = options.appIntent else {
        return nil
      }
      return read(intent)
    }
  }
#endif
