import TestSupport

/// Apps written for the wiring rule tests (no other project's code): each shows the mistake a
/// rule exists for, in Swift and in Objective-C.
enum WiringRuleFixtures {
  /// An Info.plist whose scene manifest names `$(PRODUCT_MODULE_NAME).sceneDelegate`, as
  /// Xcode's template writes it (or no manifest), with `items` quick actions.
  static func plist(sceneDelegate: String?, items: Int = 1) -> String {
    wiringInfoPlist(
      sceneDelegateClass: sceneDelegate.map { "$(PRODUCT_MODULE_NAME).\($0)" }, items: items)
  }

  // MARK: Swift, scenes

  static let swiftSceneAppDelegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let url = launchOptions?[.url] as? URL { Router.shared.open(url) }
        return true
      }

      func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(Router.shared.open(shortcutItem.type))
      }
    }

    """

  static let swiftSceneDelegate = """
    import UIKit

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
      }

      func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let route = Router.shared.route(for: shortcutItem.type) else { return }
        completionHandler(Router.shared.open(route))
      }
    }

    """

  /// The fixed twin: cold read, handler called on every path, no app-delegate doors.
  static let swiftSceneDelegateFixed = """
    import UIKit

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var pending: UIApplicationShortcutItem?

      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        pending = connectionOptions.shortcutItem
      }

      func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let route = Router.shared.route(for: shortcutItem.type) else {
          completionHandler(false)
          return
        }
        completionHandler(Router.shared.open(route))
      }
    }

    """

  static let swiftAppDelegateFixed = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
      }
    }

    """

  // MARK: Objective-C, scenes

  static let objcAppDelegateHeader = """
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @end

    """

  static let objcSceneAppDelegate = """
    #import "AppDelegate.h"

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
        return url == nil || [self open:url];
    }

    - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
        return [self open:url];
    }

    @end

    """

  static let objcSceneDelegateHeader = """
    @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end

    """

  static let objcSceneDelegate = """
    #import "SceneDelegate.h"

    @implementation SceneDelegate

    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
        self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    }

    - (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
        [self open:URLContexts.anyObject.URL];
    }

    - (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
        [self open:shortcutItem.type];
    }

    @end

    """

  // MARK: App-delegate apps

  static let objcTwiceAppDelegate = """
    #import "AppDelegate.h"

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        UIApplicationShortcutItem *item = [launchOptions objectForKey:UIApplicationLaunchOptionsShortcutItemKey];
        if (item) {
            [self open:item.type];
        }
        return YES;
    }

    - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
        completionHandler([self open:shortcutItem.type]);
    }

    @end

    """

  static let swiftTwiceAppDelegate = """
    import UIKit

    @UIApplicationMain
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let item = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
          Router.shared.open(item.type)
        }
        return true
      }

      func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(Router.shared.open(shortcutItem.type))
      }
    }

    """

  // MARK: SwiftUI

  static let swiftUIApp = """
    import SwiftUI

    @main
    struct ExampleApp: App {
      @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

      var body: some Scene {
        WindowGroup { ContentView() }
      }
    }

    """

  static let swiftUIAdaptor = """
    import UIKit

    final class AppDelegate: NSObject, UIApplicationDelegate {
      func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(Router.shared.open(shortcutItem.type))
      }
    }

    """
}
