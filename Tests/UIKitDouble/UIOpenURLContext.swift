// Declarations: UIKit/UIOpenURLContext.h, UIKit/UISceneOptions.h (iOS 26 SDK), as Swift imports
// them: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIOpenURLContext :
// NSObject`, `+ new NS_UNAVAILABLE`, `- init NS_UNAVAILABLE`.
import Foundation

/// UIKit/UIOpenURLContext.h: "This object is vended to your application by UIKit when there are
/// URLs to open". Hashable as an `NSObject` is (by identity), so a `Set` holds it.
@available(iOS 13.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
  /// `@property (nonatomic, readonly, copy) NSURL *URL;`
  open var url: URL { link }
  /// `@property (nonatomic, readonly, strong) UISceneOpenURLOptions *options;`
  open var options: UIScene.OpenURLOptions { openOptions }
  private let link: URL
  private let openOptions: UIScene.OpenURLOptions

  /// Only UIKit (and a test) makes one.
  init(url: URL, sourceApplication: String? = nil) {
    link = url
    openOptions = UIScene.OpenURLOptions(sourceApplication: sourceApplication)
    super.init()
  }
}

extension UIScene {
  /// UIKit/UISceneOptions.h: `UISceneOpenURLOptions`, `API_AVAILABLE(ios(13.0))
  /// NS_SWIFT_UI_ACTOR`.
  @available(iOS 13.0, *)
  @MainActor
  open class OpenURLOptions {
    /// `@property (nonatomic, readonly, nullable) NSString *sourceApplication;`
    open var sourceApplication: String? { source }
    private let source: String?
    init(sourceApplication: String?) { source = sourceApplication }
  }
}
