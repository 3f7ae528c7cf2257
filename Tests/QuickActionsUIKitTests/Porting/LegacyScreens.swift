// "Porting an existing handler" (QuickActionsUIKit.docc), "View controllers written in
// Objective-C", word for word between the markers (DocArticleTests finds them; .ci/sdk-check
// compiles this file against the SDKs). The two classes after them stand in for the app's
// Objective-C classes, which a Swift file cannot declare (on Linux there is no Objective-C).
// swift-format-ignore-file
#if UIKIT_DOUBLE || canImport(UIKit)
  #if UIKIT_DOUBLE
    import UIKitDouble
  #else
    import UIKit
  #endif
  import Foundation
  import QuickActions
  import QuickActionsUIKit

// Porting: begin
@MainActor func registerLegacyScreens(in screens: ScreenCatalog) {
  // LegacyInboxViewController's init sets self.restorationIdentifier = @"Inbox".
  screens.register("inbox", storyboardID: "Inbox") { _ in LegacyInboxViewController() }
}

extension LegacyComposerViewController: ScreenIdentifiable {
  var screen: Screen { Screen("compose") }
}
// Porting: end

  final class LegacyInboxViewController: UIViewController {}
  final class LegacyComposerViewController: UIViewController {}
#endif
