import TestSupport

/// Small apps written for these tests (no other project's code), as the reader sees them.
enum WiringFixtures {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// An Info.plist with a scene manifest naming `delegate` (or none), and `items` quick actions.
  static func infoPlist(sceneDelegate delegate: String?, items: Int = 1) -> String {
    wiringInfoPlist(sceneDelegateClass: delegate, items: items)
  }

  /// A UIKit scene app whose scene delegate handles quick actions warm only, and whose app
  /// delegate still has the app-delegate callbacks.
  static let sceneAppDelegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
          print(item)
        }
        return true
      }

      func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        completionHandler(Router.shared.open(shortcutItem.type))
      }
    }

    """

  static let sceneDelegateWarmOnly = """
    import UIKit

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        let text = "} not a brace { \\("still a string { }") \\(connectionOptions.sourceApplication ?? "")"
        /* a comment /* nested */ with { */
        print(text, #"raw " } "#)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
      }

      func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        guard shortcutItem.type == "com.example.item0" else { return }
        DispatchQueue.main.async { return }
        Router.shared.open(shortcutItem.type)
      }

      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        Router.shared.open(URLContexts.first?.url)
      }
    }

    """

  static let objectiveCMain = """
    #import <UIKit/UIKit.h>
    #import "AppDelegate.h"

    int main(int argc, char * argv[]) {
        @autoreleasepool {
            return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
        }
    }

    """

  static let objectiveCHeader = """
    #import <UIKit/UIKit.h>

    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end

    """

  static let objectiveCDelegate = """
    #import "AppDelegate.h"

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        UIApplicationShortcutItem *item = launchOptions[UIApplicationLaunchOptionsShortcutItemKey];
        if (item) {
            [self handle:item];
        }
        return YES;
    }

    - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
        if (![self handle:shortcutItem]) {
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{ return; });
        completionHandler(YES);
    }

    - (BOOL)handle:(UIApplicationShortcutItem *)item {
        return [item.type isEqualToString:@"com.example.item0"];
    }

    @end

    """

  static let swiftUIApp = """
    import SwiftUI

    @main
    struct ExampleApp: App {
      @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

      var body: some Scene {
        WindowGroup {
          ContentView()
            .onOpenURL { url in Router.shared.open(url) }
        }
      }
    }

    """

  static let swiftUIAdaptor = """
    import UIKit

    final class AppDelegate: NSObject, UIApplicationDelegate {
      func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        completionHandler(true)
      }
    }

    """
}
