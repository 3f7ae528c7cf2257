#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    @_spi(UIKitDouble) import UIKitDouble
  #endif
  import Foundation

  /// The hooks' `UNUserNotificationCenterDelegate`: it answers the responses the routes take and
  /// hands everything else to the delegate that was there before it (a push SDK's, or the app's
  /// own), so that installing the hooks takes nothing away.
  ///
  /// - `didReceive`: a response a route takes (or the launch response the scene kept) is routed,
  ///   and its handler called once, after routing; any other response goes to the previous
  ///   delegate, or its handler is called at once when there is none.
  /// - `willPresent`: the previous delegate decides, when it implements the method; otherwise
  ///   the presentation the app chose when it installed the hooks. "If the method is not
  ///   implemented or the handler is not called in a timely manner then the notification will
  ///   not be presented" (UNUserNotificationCenter.h), so there is always an answer, and it is
  ///   the app's, never a silent default.
  /// - `openSettingsFor`: the previous delegate's, when it implements it.
  ///
  /// The protocol is not main-actor isolated, so the methods are `nonisolated`: UserNotifications
  /// calls them on the main thread, and the call reaches the main-actor hooks there, or on the main
  /// actor when it comes from elsewhere. The completion handlers are `@Sendable`, as the header is
  /// audited for sendability. The center holds its delegate weakly, and so does this object its
  /// previous one: it keeps the lifetime that delegate's owner gave it.
  @MainActor
  public final class NotificationCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// The delegate the center had before the hooks became its delegate.
    public private(set) weak var previous: (any UNUserNotificationCenterDelegate)?
    /// How a notification is shown while the app is in the foreground, when `previous` does not
    /// decide.
    public private(set) var foregroundPresentation: UNNotificationPresentationOptions = []
    /// The hooks' routing of a response: false when no route takes it (it is then forwarded).
    var route:
      ((UNUserNotificationCenter, UNNotificationResponse, @escaping @Sendable () -> Void) -> Bool)?

    /// Becomes `center`'s delegate, keeping the one it had, unless that was this object or a
    /// delegate that already forwards to it (a second set of hooks installed after this one, and
    /// this one again): forwarding must not go round in a circle.
    func install(
      in center: UNUserNotificationCenter, foregroundPresentation: UNNotificationPresentationOptions
    ) {
      if let current = center.delegate, !forwards(from: current) { previous = current }
      self.foregroundPresentation = foregroundPresentation
      center.delegate = self
    }

    /// Whether `delegate` is this object, or reaches it through the hooks' delegates' chain.
    private func forwards(from delegate: any UNUserNotificationCenterDelegate) -> Bool {
      var next: (any UNUserNotificationCenterDelegate)? = delegate
      var seen = 0
      while let current = next, seen < 64 {
        if current === self { return true }
        next = (current as? NotificationCenterDelegate)?.previous
        seen += 1
      }
      return false
    }

    @available(tvOS, unavailable)
    nonisolated public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      let call = DelegateCall(center: center, response: response, notification: nil)
      onMain { delegate in
        if delegate.route?(call.center, call.response, completionHandler) == true { return }
        let forwarded =
          delegate.previous.map {
            Forwarding.didReceive(call.center, call.response, completionHandler, to: $0)
          } ?? false
        if !forwarded { completionHandler() }
      }
    }

    nonisolated public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      let call = DelegateCall(center: center, response: nil, notification: notification)
      onMain { delegate in
        let forwarded =
          delegate.previous.map {
            Forwarding.willPresent(call.center, call.notification, completionHandler, to: $0)
          } ?? false
        if !forwarded { completionHandler(delegate.foregroundPresentation) }
      }
    }

    @available(tvOS, unavailable)
    nonisolated public func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
      let call = DelegateCall(center: center, response: nil, notification: notification)
      onMain { delegate in
        if let previous = delegate.previous {
          _ = Forwarding.openSettings(call.center, call.notification, to: previous)
        }
      }
    }

    /// Runs `work` on the main actor: at once on the main thread, where UserNotifications calls
    /// the delegate, or on a later turn otherwise (`hops` counts those, for `settle()`).
    nonisolated private func onMain(
      _ work: @escaping @MainActor (NotificationCenterDelegate) -> Void
    ) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { work(self) }
      } else {
        hops.mark()
        Task { @MainActor in
          work(self)
          self.hops.unmark()
        }
      }
    }

    /// Calls on their way to the main actor (`settle()` waits for them).
    nonisolated let hops = AnswerFlag()
  }

  /// A delegate call's arguments, carried to the main actor from a method that is not isolated
  /// (they are UserNotifications' objects, not `Sendable`, and are touched only there).
  struct DelegateCall: @unchecked Sendable {
    let center: UNUserNotificationCenter
    let response: UNNotificationResponse!
    let notification: UNNotification!
  }

  /// Calls to a delegate's `@optional` methods, each saying whether the delegate implements it
  /// (`delegate.method?(…)` is `nil` when it does not). On Linux the double reports it
  /// (`OptionalRequirement`), having no optional requirements.
  @MainActor
  enum Forwarding {
    @available(tvOS, unavailable)
    static func didReceive(
      _ center: UNUserNotificationCenter, _ response: UNNotificationResponse,
      _ handler: @escaping @Sendable () -> Void, to delegate: any UNUserNotificationCenterDelegate
    ) -> Bool {
      #if canImport(UIKit)
        delegate.userNotificationCenter?(
          center, didReceive: response, withCompletionHandler: handler) != nil
      #else
        OptionalRequirement.call {
          delegate.userNotificationCenter(
            center, didReceive: response, withCompletionHandler: handler)
        }
      #endif
    }

    static func willPresent(
      _ center: UNUserNotificationCenter, _ notification: UNNotification,
      _ handler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void,
      to delegate: any UNUserNotificationCenterDelegate
    ) -> Bool {
      #if canImport(UIKit)
        delegate.userNotificationCenter?(
          center, willPresent: notification, withCompletionHandler: handler) != nil
      #else
        OptionalRequirement.call {
          delegate.userNotificationCenter(
            center, willPresent: notification, withCompletionHandler: handler)
        }
      #endif
    }

    @available(tvOS, unavailable)
    static func openSettings(
      _ center: UNUserNotificationCenter, _ notification: UNNotification?,
      to delegate: any UNUserNotificationCenterDelegate
    ) -> Bool {
      #if canImport(UIKit)
        delegate.userNotificationCenter?(center, openSettingsFor: notification) != nil
      #else
        OptionalRequirement.call {
          delegate.userNotificationCenter(center, openSettingsFor: notification)
        }
      #endif
    }
  }
#endif
