// Module: QuickActionsUIKit
//
// iOS 18's tab API, which the UIKit adapter uses behind `#available(iOS 18.0, visionOS 2.0, *)`,
// declared for the real-SDK check only: the 17.4 SDK predates it. Written from the iOS 18.1 SDK's
// headers, as Swift imports them:
// - UIKit/UITab.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(18.0), tvos(18.0),
//   visionos(2.0)) API_UNAVAILABLE(watchos) @interface UITab : NSObject`, with
//   `@property (nonatomic, strong, readonly) NSString *identifier;`,
//   `@property (nonatomic, copy) NSString *title;` and
//   `@property (nonatomic, strong, nullable, readonly) UIViewController *viewController;`;
// - UIKit/UITabBarController.h: `@property (nonatomic, copy) NSArray<UITab *> *tabs
//   API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0));`, `- (void)setTabs:(NSArray<UITab *>
//   *)tabs animated:(BOOL)animated` and `@property (nonatomic, strong, nullable) UITab
//   *selectedTab` (same availability).
// They are `internal` and have no bodies that run: the check typechecks, it never links.
#if canImport(UIKit)
  import UIKit

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  class UITab: NSObject {
    var identifier: String { fatalError("declared for the SDK check") }
    var title: String {
      get { fatalError("declared for the SDK check") }
      set { fatalError("declared for the SDK check") }
    }
    var viewController: UIViewController? { fatalError("declared for the SDK check") }
  }

  extension UITabBarController {
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    var tabs: [UITab] {
      get { fatalError("declared for the SDK check") }
      set { fatalError("declared for the SDK check") }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func setTabs(_ tabs: [UITab], animated: Bool) { fatalError("declared for the SDK check") }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    var selectedTab: UITab? {
      get { fatalError("declared for the SDK check") }
      set { fatalError("declared for the SDK check") }
    }
  }
#endif
