import QuickActions

/// `UIModalPresentationStyle` as plain Swift, so the mapping to the navigation model is tested
/// without UIKit. The cases and raw values are those of UIKit/UIViewController.h.
public enum ModalKind: Int, Sendable, Hashable, CaseIterable {
  /// `UIModalPresentationFullScreen`.
  case fullScreen = 0
  /// `UIModalPresentationPageSheet`.
  case pageSheet = 1
  /// `UIModalPresentationFormSheet`.
  case formSheet = 2
  /// `UIModalPresentationCurrentContext`.
  case currentContext = 3
  /// `UIModalPresentationCustom`.
  case custom = 4
  /// `UIModalPresentationOverFullScreen`.
  case overFullScreen = 5
  /// `UIModalPresentationOverCurrentContext`.
  case overCurrentContext = 6
  /// `UIModalPresentationPopover`.
  case popover = 7
  /// `UIModalPresentationNone`.
  case none = -1
  /// `UIModalPresentationAutomatic` (iOS 13).
  case automatic = -2

  /// The navigation model's style for a presented view controller of this kind (an alert is
  /// told by its class, `UIAlertController`, not by its style).
  ///
  /// - Page and form sheets are sheets; so is `automatic`, which "for most view controllers
  ///   UIKit maps to pageSheet" (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic).
  /// - Full screen, over full screen, and the current-context and custom styles cover what is
  ///   under them: full screen.
  /// - `none` is only meaningful for adaptive presentations ("don't adapt"): read as a sheet.
  public var style: NavigationState.Presentation.Style {
    switch self {
    case .pageSheet, .formSheet, .automatic, .none: return .sheet
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom:
      return .fullScreen
    case .popover: return .popover
    }
  }

  /// The kind to present a style with. Nil for an alert, which is a `UIAlertController` with
  /// its own style.
  public init?(presenting style: NavigationState.Presentation.Style) {
    switch style {
    case .sheet: self = .pageSheet
    case .fullScreen: self = .fullScreen
    case .popover: self = .popover
    case .alert: return nil
    }
  }
}
