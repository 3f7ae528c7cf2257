#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// The notification door: the user's responses, through UserNotifications' delegate, which
  /// the hooks become or the app forwards to.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    /// Makes the hooks `center`'s delegate (their `notificationDelegate`), keeping the delegate
    /// it had, to which every response the routes do not take, every `willPresent` and every
    /// `openSettingsFor` is forwarded. Call it after any SDK that sets a delegate of its own
    /// (Firebase, OneSignal, Braze), and before launch finishes: "You must assign your delegate
    /// object to the UNUserNotificationCenter object before your app finishes launching"
    /// (<https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate>).
    ///
    /// - Parameters:
    ///   - center: `UNUserNotificationCenter.current()` in the app; a test passes its own.
    ///   - presentingInForeground: how a notification that arrives while the app is in the
    ///     foreground is shown, when the previous delegate does not decide (`[]` shows nothing:
    ///     "If the method is not implemented … then the notification will not be presented",
    ///     UNUserNotificationCenter.h; the choice is the app's).
    public func becomeNotificationDelegate(
      of center: UNUserNotificationCenter, presentingInForeground: UNNotificationPresentationOptions
    ) {
      notificationDelegate.install(in: center, foregroundPresentation: presentingInForeground)
    }

    /// `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)`,
    /// for an app that keeps a delegate of its own and forwards to the hooks: routes the response,
    /// then calls `completionHandler` exactly once, on the main actor ("you must call the
    /// completion handler as soon as you finish processing the user's response"). A response no
    /// route takes has its handler called at once. A response the scene kept from
    /// `ConnectionOptions.notificationResponse` is not routed again; its handler is called once
    /// that routing ends.
    ///
    /// The delegate is the app's: the response is routed in its `targetScene` ("used to identify
    /// which UIScene UI to reflect the user's response to a notification on",
    /// UNNotificationResponse+UIKitAdditions.h), else in the scene connected with it, else in the
    /// scene iOS's rules choose for its `targetContentIdentifier` (`LaunchCoordinator.didReceive`).
    ///
    /// <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void
    ) {
      if !routeNotification(center, response, completionHandler) { completionHandler() }
    }

    /// Routes `response` when a route takes it (or it is the launch response the scene kept),
    /// calling `completionHandler` once routing ends; false, calling nothing, otherwise.
    func routeNotification(
      _ center: UNUserNotificationCenter, _ response: UNNotificationResponse,
      _ completionHandler: @escaping () -> Void
    ) -> Bool {
      guard let entry = read(response) else { return false }
      guard coordinator.matches(.notification(entry)) else { return false }
      let handler = NotificationHandler(completionHandler)
      notificationAnswers.append(handler)
      let due = handler.due
      let activation = activation
      let target = sceneID(for: response)
      track { [self] in
        // The launch response the scene kept may be being routed: UserNotifications delivered
        // this after UIKit's activation, so it is delivered after that routing is under way.
        await activation?.value
        _ = await coordinator.didReceive(entry, targetScene: target) {
          due.mark()
          Task { @MainActor in handler.call() }
        }
        if due.isMarked { handler.call() }
        // The coordinator chose the scene when no targetScene was named: refresh every window's.
        for id in target.map({ [$0] }) ?? coordinator.scenes {
          await updateActivationConditions(of: id)
        }
      }
      return true
    }

    func read(_ response: UNNotificationResponse) -> NotificationResponse? {
      do {
        return try NotificationResponse(response)
      } catch {
        unreadableItems.append(error)
        return nil
      }
    }
  }

  /// A notification's completion handler: called at most once, on the main actor.
  @MainActor
  final class NotificationHandler {
    private var handler: (() -> Void)?
    /// Set (on any thread) when the coordinator has answered.
    let due = AnswerFlag()
    init(_ handler: @escaping () -> Void) { self.handler = handler }
    var isCalled: Bool { handler == nil }
    var isDue: Bool { due.isMarked && handler != nil }
    func call() {
      let h = handler
      handler = nil
      h?()
    }
  }

  /// A flag set on one thread and read on another, or a count of marks not yet taken back.
  final class AnswerFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var marks = 0
    func mark() { lock.withLock { marks += 1 } }
    func unmark() { lock.withLock { marks -= 1 } }
    var isMarked: Bool { lock.withLock { marks > 0 } }
  }
#endif
