#if UIKIT_DOUBLE
  import Foundation
  import PropertyList
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// `ShortcutItem` to `UIApplicationShortcutItem` and back: every icon kind, every userInfo
    /// value type, and the values UIKit can hold that a property list cannot.
    @MainActor
    @Suite(.serialized) struct BridgingTests {
      init() { UIKitDouble.reset() }

      nonisolated static let icons: [ShortcutIcon] =
        SystemIcon.allCases.map { .system($0) } + [.template("Post"), .symbol("square.and.pencil")]

      @Test(
        "every icon becomes the UIApplicationShortcutIcon made from it, and comes back from the app's items"
      )
      func icons() throws {
        for icon in Self.icons {
          let item = ShortcutItem(type: "t", title: "T", icon: icon)
          let ui = item.applicationShortcutItem
          let source = try #require(ui.icon?.source)
          switch icon {
          case .system(let system):
            #expect(source == .type(system.iconType))
            #expect(SystemIcon(system.iconType) == system)
          case .template(let name): #expect(source == .template(name))
          case .symbol(let name): #expect(source == .system(name))
          }
          // UIKit cannot read an icon back; the app's own item of that type supplies it.
          #expect(try ShortcutItem(ui, known: [item]).icon == icon)
          #expect(try ShortcutItem(ui).icon == nil)
        }
      }

      @Test("the 29 system icons map one to one, in the header's order")
      func systemIconOrder() {
        #expect(SystemIcon.allCases.map(\.iconType) == UIApplicationShortcutIcon.IconType.all)
      }

      nonisolated static let values: [PlistValue] = [
        "text", "", "日本語", PlistValue(.integer(PlistInteger(Int64.min))),
        PlistValue(.integer(PlistInteger(UInt64.max))), 0, 1,
        PlistValue(.real(2.5)), PlistValue(.real(-0.0)), true, false,
        PlistValue(.date(Date(timeIntervalSinceReferenceDate: 469_812_345))),
        PlistValue(.data(Data([0, 1, 255]))),
        [], ["a", 1, [true]], ["nested": ["k": 2]], PlistValue(.dictionary(PlistDictionary())),
      ]

      @Test(
        "every userInfo value type round-trips through NSSecureCoding objects", arguments: values)
      func userInfoRoundTrip(_ value: PlistValue) throws {
        let item = ShortcutItem(
          type: "t", title: "T", subtitle: "S", userInfo: ["v": value],
          targetContentIdentifier: "scene-1")
        let back = try ShortcutItem(item.applicationShortcutItem)
        #expect(back.userInfo == item.userInfo)
        #expect(
          back.type == "t" && back.title == "T" && back.subtitle == "S"
            && back.targetContentIdentifier == "scene-1")
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test("a boolean stays a boolean and 1 stays an integer")
      func booleansAndIntegers() throws {
        let info = try UserInfoBridging.plist([
          "b": NSNumber(value: true), "i": NSNumber(value: 1), "r": NSNumber(value: 1.0),
        ])
        #expect(info["b"] == PlistValue(.bool(true)))
        #expect(info["i"] == PlistValue(.integer(PlistInteger(1))))
        #expect(info["r"] == PlistValue(.real(1.0)))
      }

      @Test("a value that is not a property-list value is reported with where it sits, not dropped")
      func notPlist() throws {
        let url = try #require(NSURL(string: "https://example.com"))
        #expect(throws: UserInfoBridging.Failure(path: "userInfo[\"link\"]", typeName: "NSURL")) {
          try UserInfoBridging.plist(["link": url])
        }
        // Inside a bridged array, Foundation hands the element over as its Swift type.
        #expect(throws: UserInfoBridging.Failure(path: "userInfo[\"list\"][1]", typeName: "URL")) {
          try UserInfoBridging.plist(["list": NSArray(array: [NSString(string: "ok"), url])])
        }
        let dict = NSMutableDictionary()
        dict[NSNumber(value: 3)] = NSString(string: "x")
        #expect(throws: UserInfoBridging.Failure(path: "userInfo[\"d\"] key", typeName: "NSNumber"))
        {
          try UserInfoBridging.plist(["d": dict])
        }
        let ui = UIApplicationShortcutItem(
          type: "t", localizedTitle: "T", localizedSubtitle: nil, icon: nil, userInfo: ["link": url]
        )
        #expect(throws: UserInfoBridging.Failure(path: "userInfo[\"link\"]", typeName: "NSURL")) {
          try ShortcutItem(ui)
        }
        #expect(
          UserInfoBridging.Failure(path: "userInfo[\"link\"]", typeName: "NSURL").description
            == "userInfo[\"link\"] is a NSURL, which is not a property-list value")
      }

      @Test("the static items of a built app's Info.plist dictionary, as iOS shows them")
      func infoPlistItems() throws {
        let info: [String: Any] = [
          "CFBundleIdentifier": "com.example.qa",
          "UIApplicationShortcutItems": [
            [
              "UIApplicationShortcutItemType": "com.example.qa.post",
              "UIApplicationShortcutItemTitle": "Post a Spot",
              "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose",
              "UIApplicationShortcutItemUserInfo": ["draft": NSNumber(value: true)],
            ],
            ["UIApplicationShortcutItemTitle": "No type: iOS does not show it"],
          ],
        ]
        let items = try ShortcutItem.infoPlistItems(info)
        #expect(
          items == [
            ShortcutItem(
              type: "com.example.qa.post", title: "Post a Spot", icon: .system(.compose),
              userInfo: ["draft": true], source: .static,
              location: items.first?.location ?? .unknown)
          ])
        #expect(try ShortcutItem.infoPlistItems(["CFBundleIdentifier": "x"]).isEmpty)
        struct Opaque {}
        #expect(
          throws: UserInfoBridging.Failure(
            path: "UIApplicationShortcutItems[0]", typeName: "Opaque")
        ) {
          try ShortcutItem.infoPlistItems(["UIApplicationShortcutItems": [Opaque()] as [Any]])
        }
      }

      @Test(
        "a delivered item takes its icon and source from the app's item with the same type and userInfo"
      )
      func knownItems() throws {
        let first = ShortcutItem(
          type: "open", title: "Open A", icon: .symbol("a.circle"), userInfo: ["id": "a"],
          source: .static)
        let second = ShortcutItem(
          type: "open", title: "Open B", icon: .symbol("b.circle"), userInfo: ["id": "b"])
        let delivered = try ShortcutItem(second.applicationShortcutItem, known: [first, second])
        #expect(delivered.icon == .symbol("b.circle") && delivered.source == .dynamic)
      }
    }
  }
#endif
