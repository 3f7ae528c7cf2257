// The UIKit article's "Registering each screen once", between the markers, word for word:
// against the UIKit double on Linux, the real UIKit on Apple platforms (and in .ci/sdk-check).
// swift format leaves the file as it stands: between the markers it is the document's block,
// laid out as there.
// swift-format-ignore-file
#if UIKIT_DOUBLE || canImport(UIKit)
import Foundation
import QuickActions
import QuickActionsUIKit
#if UIKIT_DOUBLE
import UIKitDouble  // stands in for `import UIKit`
#else
import UIKit
#endif

// README: begin
final class SpotsViewController: UIViewController {}

final class SpotViewController: UIViewController {
  let spotID: String

  init(spotID: String) {
    self.spotID = spotID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor func makeScreens() -> ScreenCatalog {
  let screens = ScreenCatalog()
  screens.register("spots") { _ in SpotsViewController() }
  screens.register("spot") { SpotViewController(spotID: $0.parameters["spotID"] ?? "") }
  screens.register("settings", storyboardID: "Settings") { _ in UIViewController() }
  return screens
}
// README: end
#endif
